package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A result is kept by the classes and resources it ran on, byte for byte: a source's comment
 * leaves the key as it was, a class's byte or a resource's changes it; nothing is kept for
 * classes that did not compile; the oldest results go first.
 */
class KeptResultsTest {

    @TempDir
    Path dir;

    @Test
    void theKeyIsTheClassesAndResourcesNotTheJavaSources() throws IOException {
        Path classes = Files.createDirectories(dir.resolve("classes/tabuleiro/quarto"));
        Files.write(classes.resolve("Board.class"), new byte[] {1, 2, 3});
        Map<String, String> sources = Map.of("tabuleiro/quarto/Board.java", "aa",
                "tabuleiro/quarto/pieces.txt", "bb");
        String before = KeptResults.digest(dir.resolve("classes"), sources);

        // A comment changes the source's digest, not its class.
        assertThat(KeptResults.digest(dir.resolve("classes"), Map.of(
                "tabuleiro/quarto/Board.java", "cc", "tabuleiro/quarto/pieces.txt", "bb")))
                .isEqualTo(before);
        // A resource the code could read is part of what it ran on.
        assertThat(KeptResults.digest(dir.resolve("classes"), Map.of(
                "tabuleiro/quarto/Board.java", "aa", "tabuleiro/quarto/pieces.txt", "dd")))
                .isNotEqualTo(before);
        Files.write(classes.resolve("Board.class"), new byte[] {1, 2, 4});
        assertThat(KeptResults.digest(dir.resolve("classes"), sources)).isNotEqualTo(before);
    }

    @Test
    void aResultIsFoundByWhatRanOnWhichClassesAndNoneForClassesNotKnown() {
        KeptResults kept = new KeptResults();
        Object book = new Object();
        KeptResults.Key key = new KeptResults.Key("recorded", "abc", book, List.of(1, 40));
        kept.keep(key, "outcome");
        assertThat(kept.get(new KeptResults.Key("recorded", "abc", book, List.of(1, 40)),
                String.class)).contains("outcome");
        assertThat(kept.get(new KeptResults.Key("recorded", "abd", book, List.of(1, 40)),
                String.class)).isEmpty();
        assertThat(kept.get(new KeptResults.Key("recorded", "abc", new Object(),
                List.of(1, 40)), String.class)).as("another book").isEmpty();
        assertThat(kept.get(new KeptResults.Key("recorded", "abc", book, List.of(2, 40)),
                String.class)).as("another seed").isEmpty();
        assertThat(kept.get(key, Integer.class)).as("another type").isEmpty();

        KeptResults.Key unknown = new KeptResults.Key("rules", "", book, List.of());
        kept.keep(unknown, "not kept");
        assertThat(kept.get(unknown, String.class)).isEmpty();
    }

    @Test
    void theOldestResultsGoFirst() {
        KeptResults kept = new KeptResults();
        for (int i = 0; i <= KeptResults.MOST; i++) {
            kept.keep(new KeptResults.Key("rules", "c" + i, "", List.of()), i);
        }
        assertThat(kept.get(new KeptResults.Key("rules", "c0", "", List.of()), Integer.class))
                .isEmpty();
        assertThat(kept.get(new KeptResults.Key("rules", "c1", "", List.of()), Integer.class))
                .contains(1);
        kept.clear();
        assertThat(kept.get(new KeptResults.Key("rules", "c1", "", List.of()), Integer.class))
                .isEmpty();
    }
}
