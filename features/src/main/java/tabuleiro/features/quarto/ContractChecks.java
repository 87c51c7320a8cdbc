package tabuleiro.features.quarto;

import io.cucumber.java.Before;
import tabuleiro.quarto.Game;

/**
 * Makes sure the rule book runs with Java assertions enabled: the engine's postconditions and
 * class invariants are {@code assert} statements, skipped silently without {@code -ea}.
 */
public final class ContractChecks {

    /**
     * Fails the scenario, before any of its steps, when assertions are disabled for the engine.
     *
     * @throws IllegalStateException if they are off, saying how to turn them on
     */
    @Before(order = 0)
    public void requireAssertionsEnabled() {
        if (!Game.class.desiredAssertionStatus()) {
            throw new IllegalStateException("Java assertions are disabled, so the engine's"
                    + " contracts would not be checked. Run the rule book with java -ea, or"
                    + " Maven's surefire with <enableAssertions>true</enableAssertions>.");
        }
    }
}
