#!/usr/bin/env bash
# The student's check timed as a student waits for it (issue 84; grading/BENCHMARKS.md, "The
# student's check after a change"), in a kit of each game holding its complete sample:
#
#   first     ./check in a fresh copy of the kit: nothing kept yet (target/ absent), so it starts
#             the kit's warm check server (and ends it after)
#   change    ./check after a one-line change to the code of the game's Game.java (a private
#             constant added: its class changes, as a method body's change changes it, so
#             nothing of an earlier check's results answers for it, while what other classes
#             see of it stays), answered by the kit's warm check server
#   interface ./check after a one-line change to what other classes see of Game.java (a
#             constant they may read added): the classes that name it are compiled again too
#   exercise  ./check --exercise 1 after a one-line change to the code
#   rule      ./check --tags @RULE (the rule book's first rule by its sorted tag) after a
#             one-line change to the code
#   unchanged ./check again with nothing changed
#   comment   ./check after a comment added to Game.java: the same classes, byte for byte, so
#             the results of the check before answer for them
#   play      ./play with nothing changed, its standard input empty (the game starts, shows
#             its board and ends at the end of its input): the kept classes, no compiling
#   cold      TABULEIRO_CHECK=cold ./check after a one-line change to the code: the check in a
#             JVM of its own, as every check ran before the warm server
#   maven     mvn -o -q test in the same kit after a one-line change to the code (the IDE's
#             way: the rule book run by Maven's surefire)
#
# Each round runs every step once, in turn, so that the steps share the machine's moments; the
# first round is a warm-up and is not counted. Prints min, median and max of each step's wall
# time, and the load before and after.
#
# Usage: grading/bench/check-speed.sh [--games "qwirkle chess"] [--runs 5] [--skip-maven]
# Run it from the repository's root after ./mvnw -q -B package -DskipTests; the Maven step
# needs the kit's libraries in ~/.m2 (one online mvn test in a kit fetches them).
set -euo pipefail

GAMES="qwirkle chess"
RUNS=5
SKIP_MAVEN=0
while [ $# -gt 0 ]; do
    case "$1" in
        --games) GAMES="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --skip-maven) SKIP_MAVEN=1; shift ;;
        *) echo "usage: $0 [--games \"GAME ...\"] [--runs N] [--skip-maven]" >&2; exit 2 ;;
    esac
