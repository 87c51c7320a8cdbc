#!/usr/bin/env bash
# The one-line-bug measurement of issue 46 item 1: every faulty sample of grading/samples (a patch
# over its base, complete/ or the reference's solution, as the grading build materialises it under
# grading/target/samples/GAME/NAME) and a few one-line mutants of each game's complete sample
# (defined below, each a perl substitution on one file), graded by the packaged grader
# (grading/target/tabuleiro-grader.jar) with the bundled scheme of its game. Prints, per sample or
# mutant, the rule it mutates, the rules it breaks besides that one (the point of the issue: a
# one-line bug should cost only its own rule), the points it loses out of the scheme's total, and
# which of the other broken rules say in their feedback which rule they wait on (a dependency the
# rule book cannot avoid, such as a sixth disc that the given play lets in only if hasSpace agrees).
# Run it on two builds (GRADER_JAR=...) to compare before and after. It builds nothing: build first
# with ./mvnw -q -B package -DskipTests (which also materialises the samples).
#
# Chess and Qwirkle get three mutants each too (draw rules; scoring). Quarto's three-of-four and
# four-traits-only and checkers' men-capture-backwards and capture-stops-part-way stand for the
# outside check's mutants of issue 62 that cost more than three rules (guessed: those were not shown).
#
# Usage: grading/bench/one-line-bugs.sh [--game GAME]... [--keep DIR] [--lang en|pt]
#   defaults: every game, a temporary folder (kept, its path printed), en
# Environment: JAVA (default: java on the PATH), GRADER_JAR (default: the packaged grader).
set -u -o pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GRADING=$ROOT/grading
JAR=${GRADER_JAR:-$GRADING/target/tabuleiro-grader.jar}
JAVA=${JAVA:-java}
GAMES=()
WORK=""
LANG_OPT=en
while [ $# -gt 0 ]; do
    case $1 in
        --game) GAMES+=("$2"); shift ;;
        --keep) WORK=$2; shift ;;
        --lang) LANG_OPT=$2; shift ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
