package tabuleiro.grading.shard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tabuleiro.grading.model.Sha256;

/**
 * How a class is dealt out to its shards: each submission's identity (the name of its report
 * folder, {@code OUT/NAME}) is hashed with SHA-256, the class is put in the order of those
 * hashes, and the submission at rank {@code r} of that order goes to shard {@code r mod N}, as
 * cards are dealt.
 *
 * <p>Why dealt by rank and not {@code hash mod N}: a hash alone puts each submission in a shard
 * independently, like balls thrown into bins, so with as many shards as submissions about a
 * third of the shards (1/e) get none and others get two, three or more, and the slowest pod
 * grades several submissions; with {@code N} shards of a class of {@code S} the fullest shard
 * holds noticeably more than {@code S/N}. Dealt by rank, every shard holds {@code floor(S/N)}
 * or {@code ceil(S/N)} submissions, so {@code N = S} gives exactly one submission per shard,
 * and {@code N > S} leaves {@code N - S} shards empty.
 *
 * <p>What stays the same: the deal depends only on the class's identities, never on the order
 * the intake finds them, the file system, the machine, its locale or the submissions' contents,
 * so every re-run of the same class (a pod retried, a student's corrected hand-in graded again)
 * puts each submission on the same shard. What moves: a student added to or removed from the
 * class shifts the ranks after theirs, so about half the class changes shard; the shards'
 * manifests record the class they were dealt from ({@link #classDigest}), and
 * {@code grade merge} refuses shards dealt from different classes.
 */
public final class Deal {

    private final Map<String, Integer> shardOf;
    private final int count;

    private Deal(Map<String, Integer> shardOf, int count) {
        this.shardOf = shardOf;
        this.count = count;
    }

    /**
     * Deals a class out to its shards.
     *
     * @param identities the submissions' identities, each once (the report folders' names)
     * @param shards how many shards
     * @return the deal
     * @throws IllegalArgumentException if an identity is given twice or {@code shards < 1}
     */
    public static Deal of(List<String> identities, int shards) {
        if (shards < 1) {
            throw new IllegalArgumentException("a class is dealt to at least one shard, but"
                    + " it is " + shards);
        }
        if (new HashSet<>(identities).size() != identities.size()) {
            throw new IllegalArgumentException("each submission is dealt once, but an identity"
                    + " is given twice: " + identities);
        }
        List<String> ranked = new ArrayList<>(identities);
        Map<String, String> hashes = new LinkedHashMap<>();
        ranked.forEach(identity -> hashes.put(identity, hash(identity)));
        // Two identities cannot share a SHA-256 in practice; the name breaks a tie all the same.
        ranked.sort(Comparator.comparing((String identity) -> hashes.get(identity))
                .thenComparing(Comparator.naturalOrder()));
        Map<String, Integer> shardOf = new LinkedHashMap<>();
        for (int rank = 0; rank < ranked.size(); rank++) {
            shardOf.put(ranked.get(rank), rank % shards);
        }
        return new Deal(shardOf, shards);
    }

    /**
     * Tells which shard grades a submission.
     *
     * @param identity the submission's identity
     * @return its shard
     * @throws IllegalArgumentException if the identity is not in the class
     */
    public Shard shardOf(String identity) {
        Integer index = shardOf.get(Objects.requireNonNull(identity, "identity"));
        if (index == null) {
            throw new IllegalArgumentException(identity + " is not in the class dealt");
        }
        return new Shard(index, count);
    }

    /**
     * Returns a shard's share of the class, in the order the identities were given.
     *
     * @param shard the shard, of as many shards as this deal
     * @param identities the class's identities, in the class's order
     * @return the identities the shard grades
     * @throws IllegalArgumentException if the shard is of another count
     */
    public List<String> share(Shard shard, List<String> identities) {
        if (shard.count() != count) {
            throw new IllegalArgumentException("the class was dealt to " + count + " shards,"
                    + " not to " + shard.count());
        }
        return identities.stream().filter(identity -> shardOf(identity).index()
                == shard.index()).toList();
    }

    /**
     * Digests a class's identities, whatever their order: what every shard of one class agrees
     * on.
     *
     * @param identities the class's identities
     * @return the SHA-256 of the sorted identities, one a line, as 64 hexadecimal digits
     */
    public static String classDigest(List<String> identities) {
        List<String> sorted = new ArrayList<>(identities);
        sorted.sort(Comparator.naturalOrder());
        return hash(String.join("\n", sorted) + "\n");
    }

    /**
     * Hashes an identity, as the deal orders the class.
     *
     * @param identity the identity
     * @return the SHA-256 of its UTF-8 bytes, as 64 hexadecimal digits
     */
    static String hash(String identity) {
        return Sha256.hex(identity);
    }
}
