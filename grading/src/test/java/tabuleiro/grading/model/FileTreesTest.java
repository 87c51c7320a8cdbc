package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file written whole or not at all: the content replaces the file in one step, a failed
 * writing leaves the file as it was and no partial file behind, and the file has the
 * permissions any new file there gets (the reports an instructor publishes are read by others).
 */
class FileTreesTest {

    @Test
    void theContentReplacesTheFileWithTheUsualPermissions(@TempDir Path folder)
            throws IOException {
        Path target = folder.resolve("results.json");
        Files.writeString(target, "old");
        FileTrees.writeAtomically(target, file -> Files.writeString(file, "new"));
        assertThat(Files.readString(target, StandardCharsets.UTF_8)).isEqualTo("new");
        assertThat(folder.toFile().list()).containsExactly("results.json");
        Path fresh = Files.createFile(folder.resolve("fresh"));
        if (Files.getFileAttributeView(target, PosixFileAttributeView.class) != null) {
            assertThat(Files.getPosixFilePermissions(writtenAnew(folder)))
                    .isEqualTo(Files.getPosixFilePermissions(fresh));
        }
    }

    @Test
    void aFailedWritingLeavesTheFileAsItWasAndNothingBeside(@TempDir Path folder)
            throws IOException {
        Path target = folder.resolve("feedback.md");
        Files.writeString(target, "kept");
        assertThatThrownBy(() -> FileTrees.writeAtomically(target, file -> {
            Files.writeString(file, "half");
            throw new IOException("the disk is full");
        })).hasMessage("the disk is full");
        assertThat(Files.readString(target)).isEqualTo("kept");
        assertThat(folder.toFile().list()).containsExactly("feedback.md");
    }

    /** A file the method writes where none was. */
    private static Path writtenAnew(Path folder) throws IOException {
        Path written = folder.resolve("written");
        FileTrees.writeAtomically(written, file -> Files.writeString(file, "content"));
        return written;
    }
}
