#!/usr/bin/env bash
# The hostile corpus through Gradescope's door: makes the Gradescope autograder with the packaged
# grader (grading/target/tabuleiro-grader.jar, `bundle gradescope`, as BundleIT does), unzips it
# into a stand-in /autograder (AUTOGRADER_ROOT: source/, submission/, results/), and for each
# attack of the corpus (grading/src/test/resources/hostile/corpus.tsv) lays the attack's
# submission in submission/ as Gradescope does, runs source/run_autograder as root (so the
# reference, source/grader/oracle/, is sealed to root and the student's code runs as
# tabuleiro-student, or nobody where setup.sh did not run), then grades the correct sample
# (grading/target/samples/connect-four/complete) through the same AUTOGRADER_ROOT as the next
# submission. It prints, as Markdown, a row per attack:
#   - the score in results/results.json;
#   - whether the reference was read: what the student's code reported or left (a "LEAKED",
#     "ESCAPED" or "SCENARIO TEXT READABLE" naming it in results.json, an OK route naming it in
#     hostile-routes.txt in its scratch folder), or a copy of one of the reference's files
#     in the run's work folder, or owned by the student's user in /tmp or $HOME;
#   - whether results.json is forged: not the grader's JSON, "tabuleiro-pwned" in it, a score
#     other than the one the grader printed, a score above the sealed outcome corpus.tsv gives,
#     a file in results/ besides it, or a results.json changed after run_autograder ended;
#   - what was written outside (the checks of attack-matrix.sh: /tmp/tabuleiro-pwned*,
#     /tmp/vandal-was-here.txt, $HOME/tabuleiro-pwned);
#   - the next submission's score (100 on a clean root: the first row, the control).
# It reports and never fails on what it finds. It builds nothing: build first with
# ./mvnw -q -B package -DskipTests. It must run as root, as Gradescope runs run_autograder.
#
# Each attack is graded by the script as shipped; to see what the student's code left in its
# scratch folder, run_autograder's work folder (a mktemp -d it removes on exit) is copied aside
# before it goes: the PATH it is given holds an `rm` that copies a folder of that TMPDIR to
# WORK/JDK/ATTACK/kept before removing it.
#
# Usage: grading/bench/gradescope-attacks.sh [--only a,b] [--skip a,b] [--keep DIR]
#            [--scheme FILE] [--report-only]
#   --only / --skip  grade only / all but these corpus entries (names as in hostile/corpus.tsv;
#                    compile-slow is skipped unless named in --only); the copies (honest-1,
#                    honest-2: classmates graded beside cpu-burner in a class run) are not
#                    graded here, as Gradescope grades one submission per container
#   --keep DIR       work in DIR and keep it, adding this JDK's rows to those already there
#                    (default: a temporary folder, kept as well; its path is printed)
#   --scheme FILE    the scheme bundled (default hostile/matrix-scheme.json: 2 s a scenario,
#                    15 s a submission, C4-11 and C4-13 hidden)
#   --report-only    grade nothing: print the table of the runs already in --keep DIR
# Environment: JAVA, the JDK that runs run_autograder's grader (default: java on the PATH; Java
#   25 is /usr/lib/jvm/temurin-25-jdk-amd64/bin/java). run_autograder takes a Java 17 of
#   /usr/lib/jvm/java-17-openjdk* where there is one, so for any other JAVA it runs in a mount
#   namespace of its own where those folders are empty and JAVA's folder leads the PATH, as on
#   an image without a JDK 17. BWRAP=yes|no: whether bwrap is on run_autograder's PATH (default
#   no for Java 17, as on Gradescope, whose containers do not let bubblewrap start; yes for
#   Java 24 and later, where the grader refuses to grade without it). GS_TIMEOUT: seconds a run
#   of run_autograder may take (default 600).
set -u -o pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GRADING=$ROOT/grading
HOSTILE=$GRADING/src/test/resources/hostile
JAR=$GRADING/target/tabuleiro-grader.jar
SAMPLE=$GRADING/target/samples/connect-four/complete
JAVA=${JAVA:-java}
TIMEOUT=${GS_TIMEOUT:-600}
SCHEME=$HOSTILE/matrix-scheme.json
ONLY=""
SKIP=""
WORK=""
REPORT_ONLY=false

