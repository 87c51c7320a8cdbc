package tabuleiro.intruder;

import java.util.function.Supplier;

/** Code outside the grader, as a submission's class is: whatever it calls has it on the stack. */
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
