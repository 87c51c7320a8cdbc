#!/usr/bin/env bash
# Benchmark: where a build's processor time goes. Runs a command (by default CI's, `.ci/run`,
# which is the README's test command) while it samples the machine's processors every few
# seconds from /proc/stat, then splits the run by the Maven log's own timestamps into each
# module's build steps, unit tests (surefire) and end-to-end tests (failsafe): each part's wall
# time, how busy it kept the processors and the processor-minutes it used.
#
#   git clone -q . /tmp/clean && cd /tmp/clean
#   CI=true grading/bench/build-profile.sh                   # the whole build, as CI runs it
#   grading/bench/build-profile.sh --report OUT              # the table of an earlier run again
#   grading/bench/build-profile.sh --out OUT -- ./mvnw -B -pl reference verify
#
# Why: a build that keeps every processor busy all along is bound by the work it does, and only
# less work makes it shorter; one with idle processors could run more at once. The table says
# which one a build is, and where the work is.
#
# Output (OUT, by default target/build-profile): maven.log (the command's output), samples.tsv
# (time, percent of all processors busy over the interval before it, percent stolen: time the
# virtual machine's processors waited for the host, neither work nor idle), profile.md (the table,
# also printed). The samples are the whole machine's: run it on a machine with nothing else to
# do, or the figures include the rest. Needs Linux (/proc/stat) and python3; the Maven log
# must carry timestamps (.mvn/maven.config gives them).
#
# Environment: INTERVAL (seconds between samples, default 5).
set -euo pipefail

OUT=target/build-profile
INTERVAL=${INTERVAL:-5}
REPORT_ONLY=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out|--report)
            if [ $# -lt 2 ]; then
                echo "build-profile.sh: $1 needs a folder, as in $1 target/build-profile" >&2
                exit 2
            fi
            [ "$1" = --report ] && REPORT_ONLY=yes
            OUT=$2; shift ;;
        --) shift; break ;;
        -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
        *) echo "build-profile.sh: unknown option $1" \
               "(expected --out DIR, --report DIR or -- COMMAND)" >&2
           exit 2 ;;
    esac
    shift
