package tabuleiro.grading.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submission;

/** What the grader makes of the ways a class's work arrives. */
class IntakeTest {

    private static final String GAME = "tabuleiro/connectfour/Game.java";

    @TempDir
    Path dir;

    @Test
    void moodleDownloadGivesEachStudentWithNameIdTimeAndSourcesByPackage() throws IOException {
        Path download = dir.resolve("download");
        Path ana = download.resolve("Ana Lima_12345_assignsubmission_file_");
        write(ana.resolve("Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        Instant handedIn = Instant.parse("2026-11-20T22:15:00Z");
        Files.setLastModifiedTime(ana.resolve("Game.java"), FileTime.from(handedIn));
        Path bo = download.resolve("Bo Chen_67890_assignsubmission_file_");
        Zips.zip(bo.resolve("project.zip"), Map.of(
                "project/src/main/java/" + GAME, Zips.source("tabuleiro.connectfour", "Game"),
                "project/src/test/java/tabuleiro/connectfour/GameTest.java",
                Zips.source("tabuleiro.connectfour", "GameTest"),
                "__MACOSX/project/._Game.java", "junk"));

        Intake.Result result = Intake.collect(List.of(download), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("Ana_Lima_12345", "Bo_Chen_67890");
        Submission first = result.submissions().get(0);
        assertThat(first.student()).isEqualTo(new Student("Ana Lima", Optional.of("12345")));
        assertThat(first.submittedAt()).contains(handedIn);
        assertThat(first.sources().resolve(GAME)).exists();
        Submission second = result.submissions().get(1);
        assertThat(second.sources().resolve(GAME)).exists();
        assertThat(second.sources().resolve("tabuleiro/connectfour/GameTest.java"))
                .doesNotExist();
        assertThat(result.notes()).isEmpty();
    }

    @Test
    void aStudentsMoodleFoldersOfEachPluginAreOneSubmission() throws IOException {
        Path download = dir.resolve("download");
        write(download.resolve("Ana Lima_12345_assignsubmission_file_/Game.java"),
                Zips.source("tabuleiro.connectfour", "Game"));
        write(download.resolve("Ana Lima_12345_assignsubmission_onlinetext_/onlinetext.html"),
                "<p>see my file</p>");

        Intake.Result result = Intake.collect(List.of(download), dir.resolve("staging"));

        assertThat(result.submissions()).singleElement().satisfies(submission -> {
            assertThat(submission.name()).isEqualTo("Ana_Lima_12345");
            assertThat(submission.sources().resolve(GAME)).exists();
        });
        assertThat(result.notes()).isEmpty();
    }

    @Test
    void moodleZipOfTheWholeClassIsUnpackedAndReadAsItsFolders() throws IOException {
        Path zip = Zips.zip(dir.resolve("course-download.zip"), Map.of(
                "Ana Lima_12345_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game"),
                "Bo Chen_67890_assignsubmission_onlinetext_/onlinetext.html", "<p>hi</p>"));

        Intake.Result result = Intake.collect(List.of(zip), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(s -> s.student().moodleId().orElseThrow())
                .containsExactly("12345", "67890");
        assertThat(result.notes()).singleElement().asString()
                .contains("Bo_Chen_67890").contains("no .java file");
    }

    @Test
    void classFolderTakesAFolderOrAZipPerStudent() throws IOException {
        Path group = dir.resolve("class");
        write(group.resolve("alice/src/main/java/" + GAME),
                Zips.source("tabuleiro.connectfour", "Game"));
        Zips.zip(group.resolve("bob.zip"), Map.of("Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));
        write(group.resolve("notes.txt"), "not a submission");

        Intake.Result result = Intake.collect(List.of(group), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("alice", "bob");
        assertThat(result.submissions().get(0).folder()).isEqualTo(group.resolve("alice"));
        assertThat(result.submissions().get(1).sources().resolve(GAME)).exists();
        assertThat(result.notes()).singleElement().asString().contains("notes.txt");
    }

    @Test
    void zipThatWritesOutsideItsFolderIsRefusedAndCostsOnlyItsStudent() throws IOException {
        Path group = dir.resolve("class");
        Zips.zip(group.resolve("mallory.zip"), Map.of("../../escaped.java", "x"));
        Zips.zip(group.resolve("trudy.zip"), Map.of("ok/Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));

        Intake.Result result = Intake.collect(List.of(group), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("mallory", "trudy");
        assertThat(dir.resolve("escaped.java")).doesNotExist();
        assertThat(result.notes()).anySatisfy(note -> assertThat(note).startsWith("mallory:")
                .contains("outside its folder"));
        assertThat(result.submissions().get(1).sources().resolve(GAME)).exists();
    }

    @Test
    void symbolicLinksInAZipAreRefused() throws IOException {
        Path zip = Zips.markAsLinks(Zips.zip(dir.resolve("link.zip"),
                Map.of("Game.java", "/etc/passwd")));

        assertThatThrownBy(() -> SafeUnzip.unzip(zip, dir.resolve("out"),
                SafeUnzip.Limits.STUDENT)).isInstanceOf(UnsafeArchiveException.class)
                .hasMessageContaining("symbolic link");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void zipBombsAreStoppedByTheBytesWrittenAndTheEntryCount() throws IOException {
        Path bomb = Zips.zip(dir.resolve("bomb.zip"), Map.of("a.txt", "0".repeat(5000)));
        Path many = Zips.zip(dir.resolve("many.zip"), Map.of("a", "", "b", "", "c", ""));

        assertThatThrownBy(() -> SafeUnzip.unzip(bomb, dir.resolve("b"),
                new SafeUnzip.Limits(10, 4096))).hasMessageContaining("more than");
        assertThatThrownBy(() -> SafeUnzip.unzip(many, dir.resolve("m"),
                new SafeUnzip.Limits(2, 4096))).hasMessageContaining("3 entries");
    }

    @Test
    void aFileThatIsNoZipIsSaidToBeNone() throws IOException {
        Path fake = write(dir.resolve("fake.zip"), "PK? no");

        assertThatThrownBy(() -> SafeUnzip.entryNames(fake))
                .hasMessageContaining("fake.zip is not a zip file");
    }

    @Test
    void theSameClassTwiceKeepsTheOneInSrcMainJava() throws IOException {
        Path student = dir.resolve("Ana Lima_12345_assignsubmission_file_");
        write(student.resolve("old/Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        write(student.resolve("p/src/main/java/" + GAME),
                Zips.source("tabuleiro.connectfour", "Game") + "// the one\n");

        Intake.Result result = Intake.collect(List.of(student), dir.resolve("staging"));

        Path game = result.submissions().get(0).sources().resolve(GAME);
        assertThat(Files.readString(game, StandardCharsets.UTF_8)).contains("the one");
        assertThat(result.notes()).singleElement().asString().contains("2 files are " + GAME);
    }

    @Test
    void aHugeSourceIsLeftOutRatherThanRead() throws IOException {
        Path student = dir.resolve("Ana Lima_12345_assignsubmission_file_");
        write(student.resolve("Game.java"), Zips.source("tabuleiro.connectfour", "Game")
                + "//" + "x".repeat(2 << 20));

        Intake.Result result = Intake.collect(List.of(student), dir.resolve("staging"));

        assertThat(result.submissions().get(0).sources().resolve(GAME)).doesNotExist();
        assertThat(result.notes()).anySatisfy(note -> assertThat(note)
                .contains("Game.java is larger than 1 MB"));
    }

    @Test
    void packageIsReadPastCommentsAndSpaces() {
        assertThat(SourceLocator.packageOf(Zips.source("a.b", "C"))).contains("a.b");
        assertThat(SourceLocator.packageOf("package  tabuleiro . quarto ;")).contains(
                "tabuleiro.quarto");
        assertThat(SourceLocator.packageOf("class C {}")).isEmpty();
    }

    @Test
    void folderWithNothingToGradeIsRefusedWithWhatWasExpected() throws IOException {
        Files.createDirectories(dir.resolve("alice/src"));

        assertThatThrownBy(() -> Intake.collect(List.of(dir.resolve("alice")),
                dir.resolve("staging"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("alice is not a submission: it has no src/main/java");
    }

    @Test
    void submissionTimesAreFoundByMoodleIdOrName() throws IOException {
        SubmissionTimes times = SubmissionTimes.parse(List.of("identifier,submitted",
                "12345,2026-12-01T23:59:00+01:00", "\"bob\",2026-12-02 10:00"), "times.csv",
                java.time.ZoneOffset.UTC);
        Path folder = dir.resolve("bob");
        Files.createDirectories(folder.resolve(Submission.SOURCES));

        assertThat(times.of(new Submission("Ana_Lima_12345", folder,
                new Student("Ana Lima", Optional.of("12345")), Optional.empty())))
                .contains(Instant.parse("2026-12-01T22:59:00Z"));
        assertThat(times.of(new Submission("bob", folder)))
                .contains(Instant.parse("2026-12-02T10:00:00Z"));
        assertThatThrownBy(() -> SubmissionTimes.parse(List.of("h", "x,yesterday"), "t.csv",
                java.time.ZoneOffset.UTC)).hasMessageContaining("t.csv:2");
    }

    @Test
    void moodleFolderNamesGiveTheStudent() {
        assertThat(Student.ofMoodleFolder("José da Silva_42_assignsubmission_file_"))
                .contains(new Student("José da Silva", Optional.of("42")));
        assertThat(Student.ofMoodleFolder("alice")).isEmpty();
        assertThat(new Student("../evil", Optional.empty()).folderName()).isEqualTo("evil");
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
