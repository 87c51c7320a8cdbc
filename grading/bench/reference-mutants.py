#!/usr/bin/env python3
"""Grades one-line bugs of the reference with the packaged grader, as an instructor grades them.

Each mutant of grading/bench/reference-mutants.tsv becomes a submission: every file of the
game's package that has solution regions (what a student hands in), the reference's, with the
mutant's line changed (and the mutant's own file, when it has none); a game's mutants and the
unchanged reference (the control) are graded in one `grade --game GAME` run with the bundled
scheme and the default class seed. Prints a row per
submission: its score, the rules it lost with their points ("generated": kept on the rule book's
examples, a share lost to a generated one) and where the grader found each one's difference (the
classes whose swap for the reference's mends it), and whether it lost points on each rule it breaks
and on no other ("neighbours" lists the others).

Usage: grading/bench/reference-mutants.py [--only NAME,NAME] [--mutants FILE]... [--copies N]
                                         [--seed SEED] [GAME...]
  GAME       default: every game of the file
  --only     grade these mutants alone (and the control) rather than every one of the games
  --mutants  read these catalogues instead of reference-mutants.tsv: the TSVs of
             grading/bench/catch-rates.sh (GAME NAME RULE FILE FROM TO, FROM a text that is
             once in the file, replaced by TO)
  --copies   hand each mutant in under N names (N identical submissions, issue 82): the rows
             say whether the copies got one grade
  --seed     the class seed (grade --seed), default the scheme's
Environment: GRADER_JAR (default grading/target/tabuleiro-grader.jar), WORK (default a
temporary folder, printed). Build first: ./mvnw -q -B package -DskipTests.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
REFERENCE = ROOT / 'reference/src/main/java'
PACKAGES = {'connect-four': 'connectfour', 'quarto': 'quarto', 'chess': 'chess',
            'checkers': 'checkers', 'qwirkle': 'qwirkle'}


COMMANDS = {package: game for game, package in PACKAGES.items()}


def read_mutants(files=None):
    """The mutants of reference-mutants.tsv (whole lines), or of catch-rates TSVs (texts)."""
    mutants = {}
    for path in files or [HERE / 'reference-mutants.tsv']:
        texts = files is not None
        for row in pathlib.Path(path).read_text().splitlines():
            if not row.strip() or row.startswith('#'):
                continue
            game, name, rules, file, original, replacement = row.split('\t')
            game = COMMANDS.get(game, game)
            entry = mutants.setdefault((game, name), {'rules': rules, 'file': file,
                                                      'edits': [], 'texts': texts})
            entry['edits'].append((original, replacement))
    return mutants


def mutated(text, edits, name, texts=False):
    if texts:
        for original, replacement in edits:
            if text.count(original) != 1:
                sys.exit(f'{name}: "{original}" is in the file {text.count(original)} times,'
                         ' not once')
            text = text.replace(original, replacement)
        return text
    lines = text.split('\n')
    for original, replacement in edits:
        hits = [i for i, line in enumerate(lines) if line.strip() == original]
        if len(hits) != 1:
            sys.exit(f'{name}: "{original}" is in the file {len(hits)} times, not once')
        line = lines[hits[0]]
        lines[hits[0]] = line[:len(line) - len(line.lstrip())] + replacement
    return '\n'.join(lines)


COPY_NAMES = ['ana-silva', 'joao-goncalves', 'maria-lopes', 'rui-costa', 'ines-sousa',
              'pedro-alves', 'sara-nunes', 'tiago-reis']


def copy_names(name, copies):
    """The names a mutant is handed in under: its own, then students' names."""
    if copies <= 1:
        return [name]
    if copies > len(COPY_NAMES):
        sys.exit(f'--copies: at most {len(COPY_NAMES)}')
    return [f'{student}-{name}' for student in COPY_NAMES[:copies]]


