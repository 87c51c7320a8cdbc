package tabuleiro.features.contracts;

import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.net.URI;
import java.util.regex.Pattern;
import tabuleiro.ui.Language;

/**
 * The language of the running scenario's feature file, for the steps whose outcome is in words:
 * a scenario of the Portuguese rule book plays the text UI in Portuguese and expects its
 * Portuguese texts. A step class asks for it in its constructor and gets the scenario's one
 * instance.
 *
 * <p>The language is read from where the feature file is, not from its {@code # language:}
 * line: the Portuguese rule book is the tree in the {@code pt} folder beside the games' folders
 * ({@code tabuleiro/features/pt/GAME/}), wherever that tree is read from (the rule book's jar,
 * a student kit's folder).
 */
public final class ScenarioLanguage {

    /**
     * A feature file of a game's folder inside the Portuguese tree, or of a folder under it, as
     * a student kit's own scenarios are ({@code tabuleiro/features/pt/GAME/mine/}).
     */
    private static final Pattern PORTUGUESE_TREE = Pattern.compile(
            ".*/pt/[^/]+/(?:[^/]+/)*[^/]+\\.feature$");

    private Language language = Language.ENGLISH;

    /** Creates the language of a scenario; Cucumber makes one per scenario. */
    public ScenarioLanguage() {
        // English until the hook has read the scenario.
    }

    /**
     * Reads the scenario's language before any of its steps runs.
     *
     * @param scenario the scenario about to run
     */
    @Before(order = 0)
    public void read(Scenario scenario) {
        language = of(scenario.getUri());
    }

    /**
     * The language of the running scenario.
     *
     * @return English or Portuguese
     */
    public Language language() {
        return language;
    }

    /**
     * The language of a feature file, by where it is.
     *
     * @param featureFile the feature file's URI, such as
     *     {@code classpath:tabuleiro/features/pt/GAME/board.feature}
     * @return Portuguese for a file of the Portuguese tree, English for any other
     */
    public static Language of(URI featureFile) {
        return PORTUGUESE_TREE.matcher(featureFile.toString()).matches() ? Language.PORTUGUESE
                : Language.ENGLISH;
    }
}