while [ $# -gt 0 ]; do
    case $1 in
        --only) ONLY=",$2,"; shift ;;
        --skip) SKIP=",$2,"; shift ;;
        --keep) WORK=$2; shift ;;
        --scheme) SCHEME=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift ;;
        --report-only) REPORT_ONLY=true ;;
        -h|--help) sed -n '2,51p' "$0"; exit 0 ;;
        *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

if [ -z "$WORK" ]; then
    WORK=$(mktemp -d /tmp/gradescope-attacks.XXXXXX)
fi
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
chmod 755 "$WORK"
echo "gradescope attacks: working in $WORK" >&2

wanted() {
    local name=$1
    if [ -n "$ONLY" ]; then
        [[ "$ONLY" == *",$name,"* ]]
        return
    fi
    [[ "$SKIP" == *",$name,"* || "$name" == compile-slow ]] && return 1
    return 0
}

# The table of every run in WORK: one row per attack and JDK, in corpus order.
report() {
    echo "| Attack | JDK, sandbox | Score | Sealed (corpus.tsv) | Reference read | results.json forged | Written outside | Next submission |"
    echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
    local rows
    for rows in "$WORK"/*/rows.tsv; do
        [ -f "$rows" ] || continue
        while IFS=$'\t' read -r attack jdk score sealed read forged outside next; do
            echo "| $attack | $jdk | $score | $sealed | $read | $forged | $outside | $next |"
        done < "$rows"
    done
}

if $REPORT_ONLY; then
    report
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "run it as root: Gradescope runs run_autograder as root, which seals the reference" >&2
    exit 2
fi
if [ ! -f "$JAR" ] || [ ! -d "$SAMPLE" ]; then
    echo "no $JAR or $SAMPLE: build first with ./mvnw -q -B package -DskipTests" >&2
    exit 2
fi
JAVA_PATH=$(readlink -f "$(command -v "$JAVA")") || { echo "no Java $JAVA" >&2; exit 2; }
MAJOR=$("$JAVA_PATH" -XshowSettings:properties -version 2>&1 \
    | sed -n 's/^ *java.specification.version = //p')
BWRAP=${BWRAP:-$([ "$MAJOR" -ge 24 ] && echo yes || echo no)}
LABEL="Java $MAJOR, $([ "$BWRAP" = yes ] && echo bwrap || echo "no bwrap")"
ID="j$MAJOR-$([ "$BWRAP" = yes ] && echo bwrap || echo none)"
RUN=$WORK/$ID
# The user run_autograder runs the student's code as.
STUDENT_UID=$(id -u tabuleiro-student 2> /dev/null || id -u nobody)
rm -rf "$RUN"
mkdir -p "$RUN"
echo "gradescope attacks: $LABEL in $RUN" >&2

# --- The autograder, as BundleIT makes it, unzipped into a stand-in /autograder. -------------
"$JAVA_PATH" -jar "$JAR" bundle gradescope --scheme "$SCHEME" --out "$RUN/bundle" \
    > "$RUN/bundle.out" 2>&1 || { cat "$RUN/bundle.out" >&2; exit 1; }
AG=$RUN/autograder
mkdir -p "$AG/source" "$AG/results"
(cd "$AG/source" && unzip -q "$RUN/bundle/autograder.zip")
ORACLE=$AG/source/grader/oracle
# The reference's files, by content: a copy of one anywhere is a read.
(cd "$ORACLE" && find . -type f -exec sha256sum {} +) | awk '{print $1}' | sort -u \
    > "$RUN/oracle.sha256"
find "$ORACLE" -type f -printf '%s\n' | sort -u > "$RUN/oracle.sizes"

# --- run_autograder's PATH: the system's programs, bwrap or not, and an rm that keeps. -------
BIN=$RUN/bin
mkdir -p "$BIN"
for system in /usr/local/sbin /usr/local/bin /usr/sbin /usr/bin /sbin /bin; do
    [ -d "$system" ] || continue
    for program in "$system"/*; do
        name=$(basename "$program")
        [ "$name" = bwrap ] && [ "$BWRAP" != yes ] && continue
        [ "$name" = rm ] && continue
        [ -e "$BIN/$name" ] || ln -s "$program" "$BIN/$name"
    done
done
cat > "$BIN/rm" <<EOF
#!/bin/bash
# rm, except that a folder of run_autograder's TMPDIR is copied to \$GS_KEEP first.
for arg in "\$@"; do
    case \$arg in
        "$RUN/tmp"/*) [ -n "\${GS_KEEP:-}" ] && [ -d "\$arg" ] && cp -a "\$arg" "\$GS_KEEP" ;;
    esac
done
exec /bin/rm "\$@"
EOF
chmod 755 "$BIN/rm"
mkdir -p "$RUN/tmp"
chmod 1777 "$RUN/tmp"
RUN_PATH=$BIN
HIDE=()
if [[ "$JAVA_PATH" != /usr/lib/jvm/java-17-openjdk*/bin/java ]]; then
    # An image without a JDK 17: run_autograder falls back on the java of its PATH.
    RUN_PATH=$(dirname "$JAVA_PATH"):$BIN
    mkdir -p "$RUN/empty"
    HIDE=(unshare -m sh -c 'for d in /usr/lib/jvm/java-17-openjdk*; do
        [ -d "$d" ] && mount --bind "$1" "$d"; done; shift; exec "$@"' sh "$RUN/empty")
fi

# An attack's submission, made in FOLDER: make_submission NAME BASE KIND FOLDER
base_folder() {
    case $1 in
        skeleton) echo "$ROOT/exercises" ;;
        *) echo "$GRADING/target/samples/connect-four/$1" ;;
    esac
}
apply_patches() {
    local folder=$1 patch file
    while IFS= read -r -d '' patch; do
        file=${patch%.patch}
        [ -f "$file" ] || cp "$ROOT/exercises/${file#"$folder"/}" "$file"
        (cd "$folder" && GIT_CEILING_DIRECTORIES=$(dirname "$folder") \
            git apply -p1 "${patch#"$folder"/}") || echo "$patch does not apply" >&2
        /bin/rm "$patch"
    done < <(find "$folder" -name '*.patch' -print0)
}
make_submission() {
    local name=$1 base=$2 kind=$3 folder=$4
    mkdir -p "$folder"
    case $kind in
        overlay)
            [ "$base" = skeleton ] || cp -r "$(base_folder "$base")/." "$folder/"
            cp -r "$HOSTILE/$name/." "$folder/"
            apply_patches "$folder" ;;
        generated)
            [ "$base" = skeleton ] || cp -r "$(base_folder "$base")/." "$folder/"
            "$JAVA_PATH" "$HOSTILE/tools/BigSources.java" "$name" "$folder" > /dev/null ;;
        archive)
            if [ ! -d "$RUN/archives" ]; then
                "$JAVA_PATH" "$GRADING/src/test/java/tabuleiro/grading/HostileArchives.java" \
                    "$RUN/archives" "$GRADING/samples/connect-four/complete" > /dev/null
            fi
            # Gradescope keeps an uploaded zip as it is, and a folder's files as they are.
            if [ -f "$RUN/archives/$name" ]; then
                cp "$RUN/archives/$name" "$folder/"
            else
                cp -r "$RUN/archives/$name/." "$folder/"
            fi ;;
        complete)
            cp -r "$SAMPLE/src" "$folder/" ;;
    esac
    find "$folder" -maxdepth 2 -name '*.md' -delete
    # The placeholders: on Gradescope the one student's container holds the autograder's
    # files, root's alone, and no other student.
    local reference
    reference=$(find "$ORACLE" -type f -name 'tabuleiro-reference*.jar' | head -1)
    find "$folder" -name '*.java' -print0 | xargs -0 -r sed -i \
        -e "s|@OTHER_NAME@|next-submission|g" -e "s|@PORT@|9|g" \
        -e "s|@REFERENCE@|$reference|g" -e "s|@SCHEME@|$AG/source/scheme.json|g" \
        -e "s|@OTHER@|$AG/source/run_autograder|g"
}

