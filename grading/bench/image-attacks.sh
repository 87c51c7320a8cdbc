#!/usr/bin/env bash
# The hostile corpus through the image's door: the grader's container image as the build writes
# it (grading/target/tabuleiro-grader-image.tar, made in pre-integration-test), its layers
# unpacked into a folder that bubblewrap makes the root, as ImageIT runs it without a daemon, and
# for each attack of the corpus (grading/src/test/resources/hostile/corpus.tsv) the image's entry
# point (/usr/bin/tabuleiro-grader) run as root, the image's user, with the image's environment,
# laid out as the Kubernetes files lay a pod out (grading/deploy/kubernetes/grade-class.yaml): the
# root file system read-only, a scratch /tmp with the grader's cache in it (XDG_CACHE_HOME,
# HOME), the class read-only in /class (the attack as the one student `student`), the scheme
# read-only, the reports in /results:
#   tabuleiro-grader grade --scheme /scheme.json /class --out /results
# As root the entry point seals /opt/tabuleiro/oracle (the reference) to root and runs every
# grading JVM as tabuleiro-student (64000:64000). The correct sample
# (grading/target/samples/connect-four/complete) is then graded as the next submission through
# the same scratch /tmp and results folder. It prints, as Markdown, a row per attack, as
# gradescope-attacks.sh does:
#   - the score in the student's results.json;
#   - whether the reference was read: a "LEAKED", "ESCAPED" or "SCENARIO TEXT READABLE" naming
#     it (oracle, reference, tabuleiro-features, scheme.json) in results.json, an OK route naming
#     it in a hostile-routes.txt left in the scratch /tmp, or a copy of one of the reference's
#     files there;
#   - whether results.json is forged: not the grader's JSON, "tabuleiro-pwned" in it, a score
#     other than the one the grader printed, above the sealed outcome corpus.tsv gives, the
#     student's report folder holding other files than a clean run's, or a results.json changed
#     after the entry point ended;
#   - what was written outside: /tmp/tabuleiro-pwned*, /tmp/vandal-was-here.txt and
#     $HOME/tabuleiro-pwned in the pod's scratch /tmp (its HOME), anything in /results besides
#     the class's reports, and a file of the image's root changed, added or removed;
#   - the next submission's score (100 on a clean scratch folder: the first row, the control).
# It reports and never fails on what it finds. It builds nothing: build first with
# ./mvnw -B -pl grading -am verify -DskipTests (pre-integration-test writes the image). It must
# run as root, as the image runs its entry point.
#
# A pod grades a class in one container with an empty scratch volume; here the same scratch
# folder serves an attack and the submission after it (cleared before each attack), so what an
# attack leaves there meets the next submission. What the doors share (the options, the
# submissions, the checks, the table) is in attacks-common.sh.
#
# Usage: grading/bench/image-attacks.sh [--only a,b] [--skip a,b] [--keep DIR]
#            [--scheme FILE] [--report-only]
#   --only / --skip  grade only / all but these corpus entries (names as in hostile/corpus.tsv;
#                    compile-slow is skipped unless named in --only); the copies (honest-1,
#                    honest-2: classmates graded beside cpu-burner in a class run) are not
#                    graded here
#   --keep DIR       work in DIR and keep it, adding the image's rows to those already there
#                    (default: a temporary folder, kept as well; its path is printed)
#   --scheme FILE    the scheme given to the grader (default hostile/matrix-scheme.json: 2 s a
#                    scenario, 10 s a submission, C4-11 and C4-13 hidden)
#   --report-only    grade nothing: print the table of the runs already in --keep DIR
# Environment: JAVA, the JDK on this machine that makes the corpus's generated submissions and
#   archives (default: java on the PATH); the image grades with its own Java. IMAGE_TIMEOUT:
#   seconds a run of the entry point may take (default 600).
set -u -o pipefail

DOOR=image
PLATFORM="The image"
DOOR_SCRIPT=/usr/bin/tabuleiro-grader
HELP_LINES=52
# shellcheck source=grading/bench/attacks-common.sh
. "$(dirname "$0")/attacks-common.sh"
attacks_options "$@"
TIMEOUT=${IMAGE_TIMEOUT:-600}
TAR=$GRADING/target/tabuleiro-grader-image.tar
if ! $REPORT_ONLY && [ ! -f "$TAR" ]; then
    echo "no $TAR: build first with ./mvnw -B -pl grading -am verify -DskipTests" >&2
    exit 2
fi
DOOR_ID=image
DOOR_LABEL="the image, as root"
attacks_setup
if ! command -v bwrap > /dev/null; then
    echo "no bwrap on this machine: it makes the image's root without a daemon" >&2
    exit 2
fi
STUDENT_UID=64000

# --- The image, unpacked: its layers in order, then the folders a pod mounts over. ----------
IMAGE=$RUN/image
ROOTFS=$RUN/rootfs
mkdir -p "$IMAGE" "$ROOTFS"
tar -xf "$TAR" -C "$IMAGE"
python3 - "$IMAGE" "$ROOTFS" <<'EOF'
import json, os, sys, tarfile
image, rootfs = sys.argv[1], sys.argv[2]
manifest = json.load(open(os.path.join(image, "manifest.json")))[0]
for layer in manifest["Layers"]:
    with tarfile.open(os.path.join(image, layer)) as archive:
        archive.extractall(rootfs, numeric_owner=True)