done
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$(mktemp -d)"
# The servers this run starts wait 15 minutes for a check (a round of both games and Maven can
# take minutes on a loaded machine), and end at the end of the run.
export TABULEIRO_CHECK_IDLE=900
stop_server() {
    local file="$1/target/check-server/server.properties"
    [ -f "$file" ] && kill "$(sed -n 's/^pid=//p' "$file")" 2> /dev/null || true
}
stop_servers() { for kit in "$WORK"/*-kit; do [ -d "$kit" ] && stop_server "$kit"; done; }
trap 'stop_servers; rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM

now() { date +%s%N; }
# min, median and max of seconds given as nanoseconds, one per line
stats() { sort -n | awk '{ v[NR] = $1 / 1e9 } END {
    if (NR == 0) { print "no run"; exit }
    printf "min %.2f s, median %.2f s, max %.2f s (%d runs)\n", v[1], v[int((NR + 1) / 2)], v[NR], NR }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'; }
load() { cut -d ' ' -f 1-3 /proc/loadavg; }

# A one-line change to the code that changes no verdict: a private constant added before the
# class's last brace (the comments the comment step appends may follow it), a new one each
# time, so that the class's bytes differ from every earlier check's. With a third argument,
# the constant is one other classes may read: the class's interface changes.
change_code() {
    local modifier="private static final"
    [ $# -gt 2 ] && modifier="static final"
    perl -0pi -e "s/\}([^}]*)\z/    $modifier int CHANGED_$2 = 0;\n}\$1/" "$1"
    grep -q "CHANGED_$2 = 0;" "$1" || { echo "check-speed.sh: no change made to $1" >&2; exit 1; }
}
# Times a command in a folder, its output kept in a log; prints nanoseconds.
timed() {
    local dir="$1" log="$2"; shift 2
    local start
    start=$(now)
    (cd "$dir" && "$@" >> "$log" 2>&1) || true
    echo $(( $(now) - start ))
}
# Times Maven as timed does, and stops the run when Maven fails: a build that stopped at once
# (offline, a plugin not yet in ~/.m2) is no measure of the IDE's way.
timed_maven() {
    local dir="$1" log="$2"; shift 2
    local start
    start=$(now)
    if ! (cd "$dir" && "$@" >> "$log" 2>&1); then
        echo "check-speed.sh: '$*' failed in $dir; run 'mvn -q test' once online in a kit" \
            "to fetch what the kit's build needs. It said:" >&2
        grep -m 1 '\[ERROR\]' "$log" >&2 || tail -n 5 "$log" >&2
        exit 1
    fi
    echo $(( $(now) - start ))
}

echo "machine: $(nproc) processors, load $(load); $(java -version 2>&1 | head -n 1)"
for GAME in $GAMES; do
    TEMPLATE="$WORK/$GAME-template"
    java -jar "$ROOT/grading/target/tabuleiro-grader.jar" bundle student-kit --game "$GAME" \
        --out "$TEMPLATE" > /dev/null
    cp -r "$ROOT/grading/target/samples/$GAME/complete/src/main/java/." \
        "$TEMPLATE/src/main/java/"
    PACKAGE="$(ls "$ROOT/grading/target/samples/$GAME/complete/src/main/java/tabuleiro/" \
        | grep -v '^ui$\|^cli$\|^svg$' | head -n 1)"
    KIT="$WORK/$GAME-kit"
    cp -r "$TEMPLATE" "$KIT"
    SOURCE="$KIT/src/main/java/tabuleiro/$PACKAGE/Game.java"
    # The rule book's first rule by its sorted tag.
    RULE="$(grep -rho "@[A-Z][A-Z0-9]*-[0-9][0-9]" "$KIT/rulebook" | sort | head -n 1 | cut -c 2-)"
    LOG="$WORK/$GAME.log"
    echo "game: $GAME, load $(load); the changed source: ${SOURCE#"$KIT/"}"
    for i in $(seq 0 "$RUNS"); do
        FRESH="$WORK/$GAME-fresh-$i"
        cp -r "$TEMPLATE" "$FRESH"
        first=$(timed "$FRESH" "$LOG" ./check)
        stop_server "$FRESH"
        rm -rf "$FRESH"
        change_code "$SOURCE" "${i}_CHANGE"
        change=$(timed "$KIT" "$LOG" ./check)
        change_code "$SOURCE" "${i}_INTERFACE" interface
        interface=$(timed "$KIT" "$LOG" ./check)
        change_code "$SOURCE" "${i}_EXERCISE"
        exercise=$(timed "$KIT" "$LOG" ./check --exercise 1)
        change_code "$SOURCE" "${i}_RULE"
        rule=$(timed "$KIT" "$LOG" ./check --tags "@$RULE")
        unchanged=$(timed "$KIT" "$LOG" ./check)
        echo "// a comment added $i" >> "$SOURCE"
        comment=$(timed "$KIT" "$LOG" ./check)
        play=$(timed "$KIT" "$LOG" sh -c './play < /dev/null')
        change_code "$SOURCE" "${i}_COLD"
        cold=$(timed "$KIT" "$LOG" env TABULEIRO_CHECK=cold ./check)
        maven=0
        if [ "$SKIP_MAVEN" = 0 ]; then
            change_code "$SOURCE" "${i}_MAVEN"
            maven=$(timed_maven "$KIT" "$LOG" mvn -o -q -B test)
        fi
        if [ "$i" -gt 0 ]; then
            echo "first $first" >> "$WORK/$GAME.times"
            echo "change $change" >> "$WORK/$GAME.times"
            echo "interface $interface" >> "$WORK/$GAME.times"
            echo "exercise $exercise" >> "$WORK/$GAME.times"
            echo "rule $rule" >> "$WORK/$GAME.times"
            echo "unchanged $unchanged" >> "$WORK/$GAME.times"
            echo "comment $comment" >> "$WORK/$GAME.times"
            echo "play $play" >> "$WORK/$GAME.times"
            echo "cold $cold" >> "$WORK/$GAME.times"
            [ "$SKIP_MAVEN" = 0 ] && echo "maven $maven" >> "$WORK/$GAME.times"
        fi
    done
    for step in first change interface exercise rule unchanged comment play cold maven; do
        grep "^$step " "$WORK/$GAME.times" | cut -d ' ' -f 2 > "$WORK/$step" || true
        [ -s "$WORK/$step" ] || continue
        printf "  %-10s " "$step"; stats < "$WORK/$step"
    done
    if [ "$SKIP_MAVEN" = 0 ]; then
        awk -v c="$(median < "$WORK/change")" -v m="$(median < "$WORK/maven")" 'BEGIN {
            printf "  change / maven (medians): %.2f\n", c / m }'
    fi
    # What the last check said it checked, as the verdict names it.
    grep "^Checked:" "$LOG" | tail -n 1 | sed 's/^/  last: /'
    echo "  load after $GAME: $(load)"
done
