package tabuleiro.grading.similarity;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the analysis of a class found: every pair of compared submissions, the highest
 * similarity first, the submissions it could not compare, and the sources it compared.
 *
 * @param pairs every pair of compared submissions, the most similar first
 * @param notCompared the submissions left out, with why
 * @param sources each compared submission's own files, by its name
 * @param jplagResult JPlag's own result file for its viewer, when one was written
 * @invariant the pairs are sorted from the most similar, and every name of a pair has sources
 */
public record SimilarityResult(List<SimilarPair> pairs, List<NotCompared> notCompared,
        Map<String, List<SourceFile>> sources, Optional<String> jplagResult) {

    /** The order of the report: the most similar first, then by names, for a stable report. */
    public static final Comparator<SimilarPair> MOST_SIMILAR_FIRST = Comparator
            .comparingDouble(SimilarPair::similarity).reversed()
            .thenComparing(SimilarPair::first).thenComparing(SimilarPair::second);

    /**
     * Sorts the pairs and keeps unmodifiable copies.
     *
     * @throws IllegalArgumentException if a pair names a submission without sources
     */
    public SimilarityResult {
        pairs = pairs.stream().sorted(MOST_SIMILAR_FIRST).toList();
        notCompared = List.copyOf(notCompared);
        sources = java.util.Collections.unmodifiableMap(new TreeMap<>(sources));
        Objects.requireNonNull(jplagResult, "jplagResult");
        for (SimilarPair pair : pairs) {
            if (!sources.containsKey(pair.first()) || !sources.containsKey(pair.second())) {
                throw new IllegalArgumentException("every submission of a pair has its sources,"
                        + " but " + pair.first() + " or " + pair.second() + " has none");
            }
        }
    }

    /**
     * Returns the pairs listed at a threshold.
     *
     * @param threshold the least similarity listed, in percent
     * @return those pairs, the most similar first
     */
    public List<SimilarPair> above(double threshold) {
        return pairs.stream().filter(pair -> pair.reaches(threshold)).toList();
    }

    /**
     * Returns how many submissions were compared.
     *
     * @return the submissions with sources
     */
    public int compared() {
        return sources.size();
    }
}
