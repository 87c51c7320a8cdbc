#!/usr/bin/env python3
"""Benchmark: which processes and which of their threads a command's processor time goes to.

Runs a command while it reads, every INTERVAL seconds, each thread's processor time from
/proc/PID/task/TID/stat, then adds up each process's threads by what the process is (Maven, a
test JVM, the grader's jar and its command, a kit's check, a submission's JVM, its compiler,
Chromium, ...) and by what the thread does (the JIT's compilers, the garbage collector, the
rest). The build-profile.sh table says how busy the machine is and in which part of the build;
this one says which programs keep it busy, and how much of their time is the JVM's own upkeep.

    grading/bench/process-profile.py --out target/process-profile -- \\
        ./mvnw -o -B -pl grading failsafe:integration-test -Dit.test=StudentKitIT
    grading/bench/process-profile.py --report target/process-profile

A thread is read last at most INTERVAL seconds before it ends, so a short process's last
moments are missed: the figures are a floor, closest for long-lived processes. The readings are
the whole machine's: run it with nothing else to do.

Output (OUT, by default target/process-profile): command.log, threads.tsv (each thread's last
reading: pid, tid, processor seconds, thread name, what the process is, the start of its
command line), totals (wall seconds, and the processor seconds the kernel counted for the
command and every descendant it waited for: not the processes in a sandbox's own process
namespace, such as bubblewrap's, whose time never reaches the command, so that `time`
undercounts a grading), profile.md (the table, also printed). A process that was running
before the command started counts only its time since then.
Environment: INTERVAL (seconds between readings, default 1).
"""
import os
import re
import resource
import subprocess
import sys
import threading
import time
from collections import defaultdict

TICKS = os.sysconf('SC_CLK_TCK')

# What a process is, from its command line: the first pattern that matches names it, and one
# that none matches is a shell, git or another tool.
PROCESSES = [
    ('kernel threads', re.compile(r'^\[')),
    ('Maven', re.compile(r'plexus\.classworlds\.launcher|MavenWrapperMain')),
    ('test JVM (surefire, failsafe)', re.compile(r'surefirebooter|surefire/.*\.jar')),
    ('submission JVM (child)', re.compile(r'tabuleiro\.grading\.child\.')),
    ('submission compiler JVM', re.compile(r'tabuleiro\.grading\.compiler\.')),
    ('kit JVM (check, play)', re.compile(r'/tools/tabuleiro-grader\.jar')),
    ('grader jar: grade', re.compile(r'tabuleiro-grader\.jar grade\b')),
    ('grader jar: check', re.compile(r'tabuleiro-grader\.jar check\b')),
    ('grader jar: bundle', re.compile(r'tabuleiro-grader\.jar bundle\b')),
    ('grader jar: tournament', re.compile(r'tabuleiro-grader\.jar tournament\b')),
    ('grader jar: other', re.compile(r'tabuleiro-grader\.jar')),
    ('other JVM', re.compile(r'(^|/)java\b')),
    ('bubblewrap', re.compile(r'(^|/)bwrap\b')),
    ('Chromium', re.compile(r'chrom')),
    ('python', re.compile(r'python')),
]
THREADS = [
    ('JIT C2', re.compile(r'^C2 Compiler')),
    ('JIT C1', re.compile(r'^C1 Compiler')),
    # The serial collector collects in the VM thread, the others in threads of their own.
    ('GC', re.compile(r'^(GC Thread|G1 |VM Thread|Parallel GC|Conc|GC )')),
]


def kind_of_process(cmdline):
    for name, pattern in PROCESSES:
        if pattern.search(cmdline):
            return name
    return 'shell, git, tools'


def kind_of_thread(comm):
    for name, pattern in THREADS:
        if pattern.search(comm):
            return name
    return 'the rest'


def read(path):
    try:
        with open(path, 'rb') as file:
            return file.read()
    except OSError:
        return None


def sample(cmdlines, own):
    """Each thread's reading now: (pid, start, tid) -> (command line, name, seconds used)."""
    readings = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit() or int(pid) == own:
            continue
        if pid not in cmdlines:
            raw = read(f'/proc/{pid}/cmdline')
            if not raw:
                # A kernel thread has no command line: its name, in brackets as ps shows it.
                name = read(f'/proc/{pid}/comm')
                if not name:
                    continue
                raw = b'[' + name.strip() + b']'
            # One line of the report each: a shell's script may hold newlines and tabs.
            cmdlines[pid] = ' '.join(raw.replace(b'\0', b' ').decode('utf-8', 'replace')
                                     .split())
        try:
            tids = os.listdir(f'/proc/{pid}/task')
        except OSError:
            continue
        for tid in tids:
            raw = read(f'/proc/{pid}/task/{tid}/stat')
            if not raw:
                continue
            text = raw.decode('utf-8', 'replace')
            comm = text[text.index('(') + 1:text.rindex(')')]
            fields = text[text.rindex(')') + 2:].split()
            # utime and stime are fields 14 and 15 of stat; starttime 22 tells a reused pid.
            used = (int(fields[11]) + int(fields[12])) / TICKS
            readings[(pid, fields[19], tid)] = (cmdlines[pid], comm, used)
    return readings


