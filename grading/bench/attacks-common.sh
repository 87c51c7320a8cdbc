# shellcheck shell=bash
# shellcheck disable=SC2034 # SCHEME and the like are set here for the door that sources it
# What the hostile corpus's doors share (gradescope-attacks.sh, prairielearn-attacks.sh): the
# options, the JDK and its sandbox, the PATH a door's script is given, an attack's submission
# made from grading/src/test/resources/hostile/ (corpus.tsv and its folders), the checks of a
# graded attack (the reference read, the results forged, what was written outside), the
# next submission and the table. Sourced, not run.
#
# A door sets, before it sources this: DOOR (its name in messages), PLATFORM, DOOR_SCRIPT (the
# script the platform runs as root) and HELP_LINES (the last line of its own header, which
# --help prints); before attacks_setup, DOOR_ID and DOOR_LABEL if its rows are not named by
# the JDK on this machine (the image grades with its own). It then calls attacks_options "$@", attacks_setup, lays out its platform's
# folders in $RUN and sets:
#   ORACLE         the folder of the reference's files as the door carries them;
#   SUBMISSION     the folder the platform puts the student's files in;
#   RESULTS        the folder its results.json is written in;
#   RESULTS_FILES  what `ls -A` of RESULTS shows after a clean run, a space after each name
#                  (RESULTS_OPTIONAL: those of its names a submission may lack);
#   SCORE_SCALE    results.json's score times this is the grader's score out of 100;
#   SCHEME_FILE, OTHER_FILE  the attacks' @SCHEME@ and @OTHER@ (a file of the grader's the
#                  student's code must not read);
#   READ_NAMES     what a "LEAKED" or "ESCAPED" line must name to be a read of the reference;
#   ROUTE_NAMES    the same, lower case, for hostile-routes.txt's OK routes;
#   STUDENT_UID    the user the student's code runs as;
# defines door_run DIR (grades what is in SUBMISSION, its output on standard output and error,
# copying to DIR/kept what the student's code left in its scratch folders) and, if it checks
# more outside, door_outside (prints what it found, or nothing); then calls attacks_fingerprint
# and attacks_corpus.

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GRADING=$ROOT/grading
HOSTILE=$GRADING/src/test/resources/hostile
JAR=$GRADING/target/tabuleiro-grader.jar
SAMPLE=$GRADING/target/samples/connect-four/complete
JAVA=${JAVA:-java}
SCHEME=$HOSTILE/matrix-scheme.json
ONLY=""
SKIP=""
WORK=""
REPORT_ONLY=false
SCORE_SCALE=1

attacks_options() {
    while [ $# -gt 0 ]; do
        case $1 in
            --only) ONLY=",$2,"; shift ;;
            --skip) SKIP=",$2,"; shift ;;
            --keep) WORK=$2; shift ;;
            --scheme) SCHEME=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift ;;
            --report-only) REPORT_ONLY=true ;;
            -h|--help) sed -n "2,${HELP_LINES}p" "$0"; exit 0 ;;
            *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
        esac
        shift
    done
}

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

# The work folder, the JDK and its sandbox, and RUN, this JDK's folder in it; with
# --report-only, the table and exit.
attacks_setup() {
    if [ -z "$WORK" ]; then
        WORK=$(mktemp -d "/tmp/$DOOR-attacks.XXXXXX")
    fi
    mkdir -p "$WORK"
    WORK=$(cd "$WORK" && pwd)
    chmod 755 "$WORK"
    echo "$DOOR attacks: working in $WORK" >&2
    if $REPORT_ONLY; then
        report
        exit 0
    fi
    if [ "$(id -u)" -ne 0 ]; then
        echo "run it as root: $PLATFORM runs $DOOR_SCRIPT as root, which seals the reference" >&2
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
    # A door that grades with a Java of its own (the image's) names its rows itself.
    LABEL=${DOOR_LABEL:-"Java $MAJOR, $([ "$BWRAP" = yes ] && echo bwrap || echo "no bwrap")"}
    ID=${DOOR_ID:-"j$MAJOR-$([ "$BWRAP" = yes ] && echo bwrap || echo none)"}
    RUN=$WORK/$ID
    rm -rf "$RUN"
    mkdir -p "$RUN"
    echo "$DOOR attacks: $LABEL in $RUN" >&2
}

