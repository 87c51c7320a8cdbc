package tabuleiro.grading.tournament.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * A forfeit's reason is recorded in English and said in the pages' language: every reason
 * the referee, the sandbox and the agents' host write, and every registered game's refusals of
 * a move, with its values kept.
 */
class ForfeitReasonTest {

    private static final Texts ENGLISH = Texts.of(RefereeTexts.class, Language.ENGLISH);
    private static final Texts PORTUGUESE = Texts.of(RefereeTexts.class, Language.PORTUGUESE);

    static Stream<String> keys() {
        return Collections.list(ResourceBundle.getBundle(RefereeTexts.class.getName(), Locale.ROOT)
                .getKeys()).stream().sorted();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void everyReasonOfTheRefereeAndTheSandboxIsSaidInPortugueseWithItsValues(String key) {
        String recorded = ENGLISH.text(key, "2000", "B3[p;");
        assertThat(ForfeitReason.said(recorded, Language.PORTUGUESE))
                .isEqualTo(PORTUGUESE.text(key, "2000", "B3[p;"))
                .isNotEqualTo(recorded);
        assertThat(ForfeitReason.said(recorded, Language.ENGLISH)).isEqualTo(recorded);
    }

    static Stream<Arguments> gamesRefusals() {
        return Games.all().stream().flatMap(game -> Collections.list(ResourceBundle.getBundle(
                game.words().getName(), Locale.ROOT).getKeys()).stream()
                .filter(key -> key.startsWith(ForfeitReason.GAME_WORDS)).sorted()
                .map(key -> Arguments.of(game.id(), key)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("gamesRefusals")
    void everyGamesRefusalOfAMoveIsSaidInPortugueseWithItsValues(String id, String key) {
        GameModule game = Games.of(id);
        String recorded = ForfeitReason.recorded(game.words(), key, "B3[p;", "e2e5");
        assertThat(recorded).contains("B3[p;");
        assertThat(ForfeitReason.said(recorded, Language.PORTUGUESE))
                .isEqualTo(Texts.of(game.words(), Language.PORTUGUESE).text(key, "B3[p;", "e2e5"))
                .isNotEqualTo(recorded);
    }

    @Test
    void everyGameRefusesAMoveInItsOwnWords() {
        // The tables throw these keys; a game missing one would record the key, not a reason.
        assertThat(gamesRefusals().map(arguments -> arguments.get()[0]).distinct())
                .containsExactlyElementsOf(Games.ids());
        assertThatThrownBy(() -> ForfeitReason.recorded(Games.example().words(),
                "tournament.anchors", 5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("referee.");
    }

    @Test
    void theReasonsTheSandboxWritesAreTheOnesItsTwinsKnow() {
        // AgentSandbox's and AgentHost's own wording, as a game's record keeps it.
        assertThat(ForfeitReason.said("no move within 2000 ms", Language.PORTUGUESE))
                .isEqualTo("nenhuma jogada em 2000 ms");
        assertThat(ForfeitReason.said("the agent's JVM ended (exit status 137)",
                Language.PORTUGUESE)).isEqualTo("a JVM do agente terminou (estado de saída 137)");
        assertThat(ForfeitReason.said("stack overflow", Language.PORTUGUESE))
                .contains("stack overflow").startsWith("o código chamou-se");
        assertThat(ForfeitReason.said("no agent: java.lang.ClassNotFoundException: x",
                Language.PORTUGUESE)).startsWith("nenhum agente: ");
    }

    @Test
    void aStudentsOwnWordsStayAsWrittenAndAnExceptionKeepsItsClass() {
        assertThat(ForfeitReason.said("java.lang.IllegalStateException: my agent gave up",
                Language.PORTUGUESE))
                .isEqualTo("java.lang.IllegalStateException: my agent gave up");
    }
}
