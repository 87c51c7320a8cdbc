package tabuleiro.grading.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What happened to one scenario of the rule book for one submission.
 *
 * @param outcome how it ended
 * @param exceptionClass the class of what was thrown, or an empty string
 * @param message the message of what was thrown, or the grader's own account of what happened
 * @param thrownAt the stack frame that threw, {@code Class.method(File.java:12)}, or empty
 * @param trace the frames under it that belong to the submission or the rule book
 * @param step the step that failed, or was running when the scenario was stopped
 */
public record ScenarioResult(Outcome outcome, String exceptionClass, String message,
        String thrownAt, List<String> trace, Optional<Step> step) {

    /**
     * Checks that every part is present, keeps an unmodifiable copy of the trace, and makes
     * every text visible ({@link UntrustedText}).
     */
    public ScenarioResult {
        Objects.requireNonNull(outcome, "outcome");
        // Every text but the outcome may come from the submission: kept visible and valid.
        exceptionClass = UntrustedText.visible(Objects.requireNonNull(exceptionClass,
                "exceptionClass"));
        message = UntrustedText.visible(Objects.requireNonNull(message, "message"));
        thrownAt = UntrustedText.visible(Objects.requireNonNull(thrownAt, "thrownAt"));
        trace = UntrustedText.visible(trace);
        Objects.requireNonNull(step, "step");
    }

    /**
     * Makes the result of a scenario that did not end by itself, with the grader's account.
     *
     * @param outcome how it ended
     * @param message what happened, in plain words
     * @param step the step that was running, if known
     * @return the result
     */
    public static ScenarioResult of(Outcome outcome, String message, Optional<Step> step) {
        return new ScenarioResult(outcome, "", message, "", List.of(), step);
    }

    /**
     * A step of a scenario.
     *
     * @param line its line in the feature file
     * @param text the step as written, keyword included
     */
    public record Step(int line, String text) {

        /** Keeps the step's text visible and valid, as every text of a result. */
        public Step {
            text = UntrustedText.visible(Objects.requireNonNull(text, "text"));
        }
    }
}
