package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.workspace.Skeleton;

/**
 * The whole pipeline on a class of submissions made on the fly, graded with the fixture rule
 * book in one run of the grade command: the reference, the skeleton, and submissions that do not
 * compile, loop without end, call System.exit or allocate without end. Each misbehaving
 * submission must cost only the scenarios it spoils, and never stop the others.
 */
@Tag("slow")
class GraderPipelineTest {

    @TempDir
    static Path dir;

    private static Path out;
    private static Run run;
    private static int compileErrorLine;
    private static final boolean HAS_SKELETON = Skeleton.bundled().isPresent();

    @BeforeAll
    static void gradeTheClass() throws IOException {
        Map<String, Path> submissions = new LinkedHashMap<>();
        Path reference = Submissions.referenceSources();
        submissions.put("reference", Submissions.copy(reference, dir.resolve("reference")));

        Path typo = Submissions.copy(reference, dir.resolve("typo"));
        compileErrorLine = Submissions.editGame(typo, "return grid[row - 1][column - 1];",
                "return gird[row - 1][column - 1];");
        submissions.put("typo", typo);

        // A second disc in a column never finds its place: lowestEmptyRow forgets to move up.
        Path loop = Submissions.copy(reference, dir.resolve("loop"));
        Submissions.editGame(loop, "            row--;\n", "");
        submissions.put("loop", loop);

        // The game "quits" when it is over, taking the grading JVM with it.
        Path exit = Submissions.copy(reference, dir.resolve("exit"));
        Submissions.editGame(exit, "over = winner != null || isFull();",
                "over = winner != null || isFull();\n        if (over) {\n"
                        + "            System.exit(0);\n        }");
        submissions.put("exit", exit);

        // The winning four is kept with a generous buffer, in a loop that forgets to count. Each
        // turn takes 8 MB, so the 64 MB heap runs out within a few turns however busy the machine.
        Path hog = Submissions.copy(reference, dir.resolve("hog"));
        Submissions.editGame(hog, "return List.copyOf(run.subList(start, start + CONNECT));",
                "List<long[]> buffers = new ArrayList<>();\n"
                        + "                for (int i = 0; i < CONNECT; ) {\n"
                        + "                    buffers.add(new long[1 << 20]);\n"
                        + "                }\n"
                        + "                return List.copyOf(run.subList(start,"
                        + " start + CONNECT));");
        submissions.put("hog", hog);

        if (HAS_SKELETON) {
            Path skeleton = Skeleton.bundled().orElseThrow();
            submissions.put("skeleton", Submissions.copy(skeleton, dir.resolve("skeleton")));
            // Only Game.java handed in: the rest comes from the skeleton.
            Path onlyGame = dir.resolve("only-game");
            Files.createDirectories(Submissions.game(onlyGame).getParent());
            Files.copy(Submissions.game(submissions.get("reference")),
                    Submissions.game(onlyGame));
            submissions.put("only-game", onlyGame);
        }

        out = dir.resolve("out");
        List<String> arguments = new ArrayList<>(List.of("grade"));
        submissions.values().forEach(folder -> arguments.add(folder.toString()));
        arguments.addAll(List.of("--out", out.toString(),
                "--scheme", Submissions.fixtureScheme(dir).toString()));
        run = Submissions.grader(arguments);
    }

    @Test
    void everySubmissionIsGradedAndTheReportNamed() {
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("reference: 70.00/70.00")
                .contains("typo: 0.00/70.00 (compile errors)")
                .contains("loop: 40.00/70.00")
                .contains("exit: 40.00/70.00")
                .contains("hog: 40.00/70.00")
                .contains("Report: " + out.resolve("summary.md"));
    }

    @Test
    void theReferenceKeepsEveryRule() throws IOException {
        JsonObject results = results("reference");

        assertThat(results.get("score").getAsDouble()).isEqualTo(70.0);
        assertThat(tests(results)).extracting(test -> test.get("status").getAsString())
                .containsOnly("passed").hasSize(3);
        assertThat(tests(results)).extracting(test -> test.get("name").getAsString())
                .containsExactly("FX-01 A new game has an empty grid",
                        "FX-02 A disc drops to the lowest empty position of its column",
                        "FX-03 Four in a row on the bottom row wins");
        assertThat(tests(results).get(1).get("max_score").getAsDouble()).isEqualTo(30.0);
        assertThat(tests(results).get(1).getAsJsonArray("tags").toString())
                .isEqualTo("[\"FX-02\",\"ex02\"]");
    }

