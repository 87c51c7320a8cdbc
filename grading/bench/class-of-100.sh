#!/usr/bin/env bash
# Benchmark: a class of 100 generated Connect Four submissions graded end to end by the grader,
# against the naive way (a Maven project per submission running `mvn -o test` with the rule book).
#
#   ./mvnw -q -B -pl grading -am package -DskipTests      # once, from the project root
#   grading/bench/class-of-100.sh [WORKDIR]
#
# The class: 40 correct (grading/target/samples/connect-four/complete), 30 partly correct (10 of
# each buggy sample), 15 that do not compile (a typo in Game.java) and 15 hostile ones (3 of each:
# endless loop, System.exit, endless allocation, 10 000 threads, endless output, all in
# RandomAgent.chooseColumn, which exercise 4's scenarios call). Every file differs by a comment,
# so nothing can be shared between two submissions by accident.
#
# The naive side runs on a sample (NAIVE_SAMPLE, by default 2 correct, 2 partly correct, 1 that
# does not compile, and the System.exit and allocation attacks: the other attacks make `mvn test`
# hang until an outside timeout, NAIVE_TIMEOUT seconds). Its total for 100 is extrapolated from
# the mean time of each kind, so it is a lower bound: it counts the hanging attacks as if they
# cost what the terminating ones do.
#
# Environment: JAVA (default java: the Java the grader runs on, and so its grading JVMs, such
# as /usr/lib/jvm/temurin-25-jdk-amd64/bin/java), GRADER_JAR (default grading/target/tabuleiro-grader.jar: another grader, such as
# a copy of an earlier build with its lib/ and runner/ beside it, to compare two in one session),
# GRADER_ONLY (skip the naive side), JOBS (the grader's --jobs; default its own, the processors), NAIVE_TIMEOUT
# (default 180, the scheme's submissionSeconds), MVN (default ./mvnw, the project's wrapper copied
# into each naive project, so the same Maven as the project's build), ONLY_GENERATE (stop after
# writing the class), NAIVE_ONLY (skip the grader, to try the naive side), GRADER_JVM_OPTIONS (the
# grader's own JVM options, default the README's -XX:TieredStopAtLevel=1; set it empty for plain
# java -jar).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${1:-$(mktemp -d /tmp/tabuleiro-bench.XXXXXX)}
JAR=${GRADER_JAR:-$ROOT/grading/target/tabuleiro-grader.jar}
JAVA=${JAVA:-java}
read -r -a GRADER_JVM <<< "${GRADER_JVM_OPTIONS--XX:TieredStopAtLevel=1}"
# The samples as the build materialises them: complete/ and the buggy ones, their patches applied.
SAMPLES=$ROOT/grading/target/samples/connect-four
SKELETON=$ROOT/exercises/src/main/java
FEATURES_JAR=$(ls "$ROOT"/grading/target/lib/tabuleiro-features-*.jar)
NAIVE_TIMEOUT=${NAIVE_TIMEOUT:-180}
MVN=${MVN:-./mvnw}
NAIVE_SAMPLE=${NAIVE_SAMPLE:-"001-correct 002-correct 041-partial 051-partial 071-noncompiling 087-hostile-exit 088-hostile-allocation"}

[ -f "$JAR" ] || { echo "build the grader first: ./mvnw -q -B -pl grading -am package -DskipTests" >&2; exit 2; }
mkdir -p "$WORK"
CLASS=$WORK/class
rm -rf "$CLASS" "$WORK/out" "$WORK/naive"
mkdir -p "$CLASS"

# --- The class -------------------------------------------------------------------------------
stamp() {  # stamp FOLDER N: a comment that makes every file of the submission its own
    find "$1/src/main/java" -name '*.java' -exec sh -c 'printf "\n// submission %s\n" "$1" >> "$2"' _ "$2" {} \;
}
make_from() {  # make_from SAMPLE NAME N
    mkdir -p "$CLASS/$2"
    cp -r "$SAMPLES/$1/src" "$CLASS/$2/"
    stamp "$CLASS/$2" "$3"
}
attack() {  # attack NAME CODE: put CODE at the start of RandomAgent.chooseColumn
    local agent="$CLASS/$1/src/main/java/tabuleiro/connectfour/RandomAgent.java"
    CODE="$2" perl -0pi -e 's/(    public int chooseColumn\(Game game, Player player\) \{\n)/$1$ENV{CODE}\n/' "$agent"
    grep -qF "$(printf '%s' "$2" | head -c 20)" "$agent" || { echo "attack not placed in $1" >&2; exit 1; }
}
n=0
for i in $(seq 1 40); do n=$((n + 1)); make_from complete "$(printf %03d $n)-correct" $n; done
for bug in no-diagonals draw-forgotten random-off-by-one; do
    for i in $(seq 1 10); do n=$((n + 1)); make_from "$bug" "$(printf %03d $n)-partial" $n; done
