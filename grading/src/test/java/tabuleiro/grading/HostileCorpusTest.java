package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.sandbox.Isolation;

/**
 * The hostile corpus ({@code src/test/resources/hostile/}): submissions that attack the grader,
 * graded in one run together with a correct one, with the fixture rule book and its short limits.
 *
 * <p>Each hostile submission is the complete sample ({@code samples/connect-four/complete}) with
 * one file laid over it, {@code Player.java}, whose {@code ofNumber} (called by the rule book's
 * exercise 3 steps alone) holds the attack. A contained attack costs exercise 3 at most, so the
 * submission keeps 40 of 70 points, the correct submission keeps all 70, and the report says in
 * plain words what happened.
 */
@Tag("slow")
class HostileCorpusTest {

    private static final String CORRECT = "correct";
    private static final List<String> ATTACKS = List.of("endless-loop", "system-exit",
            "endless-allocation", "thread-bomb", "endless-output", "file-vandal", "network",
            "snoop", "not-compiling");

    /** Not an attack: a signature of the skeleton changed, which the structural check names. */
    private static final String CHANGED = "changed-signature";

    @TempDir
    static Path dir;

    private static Path out;
    private static Run run;
    private static ServerSocket listener;
    private static final AtomicInteger CONNECTIONS = new AtomicInteger();

    @BeforeAll
    static void gradeTheCorpus() throws IOException {
        final Path grading = Submissions.projectRoot().resolve("grading");
        final Path complete = grading.resolve("samples/connect-four/complete");
        final Path hostile = grading.resolve("src/test/resources/hostile");
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepter = new Thread(HostileCorpusTest::countConnections, "test-listener");
        accepter.setDaemon(true);
        accepter.start();

        Path scheme = Submissions.fixtureScheme(dir);
        List<String> arguments = new ArrayList<>(List.of("grade",
                overlay(List.of(complete), dir.resolve("in/" + CORRECT)).toString()));
        for (String attack : ATTACKS) {
            Path folder = overlay(List.of(complete, hostile.resolve(attack)),
                    dir.resolve("in/" + attack));
            fillIn(folder, scheme);
            arguments.add(folder.toString());
        }
        arguments.add(overlay(List.of(complete, grading.resolve(
                "src/test/resources/structure/" + CHANGED)), dir.resolve("in/" + CHANGED))
                .toString());
        out = dir.resolve("out");
        arguments.addAll(List.of("--out", out.toString(), "--scheme", scheme.toString(),
                "--jobs", "2"));
        run = Submissions.grader(arguments);
    }

    @AfterAll
    static void stopListening() throws IOException {
        listener.close();
    }

    @Test
    void theCorrectSubmissionKeepsFullMarksAndEveryAttackCostsOnlyItsOwnPoints() {
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains(CORRECT + ": 70.00/70.00");
        for (String attack : ATTACKS) {
            if (attack.equals("not-compiling")) {
                assertThat(run.out()).contains(attack + ": 0.00/70.00 (compile errors)");
            } else if (!attack.equals("file-vandal")) {
                // The vandal's writes fail quietly in the sandbox, so it may keep its points.
                assertThat(run.out()).contains(attack + ": 40.00/70.00");
            }
        }
        assertThat(run.err()).contains("isolation: ");
    }

    @Test
    void endlessLoopIsReportedAsTimeOutOfItsExercise() throws IOException {
        assertThat(exercise3("endless-loop")).contains("exercise 3: the scenario \"The first"
                + " player completes four in the bottom row")
                .contains("did not finish within 2 s");
        // The rule is lost: its other scenario is not run, so no second JVM is needed.
        assertThat(out.resolve("endless-loop/work/run/jvm-1.command")).exists();
        assertThat(out.resolve("endless-loop/work/run/jvm-2.command")).doesNotExist();
    }

    @Test
    void systemExitIsRefusedOrCostsItsScenario() throws IOException {
        assertThat(exercise3("system-exit")).containsAnyOf(
                "the grader does not allow a submission to end the Java VM",
                "the scenario ended the Java VM");
    }

    @Test
    void endlessAllocationRunsOutOfTheSchemesHeap() throws IOException {
        assertThat(exercise3("endless-allocation"))
                .contains("ran out of memory (the limit is 64 MB)");
    }

    @Test
    void threadBombIsStoppedAtTheThreadLimitOrInTime() throws IOException {
        assertThat(exercise3("thread-bomb")).containsAnyOf(
                "the grader does not allow a submission to start more than",
                "did not finish within 2 s");
    }

    @Test
    void endlessOutputFailsItsScenarioAndIsCut() throws IOException {
        assertThat(exercise3("endless-output")).contains("TooMuchOutputException: the scenario"
                + " printed more than 1000 kB on System.out: the grader stops a scenario there");
        try (Stream<Path> files = Files.list(out.resolve("endless-output/work/run"))) {
            List<Path> outputs = files.filter(file -> file.toString().endsWith(".out")).toList();
            assertThat(outputs).isNotEmpty().allSatisfy(file ->
                    assertThat(Files.size(file)).isLessThan(1_100_000));
        }
    }

