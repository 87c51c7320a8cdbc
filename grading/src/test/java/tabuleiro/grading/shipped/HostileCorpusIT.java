package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The hostile corpus ({@code src/test/resources/hostile/}, described in its README) graded by the
 * packaged grader as an instructor runs it, with {@code grading/bench/attack-matrix.sh}: the
 * whole corpus in one class run beside a correct submission (the victim) and the untouched
 * skeleton, on Java 17 without a sandbox (the security manager alone) and on this machine's
 * Java 24+ with bubblewrap (the sandbox alone), and Java 24+ without one, where the grader must
 * refuse to grade at all. Each attack must be contained, cost its own submission alone, and
 * leave nothing outside the report folder.
 *
 * <p>Java 17 with bubblewrap, both guards at once, is graded too with {@code
 * -Dattack.matrix=full}: each of its guards is already proven alone above, and the matrix is
 * processor-bound (every configuration costs the build about a minute, the attacks that run until
 * their limit included), so the build grades the two that each prove one guard.
 *
 * <p>Alone: its attacks run to limits of 2 and 10 seconds beside honest submissions that must keep
 * full marks within them.
 */
@Isolated
class HostileCorpusIT {

    /** A right-to-left override: turns the rest of a line around on the screen. */
    private static final String BIDI = String.valueOf((char) 0x202E);

    /** A zero-width space. */
    private static final String ZERO_WIDTH = String.valueOf((char) 0x200B);

    /** The victim, whose results attacks try to forge. */
    private static final String VICTIM = "correct";

    /** The configurations that grade; "j25-none" must refuse. */
    private static final List<String> GRADING = "full".equals(System.getProperty(
            "attack.matrix")) ? List.of("j17-bwrap", "j17-none", "j25-bwrap")
                    : List.of("j17-none", "j25-bwrap");

    @TempDir
    static Path work;

    private static Ran matrix;

    @BeforeAll
    static void runTheMatrix() throws IOException, InterruptedException {
        List<String> configs = new ArrayList<>(GRADING);
        configs.add("j25-none");
        matrix = Shipped.run(List.of("bash", Shipped.root().resolve(
                "grading/bench/attack-matrix.sh").toString(), "--keep", work.toString(),
                "--configs", String.join(",", configs)), Shipped.root(), Map.of(), 3600);
        assertThat(matrix.status()).as(matrix.output()).isZero();
        // The table of attacks by configuration, for whoever reads the build's results.
        Files.writeString(Shipped.root().resolve("grading/target/attack-matrix.md"),
                matrix.output(), StandardCharsets.UTF_8);
    }

    /** The configurations that ran here; says which could not, and why. */
    private static List<String> graded() throws IOException {
        List<String> ran = new ArrayList<>();
        for (String config : GRADING) {
            Path skipped = work.resolve(config).resolve("skipped");
            if (Files.exists(skipped)) {
                System.out.println("HostileCorpusIT: " + config + " "
                        + Files.readString(skipped, StandardCharsets.UTF_8).strip());
            } else {
                ran.add(config);
            }
        }
        assertThat(ran).as("at least Java 17 without a sandbox runs everywhere")
                .contains("j17-none");
        return ran;
    }

    private static double score(String config, String submission) throws IOException {
        return Shipped.score(work.resolve(config).resolve("out").resolve(submission)
                .resolve("results.json"));
    }

    private static String feedback(String config, String submission) throws IOException {
        return Files.readString(work.resolve(config).resolve("out").resolve(submission)
                .resolve("feedback.md"), StandardCharsets.UTF_8);
    }

    @Test
    void theVictimKeepsFullMarksAndTheSkeletonNothing() throws IOException {
        for (String config : graded()) {
            assertThat(score(config, VICTIM)).as(config).isEqualTo(100.0);
            assertThat(score(config, "skeleton")).as(config).isZero();
            Path victim = work.resolve(config);
            for (String file : List.of("victim-after-run.json", "victim-after-rerun.json")) {
                assertThat(Shipped.score(victim.resolve(file))).as("%s %s", config, file)
                        .isEqualTo(100.0);
            }
        }
    }

