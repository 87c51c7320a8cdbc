#!/usr/bin/env bash
# The student's self-check, timed as a student waits for it (grading/BENCHMARKS.md):
#
#   maven  the Maven self-check students had before the kit: the exercises module's rule book
#          suite for one game (./mvnw -q -B -pl exercises -am verify -DskipTests
#          -DskipSpecs=false -Dtest=...RuleBookTest), in a worktree of the commit that had it,
#          after a source was saved (so Maven recompiles, as it does for a student)
#   cold   the kit's ./check, a new JVM each time, after a source was saved: compile, run the
#          visible rules and the style check, print
#   watch  ./check --watch running, then a source saved: from the save to the verdict printed
#
# Usage: grading/bench/self-check.sh [--game connect-four] [--lang en] [--runs 5] [--skip-maven]
#        [--maven-commit c78e929]
# --lang pt times the Portuguese kit (its rule book, guide and messages); the Maven side has no
# language.
# Run it from the repository's root after ./mvnw -q -B package -DskipTests, on a quiet machine.
set -euo pipefail

GAME=connect-four
LANG_TAG=en
RUNS=5
SKIP_MAVEN=0
MAVEN_COMMIT=c78e929
while [ $# -gt 0 ]; do
    case "$1" in
        --game) GAME="$2"; shift 2 ;;
        --lang) LANG_TAG="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --skip-maven) SKIP_MAVEN=1; shift ;;
        --maven-commit) MAVEN_COMMIT="$2"; shift 2 ;;
        *) echo "usage: $0 [--game GAME] [--lang en|pt] [--runs N] [--skip-maven]" \
               "[--maven-commit SHA]" >&2
           exit 2 ;;
    esac
done
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$(mktemp -d)"
trap 'kill "${WATCHER:-}" 2> /dev/null || true; cd "$ROOT";
      git worktree remove --force "$WORK/old" 2> /dev/null || true; rm -rf "$WORK"' EXIT

now() { date +%s%N; }
# min, median and max of seconds given as nanoseconds, one per line
stats() { sort -n | awk '{ v[NR] = $1 / 1e9 } END {
    printf "min %.2f s, median %.2f s, max %.2f s (%d runs)\n", v[1], v[int((NR + 1) / 2)], v[NR], NR }'; }

java -jar "$ROOT/grading/target/tabuleiro-grader.jar" bundle student-kit --game "$GAME" \
    --lang "$LANG_TAG" --out "$WORK/kit" > /dev/null
KIT="$WORK/kit"
# The source a student edits: the game's engine.
SOURCE="$(grep -rl "UnsupportedOperationException(\"Exercise 1" "$KIT/src/main/java" | head -n 1)"

echo "machine: $(nproc) processors, load $(cut -d ' ' -f 1-3 /proc/loadavg); $(java -version 2>&1 | head -n 1)"
echo "game: $GAME ($LANG_TAG); the edited source: ${SOURCE#"$KIT/"}"

if [ "$SKIP_MAVEN" = 0 ]; then
    git -C "$ROOT" worktree add -q --detach "$WORK/old" "$MAVEN_COMMIT"
    SUITE="$(ls "$WORK/old/exercises/src/test/java/tabuleiro/exercises/" \
        | grep -i "^$(echo "$GAME" | tr -d '-')RuleBookTest.java$" | sed 's/.java$//')"
    OLD_SOURCE="$WORK/old/exercises/src/main/java/${SOURCE#"$KIT/src/main/java/"}"
    for i in $(seq 0 "$RUNS"); do
        # As a student does: save the source, then run the check.
        echo "// saved $i" >> "$OLD_SOURCE"
        start=$(now)
        (cd "$WORK/old" && ./mvnw -q -B -o -pl exercises -am verify -DskipTests \
            -DskipSpecs=false -Dtest="$SUITE" > /dev/null 2>&1 || true)
        [ "$i" -gt 0 ] && echo $(( $(now) - start ))
    done | { printf "maven (%s, before the kit): " "$SUITE"; stats; }
fi

for i in $(seq 0 "$RUNS"); do
    echo "// saved $i" >> "$SOURCE"
    start=$(now)
    # The kit's ./check asks its warm server; the cold check is asked for by name.
    TABULEIRO_CHECK=cold "$KIT/check" > /dev/null || true
    [ "$i" -gt 0 ] && echo $(( $(now) - start ))
done | { printf "cold ./check: "; stats; }

LOG="$WORK/watch.log"
"$KIT/check" --watch --explain 1 > "$LOG" 2>&1 &
WATCHER=$!
# The verdict's total line, in either language.
verdicts() { grep -c -E "rules kept|regras cumpridas" "$LOG" || true; }
until [ -f "$LOG" ] && [ "$(verdicts)" -ge 1 ]; do sleep 0.05; done
sleep 1
for i in $(seq 1 "$RUNS"); do
    before=$(verdicts)
    start=$(now)
    echo "// saved $i" >> "$SOURCE"
    until [ "$(verdicts)" -gt "$before" ]; do sleep 0.02; done
    echo $(( $(now) - start ))
    sleep 1
done | { printf "watch, save to verdict: "; stats; }
grep -o -E "\((compiled in|compilado em) [0-9.,]* s, [^)]*\)" "$LOG" | tail -n 3 \
    | sed 's/^/  last checks: /'
