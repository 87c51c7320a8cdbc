#!/usr/bin/env bash
# The processor-share check of issue 49: a submission that burns every processor it can (the
# hostile corpus's cpu-burner: 120 plain compute threads, under the guard's limit of live
# threads) graded with --jobs 2 beside COPIES honest copies of the complete Connect Four sample,
# with the bundled scheme (5 s a scenario), RUNS times, each a timed class run of the packaged
# grader (grading/target/tabuleiro-grader.jar) from scratch (--regrade). Prints, per run, the
# class run's wall time, its exit status, the burner's score and how many honest copies kept
# 100; the check holds when every honest copy keeps 100 in every run. It builds nothing: build
# first with ./mvnw -q -B package -DskipTests.
#
# Usage: grading/bench/processor-share.sh [--copies N] [--runs N] [--jobs N] [--sandbox MODE]
#            [--keep DIR]
#   defaults: 14 copies, 5 runs, --jobs 2, --sandbox auto, a temporary folder (kept)
# Environment: JAVA (default: java on the PATH), GRADER_JAR (default: the packaged grader; another
#   build's jar, to compare).
set -u -o pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GRADING=$ROOT/grading
JAR=${GRADER_JAR:-$GRADING/target/tabuleiro-grader.jar}
JAVA=${JAVA:-java}
COPIES=14
RUNS=5
JOBS=2
MODE=auto
WORK=""
while [ $# -gt 0 ]; do
    case $1 in
        --copies) COPIES=$2; shift ;;
        --runs) RUNS=$2; shift ;;
        --jobs) JOBS=$2; shift ;;
        --sandbox) MODE=$2; shift ;;
        --keep) WORK=$2; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
if [ ! -f "$JAR" ]; then
    echo "no $JAR: build it first with ./mvnw -q -B package -DskipTests" >&2
    exit 2
fi
[ -n "$WORK" ] || WORK=$(mktemp -d /tmp/processor-share.XXXXXX)
mkdir -p "$WORK"
echo "processor share: working in $WORK" >&2

# The class: the burner first, so that every honest copy after it is graded beside it.
rm -rf "$WORK/in"
mkdir -p "$WORK/in/cpu-burner"
cp -r "$GRADING/samples/connect-four/complete/." "$WORK/in/cpu-burner/"
cp -r "$GRADING/src/test/resources/hostile/cpu-burner/." "$WORK/in/cpu-burner/"
inputs=("$WORK/in/cpu-burner")
for i in $(seq 1 "$COPIES"); do
    mkdir -p "$WORK/in/honest-$i"
    cp -r "$GRADING/samples/connect-four/complete/." "$WORK/in/honest-$i/"
    inputs+=("$WORK/in/honest-$i")
done

echo "| run | seconds | exit | cpu-burner | honest copies at 100 | lowest honest |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: |"
all=0
for run in $(seq 1 "$RUNS"); do
    out=$WORK/out-$run
    rm -rf "$out"
    start=$SECONDS
    "$JAVA" -XX:TieredStopAtLevel=1 -jar "$JAR" grade --game connect-four "${inputs[@]}" \
        --out "$out" --jobs "$JOBS" --sandbox "$MODE" --regrade \
        > "$WORK/run-$run.out" 2> "$WORK/run-$run.err"
    status=$?
    seconds=$((SECONDS - start))
    burner=$(sed -n 's/^cpu-burner: \([0-9.]*\)\/.*/\1/p' "$WORK/run-$run.out")
    kept=$(grep -c '^honest-[0-9]*: 100.00/' "$WORK/run-$run.out")
    lowest=$(sed -n 's/^honest-[0-9]*: \([0-9.]*\)\/.*/\1/p' "$WORK/run-$run.out" | sort -n \
        | head -1)
    [ "$kept" = "$COPIES" ] && all=$((all + 1))
    echo "| $run | $seconds | $status | ${burner:-?} | $kept of $COPIES | ${lowest:-?} |"
done
echo
echo "Runs in which every honest copy kept 100: $all of $RUNS."
grep -h -o 'processor: [^;]*' "$WORK/run-1.err" | head -1
