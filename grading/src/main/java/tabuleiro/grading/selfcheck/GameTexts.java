package tabuleiro.grading.selfcheck;

import java.util.Optional;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * One game's own words ({@link GameModule#words()}) in the check's language, as the check's
 * texts look up what the shared bundles leave to the game: a question only that game's probe
 * asks, and a property's words. A game the registry does not hold (a test's made-up game) has
 * no questions of its own, and the shared words answer alone; a property's words are those of
 * the game that declares the property, as no two games share a property's key, so that the
 * merged table of every game's properties ({@link RandomGames#PROPERTIES}) is said whatever
 * game plays it.
 */
final class GameTexts {

    private final Optional<Texts> words;
    private final Language language;

    /**
     * Reads a game's words.
     *
     * @param game the game's package name or command
     * @param language the language the student reads
     */
    GameTexts(String game, Language language) {
        this.words = Games.find(game).map(module -> Texts.of(module.words(), language));
        this.language = language;
    }

    /**
     * A property's words, from the game that declares it.
     *
     * @param key the property's probe key
     * @return the words, or empty when no registered game declares the property
     */
    Optional<String> property(String key) {
        return Games.all().stream().filter(module -> module.properties().containsKey(key))
                .findFirst().map(module -> Texts.of(module.words(), language))
                .filter(texts -> texts.has("property." + key))
                .map(texts -> texts.text("property." + key));
    }

    /**
     * One of the game's texts, with its arguments placed.
     *
     * @param key the text's key in the game's bundle
     * @param arguments the values of its {@code {0}}, {@code {1}}, ...
     * @return the text, or empty when the game has no such text
     */
    Optional<String> text(String key, Object... arguments) {
        return words.filter(texts -> texts.has(key)).map(texts -> texts.text(key, arguments));
    }
}
