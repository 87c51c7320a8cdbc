#!/usr/bin/env bash
# How far each game is spread through the house: per game, the main source files (src/main of
# every module, Java and resources) outside the game's own folders that name it, by module.
# The games are the registered ones (the grader's GameModule services file). A game's own
# folders are those a path component of which is its id or its command (connectfour/ or
# connect-four/, galo/); a file names a game when its text holds one of the game's names, in
# any case (Connect Four: connectfour, connect-four, connect four, connect_four; the others
# their one word). A main source folder under a test's resources (the
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

# The registered games, in the registry's order: each module's package name is the game's id.
SERVICES=grading/src/main/resources/META-INF/services/tabuleiro.grading.spi.GameModule
GAMES=$(sed -n 's/^tabuleiro[.]grading[.]games[.]\([a-z]*\)[.].*/\1/p' "$SERVICES")

# A game's command: its bundled scheme's name whose letters are the id's (connect-four).
command() {
    for scheme in grading/schemes/*.json; do
        name=$(basename "$scheme" .json)
        if [ "${name//-/}" = "$1" ]; then echo "$name"; return; fi
    done
    echo "$1"
}
pattern() {
    # The command's words joined by a hyphen, an underscore, a space or nothing, as a word of
    # its own: in lower or upper case after a character that is not a letter, or capitalised
    # anywhere (SvgGaloBoard), so that a word that holds the letters (legalOutline) is not it.
    local words upper title
    words=$(command "$1" | sed 's/-/[-_ ]?/g')
    upper=$(printf "%s" "$words" | tr '[:lower:]' '[:upper:]' | sed 's/\[\[-_ \]?\]/[-_ ]?/g')
    title=$(command "$1" | sed -E 's/(^|-)([a-z])/\1\u\2/g; s/-/[-_ ]?/g')
    echo "(^|[^a-zA-Z])($words|$upper)|$title"
}
own() {
    echo "/($1|$(command "$1"))/"
}

printf "%-12s %5s   %s\n" game files "by module"
for game in $GAMES; do
    files=$(git ls-files -- '*/src/main/*' | grep -v '/src/test/' | grep -Ev "$(own "$game")" \
        | xargs grep -lE "$(pattern "$game")" 2> /dev/null || true)
    count=$(printf "%s" "$files" | grep -c . || true)
    modules=$(printf "%s\n" "$files" | grep . | cut -d / -f 1 | sort | uniq -c \
        | awk '{ printf "%s %s, ", $2, $1 }' | sed 's/, $//')
    printf "%-12s %5s   %s\n" "$game" "$count" "$modules"
    if [ "$LIST" = "$game" ]; then
        printf "%s\n" "$files" | sed 's/^/    /'
    fi
    if [ "$WHY" = "$game" ]; then
        printf "%s\n" "$files" | grep . | while read -r file; do
            grep -nE "$(pattern "$game")" "$file" | sed "s|^|    $file:|"
        done
    fi
done
