#!/usr/bin/env bash
# One grading JVM, run again by hand outside the sandbox: what it costs to start and to run a
# game's visible rules, the floor under a submission's processor time (grading/BENCHMARKS.md).
#
#   grading/bench/grading-jvm.sh COMMAND-FILE [RUNS] [-- JVM-OPTION...]
#
# COMMAND-FILE is a command line a class run recorded, such as class-of-100.sh's
# WORKDIR/out/001-correct/work/run/jvm-1.command (Connect Four). Its sandbox (bubblewrap,
# prlimit, the system call filter, where the machine had them) is left out and its JVM run as
# is, with three changes: the grader deleted the submission's classes when it had graded them,
# so the reference's (reference/target/classes, which hold every game's) stand in for them; a
# folder of this script's own is the JVM's scratch; and the channel's key is zeros. The class
# data archive, the runtime and the rule book's jars are the grader's, in ~/.cache/tabuleiro, as
# they were.
#
# It runs the JVM RUNS times (default 10) on the game's visible rules and RUNS times on a
# package without feature files (the JVM, the runner, Cucumber and the JUnit Platform started,
# no scenario run), one after the other, and prints the median and smallest processor time
# (user + system, the JVM's threads together) and the median wall clock of each. JVM options
# after "--" are added after the recorded ones, which they override, to try one: for example
# -- -XX:C1MaxInlineSize=15.
#
# The rule book's feature files (features/src/main/resources, the recorded package's) reach the
# JVM as the grader sends them: on its standard input after the key, one "FEATURE NAME BASE64"
# line each. With CHANNEL=classpath they are put on its class path instead, in a jar before the
# submission's classes, and only the key is sent: how feature files reached a grading JVM before
# they were taken off every file it can read, to compare the two.
#
# Run it from the repository's root after the build (./mvnw -q -B package -DskipTests) and a
# class run, on a quiet machine.
set -euo pipefail

