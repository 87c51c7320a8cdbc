package tabuleiro.features.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Variant;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * A failed check of the checkers text UI quotes the screen as the player saw it at a terminal:
 * each prompt on its own line, followed by what was typed there, rather than every prompt run
 * into the next with nothing typed shown.
 */
class ScreenTranscriptTest {

    @Test
    void aFailedScreenCheckShowsWhatWasTypedAfterEachPrompt() {
        CheckersWorld world = new CheckersWorld(ScenarioRules.of("CHECKERS-22"));
        world.useRules(Variant.CLASSIC);
        world.use(Game.newGame(Variant.CLASSIC));
        PlayingSteps steps = new PlayingSteps(world, new ScenarioLanguage(),
                ScenarioRules.of("CHECKERS-22"));
        steps.thePlayerTypes("11\n15\nquit\n");

        AssertionError failed = catchThrowableOfType(AssertionError.class,
                () -> steps.theScreenShows("words no screen shows"));

        String prompt = "White to move: a move such as 22-18, or the square of the piece to"
                + " move: ";
        assertThat(failed.getMessage().lines().filter(line -> line.startsWith("White to move")))
                .containsExactly(prompt + "11", prompt + "15", prompt + "quit");
        assertThat(failed.getMessage()).contains(prompt + "11\nSquare 11 holds a black man");
    }

    @Test
    void whatWasTypedIsNotPartOfTheScreenAStepChecks() {
        CheckersWorld world = new CheckersWorld(ScenarioRules.of("CHECKERS-22"));
        world.useRules(Variant.CLASSIC);
        world.use(Game.newGame(Variant.CLASSIC));
        PlayingSteps steps = new PlayingSteps(world, new ScenarioLanguage(),
                ScenarioRules.of("CHECKERS-22"));
        steps.thePlayerTypes("11\nquit\n");

        steps.theScreenShows("Square 11 holds a black man");
        assertThat(catchThrowableOfType(AssertionError.class,
                () -> steps.theScreenShows("piece to move: 11"))).isNotNull();
    }
}