def main():
    parser = argparse.ArgumentParser(description='Grades one-line bugs of the reference.')
    parser.add_argument('--only', type=lambda text: set(text.split(',')),
                        help='grade these mutants alone (and the control), comma-separated')
    parser.add_argument('--mutants', action='append',
                        help='a catalogue in catch-rates.sh\'s form, instead of the default')
    parser.add_argument('--copies', type=int, default=1,
                        help='hand each mutant in under this many names')
    parser.add_argument('--seed', help='the class seed (grade --seed)')
    parser.add_argument('games', nargs='*', metavar='GAME')
    arguments = parser.parse_args()
    mutants = read_mutants(arguments.mutants)
    only = arguments.only
    unknown = (only or set()) - {name for _, name in mutants}
    if unknown:
        parser.error(f'--only: no mutant named {", ".join(sorted(unknown))}')
    games = arguments.games or sorted({game for game, name in mutants
                                       if only is None or name in only})
    work = pathlib.Path(os.environ.get('WORK') or tempfile.mkdtemp(prefix='reference-mutants.'))
    jar = os.environ.get('GRADER_JAR', str(ROOT / 'grading/target/tabuleiro-grader.jar'))
    print(f'# submissions and reports in {work}')
    print('game | mutant | score | rules lost (points) | breaks | verdict')
    print('--- | --- | ---: | --- | --- | ---')
    for game in games:
        files = [path for path in (REFERENCE / 'tabuleiro' / PACKAGES[game]).rglob('*.java')
                 if 'BEGIN SOLUTION' in path.read_text()]
        names = ['control'] + [name for g, name in mutants
                               if g == game and (only is None or name in only)]
        folders = []
        for name in names:
            mutant = mutants.get((game, name))
            # A bug in a file without solution regions (the opening book, say) is handed in with
            # the student's files, as a student who changed that file would.
            extra = [REFERENCE / mutant['file']] if mutant and REFERENCE / mutant['file'] \
                not in files else []
            for file in files + extra:
                relative = file.relative_to(REFERENCE)
                text = file.read_text()
                if mutant and str(relative) == mutant['file']:
                    text = mutated(text, mutant['edits'], name, mutant['texts'])
                for copy in ([name] if name == 'control'
                             else copy_names(name, arguments.copies)):
                    target = work / game / 'submissions' / copy / 'src/main/java' / relative
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_text(text)
            folders += [name] if name == 'control' else copy_names(name, arguments.copies)
        out = work / game / 'graded'
        seed = ['--seed', arguments.seed] if arguments.seed else []
        ran = subprocess.run(['java', '-XX:TieredStopAtLevel=1', '-jar', jar, 'grade', '--game',
                              game, '--out', str(out)] + seed
                             + [str(work / game / 'submissions' / name) for name in folders],
                             capture_output=True, text=True)
        if ran.returncode != 0:
            sys.exit(f'{game}: grade failed\n{ran.stdout[-2000:]}\n{ran.stderr[-2000:]}')
        for name in names:
            graded = [json.loads((out / copy / 'results.json').read_text())
                      for copy in ([name] if name == 'control'
                                   else copy_names(name, arguments.copies))]
            result = graded[0]
            lost = {}
            generated = set()
            for test in result.get('tests', []):
                if test.get('score', 0) < test.get('max_score', 0):
                    rule = test['name'].split(' ')[0]
                    lost[rule] = round(test['max_score'] - test['score'], 2)
                    # Kept on its written examples, a share lost to a generated example.
                    if test.get('score', 0) > 0:
                        generated.add(rule)
            scores = [str(each.get('score')) for each in graded]
            rules = mutants[(game, name)]['rules'] if name != 'control' else 'none'
            if rules in ('none', 'equivalent'):
                verdict = 'full marks, as expected' if not lost else 'LOSES POINTS'
            else:
                breaks = set(rules.split(','))
                missed = sorted(breaks - lost.keys()) if not (breaks & lost.keys()) else []
                others = sorted(lost.keys() - breaks)
                verdict = ('KEEPS FULL MARKS' if not lost else 'NOT ON ITS RULE' if missed
                           else 'on its rule' + (f'; neighbours {" ".join(others)}'
                                                 if others else ' alone'))
            # Where the grader found each lost rule's difference (graded.json's "where": the
            # classes whose swap for the reference's mends the rule), "?" when it did not look.
            stored = json.loads((out / ([name] if name == 'control' else
                                        copy_names(name, arguments.copies))[0]
                                 / 'graded.json').read_text())
            where = stored.get('where') or {}
            shown = ' '.join(f'{rule} ({points}{", generated" if rule in generated else ""}'
                             f'; where {"/".join(where[rule]) or "none" if rule in where else "?"})'
                             for rule, points in sorted(lost.items()))
            if len(graded) > 1:
                same = all(each.get('tests') == result.get('tests') for each in graded)
                verdict += ('; the copies: one grade' if same
                            else '; the copies: ' + ', '.join(scores) + ' DIFFER')
            print(f'{game} | {name} | {result.get("score")} | {shown or "-"} | {rules} | '
                  f'{verdict}', flush=True)


if __name__ == '__main__':
    main()