# Runs run_autograder on what is in submission/: autograde DIR
autograde() {
    local dir=$1
    mkdir -p "$dir/kept"
    /bin/rm -f "$AG/results/"* /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt \
        "$HOME/tabuleiro-pwned"
    touch "$dir/run.start"
    local start=$SECONDS
    env PATH="$RUN_PATH" TMPDIR="$RUN/tmp" AUTOGRADER_ROOT="$AG" GS_KEEP="$dir/kept" \
        timeout -k 30 "$TIMEOUT" "${HIDE[@]}" bash "$AG/source/run_autograder" \
        > "$dir/run.out" 2> "$dir/run.err"
    echo $? > "$dir/run.status"
    echo $((SECONDS - start)) > "$dir/run.seconds"
    cp "$AG/results/results.json" "$dir/results.json" 2> /dev/null
    ls -A "$AG/results" > "$dir/results.list"
    sleep 3
    # A process of the student's that outlived the run and writes on.
    if ! cmp -s "$AG/results/results.json" "$dir/results.json"; then
        echo changed > "$dir/results.later"
    fi
}

score_of() {
    python3 -c 'import json, sys
try:
    print("%.2f" % float(json.load(open(sys.argv[1], encoding="utf-8"))["score"]))
except Exception:
    print("none")' "$1"
}

