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
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;

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
    void withMoodleAZipOfMoodleFoldersIsTheWholeClass() throws IOException {
        Path zip = Zips.zip(dir.resolve("course-download.zip"), Map.of(
                "Ana Lima_12345_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game"),
                "Bo Chen_67890_assignsubmission_onlinetext_/onlinetext.html", "<p>hi</p>"));

        Intake.Result result = Intake.collect(List.of(zip), dir.resolve("staging"),
                Intake.Mode.MOODLE);

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
    void withoutMoodleAStudentsZipOfMoodleLookingFoldersIsThatStudentsAlone()
            throws IOException {
        Path zip = Zips.zip(dir.resolve("eve.zip"), Map.of(
                "Eve_666_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game"),
                "Bo Chen_67890_assignsubmission_file_/Board.java",
                Zips.source("tabuleiro.connectfour", "Board")));

        Intake.Result result = Intake.collect(List.of(zip), dir.resolve("staging"));

        assertThat(result.submissions()).singleElement().satisfies(submission -> {
            assertThat(submission.name()).isEqualTo("eve");
            assertThat(submission.student()).isEqualTo(Student.named("eve"));
            assertThat(submission.sources().resolve(GAME)).exists();
            assertThat(submission.sources().resolve("tabuleiro/connectfour/Board.java"))
                    .exists();
        });
        assertThat(result.notes()).isEmpty();
    }

    @Test
    void aZipWithASymbolicLinkIsGradedWithoutTheLinkAndTheClassGoesOn() throws IOException {
        Path group = dir.resolve("class");
        Zips.zipWithLink(group.resolve("mallory.zip"), Map.of("p/Game.java",
                Zips.source("tabuleiro.connectfour", "Game")), "p/Secret.java", "/etc/passwd");
        Zips.zip(group.resolve("trudy.zip"), Map.of("Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));
        Path alone = Zips.zipWithLink(dir.resolve("oscar.zip"), Map.of(), "Game.java",
                "../../../../etc/passwd");

        Intake.Result result = Intake.collect(List.of(group, alone), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("mallory", "trudy", "oscar");
        Submission mallory = result.submissions().get(0);
        assertThat(mallory.sources().resolve(GAME)).exists();
        assertThat(mallory.sources().resolve("tabuleiro/connectfour/Secret.java"))
                .doesNotExist();
        assertThat(mallory.notes()).containsExactly("mallory.zip holds a symbolic link,"
                + " p/Secret.java: it was left out (hand in the files themselves)");
        assertThat(result.notes()).contains("mallory: " + mallory.notes().get(0));
        Submission oscar = result.submissions().get(2);
        assertThat(oscar.notes()).hasSize(2).last().asString()
                .isEqualTo("no .java file was handed in; graded as the bare skeleton");
        assertThat(result.submissions().get(1).notes()).isEmpty();
    }

    @Test
    void aRefusedZipOnTheCommandLineCostsOnlyItsStudentWithTheReasonForBoth()
            throws IOException {
        Path evil = Zips.zip(dir.resolve("mallory.zip"), Map.of("../../escaped.java", "x"));
        Path fake = write(dir.resolve("fake.zip"), "PK? no");
        Path good = Zips.zip(dir.resolve("trudy.zip"), Map.of("Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));

        Intake.Result result = Intake.collect(List.of(evil, fake, good),
                dir.resolve("staging"), Intake.Mode.MOODLE);

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("mallory", "fake", "trudy");
        assertThat(result.submissions().get(0).notes()).first().asString()
                .contains("mallory.zip holds the entry \"../../escaped.java\"")
                .endsWith("graded as handing in nothing");
        assertThat(result.submissions().get(1).notes()).first().asString()
                .contains("fake.zip is not a zip file");
        assertThat(result.notes()).anySatisfy(note -> assertThat(note)
                .startsWith("mallory: mallory.zip holds the entry"));
        assertThat(result.submissions().get(2).sources().resolve(GAME)).exists();
    }

    @Test
    void whateverFailsInReadingOneStudentMakesThatStudentsZeroAndTheRestAreRead()
            throws IOException {
        Path group = dir.resolve("class");
        // A package name longer than a file name may be: laying it out fails on this disk.
        write(group.resolve("ana/Game.java"), Zips.source("a".repeat(300), "Game"));
        write(group.resolve("bo/Game.java"), Zips.source("tabuleiro.connectfour", "Game"));

        Intake.Result result = Intake.collect(List.of(group), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("ana", "bo");
        Submission ana = result.submissions().get(0);
        assertThat(ana.notes()).singleElement().asString()
                .startsWith("what was handed in could not be read (")
                .endsWith("); graded as handing in nothing")
                .doesNotContain(dir.resolve("staging").toString());
        assertThat(ana.sources()).isEmptyDirectory();
        assertThat(result.notes()).containsExactly("ana: " + ana.notes().get(0));
        assertThat(result.submissions().get(1).sources().resolve(GAME)).exists();
    }

    @Test
    void moduleInfoIsLeftOutWithANote() throws IOException {
        Path zip = Zips.zip(dir.resolve("ana.zip"), Map.of(
                "p/src/main/java/module-info.java", "module ana {}",
                "p/src/main/java/" + GAME, Zips.source("tabuleiro.connectfour", "Game")));

        Intake.Result result = Intake.collect(List.of(zip), dir.resolve("staging"));

        Submission ana = result.submissions().get(0);
        assertThat(ana.sources().resolve("module-info.java")).doesNotExist();
        assertThat(ana.sources().resolve(GAME)).exists();
        assertThat(ana.notes()).singleElement().asString()
                .startsWith("p/src/main/java/module-info.java was left out");
    }

    @Test
    void oddCharactersInNamesMakeSafeReportFoldersAndKeepTheNameToShow() throws IOException {
        Path group = dir.resolve("class");
        write(group.resolve("ana: lima;\n.x/src/main/java/" + GAME),
                Zips.source("tabuleiro.connectfour", "Game"));
        Zips.zip(group.resolve("bo\u202Eavaj.zip"), Map.of("Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));
        Files.createDirectories(group.resolve("José/src/main/java"));
        Path dots = dir.resolve("..dots");
        Files.createDirectories(dots.resolve("src/main/java"));

        Intake.Result result = Intake.collect(List.of(group, dots), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("José", "ana_lima_.x", "bo_avaj", "dots");
        assertThat(result.submissions()).extracting(s -> s.student().fullName())
                .containsExactly("José", "ana: lima;\n.x", "bo\u202Eavaj", "..dots");
        // The zip is unpacked into a staging folder that the grader names, safely too.
        assertThat(result.submissions().get(2).folder().getFileName()).hasToString("1-bo_avaj");
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
    void aFileTheParserCannotReadCostsThatFileAloneAndIsNamed() throws IOException {
        Path student = dir.resolve("Ana Lima_12345_assignsubmission_file_");
        write(student.resolve("Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        write(student.resolve("Deep.java"), "package tabuleiro.connectfour;\nclass Deep {\n"
                + "    int x = " + "f(".repeat(2000) + "1" + ")".repeat(2000) + ";\n}\n");
        // Deeper than any stack the parser is given: javac gives up on it.
        write(student.resolve("Abyss.java"), "package tabuleiro.connectfour;\nclass Abyss {\n"
                + "    int x = " + "f(".repeat(300_000) + "1" + ")".repeat(300_000) + ";\n}\n");

        Intake.Result result = Intake.collect(List.of(student), dir.resolve("staging"));

        Path sources = result.submissions().get(0).sources();
        assertThat(sources.resolve(GAME)).exists();
        assertThat(sources.resolve("tabuleiro/connectfour/Deep.java")).exists();
        assertThat(sources.resolve("tabuleiro/connectfour/Abyss.java")).doesNotExist();
        assertThat(result.notes()).singleElement().satisfies(note -> assertThat(note)
                .contains("Abyss.java could not be read by the Java compiler's parser"));
    }

    @Test
    void packageIsReadPastCommentsAndSpaces() {
        assertThat(SourceLocator.packageOf(Zips.source("a.b", "C"))).contains("a.b");
        assertThat(SourceLocator.packageOf("package  tabuleiro . quarto ;")).contains(
                "tabuleiro.quarto");
        assertThat(SourceLocator.packageOf("class C {}")).isEmpty();
    }

    @Test
    void packageIsReadAsJavacReadsItWhereStrippingCommentsByPatternGotItWrong() {
        // A line comment that opens a block comment: the declaration after it is code.
        assertThat(SourceLocator.packageOf("// see /* below\npackage a.b;\nclass C {} // */"))
                .contains("a.b");
        // A declaration inside a comment or a text block of a class in the default package.
        assertThat(SourceLocator.packageOf("/* package wrong.one; */\npackage right.one;\n"))
                .contains("right.one");
        assertThat(SourceLocator.packageOf("class C {\n    String s = \"\"\"\n"
                + "        package evil.one;\n        \"\"\";\n}\n")).isEmpty();
        // A declaration written with Unicode escapes, which javac reads before anything else.
        assertThat(SourceLocator.packageOf("\\u0070ackage a.b;\nclass C {}\n"))
                .contains("a.b");
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
        assertThat(new Student("a:b;c\\d\n", Optional.of("7")).folderName())
                .isEqualTo("a_b_c_d__7");
        assertThat(Student.named("CON").folderName()).isEqualTo("_CON");
        assertThat(Student.named("x".repeat(300)).folderName()).hasSize(80);
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
