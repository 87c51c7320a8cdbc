package tabuleiro.grading.report;

import gg.jte.Content;
import java.util.ArrayList;
import java.util.List;
import tabuleiro.svg.BoardPicture;
import tabuleiro.svg.BoardPictures;

/**
 * The boards a scenario states, drawn as pictures by the game's own renderer: the one that
 * draws the slides, so a student sees in the feedback the very picture of the lecture.
 *
 * <p>The renderer runs in the grader's process on the rule book's text, never on anything a
 * submission produced, so a picture cannot carry a student's output into the page.
 */
final class BoardDrawings {

    private static final String DELIMITER = "\"\"\"";

    private BoardDrawings() {
    }

    /**
     * Draws the positions of a scenario as markup for a page, written as it is, unescaped.
     *
     * @param game the game's command name, such as {@code connect-four}
     * @param scenario the scenario's Gherkin text
     * @return the pictures of {@link #of}, each as markup a template writes unescaped
     */
    static List<Content> pictures(String game, String scenario) {
        // The one exception to the pages' escaping, and a safe one: each picture is SVG that the
        // game's own renderer (tabuleiro.svg, the slides' code, part of the grader) wrote from a
        // position of the rule book that it parsed, refusing anything else. No text of a
        // submission reaches it, and escaping it would show the markup instead of the board.
        return of(game, scenario).stream().map(svg -> (Content) output -> output
                .writeContent(svg)).toList();
    }

    /**
     * Draws every doc string of a scenario that is a position of the game.
     *
     * @param game the game's command name, such as {@code connect-four}
     * @param scenario the scenario's Gherkin text
     * @return one inline SVG element per position, in the scenario's order; none when the game
     *     has no renderer or the scenario draws no position
     */
    static List<String> of(String game, String scenario) {
        BoardPicture picture;
        try {
            picture = BoardPictures.forGame(game);
        } catch (IllegalArgumentException noRenderer) {
            return List.of();
        } catch (LinkageError noPictures) {
            // A bundled grader carries no reference, and so no renderer: boards stay text.
            return List.of();
        }
        List<String> drawn = new ArrayList<>();
        for (String position : docStrings(scenario)) {
            try {
                drawn.add(inline(picture.draw(position)));
            } catch (RuntimeException notAPosition) {
                // Not every doc string is a board (a text UI's transcript, say): it stays text.
            }
        }
        return drawn;
    }

    /**
     * Finds the doc strings of a scenario, each without the indentation of its delimiter, as
     * Cucumber hands them to a step.
     *
     * @param scenario the scenario's Gherkin text
     * @return the doc strings' contents, in order
     */
    static List<String> docStrings(String scenario) {
        List<String> found = new ArrayList<>();
        List<String> current = null;
        int indent = 0;
        for (String line : scenario.split("\n", -1)) {
            String trimmed = line.strip();
            if (trimmed.startsWith(DELIMITER)) {
                if (current == null) {
                    current = new ArrayList<>();
                    indent = line.indexOf(DELIMITER);
                } else {
                    found.add(String.join("\n", current));
                    current = null;
                }
            } else if (current != null) {
                boolean indented = line.length() >= indent && line.substring(0, indent).isBlank();
                current.add(indented ? line.substring(indent) : line.strip());
            }
        }
        return found;
    }

    /** An SVG document as an element of an HTML page: without its XML declaration. */
    private static String inline(String svg) {
        String text = svg.strip();
        return text.startsWith("<?xml") ? text.substring(text.indexOf("?>") + 2).strip() : text;
    }
}
