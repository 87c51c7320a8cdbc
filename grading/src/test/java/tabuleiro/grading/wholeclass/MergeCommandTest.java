package tabuleiro.grading.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.batch.Fingerprint;
import tabuleiro.grading.batch.StoredResult;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shard.Deal;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.shard.ShardManifest;

/**
 * {@code grade merge} on shards written here as a shard run writes them (a manifest, each
 * submission's stored result and feedback page), with the fixture scheme: nothing is graded,
 * the class's files are written from the stored results, Moodle's included, and a shard that is
 * missing, foreign or incomplete is refused with exit status 2, naming it.
 */
class MergeCommandTest {

    private static final List<String> CLASS = List.of("Ana_Lima_101", "bo", "cy");

    @TempDir
    Path dir;

    /** This grader, as the merge sees it (digested once: it is the tests' whole class path). */
    private static ShardManifest.GraderDigest grader;

    private Path scheme;
    private String schemeDigest;

    @BeforeAll
    static void digestThisGrader() throws IOException {
        grader = GraderJars.digest(RunnerClasspath.ofGrader());
    }

    @BeforeEach
    void shards() throws IOException {
        scheme = dir.resolve("scheme.json");
        Files.writeString(scheme, Submissions.FIXTURE_SCHEME, StandardCharsets.UTF_8);
        Scheme read = SchemeReader.read(scheme);
        schemeDigest = Fingerprint.ofScheme(read.speaking(read.defaultLanguage()));
        Deal deal = Deal.of(CLASS, 2);
        for (int index = 0; index < 2; index++) {
            writeShard(index, deal.share(new Shard(index, 2), CLASS), schemeDigest);
        }
    }

    private void writeShard(int index, List<String> share, String schemeOfShard)
            throws IOException {
        Path folder = dir.resolve("shards").resolve(String.valueOf(index));
        List<ShardManifest.Entry> entries = new ArrayList<>();
        for (String name : share) {
            Path reports = folder.resolve(name);
            Files.createDirectories(reports);
            Files.writeString(reports.resolve("feedback.html"), "<p>" + name + "</p>",
                    StandardCharsets.UTF_8);
            new StoredResult(1, "print-" + name, name, "GRADED", 1.5, List.of("a note"),
                    List.of(), List.of(), null, null, null, null, null, null).write(reports);
            boolean moodle = name.startsWith("Ana");
            // What the shard read: a file of the game's package, for --similarity to compare.
            Path handedIn = dir.resolve("handed-in").resolve(name);
            Path source = handedIn.resolve(Submission.SOURCES).resolve(
                    "tabuleiro/connectfour/Note.java");
            Files.createDirectories(source.getParent());
            Files.writeString(source, "package tabuleiro.connectfour;\n\nclass Note {\n"
                    + "    int " + name.toLowerCase() + " = 1;\n}\n", StandardCharsets.UTF_8);
            entries.add(new ShardManifest.Entry(name, CLASS.indexOf(name),
                    moodle ? "Ana Lima" : name, moodle ? "101" : null, null,
                    handedIn.toString(), Fingerprint.sources(new Submission(name, handedIn)),
                    "print-" + name, false, null));
        }
        new ShardManifest(ShardManifest.FORMAT, index, 2, grader, schemeOfShard,
                ShardManifest.Jdk.current(), Deal.classDigest(CLASS), CLASS.size(), entries,
                "2026-11-24T00:00:00Z", "2026-11-24T00:01:00Z").write(folder);
    }

    private Run merge(String... shards) {
        List<String> args = new ArrayList<>(List.of("grade", "merge", "--scheme",
                scheme.toString(), "--out", dir.resolve("class").toString()));
        for (String shard : shards) {
            args.add(shard.startsWith("--") ? shard : dir.resolve(shard).toString());
        }
        return Submissions.grader(args);
    }

