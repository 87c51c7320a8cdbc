#!/usr/bin/env bash
# The attack matrix: grades the whole hostile corpus (grading/src/test/resources/hostile/) in
# ONE class run next to the correct sample and the untouched skeleton, with the packaged grader
# (grading/target/tabuleiro-grader.jar), for each of
#   {Java 17 (the default java), Java 25 (/usr/lib/jvm/temurin-25-jdk-amd64)} x {--sandbox bwrap, --sandbox none}
# with short limits (hostile/matrix-scheme.json: 2 s a scenario, 10 s a submission, rules C4-11
# and C4-13 hidden), and prints, as Markdown:
#   - a table attack x configuration: each submission's score and the first note it got;
#   - the checks that nothing was written outside the report folder (/tmp/tabuleiro-pwned*,
#     $HOME/tabuleiro-pwned, the report root, the submissions' own folders), that the other
#     student's results.json was not forged (after the run and after a re-run that keeps
#     stored results), that no connection reached the listener, and that no hidden scenario's
#     text or moves show in any student's reports;
#   - the routes each attack noted as having got through (hostile-routes.txt in its scratch
#     folder, where the grader keeps it).
# It reports and never fails on what it finds: the assertions live in the tests. It builds
# nothing: build first with ./mvnw -q -B package -DskipTests.
#
# Usage: grading/bench/attack-matrix.sh [--only a,b] [--skip a,b] [--quick] [--unmask]
#            [--configs c,d] [--jobs N] [--keep DIR] [--report-only]
#   --only / --skip  grade only / all but these corpus entries (names as in hostile/corpus.tsv)
#   --quick          skip compile-slow (minutes of javac per configuration with today's grader)
#   --unmask         add the two --sandbox none configurations again with a copy of the grader
#                    whose manifest Class-Path leaves out the reference jar (a hole the
#                    grader once had), to see what that hole hides: today the reference's classes shadow
#                    the submission's under --sandbox none, so most attacks never run there
#   --configs c,d    run only these configurations: j17-bwrap, j17-none, j25-bwrap, j25-none,
#                    and with --unmask j17-none-unmasked, j25-none-unmasked (default: all);
#                    the report covers every configuration already in the work folder
#   --jobs N         the grader's --jobs (default 2)
#   --keep DIR       work in DIR and keep it (default: a temporary folder, kept as well; its
#                    path is printed)
#   --report-only    grade nothing: print the report of the runs already in --keep DIR
# Run one matrix at a time on a machine: the attacks aim at fixed paths (/tmp/tabuleiro-pwned,
# $HOME/tabuleiro-pwned), which each configuration clears before it starts and checks after.
# As root (CI), each class run's grader has its temporary folder on a memory file system of
# SMALL_DISK_MB (default 512) in a mount namespace of its own, so that the disk-filler attack
# fills that and not the machine's disk.
# Environment: JAVA17 (default: java on the PATH), JAVA25 (default
#   /usr/lib/jvm/temurin-25-jdk-amd64/bin/java), MATRIX_TIMEOUT (seconds a class run may take,
#   default 2400).
set -u -o pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GRADING=$ROOT/grading
HOSTILE=$GRADING/src/test/resources/hostile
JAR=$GRADING/target/tabuleiro-grader.jar
JAVA17=${JAVA17:-java}
JAVA25=${JAVA25:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
TIMEOUT=${MATRIX_TIMEOUT:-2400}
SMALL_DISK_MB=${SMALL_DISK_MB:-512}
JOBS=2
ONLY=""
SKIP=""
UNMASK=false
CONFIG_LIST=""
REPORT_ONLY=false
WORK=""
VICTIM=correct
# The attacks that take the whole of the submission's time limit (hostile/README.md).
UNTIL_THE_LIMIT="static-init-hang endless-loop disk-filler compile-slow endless-allocation"

while [ $# -gt 0 ]; do
    case $1 in
        --only) ONLY=",$2,"; shift ;;
        --skip) SKIP=",$2,"; shift ;;
        --quick) SKIP="$SKIP,compile-slow," ;;
        --unmask) UNMASK=true ;;
        --configs) CONFIG_LIST=",$2,"; shift ;;
        --report-only) REPORT_ONLY=true ;;
        --jobs) JOBS=$2; shift ;;
        --keep) WORK=$2; shift ;;
        -h|--help) sed -n '2,40p' "$0"; exit 0 ;;
        *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

