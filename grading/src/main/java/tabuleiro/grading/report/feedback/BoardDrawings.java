package tabuleiro.grading.report.feedback;

import gg.jte.Content;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Sha256;

/**
 * The boards a scenario states, as pictures: the pictures the game's own renderer (the one that
 * draws the slides) drew of every board of the rule book when the grader was built, so a student
 * sees in the feedback the very picture of the lecture.
 *
 * <p>Why drawn at build time: the renderer is part of the reference solution, and the reference
 * must not be on the grader's class path at all (a JVM started from the grader's jar would load
 * it). The build runs {@code BoardAlbumPainter} with the reference on its test class path and
 * puts each picture in the grader's jar under {@link #ALBUM}, named by the game and a digest of
 * the board's text. A board the album does not hold (a rule book other than the bundled one, a
 * doc string that is no position) stays text.
 *
 * <p>A picture's title, which a screen reader reads for it, describes the position in English;
 * the painter also writes the renderer's Portuguese description in the picture's
 * {@value #TITLE_PT} attribute, and a page in Portuguese gets that as the title instead. Each
 * page's pictures carry their own language's description only.
 *
 * <p>A student kit's copy of the grader keeps only the pictures of its visible rules
 * ({@link #albumEntries}, {@link #isAlbumEntry}): a board of a hidden rule would tell a student
 * what the hidden rule plays.
 */
public final class BoardDrawings {

    /** Where the pictures are, as a resource folder of the grader's jar. */
    static final String ALBUM = "/tabuleiro/grading/report/feedback/album/";

    /** The attribute of an album picture's root element that holds its Portuguese title. */
    static final String TITLE_PT = "data-title-pt";

    private static final String DELIMITER = "\"\"\"";
    private static final Pattern PORTUGUESE = Pattern.compile(" " + TITLE_PT + "=\"([^\"]*)\"");
    private static final Pattern TITLE = Pattern.compile("<title>[^<]*</title>");

    private BoardDrawings() {
    }

    /**
     * Draws the positions of a scenario as markup for a page, written as it is, unescaped.
     *
     * @param game the game's command name
     * @param scenario the scenario's Gherkin text
     * @param language the page's language, which the pictures' titles are in
     * @return the pictures of {@link #of}, each as markup a template writes unescaped
     */
    static List<Content> pictures(String game, String scenario, Language language) {
        // The one exception to the pages' escaping, and a safe one: each picture is SVG that the
        // game's own renderer wrote at build time from a board of the bundled rule book. It is
        // found by a digest of the rule book's own text, so no text of a submission reaches it,
        // and escaping it would show the markup instead of the board.
        return of(game, scenario, language).stream().map(svg -> (Content) output -> output
                .writeContent(svg)).toList();
    }

    /**
     * Finds the picture of every doc string of a scenario that the album holds.
     *
     * @param game the game's command name
     * @param scenario the scenario's Gherkin text
     * @param language the language of the pictures' titles
     * @return one inline SVG element per board the album holds, in the scenario's order; none
     *     when the game has no pictures or the scenario states no board of the bundled rule book
     */
    static List<String> of(String game, String scenario, Language language) {
        List<String> drawn = new ArrayList<>();
        for (String board : docStrings(scenario)) {
            picture(game, board).map(svg -> titledIn(svg, language)).ifPresent(drawn::add);
        }
        return drawn;
    }

    /**
     * Gives an album picture the title of a language and takes the other language's out: the
     * Portuguese description when there is one and the page is in Portuguese, the English
     * otherwise.
     *
     * @param svg an album picture, as {@link #picture} finds it
     * @param language the page's language
     * @return the picture with one title, in the page's language when the album has it
     */
    static String titledIn(String svg, Language language) {
        Matcher portuguese = PORTUGUESE.matcher(svg);
        if (!portuguese.find()) {
            return svg;
        }
        String untagged = svg.substring(0, portuguese.start()) + svg.substring(portuguese.end());
        if (language != Language.PORTUGUESE) {
            return untagged;
        }
        // The attribute's text is escaped as XML escapes an attribute, which is as good inside
        // an element: it goes in as it is.
        return TITLE.matcher(untagged).replaceFirst(Matcher.quoteReplacement(
                "<title>" + portuguese.group(1) + "</title>"));
    }

    /**
     * Looks a board up in the album.
     *
     * @param game the game's command name
     * @param board a doc string's text, as {@link #docStrings} gives it
     * @return the board's picture, an inline SVG element; empty if the album has none
     */
    static Optional<String> picture(String game, String board) {
        try (InputStream in = BoardDrawings.class.getResourceAsStream(resource(game, board))) {
            return in == null ? Optional.empty()
                    : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException unreadable) {
            throw new UncheckedIOException("the grader's jar cannot be read", unreadable);
        }
    }

    /**
     * Lists the album's pictures of every board some scenarios state, as entries of the
     * grader's jar.
     *
     * @param game the game's command name
     * @param scenarios the scenarios' Gherkin texts
     * @return the jar entry names ({@code tabuleiro/grading/report/feedback/album/...}) of their
     *     boards' pictures, whether or not the album holds each
     */
    public static Set<String> albumEntries(String game, Collection<String> scenarios) {
        Set<String> entries = new TreeSet<>();
        for (String scenario : scenarios) {
            for (String board : docStrings(scenario)) {
                entries.add(resource(game, board).substring(1));
            }
        }
        return entries;
    }

    /**
     * Tells whether an entry of the grader's jar is a picture of the album.
     *
     * @param entry a jar entry's name, such as
     *     {@code tabuleiro/grading/report/feedback/album/GAME/...}
     * @return {@code true} for a picture of the album
     */
    public static boolean isAlbumEntry(String entry) {
        return entry.startsWith(ALBUM.substring(1)) && entry.endsWith(".svg");
    }

    /**
     * Names the picture of a board in the album: the game, then the SHA-256 of the board's text,
     * so that the same board in two scenarios is one picture.
     *
     * @param game the game's command name
     * @param board a doc string's text, as {@link #docStrings} gives it
     * @return the resource name, under {@link #ALBUM}
     */
    static String resource(String game, String board) {
        return ALBUM + game + "/" + Sha256.hex(board) + ".svg";
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

    /**
     * Makes an SVG document an element of an HTML page: without its XML declaration.
     *
     * @param svg an SVG document, as a renderer writes it
     * @return the same picture as an inline element
     */
    static String inline(String svg) {
        String text = svg.strip();
        return text.startsWith("<?xml") ? text.substring(text.indexOf("?>") + 2).strip() : text;
    }
}
