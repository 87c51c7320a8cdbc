#!/usr/bin/env bash
# Benchmark of issue 65: how many random discs a Connect Four opening needs so that a perfect
# agent, out of its opening book, answers every move of the game from it in well under the move's
# 2 s: for K discs (default 12 14 15 16), COUNT openings a solver (default 20) that the solver
# scores -1 to 1 (those the tournament keeps, and the slowest to solve), each seat a fresh
# solver, timed by tournament-openings/OpeningSolveTimes.java for the reference's Solver and the
# complete sample's (grading/samples/connect-four/complete over the exercises' skeleton). It
# builds the reference first if needed: ./mvnw -q -B -o -pl reference -am package -DskipTests
# Usage: grading/bench/connect-four-opening-length.sh [WORKDIR] [COUNT] [K...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d /tmp/opening-length-XXXXXX)}
count=${2:-20}
shift $(( $# > 2 ? 2 : $# ))
lengths=${*:-12 14 15 16}
reference=$root/reference/target/classes
program=$root/grading/bench/tournament-openings/OpeningSolveTimes.java
mkdir -p "$work/sample-src" "$work/sample" && cd "$work"
cp -r "$root/exercises/src/main/java/tabuleiro" sample-src/
cp -r "$root/grading/samples/connect-four/complete/src/main/java/tabuleiro/." sample-src/tabuleiro/
javac -nowarn -d sample -cp "$reference" $(find sample-src/tabuleiro/connectfour -name '*.java' \
    -not -path '*/cli/*' -not -path '*/ui/*')
for k in $lengths; do
  java -Xmx1g -cp "$reference" "$program" "$k" "$count" 1 > "reference-$k.txt"
  java -Xmx1g -cp "sample:$reference" "$program" "$k" "$count" 1 > "sample-$k.txt"
  echo "reference $(tail -n 1 "reference-$k.txt")"
  echo "sample    $(tail -n 1 "sample-$k.txt")"
done
