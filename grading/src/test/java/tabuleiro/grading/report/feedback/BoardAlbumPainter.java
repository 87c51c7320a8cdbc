package tabuleiro.grading.report.feedback;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import tabuleiro.cli.BoardPictures;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.svg.BoardPicture;
import tabuleiro.ui.Language;

/**
 * Draws the board album of the grader's jar (see {@link BoardDrawings}): every board of the
 * bundled rule book, drawn by the game's own renderer.
 *
 * <p>A build tool, not a test: it lives in the test sources because only there is the reference,
 * and with it the renderers, on the grading module's class path. The grading POM runs it with
 * exec-maven-plugin after the tests compile and before they run, so the tests and the jar see the
 * same album; {@code BoardAlbumTest} checks it against the renderers again.
 */
public final class BoardAlbumPainter {

    private BoardAlbumPainter() {
    }

    /**
     * Draws the album.
     *
     * @param args the feature files' resource folder ({@code features/src/main/resources}) and
     *     the grader's class output folder ({@code grading/target/classes}), in that order
     * @throws IOException if the rule book cannot be read or the album cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("expected two arguments, the rule book's resource"
                    + " folder and the class output folder; got " + List.of(args));
        }
        Path album = Path.of(args[1], BoardDrawings.ALBUM.substring(1));
        Map<String, Integer> drawn = paint(Path.of(args[0]), album);
        System.out.println("Board album in " + album + ": " + drawn);
    }

    /**
     * Draws every board of the bundled rule book into a fresh album folder.
     *
     * @param features the feature files' resource folder
     * @param album the album's folder; whatever it held before is removed first
     * @return how many pictures each game has, by game
     * @throws IOException if the rule book cannot be read or the album cannot be written
     */
    static Map<String, Integer> paint(Path features, Path album) throws IOException {
        FileTrees.delete(album);
        Map<String, Integer> counts = new TreeMap<>();
        for (String game : BundledSchemes.games()) {
            Optional<BoardPicture> renderer = renderer(game);
            if (renderer.isEmpty()) {
                continue;
            }
            RuleBook book = RuleBook.read(features, BundledSchemes.scheme(game).rulebook());
            if (!book.problems().isEmpty()) {
                throw new IllegalStateException("the rule book of " + game + " does not read: "
                        + book.problems());
            }
            Set<String> written = new HashSet<>();
            for (BookScenario scenario : book.scenarios()) {
                for (String board : BoardDrawings.docStrings(scenario.text())) {
                    String resource = BoardDrawings.resource(game, board);
                    if (written.contains(resource)) {
                        continue;
                    }
                    Optional<String> svg = draw(renderer.get(), board);
                    if (svg.isPresent()) {
                        Path file = album.resolve(
                                resource.substring(BoardDrawings.ALBUM.length()));
                        Files.createDirectories(file.getParent());
                        Files.writeString(file, svg.get(), StandardCharsets.UTF_8);
                        written.add(resource);
                    }
                }
            }
            counts.put(game, written.size());
        }
        return counts;
    }

    /** Escapes a text for an XML attribute. */
    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    /**
     * Draws one board as the feedback shows it.
     *
     * @param renderer the game's renderer
     * @param board a doc string's text
     * @return the inline SVG element; empty if the doc string is not a position of the game
     */
    static Optional<String> draw(BoardPicture renderer, String board) {
        try {
            String svg = BoardDrawings.inline(renderer.draw(board));
            // The Portuguese description rides along in an attribute of the root element: a
            // Portuguese feedback page takes it for the title (BoardDrawings.titledIn).
            String portuguese = " " + BoardDrawings.TITLE_PT + "=\""
                    + escape(renderer.describe(board, Language.PORTUGUESE)) + "\"";
            int root = svg.indexOf("<svg") + "<svg".length();
            return Optional.of(svg.substring(0, root) + portuguese + svg.substring(root));
        } catch (RuntimeException notAPosition) {
            // Not every doc string is a board (a text UI's transcript, say): it stays text.
            return Optional.empty();
        }
    }

    /**
     * Returns the renderer of a game.
     *
     * @param game the game's command name
     * @return its renderer; empty if the game has none
     */
    static Optional<BoardPicture> renderer(String game) {
        return BoardPictures.all().stream().filter(picture -> picture.game().equals(game))
                .findFirst();
    }
}
