package tabuleiro.grading.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.batch.StoredResult;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.shard.ShardManifest;

/** The grade command's answers to command lines it cannot use: none starts a grading JVM. */
class GradeCommandTest {

    @TempDir
    Path dir;

    @Test
    void reportFoldersAreUniqueRegardlessOfCaseAndKeepClearOfTheSummary() {
        assertThat(ClassInput.reportNames(List.of("ana", "Ana", "summary.csv", "ANA",
                "Summary.MD", "ana-2")))
                .containsExactly("ana", "Ana-2", "summary.csv-2", "ANA-3", "Summary.MD-2",
                        "ana-2-2");
    }

    @Test
    void theClassRecordsNameIsNoStudentsEither() {
        assertThat(ClassInput.reportNames(List.of("class.json", "Class.JSON")))
                .containsExactly("class.json-2", "Class.JSON-3");
    }

    @Test
    void aFolderOfAnotherClassIsRefusedBeforeAnythingIsGradedSayingWhatToDo()
            throws IOException {
        Path alice = Files.createDirectories(dir.resolve("alice/src/main/java/x"));
        Files.writeString(alice.resolve("A.java"), "package x; class A {}",
                StandardCharsets.UTF_8);
        Path out = dir.resolve("out");
        Scheme quarto = BundledSchemes.scheme("quarto");
        ClassRecord.of(quarto.speaking(Language.ENGLISH), List.of("eve")).write(
                Files.createDirectories(out));

        Run other = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", out.toString(), "--game", "connect-four"));
        Run otherLanguage = Submissions.grader(List.of("grade", dir.resolve("alice")
                .toString(), "--out", out.toString(), "--game", "quarto", "--lang", "pt"));

        for (Run run : List.of(other, otherLanguage)) {
            assertThat(run.status()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).contains(out + " holds the class graded under quarto (",
                    "in en)", "give another --out for this class, or add --start-over");
            assertThat(run.out()).doesNotContain("alice: ");
        }
        assertThat(other.err()).contains("this run grades under connect-four (");
        assertThat(otherLanguage.err()).contains("this run grades under quarto (", "in pt)");
        assertThat(out.resolve("alice")).doesNotExist();
    }

