#!/usr/bin/env bash
# Benchmark: the similarity report of a class of 300 generated Connect Four submissions, timed
# end to end with the packaged grader (time and peak memory from GNU time).
#
#   ./mvnw -q -B -o -pl grading -am package -DskipTests   # once: the jar
#                                                          # and the test classes (the generator)
#   grading/bench/similarity-300.sh [WORKDIR] [SUBMISSIONS]
#
# The class (tabuleiro.grading.similarity.SimilarityBenchmark, test scope): each of Game.java,
# RandomAgent.java and solver/Solver.java of each submission comes from one of the four Connect
# Four samples or the reference, left as it is, with names changed and methods moved, or with
# comments and blank lines changed; seeded, so every run writes the same class.
# Prints the wall time, the processor time, the peak resident memory and the load average
# before and after (the machine is shared: read the figures with the load).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${1:-$(mktemp -d /tmp/tabuleiro-similarity-bench.XXXXXX)}
COUNT=${2:-300}
JAR=$ROOT/grading/target/tabuleiro-grader.jar
TESTS=$ROOT/grading/target/test-classes
[ -f "$JAR" ] && [ -d "$TESTS" ] || { echo "build first: ./mvnw -q -B -o -pl grading -am package -DskipTests" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time, Debian package time)" >&2; exit 2; }

rm -rf "$WORK/class" "$WORK/out"
(cd "$ROOT/grading" && java -Dbasedir="$ROOT/grading" -cp "$TESTS:$JAR" \
    tabuleiro.grading.similarity.SimilarityBenchmark "$WORK/class" "$COUNT")
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) processors"
/usr/bin/time -v -o "$WORK/time.txt" java -jar "$JAR" similarity --game connect-four \
    "$WORK/class" --out "$WORK/out"
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
grep -E "Elapsed \(wall clock\)|User time|System time|Maximum resident set size|Percent of CPU" \
    "$WORK/time.txt"
echo "pairs: $(($(wc -l < "$WORK/out/similarity.csv") - 1)), pages: $(ls "$WORK/out/similarity" | grep -c '^pair-'), JPlag's file: $(du -h "$WORK/out/similarity/jplag-result.zip" | cut -f1)"