done
for i in $(seq 1 15); do
    n=$((n + 1)); name="$(printf %03d $n)-noncompiling"; make_from complete "$name" $n
    perl -pi -e 's/return grid\[row - 1\]\[column - 1\];/return gird[row - 1][column - 1];/' \
        "$CLASS/$name/src/main/java/tabuleiro/connectfour/Game.java"
done
LOOP='        while (game != null) { Thread.onSpinWait(); }'
EXIT='        System.exit(1);'
ALLOCATION='        java.util.List<long[]> kept = new java.util.ArrayList<>(); while (game != null) { kept.add(new long[1 << 20]); }'
THREADS='        for (int i = 0; i < 10_000; i++) { new Thread(() -> { try { Thread.sleep(Long.MAX_VALUE); } catch (InterruptedException e) { Thread.currentThread().interrupt(); } }).start(); }'
OUTPUT='        byte[] line = new byte[1024]; java.util.Arrays.fill(line, (byte) 120); while (game != null) { System.out.write(line, 0, line.length); }'
for i in 1 2 3; do
    for kind in loop exit allocation threads output; do
        n=$((n + 1)); name="$(printf %03d $n)-hostile-$kind"; make_from complete "$name" $n
        case $kind in
            loop) attack "$name" "$LOOP" ;; exit) attack "$name" "$EXIT" ;;
            allocation) attack "$name" "$ALLOCATION" ;; threads) attack "$name" "$THREADS" ;;
            output) attack "$name" "$OUTPUT" ;;
        esac
    done
done
echo "class: $(ls "$CLASS" | wc -l) submissions in $CLASS"
[ -n "${ONLY_GENERATE:-}" ] && exit 0

now() { date +%s.%N; }
elapsed() { echo "$2 - $1" | bc; }