if [ ! -f "$JAR" ]; then
    echo "no $JAR: build it first with ./mvnw -q -B package -DskipTests" >&2
    exit 2
fi
if ! command -v "$JAVA17" > /dev/null; then
    echo "no java on the PATH" >&2
    exit 2
fi
if [ -z "$WORK" ]; then
    WORK=$(mktemp -d /tmp/attack-matrix.XXXXXX)
fi
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
echo "attack matrix: working in $WORK" >&2

wanted() {
    local name=$1
    if [ -n "$ONLY" ] && [[ "$ONLY" != *",$name,"* ]]; then return 1; fi
    if [[ "$SKIP" == *",$name,"* ]]; then return 1; fi
    return 0
}

# An attack that changes a few lines of a file of its base keeps those lines alone, as a
# unified diff FILE.patch beside where FILE goes (as the samples are kept): applied here to the
# base's FILE, or the skeleton's where the base has none, so no attack stores a whole copy of a
# solution. apply_patches FOLDER
apply_patches() {
    local folder=$1 patch file
    while IFS= read -r -d '' patch; do
        file=${patch%.patch}
        if [ ! -f "$file" ]; then
            cp "$ROOT/exercises/${file#"$folder"/}" "$file"
        fi
        # Outside any repository, whatever folder --keep names: the paths are the folder's.
        (cd "$folder" && GIT_CEILING_DIRECTORIES=$(dirname "$folder") \
            git apply -p1 "${patch#"$folder"/}") || {
            echo "attack-matrix: $patch does not apply to its base" >&2
            exit 1
        }
        rm "$patch"
    done < <(find "$folder" -name '*.patch' -print0)
}

base_folder() {
    case $1 in
        skeleton) echo "$ROOT/exercises" ;;
        # complete or a buggy sample, as the build materialises them (patches applied).
        *) echo "$GRADING/target/samples/connect-four/$1" ;;
    esac
}

if $REPORT_ONLY; then
    ENTRIES=("$VICTIM" skeleton)
    while IFS=$'\t' read -r name base kind sealed; do
        [[ -z "$name" || "$name" == \#* ]] && continue
        wanted "$name" && ENTRIES+=("$name")
    done < "$HOSTILE/corpus.tsv"
fi
$REPORT_ONLY || {
# --- The connection counter: a listener on 127.0.0.1 that logs every connection. -----------
cat > "$WORK/Listener.java" <<'EOF'
import java.io.FileWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;

/** Counts connections to 127.0.0.1: writes its port, then a line per connection. */
public class Listener {
    public static void main(String[] args) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Files.writeString(Path.of(args[0]), Integer.toString(server.getLocalPort()));
            while (true) {
                try (Socket socket = server.accept();
                        FileWriter log = new FileWriter(args[1], true)) {
                    log.write("connection from " + socket.getRemoteSocketAddress() + "\n");
                }
            }
        }
    }
}
EOF
rm -f "$WORK/listener.port" "$WORK/listener.log"
touch "$WORK/listener.log"
"$JAVA17" "$WORK/Listener.java" "$WORK/listener.port" "$WORK/listener.log" \
    > "$WORK/listener.out" 2>&1 &
LISTENER=$!
trap 'kill "$LISTENER" 2> /dev/null; rm -f "$HOME/tabuleiro-pwned"' EXIT
for _ in $(seq 1 100); do
    [ -s "$WORK/listener.port" ] && break
    sleep 0.2
done
PORT=$(cat "$WORK/listener.port" 2> /dev/null || echo 9)

# --- The corpus, prepared once: overlays, generated sources, archives. -----------------------
TEMPLATE=$WORK/template
rm -rf "$TEMPLATE"
mkdir -p "$TEMPLATE"
ENTRIES=()
# Controls: the correct sample and the untouched skeleton.
mkdir -p "$TEMPLATE/$VICTIM" "$TEMPLATE/skeleton"
cp -r "$GRADING/samples/connect-four/complete/." "$TEMPLATE/$VICTIM/"
mkdir -p "$TEMPLATE/skeleton/src/main"
cp -r "$ROOT/exercises/src/main/java" "$TEMPLATE/skeleton/src/main/"
ENTRIES+=("$VICTIM" skeleton)
ARCHIVES_MADE=false
while IFS=$'\t' read -r name base kind sealed; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    wanted "$name" || continue
    case $kind in
        overlay)
            mkdir -p "$TEMPLATE/$name"
            [ "$base" = skeleton ] || cp -r "$(base_folder "$base")/." "$TEMPLATE/$name/"
            cp -r "$HOSTILE/$name/." "$TEMPLATE/$name/"
            apply_patches "$TEMPLATE/$name"
            ENTRIES+=("$name") ;;
        copy)
            # An honest classmate: the base alone, graded beside the attack before it.
            mkdir -p "$TEMPLATE/$name"
            cp -r "$(base_folder "$base")/." "$TEMPLATE/$name/"
            ENTRIES+=("$name") ;;
        generated)
            mkdir -p "$TEMPLATE/$name"
            [ "$base" = skeleton ] || cp -r "$(base_folder "$base")/." "$TEMPLATE/$name/"
            "$JAVA17" "$HOSTILE/tools/BigSources.java" "$name" "$TEMPLATE/$name" > /dev/null
            ENTRIES+=("$name") ;;
        archive)
            if ! $ARCHIVES_MADE; then
                "$JAVA17" "$GRADING/src/test/java/tabuleiro/grading/HostileArchives.java" \
                    "$WORK/archives" "$GRADING/samples/connect-four/complete" > /dev/null
                ARCHIVES_MADE=true
            fi
            cp -r "$WORK/archives/$name" "$TEMPLATE/$name"
            ENTRIES+=("$name") ;;
    esac
