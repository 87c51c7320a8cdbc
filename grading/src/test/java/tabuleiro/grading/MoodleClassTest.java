package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.intake.SafeUnzip;

/**
 * A class handed in through Moodle, graded in one run of the grade command with the fixture
 * rule book and a late penalty: one student's loose files, one student's zip of an IDE project,
 * one late student, one who handed in a hostile zip. Each gets a grade, and the class gets
 * Moodle's gradebook CSV and the HTML report.
 */
@Tag("slow")
class MoodleClassTest {

    @TempDir
    static Path dir;

    private static Path out;
    private static Run run;

    @BeforeAll
    static void gradeTheDownload() throws IOException {
        Path download = dir.resolve("download");
        Path reference = Submissions.referenceSources();
        // Ana hands in every source of the game as a loose file, without its package folders.
        Path ana = download.resolve("Ana Lima_101_assignsubmission_file_");
        Files.createDirectories(ana);
        try (Stream<Path> files = Files.walk(reference.resolve("tabuleiro/connectfour"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, ana.resolve(file.getFileName()));
            }
        }
        stamp(ana, "2026-12-01T20:00:00Z");
        // Bo hands in his IDE project as a zip, two days late.
        Path bo = download.resolve("Bo Chen_202_assignsubmission_file_");
        zip(reference, bo.resolve("connect4.zip"), "connect4/src/main/java/");
        stamp(bo, "2026-12-03T20:00:00Z");
        // Cy's zip tries to write outside its folder.
        Path cy = download.resolve("Cy Dias_303_assignsubmission_file_");
        Files.createDirectories(cy);
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(
                cy.resolve("evil.zip")))) {
            zip.putNextEntry(new ZipEntry("../../../evil.java"));
            zip.write("class Evil {}".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        stamp(cy, "2026-12-01T20:00:00Z");

        Path scheme = dir.resolve("scheme.json");
        Files.writeString(scheme, Files.readString(Submissions.patientFixtureScheme(dir))
                .replace("\"exercises\"",
                "\"late\": {\"deadline\": \"2026-12-02T00:00:00Z\", \"percent\": 10,"
                        + " \"per\": \"day\", \"capPercent\": 50},\n  \"exercises\""),
                StandardCharsets.UTF_8);
        out = dir.resolve("out");
        run = Submissions.grader(List.of("grade", download.toString(), "--out", out.toString(),
                "--scheme", scheme.toString()));
    }

    @Test
    void everyStudentIsGradedUnderTheirMoodleIdentity() {
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("Ana_Lima_101: 70.00/70.00")
                // The console shows the grade after the late penalty, as moodle-grades.csv does.
                .contains("Bo_Chen_202: 56.00/70.00 (70.00 before the late penalty)")
                .contains("Cy_Dias_303: refused, not graded — no .java file was handed in");
        assertThat(run.err()).contains("Cy_Dias_303: evil.zip holds the entry")
                .contains("outside its folder");
        assertThat(dir.resolve("evil.java")).doesNotExist();
    }

    @Test
    void moodleCsvCarriesTheUserIdAndTheGradeAfterTheLatePenalty() throws IOException {
        List<String> lines = Files.readAllLines(out.resolve("moodle-grades.csv"));

        assertThat(lines.get(0)).isEqualTo("Full name,Moodle user id,Submission,"
                + "Connect Four (fixture) (Real),Connect Four (fixture) (Feedback)");
        assertThat(lines).anySatisfy(line -> assertThat(line)
                .startsWith("Ana Lima,101,Ana_Lima_101,70.00,"));
        assertThat(lines).anySatisfy(line -> assertThat(line)
                .startsWith("Bo Chen,202,Bo_Chen_202,56.00,")
                .contains("1 day 20 h after the deadline: 20%"));
    }

    @Test
    void aRefusedHandInSaysRefusedAndWhyInEveryClassFileAndNeverLooksGraded()
            throws IOException {
        String why = "no .java file was handed in";
        assertThat(Files.readString(out.resolve("summary.md")))
                .contains("| Cy\\_Dias\\_303 | 0.00 | 70.00 | refused: no .java file was handed"
                        + " in |");
        assertThat(Files.readAllLines(out.resolve("summary.csv"))).anySatisfy(line ->
                assertThat(line).startsWith("Cy_Dias_303,0.00,70.00,refused: " + why + ","));
        assertThat(Files.readAllLines(out.resolve("moodle-grades.csv"))).anySatisfy(line ->
                assertThat(line).startsWith("Cy Dias,303,Cy_Dias_303,0.00,")
                        .contains("Refused, not graded: " + why + "."));
        assertThat(Files.readString(out.resolve("report.html")))
                .contains("<td>refused: " + why + "</td>")
                // The mean is of the two graded students (70 and 56), not of a refused 0.
                .contains("63.00");
        Path cy = out.resolve("Cy_Dias_303");
        assertThat(Files.readString(cy.resolve("feedback.md"))).contains("Refused: " + why
                + ". Nothing was graded, so this 0 is not a grade of your code");
        assertThat(Files.readString(cy.resolve("feedback.html"))).contains("Refused: " + why);
        assertThat(Files.readString(cy.resolve("results.json")))
                .contains("Not checked: the submission was refused (" + why + ").");
        assertThat(Files.readString(cy.resolve("junit.xml")))
                .contains("name=\"status\" value=\"refused: " + why + "\"");
        assertThat(Files.readString(cy.resolve("prairielearn.json")))
                .contains("\"gradable\": false");
        assertThat(run.err()).contains("Cy_Dias_303: " + why + "; refused, not graded");
    }

    @Test
    void eachStudentHasEveryReportAndTheClassItsPage() throws IOException {
        for (String name : List.of("Ana_Lima_101", "Bo_Chen_202", "Cy_Dias_303")) {
            assertThat(out.resolve(name)).isDirectoryContaining("glob:**/feedback.html")
                    .isDirectoryContaining("glob:**/junit.xml")
                    .isDirectoryContaining("glob:**/results.json");
        }
        assertThat(Files.readString(out.resolve("Bo_Chen_202/feedback.md")))
                .contains("Score: 56.00 / 70.00");
        assertThat(Files.readString(out.resolve("Cy_Dias_303/feedback.md")))
                .contains("evil.zip holds the entry \"../../../evil.java\", which would be"
                        + " written outside its folder: the archive is refused; its files are"
                        + " left out");
        assertThat(Files.readString(out.resolve("report.html"))).contains("<svg")
                .contains("Bo Chen (202)").contains("3 submissions");
    }

    @Test
    void eachStudentsFeedbackHtmlGoesBackToMoodleInTheFeedbackFilesZip() throws IOException {
        Path zip = out.resolve("moodle-feedback.zip");
        Map<String, String> folders = Map.of("Ana Lima_101_assignsubmission_file_",
                "Ana_Lima_101", "Bo Chen_202_assignsubmission_file_", "Bo_Chen_202",
                "Cy Dias_303_assignsubmission_file_", "Cy_Dias_303");

        assertThat(run.out()).contains("Moodle feedback files: " + zip + " (3 students;");
        assertThat(SafeUnzip.entryNames(zip)).containsExactlyInAnyOrderElementsOf(
                folders.keySet().stream().map(folder -> folder + "/feedback.html").toList());
        try (ZipFile file = new ZipFile(zip.toFile(), StandardCharsets.UTF_8)) {
            for (Map.Entry<String, String> folder : folders.entrySet()) {
                try (InputStream page = file.getInputStream(file.getEntry(folder.getKey()
                        + "/feedback.html"))) {
                    assertThat(page.readAllBytes()).isEqualTo(Files.readAllBytes(
                            out.resolve(folder.getValue()).resolve("feedback.html")));
                }
            }
        }
        // The gradebook's feedback column says where the page is, to each of them.
        assertThat(Files.readAllLines(out.resolve("moodle-grades.csv")).stream().skip(1))
                .hasSize(3).allSatisfy(line -> assertThat(line).contains("is the page"
                        + " feedback.html in this assignment's feedback files."));
        assertThat(run.err()).doesNotContain("moodle-feedback.zip");
    }

    private static void stamp(Path folder, String time) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(file, FileTime.from(Instant.parse(time)));
            }
        }
    }

    private static void zip(Path sources, Path zip, String prefix) throws IOException {
        Files.createDirectories(zip.getParent());
        try (OutputStream stream = Files.newOutputStream(zip);
                ZipOutputStream archive = new ZipOutputStream(stream);
                Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                archive.putNextEntry(new ZipEntry(prefix + sources.relativize(file).toString()
                        .replace('\\', '/')));
                Files.copy(file, archive);
                archive.closeEntry();
            }
        }
    }
}
