package tabuleiro.grading.model;

/** How a scenario of the rule book ended for a submission. */
public enum Outcome {
    /** Every step passed. */
    PASSED,
    /** A step failed or threw. */
    FAILED,
    /** Cucumber did not run it to the end (a pending or undefined step, or a skip). */
    NOT_COMPLETED,
    /** It ran longer than the scheme allows a scenario. */
    TIMED_OUT,
    /** Its code ended the JVM, most likely with {@code System.exit}. */
    ENDED_VM,
    /** Its code used more memory than the scheme allows. */
    OUT_OF_MEMORY,
    /** The JVM died under it for another reason. */
    CRASHED,
    /** It never ran: the code did not compile, the run could not start, or time ran out. */
    NOT_RUN;

    /**
     * Tells whether the scenario counts as kept.
     *
     * @return {@code true} only for {@link #PASSED}
     */
    public boolean passed() {
        return this == PASSED;
    }
}
