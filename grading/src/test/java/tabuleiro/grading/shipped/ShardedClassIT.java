package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.shard.Deal;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.shard.ShardManifest;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * A class graded as {@value #SHARDS} shard processes of the packaged grader and merged gets the
 * grades, feedback and class files of one unsharded run, byte for byte but for times.
 *
 * <p>The unsharded run is Connect Four's shared class run ({@link ClassRuns}), graded once for
 * the build. Each shard's report folder starts as a copy of that run's folders of its share, so
 * that the grader's stored results (a result whose inputs are unchanged is not graded again)
 * spare most of the grading; but the stored results of the first {@value #AFRESH} submissions
 * of each shard's share (the skeleton among them) are taken away, so that every shard process
 * grades some afresh. What is
 * compared: every submission's reports (those graded afresh by a shard process against those
 * of the unsharded run), and the class's files, which the merge writes from the shards' stored
 * results with the code the unsharded run wrote them with. Without the stored results taken
 * away, no shard would grade anything and the comparison would prove only the merge.
 */
class ShardedClassIT {

    private static final String GAME = "connect-four";
    private static final int SHARDS = 3;

    /** How many submissions of its share each shard grades afresh. */
    private static final int AFRESH = 2;

    /** The submissions the shards grade afresh. */
    private static final Set<String> GRADED_AFRESH = new HashSet<>();

    private static Path whole;
    private static List<String> names;
    private static Path work;
    private static List<Ran> shardRuns;
    private static Ran merge;
    private static double shardSeconds;

    @BeforeAll
    static void gradeInShardsAndMerge() throws IOException, InterruptedException {
        whole = ClassRuns.graded(GAME);
        names = ClassRuns.submissions(GAME).stream().map(p -> p.getFileName().toString())
                .toList();
        Deal deal = Deal.of(names, SHARDS);
        for (int index = 0; index < SHARDS; index++) {
            List<String> share = deal.share(new Shard(index, SHARDS), names);
            GRADED_AFRESH.addAll(share.subList(0, Math.min(AFRESH, share.size())));
        }
        assertThat(GRADED_AFRESH).contains(ClassRuns.SKELETON);
        work = FileTrees.temporaryUntilExit("tabuleiro-sharded-");
        List<Callable<Ran>> shards = new ArrayList<>();
        for (int index = 0; index < SHARDS; index++) {
            Shard shard = new Shard(index, SHARDS);
            Path out = work.resolve("shards").resolve(String.valueOf(index));
            for (String name : deal.share(shard, names)) {
                Shipped.copyTree(whole.resolve(name), out.resolve(name));
                if (GRADED_AFRESH.contains(name)) {
                    Files.delete(out.resolve(name).resolve("graded.json"));
                }
            }
            List<String> command = new ArrayList<>(ClassRuns.command(GAME));
            command.addAll(List.of("--out", out.toString(), "--shard", shard.toString(),
                    "--jobs", "1"));
            shards.add(() -> Shipped.run(command, Shipped.root(), Map.of(), 900));
        }
        long start = System.nanoTime();
        // The shards run at once, as a cluster's pods would, each a process of its own.
        shardRuns = Shipped.atOnce(shards);
        shardSeconds = (System.nanoTime() - start) / 1e9;
        start = System.nanoTime();
        // The merge names the scheme the class run graded by (with its late penalty).
        List<String> mergeCommand = new ArrayList<>(List.of("java", "-jar",
                Shipped.graderJar().toString(), "grade", "merge"));
        mergeCommand.addAll(ClassRuns.schemeOptions(GAME).subList(0, 2));
        mergeCommand.addAll(List.of("--out", work.resolve("class").toString(),
                work.resolve("shards").toString()));
        merge = Shipped.run(mergeCommand, Shipped.root(), Map.of(), 300);
        System.out.printf("ShardedClassIT: %d submissions (%d graded afresh) in %d shard"
                + " processes at once: %.1f s; merge %.1f s%n", names.size(),
                GRADED_AFRESH.size(), SHARDS,
                shardSeconds, (System.nanoTime() - start) / 1e9);
    }

    @Test
    void everyShardGradesItsShareAndSaysSoInItsManifest() throws IOException {
        Deal deal = Deal.of(names, SHARDS);
        for (int index = 0; index < SHARDS; index++) {
            Ran ran = shardRuns.get(index);
            assertThat(ran.status()).as(ran.output()).isZero();
            ShardManifest manifest = ShardManifest.read(work.resolve("shards")
                    .resolve(String.valueOf(index)));
            assertThat(manifest.shard()).isEqualTo(new Shard(index, SHARDS));
            assertThat(manifest.classSize()).isEqualTo(names.size());
            assertThat(manifest.submissions()).extracting(ShardManifest.Entry::name)
                    .containsExactlyElementsOf(deal.share(manifest.shard(), names));
            for (ShardManifest.Entry entry : manifest.submissions()) {
                // Graded afresh, a submission has its times; taken as stored, none.
                assertThat(entry.times() != null).as(entry.name())
                        .isEqualTo(GRADED_AFRESH.contains(entry.name()));
                assertThat(entry.position()).isEqualTo(names.indexOf(entry.name()));
                assertThat(entry.sources()).hasSize(64);
            }
            assertThat(manifest.jdk().version()).isNotBlank();
            assertThat(ran.output()).contains("shard " + index + "/" + SHARDS + ": "
                    + manifest.submissions().size() + " of " + names.size()
                    + " submissions graded");
        }
    }

    @Test
    void theMergedClassHasTheGradesAndFeedbackOfOneRun() throws IOException {
        assertThat(merge.status()).as(merge.output()).isZero();
        Path merged = work.resolve("class");
        for (String name : names) {
            for (String report : List.of("results.json", "feedback.md", "feedback.html",
                    "junit.xml", "classroom50.json", "prairielearn.json", "graded.json")) {
                assertThat(withoutTimes(merged.resolve(name).resolve(report)))
                        .as("%s/%s", name, report)
                        .isEqualTo(withoutTimes(whole.resolve(name).resolve(report)));
            }
        }
        for (String file : List.of("summary.csv", "summary.md", "moodle-grades.csv",
                "report.html")) {
            assertThat(Files.readAllBytes(merged.resolve(file))).as(file)
                    .isEqualTo(Files.readAllBytes(whole.resolve(file)));
        }
        // Each row of the merge's timings.csv is a submission graded afresh, in class order.
        List<String> timings = Files.readAllLines(merged.resolve("timings.csv"));
        assertThat(timings.get(0)).isEqualTo(Files.readAllLines(whole.resolve("timings.csv"))
                .get(0));
        assertThat(timings.stream().skip(1).map(row -> row.split(",")[0]))
                .containsExactlyElementsOf(names.stream().filter(GRADED_AFRESH::contains)
                        .toList());
    }

    @Test
    void aMissingShardIsRefusedByNumber() throws IOException, InterruptedException {
        Ran ran = mergeOf(work.resolve("missing"), work.resolve("shards/0"),
                work.resolve("shards/2"));

        assertThat(ran.status()).as(ran.output()).isEqualTo(2);
        assertThat(ran.output()).contains("shard 1/" + SHARDS + " is missing (given: 0/"
                + SHARDS + ", 2/" + SHARDS + ")");
        assertThat(work.resolve("missing")).doesNotExist();
    }

    @Test
    void aShardGivenTwiceIsRefusedWithTheSubmissionsItWouldCountTwice()
            throws IOException, InterruptedException {
        Path again = work.resolve("again");
        Shipped.copyTree(work.resolve("shards/1"), again);
        String first = ShardManifest.read(again).submissions().get(0).name();

        Ran ran = mergeOf(work.resolve("twice"), work.resolve("shards"), again);

        assertThat(ran.status()).as(ran.output()).isEqualTo(2);
        assertThat(ran.output()).contains("shard 1/" + SHARDS + " is given 2 times")
                .contains(first + " was graded twice: in shard 1/" + SHARDS + " ("
                        + work.resolve("shards/1") + ") and in shard 1/" + SHARDS + " ("
                        + again + ")");
    }

    @Test
    void shardsOfAnotherSchemeAreRefused() throws IOException, InterruptedException {
        Path scheme = work.resolve("other-scheme.json");
        String bundled = Files.readString(Shipped.root().resolve("grading/schemes/" + GAME
                + ".json"), StandardCharsets.UTF_8);
        Files.writeString(scheme, bundled.replaceFirst("\"title\": \"", "\"title\": \"Other "),
                StandardCharsets.UTF_8);

        Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "grade",
                "merge", "--scheme", scheme.toString(), "--out", work.resolve("other")
                        .toString(), work.resolve("shards").toString()), Shipped.root(),
                Map.of(), 300);

        assertThat(ran.status()).as(ran.output()).isEqualTo(2);
        for (int index = 0; index < SHARDS; index++) {
            assertThat(ran.output()).contains("shard " + index + "/" + SHARDS + " ("
                    + work.resolve("shards/" + index) + ") was graded under another scheme");
        }
    }

    private static Ran mergeOf(Path out, Path... shards) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of("java", "-jar",
                Shipped.graderJar().toString(), "grade", "merge"));
        command.addAll(ClassRuns.schemeOptions(GAME).subList(0, 2));
        command.addAll(List.of("--out", out.toString()));
        for (Path shard : shards) {
            command.add(shard.toString());
        }
        return Shipped.run(command, Shipped.root(), Map.of(), 300);
    }

    /** A report with the times the grader writes (which differ from run to run) taken out. */
    private static String withoutTimes(Path report) throws IOException {
        return Files.readString(report, StandardCharsets.UTF_8)
                .replaceAll("\"execution_time\": [0-9.]+", "\"execution_time\": T")
                .replaceAll("\"seconds\": [0-9.E-]+", "\"seconds\": T")
                .replaceAll(" time=\"[0-9.]+\"", " time=\"T\"");
    }

}