    @Test
    void theSkeletonKeepsNoRuleAndSaysWhatIsNotWrittenYet() throws IOException {
        assumeTrue(HAS_SKELETON, "the grader was built without exercises/src/main/java");
        JsonObject results = results("skeleton");

        assertThat(results.get("score").getAsDouble()).isZero();
        assertThat(tests(results)).allSatisfy(test -> {
            assertThat(test.get("status").getAsString()).isEqualTo("failed");
            // Its own exercise's stub, or another's that the rule waits for.
            assertThat(test.get("output").getAsString()).contains("not written yet");
        });
        assertThat(feedback("skeleton")).contains("not written yet: Exercise 1, Game.valueAt")
                .contains("still the skeleton's stub");
    }

    @Test
    void submissionOfOnlyGameJavaGetsTheRestFromSkeleton() {
        assumeTrue(HAS_SKELETON, "the grader was built without exercises/src/main/java");

        assertThat(run.out()).contains("only-game: 70.00/70.00");
    }

    @Test
    void compileErrorIsReportedWithItsFileAndLine() throws IOException {
        JsonObject results = results("typo");

        assertThat(results.get("score").getAsDouble()).isZero();
        assertThat(results.get("output").getAsString()).contains("did not compile")
                .contains("`src/main/java/tabuleiro/connectfour/Game.java:" + compileErrorLine
                        + "`").contains("cannot find symbol");
        assertThat(results.get("output_format").getAsString()).isEqualTo("md");
        assertThat(tests(results)).allSatisfy(test -> assertThat(test.get("output")
                .getAsString()).startsWith("Not checked: the code did not compile"));
        assertThat(feedback("typo")).contains("## Compile errors")
                .contains("`src/main/java/tabuleiro/connectfour/Game.java:" + compileErrorLine
                        + "`")
                .contains("return gird[row - 1][column - 1];");
    }

    @Test
    void scenarioThatLoopsForeverTimesOutAndOthersAreStillScored() throws IOException {
        JsonObject results = results("loop");

        assertThat(statuses(results)).containsExactly("passed", "failed", "passed");
        assertThat(tests(results).get(1).get("output").getAsString())
                .contains("A second disc in the same column lands on the first")
                .contains("exercise 2: the scenario \"A second disc in the same column lands on"
                        + " the first\" did not finish within 2 s")
                .contains("**At the step:** `When a player plays column 4`");
    }

    @Test
    void scenarioThatCallsSystemExitIsLostAlone() throws IOException {
        JsonObject results = results("exit");

        assertThat(statuses(results)).containsExactly("passed", "passed", "failed");
        // The Java guard refuses the exit where Java has a security manager; elsewhere the
        // grading JVM ends, and the grader says why.
        assertThat(tests(results).get(2).get("output").getAsString())
                .containsAnyOf("the grader does not allow a submission to end the Java VM",
                        "the scenario ended the Java VM — did the code call System.exit?")
                .contains("Other scenarios of this rule that fail:");
    }

    @Test
    void endlessAllocationCostsOnlyItsScenarios() throws IOException {
        JsonObject results = results("hog");

        assertThat(statuses(results)).containsExactly("passed", "passed", "failed");
        assertThat(tests(results).get(2).get("output").getAsString())
                .contains("ran out of memory (the limit is 64 MB)");
    }

    @Test
    void theFeedbackQuotesTheFailingScenarioAsTheRuleBookWritesIt() throws IOException {
        assertThat(feedback("loop")).contains("**Score: 40.00 / 70.00**")
                .contains("## Exercise 2 — Dropping a disc: 0.00 / 30.00")
                .contains("### FX-02 — broken")
                .contains(
                        """
                        ```gherkin
                        Background:
                          Given a new game

                        Scenario: A second disc in the same column lands on the first
                          Given the columns "4" have been played
                          When a player plays column 4
                          Then the grid is:
                            \"""
                              1 2 3 4 5 6 7
                            1 . . . . . . .
                            2 . . . . . . .
                            3 . . . . . . .
                            4 . . . . . . .
                            5 . . . 2 . . .
                            6 . . . 1 . . .
                            \"""
                        ```
                        """);
    }

