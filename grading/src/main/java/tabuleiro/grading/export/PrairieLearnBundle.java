package tabuleiro.grading.export;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
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
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.selfcheck.LanguageConverter;

/**
 * {@code bundle prairielearn}: an externally graded PrairieLearn question that the grader's
 * container image grades, laid out as a course repository holds it (PrairieLearn's
 * {@code docs/externalGrading.md}). {@code OUT/questions/QUESTION/} (QUESTION: the game, and
 * the scheme file's name for a course's own scheme; its uuid is made from that name) has
 * {@code info.json}, whose
 * {@code externalGradingOptions} name the image, the entry point (the run script below),
 * the {@code serverFilesCourse} folder, a timeout and no network, and {@code question.html},
 * where students upload their {@code .java} files and see the results.
 * {@code OUT/serverFilesCourse/tabuleiro/QUESTION/} has {@code run.sh}, which grades
 * {@code /grade/student} as one student's work and copies the grader's
 * {@code prairielearn.json} to {@code /grade/results/results.json}, the scheme and the
 * reference that answers the generated examples ({@code oracle/}): students never read
 * {@code serverFilesCourse}, so hidden rules stay hidden and the reference stays the
 * course's. PrairieLearn runs {@code run.sh} as root: it seals that folder to root and has the
 * grader run every grading JVM, and so the student's code, as a user of its own
 * ({@value #STUDENT_IDS}, {@code sandbox.ChildUser}), which cannot read it.
 * {@code OUT/image/Dockerfile}
 * makes the image PrairieLearn runs from the grader's: PrairieLearn mounts the job as a folder
 * only root can open and has no setting for the container's user, so that image runs as root.
 */
@Command(name = "prairielearn",
        mixinStandardHelpOptions = true,
        description = "Writes a PrairieLearn question graded by the grader's container image:"
                + " OUT/questions/QUESTION/ (info.json, question.html),"
                + " OUT/serverFilesCourse/tabuleiro/QUESTION/ (run.sh, scheme.json) and"
                + " OUT/image/Dockerfile; QUESTION is the game, with the scheme file's name"
                + " for --scheme (GAME-late) and -pt or -en for another --lang than"
                + " the scheme's, each its own folder and uuid.")
public final class PrairieLearnBundle implements Callable<Integer> {

    /**
     * The user the grading JVMs run as when {@code run.sh} runs as root, as PrairieLearn runs
     * it: the image's {@code tabuleiro-student}, a number no user of a host is likely to have.
     */
    static final String STUDENT_IDS = "64000:64000";