# --- The grader ------------------------------------------------------------------------------
if [ -z "${NAIVE_ONLY:-}" ]; then
JOBS_OPTION=()
[ -n "${JOBS:-}" ] && JOBS_OPTION=(--jobs "$JOBS")
# The processor time of the grader and every process it starts (compiler and grading JVMs, in
# their sandboxes), read from a cgroup of its own where this machine lets us make one (cgroup v1
# cpuacct, as root); getrusage misses the JVMs that bubblewrap starts.
CPU_GROUP=/sys/fs/cgroup/cpuacct/tabuleiro-bench-$$
in_cpu_group() {
    if mkdir "$CPU_GROUP" 2> /dev/null; then
        (echo "$BASHPID" > "$CPU_GROUP/cgroup.procs" 2> /dev/null || true; exec "$@")
    else
        "$@"
    fi
}
start=$(now)
in_cpu_group "$JAVA" ${GRADER_JVM[@]+"${GRADER_JVM[@]}"} -jar "$JAR" grade "$CLASS"/* --game connect-four --out "$WORK/out" "${JOBS_OPTION[@]}" \
    > "$WORK/grader.out" 2> "$WORK/grader.err"
grader=$(elapsed "$start" "$(now)")
if [ -f "$CPU_GROUP/cpuacct.usage" ] && [ "$(cat "$CPU_GROUP/cpuacct.usage")" -gt 0 ]; then
    cpu=$(echo "scale=1; $(cat "$CPU_GROUP/cpuacct.usage") / 1000000000" | bc)
    echo "grader: ${cpu} s of processor time in all, $(echo "scale=2; $cpu / 100" | bc) s a submission (the class's one-off costs included)"
else
    echo "grader: processor time not measured (no cgroup v1 cpuacct to make here)"
fi
rmdir "$CPU_GROUP" 2> /dev/null || true
# Where the time went, phase by phase: the median of the 40 correct submissions (wall clock).
cp "$WORK/out/timings.csv" "$WORK/timings.csv"
line="grader: median of the correct submissions, by phase (s):"
columns=$(head -1 "$WORK/timings.csv" | tr -d '\r' | tr ',' ' ')
i=1
for phase in $columns; do
    if [ "$i" -gt 1 ]; then
        median=$(grep -- '-correct,' "$WORK/timings.csv" | cut -d, -f"$i" | tr -d '\r' | sort -n \
            | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
        line="$line $phase $median"
    fi
    i=$((i + 1))
done
echo "$line"
start=$(now)
"$JAVA" ${GRADER_JVM[@]+"${GRADER_JVM[@]}"} -jar "$JAR" grade "$CLASS"/* --game connect-four --out "$WORK/out" "${JOBS_OPTION[@]}" \
    > "$WORK/rerun.out" 2> "$WORK/rerun.err"
rerun=$(elapsed "$start" "$(now)")
grep '^isolation:' "$WORK/grader.err" || true
echo "grader: 100 submissions in ${grader} s; re-run with nothing changed: ${rerun} s (load average after: $(cut -d' ' -f1-3 /proc/loadavg))"
else
    grader=1
fi

[ -n "${GRADER_ONLY:-}" ] && exit 0

# --- The naive way -----------------------------------------------------------------------------
naive_project() {  # naive_project NAME: a Maven project with the skeleton, the student's files and the rule book
    local dir="$WORK/naive/$1"
    mkdir -p "$dir/src/main/java" "$dir/src/test/java/tabuleiro/exercises"
    cp -r "$SKELETON"/. "$dir/src/main/java/"
    cp -r "$CLASS/$1/src/main/java"/. "$dir/src/main/java/"
    # The rule book's suite, as students had it in exercises/src/test before the kit.
    cat > "$dir/src/test/java/tabuleiro/exercises/ConnectFourRuleBookTest.java" <<'SUITE'
package tabuleiro.exercises;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.connectfour")
@ConfigurationParameter(key = "cucumber.glue", value = "tabuleiro.features.connectfour")
@ConfigurationParameter(key = "cucumber.publish.quiet", value = "true")
@ConfigurationParameter(key = "cucumber.junit-platform.naming-strategy", value = "long")
public class ConnectFourRuleBookTest {
}
SUITE
    cp -r "$ROOT/mvnw" "$ROOT/.mvn" "$dir/"
    cat > "$dir/pom.xml" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
    <modelVersion>4.0.0</modelVersion>
    <groupId>bench</groupId>
    <artifactId>naive-$1</artifactId>
    <version>1</version>
    <properties>
        <maven.compiler.release>17</maven.compiler.release>
        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    </properties>
    <!-- As the project's parent POM: the BOMs pin the versions Cucumber asks for as ranges. -->
    <dependencyManagement>
        <dependencies>
            <dependency><groupId>org.junit</groupId><artifactId>junit-bom</artifactId><version>5.14.4</version><type>pom</type><scope>import</scope></dependency>
            <dependency><groupId>io.cucumber</groupId><artifactId>cucumber-bom</artifactId><version>7.34.8</version><type>pom</type><scope>import</scope></dependency>
        </dependencies>
    </dependencyManagement>
    <dependencies>
        <dependency><groupId>info.picocli</groupId><artifactId>picocli</artifactId><version>4.7.7</version></dependency>
        <dependency><groupId>org.tabuleiro</groupId><artifactId>tabuleiro-features</artifactId><version>1</version>
            <scope>system</scope><systemPath>$FEATURES_JAR</systemPath></dependency>
        <dependency><groupId>io.cucumber</groupId><artifactId>cucumber-java</artifactId><scope>test</scope></dependency>
        <dependency><groupId>io.cucumber</groupId><artifactId>cucumber-junit-platform-engine</artifactId><scope>test</scope></dependency>
        <dependency><groupId>org.junit.platform</groupId><artifactId>junit-platform-suite</artifactId><scope>test</scope></dependency>
        <dependency><groupId>org.assertj</groupId><artifactId>assertj-core</artifactId><version>3.27.7</version><scope>test</scope></dependency>
    </dependencies>
    <build>
        <plugins>
            <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
            <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.15.0</version></plugin>
            <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.6.1</version>
                <configuration><argLine>-ea -Xmx512m</argLine></configuration></plugin>
        </plugins>
    </build>
</project>
POM
}
declare -A naive_sum naive_count
for name in $NAIVE_SAMPLE; do
    naive_project "$name"
    start=$(now)
    (cd "$WORK/naive/$name" && timeout "$NAIVE_TIMEOUT" "$MVN" -o -q -B test > mvn.log 2>&1) || true
    t=$(elapsed "$start" "$(now)")
    kind=${name#*-}; kind=${kind%%-*}
    naive_sum[$kind]=$(echo "${naive_sum[$kind]:-0} + $t" | bc)
    naive_count[$kind]=$(( ${naive_count[$kind]:-0} + 1 ))
    echo "naive: $name in $t s"
done
naive100=0
for kind in correct partial noncompiling hostile; do
    [ -n "${naive_count[$kind]:-}" ] || { echo "naive: no $kind submission in the sample" >&2; continue; }
    count=$(ls "$CLASS" | grep -c -- "-$kind" || true)
    mean=$(echo "scale=3; ${naive_sum[$kind]} / ${naive_count[$kind]}" | bc)
    naive100=$(echo "$naive100 + $count * $mean" | bc)
    echo "naive: $kind, mean ${mean} s x $count"
done
ratio=$(echo "scale=1; $naive100 / $grader" | bc)
echo "naive (extrapolated to 100): ${naive100} s; grader: ${grader} s; ratio ${ratio}x"
echo "scores: $(grep -c ': 100.00/100.00' "$WORK/grader.out") full marks, $(grep -c 'compile errors' "$WORK/grader.out") compile errors; summary in $WORK/out/summary.md"
