package tabuleiro.features.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.features.contracts.ScenarioLanguage;

/**
 * A failed check of the Connect Four text UI quotes its last lines as the player saw them, each
 * column typed after the prompt that asked for it.
 */
class ScreenTranscriptTest {

    @Test
    void theLastLinesShowTheColumnsTyped() {
        TextUiSteps steps = new TextUiSteps(new ConnectFourWorld(), new ScenarioLanguage());
        steps.thePlayersTypeTheColumns(List.of(4, 4, 3, 3, 2, 2, 1));
        steps.theyPlayOneGameInTheTextUi();

        AssertionError failed = catchThrowableOfType(AssertionError.class,
                () -> steps.theTextUiSays("words the text UI never says"));

        // The last prompt, with the winning column typed after it.
        assertThat(failed.getMessage()).contains("Column (1-7, q to quit)? 1\nPlayer 1 (human)"
                + " plays column 1.");
    }
}
