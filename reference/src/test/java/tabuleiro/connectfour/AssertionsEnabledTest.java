package tabuleiro.connectfour;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The contracts' postconditions and invariants are assertions, so a test run without
 * {@code -ea} would silently check only half of every contract. This test makes such a run fail.
 */
class AssertionsEnabledTest {

    @Test
    void theEngineRunsWithItsAssertionsOn() {
        assertThat(Game.class.desiredAssertionStatus())
                .as("assertions must be enabled (-ea) so that postconditions and invariants run")
                .isTrue();
    }
}
