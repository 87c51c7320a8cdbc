package tabuleiro.grading.child;

import java.util.List;
import java.util.Objects;

/**
 * One line of a progress log: what a grading JVM tells the grader about its scenarios, as it
 * happens, so that whatever becomes of the JVM the grader knows how far it got.
 *
 * <p>A scenario is named by its JUnit Platform unique id, which the grader can hand back to a new
 * JVM to run just that scenario.
 */
public sealed interface ProgressEvent {

    /**
     * A scenario that the JVM found and will run.
     *
     * @param id the scenario's unique id
     * @param uri the feature file, e.g. {@code classpath:tabuleiro/features/GAME/a.feature}
     * @param line the line of the scenario, or of its example row, in the feature file
     * @param tags the scenario's tags, including those of its Rule and Feature, without {@code @}
     * @param name the scenario's display name
     */
    record Planned(String id, String uri, int line, List<String> tags, String name)
            implements ProgressEvent {

        /** Keeps an unmodifiable copy of the tags. */
        public Planned {
            Objects.requireNonNull(id, "id");
            tags = List.copyOf(tags);
        }
    }

    /**
     * A scenario began.
     *
     * @param id the scenario's unique id
     */
    record Started(String id) implements ProgressEvent {
    }

    /**
     * A step of the running scenario began, while every step before it had passed.
     *
     * @param id the scenario's unique id
     * @param line the step's line in the feature file
     * @param text the step as written, keyword included: {@code Then player 1 wins}
     */
    record StepStarted(String id, int line, String text) implements ProgressEvent {
    }

    /**
     * A scenario ended.
     *
     * @param id the scenario's unique id
     * @param status {@code SUCCESSFUL}, {@code FAILED} or {@code ABORTED} as the JUnit Platform
     *     says, or {@code SKIPPED}
     * @param exceptionClass the class of what was thrown, or an empty string
     * @param message the message of what was thrown (or why it was skipped), or an empty string
     * @param thrownAt the stack frame that threw, {@code Class.method(File.java:12)}, or empty
     * @param trace the frames under it that belong to neither the JDK nor the test tools
     */
    record Finished(String id, String status, String exceptionClass, String message,
            String thrownAt, List<String> trace) implements ProgressEvent {

        /** Keeps an unmodifiable copy of the trace. */
        public Finished {
            trace = List.copyOf(trace);
        }
    }

    /**
     * A container (a feature file, a Rule) failed, so the scenarios in it may never start.
     *
     * @param id the container's unique id
     * @param exceptionClass the class of what was thrown
     * @param message its message
     */
    record ContainerFailed(String id, String exceptionClass, String message)
            implements ProgressEvent {
    }

    /**
     * The watchdog stopped the JVM because a scenario ran too long.
     *
     * @param id the scenario's unique id
     * @param seconds the limit it exceeded
     * @param stuck where the scenario's thread was when the time ran out, innermost first, as
     *     {@code Class.method(File.java:12)}: the frames that belong to neither the JDK nor the
     *     test tools; empty when nobody could look
     */
    record TimedOut(String id, int seconds, List<String> stuck) implements ProgressEvent {

        /** Keeps an unmodifiable copy of the frames. */
        public TimedOut {
            stuck = List.copyOf(stuck);
        }

        /**
         * A time-out without a look at the scenario's thread.
         *
         * @param id the scenario's unique id
         * @param seconds the limit it exceeded
         */
        public TimedOut(String id, int seconds) {
            this(id, seconds, List.of());
        }
    }

    /**
     * The JVM began to shut down while a scenario was running: the code called
     * {@code System.exit}, or the JVM was asked to stop.
     *
     * @param id the scenario's unique id
     */
    record Exited(String id) implements ProgressEvent {
    }

    /**
     * The watchdog stopped the JVM because a scenario went over a limit other than time, such as
     * the number of live threads where no security manager counts them.
     *
     * @param id the scenario's unique id
     * @param reason what the scenario did, in words a student understands
     */
    record Stopped(String id, String reason) implements ProgressEvent {
    }

    /**
     * The student's engine's answer to one question of generated examples (issue 47), asked
     * through the rule book's probe after the scenarios ran. The question is the grader's; the
     * answer is compared with the reference's in the grader's JVM only.
     *
     * @param index the question's number, from 0, in the order the grader sent them
     * @param text the probe's answer, at most {@link ProbeSession#MAX_ANSWER} characters
     */
    record Answer(int index, String text) implements ProgressEvent {

        /** Checks that the text is given (the grader ignores a number it did not ask). */
        public Answer {
            Objects.requireNonNull(text, "text");
        }
    }

    /** Every scenario of the JVM's selection ran. */
    record Done() implements ProgressEvent {
    }
}
