package tabuleiro.grading.model;

import java.util.Objects;

/**
 * A scenario of the rule book and what happened to it for one submission.
 *
 * @param scenario the scenario, as the rule book has it
 * @param result what happened
 */
public record ScenarioOutcome(BookScenario scenario, ScenarioResult result) {

    /** Checks that both parts are present. */
    public ScenarioOutcome {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(result, "result");
    }

    /**
     * Tells whether the scenario passed.
     *
     * @return {@code true} if it passed
     */
    public boolean passed() {
        return result.outcome().passed();
    }
}
