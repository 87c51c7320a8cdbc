package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

/**
 * What a submission may use: a scheme's {@code "limits"}.
 *
 * @param scenarioSeconds the longest a single scenario may run
 * @param submissionSeconds the longest the whole rule book may run for one submission
 * @param heapMegabytes the Java heap of the JVM that runs the rule book
 * @param loopback whether the submission may open sockets on the loopback interface (and
 *     nowhere else): for a game whose rules include a network protocol, such as play
 *     between two programs; {@code false} when the scheme does not say
 * @invariant the three numbers are positive
 */
public record Limits(int scenarioSeconds, int submissionSeconds, int heapMegabytes,
        boolean loopback) {

    /**
     * Checks the limits.
     *
     * @throws IllegalArgumentException unless the three numbers are positive
     */
    public Limits {
        require(scenarioSeconds > 0 && submissionSeconds > 0 && heapMegabytes > 0,
                "positive limits, but they are scenarioSeconds " + scenarioSeconds
                        + ", submissionSeconds " + submissionSeconds + ", heapMegabytes "
                        + heapMegabytes);
    }

    /**
     * Makes limits that allow no network at all, as most games need.
     *
     * @param scenarioSeconds the longest a single scenario may run
     * @param submissionSeconds the longest the whole rule book may run for one submission
     * @param heapMegabytes the Java heap of the JVM that runs the rule book
     * @throws IllegalArgumentException unless the three numbers are positive
     */
    public Limits(int scenarioSeconds, int submissionSeconds, int heapMegabytes) {
        this(scenarioSeconds, submissionSeconds, heapMegabytes, false);
    }
}
