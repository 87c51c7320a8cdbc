package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;
import tabuleiro.grading.style.StyleReport;

/**
 * What the check keeps between runs ({@link CheckCache}) answers only for the very sources it
 * was made from: another content, another path, a deleted or added file is another key; a kept
 * entry that is not whole or not as written is thrown away, never used.
 */
class CheckCacheTest {

    private static final List<String> OPTIONS = List.of("--release", "17", "tabuleiro.game");

    @TempDir
    Path dir;

    private Path sources;
    private CheckCache cache;

    @BeforeEach
    void twoSources() throws IOException {
        sources = dir.resolve("src");
        write(sources.resolve("tabuleiro/game/Game.java"), "class Game { int n = 1; }");
        write(sources.resolve("tabuleiro/game/Board.java"), "class Board {}");
        cache = CheckCache.in(dir.resolve("target/check-cache"));
    }

    @Test
    void theSameSourcesHaveTheSameKeyAndAnyChangeToThemAnother() throws IOException {
        String key = cache.classesKey(sources, List.of(), OPTIONS);
        assertThat(cache.classesKey(sources, List.of(), OPTIONS)).isEqualTo(key);
        // The same sources elsewhere, as in a kit copied whole: the same key.
        Path copy = dir.resolve("copy");
        write(copy.resolve("tabuleiro/game/Game.java"), "class Game { int n = 1; }");
        write(copy.resolve("tabuleiro/game/Board.java"), "class Board {}");
        assertThat(cache.classesKey(copy, List.of(), OPTIONS)).isEqualTo(key);

        write(sources.resolve("tabuleiro/game/Game.java"), "class Game { int n = 2; }");
        String changed = cache.classesKey(sources, List.of(), OPTIONS);
        assertThat(changed).isNotEqualTo(key);

        Files.move(sources.resolve("tabuleiro/game/Board.java"),
                sources.resolve("tabuleiro/game/Plank.java"));
        String renamed = cache.classesKey(sources, List.of(), OPTIONS);
        assertThat(renamed).isNotIn(key, changed);

        Files.delete(sources.resolve("tabuleiro/game/Plank.java"));
        assertThat(cache.classesKey(sources, List.of(), OPTIONS)).isNotIn(key, changed,
                renamed);
        assertThat(cache.classesKey(sources, List.of(), List.of("--release", "21")))
                .isNotIn(key, changed, renamed);
    }

    @Test
    void keptClassesComeBackAsTheyWereWrittenUnderTheirKeyAlone() throws IOException {
        Path classes = dir.resolve("classes");
        write(classes.resolve("tabuleiro/game/Game.class"), "game's bytes");
        write(classes.resolve("tabuleiro/game/Game$Inner.class"), "inner bytes");
        String key = cache.classesKey(sources, List.of(), OPTIONS);
        cache.keepClasses(key, classes);

        Path restored = dir.resolve("restored");
        assertThat(cache.restoreClasses(key, restored)).isTrue();
        assertThat(Files.readString(restored.resolve("tabuleiro/game/Game$Inner.class")))
                .isEqualTo("inner bytes");
        assertThat(files(restored)).containsExactlyInAnyOrderElementsOf(files(classes));

        write(sources.resolve("tabuleiro/game/Game.java"), "class Game { int n = 2; }");
        Path other = dir.resolve("other");
        assertThat(cache.restoreClasses(cache.classesKey(sources, List.of(), OPTIONS), other))
                .isFalse();
        assertThat(other).doesNotExist();
    }

