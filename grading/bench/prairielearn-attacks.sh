#!/usr/bin/env bash
# The hostile corpus through PrairieLearn's door: makes PrairieLearn's question with the packaged
# grader (grading/target/tabuleiro-grader.jar, `bundle prairielearn --scheme`, as BundleIT
# does), lays its serverFilesCourse/ into a stand-in /grade (PL_GRADE_ROOT), and for each attack
# of the corpus (grading/src/test/resources/hostile/corpus.tsv) lays the attack's submission in
# student/ as PrairieLearn does (the uploaded files as they are, a zip as a zip), runs the
# question's run.sh as root with sh (so run.sh seals the question's folder, the reference in
# serverFilesCourse/tabuleiro/QUESTION/oracle/ and the scheme, and results/ to root, and the
# grading JVMs run as 64000:64000, the image's tabuleiro-student), within info.json's timeout,
# then grades the correct sample (grading/target/samples/connect-four/complete) through the same
# /grade, question folder and cache as the next submission. It prints, as Markdown, a row per
# attack, as gradescope-attacks.sh does:
#   - the score, results/results.json's (PrairieLearn's 0 to 1) times 100;
#   - whether the reference was read: a "LEAKED", "ESCAPED" or "SCENARIO TEXT READABLE" naming
#     it (oracle, reference, tabuleiro-features, scheme.json, run.sh) in results.json, an OK
#     route naming it in a hostile-routes.txt the student's code left in the grader's work
#     folders (results/reports/), or a copy of one of the reference's files there or owned by
#     the student's user in /tmp or $HOME;
#   - whether results.json is forged: not the grader's JSON, "tabuleiro-pwned" in it, a score
#     other than the one the grader printed, a score above the sealed outcome corpus.tsv gives,
#     anything in results/ besides it and the grader's reports/, or a results.json changed
#     after run.sh ended;
#   - what was written outside: /tmp/tabuleiro-pwned*, /tmp/vandal-was-here.txt,
#     $HOME/tabuleiro-pwned, a file of the question's folder (serverFilesCourse/) changed,
#     added or removed, and anything new in /grade besides student/, results/ and cache/;
#   - the next submission's score (100 on a clean /grade: the first row, the control).
# It reports and never fails on what it finds. It builds nothing: build first with
# ./mvnw -q -B package -DskipTests. It must run as root, as PrairieLearn runs run.sh.
#
# PrairieLearn gives each job a /grade of its own in a fresh container; here the same /grade,
# its question folder and its cache (run.sh's XDG_CACHE_HOME, /grade/cache) serve every
# submission of a JDK, so what an attack leaves there meets the next submission. /grade is
# root's alone (0700), as PrairieLearn's host mounts it. What the doors share (the options, the
# submissions, the checks, the table) is in attacks-common.sh.
#
# Usage: grading/bench/prairielearn-attacks.sh [--only a,b] [--skip a,b] [--keep DIR]
#            [--scheme FILE] [--report-only]
#   --only / --skip  grade only / all but these corpus entries (names as in hostile/corpus.tsv;
#                    compile-slow is skipped unless named in --only); the copies (honest-1,
#                    honest-2) are not graded here, as PrairieLearn grades one submission per
#                    container
#   --keep DIR       work in DIR and keep it, adding this JDK's rows to those already there
#                    (default: a temporary folder, kept as well; its path is printed)
#   --scheme FILE    the scheme bundled (default hostile/matrix-scheme.json: 2 s a scenario,
#                    10 s a submission, C4-11 and C4-13 hidden)
#   --report-only    grade nothing: print the table of the runs already in --keep DIR
# Environment: JAVA, the JDK run.sh runs the grader with (TABULEIRO_JAVA; default: java on the
#   PATH; Java 25 is /usr/lib/jvm/temurin-25-jdk-amd64/bin/java). BWRAP=yes|no: whether bwrap
#   is on run.sh's PATH (default no for Java 17, as on PrairieLearn's hosts, where bubblewrap
#   does not start; yes for Java 24 and later, where the grader refuses to grade without it).
#   PL_TIMEOUT: seconds a run of run.sh may take (default info.json's timeout, which
#   PrairieLearn enforces).
set -u -o pipefail

