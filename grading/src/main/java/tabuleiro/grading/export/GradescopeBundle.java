package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tabuleiro.grading.Grader;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.selfcheck.LanguageConverter;

/**
 * {@code bundle gradescope}: writes a Gradescope autograder, as its documented layout wants it.
 * The zip ({@code OUT/autograder.zip}, what the instructor uploads) holds at its root
 * {@code setup.sh} (installs a JDK when the image is built), {@code run_autograder} (grades
 * {@code /autograder/submission} as one student's work and writes
 * {@code /autograder/results/results.json}), the scheme and the grader. The same files lie
 * unzipped in {@code OUT/autograder/} to read or try: {@code AUTOGRADER_ROOT=DIR
 * run_autograder} runs it with {@code DIR} standing in for {@code /autograder}.
 *
 * <p>The submission's time is {@code created_at} of Gradescope's
 * {@code /autograder/submission_metadata.json}, for the scheme's late penalty if it has one.
 *
 * <p>The reference that answers the generated examples travels too ({@code grader/oracle/}),
 * so a submission is graded as {@code grade} grades it. {@code run_autograder} runs as root:
 * it seals every file of the autograder to root and has the grader run each grading JVM, and
 * so the student's code, as {@value #STUDENT_USER} ({@code setup.sh} makes the user), inside
 * bubblewrap where the container lets it start.
 */
@Command(name = "gradescope",
        mixinStandardHelpOptions = true,
        description = "Writes a Gradescope autograder: OUT/autograder.zip (setup.sh,"
                + " run_autograder, the scheme and the grader) and the same files unzipped in"
                + " OUT/autograder/.")
public final class GradescopeBundle implements Callable<Integer> {

    /** The user the student's code runs as, which {@code setup.sh} makes. */
    static final String STUDENT_USER = "tabuleiro-student";

    /** The script Gradescope runs once when it builds the autograder's image. */
    static final String SETUP =
            """
            #!/usr/bin/env bash
            # Gradescope runs this once, as root, when it builds the autograder's image: the
            # grader needs a JDK (it compiles each submission) of release 17 to 23, whose
            # security manager confines the submission where no sandbox can be made (Java 24
            # and later have none, and the grader refuses to grade on them without bubblewrap).
            # Every step must succeed: a package that is not installed fails the build of the
            # image here, with apt-get's own message, not each student's submission later.
            set -euo pipefail
            # Gradescope's base image comes without apt's package lists.
            apt-get update
            if ! command -v javac > /dev/null \\
                    || ! javac -version 2>&1 | grep -Eq 'javac (1[7-9]|2[0-3])[.]'; then
                DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
                    openjdk-17-jdk-headless
            fi
            # The sandbox, where the image's kernel lets it make one; the grader tries it first.
            DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
                bubblewrap
            SOURCE="${AUTOGRADER_ROOT:-/autograder}/source"
            chmod +x "$SOURCE/run_autograder"
            if [ "$(id -u)" = 0 ]; then
                # The user the students' code runs as: it owns nothing and reads only what the
                # grader opens to it, never the reference that answers the generated examples.
                if ! id -u @USER@ > /dev/null 2>&1; then
                    useradd --system --no-create-home --home-dir /nonexistent \\
                        --shell /usr/sbin/nologin @USER@
                fi
                # Every file of the autograder is root's alone; run_autograder seals it again.
                chown -R 0:0 "$SOURCE"
                chmod -R go-rwx "$SOURCE"
            fi
            """;