def run(out, command, interval):
    seen, cmdlines, done = {}, {}, threading.Event()
    # What the threads already running had used before the command started.
    before = {key: used for key, (_, _, used) in sample(cmdlines, os.getpid()).items()}

    def sampler():
        while not done.is_set():
            # Each reading reads the command lines again: a process may have run another
            # program since (exec).
            cmdlines.clear()
            for key, (cmdline, comm, used) in sample(cmdlines, os.getpid()).items():
                seen[key] = (cmdline, comm, used - before.get(key, 0.0))
            done.wait(interval)

    reader = threading.Thread(target=sampler, daemon=True)
    reader.start()
    started = time.time()
    with open(f'{out}/command.log', 'w') as log:
        status = subprocess.call(command, stdout=log, stderr=subprocess.STDOUT)
    done.set()
    reader.join()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(f'{out}/threads.tsv', 'w') as tsv:
        for (pid, _, tid), (cmdline, comm, used) in seen.items():
            # Named from the whole command line, whose main class may come after a long class
            # path; the file keeps its start.
            tsv.write(f'{pid}\t{tid}\t{used:.2f}\t{comm}\t{kind_of_process(cmdline)}'
                      f'\t{cmdline[:400]}\n')
    with open(f'{out}/totals', 'w') as totals:
        # The kernel's own count of every descendant the command waited for: exact where the
        # readings are a floor, but blind to a sandbox's own process namespace.
        totals.write(f'{time.time() - started:.0f}\t'
                     f'{children.ru_utime + children.ru_stime:.0f}\n')
    return status


def report(out):
    for name in ('threads.tsv', 'totals'):
        if not os.path.isfile(f'{out}/{name}'):
            sys.exit(f'process-profile.py: no {out}/{name}: nothing to report (--out DIR'
                     ' -- COMMAND makes it)')
    by_process = defaultdict(lambda: defaultdict(float))
    processes = defaultdict(set)
    with open(f'{out}/threads.tsv') as tsv:
        for line in tsv:
            fields = line.rstrip('\n').split('\t', 5)
            if len(fields) < 6:
                continue
            pid, _, used, comm, process, _ = fields
            by_process[process][kind_of_thread(comm)] += float(used)
            processes[process].add(pid)
    wall, exact = open(f'{out}/totals').read().split()
    lines = []
    columns = ['the rest', 'JIT C2', 'JIT C1', 'GC']
    total = sum(sum(t.values()) for t in by_process.values())
    lines.append(f'Wall {wall} s; {total / 60:.1f} processor-minutes read; the kernel counted'
                 f' {int(exact) / 60:.1f} for the command and the descendants it waited for'
                 ' (none in a sandbox\'s own process namespace).')
    lines.append('')
    lines.append('| Process | Processes | Processor-s | Share | ' + ' | '.join(columns) + ' |')
    lines.append('| --- | ---: | ---: | ---: | ' + ' | '.join('---:' for _ in columns) + ' |')
    for process, threads in sorted(by_process.items(), key=lambda p: -sum(p[1].values())):
        used = sum(threads.values())
        cells = ' | '.join(f'{threads.get(c, 0):.0f}' for c in columns)
        share = used / total if total else 0.0
        lines.append(f'| {process} | {len(processes[process])} | {used:.0f}'
                     f' | {share:.0%} | {cells} |')
    with open(f'{out}/profile.md', 'w') as md:
        md.write('\n'.join(lines) + '\n')
    print('\n'.join(lines))


def main(argv):
    out, command, only_report = 'target/process-profile', [], False
    while argv:
        option = argv.pop(0)
        if option in ('--out', '--report'):
            if not argv:
                sys.exit(f'process-profile.py: {option} needs a folder')
            out, only_report = argv.pop(0), option == '--report'
        elif option == '--':
            command = argv
            break
        elif option in ('-h', '--help'):
            print(__doc__)
            return 0
        else:
            sys.exit(f'process-profile.py: unknown option {option}'
                     ' (expected --out DIR, --report DIR or -- COMMAND)')
    status = 0
    if not only_report:
        if not command:
            sys.exit('process-profile.py: no command after --')
        os.makedirs(out, exist_ok=True)
        status = run(out, command, float(os.environ.get('INTERVAL', '1')))
    report(out)
    return status


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
