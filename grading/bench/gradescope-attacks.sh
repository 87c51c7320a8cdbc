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
# What the doors share (the options, the submissions, the checks, the table) is in
# attacks-common.sh; prairielearn-attacks.sh is PrairieLearn's door. Each attack is graded by
# the script as shipped; to see what the student's code left in its
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
#                    10 s a submission, C4-11 and C4-13 hidden)
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

DOOR=gradescope
PLATFORM=Gradescope
DOOR_SCRIPT=run_autograder
HELP_LINES=50
# shellcheck source=grading/bench/attacks-common.sh
. "$(dirname "$0")/attacks-common.sh"
attacks_options "$@"
TIMEOUT=${GS_TIMEOUT:-600}
attacks_setup
# The user run_autograder runs the student's code as.
STUDENT_UID=$(id -u tabuleiro-student 2> /dev/null || id -u nobody)

# --- The autograder, as BundleIT makes it, unzipped into a stand-in /autograder. -------------
"$JAVA_PATH" -jar "$JAR" bundle gradescope --scheme "$SCHEME" --out "$RUN/bundle" \
    > "$RUN/bundle.out" 2>&1 || { cat "$RUN/bundle.out" >&2; exit 1; }
AG=$RUN/autograder
mkdir -p "$AG/source" "$AG/results"
(cd "$AG/source" && unzip -q "$RUN/bundle/autograder.zip")
ORACLE=$AG/source/grader/oracle
SUBMISSION=$AG/submission
RESULTS=$AG/results
RESULTS_FILES="results.json "
SCORE_SCALE=1
SCHEME_FILE=$AG/source/scheme.json
OTHER_FILE=$AG/source/run_autograder
READ_NAMES="oracle|reference|tabuleiro-features|scheme.json|run_autograder"
ROUTE_NAMES="oracle|reference|scheme\\.json|run_autograder"
attacks_fingerprint

# --- run_autograder's PATH: the system's programs, bwrap or not, and an rm that keeps. -------
attacks_path rm
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

# Runs run_autograder on what is in submission/, its work folder kept: door_run DIR
door_run() {
    local dir=$1
    /bin/rm -f "$AG/results/"*
    env PATH="$RUN_PATH" TMPDIR="$RUN/tmp" AUTOGRADER_ROOT="$AG" GS_KEEP="$dir/kept" \
        timeout -k 30 "$TIMEOUT" "${HIDE[@]}" bash "$AG/source/run_autograder"
}

attacks_corpus
exit 0
