#!/usr/bin/env bash
# The kit's games soaked (grading/BENCHMARKS.md, "The kit's games soaked"): no false flag over
# GAMES games per game. For each game: a book of GAMES/20 kit seeds recorded with the packaged
# grader's reference, read back and played on the reference, every answer compared
# (KitSoak.java); then a kit bundled by the packaged grader, the game's complete sample in a copy
# of it, the soak's book in place of the kit's own, and ./check --games GAMES: the book's games
# and as many random games, every contract and property checked, on the complete sample as a
# student's engine. It prints each game's lines of the check that count and fails on a flag.
#
# Usage: grading/bench/kit-soak.sh [--games 1000] [--game connect-four]
# Run it from the repository's root after ./mvnw -q -B package -DskipTests.
set -euo pipefail

GAMES_PER=1000
ONE_GAME=""
while [ $# -gt 0 ]; do
    case "$1" in
        --games) GAMES_PER="$2"; shift 2 ;;
        --game) ONE_GAME="$2"; shift 2 ;;
        *) echo "usage: $0 [--games N] [--game GAME]" >&2; exit 2 ;;
    esac
done
ROOT="$(pwd)"
JAR="$ROOT/grading/target/tabuleiro-grader.jar"
[ -f "$JAR" ] || { echo "no $JAR: run ./mvnw -q -B package -DskipTests first" >&2; exit 2; }
GAMES=(connect-four quarto chess checkers qwirkle)
[ -n "$ONE_GAME" ] && GAMES=("$ONE_GAME")
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
failed=0
for game in "${GAMES[@]}"; do
    package="${game//-/}"
    kit="$WORK/kit-$game"
    java -jar "$JAR" bundle student-kit --game "$game" --out "$kit" > /dev/null
    per_seed=$(java -cp "$JAR:$ROOT/grading/target/lib/*" "$ROOT/grading/bench/KitSoak.java" \
        "$package" 1 "$WORK/probe-$package.answers.gz" | sed -n 's/.*kit seeds, \([0-9]*\) games.*/\1/p')
    seeds=$(( (GAMES_PER + per_seed - 1) / per_seed ))
    book="$kit/tools/answers/$package.answers.gz"
    java -cp "$JAR:$ROOT/grading/target/lib/*" "$ROOT/grading/bench/KitSoak.java" \
        "$package" "$seeds" "$book" || failed=1
    rm -rf "$kit/src"
    cp -r "$ROOT/grading/samples/$game/complete/src" "$kit/src"
    status=0
    /usr/bin/time -f "$game: ./check --games $GAMES_PER on the complete sample: %U user %S system %e wall" \
        bash -c "cd '$kit' && ./check --games $GAMES_PER --explain 0 > check.log 2>&1" || status=$?
    grep -E "points, |Games with the reference's answers|Random games|differ|BROKEN" "$kit/check.log" \
        | sed "s/^/$game: /" || true
    if [ "$status" -ne 0 ]; then
        echo "$game: ./check exited $status"
        tail -40 "$kit/check.log"
        failed=1
    fi
done
exit "$failed"
