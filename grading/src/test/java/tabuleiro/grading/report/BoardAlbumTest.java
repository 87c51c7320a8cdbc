package tabuleiro.grading.report;

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

        assertThat(BoardDrawings.picture("chess", diagram)).hasValue(BoardDrawings.inline(
                BoardAlbumPainter.renderer("chess").orElseThrow().draw(diagram)));
        assertThat(BoardDrawings.picture("chess", diagram + " ")).isEmpty();
        assertThat(BoardDrawings.picture("go", diagram)).isEmpty();
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