    @Test
    void filesOutsideTheScratchFolderAreNeitherWrittenNorDeleted() throws IOException {
        assertThat(out.resolve("vandal-was-here.txt")).doesNotExist();
        assertThat(Path.of("/tmp/vandal-was-here.txt")).doesNotExist();
        assertThat(out.resolve(CORRECT + "/results.json")).exists();
        assertThat(results(CORRECT).get("score").getAsDouble()).isEqualTo(70.0);
    }

    @Test
    void noConnectionLeavesTheGradingJvm() throws IOException {
        assertThat(CONNECTIONS.get()).isZero();
        assertThat(exercise3("network")).containsAnyOf("does not allow a submission to use the"
                + " network", "Network is unreachable", "Connection refused");
    }

    @Test
    void theReferenceTheSchemeAndOtherSubmissionsCannotBeRead() throws IOException {
        String report = exercise3("snoop");

        assertThat(report).contains("refused: \\[").doesNotContain("LEAKED");
        assertThat(Files.readString(out.resolve("snoop/results.json"), StandardCharsets.UTF_8))
                .doesNotContain("BEGIN SOLUTION").doesNotContain("\\\"limits\\\"");
    }

    @Test
    void compileErrorsNameTheFileAndLine() throws IOException {
        assertThat(results("not-compiling").get("output").getAsString())
                .contains("src/main/java/tabuleiro/connectfour/Player.java:");
    }

    @Test
    void structuralCheckNamesTheChangedSignatureAndCostsOnlyTheRulesThatCallIt()
            throws IOException {
        assertThat(run.out()).contains(CHANGED + ": 40.00/70.00");
        assertThat(results(CHANGED).get("output").getAsString()).contains("Structural check:"
                + " tabuleiro.connectfour.Player lacks, or has changed, the skeleton's public"
                + " static method tabuleiro.connectfour.Player ofNumber(int).");
        assertThat(results(CORRECT).get("output").getAsString())
                .doesNotContain("Structural check");
    }

    @Test
    void inTheSandboxTheGradingJvmSeesOnlyItsClassPathAndItsOwnFolders() throws IOException {
        assumeTrue(run.err().contains("isolation: bubblewrap sandbox"), "no sandbox here");
        List<String> command = Files.readAllLines(out.resolve("snoop/work/run/jvm-1.command"));
        String line = String.join(" ", command);

        assertThat(line).contains("--unshare-all", "--cap-drop ALL", "--die-with-parent")
                .doesNotContain("--ro-bind / /")
                .doesNotContain(Submissions.referenceSources().toString())
                .doesNotContain(dir.resolve("in").toString())
                // Its only writable folder is its own scratch folder, a memory file system of a
                // fixed size: not the grader's logs or disk, and no /proc through which to reopen
                // its results channel; the kernel's filter refuses new processes.
                .doesNotContain("--bind " + out)
                .doesNotContain("--proc")
                .contains("--seccomp 3", "--remount-ro /dev")
                .containsPattern("--size " + Isolation.SCRATCH_BYTES
                        + " --tmpfs (\\S+/scratch/jvm-1-\\d+) ");
        assertThat(command).doesNotContain(out.toString(), dir.toString());
    }

    /** Copies folders over one another into a new submission folder. */
    private static Path overlay(List<Path> layers, Path folder) throws IOException {
        for (Path layer : layers) {
            try (Stream<Path> files = Files.walk(layer)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    Path copy = folder.resolve(layer.relativize(file).toString());
                    Files.createDirectories(copy.getParent());
                    Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return folder;
    }

    /** Puts the paths and the port that the attacks aim at into their sources. */
    private static void fillIn(Path folder, Path scheme) throws IOException {
        Path player = folder.resolve(Submission.SOURCES)
                .resolve("tabuleiro/connectfour/Player.java");
        String text = Files.readString(player, StandardCharsets.UTF_8)
                .replace("@PORT@", Integer.toString(listener.getLocalPort()))
                .replace("@REFERENCE@", Submissions.referenceSources()
                        .resolve("tabuleiro/connectfour/Game.java").toString())
                .replace("@SCHEME@", scheme.toString())
                .replace("@OTHER@", dir.resolve("in/" + CORRECT).resolve(Submission.SOURCES)
                        .resolve("tabuleiro/connectfour/Game.java").toString());
        Files.writeString(player, text, StandardCharsets.UTF_8);
    }

    private static void countConnections() {
        while (!listener.isClosed()) {
            try {
                // Being accepted is what counts: the connection is closed at once.
                listener.accept().close();
                CONNECTIONS.incrementAndGet();
            } catch (SocketTimeoutException e) {
                // Keep listening.
            } catch (IOException e) {
                return;
            }
        }
    }

    /** What the reports say about the rule of exercise 3, where every attack sits. */
    private static String exercise3(String name) throws IOException {
        JsonObject results = results(name);
        StringBuilder text = new StringBuilder();
        for (JsonElement test : results.getAsJsonArray("tests")) {
            JsonObject object = test.getAsJsonObject();
            if (object.get("name").getAsString().startsWith("FX-03")) {
                text.append(object.get("output").getAsString());
            }
        }
        return text.toString();
    }

    private static JsonObject results(String name) throws IOException {
        return JsonParser.parseString(Files.readString(out.resolve(name + "/results.json"),
                StandardCharsets.UTF_8)).getAsJsonObject();
    }
}