    @Test
    void theClassFilesAreWrittenFromTheShardsStoredResults() throws IOException {
        Run run = merge("shards");

        assertThat(run.status()).as(run.err()).isZero();
        Path out = dir.resolve("class");
        assertThat(Files.readAllLines(out.resolve("summary.csv")).stream().skip(1)
                .map(line -> line.split(",")[0])).containsExactlyElementsOf(CLASS);
        assertThat(Files.readString(out.resolve("moodle-grades.csv")))
                .contains("Ana Lima,101,Ana_Lima_101,0.00,");
        try (ZipFile zip = new ZipFile(out.resolve("moodle-feedback.zip").toFile())) {
            assertThat(zip.stream().map(entry -> entry.getName())).containsExactly(
                    "Ana Lima_101_assignsubmission_file_/feedback.html");
        }
        for (String name : CLASS) {
            assertThat(out.resolve(name).resolve("feedback.html")).hasContent(
                    "<p>" + name + "</p>");
            assertThat(StoredResult.read(out.resolve(name)).map(StoredResult::fingerprint))
                    .isEqualTo(Optional.of("print-" + name));
        }
        assertThat(Files.readAllLines(out.resolve("timings.csv"))).hasSize(1);
        assertThat(run.out()).contains("merged 2 shards: 3 submissions");
    }

    @Test
    void similarityComparesTheSourcesTheShardsGradedAndRefusesChangedOnes() throws IOException {
        Run run = merge("--similarity", "shards");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(dir.resolve("class/similarity.csv")).isRegularFile();
        // Each submission's own file was read from where the shard read it (and found short).
        assertThat(Files.readString(dir.resolve("class/report.html")))
                .contains("Similar submissions")
                .contains("bo: too short to compare (5 tokens");

        Files.writeString(dir.resolve("handed-in/bo").resolve(Submission.SOURCES)
                .resolve("tabuleiro/connectfour/Note.java"), "changed", StandardCharsets.UTF_8);
        Run changed = merge("--similarity", "shards");

        assertThat(changed.status()).isEqualTo(2);
        assertThat(changed.err()).contains("bo: the sources in " + dir.resolve("handed-in/bo")
                + " are not those shard");
    }

    @Test
    void aMissingShardIsRefusedAndNothingIsWritten() {
        Run run = merge("shards/1");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("shard 0/2 is missing (given: 1/2)");
        assertThat(dir.resolve("class")).doesNotExist();
    }

    @Test
    void aShardOfAnotherSchemeIsRefused() throws IOException {
        Deal deal = Deal.of(CLASS, 2);
        writeShard(1, deal.share(new Shard(1, 2), CLASS), "another");

        Run run = merge("shards");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("shard 1/2 (" + dir.resolve("shards/1") + ") was graded"
                + " under another scheme or language");
    }

    /**
     * The class seed of generated examples is part of the scheme a shard records: shards
     * graded with {@code grade --seed 5} are refused by a merge without it, saying which options
     * to give, and merged by {@code merge --seed 5}.
     */
    @Test
    void shardsGradedWithASeedAreMergedWithTheSameSeed() throws IOException {
        Scheme read = SchemeReader.read(scheme);
        String seeded = Fingerprint.ofScheme(read.withSeed(5).speaking(read.defaultLanguage()));
        assertThat(seeded).isNotEqualTo(schemeDigest);
        Deal deal = Deal.of(CLASS, 2);
        for (int index = 0; index < 2; index++) {
            writeShard(index, deal.share(new Shard(index, 2), CLASS), seeded);
        }

        Run without = merge("shards");
        assertThat(without.status()).isEqualTo(2);
        assertThat(without.err()).contains("--seed the shards were graded with");
        assertThat(dir.resolve("class")).doesNotExist();

        Run with = merge("--seed=5", "shards");
        assertThat(with.status()).as(with.err()).isZero();
        assertThat(with.out()).contains("merged 2 shards: 3 submissions");
    }

    @Test
    void aResultTheShardDoesNotHoldIsRefusedByName() throws IOException {
        String name = Deal.of(CLASS, 2).share(new Shard(0, 2), CLASS).get(0);
        Files.delete(dir.resolve("shards/0").resolve(name).resolve(StoredResult.FILE));

        Run run = merge("shards/0", "shards/1");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains(name + " has no result in shard 0/2");
    }

    @Test
    void aFolderThatIsNoShardIsRefused() throws IOException {
        Files.createDirectories(dir.resolve("empty"));

        Run run = merge("empty");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("empty is not a shard's report folder: it has no"
                + " shard.json");
    }
}
