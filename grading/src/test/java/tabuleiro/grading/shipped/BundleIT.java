package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Grader;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The bundles the packaged grader writes, tried as their platforms use them: Gradescope's
 * autograder unpacked into a stand-in {@code /autograder} on a machine without bubblewrap (as
 * Gradescope's images are), grading the untouched skeleton (0) and the complete sample (full
 * marks); Classroom 50's template and autograder, PrairieLearn's question, each checked field
 * by field against its platform's documentation; Gradescope's autograder and PrairieLearn's
 * run script giving the samples and the mutants only generated examples catch the grade that
 * {@code grade} gave them in the README's run and the class run, whose gradings they read
 * (they grade no class of their own); every jar of every bundle opened, none holding a class
 * of the games but the reference each carries sealed; and {@code bundle github-classroom}
 * refusing, with why.
 */
class BundleIT {

    /** The samples Gradescope's door grades: full marks, and a rule lost on its examples. */
    private static final List<String> GRADESCOPE_SAMPLES = List.of("complete", "no-diagonals");

    /** The samples PrairieLearn's door grades: full marks, and another rule lost. */
    private static final List<String> PRAIRIELEARN_SAMPLES = List.of("complete",
            "draw-forgotten");

    @TempDir
    static Path dir;

    private static Path gradescope;
    private static Path classroom;
    private static Path prairie;

    @BeforeAll
    static void writeTheBundles() throws IOException, InterruptedException {
        gradescope = dir.resolve("gradescope");
        classroom = dir.resolve("classroom50");
        prairie = dir.resolve("prairielearn");
        for (List<String> bundle : List.of(
                List.of("gradescope", "--game", "connect-four", "--out", gradescope.toString()),
                List.of("classroom50", "--game", "connect-four", "--out",
                        classroom.toString()),
                List.of("prairielearn", "--game", "connect-four", "--out",
                        prairie.toString()))) {
            List<String> command = new java.util.ArrayList<>(List.of("java", "-jar",
                    Shipped.graderJar().toString(), "bundle"));
            command.addAll(bundle);
            Ran ran = Shipped.run(command, dir, Map.of(), 300);
            assertThat(ran.status()).as(ran.output()).isZero();
        }
    }

    /**
     * Each bundle grades one submission in a JVM that starts, grades and ends: each starts the
     * grader with its JVM options, as the README's command does, where the optimising
     * compiler cost a lone submission a second of processor time.
     */
    @Test
    void everyBundleStartsTheGraderWithItsJvmOptions() throws IOException {
        for (Path launcher : List.of(gradescope.resolve("autograder/run_autograder"),
                classroom.resolve("autograder/autograder.py"),
                prairie.resolve("serverFilesCourse/tabuleiro/connect-four/run.sh"))) {
            String text = Files.readString(launcher, StandardCharsets.UTF_8);
            for (String option : Grader.JVM_OPTIONS) {
                assertThat(text).as(launcher.toString()).contains(option);
            }
        }
    }