    @Test
    void studentsResultsWithoutAClassRecordAreRefusedTooAsAnUnknownClass() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));
        Path out = dir.resolve("out");
        // Eve's result as a grader before class.json stored it; a damaged one would not count.
        new StoredResult(1, "print", "eve", "GRADED", 1.0, List.of(), List.of(), List.of(),
                null, null, null, null, null, null)
                .write(Files.createDirectories(out.resolve("eve")));
        Files.createDirectories(out.resolve("zed"));
        Files.writeString(out.resolve("zed/graded.json"), "{ damaged", StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", out.toString(), "--game", "connect-four"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("holds the results of 1 students but no class.json",
                "--start-over");
    }

    @Test
    void aReportFolderNamedAsTheClassIsRefused() throws IOException {
        Path old = Files.createDirectories(dir.resolve("grades"));
        Files.writeString(old.resolve("class.json"), "{}", StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", old.toString(), "--out",
                dir.resolve("out").toString(), "--game", "connect-four"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("is a report folder of the grader");
    }

    @Test
    void aKitsSeedIsRefusedAsAClassSeedBeforeAnythingIsGraded() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));
        for (int kitSeed = 1; kitSeed <= GeneratedSetting.KIT_SEEDS; kitSeed++) {
            Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                    "--out", dir.resolve("out").toString(), "--game", "connect-four", "--seed",
                    String.valueOf(kitSeed)));

            assertThat(run.status()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).contains("--seed the class seed " + kitSeed + " is one of the"
                    + " student kit's seeds", "Choose another seed (the default is 47)");
            assertThat(dir.resolve("out")).doesNotExist();
        }
    }

    @Test
    void missingSubmissionFolderIsBadCommandLine() {
        Run run = Submissions.grader(List.of("grade", dir.resolve("nobody").toString(),
                "--out", dir.resolve("out").toString()));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("nobody is not a folder");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void folderWithoutSourcesIsNoSubmission() throws IOException {
        Files.createDirectories(dir.resolve("alice/src"));

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString()));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("is not a submission: it has no src/main/java");
    }

    @Test
    void singleAndMoodleTogetherAreBadCommandLine() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--single", "--moodle"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--single and --moodle cannot be used together");
    }

    @Test
    void withMoodleAMoodleZipIsTheClassSoRefusingItIsBadCommandLine() throws IOException {
        Path zip = dir.resolve("course.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("Ana Lima_1_assignsubmission_file_/Game.java"));
            out.closeEntry();
            out.putNextEntry(new ZipEntry("../escaped.java"));
            out.closeEntry();
        }

        Run moodle = Submissions.grader(List.of("grade", zip.toString(), "--moodle",
                "--out", dir.resolve("out").toString(), "--game", "connect-four"));

        assertThat(moodle.status()).isEqualTo(2);
        assertThat(moodle.err()).contains("course.zip was given with --moodle as Moodle's"
                + " download of the class, but it is refused: course.zip holds the entry"
                + " \"../escaped.java\"");
        assertThat(dir.resolve("escaped.java")).doesNotExist();
    }

    @Test
    void unreadableSubmissionTimesAreBadCommandLine() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));
        Path times = dir.resolve("times.csv");
        Files.writeString(times, "identifier,time\nalice,last tuesday\n", StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--game", "connect-four",
                "--submitted-at", times.toString()));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--submitted-at: " + times + ":2 needs a time such as");
    }

    @Test
    void theReportFolderIsRequired() {
        Run run = Submissions.grader(List.of("grade", dir.toString()));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--out");
    }

    @Test
    void theGameMustBeNamedSoThatNoClassIsGradedByTheWrongRules() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString()));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("say which game to grade, with --game GAME (one of")
                .contains("connect-four");
    }

    @Test
    void unknownGameIsAnsweredWithTheGamesThereAre() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--game", "go"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--game needs a game the grader has a scheme for (")
                .contains("connect-four").contains("but it is go");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void invalidSchemeIsBadCommandLine() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));
        Path scheme = dir.resolve("scheme.json");
        Files.writeString(scheme, "{\"game\": \"x\", \"title\": \"X\", \"rulebook\": \"a.b\","
                + " \"package\": \"a\", \"exercises\": []}", StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--scheme", scheme.toString()));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("needs \"limits\"");
    }

    @Test
    void ruleBookWithoutRulesIsFailureOfGrader() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));
        Path scheme = dir.resolve("scheme.json");
        Files.writeString(scheme, Submissions.FIXTURE_SCHEME.replace(
                "tabuleiro.grading.fixture", "tabuleiro.grading.nowhere"), StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--scheme", scheme.toString()));

        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err()).contains("no feature files in the package tabuleiro.grading.nowhere")
                .contains("has no graded rules");
    }

    @Test
    void aShardIsIOfNCountedFromZeroAndNothingElse() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--game", "connect-four", "--shard",
                "4/4"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--shard is I/N, shard I of N counted from 0")
                .contains("but it is 4/4");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void aShardDoesNotCompareTheClassItHasOnlyAShareOf() throws IOException {
        Files.createDirectories(dir.resolve("alice/src/main/java"));

        Run run = Submissions.grader(List.of("grade", dir.resolve("alice").toString(),
                "--out", dir.resolve("out").toString(), "--game", "connect-four", "--shard",
                "0/2", "--similarity"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--similarity compares the whole class")
                .contains("grade merge");
    }

    @Test
    void aShardHoldingAnUnreadableHandInEndsWithItsOwnStatus() throws IOException {
        Path course = dir.resolve("course");
        Files.createDirectories(course);
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(
                course.resolve("mallory.zip")))) {
            out.putNextEntry(new ZipEntry("../escaped.java"));
            out.closeEntry();
        }
        Path scheme = dir.resolve("scheme.json");
        Files.writeString(scheme, Submissions.FIXTURE_SCHEME, StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", course.toString(), "--out",
                dir.resolve("out").toString(), "--scheme", scheme.toString(), "--shard",
                "0/1", "--jobs", "1"));

        assertThat(run.status()).as(run.err()).isEqualTo(GradeCommand.UNREADABLE);
        assertThat(run.err()).contains("shard 0/1 holds 1 submission whose hand-in could not"
                + " be read or was refused (mallory)");
        ShardManifest manifest = ShardManifest.read(dir.resolve("out"));
        assertThat(manifest.submissions()).singleElement().satisfies(entry -> {
            assertThat(entry.name()).isEqualTo("mallory");
            assertThat(entry.unreadable()).isTrue();
            assertThat(entry.times()).isNotNull();
        });
        assertThat(dir.resolve("out/mallory/results.json")).isRegularFile();
        assertThat(dir.resolve("out/summary.csv")).doesNotExist();
    }

    @Test
    void theGraderListsItsCommands() {
        Run run = Submissions.grader(List.of("--help"));

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("grade").contains("generate");
    }
}
