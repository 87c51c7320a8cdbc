package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.batch.StoredResult;

/**
 * Grading a class again: what is unchanged is not graded again, what changed or was not
 * finished is, and the scores are the same either way. One scenario per test would grade the
 * class many times over, so the tests share a sequence of runs on the same report folder.
 */
@Tag("slow")
class ResumeTest {

    @TempDir
    static Path dir;

    private static Path alice;
    private static Path bob;
    private static Path out;
    private static Path scheme;
    private static Run first;
    private static Run unchanged;
    private static Run onATerminal;
    private static Run afterChange;
    private static Run afterInterruption;
    private static Run regraded;
    private static Run newTimes;
    private static String bobResultsBefore;
    private static String bobResultsAfterChange;

    @BeforeAll
    static void gradeTheClassSeveralTimes() throws IOException {
        alice = Submissions.copy(Submissions.referenceSources(), dir.resolve("alice"));
        bob = Submissions.copy(Submissions.referenceSources(), dir.resolve("bob"));
        Submissions.editGame(bob, "            row--;\n", "            row -= 2;\n");
        out = dir.resolve("out");
        scheme = Submissions.fixtureScheme(dir);

        first = grade();
        unchanged = grade();
        onATerminal = Submissions.graderOnOneStream(arguments());
        bobResultsBefore = Files.readString(out.resolve("bob/results.json"),
                StandardCharsets.UTF_8);
        // Alice hands in again, fixing nothing but a comment.
        Submissions.editGame(alice, "public final class Game {",
                "public final class Game { // handed in again");
        afterChange = grade();
        bobResultsAfterChange = Files.readString(out.resolve("bob/results.json"),
                StandardCharsets.UTF_8);
        // A run stopped while grading Bob: his reports are there, his stored result not yet.
        Files.delete(out.resolve("bob").resolve(StoredResult.FILE));
        afterInterruption = grade();
        regraded = grade("--regrade");
        // The instructor learns when Alice handed in: her late penalty may change her reports.
        Path times = Files.writeString(dir.resolve("times.csv"),
                "student,submitted\nalice,2026-11-01T10:00:00Z\n", StandardCharsets.UTF_8);
        newTimes = grade("--submitted-at", times.toString());
    }

    @Test
    void aNewSubmissionTimeGradesThatSubmissionAgain() {
        assertThat(newTimes.status()).as(newTimes.err()).isZero();
        assertThat(newTimes.err()).contains("bob: " + score(first, "bob") + " — unchanged")
                .doesNotContain("alice: 70.00/70.00 — unchanged");
    }

    @Test
    void firstRunGradesEverySubmissionAndShowsProgress() {
        assertThat(first.status()).as(first.err()).isZero();
        assertThat(first.out()).contains("alice: 70.00/70.00", "bob: ");
        assertThat(first.err()).contains("[1/2 ", "[2/2 ").doesNotContain("unchanged");
        assertThat(out.resolve("alice").resolve(StoredResult.FILE)).exists();
    }

    @Test
    void aTerminalShowsEachSubmissionsGradeOnOneLineAndAPipeGetsTheSameGrades() {
        assertThat(onATerminal.status()).as(onATerminal.out()).isZero();
        for (String name : List.of("alice", "bob")) {
            String grade = name + ": " + score(first, name);
            assertThat(onATerminal.out().lines().filter(line -> line.contains(name + ": ")))
                    .as("%s's lines on a terminal", name).singleElement().satisfies(line ->
                            assertThat(line).matches("\\[\\d/2 [\\d:]+\\] " + Pattern.quote(
                                    grade) + " — unchanged, kept from the last run"));
        }
        // In a pipe the console lists the class in its order, the progress apart.
        assertThat(unchanged.out().lines().filter(line -> line.matches("(alice|bob): .*")))
                .containsExactly("alice: " + score(first, "alice"), "bob: "
                        + score(first, "bob"));
    }

    @Test
    void unchangedSubmissionsAreNotGradedAgainAndKeepTheirScores() {
        assertThat(unchanged.err()).contains("alice: 70.00/70.00 — unchanged",
                "bob: " + score(first, "bob") + " — unchanged");
        assertThat(unchanged.out()).isEqualTo(first.out());
    }

    @Test
    void onlyTheChangedSubmissionIsGradedAgain() {
        assertThat(afterChange.err()).contains("bob: " + score(first, "bob") + " — unchanged")
                .doesNotContain("alice: 70.00/70.00 — unchanged");
        // Not graded again, so not even its execution time changed.
        assertThat(bobResultsAfterChange).isEqualTo(bobResultsBefore);
    }

    @Test
    void interruptedRunResumesWithTheSubmissionsNotFinished() {
        assertThat(afterInterruption.err()).contains("alice: 70.00/70.00 — unchanged")
                .doesNotContain("bob: " + score(first, "bob") + " — unchanged");
        assertThat(afterInterruption.out()).isEqualTo(first.out());
    }

    @Test
    void regradeGradesEverythingAndGivesTheSameScores() {
        assertThat(regraded.err()).doesNotContain("unchanged");
        assertThat(regraded.out()).isEqualTo(first.out());
    }

    @Test
    void damagedStoredResultIsGradedAgain() throws IOException {
        Path other = dir.resolve("damaged-out");
        Files.createDirectories(other.resolve("alice"));
        Files.writeString(other.resolve("alice").resolve(StoredResult.FILE), "{ not json",
                StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", alice.toString(), "--out",
                other.toString(), "--scheme", scheme.toString()));

        assertThat(run.out()).contains("alice: 70.00/70.00");
        assertThat(run.err()).doesNotContain("unchanged");
    }

    private static String score(Run run, String name) {
        return run.out().lines().filter(line -> line.startsWith(name + ": ")).findFirst()
                .orElseThrow().substring(name.length() + 2);
    }

    private static Run grade(String... extra) throws IOException {
        return Submissions.grader(arguments(extra));
    }

    private static List<String> arguments(String... extra) {
        List<String> arguments = new ArrayList<>(List.of("grade", alice.toString(),
                bob.toString(), "--out", out.toString(), "--scheme", scheme.toString(),
                "--jobs", "2"));
        arguments.addAll(List.of(extra));
        return arguments;
    }
}