    /**
     * No grader's jar of a bundle holds a class of the games: Classroom 50's template none at
     * all, and Gradescope's autograder only in the reference's own folder,
     * {@code grader/oracle/}, which is on no class path ({@code grader/classpath} names none
     * of it) and which {@code run_autograder} seals to root.
     */
    @Test
    void noBundleHoldsAClassOfTheGamesButGradescopesSealedReference() throws IOException {
        Path reference = gradescope.resolve("autograder/grader/oracle");
        for (Path bundle : List.of(gradescope, classroom)) {
            List<Path> jars = Shipped.jarsUnder(bundle).stream()
                    .filter(jar -> !jar.startsWith(reference)).toList();
            assertThat(jars).as("the grader's jars in %s", bundle).isNotEmpty();
            for (Path jar : jars) {
                assertThat(RunnerClasspath.holdsGameClasses(jar)).as("%s holds a game class",
                        jar).isFalse();
            }
        }
        assertThat(Shipped.jarsUnder(reference)).as("the reference in the autograder")
                .anyMatch(jar -> jar.getFileName().toString().equals("tabuleiro-reference.jar"));
        assertThat(Files.readAllLines(gradescope.resolve("autograder/grader/classpath")))
                .noneMatch(entry -> entry.contains("oracle") || entry.contains("reference"));
        try (ZipFile zip = new ZipFile(gradescope.resolve("autograder.zip").toFile())) {
            assertThat(zip.stream().map(ZipEntry::getName)
                    .filter(name -> name.contains("tabuleiro-reference")))
                    .isNotEmpty().allMatch(name -> name.startsWith("grader/oracle/"));
            // The class's generated games, played once by the bundle (issue 82), sealed with
            // the reference they answer from.
            assertThat(zip.stream().map(ZipEntry::getName)
                    .filter(name -> name.contains("class-games")))
                    .isNotEmpty().allMatch(name -> name.startsWith("grader/oracle/class-games/"));
        }
        try (Stream<Path> files = Files.walk(classroom)) {
            assertThat(files.map(Path::toString)).noneMatch(name -> name.contains("oracle")
                    || name.contains("tabuleiro-reference"));
        }
    }

    @Test
    void gradescopesAutograderGradesTheSkeletonZeroAndTheCompleteSampleFullMarksWithoutBwrap()
            throws IOException, InterruptedException {
        Path skeleton = Shipped.root().resolve("exercises");
        Path complete = Shipped.root().resolve("grading/samples/connect-four/complete");
        Path skeletonRoot = dir.resolve("root-skeleton");
        Path completeRoot = dir.resolve("root-complete");
        autograde(gradescope, skeleton, skeletonRoot, null, false);
        autograde(gradescope, complete, completeRoot, null, false);
        assertThat(Shipped.score(skeletonRoot.resolve("results/results.json"))).isZero();
        assertThat(Shipped.score(completeRoot.resolve("results/results.json")))
                .isEqualTo(100.0);
    }

    /**
     * Bundled samples graded by Gradescope's autograder, under the name each has in the
     * README's run, give the score and every rule's points and status, as written, of the
     * {@code results.json} that {@code grade} gave them there: the generated examples
     * graded from the same class seed ({@code run_autograder}, as root, with bubblewrap where
     * it starts: both layers). The complete sample and one that loses a rule
     * ({@link #GRADESCOPE_SAMPLES}): the door passes every submission through the same code,
     * and the README's run grades every sample.
     */
    @Test
    void gradescopesAutograderGivesTheSamplesTheGradeGradeGives()
            throws IOException, InterruptedException {
        Path samples = Shipped.root().resolve("grading/target/samples/connect-four");
        for (String sample : samples(GRADESCOPE_SAMPLES)) {
            Path root = dir.resolve("gs-sample-" + sample);
            Ran ran = autograde(gradescope, samples.resolve(sample), root, sample, true);
            assertThat(ran.output()).contains("generated examples: ")
                    .doesNotContain("generated examples are not graded");
            Path ours = root.resolve("results/results.json");
            Path grades = ReadmeRun.submission("connect-four", sample).resolve("results.json");
            compared("sample", sample, grades, ours);
            assertThat(Shipped.verdict(ours)).as(sample).isEqualTo(Shipped.verdict(grades));
        }
    }

