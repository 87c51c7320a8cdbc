package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;

/**
 * Grading into a class's report folder again, as an instructor does on deadline night: one
 * student added, one regraded, the class kept; another language refused; the report folder,
 * inside the class folder, never graded. The runs share one class folder, in sequence.
 */
@Tag("slow")
class ClassFolderTest {

    @TempDir
    static Path dir;

    private static Path group;
    private static Path out;
    private static Path scheme;
    private static Run first;
    private static String firstSummary;
    private static Run added;
    private static String addedSummary;
    private static String addedMoodle;
    private static String addedReport;
    private static String againSummary;
    private static Run again;
    private static Run otherLanguage;
    private static Run startedOver;

    @BeforeAll
    static void gradeIntoTheSameClassSeveralTimes() throws IOException {
        group = dir.resolve("class");
        final Path alice = Submissions.copy(Submissions.referenceSources(),
                group.resolve("alice"));
        Path bob = Submissions.copy(Submissions.referenceSources(), group.resolve("bob"));
        Submissions.editGame(bob, "            row--;\n", "            row -= 2;\n");
        // The report folder is inside the class folder, as instructors often put it.
        out = group.resolve("out");
        scheme = Submissions.patientFixtureScheme(dir);

        first = grade(group);
        firstSummary = read("summary.csv");
        // Carol hands in, late, a zip that is not one: she is added to the class, refused.
        Files.writeString(group.resolve("carol.zip"), "PK, but cut short",
                StandardCharsets.UTF_8);
        added = grade(group.resolve("carol.zip"));
        addedSummary = read("summary.csv");
        addedMoodle = read("moodle-grades.csv");
        addedReport = read("report.html");
        // Bob fixes his game; the whole class folder is graded again into the same folder.
        Submissions.editGame(bob, "            row -= 2;\n", "            row--;\n");
        again = grade(group);
        againSummary = read("summary.csv");
        otherLanguage = grade(alice, "--lang", "pt");
        startedOver = grade(alice, "--start-over");
    }

    @Test
    void aStudentGradedIntoTheClassIsAddedAndTheOthersKept() throws IOException {
        assertThat(first.status()).as(first.err()).isZero();
        assertThat(added.status()).as(added.err()).isZero();
        assertThat(added.out()).contains("carol: refused, not graded — what was handed in"
                + " could not be read (", "added carol; kept 2 as they were graded; the class"
                + " has 3 students");
        List<String> before = firstSummary.lines().toList();
        List<String> after = addedSummary.lines().toList();
        // The same header and rows for alice and bob, and carol's row after them.
        assertThat(after).hasSize(before.size() + 1).startsWith(before.toArray(String[]::new));
        assertThat(after.get(after.size() - 1)).startsWith("carol,0.00,70.00,refused: what"
                + " was handed in could not be read (");
        assertThat(addedMoodle).contains("alice,,alice,70.00,", "bob,,bob,",
                "carol,,carol,0.00,\"0.00 / 70.00: 0 of 3 rules kept. Refused, not graded:"
                        + " what was handed in could not be read (");
        assertThat(addedReport).contains("3 submissions");
    }

    @Test
    void gradingTheClassAgainRegradesWhatChangedAndNeverTheReportFolder() throws IOException {
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).contains("left out " + out + ": the grader's report folders"
                + " are never graded", "bob: 70.00/70.00", "carol: refused");
        assertThat(again.out().lines()).noneMatch(line -> line.startsWith("out"));
        assertThat(again.err()).contains("alice: 70.00/70.00 — unchanged");
        assertThat(first.out()).doesNotContain("left out");
        List<String> rows = againSummary.lines().skip(1).toList();
        assertThat(rows).extracting(row -> row.substring(0, row.indexOf(',')))
                .containsExactly("alice", "bob", "carol");
        assertThat(rows.get(1)).startsWith("bob,70.00,70.00,graded,");
        assertThat(out.resolve("out")).doesNotExist();
    }

    @Test
    void anotherLanguageIsAnotherClassAndIsRefusedSayingHowToGradeIt() throws IOException {
        assertThat(otherLanguage.status()).isEqualTo(2);
        assertThat(otherLanguage.err()).contains("error: " + out + " holds the class graded"
                + " under connect-four", "in en)", "in pt)", "give another --out",
                "--start-over");
        assertThat(otherLanguage.out()).doesNotContain("alice: ");
    }

    @Test
    void startingOverLeavesTheRunsStudentsAlone() throws IOException {
        assertThat(startedOver.status()).as(startedOver.err()).isZero();
        assertThat(startedOver.out()).doesNotContain("the class has");
        assertThat(read("summary.csv").lines().skip(1)).singleElement().asString()
                .startsWith("alice,70.00,");
        assertThat(out.resolve("bob")).doesNotExist();
        assertThat(out.resolve("carol")).doesNotExist();
    }

    private static String read(String file) throws IOException {
        return Files.readString(out.resolve(file), StandardCharsets.UTF_8);
    }

    private static Run grade(Path submission, String... extra) {
        List<String> arguments = new ArrayList<>(List.of("grade", submission.toString(),
                "--out", out.toString(), "--scheme", scheme.toString(), "--jobs", "2"));
        arguments.addAll(List.of(extra));
        return Submissions.grader(arguments);
    }
}
