package tabuleiro.chess.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.chess.GameState;
import tabuleiro.chess.Termination;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The UI's English names of states and of the ways a game ends are the engine's own
 * descriptions, which the English rule book quotes; the Portuguese ones are all different words.
 */
class ChessTextsTest {

    private final Texts english = Texts.of(ChessTexts.class, Language.ENGLISH);
    private final Texts portuguese = Texts.of(ChessTexts.class, Language.PORTUGUESE);

    @Test
    void theEnglishNamesAreTheEnginesDescriptions() {
        for (GameState state : GameState.values()) {
            assertThat(english.text("state." + state.name())).isEqualTo(state.description());
        }
        for (Termination termination : Termination.values()) {
            assertThat(english.text("termination." + termination.name()))
                    .isEqualTo(termination.description());
        }
    }

    @Test
    void everyPortugueseNameIsOneOfItsOwn() {
        assertThat(java.util.Arrays.stream(Termination.values())
                .map(value -> portuguese.text("termination." + value.name())).distinct())
                .hasSize(Termination.values().length);
        assertThat(java.util.Arrays.stream(GameState.values())
                .map(value -> portuguese.text("state." + value.name())).distinct())
                .hasSize(GameState.values().length);
    }
}