# The PATH the door's script is given, in BIN: the system's programs, bwrap only where BWRAP
# is yes, less the names given (which the door writes itself).
attacks_path() {
    BIN=$RUN/bin
    mkdir -p "$BIN"
    local system program name skip
    for system in /usr/local/sbin /usr/local/bin /usr/sbin /usr/bin /sbin /bin; do
        [ -d "$system" ] || continue
        for program in "$system"/*; do
            [ -e "$program" ] || continue
            name=${program##*/}
            [ "$name" = bwrap ] && [ "$BWRAP" != yes ] && continue
            for skip in "$@"; do
                [ "$name" = "$skip" ] && continue 2
            done
            [ -e "$BIN/$name" ] || ln -s "$program" "$BIN/$name"
        done
    done
}

# A folder's files by content, sorted by name (/proc and /dev left out, where a root holds
# them): files_of DIR
files_of() {
    (cd "$1" && find . -path ./proc -prune -o -path ./dev -prune -o -type f \
        -exec sha256sum {} + 2> /dev/null) | sort -k2
}

# The files of DIR changed, added or removed since SNAPSHOT (files_of's output then), each
# followed by a space: files_changed DIR SNAPSHOT
files_changed() {
    files_of "$1" | diff "$2" - | sed -n 's/^[<>] [0-9a-f]*  //p' | sort -u | tr '\n' ' '
}

# The reference's files, by content: a copy of one anywhere is a read.
attacks_fingerprint() {
    (cd "$ORACLE" && find . -type f -exec sha256sum {} +) | awk '{print $1}' | sort -u \
        > "$RUN/oracle.sha256"
    find "$ORACLE" -type f -printf '%s\n' | sort -u > "$RUN/oracle.sizes"
}

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
            # Gradescope and PrairieLearn keep an uploaded zip as it is, and a folder's files
            # as they are.
            if [ -f "$RUN/archives/$name" ]; then
                cp "$RUN/archives/$name" "$folder/"
            else
                cp -r "$RUN/archives/$name/." "$folder/"
            fi ;;
        complete)
            cp -r "$SAMPLE/src" "$folder/" ;;
    esac
    find "$folder" -maxdepth 2 -name '*.md' -delete
    # The placeholders: on both platforms the one student's container holds the grader's
    # files, root's alone, and no other student.
    # REFERENCE_SEEN: the reference's path as the student's code sees it, where a door runs it
    # in a root of its own (the image's).
    local reference=${REFERENCE_SEEN:-}
    [ -n "$reference" ] \
        || reference=$(find "$ORACLE" -type f -name 'tabuleiro-reference*.jar' | head -1)
    find "$folder" -name '*.java' -print0 | xargs -0 -r sed -i \
        -e "s|@OTHER_NAME@|next-submission|g" -e "s|@PORT@|9|g" \
        -e "s|@REFERENCE@|$reference|g" -e "s|@SCHEME@|$SCHEME_FILE|g" \
        -e "s|@OTHER@|$OTHER_FILE|g"
}

# Runs the door on what is in SUBMISSION: autograde DIR
autograde() {
    local dir=$1
    mkdir -p "$dir/kept"
    /bin/rm -f /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt "$HOME/tabuleiro-pwned"
    touch "$dir/run.start"
    local start=$SECONDS
    door_run "$dir" > "$dir/run.out" 2> "$dir/run.err"
    echo $? > "$dir/run.status"
    echo $((SECONDS - start)) > "$dir/run.seconds"
    cp "$RESULTS/results.json" "$dir/results.json" 2> /dev/null
    ls -A "$RESULTS" > "$dir/results.list"
    sleep 3
    # A process of the student's that outlived the run and writes on.
    if ! cmp -s "$RESULTS/results.json" "$dir/results.json"; then
        echo changed > "$dir/results.later"
    fi
}

