package tabuleiro.grading.similarity;

/**
 * A run of tokens that two submissions share, by the lines it covers in each: JPlag's match,
 * which never crosses the end of a file.
 *
 * @param firstFile the file of the pair's first submission, as {@link SourceFile#path()}
 * @param firstStart the first line of the run there, from 1
 * @param firstEnd the last line of the run there
 * @param secondFile the file of the pair's second submission
 * @param secondStart the first line of the run there, from 1
 * @param secondEnd the last line of the run there
 * @param tokens how many tokens the run is long
 * @invariant the lines are positive, each end is at least its start, and tokens is positive
 */
public record MatchedRegion(String firstFile, int firstStart, int firstEnd, String secondFile,
        int secondStart, int secondEnd, int tokens) {

    /**
     * Checks the region.
     *
     * @throws IllegalArgumentException unless the lines are positive, each end is at least its
     *     start, and the run has tokens
     */
    public MatchedRegion {
        if (firstStart < 1 || secondStart < 1 || firstEnd < firstStart
                || secondEnd < secondStart || tokens < 1) {
            throw new IllegalArgumentException("a matched region has lines from 1, ends after"
                    + " its starts and at least one token, but it is lines " + firstStart + "-"
                    + firstEnd + " and " + secondStart + "-" + secondEnd + ", " + tokens
                    + " tokens");
        }
    }
}
