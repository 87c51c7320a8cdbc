package tabuleiro;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one guard of the reference's unit tests that assertions are on. The contracts'
 * postconditions and invariants are {@code assert} statements, so a test run without
 * {@code -ea} would silently check only half of every contract; this test makes such a run fail.
 *
 * <p>{@code -ea} can be given for some packages only, so the guard asks about a class of every
 * package that holds {@code assert} statements: each game's engine and the packages beside it.
 */
class AssertionsEnabledTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(classes = {
        tabuleiro.quarto.Game.class,
        tabuleiro.connectfour.Game.class,
        tabuleiro.connectfour.solver.Solver.class,
        tabuleiro.chess.Game.class,
        tabuleiro.checkers.Game.class,
        tabuleiro.checkers.net.Connection.class,
        tabuleiro.checkers.ui.TextUi.class,
        tabuleiro.qwirkle.Game.class,
    })
    void assertionsAreOnInThePackageOf(Class<?> ofThePackage) {
        assertThat(ofThePackage.desiredAssertionStatus())
                .as("assertions must be enabled (-ea) for %s so that postconditions and"
                        + " invariants run", ofThePackage.getPackageName())
                .isTrue();
    }
}
