#!/usr/bin/env bash
# Benchmark of issue 65: distinct games per pair and the ranking of known strengths, in two
# fields of deterministic agents, with the packaged grader (grading/target/tabuleiro-grader.jar):
#   - Quarto: the reference's search.StrongAgent at 1 and 2 placements (a submission each: a copy
#     of the reference with tournament-openings/QuartoDepth.java.tmpl), the complete sample (its
#     random agent) and the anchors;
#   - Connect Four: TournamentIT's greedy agent, alpha-beta searches to 1, 2, 4 and 6 plies
#     (tournament-openings/SearchAgent.java.tmpl), the complete sample's PerfectAgent as a
#     student's (tournament-openings/SamplePerfect.java.txt) and the anchors (random, perfect),
#     from the suite the tournament draws (16 random discs an opening, judged by the reference's
#     solver: grading/docs/tournament.md, "Openings").
# --games-per-pair 10, seeds 1 to 3; then prints, per run, each pair's distinct games, the
# forfeits and the ranking (tournament-openings/distinct.py). It builds nothing: build first with
#   ./mvnw -q -B -o -pl grading -am package -DskipTests
# Usage: [GAMES="quarto connect-four"] grading/bench/tournament-openings.sh [WORKDIR] [GRADER_JAR]
# (GRADER_JAR: another build's jar, with its oracle/, lib/ and samples/ beside it, e.g. one built
# before the suites for "before")
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d /tmp/tournament-openings-XXXXXX)}
jar=${2:-$root/grading/target/tabuleiro-grader.jar}
games=${GAMES:-quarto connect-four}
samples=$(dirname "$jar")/samples
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
dir=c4/sample-perfect/src/main/java/tabuleiro/connectfour
mkdir -p "$dir" && cp -r "$samples/connect-four/complete/src/main/java/tabuleiro/connectfour/." "$dir/"
cp "$here/SamplePerfect.java.txt" "$dir/SamplePerfect.java"
outs=()
for seed in 1 2 3; do
  case " $games " in *" quarto "*) outs+=("out-q-$seed")
  /usr/bin/time -f "quarto seed $seed: %e s" java -jar "$jar" tournament --game quarto \
      quarto/strong1 quarto/strong2 quarto/sample --games-per-pair 10 --replays 0 \
      --seed "$seed" --out "out-q-$seed" > "log-q-$seed.txt" 2>&1 ;; esac
  case " $games " in *" connect-four "*) outs+=("out-c-$seed")
  /usr/bin/time -f "connect-four seed $seed: %e s" java -jar "$jar" tournament \
      --game connect-four c4/greedy c4/depth1 c4/depth2 c4/depth4 c4/depth6 c4/sample-perfect \
      --games-per-pair 10 --replays 0 --seed "$seed" --out "out-c-$seed" \
      > "log-c-$seed.txt" 2>&1 ;; esac
done
tail -qn 1 log-*.txt
python3 "$here/distinct.py" "${outs[@]}"
