package tabuleiro.grading.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Arrays;
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
        assertThat(oscar.notes()).hasSize(1);
        assertThat(result.refusal(oscar)).contains(new Intake.Refusal(Intake.Refusal.Kind.EMPTY,
                ""));
        assertThat(result.notes()).contains("oscar: no .java file was handed in; refused, not"
                + " graded");
        assertThat(result.refusal(mallory)).isEmpty();
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
                dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("mallory", "fake", "trudy");
        assertThat(result.refusal(result.submissions().get(0))).hasValueSatisfying(why -> {
            assertThat(why.kind()).isEqualTo(Intake.Refusal.Kind.UNREADABLE);
            assertThat(why.detail()).contains("mallory.zip holds the entry"
                    + " \"../../escaped.java\"");
        });
        assertThat(result.refusal(result.submissions().get(1))).hasValueSatisfying(why ->
                assertThat(why.detail()).contains("fake.zip is not a zip file"));
        assertThat(result.notes()).anySatisfy(note -> assertThat(note)
                .startsWith("mallory: mallory.zip holds the entry")
                .endsWith("refused, not graded"));
        assertThat(result.refusal(result.submissions().get(2))).isEmpty();
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
        assertThat(result.notes()).singleElement().asString()
                .startsWith("ana: what was handed in could not be read (")
                .endsWith("); refused, not graded")
                .doesNotContain(dir.resolve("staging").toString());
        assertThat(ana.sources()).isEmptyDirectory();
        assertThat(result.refusal(ana)).hasValueSatisfying(why -> {
            assertThat(why.kind()).isEqualTo(Intake.Refusal.Kind.UNREADABLE);
            assertThat(why.detail()).doesNotContain(dir.resolve("staging").toString());
        });
        assertThat(result.submissions().get(1).sources().resolve(GAME)).exists();
    }

    @Test
    void anEmptyStudentFolderAndAnEmptySourcesFolderAreRefusedNotGraded() throws IOException {
        Path group = dir.resolve("class");
        Files.createDirectories(group.resolve("eve"));
        Files.createDirectories(group.resolve("zed/src/main/java"));
        write(group.resolve("bo/Game.java"), Zips.source("tabuleiro.connectfour", "Game"));

        Intake.Result result = Intake.collect(List.of(group), dir.resolve("staging"));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("bo", "eve", "zed");
        assertThat(result.submissions()).extracting(result::refusal).containsExactly(
                Optional.empty(),
                Optional.of(new Intake.Refusal(Intake.Refusal.Kind.EMPTY, "")),
                Optional.of(new Intake.Refusal(Intake.Refusal.Kind.EMPTY, "")));
        assertThat(result.notes()).contains("eve: no .java file was handed in; refused, not"
                + " graded", "zed: no .java file was handed in; refused, not graded");
    }

    @Test
    void withMoodleAZipThatIsNotMoodlesDownloadIsRefusedSayingWhatOneLooksLike()
            throws IOException {
        Path student = Zips.zip(dir.resolve("eve.zip"), Map.of("src/main/java/" + GAME,
                Zips.source("tabuleiro.connectfour", "Game")));
        Path mixed = Zips.zip(dir.resolve("mixed.zip"), Map.of(
                "Ana Lima_12345_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game"),
                "bob/Game.java", Zips.source("tabuleiro.connectfour", "Game")));
        Path whole = Zips.zip(dir.resolve("whole.zip"), Map.of(
                "Ana Lima_12345_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game"),
                "Bo Chen_67890_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = Files.write(dir.resolve("cut.zip"),
                Arrays.copyOf(bytes, bytes.length * 2 / 3));

        for (Path zip : List.of(student, mixed, cut)) {
            assertThatThrownBy(() -> Intake.collect(List.of(zip), dir.resolve("staging"),
                    Intake.Mode.MOODLE)).as(zip.toString())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(zip + " was given with --moodle, but")
                    .hasMessageContaining("Full Name_12345_assignsubmission_file_")
                    .hasMessageContaining("graded without --moodle");
        }
        assertThatThrownBy(() -> Intake.collect(List.of(cut), dir.resolve("staging"),
                Intake.Mode.MOODLE)).hasMessageContaining("is the download complete?");
        assertThatThrownBy(() -> Intake.collect(List.of(mixed), dir.resolve("staging"),
                Intake.Mode.MOODLE)).hasMessageContaining("(bob)");
        // The same zips without --moodle are one student's each, as ever.
        assertThat(Intake.collect(List.of(student), dir.resolve("staging")).submissions())
                .singleElement().extracting(Submission::name).isEqualTo("eve");
        // And the whole download, under a course folder or not, is the class.
        Path course = Zips.zip(dir.resolve("course.zip"), Map.of(
                "Games 2026/Ana Lima_12345_assignsubmission_file_/Game.java",
                Zips.source("tabuleiro.connectfour", "Game")));
        assertThat(Intake.collect(List.of(whole, course), dir.resolve("staging"),
                Intake.Mode.MOODLE).submissions()).extracting(Submission::name)
                .containsExactly("Ana_Lima_12345", "Bo_Chen_67890", "Ana_Lima_12345");
    }

    @Test
    void theReportFolderAndAnythingThatLooksLikeOneAreNeverGraded() throws IOException {
        Path group = dir.resolve("class");
        write(group.resolve("bo/Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        Path out = group.resolve("out");
        write(out.resolve(".intake/1-bo/src/main/java/" + GAME),
                Zips.source("tabuleiro.connectfour", "Game"));
        Path old = group.resolve("old-grades");
        write(old.resolve("summary.csv"), "name,score\n");
        write(old.resolve("summary.md"), "# grades\n");
        write(old.resolve("bo/Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        Path merged = group.resolve("merged");
        write(merged.resolve("class.json"), "{}");
        write(merged.resolve("Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        // A student's Moodle folder is the student's, whatever files it holds.
        write(group.resolve("Cy Dias_303_assignsubmission_file_/graded.json"), "{}");
        write(group.resolve("Cy Dias_303_assignsubmission_file_/Game.java"),
                Zips.source("tabuleiro.connectfour", "Game"));

        Intake.Result result = Intake.collect(List.of(group), out.resolve(".intake"),
                Intake.Mode.LAYOUT, Optional.of(out));

        assertThat(result.submissions()).extracting(Submission::name)
                .containsExactly("Cy_Dias_303", "bo");
        assertThat(result.leftOutReports()).containsExactly(merged, old, out);
        assertThatThrownBy(() -> Intake.collect(List.of(old), dir.resolve("staging")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is a report folder of the grader");
    }

    @Test
    void theReportMarkersAreTheNamesTheGraderWrites() {
        assertThat(Intake.REPORT_MARKERS).containsExactly("class.json",
                tabuleiro.grading.shard.ShardManifest.FILE,
                tabuleiro.grading.batch.StoredResult.FILE);
        assertThat(Intake.SUMMARIES).containsExactly(
                tabuleiro.grading.report.wholeclass.ClassSummary.CSV,
                tabuleiro.grading.report.wholeclass.ClassSummary.MARKDOWN);
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
    void aFileNestedTwoThousandCallsDeepCostsNoOtherFile() throws IOException {
        Path student = dir.resolve("Ana Lima_12345_assignsubmission_file_");
        write(student.resolve("Game.java"), Zips.source("tabuleiro.connectfour", "Game"));
        write(student.resolve("Deep.java"), "package tabuleiro.connectfour;\nclass Deep {\n"
                + "    int x = " + "f(".repeat(2000) + "1" + ")".repeat(2000) + ";\n}\n");
        Intake.Result result = Intake.collect(List.of(student), dir.resolve("staging"));

        Path sources = result.submissions().get(0).sources();
        assertThat(sources.resolve(GAME)).exists();
        assertThat(sources.resolve("tabuleiro/connectfour/Deep.java")).exists();
        // Before, javac's parser overflowed on Deep.java and failed every file: all were left
        // out, each blamed for declaring no package. A file it still cannot read is left out
        // alone, with a note naming it (WorkspaceTest, where no size limit stands before it).
        assertThat(result.notes()).isEmpty();
    }

    @Test
    void packageIsReadPastCommentsAndSpaces() {
        assertThat(packageOf(Zips.source("a.b", "C"))).contains("a.b");
        assertThat(packageOf("package  tabuleiro . quarto ;")).contains(
                "tabuleiro.quarto");
        assertThat(packageOf("class C {}")).isEmpty();
    }

    @Test
    void packageIsReadAsJavacReadsItWhereStrippingCommentsByPatternGotItWrong() {
        // A line comment that opens a block comment: the declaration after it is code.
        assertThat(packageOf("// see /* below\npackage a.b;\nclass C {} // */"))
                .contains("a.b");
        // A declaration inside a comment or a text block of a class in the default package.
        assertThat(packageOf("/* package wrong.one; */\npackage right.one;\n"))
                .contains("right.one");
        assertThat(packageOf("class C {\n    String s = \"\"\"\n"
                + "        package evil.one;\n        \"\"\";\n}\n")).isEmpty();
        // A declaration written with Unicode escapes, which javac reads before anything else.
        assertThat(packageOf("\\u0070ackage a.b;\nclass C {}\n"))
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

    /** The package one source declares, as the locator reads a class's sources. */
    private static Optional<String> packageOf(String source) {
        return SourceLocator.packagesOf(List.of(source)).get(0);
    }
}