    /** What PrairieLearn runs in the container for each submission. */
    static final String RUN =
            """
            #!/bin/sh
            # PrairieLearn runs this in the Tabuleiro grader's image for each submission: the
            # student's files are in /grade/student, and /grade/results/results.json is what
            # PrairieLearn reads. The image has mkdir, chmod, chown, cp and a shell but no other
            # coreutils: the shell's own commands copy the results. PL_GRADE_ROOT,
            # TABULEIRO_JAVA and TABULEIRO_JAR stand in for /grade and the image's Java and
            # grader, to try it elsewhere.
            GRADE="${PL_GRADE_ROOT:-/grade}"
            JAVA="${TABULEIRO_JAVA:-/opt/java/bin/java}"
            JAR="${TABULEIRO_JAR:-/opt/tabuleiro/tabuleiro-grader.jar}"
            QUESTION="$GRADE/serverFilesCourse/tabuleiro/@QUESTION@"
            # PrairieLearn need not make /grade/results: made here, so that the results below
            # are written even when Java never starts.
            mkdir -p "$GRADE/results"
            # The reference (QUESTION/oracle) answers the generated examples, and the scheme
            # names the hidden rules: the grader alone may read them. As root, as PrairieLearn
            # runs this, they and the results are sealed to root, and the grading JVMs, which
            # run the student's code, run as a user of their own: the grader opens to it only
            # what a grading JVM runs (its class path, its Java, its cache).
            UID_NOW=
            while read -r key value rest; do
                if [ "$key" = Uid: ]; then UID_NOW="$value"; fi
            done < /proc/self/status
            # The grader's options, in the positional parameters (run.sh is given none): the
            # shell has no arrays, and a path may hold a space.
            set --
            STATUS=0
            if [ "$UID_NOW" = 0 ]; then
                for sealed in "$QUESTION" "$GRADE/results"; do
                    if [ -e "$sealed" ]; then
                        chown -R 0:0 "$sealed" && chmod -R go-rwx "$sealed" || STATUS=sealing
                    fi
                done
                set -- "-Dtabuleiro.childUser=@IDS@"
                # The grading JVMs' Java and cache, outside root's home (the image names its own).
                XDG_CACHE_HOME="${XDG_CACHE_HOME:-$GRADE/cache}"
                export XDG_CACHE_HOME
            else
                echo "run.sh is not root: the student's code runs as user $UID_NOW, kept from" \\
                    "the reference by the sandbox or the Java guard alone" >&2
            fi
            if [ -d "$QUESTION/oracle" ]; then
                set -- "$@" "-Dtabuleiro.oracle=$QUESTION/oracle"
            fi
            # The submission's name in its reports: PrairieLearn names no student to the job,
            # so every submission is "student". The games come from the scheme's class seed
            # alone, whatever the name (issue 82), as grade --seed SEED gives them.
            # TABULEIRO_SUBMISSION names it otherwise (a try elsewhere).
            NAME="${TABULEIRO_SUBMISSION:-student}"
            case "$NAME" in
                "" | .* | *[!A-Za-z0-9._-]*) NAME=student ;;
            esac
            SUBMISSION="$GRADE/student"
            if [ "$NAME" != student ]; then
                mkdir -p "$GRADE/named" && cp -R "$GRADE/student" "$GRADE/named/$NAME" \\
                    || STATUS=copying
                SUBMISSION="$GRADE/named/$NAME"
            fi
            # Nothing of the student's runs unless the grader's files were sealed first.
            if [ "$STATUS" = 0 ]; then
                "$JAVA"@JVM@ "$@" -jar "$JAR" grade "$SUBMISSION" --single \\
                    --scheme "$QUESTION/scheme.json" --out "$GRADE/results/reports"@LANG@
                STATUS=$?
            fi
            RESULT="$GRADE/results/reports/$NAME/prairielearn.json"
            if [ -f "$RESULT" ]; then
                while IFS= read -r line || [ -n "$line" ]; do
                    printf '%s\\n' "$line"
                done < "$RESULT" > "$GRADE/results/results.json"
            else
                printf '{"gradable": false, "message": "%s (status %s)."}\\n' \\
                    "The grader could not grade this submission" "$STATUS" \\
                    > "$GRADE/results/results.json"
            fi
            """;

    /** The question's page: the upload, and the grader's results. */
    static final String QUESTION =
            """
            <pl-question-panel>
              <p>Upload the Java files you changed (or a zip of your project): they are graded
              against the game's rule book, rule by rule, as <code>./check</code> does.</p>
            </pl-question-panel>
            <pl-file-upload optional-file-patterns="*.java, *.zip"></pl-file-upload>
            <pl-submission-panel>
              <pl-external-grader-results></pl-external-grader-results>
              <pl-file-preview></pl-file-preview>
            </pl-submission-panel>
            """;

    /** The image PrairieLearn runs: the grader's, as root (see the class's note). */
    static final String DOCKERFILE =
            """
            # PrairieLearn's grader host mounts the job at /grade from a folder only root can
            # open, and runs the image's own user: this image is the Tabuleiro grader's, as
            # root, as the grader's image already runs. run.sh seals the question's files to
            # root and runs the student's code as tabuleiro-student, inside the grader's sandbox
            # (bubblewrap) where the host allows it, and its Java guard. The image holds the
            # reference (/opt/tabuleiro/oracle, root's alone): push it to a registry only the
            # course can pull from. Load the grader's image, build this one and push it where
            # PrairieLearn pulls from (the IMAGE of info.json):
            #   docker load -i grading/target/tabuleiro-grader-image.tar
            #   docker build -t IMAGE . && docker push IMAGE
            FROM tabuleiro-grader:@VERSION@
            USER 0:0
            """;

    /** The most seconds PrairieLearn lets a grading job take. */
    static final int MOST_SECONDS = 600;

    @Mixin
    private SchemeChoice scheme;

    @Option(names = "--out", required = true, paramLabel = "OUT",
            description = "Where to write questions/, serverFilesCourse/ and image/.")
    private Path out;

    @Option(names = "--image", paramLabel = "IMAGE", defaultValue = "tabuleiro/grader-pl",
            description = "The image PrairieLearn pulls (built from OUT/image/Dockerfile and"
                    + " pushed by you); default: ${DEFAULT-VALUE}.")
    private String image;

