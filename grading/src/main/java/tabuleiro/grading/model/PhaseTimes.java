package tabuleiro.grading.model;

import java.util.List;
import java.util.Objects;

/**
 * Where the time of one submission's grading went, phase by phase, in seconds of the wall clock:
 * what an instructor sizing a machine for a class, or a maintainer making the grader faster,
 * reads first. A phase that did not run (the rules of code that did not compile) took 0.
 *
 * @param submission the submission's report name
 * @param prepare laying its files over the skeleton, and what the class shares, made once
 * @param compile compiling it in the compiler JVM
 * @param visible running the visible rules in grading JVMs
 * @param hidden running the hidden rules in JVMs of their own
 * @param style checking the style of the student's files in the compiler JVM
 * @param reports writing the student's reports
 */
public record PhaseTimes(String submission, double prepare, double compile, double visible,
        double hidden, double style, double reports) {

    /** The phases' names, in the order they run, as a table's header names them. */
    public static final List<String> PHASES = List.of("prepare", "compile", "visible", "hidden",
            "style", "reports");

    /**
     * Checks the times.
     *
     * @throws NullPointerException if the submission's name is null
     * @throws IllegalArgumentException if a time is negative
     */
    public PhaseTimes {
        Objects.requireNonNull(submission, "submission");
        for (double seconds : new double[] {prepare, compile, visible, hidden, style, reports}) {
            if (seconds < 0) {
                throw new IllegalArgumentException("a phase takes no negative time, but one of "
                        + submission + "'s took " + seconds + " s");
            }
        }
    }

    /**
     * The phases' times in the order of {@link #PHASES}.
     *
     * @return six times, in seconds
     */
    public List<Double> seconds() {
        return List.of(prepare, compile, visible, hidden, style, reports);
    }

    /**
     * The whole grading of the submission.
     *
     * @return the sum of the phases, in seconds
     */
    public double total() {
        return seconds().stream().mapToDouble(Double::doubleValue).sum();
    }
}