    @Test
    void noForgedResultPasses() throws IOException {
        for (String config : graded()) {
            for (String attack : List.of("runner-package", "log-forging", "reflection",
                    "symlink-planting", "static-init-hang", "compile-slow", "compile-bomb",
                    "compile-crash")) {
                assertThat(score(config, attack)).as("%s: %s", config, attack).isZero();
            }
            assertThat(score(config, "glue-package")).as(config).isEqualTo(94.55);
            assertThat(score(config, "test-aborted")).as(config).isLessThanOrEqualTo(17.59);
        }
    }

    @Test
    void reflectionByNameProcessesAndAFullDiskAreContainedOnEveryJava() throws IOException {
        for (String config : graded()) {
            // Method handles looked up by strings: refused before anything runs.
            assertThat(score(config, "reflection-by-name")).as(config).isZero();
            assertThat(feedback(config, "reflection-by-name")).as(config)
                    .contains("does not allow a submission to use")
                    .contains("java.lang.invoke.MethodHandles.lookup");
            // No process starts: the kernel's filter (bubblewrap), the security manager (none).
            assertThat(score(config, "process-memory")).as(config).isEqualTo(100.0);
            assertThat(feedback(config, "process-memory")).as(config).doesNotContain("ESCAPED");
            // The disk-filler costs its own points; the grader's disk (a small memory disk
            // under CI) stays usable for everyone else, and the run ends well.
            assertThat(Files.readString(work.resolve(config).resolve("run.status"),
                    StandardCharsets.UTF_8).strip()).as(config).isEqualTo("0");
            for (String other : List.of(VICTIM, "sandbox-escape", "process-memory",
                    "archive-latin1")) {
                assertThat(feedback(config, other)).as("%s: %s", config, other)
                        .doesNotContain("No space left").doesNotContain("## Compile errors");
            }
        }
    }

    @Test
    void noScenarioTextIsReadableFromTheGradingJvm() throws IOException {
        for (String config : graded()) {
            // The probe reads every file and resource it can reach, and fails every scenario
            // once it finds a scenario's name: the feature files reach the runner on its
            // standard input, never a file, so it keeps the complete sample's full marks.
            assertThat(score(config, "answer-probe")).as(config).isEqualTo(100.0);
            assertThat(feedback(config, "answer-probe")).as(config)
                    .doesNotContain("SCENARIO TEXT READABLE");
        }
    }

    /**
     * A table of the kit's visible solver positions (issue 49, "the visible examples are the
     * whole test") keeps every written example of C4-16 and loses the scheme's share of its
     * points: the solver's score of positions from random games, which no table holds,
     * disagrees. The loss is the share however many of the class's games disagree (issue 82),
     * as for any bug the generated examples find; a grader without them would give it 100.
     */
    @Test
    void aTableOfTheVisibleSolverAnswersLosesTheSolversShare() throws IOException {
        for (String config : graded()) {
            Path results = work.resolve(config).resolve("out").resolve("answer-table")
                    .resolve("results.json");
            // Read here rather than with Shipped's helpers: a hidden rule's row has no
            // exercise tag, and the matrix hides two.
            double lost = 0;
            List<String> shortOf = new ArrayList<>();
            for (var element : JsonParser.parseString(Files.readString(results,
                    StandardCharsets.UTF_8)).getAsJsonObject().getAsJsonArray("tests")) {
                JsonObject test = element.getAsJsonObject();
                double missing = test.get("max_score").getAsDouble()
                        - test.get("score").getAsDouble();
                if (missing > 0) {
                    lost += missing;
                    shortOf.add(test.getAsJsonArray("tags").get(0).getAsString());
                }
            }
            assertThat(shortOf).as("%s: the rules that lost points", config)
                    .containsExactly("C4-16");
            assertThat(lost).as("%s: the share of C4-16's points", config).isEqualTo(10.0);
            assertThat(Shipped.score(results)).as(config).isCloseTo(90.0, within(0.005));
            assertThat(feedback(config, "answer-table")).as(config)
                    .contains("a generated example disagrees")
                    .contains("the rule loses the same share however many do");
        }
    }

    @Test
    void noStudentTextIsMarkupInAnyReport() throws IOException {
        for (String config : graded()) {
            Path out = work.resolve(config).resolve("out").resolve("markdown-injection");
            assertThat(score(config, "markdown-injection")).as(config).isLessThan(100.0);
            String markdown = feedback(config, "markdown-injection");
            // The hostile text is quoted (the student reads what their code threw) ...
            assertThat(markdown).as(config).contains("onerror");
            // ... but nothing of it is markup once code spans and escapes are read as such.
            String inert = outsideCode(markdown);
            assertThat(inert).as(config).doesNotContain("<img", "<!--", "](", "![",
                    "http://");
            // A fake heading is quoted inside a fence, never a heading of its own.
            assertThat(inert.lines()).as(config)
                    .noneMatch(line -> line.startsWith("# Score"));
            assertThat(Files.readString(out.resolve("feedback.html"), StandardCharsets.UTF_8))
                    .as(config).doesNotContain("<img");
        }
    }