    @Option(names = "--lang", paramLabel = "en|pt", converter = LanguageConverter.class,
            description = "The language of the results (default: the scheme's).")
    private Language language;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        final String json = scheme.json(spec);
        final Scheme chosen = scheme.scheme(spec);
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ParameterException(spec.commandLine(),
                    "--out must name a folder, but " + out + " is a file");
        }
        String game = question(chosen);
        Path server = out.resolve("serverFilesCourse/tabuleiro").resolve(game);
        Path question = out.resolve("questions").resolve(game);
        for (Path folder : java.util.List.of(server, question, out.resolve("image"))) {
            FileTrees.delete(folder);
            Files.createDirectories(folder);
        }
        Files.writeString(server.resolve("run.sh"), RUN.replace("@QUESTION@", game)
                .replace("@IDS@", STUDENT_IDS)
                .replace("@JVM@", " " + String.join(" ", Grader.JVM_OPTIONS))
                .replace("@LANG@", language == null ? "" : " --lang " + language.tag()),
                StandardCharsets.UTF_8);
        server.resolve("run.sh").toFile().setExecutable(true, false);
        Files.writeString(server.resolve("scheme.json"), json, StandardCharsets.UTF_8);
        // The reference travels in serverFilesCourse, which students never read, and run.sh
        // seals it to root before any of the student's code runs.
        final Optional<Path> oracle = GraderCopy.referenceInto(server);
        final boolean reference = oracle.isPresent();
        if (reference) {
            // The class's games, played once here: each submission's run reads them.
            GraderCopy.classGamesInto(oracle.get(), chosen);
        }
        Files.writeString(question.resolve("info.json"), info(chosen), StandardCharsets.UTF_8);
        Files.writeString(question.resolve("question.html"), QUESTION, StandardCharsets.UTF_8);
        String version = getClass().getPackage().getImplementationVersion();
        Files.writeString(out.resolve("image/Dockerfile"), DOCKERFILE.replace("@VERSION@",
                version == null ? "1.0.0-SNAPSHOT" : version), StandardCharsets.UTF_8);
        spec.commandLine().getOut().println("PrairieLearn question: " + question + ", graded"
                + " by " + server + "/run.sh in the image " + image + " (build it from "
                + out.resolve("image/Dockerfile") + "); copy questions/ and serverFilesCourse/"
                + " into your course.");
        if (!reference) {
            spec.commandLine().getOut().println("No reference beside the grader (oracle/):"
                    + " this question grades the rule book's examples alone.");
        }
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * The question's name, its folder in {@code questions/} and {@code serverFilesCourse/}: the
     * game for its bundled scheme ({@code --game}), the game and the scheme file's name for a
     * course's own scheme ({@code --scheme late.json} of a game {@code GAME}:
     * {@code GAME-late}), so that each scheme of a game is a question of its own, and
     * the same scheme bundled again is the same question; {@code -pt} or {@code -en} after it
     * when {@code --lang} is not the scheme's own language.
     */
    private String question(Scheme chosen) {
        String name = chosen.game();
        Object file = spec.findOption("--scheme") == null ? null
                : spec.findOption("--scheme").getValue();
        if (file instanceof Path path && path.getFileName() != null) {
            String own = path.getFileName().toString().replaceFirst("(?i)[.]json$", "")
                    .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                    .replaceAll("^-+|-+$", "");
            if (own.startsWith(name + "-")) {
                name = own;
            } else if (!own.isEmpty() && !own.equals(name)) {
                name = name + "-" + own;
            }
        }
        if (language != null && language != chosen.defaultLanguage()) {
            name = name + "-" + language.tag();
        }
        return name;
    }

    /** The question's {@code info.json}. */
    private String info(Scheme chosen) {
        String name = question(chosen);
        JsonObject options = new JsonObject();
        options.addProperty("image", image);
        options.addProperty("entrypoint", "/grade/serverFilesCourse/tabuleiro/" + name
                + "/run.sh");
        JsonArray files = new JsonArray();
        files.add("tabuleiro/" + name + "/");
        options.add("serverFilesCourse", files);
        // The whole rule book's limit, and time for the JVMs to start, within PrairieLearn's.
        options.addProperty("timeout", Math.min(MOST_SECONDS,
                chosen.limits().submissionSeconds() + 60));
        options.addProperty("enableNetworking", false);
        JsonObject info = new JsonObject();
        // Name-based (version 3): the same question gets the same uuid each time it is
        // bundled, and two schemes of a game two uuids (PrairieLearn refuses a uuid twice).
        info.addProperty("uuid", UUID.nameUUIDFromBytes(("tabuleiro/" + name)
                .getBytes(StandardCharsets.UTF_8)).toString());
        info.addProperty("type", "v3");
        info.addProperty("title", chosen.title());
        info.addProperty("topic", "Tabuleiro");
        info.addProperty("gradingMethod", "External");
        info.addProperty("singleVariant", true);
        info.add("externalGradingOptions", options);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create()
                .toJson(info) + "\n";
    }
}
