#!/usr/bin/env bash
# Benchmark of issue 65: distinct games per pair and the ranking of known strengths, in two
# fields of deterministic agents, with the packaged grader (grading/target/tabuleiro-grader.jar):
#   - Quarto: the reference's search.StrongAgent at 1 and 2 placements (a submission each: a copy
#     of the reference with tournament-openings/QuartoDepth.java.tmpl), the complete sample (its
#     random agent) and the anchors;
#   - Connect Four: TournamentIT's greedy agent and alpha-beta searches to 1, 2, 4 and 6 plies
#     (tournament-openings/SearchAgent.java.tmpl), --no-anchors (the perfect anchor is slow out
#     of its opening book: grading/docs/tournament.md, "Openings"), with --openings: a file of
#     ten random openings of four discs (two each) a seed, since Connect Four draws none itself.
# --games-per-pair 10, seeds 1 to 3; then prints, per run, each pair's distinct games and the
# ranking (tournament-openings/distinct.py). It builds nothing: build first with
#   ./mvnw -q -B -o -pl grading -am package -DskipTests
# Usage: grading/bench/tournament-openings.sh [WORKDIR] [GRADER_JAR]
# (GRADER_JAR: another build's jar, with its oracle/ and lib/ beside it, e.g. main's for "before")
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d /tmp/tournament-openings-XXXXXX)}
jar=${2:-$root/grading/target/tabuleiro-grader.jar}
here=$root/grading/bench/tournament-openings
ref=$root/reference/src/main/java/tabuleiro
mkdir -p "$work" && cd "$work"
for depth in 1 2; do
  dir=quarto/strong$depth/src/main/java/tabuleiro/quarto
  mkdir -p "$dir" && cp -r "$ref/quarto/." "$dir/"
  sed "s/@DEPTH@/$depth/g; s/@NAME@/StrongDepth$depth/g" "$here/QuartoDepth.java.tmpl" \
      > "$dir/StrongDepth$depth.java"
done
mkdir -p quarto/sample/src/main/java/tabuleiro/quarto
cp -r "$ref/quarto/." quarto/sample/src/main/java/tabuleiro/quarto/
for depth in 1 2 4 6; do
  dir=c4/depth$depth/src/main/java/tabuleiro/connectfour
  mkdir -p "$dir" && cp -r "$ref/connectfour/." "$dir/"
  sed "s/@DEPTH@/$depth/g; s/@NAME@/SearchDepth$depth/g" "$here/SearchAgent.java.tmpl" \
      > "$dir/SearchDepth$depth.java"
done
dir=c4/greedy/src/main/java/tabuleiro/connectfour
mkdir -p "$dir" && cp -r "$ref/connectfour/." "$dir/"
cp "$root/grading/src/test/resources/tournament/GreedyAgent.java.txt" "$dir/GreedyAgent.java"
for seed in 1 2 3; do
  /usr/bin/time -f "quarto seed $seed: %e s" java -jar "$jar" tournament --game quarto \
      quarto/strong1 quarto/strong2 quarto/sample --games-per-pair 10 --replays 0 \
      --seed "$seed" --out "out-q-$seed" > "log-q-$seed.txt" 2>&1
  # Four discs never win, so every such opening is balanced by the grader's judge.
  python3 -c "import random, sys
r = random.Random(int(sys.argv[1])); seen = set()
while len(seen) < 10:
    seen.add(''.join(str(r.randint(1, 7)) for _ in range(4)))
print('\n'.join(sorted(seen)))" "$seed" > "c4-openings-$seed.txt"
  /usr/bin/time -f "connect-four seed $seed: %e s" java -jar "$jar" tournament \
      --game connect-four c4/greedy c4/depth1 c4/depth2 c4/depth4 c4/depth6 --no-anchors \
      --openings "c4-openings-$seed.txt" \
      --games-per-pair 10 --replays 0 --seed "$seed" --out "out-c-$seed" \
      > "log-c-$seed.txt" 2>&1
done
tail -qn 1 log-*.txt
python3 "$here/distinct.py" out-q-1 out-q-2 out-q-3 out-c-1 out-c-2 out-c-3