config = json.load(open(os.path.join(image, manifest["Config"])))["config"]
with open(os.path.join(image, "env"), "w") as out:
    for variable in config.get("Env", []):
        out.write(variable + "\n")
with open(os.path.join(image, "workdir"), "w") as out:
    out.write(config.get("WorkingDir", "/") + "\n")
with open(os.path.join(image, "entrypoint"), "w") as out:
    out.write(" ".join(config["Entrypoint"]) + "\n")
EOF
[ "$(cat "$IMAGE/entrypoint")" = "$DOOR_SCRIPT" ] \
    || { echo "the image's entry point is $(cat "$IMAGE/entrypoint"), not $DOOR_SCRIPT" >&2; exit 1; }
mkdir -p "$ROOTFS/class" "$ROOTFS/results" "$ROOTFS/tmp"
touch "$ROOTFS/scheme.json"
files_of "$ROOTFS" > "$RUN/image.sha256"

SCRATCH=$RUN/scratch
CLASS=$RUN/class
OUT=$RUN/results
SUBMISSION=$CLASS/student
RESULTS=$OUT/student
ORACLE=$ROOTFS/opt/tabuleiro/oracle
# The attacks name the grader's files by the paths the student's code sees in the container.
REFERENCE_SEEN=/opt/tabuleiro/oracle/tabuleiro-reference.jar
SCHEME_FILE=/scheme.json
OTHER_FILE=$DOOR_SCRIPT
READ_NAMES="oracle|reference|tabuleiro-features|scheme.json"
ROUTE_NAMES="oracle|reference|scheme\\.json"
SCORE_SCALE=1
attacks_fingerprint

ENV_ARGS=()
while IFS= read -r variable; do
    [ -n "$variable" ] || continue
    ENV_ARGS+=(--setenv "${variable%%=*}" "${variable#*=}")
done < "$IMAGE/env"
# As the Kubernetes files set them: the root file system is read-only.
ENV_ARGS+=(--setenv XDG_CACHE_HOME /tmp/cache --setenv HOME /tmp)

# Runs the entry point on the class, its scratch folder kept: door_run DIR
door_run() {
    local dir=$1
    case $dir in
        */next|*/next-again) ;;
        *) /bin/rm -rf "$SCRATCH" ;;
    esac
    mkdir -p "$SCRATCH" "$OUT"
    chmod 1777 "$SCRATCH"
    # Every report of the run before, .intake too, as a pod's results volume starts empty.
    find "${OUT:?}" -mindepth 1 -delete
    timeout -k 30 "$TIMEOUT" bwrap --ro-bind "$ROOTFS" / --proc /proc --dev /dev \
        --bind "$SCRATCH" /tmp --ro-bind "$CLASS" /class --ro-bind "$SCHEME" /scheme.json \
        --bind "$OUT" /results --unshare-pid --die-with-parent --clearenv \
        "${ENV_ARGS[@]}" --chdir "$(cat "$IMAGE/workdir")" \
        "$DOOR_SCRIPT" grade --scheme /scheme.json /class --out /results
    local status=$?
    # What the student's code left in the pod's scratch folder, for the read check.
    cp -a "$SCRATCH" "$dir/kept/scratch" 2> /dev/null
    return $status
}

door_outside() {
    local left="" entry
    for entry in "$SCRATCH"/tabuleiro-pwned* "$SCRATCH/vandal-was-here.txt"; do
        [ -e "$entry" ] && left="${left}scratch /tmp: ${entry##*/} "
    done
    for entry in "$OUT"/* "$OUT"/.[!.]*; do
        [ -e "$entry" ] || [ -L "$entry" ] || continue
        # .intake: where the grader unpacks a zip of the class, which the clean run has none of.
        [[ " $OUT_FILES .intake " == *" ${entry##*/} "* ]] \
            || left="${left}/results: ${entry##*/} "
    done
    local changed
    changed=$(files_changed "$ROOTFS" "$RUN/image.sha256")
    [ -n "$changed" ] && left="${left}the image's root changed: $changed"
    printf '%s' "$left"
}

# What a clean run writes: the correct sample graded once, before the corpus.
/bin/rm -rf "$CLASS"
make_submission complete complete complete "$SUBMISSION"
mkdir -p "$RUN/clean/kept"
door_run "$RUN/clean" > "$RUN/clean/run.out" 2> "$RUN/clean/run.err"
RESULTS_FILES=$(ls -A "$RESULTS" 2> /dev/null | tr '\n' ' ')
# A submission that does not compile gets no work folder.
RESULTS_OPTIONAL=work
OUT_FILES=$(ls -A "$OUT" 2> /dev/null | tr '\n' ' ')
if [ ! -f "$RESULTS/results.json" ]; then
    echo "the image graded nothing on the correct sample: see $RUN/clean/run.err" >&2
    exit 1
fi
echo "image attacks: a clean run writes /results: $OUT_FILES; /results/student: $RESULTS_FILES" >&2

attacks_corpus
exit 0
