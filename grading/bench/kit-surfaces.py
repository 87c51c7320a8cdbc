#!/usr/bin/env python3
"""Which rules a one-line bug costs on each of the student kit's surfaces, beside the grader's.

For each bug of a catalogue (GAME NAME RULE FILE FROM TO, as grading/bench/reference-mutants.py
reads with --mutants), a student kit of its game (bundled once by the packaged grader) gets the
reference's files of the game's package with the bug's text changed, and a cold ./check
(TABULEIRO_CHECK=cold, --explain 0) reports: the rules its written examples break (the verdict's
table), the rules its games with the reference's answers charge (each disagreement's heading)
and the rules its random games' breaks are charged to (each broken game's heading). Prints a
Markdown table a bug a row; put it beside reference-mutants.py's table of the grader's losses
for the same bugs.

Usage: grading/bench/kit-surfaces.py CATALOGUE [GAME...]
Environment: GRADER_JAR (default grading/target/tabuleiro-grader.jar), WORK (default a temporary
folder, printed). Build first: ./mvnw -q -B package -DskipTests.
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
REFERENCE = ROOT / 'reference/src/main/java'
PACKAGES = {'connect-four': 'connectfour', 'connectfour': 'connectfour', 'quarto': 'quarto',
            'chess': 'chess', 'checkers': 'checkers', 'qwirkle': 'qwirkle'}
COMMANDS = {'connectfour': 'connect-four'}


def read(path):
    bugs = []
    for row in pathlib.Path(path).read_text().splitlines():
        if not row.strip() or row.startswith('#'):
            continue
        game, name, rule, file, original, replacement = row.split('\t')
        bugs.append((COMMANDS.get(game, game), name, rule, file, original, replacement))
    return bugs


def kit_of(game, jar, work):
    kit = work / 'kits' / game
    if not kit.exists():
        ran = subprocess.run(['java', '-jar', jar, 'bundle', 'student-kit', '--game', game,
                              '--out', str(kit)], capture_output=True, text=True)
        if ran.returncode != 0:
            sys.exit(f'{game}: bundle failed\n{ran.stdout[-2000:]}\n{ran.stderr[-2000:]}')
    return kit


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    bugs = read(sys.argv[1])
    games = set(sys.argv[2:])
    jar = os.environ.get('GRADER_JAR', str(ROOT / 'grading/target/tabuleiro-grader.jar'))
    work = pathlib.Path(os.environ.get('WORK') or tempfile.mkdtemp(prefix='kit-surfaces.'))
    print(f'# kits and copies in {work}')
    print('game | bug | its rule | written examples broken | games with the reference\'s'
          ' answers charge | random games charge')
    print('--- | --- | --- | --- | --- | ---')
    for game, name, rule, file, original, replacement in bugs:
        if games and game not in games:
            continue
        package = PACKAGES[game]
        kit = kit_of(game, jar, work)
        copy = work / 'copies' / name
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(kit, copy, symlinks=True)
        sources = copy / 'src/main/java/tabuleiro' / package
        for source in (REFERENCE / 'tabuleiro' / package).rglob('*.java'):
            target = sources / source.relative_to(REFERENCE / 'tabuleiro' / package)
            target.parent.mkdir(parents=True, exist_ok=True)
            text = source.read_text()
            if source.relative_to(REFERENCE).as_posix() == file:
                if text.count(original) != 1:
                    sys.exit(f'{name}: "{original}" is in {file} {text.count(original)} times')
                text = text.replace(original, replacement)
            target.write_text(text)
        env = dict(os.environ, TABULEIRO_CHECK='cold')
        ran = subprocess.run(['./check', '--explain', '0'], cwd=copy, capture_output=True,
                             text=True, env=env, timeout=600)
        out = ran.stdout + ran.stderr
        # The verdict's table: "  BROKEN      CHECKERS-05 ...", or WAITS for another exercise.
        written = sorted(set(re.findall(r'^\s+(?:broken|waits)\s+([A-Z0-9]+-\d+)\s', out,
                                        re.MULTILINE | re.IGNORECASE)))
        # A heading names its rule: "### QUARTO-07 — Four pieces ...: game 11 of kit seed 1"
        # for the games with the reference's answers, "### QUARTO-07 — Random game 1 ..." (or
        # "Partida aleatória") for the random games; a random game whose key's rule the kit
        # does not show has no rule in its heading and counts as "broken".
        headings = re.findall(r'^### (?:([A-Z0-9]+-\d+) — )?(.*)$', out, re.MULTILINE)
        random_heading = re.compile(r'(Random game|Partida aleatória) ')
        games_charge = sorted({rule for rule, rest in headings
                               if rule and not random_heading.match(rest)})
        random_rules = sorted({rule or 'broken' for rule, rest in headings
                               if random_heading.match(rest)})
        print(f'{game} | {name} | {rule} | {" ".join(written) or "-"} | '
              f'{" ".join(games_charge) or "-"} | {" ".join(random_rules) or "-"}', flush=True)


if __name__ == '__main__':
    main()