    @Test
    void aKeptClassChangedOrLostAfterItWasKeptIsNeverUsedAndItsEntryGoes() throws IOException {
        Path classes = dir.resolve("classes");
        write(classes.resolve("tabuleiro/game/Game.class"), "game's bytes");
        write(classes.resolve("tabuleiro/game/Board.class"), "board's bytes");
        String key = cache.classesKey(sources, List.of(), OPTIONS);
        cache.keepClasses(key, classes);
        Path entry = dir.resolve("target/check-cache/classes").resolve(key);
        try (Stream<Path> walk = Files.walk(entry)) {
            Path kept = walk.filter(file -> file.toString().endsWith("Game.class")).findFirst()
                    .orElseThrow();
            Files.writeString(kept, "other bytes");
        }

        Path restored = dir.resolve("restored");
        assertThat(cache.restoreClasses(key, restored)).isFalse();
        assertThat(restored).doesNotExist();
        assertThat(entry).doesNotExist();

        // Kept again, then half lost, as by a check killed while it wrote, or a hand.
        cache.keepClasses(key, classes);
        try (Stream<Path> walk = Files.walk(entry)) {
            Files.delete(walk.filter(file -> file.toString().endsWith("Board.class"))
                    .findFirst().orElseThrow());
        }
        assertThat(cache.restoreClasses(key, restored)).isFalse();
        assertThat(restored).doesNotExist();
    }

    @Test
    void aStyleReportIsKeptForItsFilesPathAndContentAndNamedAsTheFileIsNow()
            throws IOException {
        Path game = sources.resolve("tabuleiro/game/Game.java");
        String key = cache.styleKey("tabuleiro/game/Game.java", game);
        StyleReport report = new StyleReport(List.of("/tmp/one/Game.java"), List.of(
                new Finding("/tmp/one/Game.java", 1, 1, "MagicNumber", "coding", "'2' is a"
                        + " magic number.")), List.of());
        cache.keepStyle(key, report);

        StyleReport kept = cache.style(key, "/tmp/two/Game.java").orElseThrow();
        assertThat(kept.checked()).containsExactly("/tmp/two/Game.java");
        assertThat(kept.findings()).singleElement().satisfies(finding -> {
            assertThat(finding.file()).isEqualTo("/tmp/two/Game.java");
            assertThat(finding.message()).isEqualTo("'2' is a magic number.");
        });

        // Another path (Checkstyle reads the file's name) or another content: not that report.
        assertThat(cache.styleKey("tabuleiro/game/Other.java", game)).isNotEqualTo(key);
        write(game, "class Game { int n = 3; }");
        assertThat(cache.style(cache.styleKey("tabuleiro/game/Game.java", game), "Game.java"))
                .isEmpty();
    }

    @Test
    void aStyleReportOfAFileNotCheckedToTheEndIsNotKept() throws IOException {
        Path game = sources.resolve("tabuleiro/game/Game.java");
        String key = cache.styleKey("tabuleiro/game/Game.java", game);
        cache.keepStyle(key, new StyleReport(List.of(), List.of(), List.of(
                new NotChecked("Game.java", "the check ran out of time"))));
        assertThat(cache.style(key, "Game.java")).isEmpty();
    }

    @Test
    void aKeptFileThatIsNotAReportIsNone() throws IOException {
        Path game = sources.resolve("tabuleiro/game/Game.java");
        String key = cache.styleKey("tabuleiro/game/Game.java", game);
        write(dir.resolve("target/check-cache/style").resolve(key + ".json"), "{\"checked\":");
        assertThat(cache.style(key, "Game.java")).isEmpty();
    }

    @Test
    void aCacheThatCannotBeWrittenKeepsNothingAndSaysNothing() throws IOException {
        // A file where the cache's folder should be: every write fails, as on a full disk.
        Path blocked = dir.resolve("blocked");
        Files.writeString(blocked, "not a folder");
        CheckCache nowhere = CheckCache.in(blocked);
        Path classes = dir.resolve("classes");
        write(classes.resolve("tabuleiro/game/Game.class"), "game's bytes");
        String key = nowhere.classesKey(sources, List.of(), OPTIONS);
        nowhere.keepClasses(key, classes);
        assertThat(nowhere.restoreClasses(key, dir.resolve("restored"))).isFalse();
        assertThat(Files.readString(blocked)).isEqualTo("not a folder");
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(root::relativize).map(Path::toString)
                    .toList();
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
