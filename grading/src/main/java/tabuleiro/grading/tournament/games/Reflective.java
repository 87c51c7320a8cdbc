package tabuleiro.grading.tournament.games;

import java.lang.reflect.InvocationTargetException;

/**
 * A reflective call into an engine the grader is not compiled against (the reference's, or the
 * student's in the kit's {@code play --tournament}).
 *
 * @param <T> what the call returns
 */
@FunctionalInterface
public interface Reflective<T> {

    /**
     * Makes the call.
     *
     * @return its result
     * @throws ReflectiveOperationException if the engine throws or lacks the method
     */
    public T get() throws ReflectiveOperationException;

    /**
     * The engine's answer; what the engine throws is thrown on, unchecked, so that its own
     * message reaches the game's record.
     *
     * @param <T> what the call returns
     * @param call the call
     * @return its result
     */
    public static <T> T call(Reflective<T> call) {
        try {
            return call.get();
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException runtime ? runtime
                    : new IllegalStateException(cause);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
