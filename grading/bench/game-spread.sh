#!/usr/bin/env bash
# How far each game is spread through the house: per game, the main source files (src/main of
# every module, Java and resources) outside the game's own folders that name it, by module.
# A game's own folders are those a path component of which is its name (quarto/, chess/,
# connectfour/ or connect-four/, qwirkle/, checkers/); a file names a game when its text holds
# one of the game's names, in any case (Connect Four: connectfour, connect-four, connect four,
# connect_four; the others their one word). A main source folder under a test's resources (the
# hostile corpus's fake projects) is a test's, not the product's, and is not counted.
#
# Usage: grading/bench/game-spread.sh [--list GAME | --why GAME]   (from the repository's root;
#        tracked files). --list names the files of a game; --why prints each file's lines that
#        name it, to see what is left to move.
set -euo pipefail
cd "$(dirname "$0")/../.."

LIST=""
WHY=""
case "${1:-}" in
    --list) LIST="$2" ;;
    --why) WHY="$2" ;;
    "") ;;
    *) echo "usage: $0 [--list GAME | --why GAME]" >&2; exit 2 ;;
esac

pattern() {
    case "$1" in
        connectfour) echo 'connect[-_ ]?four' ;;
        *) echo "$1" ;;
    esac
}
own() {
    case "$1" in
        connectfour) echo '/(connectfour|connect-four)/' ;;
        *) echo "/$1/" ;;
    esac
}

printf "%-12s %5s   %s\n" game files "by module"
for game in quarto chess connectfour qwirkle checkers; do
    files=$(git ls-files -- '*/src/main/*' | grep -v '/src/test/' | grep -Ev "$(own "$game")" \
        | xargs grep -liE "$(pattern "$game")" 2> /dev/null || true)
    count=$(printf "%s" "$files" | grep -c . || true)
    modules=$(printf "%s\n" "$files" | grep . | cut -d / -f 1 | sort | uniq -c \
        | awk '{ printf "%s %s, ", $2, $1 }' | sed 's/, $//')
    printf "%-12s %5s   %s\n" "$game" "$count" "$modules"
    if [ "$LIST" = "$game" ]; then
        printf "%s\n" "$files" | sed 's/^/    /'
    fi
    if [ "$WHY" = "$game" ]; then
        printf "%s\n" "$files" | grep . | while read -r file; do
            grep -inE "$(pattern "$game")" "$file" | sed "s|^|    $file:|"
        done
    fi
done
