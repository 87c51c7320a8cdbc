package tabuleiro.grading.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Scheme;

/**
 * The registry of games: every bundled scheme's game is registered under the scheme's names,
 * in the courseware's order, and each module's numbers are ones the core can use.
 */
class GamesTest {

    @Test
    void everyBundledSchemesGameIsRegisteredUnderItsCommandAndItsPackage() {
        assertThat(Games.all()).extracting(GameModule::command)
                .containsExactlyInAnyOrderElementsOf(BundledSchemes.games());
        for (GameModule game : Games.all()) {
            Scheme scheme = BundledSchemes.scheme(game.command());
            assertThat(scheme.rulebook()).isEqualTo("tabuleiro.features." + game.id());
            assertThat(Games.of(game.command())).isSameAs(game);
            assertThat(Games.of(game.id())).isSameAs(game);
            assertThat(Games.of(scheme.rulebook())).isSameAs(game);
            assertThat(Games.of("tabuleiro.features.pt." + game.id())).isSameAs(game);
        }
    }

    @Test
    void theGamesComeInTheCoursewaresOrder() {
        // The places are 1, 2, 3, ... one a game, and the registry lists the games by them.
        assertThat(Games.all()).extracting(GameModule::rank)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, Games.all().size())
                        .boxed().toList());
        assertThat(Games.ids()).startsWith("connectfour", "quarto", "chess", "checkers",
                "qwirkle");
    }

    @Test
    void eachModulesNumbersAndKeysAreOnesTheCoreCanUse() {
        Set<String> keys = new HashSet<>();
        for (GameModule game : Games.all()) {
            assertThat(game.probeClass()).as(game.id())
                    .startsWith("tabuleiro.features." + game.id() + ".probe.");
            assertThat(game.maxPlies()).as(game.id()).isPositive();
            assertThat(game.classGames()).as(game.id()).isGreaterThanOrEqualTo(game.kitGames());
            assertThat(game.kitRandomEndGames()).as(game.id()).isBetween(0, game.endGames());
            assertThat(game.properties().values()).as(game.id()).doesNotContain("", "-");
            assertThat(game.properties().keySet()).as(game.id())
                    .containsAll(game.propertiesUnstated());
            assertThat(game.properties().keySet()).as(game.id()).noneMatch(keys::contains);
            keys.addAll(game.properties().keySet());
        }
        assertThat(Games.properties()).hasSize(keys.size());
    }

    @Test
    void aNameNoGameIsRegisteredUnderIsRefusedWithTheGamesThatAre() {
        assertThat(Games.find("tic-tac-toe")).isEmpty();
        assertThatThrownBy(() -> Games.of("tic-tac-toe"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no game tic-tac-toe is registered; the games are "
                        + String.join(", ", Games.all().stream().map(GameModule::command)
                                .toList()));
    }

    @Test
    void onlyTheRuleBooksWithANotLegalStepGiveOne() {
        assertThat(Games.of("chess").notLegalStep("e7e8q", "en"))
                .isEqualTo("Then \"e7e8q\" is not a legal move");
        assertThat(Games.of("checkers").notLegalStep("11x18", "pt"))
                .isEqualTo("Então as jogadas legais não incluem 11x18");
        assertThat(Games.of("quarto").notLegalStep("a1", "en")).isEmpty();
    }
}
