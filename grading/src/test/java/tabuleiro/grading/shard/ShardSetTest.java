package tabuleiro.grading.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.PhaseTimes;

/**
 * The shards {@code grade merge} is given must make one class graded one way: a missing shard,
 * a shard of another grader, scheme or class and a submission graded twice are refused, each
 * named; the manifest is read back as written, and a damaged one is refused.
 */
class ShardSetTest {

    private static final ShardManifest.GraderDigest GRADER = new ShardManifest.GraderDigest(
            "g1", Map.of("tabuleiro-grader.jar", "a1", "runner/rules.jar", "b1"));
    private static final String SCHEME = "s1";
    private static final List<String> CLASS = List.of("ana", "bo", "cy", "dora", "eva", "fil",
            "gil");

    @TempDir
    Path dir;

    /** The manifests of a class graded correctly as {@code count} shards. */
    private static List<ShardSet.Given> shards(int count) {
        Deal deal = Deal.of(CLASS, count);
        List<ShardSet.Given> shards = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            shards.add(given(index, count, deal.share(new Shard(index, count), CLASS),
                    GRADER, SCHEME, CLASS));
        }
        return shards;
    }

    private static ShardSet.Given given(int index, int count, List<String> share,
            ShardManifest.GraderDigest grader, String scheme, List<String> wholeClass) {
        List<ShardManifest.Entry> entries = share.stream().map(name -> new ShardManifest.Entry(
                name, wholeClass.indexOf(name), name.toUpperCase(), null, null, "/class/" + name,
                "src-" + name, "print-" + name, false, null)).toList();
        return new ShardSet.Given(Path.of("/out/shard-" + index), new ShardManifest(
                ShardManifest.FORMAT, index, count, grader, scheme, ShardManifest.Jdk.current(),
                Deal.classDigest(wholeClass), wholeClass.size(), entries, "2026-11-24T00:00:00Z",
                "2026-11-24T00:01:00Z"));
    }

    @Test
    void shardsOfOneClassMergeIntoItInItsOrder() {
        List<ShardSet.Given> shards = shards(3);

        ShardSet.Merged merged = ShardSet.merge(List.of(shards.get(2), shards.get(0),
                shards.get(1)), GRADER, SCHEME);

        assertThat(merged.submissions()).extracting(p -> p.entry().name())
                .containsExactlyElementsOf(CLASS);
        assertThat(merged.submissions()).allSatisfy(p -> assertThat(p.folder())
                .isEqualTo(Path.of("/out/shard-" + p.shard().index())));
        assertThat(merged.notes()).isEmpty();
    }

    @Test
    void aMissingShardIsRefusedByNumber() {
        List<ShardSet.Given> shards = shards(4);
        shards.remove(2);

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shard 2/4 is missing (given: 0/4, 1/4, 3/4)");
    }

    @Test
    void aShardGivenTwiceGradedItsSubmissionsTwice() {
        List<ShardSet.Given> shards = shards(2);
        ShardSet.Given copy = new ShardSet.Given(Path.of("/elsewhere"),
                shards.get(1).manifest());
        shards.add(copy);
        String twice = shards.get(1).manifest().submissions().get(0).name();

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining("shard 1/2 is given 2 times: /out/shard-1, /elsewhere")
                .hasMessageContaining(twice + " was graded twice: in shard 1/2 (/out/shard-1)"
                        + " and in shard 1/2 (/elsewhere)");
    }

    @Test
    void aSubmissionInTwoShardsIsRefusedByName() {
        List<ShardSet.Given> shards = shards(2);
        ShardSet.Given first = shards.get(0);
        String stray = shards.get(1).manifest().submissions().get(0).name();
        List<String> share = new ArrayList<>(first.manifest().submissions().stream()
                .map(ShardManifest.Entry::name).toList());
        share.add(stray);
        shards.set(0, given(0, 2, share, GRADER, SCHEME, CLASS));

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining(stray + " was graded twice: in shard 0/2 (/out/shard-0)"
                        + " and in shard 1/2 (/out/shard-1)");
    }

    @Test
    void aShardOfAnotherGraderIsRefusedNamingTheJarsThatDiffer() {
        List<ShardSet.Given> shards = shards(3);
        ShardSet.Given other = shards.get(1);
        shards.set(1, given(1, 3, names(other), new ShardManifest.GraderDigest("g2",
                Map.of("tabuleiro-grader.jar", "a1", "runner/rules.jar", "b2")), SCHEME,
                CLASS));

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining("shard 1/3 (/out/shard-1) was graded by another grader"
                        + " than this one (its runner/rules.jar differ)");
    }

    @Test
    void aShardOfAnotherSchemeIsRefused() {
        List<ShardSet.Given> shards = shards(3);
        shards.set(2, given(2, 3, names(shards.get(2)), GRADER, "s2", CLASS));

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining("shard 2/3 (/out/shard-2) was graded under another"
                        + " scheme or language than the one given to merge");
        // The merge's own scheme counts too: every shard of another one is named.
        assertThatThrownBy(() -> ShardSet.merge(shards(2), GRADER, "s3"))
                .hasMessageContaining("shard 0/2").hasMessageContaining("shard 1/2");
    }

    @Test
    void shardsOfDifferentClassesAreRefused() {
        List<ShardSet.Given> shards = shards(2);
        List<String> bigger = new ArrayList<>(CLASS);
        bigger.add("hugo");
        Deal deal = Deal.of(bigger, 2);
        shards.set(1, given(1, 2, deal.share(new Shard(1, 2), bigger), GRADER, SCHEME,
                bigger));

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining("shard 1/2 (/out/shard-1) was dealt from another class"
                        + " (8 submissions) than shard 0/2 (/out/shard-0) (7 submissions)");
    }

    @Test
    void shardsOfDifferentCountsAreRefused() {
        List<ShardSet.Given> shards = new ArrayList<>(shards(2));
        shards.add(shards(3).get(2));

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining("the shards are of different counts");
    }

    @Test
    void aSubmissionLeftOutOfEveryShardIsFound() {
        List<ShardSet.Given> shards = shards(2);
        List<String> share = names(shards.get(0));
        String lost = share.remove(0);
        shards.set(0, given(0, 2, share, GRADER, SCHEME, CLASS));

        assertThatThrownBy(() -> ShardSet.merge(shards, GRADER, SCHEME))
                .hasMessageContaining("the class has 7 submissions, but the shards hold 6"
                        + " (none holds the class's place " + CLASS.indexOf(lost) + ")");
    }

    @Test
    void aSubmissionInAShardTheDealDoesNotGiveItIsRefused() {
        Deal deal = Deal.of(CLASS, 2);
        List<String> zero = new ArrayList<>(deal.share(new Shard(0, 2), CLASS));
        List<String> one = new ArrayList<>(deal.share(new Shard(1, 2), CLASS));
        String moved = one.remove(0);
        zero.add(moved);

        assertThatThrownBy(() -> ShardSet.merge(List.of(given(0, 2, zero, GRADER, SCHEME, CLASS),
                given(1, 2, one, GRADER, SCHEME, CLASS)), GRADER, SCHEME))
                .hasMessageContaining(moved + " is in shard 0/2 (/out/shard-0), but the class"
                        + " deals it to shard 1/2");
    }

    @Test
    void theManifestIsReadBackAsWritten() throws IOException {
        ShardManifest manifest = shards(2).get(0).manifest();
        ShardManifest.Entry timed = new ShardManifest.Entry("ana", 0, "Ana Lima", "101",
                "2026-11-20T10:00:00Z", "/class/ana", "src", "print", true,
                new PhaseTimes("ana", 1, 2, 3, 0, 0.5, 0.25));
        ShardManifest written = new ShardManifest(manifest.format(), manifest.index(),
                manifest.count(), manifest.grader(), manifest.scheme(), manifest.jdk(),
                manifest.classDigest(), manifest.classSize(), List.of(timed),
                manifest.started(), manifest.finished());

        written.write(dir);

        assertThat(ShardManifest.read(dir)).isEqualTo(written);
        assertThat(Files.readString(dir.resolve(ShardManifest.FILE)))
                .contains("\"runtime\": \"" + System.getProperty("java.runtime.version"));
    }

    @Test
    void aFolderWithoutAManifestOrWithADamagedOneIsRefused() throws IOException {
        assertThatThrownBy(() -> ShardManifest.read(dir))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(dir + " is not a shard's report folder: it has no"
                        + " shard.json (grade --shard I/N writes one)");
        for (String damaged : List.of("{", "[]", "{\"format\": 2}", "{\"format\": 1,"
                + " \"index\": 3, \"count\": 2}", "{\"format\": 1, \"index\": 0, \"count\": 1}",
                "null")) {
            Files.writeString(dir.resolve(ShardManifest.FILE), damaged, StandardCharsets.UTF_8);
            assertThatThrownBy(() -> ShardManifest.read(dir)).as(damaged)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("is not a shard manifest this grader can read");
        }
    }

    @Test
    void aManifestWhoseNamesWouldLeadTheMergeElsewhereIsRefused() throws IOException {
        ShardManifest manifest = shards(1).get(0).manifest();
        for (ShardManifest.Entry wrong : List.of(
                new ShardManifest.Entry("../../etc", 0, "x", null, null, "/c", "s", "p", false,
                        null),
                new ShardManifest.Entry("ana", 0, "Ana", "12a", null, "/c", "s", "p", false,
                        null),
                new ShardManifest.Entry("ana", 0, "Ana", null, "yesterday", "/c", "s", "p",
                        false, null))) {
            new ShardManifest(manifest.format(), 0, 1, manifest.grader(), manifest.scheme(),
                    manifest.jdk(), manifest.classDigest(), manifest.classSize(),
                    List.of(wrong), manifest.started(), manifest.finished()).write(dir);
            assertThatThrownBy(() -> ShardManifest.read(dir)).as(wrong.toString())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("is not a shard manifest this grader can read");
        }
    }

    private static List<String> names(ShardSet.Given given) {
        return new ArrayList<>(given.manifest().submissions().stream()
                .map(ShardManifest.Entry::name).toList());
    }
}
