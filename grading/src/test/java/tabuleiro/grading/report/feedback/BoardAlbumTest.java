package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Language;
import tabuleiro.svg.BoardPicture;

/**
 * The board album the build put on the grader's class path is what the games' renderers draw of
 * the rule book now: no board missing, none stale, each picture the renderer's.
 */
class BoardAlbumTest {

    /** Surefire runs the tests in the module's folder, beside the rule book's module. */
    private static final Path FEATURES = Path.of("../features/src/main/resources");

    @Test
    void theAlbumOnTheClassPathIsTheOneTheRenderersDrawNow(@TempDir Path fresh)
            throws IOException, URISyntaxException {
        Map<String, Integer> counts = BoardAlbumPainter.paint(FEATURES, fresh);

        assertThat(counts).containsOnlyKeys(BundledSchemes.games())
                .allSatisfy((game, count) -> assertThat(count).as(game).isPositive());
        Path shipped = Path.of(BoardDrawings.class.getResource(BoardDrawings.ALBUM).toURI());
        assertThat(files(shipped)).isEqualTo(files(fresh));
    }

    @Test
    void aBoardOfTheRuleBookIsFoundByItsText() throws IOException {
        String diagram = BoardDrawings.docStrings(Files.readString(
                FEATURES.resolve("tabuleiro/features/chess/board.feature"))).get(0);

        BoardPicture renderer = BoardAlbumPainter.renderer("chess").orElseThrow();
        assertThat(BoardDrawings.picture("chess", diagram))
                .isEqualTo(BoardAlbumPainter.draw(renderer, diagram));
        assertThat(BoardDrawings.picture("chess", diagram + " ")).isEmpty();
        assertThat(BoardDrawings.picture("go", diagram)).isEmpty();
    }

    @Test
    void aPictureIsTitledInThePagesLanguageFromItsPosition() throws IOException {
        String diagram = BoardDrawings.docStrings(Files.readString(
                FEATURES.resolve("tabuleiro/features/chess/board.feature"))).get(0);
        BoardPicture renderer = BoardAlbumPainter.renderer("chess").orElseThrow();
        String english = BoardDrawings.of("chess", "Given the board\n\"\"\"\n" + diagram
                + "\n\"\"\"\n", Language.ENGLISH).get(0);
        String portuguese = BoardDrawings.of("chess", "Dado o tabuleiro\n\"\"\"\n" + diagram
                + "\n\"\"\"\n", Language.PORTUGUESE).get(0);

        assertThat(title(english)).isEqualTo(renderer.describe(diagram,
                tabuleiro.ui.Language.ENGLISH));
        assertThat(title(portuguese)).isEqualTo(renderer.describe(diagram,
                tabuleiro.ui.Language.PORTUGUESE)).isNotEqualTo(title(english));
        // Each page's picture carries its own language's description only.
        assertThat(english).doesNotContain(BoardDrawings.TITLE_PT);
        assertThat(portuguese).doesNotContain(BoardDrawings.TITLE_PT);
        // And the two are the same picture but for the title.
        assertThat(portuguese.replaceFirst("<title>[^<]*</title>", ""))
                .isEqualTo(english.replaceFirst("<title>[^<]*</title>", ""));
    }

    /** A picture's title, its XML escapes read. */
    private static String title(String svg) {
        String title = svg.substring(svg.indexOf("<title>") + "<title>".length(),
                svg.indexOf("</title>"));
        return title.replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    private static SortedMap<String, String> files(Path album) throws IOException {
        SortedMap<String, String> found = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(album)) {
            for (Path file : paths.filter(Files::isRegularFile).toList()) {
                found.put(album.relativize(file).toString(), Files.readString(file));
            }
        }
        return found;
    }
}
