package tabuleiro.grading.similarity;

import java.util.List;
import java.util.Objects;

/**
 * Two submissions and how similar JPlag found them.
 *
 * @param first the first submission's name (its report folder's)
 * @param second the second submission's name
 * @param similarity JPlag's average similarity in percent: the tokens the two share, as a share
 *     of both submissions' tokens beyond the skeleton's (0 to 100)
 * @param matchedTokens how many tokens the two share
 * @param regions the runs they share, in the first submission's order
 * @invariant the names differ and the similarity is from 0 to 100
 */
public record SimilarPair(String first, String second, double similarity, int matchedTokens,
        List<MatchedRegion> regions) {

    /**
     * Checks the pair.
     *
     * @throws IllegalArgumentException unless the names differ and the similarity is a
     *     percentage
     */
    public SimilarPair {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (first.equals(second) || !(similarity >= 0 && similarity <= 100)) {
            throw new IllegalArgumentException("a pair is two different submissions with a"
                    + " similarity from 0 to 100, but it is " + first + " and " + second + " at "
                    + similarity);
        }
        regions = List.copyOf(regions);
    }

    /**
     * Tells whether the pair is listed at a threshold.
     *
     * @param threshold the least similarity listed, in percent
     * @return whether the similarity reaches it
     */
    public boolean reaches(double threshold) {
        return similarity >= threshold;
    }

    /**
     * Tells whether a submission is one of the pair.
     *
     * @param name a submission's name
     * @return whether it is the first or the second
     */
    public boolean has(String name) {
        return first.equals(name) || second.equals(name);
    }
}
