package tabuleiro.features.connectfour;

import io.cucumber.java.Before;
import tabuleiro.connectfour.Game;

/**
 * Makes sure the rule book runs with Java assertions enabled. The engine's postconditions and
 * class invariant are {@code assert} statements; without {@code -ea} they are skipped silently,
 * and a broken engine could pass scenarios it should fail.
 */
public final class ContractChecks {

    /**
     * Fails the scenario, before any of its steps, when assertions are disabled for the engine.
     *
     * @throws IllegalStateException if the engine's assertions are off, saying how to turn them on
     */
    // tag::check[]
    @Before(order = 0)
    public void requireAssertionsEnabled() {
        if (!Game.class.desiredAssertionStatus()) {
            throw new IllegalStateException("Java assertions are disabled, so the engine's"
                    + " contracts (its postconditions and invariant) would not be checked."
                    + " Run the rule book with assertions enabled: java -ea ..., or Maven's"
                    + " surefire with <enableAssertions>true</enableAssertions> (the default).");
        }
    }
    // end::check[]
}
