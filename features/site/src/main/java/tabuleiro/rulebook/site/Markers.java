package tabuleiro.rulebook.site;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The markers the portable site carries for the grader, as HTML comments: where a class's
 * results go, and where each rule and each game appear outside their own pages, so that a
 * reader who only replaces text (the grader, which holds no HTML parser and no class of this
 * module) can fill the one and cut the other.
 *
 * <ul>
 *   <li>{@code <!-- tabuleiro:class ID -->}: on a rule's page, the class's results on it.</li>
 *   <li>{@code <!-- tabuleiro:kept ID N -->}: on a game's page, in the entry of the N-th Rule
 *       block headed by the ID (an ID may head two), the share of the class that kept it.</li>
 *   <li>{@code <!-- tabuleiro:rule IDS -->…<!-- /tabuleiro:rule IDS -->}: a rule's entry on a
 *       game's page, its rows in an exercise's table and the catalogue, its block in a booklet;
 *       IDS are the block's IDs, one space between them.</li>
 *   <li>{@code <!-- tabuleiro:game GAME -->…<!-- /tabuleiro:game GAME -->}: a game on the
 *       front page.</li>
 * </ul>
 *
 * <p>Every marker is written from an ID the rule book's pattern admits or a game's command
 * name, so none can close its comment early; the instructor's site carries none.
 */
final class Markers {

    private static final Pattern GAME = Pattern.compile("[a-z]+(?:-[a-z]+)*");

    private Markers() {
    }

    /**
     * The slot of a rule's page for a class's results.
     *
     * @param frame the page's frame
     * @param id the rule's ID
     * @return the marker, or nothing outside the portable site
     */
    static String classSlot(SiteModel.Frame frame, String id) {
        return frame.portable() ? "<!-- tabuleiro:class " + id(id) + " -->" : "";
    }

    /**
     * The slot of a game page's entry for the share of a class that kept the rule.
     *
     * @param frame the page's frame
     * @param id the rule's ID
     * @param ordinal which block of that ID the entry is, from 1
     * @return the marker, or nothing outside the portable site
     */
    static String keptSlot(SiteModel.Frame frame, String id, int ordinal) {
        return frame.portable() ? "<!-- tabuleiro:kept " + id(id) + " " + ordinal + " -->" : "";
    }

    /**
     * Opens what belongs to a rule outside its page.
     *
     * @param frame the page's frame
     * @param ids the rule block's IDs
     * @return the marker, or nothing outside the portable site
     */
    static String ruleStart(SiteModel.Frame frame, List<String> ids) {
        return frame.portable() ? "<!-- tabuleiro:rule " + ids(ids) + " -->" : "";
    }

    /**
     * Closes what {@link #ruleStart} opened.
     *
     * @param frame the page's frame
     * @param ids the rule block's IDs
     * @return the marker, or nothing outside the portable site
     */
    static String ruleEnd(SiteModel.Frame frame, List<String> ids) {
        return frame.portable() ? "<!-- /tabuleiro:rule " + ids(ids) + " -->" : "";
    }

    /**
     * Opens a game's entry on the front page.
     *
     * @param frame the page's frame
     * @param game the game's command name
     * @return the marker, or nothing outside the portable site
     */
    static String gameStart(SiteModel.Frame frame, String game) {
        return frame.portable() ? "<!-- tabuleiro:game " + game(game) + " -->" : "";
    }

    /**
     * Closes what {@link #gameStart} opened.
     *
     * @param frame the page's frame
     * @param game the game's command name
     * @return the marker, or nothing outside the portable site
     */
    static String gameEnd(SiteModel.Frame frame, String game) {
        return frame.portable() ? "<!-- /tabuleiro:game " + game(game) + " -->" : "";
    }

    private static String ids(List<String> ids) {
        return String.join(" ", ids.stream().map(Markers::id).toList());
    }

    private static String id(String id) {
        if (!Book.RULE_ID.matcher(id).matches()) {
            throw new IllegalArgumentException("expected a rule ID such as C4-01 in a marker,"
                    + " but got " + id);
        }
        return id;
    }

    private static String game(String game) {
        if (!GAME.matcher(game).matches()) {
            throw new IllegalArgumentException("expected a game's command name in a marker"
                    + " (lower-case words joined by hyphens, as in grade --game), but got "
                    + game);
        }
        return game;
    }
}