DOOR=prairielearn
PLATFORM=PrairieLearn
DOOR_SCRIPT=run.sh
HELP_LINES=52
# shellcheck source=grading/bench/attacks-common.sh
. "$(dirname "$0")/attacks-common.sh"
attacks_options "$@"
attacks_setup
# The user run.sh runs the grading JVMs as (PrairieLearnBundle.STUDENT_IDS).
STUDENT_UID=64000

# --- The question, as BundleIT makes it, its serverFilesCourse/ in a stand-in /grade. --------
"$JAVA_PATH" -jar "$JAR" bundle prairielearn --scheme "$SCHEME" --out "$RUN/bundle" \
    > "$RUN/bundle.out" 2>&1 || { cat "$RUN/bundle.out" >&2; exit 1; }
INFO=$(find "$RUN/bundle/questions" -name info.json | head -1)
read -r ENTRYPOINT PL_LIMIT < <(python3 -c 'import json, sys
options = json.load(open(sys.argv[1], encoding="utf-8"))["externalGradingOptions"]
print(options["entrypoint"], options["timeout"])' "$INFO")
TIMEOUT=${PL_TIMEOUT:-$PL_LIMIT}
GRADE=$RUN/grade
mkdir -p "$GRADE"
chmod 700 "$GRADE"
cp -r "$RUN/bundle/serverFilesCourse" "$GRADE/"
ENTRY=$GRADE/${ENTRYPOINT#/grade/}
QUESTION=$(dirname "$ENTRY")
ORACLE=$QUESTION/oracle
SUBMISSION=$GRADE/student
RESULTS=$GRADE/results
RESULTS_FILES="reports results.json "
SCORE_SCALE=100
SCHEME_FILE=$QUESTION/scheme.json
OTHER_FILE=$ENTRY
READ_NAMES="oracle|reference|tabuleiro-features|scheme.json|run.sh"
ROUTE_NAMES="oracle|reference|scheme\\.json|run\\.sh"
attacks_fingerprint
# The question's folder, file by file, as the course gave it: any change is a write.
files_of "$GRADE/serverFilesCourse" > "$RUN/question.sha256"

# --- run.sh's PATH: the system's programs, bwrap or not. ------------------------------------
# shellcheck disable=SC2119 # no name left out: run.sh's rm is the system's
attacks_path

# Runs run.sh on what is in student/ with a fresh results/, the grader's reports kept: door_run
# DIR
door_run() {
    local dir=$1
    /bin/rm -rf "$RESULTS"
    env -u XDG_CACHE_HOME PATH="$BIN" PL_GRADE_ROOT="$GRADE" TABULEIRO_JAVA="$JAVA_PATH" \
        TABULEIRO_JAR="$JAR" timeout -k 30 "$TIMEOUT" sh "$ENTRY"
    local status=$?
    [ -d "$RESULTS/reports" ] && cp -a "$RESULTS/reports" "$dir/kept/"
    return $status
}

# The question's folder changed, or something new in /grade.
door_outside() {
    local changed
    changed=$(files_changed "$GRADE/serverFilesCourse" "$RUN/question.sha256")
    [ -n "$changed" ] && printf '%s' "serverFilesCourse/ changed: $changed"
    local entry extra=""
    for entry in "$GRADE"/* "$GRADE"/.[!.]*; do
        [ -e "$entry" ] || [ -L "$entry" ] || continue
        case ${entry##*/} in
            serverFilesCourse|student|results|cache) ;;
            *) extra="$extra${entry##*/} " ;;
        esac
    done
    [ -n "$extra" ] && printf '%s' "/grade holds: $extra"
}

attacks_corpus
exit 0