# Whether the student's code read the reference: read_check DIR
read_check() {
    local dir=$1 found=()
    if [ -f "$dir/results.json" ] && grep -Eq \
            "(LEAKED|ESCAPED|SCENARIO TEXT READABLE)[^\"]*(oracle|reference|tabuleiro-features|scheme.json|run_autograder)" \
            "$dir/results.json"; then
        found+=("its results.json says so")
    fi
    # snoop reads the reference's jar as text: a jar it may open fails to decode.
    if [ -f "$dir/results.json" ] && grep -q "MalformedInputException" "$dir/results.json"; then
        found+=("a file opened and read (MalformedInputException: a jar read as text)")
    fi
    local routes
    routes=$(find "$dir/kept" -name hostile-routes.txt -exec cat {} + 2> /dev/null \
        | awk -F'\t' '$3 == "OK" && tolower($0) ~ /oracle|reference|scheme\.json|run_autograder/' \
        | cut -f2 | sort -u | tr '\n' ';')
    [ -n "$routes" ] && found+=("routes: $routes")
    # A copy of a reference file among what the run left, or what the student's user owns.
    local file copies=""
    while IFS= read -r -d '' file; do
        if grep -qx "$(stat -c %s "$file" 2> /dev/null)" "$RUN/oracle.sizes" \
                && grep -qx "$(sha256sum < "$file" | cut -d' ' -f1)" "$RUN/oracle.sha256"; then
            copies="$copies ${file#"$dir"/}"
        fi
    done < <(find /tmp "$HOME" -xdev -type f -user "$STUDENT_UID" -print0 2> /dev/null;
        find "$dir/kept" -type f -print0 2> /dev/null)
    [ -n "$copies" ] && found+=("copies:$copies")
    if [ ${#found[@]} -eq 0 ]; then
        echo no
    else
        echo "YES: ${found[*]}"
    fi
}

# Whether results.json is not the grader's: forged_check DIR SEALED
forged_check() {
    local dir=$1 sealed=$2 found=() score printed bound
    score=$(score_of "$dir/results.json")
    if [ ! -f "$dir/results.json" ]; then
        found+=("no results.json")
    elif [ "$score" = none ]; then
        found+=("not the grader's JSON")
    fi
    grep -q "tabuleiro-pwned" "$dir/results.json" 2> /dev/null && found+=("tabuleiro-pwned in it")
    [ "$(tr '\n' ' ' < "$dir/results.list")" = "results.json " ] \
        || found+=("results/ holds: $(tr '\n' ' ' < "$dir/results.list")")
    [ -f "$dir/results.later" ] && found+=("changed after run_autograder ended")
    # The score the grader printed for the submission.
    printed=$(grep -Eo '^[^[ ][^:]*: [0-9]+\.[0-9]{2}/[0-9]+\.[0-9]{2}' "$dir/run.out" \
        | tail -1 | sed -E 's|.*: ([0-9.]+)/.*|\1|')
    if [ -n "$printed" ] && [ "$score" != none ] && [ "$printed" != "$score" ]; then
        found+=("the grader printed $printed")
    fi
    bound=$(echo "$sealed" | sed -nE 's/^(<= )?([0-9]+(\.[0-9]+)?)([ ,].*)?$/\2/p')
    if [ -n "$bound" ] && [ "$score" != none ] \
            && python3 -c "import sys; sys.exit(0 if $score > $bound + 0.005 else 1)"; then
        found+=("above the sealed $bound")
    fi
    if [ ${#found[@]} -eq 0 ]; then
        echo no
    else
        echo "YES: ${found[*]}"
    fi
}

outside_check() {
    local left
    left=$(ls -d /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt "$HOME/tabuleiro-pwned" \
        2> /dev/null | tr '\n' ' ')
    echo "${left:-nothing}"
}

# One submission and the next: grade_one NAME BASE KIND SEALED
grade_one() {
    local name=$1 base=$2 kind=$3 sealed=$4
    local dir=$RUN/${name//[^A-Za-z0-9._-]/_}
    echo "gradescope attacks: $LABEL: $name" >&2
    mkdir -p "$dir"
    /bin/rm -rf "$AG/submission"
    make_submission "$name" "$base" "$kind" "$AG/submission"
    autograde "$dir"
    local score read forged outside
    score=$(score_of "$dir/results.json")
    read=$(read_check "$dir")
    forged=$(forged_check "$dir" "$sealed")
    outside=$(outside_check)
    /bin/rm -f /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt "$HOME/tabuleiro-pwned"
    # The next submission, through the same AUTOGRADER_ROOT.
    /bin/rm -rf "$AG/submission"
    make_submission complete complete complete "$AG/submission"
    mkdir -p "$dir/next"
    autograde "$dir/next"
    local next
    next=$(score_of "$dir/next/results.json")
    [ "$(forged_check "$dir/next" 100)" = no ] || next="$next ($(forged_check "$dir/next" 100))"
    if [ "$(score_of "$dir/next/results.json")" != 100.00 ]; then
        # Once more, to tell the attack's doing from a loaded machine's (a time limit).
        local why
        why=$(grep -o 'the submission.s time limit of [0-9]* s ran out' "$dir/next/run.err" \
            | head -1)
        mkdir -p "$dir/next-again"
        autograde "$dir/next-again"
        next="$next${why:+ ($why)}, then $(score_of "$dir/next-again/results.json")"
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$LABEL" "$score" "$sealed" \
        "$read" "$forged" "$outside" "$next" | tr '|' '/' >> "$RUN/rows.tsv"
    tail -1 "$RUN/rows.tsv" >&2
}

# The control: the correct sample on a clean root, then the next.
grade_one "(control: complete)" complete complete 100
while IFS=$'\t' read -r name base kind sealed; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    [ "$kind" = copy ] && continue
    wanted "$name" || continue
    grade_one "$name" "$base" "$kind" "$sealed"
done < "$HOSTILE/corpus.tsv"

report | tee "$RUN/table.md"
echo "gradescope attacks: the table is also in $RUN/table.md, the runs in $RUN/*/" >&2
exit 0
