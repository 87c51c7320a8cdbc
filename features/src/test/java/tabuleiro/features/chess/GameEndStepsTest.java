package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import org.junit.jupiter.api.Test;
import tabuleiro.chess.Colour;
import tabuleiro.features.contracts.ScenarioLanguage;

/**
 * Tests of how {@link GameSteps} checks the end of a game: a failure names the end the engine
 * gave, as the text UI says it, beside the end the scenario expected, so that the feedback's
 * "what came" is the engine's winner and not only the board.
 */
class GameEndStepsTest {

    /** The fool's mate: White is checkmated, Black wins. */
    private static final String FOOLS_MATE =
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

    @Test
    void aWrongWinnerIsNamedInTheFailure() {
        GameSteps steps = steps(FOOLS_MATE);
        assertThatCode(() -> steps.winsBy(Colour.BLACK, "checkmate")).doesNotThrowAnyException();
        assertThatExceptionOfType(AssertionError.class)
                .isThrownBy(() -> steps.winsBy(Colour.WHITE, "checkmate"))
                .withMessageStartingWith("[how the game ended\n")
                .withMessageContaining("expected: \"White wins by checkmate (1-0).\"")
                .withMessageContaining("but was: \"Black wins by checkmate (0-1).\"");
    }

    @Test
    void aGameThatGoesOnIsNamedByItsState() {
        GameSteps steps = steps("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThatExceptionOfType(AssertionError.class)
                .isThrownBy(() -> steps.theGameIsDrawnBy("stalemate"))
                .withMessageContaining("expected: \"Draw by stalemate (1/2-1/2).\"")
                .withMessageContaining("but was: \"State: start.\"");
    }

    private static GameSteps steps(String fen) {
        GameSteps steps = new GameSteps(new ChessWorld(), new ScenarioLanguage());
        steps.thePosition(fen);
        return steps;
    }
}