[ ${#GAMES[@]} -eq 0 ] && GAMES=(connect-four quarto checkers chess qwirkle)
if [ ! -f "$JAR" ]; then
    echo "no grader at $JAR: build first (./mvnw -q -B package -DskipTests)" >&2
    exit 2
fi
WORK=${WORK:-$(mktemp -d /tmp/one-line-bugs.XXXXXX)}
mkdir -p "$WORK"

# The mutants: GAME|NAME|RULE|FILE (under src/main/java of the complete sample)|PERL SUBSTITUTION.
# Each must change exactly one line (checked).
MUTANTS=$(cat <<'EOF'
connect-four|has-space-off-by-one|C4-05|tabuleiro/connectfour/Game.java|s/return valueAt\(1, column\) == EMPTY;/return valueAt(2, column) == EMPTY;/
connect-four|no-anti-diagonal|C4-09|tabuleiro/connectfour/Game.java|s/\{1, 1\}, \{1, -1\}\}/{1, 1}}/
connect-four|run-length-off-by-one|C4-09|tabuleiro/connectfour/Game.java|s/run\.size\(\) >= CONNECT\)/run.size() > CONNECT)/
quarto|hollow-forgotten|QUARTO-07|tabuleiro/quarto/Board.java|s/Fill\.SOLID, Fill\.HOLLOW\)/Fill.SOLID)/
quarto|two-traits-needed|QUARTO-07|tabuleiro/quarto/Board.java|s/if \(!shared\.isEmpty\(\)\)/if (shared.size() > 1)/
quarto|empty-square-counts|QUARTO-09|tabuleiro/quarto/Board.java|s/all = all && piece\.isPresent\(\) && /all = all \&\& (piece.isEmpty() || /; s/has\(trait\);/has(trait));/
quarto|three-of-four|QUARTO-07|tabuleiro/quarto/Board.java|s/for \(Square square : group\.squares\(\)\) \{/for (Square square : group.squares().subList(0, 3)) {/
quarto|four-traits-only|QUARTO-07|tabuleiro/quarto/Board.java|s/if \(!shared\.isEmpty\(\)\)/if (shared.size() == 4)/
checkers|kings-not-weighed|CHECKERS-15|tabuleiro/checkers/Rules.java|s/if \(count > most \|\| count == most && kings > mostKings\)/if (count > most)/
checkers|capture-optional|CHECKERS-14|tabuleiro/checkers/Rules.java|s/if \(variant\.captureCompulsory\(\) && !captures\.isEmpty\(\)\)/if (false \&\& !captures.isEmpty())/
checkers|fewest-captures|CHECKERS-15|tabuleiro/checkers/Rules.java|s/if \(count > most \|\|/if (count < most || most == 0 ||/
checkers|men-capture-backwards|CHECKERS-05|tabuleiro/checkers/Rules.java|s/if \(!king && direction\[0\] != side\.forward\(\)\) \{/if (false \&\& direction[0] != side.forward()) {/
checkers|capture-stops-part-way|CHECKERS-06|tabuleiro/checkers/Rules.java|s/^(\s*)extend\(board, side, variant, next, next\.to\(\), king, found\);/$1found.add(next);/
chess|fifty-move-off-by-one|CHESS-14|tabuleiro/chess/Game.java|s/position\.halfmoveClock\(\) >= 100\)/position.halfmoveClock() > 100)/
chess|threefold-as-twofold|CHESS-14|tabuleiro/chess/Game.java|s/repetitions\(\) >= 3\)/repetitions() >= 2)/
chess|seventy-five-forgotten|CHESS-14|tabuleiro/chess/Game.java|s/position\.halfmoveClock\(\) >= 150\)/position.halfmoveClock() >= 1500)/
qwirkle|cross-lines-forgotten|QWIRKLE-09|tabuleiro/qwirkle/Scoring.java|s/if \(squares\.size\(\) > 1\) \{/if (squares.size() > 99) {/
qwirkle|single-tile-line-scored|QWIRKLE-09|tabuleiro/qwirkle/Scoring.java|s/if \(line\.size\(\) > 1\) \{/if (line.size() > 0) {/
qwirkle|qwirkle-bonus-doubled|QWIRKLE-10|tabuleiro/qwirkle/Scoring.java|s/line\.size\(\) \+ bonus\)/line.size() + 2 * bonus)/
EOF
)

# Lay out one class folder per game: every sample (materialised) and every mutant.
for game in "${GAMES[@]}"; do
    class=$WORK/$game/class
    rm -rf "$class"
    mkdir -p "$class"
    samples=$GRADING/target/samples/$game
    if [ ! -d "$samples" ]; then
        echo "no materialised samples at $samples: build first" >&2
        exit 2
    fi
    for dir in "$samples"/*/; do
        name=$(basename "$dir")
        [ "$name" = complete ] && continue
        cp -r "$dir" "$class/sample-$name"
    done
    cp -r "$samples/complete" "$class/complete"
    while IFS='|' read -r mgame name rule file expr; do
        [ "$mgame" = "$game" ] || continue
        target=$class/mutant-$name
        cp -r "$samples/complete" "$target"
        path=$target/src/main/java/$file
        perl -pi -e "$expr" "$path"
        changed=$(diff "$samples/complete/src/main/java/$file" "$path" | grep -c '^>')
        if [ "$changed" != 1 ]; then
            echo "mutant $game/$name changes $changed lines, not 1: fix its substitution" >&2
            exit 2
        fi
    done <<< "$MUTANTS"
    "$JAVA" -jar "$JAR" grade --game "$game" "$class"/* --out "$WORK/$game/out" --regrade \
        --lang "$LANG_OPT" --jobs 2 > "$WORK/$game/grade.log" 2>&1
done

# The table: from each student's results.json (Gradescope's format: one test a rule, tagged with
# its ID), the failed rules and the points lost; a sample's own rules are the ones samples.json
# lists, a mutant's the one it names.
printf '%s\n' "$MUTANTS" > "$WORK/mutants.txt"
python3 - "$ROOT" "$WORK" "${GAMES[@]}" <<'PY'
import json, pathlib, sys
root, work, games = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
mutants = {}
for line in (work / 'mutants.txt').read_text().splitlines():
    if line.strip():
        game, name, rule = line.split('|')[:3]
        mutants[(game, 'mutant-' + name)] = [rule]
print('| game | sample or mutant | its rule(s) | other rules broken | points lost | rules broken | of the others, saying which rule they wait on |')
print('| --- | --- | --- | --- | --- | --- | --- |')
for game in games:
    listed = json.loads((root / 'grading/samples' / game / 'samples.json').read_text())
    own = dict(mutants)
    for sample in listed['samples']:
        own[(game, 'sample-' + sample['name'])] = sample['rules']
    for results in sorted((work / game / 'out').glob('*/results.json')):
        student = results.parent.name
        data = json.loads(results.read_text())
        tests = [t for t in data['tests'] if t.get('tags') and '-' in t['tags'][0]]
        broken = sorted({t['tags'][0] for t in tests if t['status'] == 'failed'})
        waiting = {t['tags'][0] for t in tests if t['status'] == 'failed'
                   and ('waits on rule' in t.get('output', '') or 'espera pela regra' in t.get('output', ''))}
        lost = sum(float(t['max_score']) - float(t['score']) for t in tests)
        mine = own.get((game, student), [])
        others = [r for r in broken if r not in mine]
        waits = [r for r in others if r in waiting]
        print(f"| {game} | {student} | {', '.join(mine) or '-'} | {len(others)} | {lost:.2f} | {', '.join(broken) or '-'} | {', '.join(waits) or '-'} |")
PY
echo "work folder: $WORK"