# The score out of 100 in a results.json: PrairieLearn's "gradable": false, which the grader
# writes for a submission that does not compile (PrairieLearn then counts no attempt), is 0.
score_of() {
    python3 -c 'import json, sys
try:
    results = json.load(open(sys.argv[1], encoding="utf-8"))
    if results.get("gradable") is False and "score" not in results:
        print("0.00")
    else:
        print("%.2f" % (float(results["score"]) * float(sys.argv[2])))
except Exception:
    print("none")' "$1" "$SCORE_SCALE"
}

# The score as the table shows it: score_shown RESULTS
score_shown() {
    local score
    score=$(score_of "$1")
    if grep -Eq '"gradable": *false' "$1" 2> /dev/null; then
        score="$score (not gradable)"
    fi
    echo "$score"
}

# Whether the student's code read the reference: read_check DIR
read_check() {
    local dir=$1 found=()
    if [ -f "$dir/results.json" ] && grep -Eq \
            "(LEAKED|ESCAPED|SCENARIO TEXT READABLE)[^\"]*($READ_NAMES)" "$dir/results.json"; then
        found+=("its results.json says so")
    fi
    # snoop reads the reference's jar as text: a jar it may open fails to decode.
    if [ -f "$dir/results.json" ] && grep -q "MalformedInputException" "$dir/results.json"; then
        found+=("a file opened and read (MalformedInputException: a jar read as text)")
    fi
    local routes
    routes=$(find "$dir/kept" -name hostile-routes.txt -exec cat {} + 2> /dev/null \
        | awk -F'\t' -v names="$ROUTE_NAMES" '$3 == "OK" && tolower($0) ~ names' \
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
    # RESULTS_OPTIONAL: names a clean run writes that a submission may lack (the image's work
    # folder, made only for a submission that compiles).
    local listed optional
    listed=$(tr '\n' ' ' < "$dir/results.list")
    if [ "$listed" != "$RESULTS_FILES" ]; then
        local expected=" $RESULTS_FILES" held=" $listed"
        for optional in ${RESULTS_OPTIONAL:-}; do
            expected=${expected// $optional / }
            held=${held// $optional / }
        done
        [ "$held" = "$expected" ] || found+=("results/ holds: $listed")
    fi
    [ -f "$dir/results.later" ] && found+=("changed after $DOOR_SCRIPT ended")
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
    if declare -F door_outside > /dev/null; then
        left="$left$(door_outside)"
    fi
    echo "${left:-nothing}"
}

# One submission and the next: grade_one NAME BASE KIND SEALED
grade_one() {
    local name=$1 base=$2 kind=$3 sealed=$4
    local dir=$RUN/${name//[^A-Za-z0-9._-]/_}
    echo "$DOOR attacks: $LABEL: $name" >&2
    mkdir -p "$dir"
    /bin/rm -rf "$SUBMISSION"
    make_submission "$name" "$base" "$kind" "$SUBMISSION"
    autograde "$dir"
    local score read forged outside
    score=$(score_shown "$dir/results.json")
    read=$(read_check "$dir")
    forged=$(forged_check "$dir" "$sealed")
    outside=$(outside_check)
    /bin/rm -f /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt "$HOME/tabuleiro-pwned"
    # The next submission, through the same folders.
    /bin/rm -rf "$SUBMISSION"
    make_submission complete complete complete "$SUBMISSION"
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

# The control (the correct sample on a clean root, then the next) and every attack wanted,
# then the table.
attacks_corpus() {
    local name base kind sealed
    grade_one "(control: complete)" complete complete 100
    while IFS=$'\t' read -r name base kind sealed; do
        [[ -z "$name" || "$name" == \#* ]] && continue
        [ "$kind" = copy ] && continue
        wanted "$name" || continue
        grade_one "$name" "$base" "$kind" "$sealed"
    done < "$HOSTILE/corpus.tsv"
    report | tee "$RUN/table.md"
    echo "$DOOR attacks: the table is also in $RUN/table.md, the runs in $RUN/*/" >&2
}
