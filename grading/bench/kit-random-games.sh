#!/usr/bin/env bash
# The kit's random games (issue 61) measured against the mutants that keep every written example
# and lose points only to the grader's generated examples, and against the complete samples and
# the reference (grading/BENCHMARKS.md, "Random games in the kit"):
#
#   mutants  each such mutant laid into a fresh kit of its game over the reference's sources,
#            then ./check at the kit's default count and seed: "flagged" when the random games
#            report a break, with the written examples' total beside it
#   clean    the reference's sources and the complete sample of each game, ./check with
#            --games GAMES (1,000 by default: a thousand games, each from its own split of the
#            seed, then as many end games for checkers, Qwirkle, Quarto and chess, as the grader plays
#            them): "none flagged" is the target
#
# The mutants: the catalogue's with "generated": true (grading/mutants/*.json) and the one-line
# mutants of EveryGameIT.mutants() (copied below: game, file, text, replacement).
#
# Usage: grading/bench/kit-random-games.sh [--games 1000] [--only mutants|clean]
#        [--game connect-four]
# Run it from the repository's root after ./mvnw -q -B package -DskipTests.
set -euo pipefail

GAMES=1000
ONLY=""
ONE_GAME=""
while [ $# -gt 0 ]; do
    case "$1" in
        --games) GAMES="$2"; shift 2 ;;
        --only) ONLY="$2"; shift 2 ;;
        --game) ONE_GAME="$2"; shift 2 ;;
        *) echo "usage: $0 [--games N] [--only mutants|clean] [--game GAME]" >&2; exit 2 ;;
    esac
done
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
GRADER="${GRADER:-$ROOT/grading/target/tabuleiro-grader.jar}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

package_of() { echo "$1" | tr -d '-'; }

# A fresh kit of a game with the reference's sources of the game laid in it.
kit() {
    local game="$1" kit="$WORK/kit-$1-$RANDOM"
    java -jar "$GRADER" bundle student-kit --game "$game" --lang en --out "$kit" > /dev/null
    echo "$kit"
}

with_reference() {
    local game="$1" kit="$2" pkg
    pkg="$(package_of "$game")"
    rm -rf "$kit/src/main/java/tabuleiro/$pkg"
    cp -r "$ROOT/reference/src/main/java/tabuleiro/$pkg" "$kit/src/main/java/tabuleiro/$pkg"
}

# Replaces the one occurrence of a text in a file (python: the texts hold newlines).
mutate() {
    python3 - "$1" "$2" "$3" <<'EOF'
import sys
path, original, replacement = sys.argv[1:]
text = open(path, encoding="utf-8").read()
if text.count(original) != 1:
    sys.exit(f"{path}: the mutant's text is there {text.count(original)} times, not once")
open(path, "w", encoding="utf-8").write(text.replace(original, replacement))
EOF
}

# One ./check: "flagged"/"kept" by the random games, and the written examples' total line.
verdict() {
    local kit="$1"; shift
    local out="$WORK/out.txt"
    "$kit/check" --explain 0 "$@" > "$out" 2>&1 || true
    local total random
    total="$(grep -m 1 'points, .* rules kept' "$out" | sed 's/, on the rule.*//')"
    if grep -q '^Random games: .* broken' "$out"; then
        random="FLAGGED ($(grep -m 1 -A 2 '^### Random game' "$out" | tail -n 1 | cut -c 1-90))"
    elif grep -q '^Random games: .* kept' "$out"; then
        random="none flagged"
    else
        random="not played: $(grep -m 1 '^Random games' "$out" || echo '?')"
    fi
    echo "$random | $total"
}

echo "machine: $(nproc) processors, load $(cut -d ' ' -f 1-3 /proc/loadavg)"

