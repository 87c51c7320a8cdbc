package tabuleiro.features.intruder;

import java.util.function.Supplier;

/**
 * Code outside the grader, as a submission's class or the rule book's glue is: whatever it
 * calls has it on the stack. (In the glue's namespace, not a game's, so that the grader's tests
 * do not take their class folder for one that holds a game: see
 * {@code RunnerClasspath.holdsGameClasses}.)
 */
public final class Submission {

    private Submission() {
    }

    /**
     * Calls something from here.
     *
     * @param <T> what it answers
     * @param call what to call
     * @return its answer
     */
    public static <T> T calls(Supplier<T> call) {
        return call.get();
    }
}
