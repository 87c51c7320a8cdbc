package tabuleiro.grading.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Which shard grades which submission: stable from run to run, spread evenly, in bounds. */
class DealTest {

    private static List<String> students(int count) {
        return IntStream.range(0, count).mapToObj(i -> "Student_" + i + "_" + (1000 + i * 7))
                .toList();
    }

    private static Map<Integer, Integer> sizes(Deal deal, List<String> names, int shards) {
        Map<Integer, Integer> sizes = new HashMap<>();
        for (int index = 0; index < shards; index++) {
            sizes.put(index, deal.share(new Shard(index, shards), names).size());
        }
        return sizes;
    }

    @Test
    void theSameClassIsDealtTheSameWayWhateverOrderTheIntakeFoundItIn() {
        List<String> names = students(57);
        Deal first = Deal.of(names, 4);
        List<String> shuffled = new ArrayList<>(names);
        Collections.shuffle(shuffled, new Random(7));
        Deal again = Deal.of(shuffled, 4);

        for (String name : names) {
            assertThat(again.shardOf(name)).as(name).isEqualTo(first.shardOf(name));
        }
        assertThat(Deal.classDigest(shuffled)).isEqualTo(Deal.classDigest(names));
    }

    @Test
    void theDealIsFixedByTheNamesAloneSoEveryMachineAgrees() {
        // SHA-256 of the UTF-8 names, in that order: a change of the deal breaks merges of
        // shards graded by two versions of the grader, so it is pinned here.
        List<String> names = List.of("ana", "bo", "cy", "dora", "Élio");
        Deal deal = Deal.of(names, 2);

        assertThat(Deal.hash("ana")).isEqualTo(
                "24d4b96f58da6d4a8512313bbd02a28ebf0ca95dec6e4c86ef78ce7f01e788ac");
        // By hash: Élio, ana, bo, cy, dora; dealt 0, 1, 0, 1, 0.
        assertThat(names.stream().map(name -> deal.shardOf(name).index()))
                .containsExactly(1, 0, 1, 0, 0);
    }

    @Test
    void asManyShardsAsSubmissionsGiveExactlyOneEach() {
        List<String> names = students(100);
        Deal deal = Deal.of(names, 100);

        assertThat(sizes(deal, names, 100).values()).containsOnly(1);
    }

    @Test
    void sharesDifferByAtMostOneSubmission() {
        for (int count : new int[] {1, 7, 30, 100, 101}) {
            for (int shards : new int[] {1, 2, 3, 4, 16}) {
                List<String> names = students(count);
                Map<Integer, Integer> sizes = sizes(Deal.of(names, shards), names, shards);
                assertThat(sizes.values().stream().mapToInt(Integer::intValue).sum())
                        .as("%d in %d", count, shards).isEqualTo(count);
                assertThat(sizes.values()).as("%d in %d", count, shards)
                        .allSatisfy(size -> assertThat(size).isBetween(count / shards,
                                (count + shards - 1) / shards));
            }
        }
    }

    @Test
    void aHashAloneWouldLeaveAThirdOfThePodsIdle() {
        // What the deal is measured against: hash mod N, each submission on its own.
        List<String> names = students(100);
        int[] perShard = new int[100];
        for (String name : names) {
            perShard[new java.math.BigInteger(Deal.hash(name), 16).mod(
                    java.math.BigInteger.valueOf(100)).intValue()]++;
        }
        long idle = IntStream.of(perShard).filter(n -> n == 0).count();
        int fullest = IntStream.of(perShard).max().orElseThrow();

        assertThat(idle).isGreaterThan(20);
        assertThat(fullest).isGreaterThanOrEqualTo(3);
    }

    @Test
    void moreShardsThanSubmissionsLeaveTheRestEmpty() {
        List<String> names = students(3);
        Map<Integer, Integer> sizes = sizes(Deal.of(names, 5), names, 5);

        assertThat(sizes.values().stream().filter(n -> n == 1)).hasSize(3);
        assertThat(sizes.values().stream().filter(n -> n == 0)).hasSize(2);
    }

    @Test
    void aShareKeepsTheClassOrder() {
        List<String> names = students(20);
        List<String> share = Deal.of(names, 3).share(new Shard(1, 3), names);

        assertThat(share).isSortedAccordingTo((a, b) -> Integer.compare(names.indexOf(a),
                names.indexOf(b)));
    }

    @Test
    void aShardIsIOfNCountedFromZero() {
        assertThat(Shard.parse("0/4")).isEqualTo(new Shard(0, 4));
        assertThat(Shard.parse("3/4")).isEqualTo(new Shard(3, 4));
        assertThat(Shard.parse("0/1")).isEqualTo(new Shard(0, 1));
        assertThat(Shard.parse("3/4")).hasToString("3/4");
    }

    @Test
    void anythingElseIsRefusedWithWhatIsExpected() {
        List<String> wrongs = List.of("4/4", "1/0", "0/0", "-1/4", "1", "1-4", "a/b", "1/4/2",
                "", "2/100001", "9999999999/3");
        for (String wrong : wrongs) {
            assertThatThrownBy(() -> Shard.parse(wrong)).as(wrong)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("--shard is I/N, shard I of N counted from 0")
                    .hasMessageContaining("0 <= I < N")
                    .hasMessageEndingWith("but it is " + wrong);
        }
    }

    @Test
    void aClassIsDealtOnceForEachIdentity() {
        assertThatThrownBy(() -> Deal.of(List.of("ana", "ana"), 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> Deal.of(List.of("ana"), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Deal.of(List.of("ana"), 2).shardOf("bo"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bo");
    }
}