usage() { echo "usage: $0 COMMAND-FILE [RUNS] [-- JVM-OPTION...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
COMMAND_FILE=$1
shift
RUNS=10
if [ $# -gt 0 ] && [ "$1" != "--" ]; then RUNS=$1; shift; fi
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || usage
EXTRA=()
if [ $# -gt 0 ]; then [ "$1" = "--" ] || usage; shift; EXTRA=("$@"); fi
[ -f "$COMMAND_FILE" ] || { echo "no command file $COMMAND_FILE" >&2; exit 2; }

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CLASSES=$ROOT/reference/target/classes
[ -d "$CLASSES" ] || { echo "build first: ./mvnw -q -B package -DskipTests" >&2; exit 2; }
WORK=$(mktemp -d /tmp/tabuleiro-grading-jvm.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

# The recorded command holds an argument a line: the sandbox's programs and options (sh, the
# system call filter, prlimit, bwrap), then the JVM's program, a runtime's bin/java, and its own.
mapfile -t RECORDED < "$COMMAND_FILE"
set -- "${RECORDED[@]}"
while [ $# -gt 0 ] && [[ "$1" != */bin/java ]]; do shift; done
[ $# -gt 0 ] || { echo "$COMMAND_FILE: no JVM (a runtime's bin/java) in it" >&2; exit 2; }
OLD_CLASSES="" OLD_SCRATCH=""
for arg in "$@"; do
    case "$arg" in
        -Dtabuleiro.guard.classes=*) OLD_CLASSES=${arg#*=} ;;
        -Djava.io.tmpdir=*) OLD_SCRATCH=${arg#*=} ;;
    esac
done
[ -n "$OLD_CLASSES" ] && [ -n "$OLD_SCRATCH" ] && [[ " $* " == *" --module-path "* ]] \
    || { echo "$COMMAND_FILE: not a grading JVM's command line" >&2; exit 2; }
JVM=()
for arg in "$@"; do
    arg=${arg//"$OLD_CLASSES"/"$CLASSES"}
    arg=${arg//"$OLD_SCRATCH"/"$WORK/scratch"}
    # The options to try go just before the module path, after every recorded JVM option.
    [ "$arg" = "--module-path" ] && JVM+=("${EXTRA[@]}")
    JVM+=("$arg")
done
mkdir -p "$WORK/scratch"
n=${#JVM[@]}
FEATURES=${JVM[n - 3]}
KEY=$(printf '0%.0s' $(seq 1 64))
RESOURCES=$ROOT/features/src/main/resources
BOOK=${FEATURES//./\/}
[ -d "$RESOURCES/$BOOK" ] || { echo "no feature files in $RESOURCES/$BOOK" >&2; exit 2; }
INPUT=$WORK/input
echo "$KEY" > "$WORK/key"
if [ "${CHANNEL:-stdin}" = classpath ]; then
    cp "$WORK/key" "$INPUT"
    # The folder itself, so that the jar has the package's folder entries class loaders need.
    jar --create --file "$WORK/features.jar" -C "$RESOURCES" "$BOOK"
    for i in "${!JVM[@]}"; do
        if [ "${JVM[i]}" = "-cp" ]; then
            cp=${JVM[i + 1]}
            JVM[i + 1]=${cp%:*}:$WORK/features.jar:${cp##*:}
        fi
    done
else
    { echo "$KEY"
      (cd "$RESOURCES" && find "$BOOK" -name '*.feature' | sort) | while read -r name; do
          echo "FEATURE $name $(base64 -w 0 < "$RESOURCES/$name")"
      done; } > "$INPUT"
fi

# said KIND: the start of what a run printed, on both streams (the JVM's own start-up errors go
# to standard output, the channel's place)
said() { cat "$WORK/$1.err" "$WORK/$1.out" | head -n 20 | cut -c 1-300 >&2; }
# once KIND PACKAGE: one run, its times appended to WORK/KIND.times as "wall user system"; says
# what the JVM printed, and ends the script, if it did not end as a grading JVM does
once() {
    local args=("${JVM[@]}") status=0 input=$WORK/key
    args[n - 3]=$2
    [ "$2" = "$FEATURES" ] && input=$INPUT
    TIMEFORMAT='%R %U %S'
    { time "${args[@]}" < "$input" > "$WORK/$1.out" 2> "$WORK/$1.err"; } \
        2>> "$WORK/$1.times" || status=$?
    if [ "$status" -ne 0 ]; then
        echo "the grading JVM stopped with exit status $status (0 is a whole run); it said:" >&2
        said "$1"
        exit 1
    fi
}
once rules "$FEATURES"
passed=$(grep -c '"status":"SUCCESSFUL"' "$WORK/rules.out" || true)
ran=$(grep -c '"event":"END"' "$WORK/rules.out" || true)
[ "$ran" -gt 0 ] || { echo "the grading JVM ran no scenario of $FEATURES; it said:" >&2
                      said rules; exit 1; }
: > "$WORK/rules.times"
for _ in $(seq 1 "$RUNS"); do
    once rules "$FEATURES"
    once empty tabuleiro.features.none
done
# median KIND EXPRESSION: the median and the smallest of an awk expression over each run's
# "wall user system", such as '$2 + $3' for the processor time
median() { awk "{ print $2 }" "$WORK/$1.times" | sort -n | awk '{ v[NR] = $1 } END {
    printf "%.3f %.3f", (v[int((NR + 1) / 2)] + v[int(NR / 2) + 1]) / 2, v[1] }'; }
report() {  # report KIND WHAT
    read -r cpu least <<< "$(median "$1" '$2 + $3')"
    read -r wall _ <<< "$(median "$1" '$1')"
    local runs
    runs=$(wc -l < "$WORK/$1.times")
    echo "$2: processor time median $cpu s (smallest $least s), wall clock median $wall s" \
        "($runs run$([ "$runs" -eq 1 ] || echo s))"
}
echo "$FEATURES (feature files on ${CHANNEL:-stdin}), the reference's classes," \
    "${EXTRA[*]:-the recorded options};" \
    "load $(cut -d ' ' -f 1-3 /proc/loadavg)"
report rules "the visible rules ($ran scenarios, $passed passed)"
report empty "no feature file"