done < "$HOSTILE/corpus.tsv"
# No GENERATED.md or other note of the corpus in a submission.
find "$TEMPLATE" -maxdepth 2 -name '*.md' -delete
}

# --- The configurations. --------------------------------------------------------------------
UNMASKED=$WORK/unmasked-grader
unmasked_grader() {
    # The grader's jar again, its manifest Class-Path without the reference jar; the grader's
    # own JVM gets the reference by -cp (its feedback pictures need it), the grading JVMs not.
    rm -rf "$UNMASKED"
    mkdir -p "$UNMASKED/x"
    cp -r "$GRADING/target/lib" "$UNMASKED/lib"
    (cd "$UNMASKED/x" && unzip -q "$JAR")
    local classpath
    classpath=$(cd "$UNMASKED" && ls lib/*.jar | grep -v tabuleiro-reference | tr '\n' ' ')
    # A manifest line holds at most 72 bytes; longer ones go on in lines that start with a space.
    local line="Class-Path: ${classpath% }"
    {
        printf 'Manifest-Version: 1.0\nMain-Class: tabuleiro.grading.Grader\n'
        printf '%s\n' "${line:0:70}"
        line=${line:70}
        while [ -n "$line" ]; do
            printf ' %s\n' "${line:0:70}"
            line=${line:70}
        done
    } > "$UNMASKED/manifest.txt"
    rm -f "$UNMASKED/x/META-INF/MANIFEST.MF"
    "$(dirname "$(readlink -f "$(command -v "$JAVA17")")")/jar" --create \
        --file "$UNMASKED/tabuleiro-grader.jar" --manifest "$UNMASKED/manifest.txt" \
        -C "$UNMASKED/x" . 2> /dev/null \
        || (cd "$UNMASKED/x" && jar cfm "$UNMASKED/tabuleiro-grader.jar" \
            "$UNMASKED/manifest.txt" .)
    rm -rf "$UNMASKED/x"
}

# Runs the grader: grade_class CONFIG_DIR OUT_DIR LOG_PREFIX INPUTS...
grade_class() {
    local dir=$1 out=$2 log=$3
    shift 3
    # The grader's own JVM as the README's command starts it (the quick compiler alone).
    local launcher=("$JAVA_BIN" -XX:TieredStopAtLevel=1 -jar "$GRADER")
    if [ "$GRADER" = "$UNMASKED/tabuleiro-grader.jar" ]; then
        launcher=("$JAVA_BIN" -cp "$GRADER:$(ls "$UNMASKED"/lib/tabuleiro-reference-*.jar)"
            tabuleiro.grading.Grader)
    fi
    local start=$SECONDS
    local disk=()
    if small_disk_works; then
        # The grader's own temporary folder (workspaces, class folders, scratch folders without
        # the sandbox) on a memory file system of SMALL_DISK_MB, in a mount namespace of its
        # own: the disk-filler can fill it, and no real disk fills.
        mkdir -p "$dir/small-disk"
        disk=(unshare -m sh -c 'mount -t tmpfs -o size="$1"m tmpfs "$2" && shift 2 && exec "$@"'
            sh "$SMALL_DISK_MB" "$dir/small-disk")
        launcher=("${launcher[0]}" "-Djava.io.tmpdir=$dir/small-disk" "${launcher[@]:1}")
    fi
    timeout -k 30 "$TIMEOUT" "${disk[@]}" "${launcher[@]}" grade \
        --scheme "$dir/matrix-scheme.json" "$@" --out "$out" --jobs "$JOBS" --sandbox "$MODE" \
        > "$log.out" 2> "$log.err"
    echo $? > "$log.status"
    echo $((SECONDS - start)) > "$log.seconds"
}

# Whether the grader can run on a small memory disk of its own (root, with unshare).
small_disk_works() {
    [ "$(id -u)" -eq 0 ] && command -v unshare > /dev/null \
        && unshare -m sh -c 'mount -t tmpfs -o size=1m tmpfs /mnt' 2> /dev/null
}

fingerprint_inputs() {
    (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-16
}

run_config() {
    local label=$1 java=$2 mode=$3 grader=$4 id=$5
    local dir=$WORK/$id
    rm -rf "$dir"
    mkdir -p "$dir"
    echo "$label" > "$dir/label"
    JAVA_BIN=$java MODE=$mode GRADER=$grader
    if ! command -v "$java" > /dev/null 2>&1 && [ ! -x "$java" ]; then
        echo "skipped: $java is not installed" > "$dir/skipped"
        return
    fi
    if [ "$mode" = bwrap ] && ! command -v bwrap > /dev/null; then
        echo "skipped: bwrap is not installed (Debian package bubblewrap)" > "$dir/skipped"
        return
    fi
    echo "attack matrix: $label" >&2
    cp -r "$TEMPLATE" "$dir/in"
    cp "$HOSTILE/matrix-scheme.json" "$dir/matrix-scheme.json"
    # The placeholders of the corpus: what the attacks aim at in this run.
    find "$dir/in" -name '*.java' -print0 | xargs -0 sed -i \
        -e "s|@OTHER_NAME@|$VICTIM|g" -e "s|@PORT@|$PORT|g" \
        -e "s|@REFERENCE@|$ROOT/reference/src/main/java/tabuleiro/connectfour/Game.java|g" \
        -e "s|@SCHEME@|$dir/matrix-scheme.json|g" \
        -e "s|@OTHER@|$dir/in/$VICTIM/src/main/java/tabuleiro/connectfour/Game.java|g"
    rm -f /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt "$HOME/tabuleiro-pwned"
    local connections_before inputs_before
    connections_before=$(wc -l < "$WORK/listener.log")
    inputs_before=$(fingerprint_inputs "$dir/in")
    # The attacks that run until the submission's time limit are handed to the grader first,
    # which grades in the order it is given: the two jobs then end together, instead of one
    # waiting alone on the last of them.
    local inputs=()
    for entry in "${ENTRIES[@]}"; do
        [[ " $UNTIL_THE_LIMIT " == *" $entry "* ]] && inputs+=("$dir/in/$entry")
    done
    for entry in "${ENTRIES[@]}"; do
        [[ " $UNTIL_THE_LIMIT " == *" $entry "* ]] || inputs+=("$dir/in/$entry")
    done
    grade_class "$dir" "$dir/out" "$dir/run" "${inputs[@]}"
    if [ ! -f "$dir/out/summary.csv" ] && ! grep -q "has no security manager" "$dir/run.err"; then
        # The class was refused whole: grade the rest without the archives, then each archive
        # beside the correct sample, to see what each does. Not where the grader refuses to
        # grade at all on this Java (no security manager, no sandbox): every run would be
        # refused the same way.
        local rest=() archives=()
        for entry in "${ENTRIES[@]}"; do
            case $entry in
                archive-*) archives+=("$entry") ;;
                *) rest+=("$dir/in/$entry") ;;
            esac
        done
        mkdir -p "$dir/fallback"
        grade_class "$dir" "$dir/fallback/out" "$dir/fallback/run" "${rest[@]}"
        for archive in "${archives[@]}"; do
            mkdir -p "$dir/fallback/$archive"
            grade_class "$dir" "$dir/fallback/$archive/out" "$dir/fallback/$archive/run" \
                "$dir/in/$VICTIM" "$dir/in/$archive"
        done
    fi
    # What the run left outside its report folder.
    {
        echo "pwned_tmp=$(ls -d /tmp/tabuleiro-pwned* /tmp/vandal-was-here.txt 2> /dev/null \
            | tr '\n' ' ')"
        echo "pwned_home=$(ls "$HOME/tabuleiro-pwned" 2> /dev/null)"
        echo "connections=$(( $(wc -l < "$WORK/listener.log") - connections_before ))"
        if small_disk_works; then
            echo "small_disk=${SMALL_DISK_MB}"
        else
            echo "small_disk=none"
        fi
        if [ "$(fingerprint_inputs "$dir/in")" = "$inputs_before" ]; then
            echo "inputs_changed=no"
        else
            echo "inputs_changed=yes"
        fi
    } > "$dir/checks.env"
    local graded_out=$dir/out
    [ -f "$dir/out/summary.csv" ] || graded_out=$dir/fallback/out
    if [ -f "$graded_out/summary.csv" ]; then
        cp "$graded_out/$VICTIM/results.json" "$dir/victim-after-run.json" 2> /dev/null
        # A re-run keeps every stored result whose submission is unchanged: a forged report
        # of the other student must not survive it.
        local again=("$dir/in/$VICTIM")
        [ "$graded_out" = "$dir/out" ] && again=("${inputs[@]}")
        rm -f /tmp/tabuleiro-pwned*
        grade_class "$dir" "$graded_out" "$dir/rerun" "${again[@]}"
        cp "$graded_out/$VICTIM/results.json" "$dir/victim-after-rerun.json" 2> /dev/null
        echo "pwned_tmp_rerun=$(ls -d /tmp/tabuleiro-pwned* 2> /dev/null | tr '\n' ' ')" \
            >> "$dir/checks.env"
    fi
    rm -f "$HOME/tabuleiro-pwned"
}

config() {
    local label=$1 java=$2 mode=$3 grader=$4 id=$5
    if ! $REPORT_ONLY && { [ -z "$CONFIG_LIST" ] || [[ "$CONFIG_LIST" == *",$id,"* ]]; }; then
        run_config "$label" "$java" "$mode" "$grader" "$id"
    fi
}
config "Java 17, bwrap" "$JAVA17" bwrap "$JAR" j17-bwrap
config "Java 17, none" "$JAVA17" none "$JAR" j17-none
config "Java 25, bwrap" "$JAVA25" bwrap "$JAR" j25-bwrap
config "Java 25, none" "$JAVA25" none "$JAR" j25-none
if $UNMASK; then
    $REPORT_ONLY || unmasked_grader
    config "Java 17, none, no ref." "$JAVA17" none "$UNMASKED/tabuleiro-grader.jar" \
        j17-none-unmasked
    config "Java 25, none, no ref." "$JAVA25" none "$UNMASKED/tabuleiro-grader.jar" \
        j25-none-unmasked
fi
CONFIGS=()
for id in j17-bwrap j17-none j25-bwrap j25-none j17-none-unmasked j25-none-unmasked; do
    [ -f "$WORK/$id/label" ] && CONFIGS+=("$id")
done

# --- The report. ----------------------------------------------------------------------------
GSON=$(ls "$GRADING"/target/lib/gson-*.jar | head -1)
"$JAVA17" -cp "$GSON" "$HERE/AttackMatrix.java" "$WORK" "$ROOT" "$VICTIM" "${ENTRIES[@]}" \
    -- "${CONFIGS[@]}" | tee "$WORK/matrix.md"
echo "attack matrix: the table is also in $WORK/matrix.md, the runs in $WORK/*/" >&2
exit 0