    /** The script Gradescope runs for each submission. */
    static final String RUN =
            """
            #!/usr/bin/env bash
            # Gradescope runs this for each submission, in /autograder. AUTOGRADER_ROOT stands in
            # for /autograder to try the autograder elsewhere.
            set -u
            ROOT="${AUTOGRADER_ROOT:-/autograder}"
            SOURCE="$ROOT/source"
            RESULTS="$ROOT/results"
            mkdir -p "$RESULTS"
            WORK="$(mktemp -d)"
            trap 'rm -rf "$WORK"' EXIT
            # The reference (grader/oracle) answers the generated examples: the grader alone may
            # read it. As root, every file of the autograder is sealed to root, and the grading
            # JVMs, which run the student's code, run as a user of their own: the grader opens
            # to it only what a grading JVM runs (its class path, its Java, its cache).
            CHILD=()
            if [ "$(id -u)" = 0 ]; then
                chown -R 0:0 "$SOURCE" && chmod -R go-rwx "$SOURCE" || exit 1
                if id -u @USER@ > /dev/null 2>&1; then
                    CHILD=("-Dtabuleiro.childUser=$(id -u @USER@):$(id -g @USER@)")
                else
                    # setup.sh did not run (a try elsewhere): nobody, who owns nothing either.
                    CHILD=("-Dtabuleiro.childUser=$(id -u nobody):$(id -g nobody)")
                fi
                # The grading JVMs' Java and cache, outside the sealed folder and root's home.
                export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$ROOT/cache}"
            else
                echo "run_autograder is not root: the student's code runs as $(id -un), kept" \\
                    "from the reference by the sandbox or the Java guard alone" >&2
            fi
            # The submission's name in its reports: that of Gradescope's export of it
            # (submission_ID), so that its feedback reads as grade's on the export does. The
            # games come from the scheme's class seed alone, whatever the name (issue 82);
            # TABULEIRO_SUBMISSION names it otherwise.
            NAME="${TABULEIRO_SUBMISSION:-}"
            if [ -z "$NAME" ] && [ -f "$ROOT/submission_metadata.json" ] \\
                    && command -v python3 > /dev/null; then
                NAME="$(python3 -c 'import json, sys
            print("submission_%s" % json.load(open(sys.argv[1], encoding="utf-8"))["id"])' \\
                    "$ROOT/submission_metadata.json" 2> /dev/null)"
            fi
            case "$NAME" in
                "" | .* | *[!A-Za-z0-9._-]*) NAME=submission ;;
            esac
            mkdir "$WORK/in"
            cp -R "$ROOT/submission" "$WORK/in/$NAME"
            CP=""
            while IFS= read -r entry; do
                CP="${CP:+$CP:}$SOURCE/grader/$entry"
            done < "$SOURCE/grader/classpath"
            LATE=()
            # Gradescope's metadata says when the student handed in: for the late penalty.
            if [ -f "$ROOT/submission_metadata.json" ] && command -v python3 > /dev/null; then
                if python3 - "$ROOT/submission_metadata.json" "$WORK/submitted-at.csv" "$NAME" \\
                        <<'PY'
            import json, sys
            created = json.load(open(sys.argv[1], encoding="utf-8"))["created_at"]
            open(sys.argv[2], "w", encoding="utf-8").write(
                "identifier,time\\n" + sys.argv[3] + "," + created + "\\n")
            PY
                then
                    LATE=(--submitted-at "$WORK/submitted-at.csv")
                fi
            fi
            # A Java 17 where there is one: its security manager guards the submission.
            JAVA=java
            for candidate in /usr/lib/jvm/java-17-openjdk*/bin/java; do
                if [ -x "$candidate" ]; then JAVA="$candidate"; break; fi
            done
            "$JAVA"@JVM@ ${CHILD[@]+"${CHILD[@]}"} -Dtabuleiro.oracle="$SOURCE/grader/oracle" \\
                -cp "$CP" tabuleiro.grading.Grader grade "$WORK/in/$NAME" --single \\
                --platform gradescope --scheme "$SOURCE/scheme.json" \\
                --out "$WORK/reports"@LANG@ ${LATE[@]+"${LATE[@]}"}
            STATUS=$?
            REPORT="$(ls "$WORK"/reports/*/results.json 2> /dev/null | head -n 1)"
            if [ -n "$REPORT" ]; then
                cp "$REPORT" "$RESULTS/results.json"
            else
                cat > "$RESULTS/results.json" <<EOF
            {"score": 0, "tests": [],
             "output": "The autograder could not grade this submission (grader status $STATUS)."}
            EOF
            fi
            """;

    @Mixin
    private SchemeChoice scheme;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Where to write autograder.zip and autograder/; created if needed.")
    private Path out;

    @Option(names = "--lang", paramLabel = "en|pt", converter = LanguageConverter.class,
            description = "The language of results.json's texts and of the rule book the"
                    + " autograder shows failures from: en or pt (default: the scheme's"
                    + " \"language\", as grade reads it).")
    private Language language;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        final String json = scheme.json(spec);
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ParameterException(spec.commandLine(),
                    "--out must name a folder, but " + out + " is a file");
        }
        Path folder = out.resolve("autograder");
        FileTrees.delete(folder);
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("setup.sh"), SETUP.replace("@USER@", STUDENT_USER),
                StandardCharsets.UTF_8);
        // Without --lang the script names none, and grade speaks the scheme's language.
        Files.writeString(folder.resolve("run_autograder"), RUN
                .replace("@JVM@", " " + String.join(" ", Grader.JVM_OPTIONS)).replace("@LANG@",
                language == null ? "" : " --lang " + language.tag())
                .replace("@USER@", STUDENT_USER), StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("scheme.json"), json, StandardCharsets.UTF_8);
        folder.resolve("setup.sh").toFile().setExecutable(true, false);
        folder.resolve("run_autograder").toFile().setExecutable(true, false);
        GraderCopy.into(folder.resolve("grader"));
        Optional<Path> oracle = GraderCopy.referenceInto(folder.resolve("grader"));
        boolean reference = oracle.isPresent();
        if (reference) {
            // The class's games, played once here: each submission's run reads them.
            GraderCopy.classGamesInto(oracle.get(), scheme.scheme(spec));
        }
        Path zip = out.resolve("autograder.zip");
        ExecutableZip.write(folder, zip, Set.of("setup.sh", "run_autograder"));
        spec.commandLine().getOut().println("Gradescope autograder: " + zip + " (upload it;"
                + " its files are also in " + folder + ")");
        if (!reference) {
            // A grader built without its oracle/ folder: the autograder grades, but counts the
            // rule book's examples alone, and its log says so for each submission.
            spec.commandLine().getOut().println("There is no oracle/ beside this grader: the"
                    + " autograder grades no generated example.");
        }
        spec.commandLine().getOut().flush();
        return 0;
    }
}
