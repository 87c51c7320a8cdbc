package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.features.quarto.probe.QuartoProbe;
import tabuleiro.grading.games.quarto.QuartoWords;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;

/**
 * The kit's random games of Quarto (issue 61) with the real probe on the reference: its three
 * properties ({@code linewin}, {@code squarewin}, {@code quartotext}) are properties of the kit,
 * said in both languages, and a correct engine breaks none at the kit's default count. That a
 * mutant breaks them is the probe's test ({@code QuartoProbeTest}); the packaged kit against the
 * mutants is {@code grading/bench/kit-random-games.sh}.
 */
class QuartoRandomGamesTest {

    private static final List<String> KEYS = List.of("linewin", "squarewin", "quartotext");

    @Test
    void theQuartoPropertiesAreTheKitsInBothLanguages() {
        for (String key : KEYS) {
            assertThat(RandomGames.PROPERTIES).containsKey(key);
            // No rule's ID in the words: a kit may hide a rule (its scheme), and these are shown.
            String english = Texts.of(QuartoWords.class, Language.ENGLISH).text("property."
                    + key);
            String portuguese = Texts.of(QuartoWords.class, Language.PORTUGUESE)
                    .text("property." + key);
            assertThat(english).isNotBlank().doesNotContain("QUARTO-").isNotEqualTo(portuguese);
            assertThat(portuguese).isNotBlank().doesNotContain("QUARTO-");
        }
        assertThat(new QuartoProbe().apply("rules")).contains("linewin=QUARTO-07",
                "squarewin=QUARTO-08", "quartotext=QUARTO-12");
    }

    @Test
    void theReferenceBreaksNothingAtTheKitsDefaultCount() {
        int games = RandomGames.defaultGames("quarto");
        RandomGames.Outcome outcome = new RandomGames(QuartoProbe::new,
                RandomGames.settings("quarto"), 1_000).play(47, games);
        // Each game is followed by an end game from its last pieces, as the grader's are.
        assertThat(outcome.games()).isEqualTo(2 * games).isPositive();
        assertThat(outcome.broken()).isEmpty();
        assertThat(outcome.questions()).isGreaterThan(games * 16);
    }
}