done
if [ -z "$REPORT_ONLY" ]; then
    if [ ! -r /proc/stat ]; then
        echo "build-profile.sh: no /proc/stat here; it samples Linux's processor counters" >&2
        exit 2
    fi
    if [ $# -eq 0 ]; then
        set -- bash .ci/run
    fi
    mkdir -p "$OUT"
    : > "$OUT/samples.tsv"
    # The processors of the machine that ran it, for a report made again elsewhere.
    nproc > "$OUT/processors"
    # The sampler: the busy share of all processors over each interval (idle, iowait and steal
    # are not busy) and the stolen share, from the counters of the first line of /proc/stat. A
    # host that runs other machines on the same processors steals time: the build then takes
    # longer with the same work, and the busy share alone would count the wait as work.
    (
        read -r _ u n s i w q sq st _ < /proc/stat
        prev_total=$((u + n + s + i + w + q + sq + st)); prev_idle=$((i + w)); prev_st=$st
        while sleep "$INTERVAL"; do
            read -r _ u n s i w q sq st _ < /proc/stat
            total=$((u + n + s + i + w + q + sq + st)); idle=$((i + w))
            dt=$((total - prev_total)); di=$((idle - prev_idle)); ds=$((st - prev_st))
            [ "$dt" -gt 0 ] && printf '%s\t%d\t%d\n' "$(date +%H:%M:%S)" \
                $((100 * (dt - di - ds) / dt)) $((100 * ds / dt)) >> "$OUT/samples.tsv"
            prev_total=$total; prev_idle=$idle; prev_st=$st
        done
    ) &
    sampler=$!
    trap 'kill $sampler 2>/dev/null || true' EXIT
    status=0
    started=$(date +%s)
    "$@" 2>&1 | tee "$OUT/maven.log" || status=${PIPESTATUS[0]}
    echo "build-profile.sh: the command ended with status $status after $(( $(date +%s) - started )) s"
    kill "$sampler" 2>/dev/null || true
fi

for file in maven.log samples.tsv; do
    if [ ! -s "$OUT/$file" ]; then
        echo "build-profile.sh: $OUT/$file is missing or empty: nothing to report" >&2
        exit 1
    fi
done

processors=$(cat "$OUT/processors" 2>/dev/null || nproc)
python3 - "$OUT" "$processors" <<'PYTHON' | tee "$OUT/profile.md"
import re, sys
from collections import OrderedDict

out, processors = sys.argv[1], int(sys.argv[2])
TIME = r'^(\d\d):(\d\d):(\d\d)'
STAMP = TIME + r' \[\w+\] '
# A module's line: its name and version, and in a build of several its place, [3/7].
MODULE = re.compile(STAMP + r'Building (.+?) \d[\w.-]*(?:\s+\[\d+/\d+\])?\s*$')
MOJO = re.compile(STAMP + r'--- ([\w.-]+):[\w.-]+:([\w-]+) ')
END = re.compile(STAMP + r'(BUILD SUCCESS|BUILD FAILURE)')


def seconds(match, last):
    """The log's time of day in seconds, carried past midnight."""
    value = int(match.group(1)) * 3600 + int(match.group(2)) * 60 + int(match.group(3))
    while last is not None and value < last - 43200:
        value += 86400
    return value


def part(plugin, goal):
    if plugin == 'surefire' and goal == 'test':
        return 'unit tests'
    if plugin == 'failsafe' and goal == 'integration-test':
        return 'end-to-end tests'
    return 'build steps'


marks, last, module = [], None, None
with open(f'{out}/maven.log', encoding='utf-8', errors='replace') as log:
    for line in log:
        for pattern in (MODULE, MOJO, END):
            found = pattern.match(line)
            if not found:
                continue
            last = seconds(found, last)
            if pattern is MODULE:
                module = found.group(4)
            elif pattern is MOJO:
                marks.append((last, module, part(found.group(4), found.group(5))))
            else:
                marks.append((last, None, None))
            break
if len(marks) < 2:
    sys.exit('build-profile.sh: no timestamped Maven steps in the log (.mvn/maven.config'
             ' gives the timestamps)')

samples, stolen, last = [], [], None
with open(f'{out}/samples.tsv') as tsv:
    for line in tsv:
        fields = line.split()
        # A line cut short by a run that was stopped is left out. An earlier sampler wrote no
        # stolen share, and counted it as busy.
        found = re.match(TIME, fields[0]) if len(fields) in (2, 3) else None
        if not found:
            continue
        last = seconds(found, last)
        samples.append((last, int(fields[1])))
        stolen.append(int(fields[2]) if len(fields) == 3 else None)

rows = OrderedDict()
for (start, module, what), (end, _, _) in zip(marks, marks[1:]):
    if module is None:
        continue
    row = rows.setdefault((module, what), [0, 0.0, 0])
    row[0] += end - start
    for when, busy in samples:
        if start < when <= end:
            row[1] += busy
            row[2] += 1

interval = (samples[-1][0] - samples[0][0]) / max(1, len(samples) - 1) if samples else 0
print('| Module | Part | Wall (s) | Processors busy | Processor-minutes |')
print('| --- | --- | ---: | ---: | ---: |')
total_wall = total_work = 0.0
for (module, what), (wall, busy, count) in rows.items():
    share = busy / count / 100 if count else 0.0
    work = wall * share * processors / 60
    total_wall += wall
    total_work += work
    if wall >= 1:
        print(f'| {module} | {what} | {wall} | {share:.0%} | {work:.1f} |')
busy_all = total_work * 60 / processors / total_wall if total_wall else 0.0
print(f'| **all** | | **{total_wall:.0f}** | **{busy_all:.0%}** | **{total_work:.1f}** |')
print()
print(f'{processors} processors, a sample every {interval:.0f} s. At this machine\'s pace the'
      f' work fits in {total_work / processors:.1f} minutes with every processor busy all along;'
      f' 20 minutes on {processors} processors hold {20 * processors} processor-minutes.')
counted = [share for share in stolen if share is not None]
if counted:
    print(f'The host took {sum(counted) / len(counted):.0f} % of the processors\' time (steal,'
          f' at most {max(counted)} % over a sample): a slower run with a high share waited'
          ' for the host, not for its own work.')
else:
    print('These samples do not say how much time the host took (steal): busy includes it.')

# Test classes: from surefire's and failsafe's "Running" and "Tests run: ... in" lines. Where
# classes run at once (two test JVMs, or classes run concurrently in one), a sample's work is
# shared equally among those running: an estimate, since one may keep the processors busier.
RUNNING = re.compile(STAMP + r'Running (\S+)')
RAN = re.compile(STAMP + r'Tests run: .* -- in (\S+)')
spans, open_classes, last = {}, {}, None
with open(f'{out}/maven.log', encoding='utf-8', errors='replace') as log:
    for line in log:
        running = RUNNING.match(line)
        found = running or RAN.match(line)
        if not found:
            continue
        last = seconds(found, last)
        # By the class's whole name: several modules have a NotationRoundTripTest.
        name = found.group(4)
        if running:
            open_classes[name] = last
        elif name in open_classes:
            spans[name] = (open_classes.pop(name), last)
work = {name: 0.0 for name in spans}
previous = samples[0][0] - interval if samples else 0
for when, busy in samples:
    running = [name for name, (start, end) in spans.items() if start < when <= end]
    for name in running:
        work[name] += busy / 100 * processors * (when - previous) / 60 / len(running)
    previous = when
print()
print('| Test class | Wall (s) | Processor-minutes (shared among classes running at once) |')
print('| --- | ---: | ---: |')
for name in sorted(work, key=work.get, reverse=True)[:15]:
    start, end = spans[name]
    print(f'| {name.rsplit(".", 1)[-1]} | {end - start} | {work[name]:.1f} |')
PYTHON
# The command's own status, so that a failed build fails here too.
exit "${status:-0}"
