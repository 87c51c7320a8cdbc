#!/usr/bin/env bash
# What the kit's answer book costs (grading/BENCHMARKS.md, "The kit's games with the reference's
# answers"): for each game, a kit bundled by the packaged grader (its book's size and the
# bundle's time), then a cold ./check of the game's complete sample in a copy of the kit with its
# book and in a copy without it (tools/answers/ removed: the check then plays the random games
# alone), alternating, ROUNDS times each, with each run's user and system processor seconds and
# wall seconds. The difference of the medians is what the games with the reference's answers add.
#
# Usage: grading/bench/kit-answers.sh [--rounds 3] [--game connect-four]
# Run it from the repository's root after ./mvnw -q -B package -DskipTests, on a quiet machine.
set -euo pipefail

ROUNDS=3
ONE_GAME=""
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) ROUNDS="$2"; shift 2 ;;
        --game) ONE_GAME="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--game GAME]" >&2; exit 2 ;;
    esac
done
ROOT="$(pwd)"
JAR="$ROOT/grading/target/tabuleiro-grader.jar"
[ -f "$JAR" ] || { echo "no $JAR: run ./mvnw -q -B package -DskipTests first" >&2; exit 2; }
GAMES=(connect-four quarto chess checkers qwirkle)
[ -n "$ONE_GAME" ] && GAMES=("$ONE_GAME")
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

for game in "${GAMES[@]}"; do
    start=$(date +%s.%N)
    java -jar "$JAR" bundle student-kit --game "$game" --out "$WORK/kit-$game" > /dev/null
    end=$(date +%s.%N)
    book=$(ls "$WORK/kit-$game/tools/answers/"*.answers.gz)
    printf 'bundle %s: %.1f s, book %s bytes, kit %s\n' "$game" "$(awk "BEGIN { print $end - $start }")" \
        "$(stat -c %s "$book")" "$(du -sh "$WORK/kit-$game" | cut -f1)"
    for copy in with without; do
        cp -r "$WORK/kit-$game" "$WORK/$copy-$game"
        rm -rf "$WORK/$copy-$game/src"
        cp -r "$ROOT/grading/samples/$game/complete/src" "$WORK/$copy-$game/src"
    done
    rm -rf "$WORK/without-$game/tools/answers"
done
for round in $(seq "$ROUNDS"); do
    for game in "${GAMES[@]}"; do
        for copy in with without; do
            /usr/bin/time -f "check $game $copy: %U user %S system %e wall" \
                bash -c "cd '$WORK/$copy-$game' && ./check > check.log 2>&1 || true"
        done
    done
done 2>&1 | sort
