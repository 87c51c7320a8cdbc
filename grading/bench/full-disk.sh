#!/usr/bin/env bash
# The student's check on a really full disk (grading/BENCHMARKS.md, "The check on a full disk"),
# where the unit tests only make writes fail: a kit of a game holding its complete sample, its
# target/ folder and the system's temporary folder each on a small tmpfs of their own, mounted in
# a mount namespace of this script's (unshare; no root needed where user namespaces are allowed).
#
#   target-full  target/ (the check's cache, its server's file and the reports) filled to the last
#                byte before ./check
#   tmp-full     the temporary folder (where a check lays out, compiles and plays) filled before
#                ./check
#   freed        the filler files removed, ./check again
#   cold         TABULEIRO_CHECK=cold ./check, room everywhere: the verdict the others must give
#
# For each: the exit status, the lines that speak of the disk or the score, and whether the
# student's sources are byte for byte what they were (a SHA-256 of src/ before and after). The
# script fails if a check crashed (a Java stack trace), if the sources changed, or if the check
# after freeing the disk does not give the cold check's score line.
#
# Usage: grading/bench/full-disk.sh [--game qwirkle] [--lang en|pt]
# Run it from the repository's root after ./mvnw -q -B package -DskipTests.
set -euo pipefail

GAME=qwirkle
LANG_OPTION=en
while [ $# -gt 0 ]; do
    case "$1" in
        --game) GAME="$2"; shift 2 ;;
        --lang) LANG_OPTION="$2"; shift 2 ;;
        *) echo "usage: $0 [--game GAME] [--lang en|pt]" >&2; exit 2 ;;
    esac
done
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"

if [ "${FULL_DISK_INSIDE:-}" != 1 ]; then
    WORK="$(mktemp -d)"
    trap 'rm -rf "$WORK"' EXIT
    java -jar "$ROOT/grading/target/tabuleiro-grader.jar" bundle student-kit --game "$GAME" \
        --out "$WORK/kit" > /dev/null
    cp -r "$ROOT/grading/target/samples/$GAME/complete/src/main/java/." "$WORK/kit/src/main/java/"
    # Everything below runs in a mount namespace of its own, so that the small disks are this
    # script's alone and vanish with it.
    FULL_DISK_INSIDE=1 WORK="$WORK" unshare --user --map-root-user --mount \
        bash "$0" --game "$GAME" --lang "$LANG_OPTION"
    exit $?
fi

KIT="$WORK/kit"
mkdir -p "$KIT/target" "$WORK/tmp"
mount -t tmpfs -o size=8m tmpfs "$KIT/target"
mount -t tmpfs -o size=8m tmpfs "$WORK/tmp"
export TMPDIR="$WORK/tmp"
# The checks' JVMs read the temporary folder from java.io.tmpdir, not from TMPDIR.
export JAVA_TOOL_OPTIONS="-Djava.io.tmpdir=$WORK/tmp"
export TABULEIRO_CHECK_IDLE=60

stop_server() {
    local file="$KIT/target/check-server/server.properties"
    [ -f "$file" ] && kill "$(sed -n 's/^pid=//p' "$file")" 2> /dev/null || true
}
trap stop_server EXIT
sources() { (cd "$KIT" && find src -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum) }
fill() { dd if=/dev/zero of="$1/filler" bs=64k 2> /dev/null || true; }
FAILED=0
BEFORE="$(sources)"
run() {
    local name="$1"; shift
    local status=0
    (cd "$KIT" && "$@" > "$WORK/$name.log" 2>&1) || status=$?
    echo "$name: exit $status"
    grep -i "disk\|space\|points\|pontos\|could not\|cannot\|não" "$WORK/$name.log" \
        | grep -v "^Picked up JAVA_TOOL_OPTIONS" | head -n 6 | sed 's/^/    /'
    if grep -q "^\s*at [a-z][a-zA-Z0-9_.$]*(.*)$" "$WORK/$name.log"; then
        echo "    FAIL: a Java stack trace"; FAILED=1
    fi
    if [ "$(sources)" != "$BEFORE" ]; then
        echo "    FAIL: the student's sources changed"; FAILED=1
    fi
}
score() { grep -m 1 "points\|pontos" "$WORK/$1.log" || true; }

fill "$KIT/target"
run target-full ./check --lang "$LANG_OPTION"
stop_server
rm -f "$KIT/target/filler"
fill "$WORK/tmp"
run tmp-full ./check --lang "$LANG_OPTION"
stop_server
rm -f "$WORK/tmp/filler"
run freed ./check --lang "$LANG_OPTION"
stop_server
run cold env TABULEIRO_CHECK=cold ./check --lang "$LANG_OPTION"
if [ "$(score freed)" != "$(score cold)" ]; then
    echo "FAIL: after the disk was freed: $(score freed); cold: $(score cold)"; FAILED=1
fi
exit "$FAILED"