    /**
     * A student's line (a right-to-left override, zero-width characters) never reaches the
     * anonymous class pages the lecturer projects, and the student reads it with each control
     * shown as a visible escape.
     */
    @Test
    void noStudentTextOnTheClassPagesAndEveryControlShownAsAnEscape() throws IOException {
        for (String config : graded()) {
            Path out = work.resolve(config).resolve("out");
            List<Path> classPages = new ArrayList<>(List.of(out.resolve("rulebook.html")));
            try (Stream<Path> site = Files.walk(out.resolve("rulebook"))) {
                site.filter(file -> file.toString().endsWith(".html")).forEach(classPages::add);
            }
            assertThat(classPages).as(config).hasSizeGreaterThan(1);
            for (Path page : classPages) {
                assertThat(Files.readString(page, StandardCharsets.UTF_8))
                        .as("%s: %s", config, page).doesNotContain("CLASS-PAGE-TEXT")
                        .doesNotContain("LONE-SURROGATE").doesNotContain(BIDI)
                        .doesNotContain(ZERO_WIDTH);
            }
            Path student = out.resolve("class-page-text");
            for (String report : List.of("feedback.md", "feedback.html", "results.json")) {
                String text = Files.readString(student.resolve(report), StandardCharsets.UTF_8);
                assertThat(text).as("%s: %s", config, report).contains("CLASS-PAGE-TEXT")
                        .contains("U+202E").doesNotContain(BIDI).doesNotContain(ZERO_WIDTH);
            }
        }
    }

    /** A message no UTF-8 writer could encode costs no grade: graded, and the run ends well. */
    @Test
    void anUnpairedSurrogateIsGradedAndTheRunEndsWell() throws IOException {
        for (String config : graded()) {
            Path student = work.resolve(config).resolve("out").resolve("lone-surrogate");
            assertThat(Files.readString(work.resolve(config).resolve("run.status"),
                    StandardCharsets.UTF_8).strip()).as(config).isEqualTo("0");
            assertThat(student.resolve("graded.json")).as(config).exists();
            assertThat(Files.readString(work.resolve(config).resolve("run.out"),
                    StandardCharsets.UTF_8)).as(config).doesNotContain("not graded");
            assertThat(feedback(config, "lone-surrogate")).as(config).contains("LONE-SURROGATE")
                    .contains("<U+D800>");
        }
    }

    /** The classmates graded beside a submission that burns every processor keep 100. */
    @Test
    void theClassmatesGradedBesideAProcessorBurnerKeepTheirScore() throws IOException {
        for (String config : graded()) {
            for (String honest : List.of("honest-1", "honest-2")) {
                assertThat(score(config, honest)).as("%s: %s", config, honest)
                        .isEqualTo(100.0);
            }
            assertThat(Files.readString(work.resolve(config).resolve("run.err"),
                    StandardCharsets.UTF_8)).as(config).contains("processor: ");
        }
    }

    /** Markdown with code spans, fences and backslash escapes taken out, as a reader sees it. */
    private static String outsideCode(String markdown) {
        String noFences = markdown.replaceAll("(?ms)^(`{3,})[^\\n]*\\n.*?^\\1\\s*$", "");
        String noSpans = noFences.replaceAll("(`+)(?:(?!\\1).)+?\\1", "");
        return noSpans.replaceAll("\\\\.", "");
    }

    @Test
    void eachRefusalIsSaidInPlainWords() throws IOException {
        for (String config : graded()) {
            assertThat(feedback(config, "reflection")).as(config)
                    .contains("does not allow a submission to use");
            // On a fast machine javac may finish the slow sources within the limit; then the
            // skeleton they sit on fails every rule. Either way the student is told why.
            String slow = feedback(config, "compile-slow");
            if (slow.contains("## Compile errors")) {
                assertThat(slow).as(config).contains("did not finish within");
            } else {
                assertThat(score(config, "compile-slow")).as(config).isZero();
            }
            assertThat(feedback(config, "compile-bomb")).as(config)
                    .contains("ran out of memory");
            assertThat(feedback(config, "runner-package")).as(config)
                    .contains("outside the package tabuleiro.connectfour");
        }
    }

