package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tabuleiro.features.checkers.probe.CheckersProbe;
import tabuleiro.features.chess.probe.ChessProbe;
import tabuleiro.features.connectfour.probe.ConnectFourProbe;
import tabuleiro.features.quarto.probe.QuartoProbe;
import tabuleiro.features.qwirkle.probe.QwirkleProbe;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * Every property the kit's random games check ({@link RandomGames#PROPERTIES}) is said in words
 * in both of the kit's languages, in its own game's words ({@link GameModule#words()}): a break
 * shows the property's words, never its bare key; and each is a key of one game's probe alone,
 * since the kit reads every game's keys by one table.
 */
class PropertyWordsTest {

    @Test
    void everyPropertyIsSaidInEnglishAndInPortuguese() {
        for (Language language : Language.values()) {
            for (GameModule game : Games.all()) {
                Texts words = Texts.of(game.words(), language);
                game.properties().keySet().forEach(key -> assertThat(words.has("property."
                        + key)).as(key + " of " + game.id() + " in " + language).isTrue());
                game.properties().keySet().forEach(key -> assertThat(words.text(
                        "property." + key)).as(key + " in " + language).isNotBlank());
            }
            // The shared bundle says no game's property.
            Texts shared = Texts.of(CheckTexts.class, language);
            RandomGames.PROPERTIES.keySet().forEach(key -> assertThat(shared.has(
                    "random.property." + key)).as(key).isFalse());
        }
        assertThat(Games.all().stream().flatMap(game -> game.properties().keySet().stream()))
                .containsExactlyInAnyOrderElementsOf(RandomGames.PROPERTIES.keySet());
        assertThat(RandomGames.PROPERTIES).containsEntry("halfmoveclock", "counted")
                .containsEntry("castlingsafe", "safe").containsEntry("pgnback", "same")
                .containsEntry("saveback", "same");
    }

    /**
     * A property's key is one game's: Qwirkle's {@code notation} property once shared its name
     * with Quarto's {@code notation} (the last piece placed), and every Quarto game broke it.
     */
    @Test
    void everyPropertyIsAKeyOfOneGamesProbeAlone() {
        List<Function<String, String>> probes = List.of(new ConnectFourProbe(),
                new QuartoProbe(), new ChessProbe(), new CheckersProbe(), new QwirkleProbe());
        for (String key : RandomGames.PROPERTIES.keySet()) {
            assertThat(probes.stream().filter(probe -> probe.apply("rules").lines()
                    .anyMatch(line -> line.startsWith(key + "="))).count())
                    .as("the probes whose keys include %s", key).isEqualTo(1);
        }
    }
}