if [ "$ONLY" != clean ]; then
    echo "## mutants (the kit's default count and seed)"
    # The catalogue's generated-only mutants.
    for catalogue in "$ROOT"/grading/mutants/*.json; do
        game="$(jq -r .game "$catalogue")"
        [ -n "$ONE_GAME" ] && [ "$game" != "$ONE_GAME" ] && continue
        jq -c '.mutants[] | select(.generated == true)' "$catalogue" | while read -r m; do
            k="$(kit "$game")"
            with_reference "$game" "$k"
            mutate "$k/src/main/java/$(jq -r .file <<< "$m")" "$(jq -r .original <<< "$m")" \
                "$(jq -r .replacement <<< "$m")"
            echo "$game $(jq -r .name <<< "$m"): $(verdict "$k")"
            rm -rf "$k"
        done
    done
    # EveryGameIT.mutants(): game, file, text, replacement.
    while IFS=$'\t' read -r game file original replacement; do
        [ -n "$ONE_GAME" ] && [ "$game" != "$ONE_GAME" ] && continue
        k="$(kit "$game")"
        with_reference "$game" "$k"
        mutate "$k/src/main/java/$file" "$(printf '%b' "$original")" \
            "$(printf '%b' "$replacement")"
        echo "$game ${file##*/}: ${original:0:60} -> $(verdict "$k")"
        rm -rf "$k"
    done <<'MUTANTS'
chess	tabuleiro/chess/Position.java	halfmoveClock = moved.kind() == PieceKind.PAWN || captured != null	halfmoveClock = moved.kind() == PieceKind.PAWN
chess	tabuleiro/chess/MoveGenerator.java	if (!position.attacked(king, enemy) && !position.attacked(king + step, enemy)	if (!position.attacked(king + step, enemy)
chess	tabuleiro/chess/Position.java	castling &= KEEP_RIGHTS[from] & KEEP_RIGHTS[to];	castling &= KEEP_RIGHTS[from];
chess	tabuleiro/chess/SavedGame.java	+ (move.isPromotion() ? String.valueOf(move.promotion().letter()) : "");	;
chess	tabuleiro/chess/SavedGame.java	lines.add(FEN_PREFIX + startFen);	assert lines.isEmpty();
checkers	tabuleiro/checkers/Game.java	kingMovesWithoutCapture = piece.king() && !move.isCapture()	kingMovesWithoutCapture = piece.king()
checkers	tabuleiro/checkers/Rules.java	move.captured().size())\n                .thenComparingInt(move -> kingsCaptured(board, move));	move.captured().size());
qwirkle	tabuleiro/qwirkle/Scoring.java	squares.size() == 1 ? List.of(Axis.ROW, Axis.COLUMN)	squares.size() == 1 ? List.of(Axis.ROW)
qwirkle	tabuleiro/qwirkle/Scoring.java	if (squares.size() > 1) {	if (squares.size() > 2) {
qwirkle	tabuleiro/qwirkle/Game.java	score = end.finalScore(mover, score);	score = placement.tiles().size() > 1 ? end.finalScore(mover, score) : score;
qwirkle	tabuleiro/qwirkle/EndOfGame.java	return players.stream()\n                .noneMatch(	return players.stream().filter(player -> player != mover)\n                .noneMatch(
qwirkle	tabuleiro/qwirkle/EndOfGame.java	Player top = Collections.max(players, better);	Player top = Collections.max(players, Comparator.comparingInt(Player::score));
quarto	tabuleiro/quarto/Board.java	if (!shared.isEmpty()) {	if (shared.size() > 1) {
quarto	tabuleiro/quarto/Variant.java	if (this == SQUARES) {	if (this == CLASSIC) {
MUTANTS
fi

if [ "$ONLY" != mutants ]; then
    echo "## clean (--games $GAMES)"
    for game in connect-four quarto chess checkers qwirkle; do
        [ -n "$ONE_GAME" ] && [ "$game" != "$ONE_GAME" ] && continue
        k="$(kit "$game")"
        with_reference "$game" "$k"
        echo "$game reference: $(verdict "$k" --games "$GAMES")"
        rm -rf "$k/src/main/java/tabuleiro/$(package_of "$game")"
        cp -r "$ROOT/grading/samples/$game/complete/src/main/java/." "$k/src/main/java/"
        echo "$game complete sample: $(verdict "$k" --games "$GAMES")"
        rm -rf "$k"
    done
fi