    @Test
    void nothingIsWrittenOutsideTheReportFolderAndNothingEscapes() throws IOException {
        for (String config : graded()) {
            Properties checks = new Properties();
            try (var in = Files.newBufferedReader(work.resolve(config).resolve("checks.env"))) {
                checks.load(in);
            }
            assertThat(checks.getProperty("pwned_tmp", "")).as(config).isBlank();
            assertThat(checks.getProperty("pwned_tmp_rerun", "")).as(config).isBlank();
            assertThat(checks.getProperty("pwned_home", "")).as(config).isBlank();
            assertThat(checks.getProperty("connections")).as(config).isEqualTo("0");
            assertThat(checks.getProperty("inputs_changed")).as(config).isEqualTo("no");
            double escape = score(config, "sandbox-escape");
            assertThat(escape == 100.0 || escape == 0.0).as("%s: %s", config, escape).isTrue();
            assertThat(feedback(config, "sandbox-escape")).as(config).doesNotContain("ESCAPED");
        }
    }

    @Test
    void noHiddenScenarioShowsInAnyStudentsReports() throws IOException {
        RuleBook book = RuleBook.read(Shipped.root().resolve("features/src/main/resources"),
                "tabuleiro.features.connectfour");
        List<String> hidden = new ArrayList<>();
        for (GradedRule rule : book.rules()) {
            if (rule.id().equals("C4-11") || rule.id().equals("C4-13")) {
                rule.scenarios().stream().map(BookScenario::name)
                        .map(name -> name.substring(name.lastIndexOf(" - ") + 1).strip())
                        .filter(name -> name.length() > 12).forEach(hidden::add);
            }
        }
        assertThat(hidden).isNotEmpty();
        for (String config : graded()) {
            try (Stream<Path> files = Files.walk(work.resolve(config).resolve("out"))) {
                for (Path file : files.filter(HostileCorpusIT::studentVisible).toList()) {
                    String text = Files.readString(file, StandardCharsets.UTF_8);
                    for (String name : hidden) {
                        assertThat(text).as("%s shows a hidden scenario", file)
                                .doesNotContain(name);
                    }
                }
            }
        }
    }

    @Test
    void oneStudentsArchiveNeverStopsTheClass() throws IOException {
        for (String config : graded()) {
            Path out = work.resolve(config).resolve("out");
            // The link is left out with a note; the rest of that student's zip is graded.
            assertThat(feedback(config, "archive-symlink")).as(config)
                    .contains("holds a symbolic link");
            for (String graded : List.of("archive-symlink", "archive-moodle-lookalike",
                    "archive-cp437", "archive-module-info", "archive-latin1",
                    "archive-colon_semi_colon")) {
                assertThat(Shipped.score(out.resolve(graded).resolve("results.json")))
                        .as("%s: %s", config, graded).isEqualTo(100.0);
            }
            assertThat(Files.readString(out.resolve("moodle-grades.csv"),
                    StandardCharsets.UTF_8)).as(config).doesNotContain("12345");
        }
    }

    @Test
    void onJava24AndLaterWithoutASandboxTheGraderRefusesAndSaysWhatToInstall()
            throws IOException {
        Path config = work.resolve("j25-none");
        if (Files.exists(config.resolve("skipped"))) {
            System.out.println("HostileCorpusIT: no Java 24+ here ("
                    + Files.readString(config.resolve("skipped"), StandardCharsets.UTF_8).strip()
                    + "): the refusal is not tried");
            return;
        }
        assertThat(Files.readString(config.resolve("run.status"), StandardCharsets.UTF_8)
                .strip()).isEqualTo("2");
        assertThat(Files.readString(config.resolve("run.err"), StandardCharsets.UTF_8))
                .contains("has no security manager").contains("Install bubblewrap");
        assertThat(config.resolve("out/summary.csv")).doesNotExist();
    }

    private static boolean studentVisible(Path file) {
        String name = file.getFileName().toString();
        return !file.toString().contains("/work/") && (name.equals("feedback.md")
                || name.equals("feedback.html") || name.equals("results.json")
                || name.equals("junit.xml") || name.equals("classroom50.json")
                || name.equals("prairielearn.json"));
    }
}
