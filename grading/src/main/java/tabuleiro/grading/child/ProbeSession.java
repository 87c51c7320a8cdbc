package tabuleiro.grading.child;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The grading JVM's side of generated examples (issue 47): asks the rule book's probe of a game
 * (a class of the features jar on the class path, {@code tabuleiro.features.GAME.probe}) the
 * grader's questions, one by one, and sends each answer on the channel.
 *
 * <p>The questions are the probe contract's commands ({@code new}, {@code legal},
 * {@code play MOVE}, {@code observe}), chosen in the grader's JVM by the reference; they carry
 * moves, never an expected answer, so nothing of the reference reaches this JVM. The session
 * runs after the rule book's scenarios, timed by the watchdog as a scenario is (under
 * {@link #ID}), so a probe that loops costs the answers not yet sent, never the scenarios'
 * results.
 */
final class ProbeSession {

    /** The name the watchdog and the grader give the session, which no scenario id has. */
    static final String ID = SpecRunner.PROBE_ID;

    /** The longest answer sent: a board and a few keys fit many times over. */
    static final int MAX_ANSWER = 8192;

    private ProbeSession() {
    }

    /**
     * Loads the probe and asks it every question, sending each answer as it comes.
     *
     * @param writer where the answers go
     * @param probeClass the binary name of the probe class, which must be a
     *     {@code Function<String, String>} with a public no-argument constructor
     * @param questions the grader's questions, in order
     */
    static void ask(ProgressWriter writer, String probeClass, List<String> questions) {
        Objects.requireNonNull(writer, "writer");
        Objects.requireNonNull(questions, "questions");
        writer.probing();
        try {
            Function<String, String> probe = load(probeClass);
            for (int index = 0; index < questions.size(); index++) {
                // Each question opens files as a scenario's step may (a game saved and read
                // back, both files deleted): the count starts again, the folder's size not.
                SubmissionGuard.newScenario();
                writer.write(new ProgressEvent.Answer(index, answer(probe,
                        questions.get(index))));
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // No probe, no answers: the grader compares none and says so.
            System.err.println("generated examples: the probe " + probeClass
                    + " could not be made: " + e);
        } finally {
            writer.probed();
        }
    }

    /** Makes the probe, from the class path the rule book's glue is on. */
    @SuppressWarnings("unchecked")
    private static Function<String, String> load(String probeClass)
            throws ReflectiveOperationException {
        Class<?> type = Class.forName(probeClass, true, ClassLoader.getSystemClassLoader());
        Object probe;
        try {
            probe = type.getConstructor().newInstance();
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("the probe's constructor threw", e.getCause());
        }
        if (!(probe instanceof Function<?, ?>)) {
            throw new IllegalStateException(probeClass + " is not a Function<String, String>");
        }
        return (Function<String, String>) probe;
    }

    /**
     * One answer: what the probe returns, cut to {@link #MAX_ANSWER}; what it throws (the
     * contract says it never does, but the engine behind it is the student's) is answered as
     * {@code !ExceptionSimpleName}.
     */
    static String answer(Function<String, String> probe, String question) {
        String text;
        try {
            text = String.valueOf(probe.apply(question));
        } catch (RuntimeException | StackOverflowError | LinkageError e) {
            text = "!" + e.getClass().getSimpleName();
        }
        return text.length() <= MAX_ANSWER ? text : text.substring(0, MAX_ANSWER);
    }
}