    @Test
    void gradescopeShowsEachBrokenRuleAsFeedbackMdExplainsIt() throws IOException {
        JsonObject results = results("loop");
        String feedback = feedback("loop");
        JsonObject broken = tests(results).get(1);

        // The same words as feedback.md, under the rule's heading there: one writer for both.
        assertThat(broken.get("output_format").getAsString()).isEqualTo("md");
        assertThat(feedback).contains("### FX-02 — broken\n\n"
                + broken.get("output").getAsString());
        assertThat(broken.get("output").getAsString()).contains("```gherkin")
                .contains("5 . . . 2 . . .").contains("**What happened:**");
        // Above the tests: feedback.md's head, then the style advice as notes (feedback.md
        // gives it a section of its own, after the rules).
        String output = results.get("output").getAsString();
        int style = output.indexOf("\n- Style (advice): ");
        assertThat(style).as(output).isPositive();
        assertThat(feedback).startsWith("# ").contains(output.substring(0, style + 1))
                .contains("## Style (advice)");
    }

    @Test
    void aClassNotFromMoodleGetsNoFeedbackZipAndTheInstructorIsToldWhy() {
        assertThat(out.resolve("moodle-feedback.zip")).doesNotExist();
        assertThat(run.err()).contains("note: moodle-feedback.zip is not written")
                .contains("Hand each student their feedback.html yourself.");
        assertThat(run.out()).doesNotContain("Moodle feedback files:");
    }

    @Test
    void theClassSummaryCountsWhoKeptEachRule() throws IOException {
        String csv = Files.readString(out.resolve("summary.csv"), StandardCharsets.UTF_8);
        String markdown = Files.readString(out.resolve("summary.md"), StandardCharsets.UTF_8);
        int submissions = HAS_SKELETON ? 7 : 5;

        assertThat(csv.lines()).hasSize(submissions + 1)
                .contains("reference,70.00,70.00,graded,10.00,30.00,30.00",
                        "typo,0.00,70.00,compile errors,0.00,0.00,0.00",
                        "loop,40.00,70.00,graded,10.00,0.00,30.00");
        assertThat(markdown).contains("| FX-01 A new game has an empty grid | ex01 | 10.00 | "
                + (HAS_SKELETON ? "5 of 7" : "4 of 5") + " |");
    }

    @Test
    void theGradingJvmCannotSeeTheReference() throws IOException {
        // The test's own class path holds the reference, so leaving it out is the grader's doing.
        assertThat(System.getProperty("java.class.path")).contains("reference");
        Path work = out.resolve("reference/work");
        List<String> command = Files.readAllLines(work.resolve("run/jvm-1.command"));
        List<Path> classpath = Arrays.stream(command.get(command.indexOf("-cp") + 1)
                .split(File.pathSeparator)).map(Path::of).toList();

        // The submission's classes come last, from a folder of the grader's named by number.
        assertThat(classpath).last().satisfies(classes -> {
            assertThat(classes.getFileName().toString()).isEqualTo("classes");
            assertThat(classes.getParent().getParent().getFileName().toString())
                    .startsWith("tabuleiro-grading-");
        });
        assertThat(classpath).noneMatch(entry -> entry.getFileName().toString()
                .startsWith("tabuleiro-reference"));
        for (Path entry : classpath.subList(0, classpath.size() - 1)) {
            assertThat(holdsGame(entry)).as("%s holds the engine", entry).isFalse();
        }
    }

    @Test
    void theGradingJvmRunsWithAssertionsAndTheSchemesHeap() throws IOException {
        List<String> command = Files.readAllLines(
                out.resolve("reference/work/run/jvm-1.command"));

        assertThat(command).contains("-ea", "-Xmx64m", "-XX:+ExitOnOutOfMemoryError");
    }

    private static boolean holdsGame(Path entry) throws IOException {
        String game = "tabuleiro/connectfour/Game.class";
        if (Files.isDirectory(entry)) {
            return Files.exists(entry.resolve(game));
        }
        try (ZipFile zip = new ZipFile(entry.toFile())) {
            return zip.getEntry(game) != null;
        }
    }

    private static JsonObject results(String name) throws IOException {
        return JsonParser.parseString(Files.readString(out.resolve(name + "/results.json"),
                StandardCharsets.UTF_8)).getAsJsonObject();
    }

    private static List<JsonObject> tests(JsonObject results) {
        List<JsonObject> tests = new ArrayList<>();
        for (JsonElement test : results.getAsJsonArray("tests")) {
            tests.add(test.getAsJsonObject());
        }
        return tests;
    }

    private static List<String> statuses(JsonObject results) {
        return tests(results).stream().map(test -> test.get("status").getAsString())
                .collect(Collectors.toList());
    }

    private static String feedback(String name) throws IOException {
        return Files.readString(out.resolve(name + "/feedback.md"), StandardCharsets.UTF_8);
    }
}