    /**
     * Mutants that keep every written example, caught by generated examples alone, and their
     * control, graded by Gradescope's autograder bundled with the class run's scheme (its
     * generated games and class seed) and named as in the class run: the score and rules of
     * {@code grade}'s {@code results.json}, with no bubblewrap on the path, so
     * the students' user and the Java guard alone keep the reference from the student's code.
     * The mutants lose points there, as at {@code grade}: the reference answered.
     */
    @Test
    void gradescopesAutograderCatchesWhatOnlyGeneratedExamplesCatchAsGradeDoes()
            throws IOException, InterruptedException {
        String game = ClassRuns.MORE_GENERATED;
        final Path graded = ClassRuns.graded(game);
        List<String> options = ClassRuns.schemeOptions(game);
        Path bundle = dir.resolve("gradescope-class-run");
        Ran made = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "bundle",
                "gradescope", options.get(0), options.get(1), "--out", bundle.toString()), dir,
                Map.of(), 300);
        assertThat(made.status()).as(made.output()).isZero();
        List<String> generatedOnly = Mutants.catalogue(game).stream()
                .filter(Mutants.Mutant::generated).map(Mutants::submission).toList();
        assertThat(generatedOnly).isNotEmpty();
        List<String> names = new java.util.ArrayList<>(List.of(Mutants.CONTROL));
        names.addAll(generatedOnly);
        for (String name : names) {
            Path submission = ClassRuns.submissions(game).stream()
                    .filter(path -> path.getFileName().toString().equals(name)).findFirst()
                    .orElseThrow();
            Path root = dir.resolve("gs-class-" + name);
            autograde(bundle, submission, root, name, false);
            Path ours = root.resolve("results/results.json");
            Path grades = graded.resolve(name).resolve("results.json");
            compared("class run", name, grades, ours);
            assertThat(Shipped.verdict(ours)).as(name).isEqualTo(Shipped.verdict(grades));
            if (!name.equals(Mutants.CONTROL)) {
                assertThat(Shipped.score(ours)).as(name + " is caught").isLessThan(100.0);
            }
        }
    }

    /**
     * As Gradescope runs it (root), {@code run_autograder} leaves the reference root's alone
     * (its folder 0700, its jars 0600), and the user the grading JVMs run as cannot read it.
     */
    @Test
    void gradescopesReferenceIsSealedFromTheStudentsUser()
            throws IOException, InterruptedException {
        org.junit.jupiter.api.Assumptions.assumeTrue(ProcessHandle.current().info().user()
                .filter("root"::equals).isPresent(), "only root runs the grading JVMs as"
                + " another user, as Gradescope runs run_autograder");
        Path root = dir.resolve("gs-sealed");
        Ran ran = autograde(gradescope, Shipped.root().resolve("exercises"), root, "exercises",
                false);
        assertThat(ran.output()).contains("grading JVMs as user ");
        sealed(root.resolve("source/grader/oracle"), 65534);
    }

    @Test
    void githubClassroomIsGoneAndSaysWhatToUse() throws IOException, InterruptedException {
        Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "bundle",
                "github-classroom", "--game", "connect-four", "--out",
                dir.resolve("gone").toString()), dir, Map.of(), 120);
        assertThat(ran.status()).isEqualTo(2);
        assertThat(ran.output()).contains("discontinued on 28 August 2026")
                .contains("bundle classroom50");
        assertThat(dir.resolve("gone")).doesNotExist();
    }

    @Test
    void classroom50sTemplateIsTheKitAndItsAutograderWritesTheResultAsSpecified()
            throws IOException, InterruptedException {
        Path template = classroom.resolve("template");
        assertThat(template.resolve("check")).isRegularFile();
        assertThat(template.resolve("rulebook/connect-four")).isDirectory();
        // Classroom 50 writes the autograding workflow itself when a student accepts.
        assertThat(template.resolve(".github")).doesNotExist();
        JsonObject runtime = JsonParser.parseString(Files.readString(classroom.resolve(
                "autograder/runtime.json"))).getAsJsonObject();
        assertThat(runtime.keySet()).isSubsetOf("runs-on", "python", "node", "java", "go",
                "rust", "apt", "container");
        assertThat(runtime.get("java").getAsString()).isEqualTo("17");
        Path checkout = dir.resolve("classroom50-checkout");
        copy(template, checkout);
        copyOver(Shipped.root().resolve("grading/samples/connect-four/complete/src"),
                checkout.resolve("src"));
        Ran ran = Shipped.run(List.of("python3", classroom.resolve("autograder/autograder.py")
                .toString()), checkout, Map.of("CLASSROOM", "cs1", "ASSIGNMENT",
                "connect-four", "SUBMISSION_TAG", "submit/2026-11-24T10-00-00Z-abc1234",
                "COMMIT_URL", "https://github.com/o/r/commit/abc", "RELEASE_URL",
                "https://github.com/o/r/releases/tag/submit%2F1", "REVIEW_URL",
                "https://github.com/o/r/compare/a...b"), 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        JsonObject result = JsonParser.parseString(Files.readString(checkout.resolve(
                "result.json"))).getAsJsonObject();
        // classroom50/result/v1: the fields its schema allows, their types and bounds; the
        // runner stamps assignment_type and owner itself.
        assertThat(result.keySet()).isSubsetOf("schema", "classroom", "assignment",
                "assignment_type", "owner", "submission", "commit", "release", "review",
                "datetime", "graded_at", "score", "max-score", "tests", "submitted_by")
                .contains("schema", "classroom", "assignment", "submission", "commit",
                        "release", "review", "datetime", "score", "max-score", "tests");
        assertThat(result.get("schema").getAsString()).isEqualTo("classroom50/result/v1");
        assertThat(result.get("submission").getAsString()).startsWith("submit/");
        assertThat(result.get("datetime").getAsString())
                .matches("\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\dZ");
        assertThat(result.get("max-score").getAsBigDecimal().scale()).isZero();
        assertThat(result.get("max-score").getAsLong()).isEqualTo(10_000L);
        assertThat(result.get("score").getAsLong()).isEqualTo(10_000L);
        long sum = 0;
        for (JsonElement element : result.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            assertThat(test.keySet()).contains("test-name", "passed", "score", "max-score");
            assertThat(test.get("test-name").getAsString()).isNotBlank();
            assertThat(test.get("score").getAsBigDecimal().scale()).isZero();
            assertThat(test.get("score").getAsLong()).isBetween(0L,
                    test.get("max-score").getAsLong());
            assertThat(test.get("passed").getAsBoolean()).isTrue();
            sum += test.get("score").getAsLong();
        }
        assertThat(sum).isEqualTo(result.get("score").getAsLong());
        // The repository is the student's: its grade says, in one sentence, what it leaves out.
        assertThat(checkout.resolve("release-body.md")).content().contains("**Score: ")
                .contains("the final grade, graded by your instructor, may take more");
        assertThat(ran.output()).contains("may take more");
    }

    @Test
    void prairieLearnsQuestionIsConfiguredAsSpecifiedAndCarriesTheReference()
            throws IOException, InterruptedException {
        JsonObject info = JsonParser.parseString(Files.readString(prairie.resolve(
                "questions/connect-four/info.json"))).getAsJsonObject();
        assertThat(info.get("gradingMethod").getAsString()).isEqualTo("External");
        JsonObject options = info.getAsJsonObject("externalGradingOptions");
        assertThat(options.keySet()).isSubsetOf("enabled", "image", "entrypoint",
                "serverFilesCourse", "timeout", "enableNetworking", "environment");
        assertThat(options.get("image").getAsString()).isNotBlank();
        assertThat(options.get("timeout").getAsInt()).isBetween(1, 600);
        assertThat(options.get("enableNetworking").getAsBoolean()).isFalse();
        String entrypoint = options.get("entrypoint").getAsString();
        assertThat(entrypoint).startsWith("/grade/serverFilesCourse/");
        Path script = prairie.resolve(entrypoint.substring("/grade/".length()));
        assertThat(script).isRegularFile();
        for (JsonElement shared : options.getAsJsonArray("serverFilesCourse")) {
            assertThat(prairie.resolve("serverFilesCourse").resolve(shared.getAsString()))
                    .isDirectory();
        }
        assertThat(prairie.resolve("questions/connect-four/question.html")).content()
                .contains("<pl-file-upload").contains("<pl-external-grader-results>");
        assertThat(prairie.resolve("image/Dockerfile")).content()
                .contains("FROM tabuleiro-grader:");
        // The reference travels beside run.sh, in serverFilesCourse, which students never read.
        assertThat(Shipped.jarsUnder(prairie.resolve("serverFilesCourse/tabuleiro/connect-four"
                + "/oracle"))).anyMatch(jar -> jar.getFileName().toString()
                        .equals("tabuleiro-reference.jar"));
        assertThat(Shipped.jarsUnder(prairie.resolve("questions"))).isEmpty();
    }

    /**
     * Bundled samples graded by PrairieLearn's {@code run.sh} (the complete one and another
     * faulty one than Gradescope's, {@link #PRAIRIELEARN_SAMPLES}), each as PrairieLearn lays a
     * job out ({@code /grade} as a folder, {@code PL_GRADE_ROOT}) under the name it has in the
     * README's run: the {@code results.json} PrairieLearn reads is the {@code prairielearn.json}
     * that {@code grade} wrote for it there, as JSON, whole (score, rules lost, feedback), and
     * has only the fields PrairieLearn reads; the complete sample gets 1.0, with points on every
     * test. As root, as PrairieLearn runs it, the grading JVMs run as a user of their own and
     * the reference is root's alone.
     */
    @Test
    void prairieLearnsRunScriptGivesTheSamplesTheGradeGradeGives()
            throws IOException, InterruptedException {
        Path samples = Shipped.root().resolve("grading/target/samples/connect-four");
        for (String sample : samples(PRAIRIELEARN_SAMPLES)) {
            Path grade = dir.resolve("pl-sample-" + sample);
            Ran ran = prairieGrade(prairie, samples.resolve(sample), grade, sample, true);
            assertThat(ran.output()).contains("generated examples: ")
                    .doesNotContain("generated examples are not graded");
            Path ours = grade.resolve("results/results.json");
            JsonObject results = JsonParser.parseString(Files.readString(ours))
                    .getAsJsonObject();
            assertThat(results.keySet()).isSubsetOf("gradable", "score", "message", "output",
                    "images", "tests", "format_errors");
            for (JsonElement element : results.getAsJsonArray("tests")) {
                JsonObject test = element.getAsJsonObject();
                assertThat(test.keySet()).isSubsetOf("name", "description", "points",
                        "max_points", "message", "output", "images")
                        .contains("name", "points", "max_points");
            }
            Path submission = ReadmeRun.submission("connect-four", sample);
            comparedPrairie("sample", sample, submission, ours);
            assertThat(prairieVerdict(ours)).as(sample).isEqualTo(prairieVerdict(
                    submission.resolve("prairielearn.json")));
            if (sample.equals("complete")) {
                assertThat(results.get("gradable").getAsBoolean()).isTrue();
                assertThat(results.get("score").getAsDouble()).isEqualTo(1.0);
                assertThat(results.get("output").getAsString())
                        .contains("**Score: 100.00 / 100.00**");
            }
            if (ProcessHandle.current().info().user().filter("root"::equals).isPresent()) {
                assertThat(ran.output()).contains("grading JVMs as user "
                        + "64000:64000");
                sealed(grade.resolve("serverFilesCourse/tabuleiro/connect-four/oracle"), 64000);
            }
        }
    }

    /**
     * The control and the mutants only generated examples catch, graded by PrairieLearn's
     * {@code run.sh} bundled with the class run's scheme, under their names in the class run,
     * with no bubblewrap on the path (the students' user and the Java guard alone): the same
     * {@code prairielearn.json} as {@code grade}'s, and the mutants lose points there.
     */
    @Test
    void prairieLearnsRunScriptCatchesWhatOnlyGeneratedExamplesCatchAsGradeDoes()
            throws IOException, InterruptedException {
        String game = ClassRuns.MORE_GENERATED;
        final Path graded = ClassRuns.graded(game);
        List<String> options = ClassRuns.schemeOptions(game);
        Path bundle = dir.resolve("prairielearn-class-run");
        Ran made = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "bundle",
                "prairielearn", options.get(0), options.get(1), "--out", bundle.toString()),
                dir, Map.of(), 300);
        assertThat(made.status()).as(made.output()).isZero();
        for (String name : Mutants.catalogue(game).stream().filter(Mutants.Mutant::generated)
                .map(Mutants::submission).toList()) {
            Path submission = ClassRuns.submissions(game).stream()
                    .filter(path -> path.getFileName().toString().equals(name)).findFirst()
                    .orElseThrow();
            Path grade = dir.resolve("pl-class-" + name);
            prairieGrade(bundle, submission, grade, name, false);
            Path ours = grade.resolve("results/results.json");
            comparedPrairie("class run", name, graded.resolve(name), ours);
            assertThat(prairieVerdict(ours)).as(name).isEqualTo(prairieVerdict(
                    graded.resolve(name).resolve("prairielearn.json")));
            assertThat(JsonParser.parseString(Files.readString(ours)).getAsJsonObject()
                    .get("score").getAsDouble()).as(name + " is caught").isLessThan(1.0);
        }
    }

    /**
     * Runs PrairieLearn's run.sh on one submission, the job laid out as PrairieLearn lays it
     * out ({@code serverFilesCourse/}, {@code student/}) in a folder that stands in for
     * {@code /grade}, with the grading JVMs' cache of every run of this class.
     *
     * @param name the name the submission's games are drawn from
     * @param bwrap whether bubblewrap is on the path
     */
    private static Ran prairieGrade(Path bundle, Path submission, Path grade, String name,
            boolean bwrap) throws IOException, InterruptedException {
        copy(bundle.resolve("serverFilesCourse"), grade.resolve("serverFilesCourse"));
        copy(submission.resolve("src"), grade.resolve("student/src"));
        String entrypoint;
        try (Stream<Path> questions = Files.list(bundle.resolve("questions"))) {
            Path info = questions.findFirst().orElseThrow().resolve("info.json");
            entrypoint = JsonParser.parseString(Files.readString(info)).getAsJsonObject()
                    .getAsJsonObject("externalGradingOptions").get("entrypoint").getAsString();
        }
        Map<String, String> environment = new java.util.HashMap<>(Map.of("PL_GRADE_ROOT",
                grade.toString(), "TABULEIRO_JAVA", "java", "TABULEIRO_JAR",
                Shipped.graderJar().toString(), "TABULEIRO_SUBMISSION", name,
                "XDG_CACHE_HOME", dir.resolve("cache").toString()));
        if (!bwrap) {
            environment.put("PATH", pathWithoutBwrap(dir.resolve("no-bwrap")).toString());
        }
        Ran ran = Shipped.run(List.of("sh", grade.resolve(entrypoint.substring(
                "/grade/".length())).toString()), dir, environment, 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(grade.resolve("results/results.json")).as(ran.output()).isRegularFile();
        return ran;
    }

    /** A folder of the reference root's alone (0700, its jars 0600), which a user cannot read. */
    private static void sealed(Path reference, int nobody)
            throws IOException, InterruptedException {
        assertThat(Files.getOwner(reference).getName()).isEqualTo("root");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(reference))).isEqualTo("rwx------");
        List<Path> jars = Shipped.jarsUnder(reference);
        assertThat(jars).isNotEmpty();
        for (Path jar : jars) {
            assertThat(java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(jar))).isEqualTo("rw-------");
            Ran read = Shipped.run(List.of("setpriv", "--reuid=" + nobody, "--regid=" + nobody,
                    "--clear-groups", "--", "head", "-c", "1", jar.toString()), dir, Map.of(),
                    30);
            assertThat(read.status()).as(read.output()).isNotZero();
            assertThat(read.output()).contains("Permission denied");
        }
    }

    /**
     * A PrairieLearn results.json's score and rules, as written: whether it was gradable, the
     * score, and each test's name, points and verdict (kept, or the broken rule's name). Not the
     * feedback's notes, which say how the grading went (answers cut short by a loaded machine)
     * and may differ where the grade does not.
     */
    private static String prairieVerdict(Path results) throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(results)).getAsJsonObject();
        StringBuilder verdict = new StringBuilder(json.get("gradable") + " " + json.get("score")
                + "\n");
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            verdict.append(test.get("name")).append(' ').append(test.get("points")).append('/')
                    .append(test.get("max_points")).append(' ').append(test.get("message"))
                    .append('\n');
        }
        return verdict.toString();
    }

    /** Prints a row of PrairieLearn's comparison, for the build's log and the benchmarks. */
    private static void comparedPrairie(String run, String name, Path graded, Path ours)
            throws IOException {
        System.out.printf("BundleIT: %s %s: grade %.2f, run.sh %.2f (PrairieLearn score %s),"
                + " rules lost %s%n", run, name, Shipped.score(graded.resolve("results.json")),
                100 * JsonParser.parseString(Files.readString(ours)).getAsJsonObject()
                        .get("score").getAsDouble(),
                JsonParser.parseString(Files.readString(ours)).getAsJsonObject().get("score"),
                Shipped.brokenRules(graded.resolve("results.json")));
    }

    private static void copyOver(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /**
     * Runs run_autograder in a stand-in /autograder on one submission, with the grading JVMs'
     * cache of every run of this class (Gradescope's is the container's, made on its first
     * submission).
     *
     * @param name the name the submission's games are drawn from, or null for Gradescope's
     * @param bwrap whether bubblewrap is on the path
     */
    private static Ran autograde(Path bundle, Path submission, Path root, String name,
            boolean bwrap) throws IOException, InterruptedException {
        unzip(bundle.resolve("autograder.zip"), root.resolve("source"));
        copy(submission.resolve("src"), root.resolve("submission/src"));
        Files.createDirectories(root.resolve("results"));
        Map<String, String> environment = new java.util.HashMap<>(Map.of("AUTOGRADER_ROOT",
                root.toString(), "XDG_CACHE_HOME", dir.resolve("cache").toString()));
        if (!bwrap) {
            environment.put("PATH", pathWithoutBwrap(dir.resolve("no-bwrap")).toString());
        }
        if (name != null) {
            environment.put("TABULEIRO_SUBMISSION", name);
        }
        Ran ran = Shipped.run(List.of("bash", root.resolve("source/run_autograder").toString()),
                root, environment, 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        Path results = root.resolve("results/results.json");
        assertThat(results).as(ran.output()).isRegularFile();
        return ran;
    }

    /** Prints a row of the comparison, for the build's log and the benchmarks. */
    private static void compared(String run, String name, Path grades, Path ours)
            throws IOException {
        System.out.printf("BundleIT: %s %s: grade %.2f, run_autograder %.2f, rules lost %s%n",
                run, name, Shipped.score(grades), Shipped.score(ours),
                Shipped.brokenRules(ours));
    }

    /** A folder of links to every program of the system's folders but bwrap. */
    private static Path pathWithoutBwrap(Path folder) throws IOException {
        if (Files.isDirectory(folder)) {
            return folder;
        }
        Files.createDirectories(folder);
        for (String system : List.of("/usr/local/bin", "/usr/bin", "/bin")) {
            if (!Files.isDirectory(Path.of(system))) {
                continue;
            }
            try (Stream<Path> programs = Files.list(Path.of(system))) {
                for (Path program : programs.toList()) {
                    Path link = folder.resolve(program.getFileName().toString());
                    if (!program.getFileName().toString().equals("bwrap")
                            && !Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, program);
                    }
                }
            }
        }
        return folder;
    }

    private static void unzip(Path zip, Path target) throws IOException {
        try (ZipFile file = new ZipFile(zip.toFile())) {
            Enumeration<? extends ZipEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                Path out = target.resolve(entry.getName()).normalize();
                assertThat(out).startsWithRaw(target);
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else {
                    Files.createDirectories(out.getParent());
                    try (InputStream in = file.getInputStream(entry)) {
                        Files.copy(in, out);
                    }
                }
            }
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path file : walk.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }

    /** Connect Four's bundled samples of a list, each of which must be one. */
    private static List<String> samples(List<String> names) throws IOException {
        assertThat(Shipped.expected("connect-four").keySet()).containsAll(names);
        return names;
    }
}
