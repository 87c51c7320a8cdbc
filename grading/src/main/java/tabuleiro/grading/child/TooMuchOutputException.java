package tabuleiro.grading.child;

/**
 * Thrown in a grading JVM when a scenario prints more than it may (see {@link ScenarioOutput}).
 * Its own type, and unchecked because {@code PrintStream} swallows every {@code IOException}, so
 * that the report names it for what it is rather than as a contract the code broke.
 */
public final class TooMuchOutputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was printed where, and the limit
     */
    public TooMuchOutputException(String message) {
        super(message);
    }
}
