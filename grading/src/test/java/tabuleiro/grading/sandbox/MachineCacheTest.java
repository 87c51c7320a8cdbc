package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineCacheTest {

    @Test
    void theArchivesUsedLastAreKeptAndTheOthersRemoved(@TempDir Path folder) throws IOException {
        int made = MachineCache.ARCHIVES_KEPT + 3;
        for (int i = 0; i < made; i++) {
            Path archive = Files.writeString(folder.resolve("runner-" + i + ".jsa"), "x");
            // The oldest first: runner-0 was used longest ago.
            Files.setLastModifiedTime(archive, FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        Path other = Files.writeString(folder.resolve("glue-1.jar"), "not an archive");
        Files.setLastModifiedTime(other, FileTime.fromMillis(0));

        MachineCache.used(folder.resolve("runner-0.jsa"), "runner-*.jsa");

        List<String> expected = new ArrayList<>(List.of("runner-0.jsa", "glue-1.jar"));
        for (int i = made - MachineCache.ARCHIVES_KEPT + 1; i < made; i++) {
            expected.add("runner-" + i + ".jsa");
        }
        try (Stream<Path> kept = Files.list(folder)) {
            assertThat(kept.map(path -> path.getFileName().toString()))
                    .as("the one just used, the others used last before it, and what is no"
                            + " archive")
                    .containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    @Test
    void theFolderIsTheUsersCacheWhereItCanBeWritten() {
        Path folder = MachineCache.folder();
        assertThat(folder.getFileName()).hasToString("tabuleiro");
        assertThat(folder).isDirectory().isWritable();
    }
}
