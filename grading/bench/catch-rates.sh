#!/usr/bin/env bash
# Issue 82, item 2: how often the class's generated games catch each one-line bug, and what they
# charge, over many class seeds. Each bug is one text of one reference source replaced, compiled
# against the packaged oracle's reference and asked, in one JVM, the default games of each class
# seed, the games every submission of that class meets (tabuleiro.grading.oracle.CatchRates in
# the grading module's test classes). Prints a Markdown table: the seeds that caught it, the
# rules charged (each set with its seeds) and the points the generated examples cost at the
# default share (min / median / max).
#
# Usage: grading/bench/catch-rates.sh [--seeds N] [--first SEED|names] [CATALOGUE...]
#   --seeds: how many class seeds (default 20); --first: the first (default 47; the kit's seeds
#   are skipped); "names" measures instead the games that a class's submissions student-0
#   onwards met before issue 82, each its own (class seed 47 mixed with the name).
#   CATALOGUE: a TSV (GAME NAME RULE FILE FROM TO) or grading/mutants/GAME.json (its entries
#   marked "generated"); default: every grading/mutants/*.json and grading/bench/blind-mutants.tsv,
#   blind-mutants-2.tsv and generated-only-mutants.tsv.
# It builds nothing: build first with ./mvnw -q -B package -DskipTests.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SEEDS=20
FIRST=47
CATALOGUES=()
while [ $# -gt 0 ]; do
    case $1 in
        --seeds) SEEDS=$2; shift ;;
        --first) FIRST=$2; shift ;;
        -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
        -*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
        *) CATALOGUES+=("$1") ;;
    esac
    shift
done
if [ ${#CATALOGUES[@]} -eq 0 ]; then
    CATALOGUES=("$ROOT"/grading/mutants/*.json)
    for tsv in generated-only-mutants.tsv blind-mutants.tsv blind-mutants-2.tsv; do
        [ -f "$HERE/$tsv" ] && CATALOGUES+=("$HERE/$tsv")
    done
fi
JAR=$ROOT/grading/target/tabuleiro-grader.jar
CLASSES=$ROOT/grading/target/test-classes
if [ ! -f "$JAR" ] || [ ! -f "$CLASSES/tabuleiro/grading/oracle/CatchRates.class" ]; then
    echo "no packaged grader or test classes under grading/target: build first" \
        "(./mvnw -q -B package -DskipTests)" >&2
    exit 2
fi
cd "$ROOT"
exec "${JAVA:-java}" -XX:TieredStopAtLevel=1 -cp "$CLASSES:$JAR" \
    -Dtabuleiro.reference.sources="$ROOT/reference/src/main/java" \
    tabuleiro.grading.oracle.CatchRates "$SEEDS" "$FIRST" "${CATALOGUES[@]}"
