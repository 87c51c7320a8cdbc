package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SavedGameFileTest {

    @TempDir
    Path folder;

    @Test
    void aByteOrderMarkIsNoPartOfTheFirstLine() throws IOException {
        Path file = folder.resolve("bom.txt");
        Files.write(file, bytes("\uFEFFe2>>e4\ne7>>e5\n"));

        SavedGame loaded = SavedGameFile.read(file);

        assertThat(loaded.warning()).isEmpty();
        assertThat(loaded.game().moves()).hasSize(2);
    }

    @Test
    void aByteThatIsNotUtf8EndsTheReplayAtItsLine() throws IOException {
        Path file = folder.resolve("bad.txt");
        Files.write(file, join(bytes("e2>>e4\r\ne7>>e5\r\ng1>>f3"), new byte[] {(byte) 0xFF},
                bytes("\nb8>>c6\n")));

        SavedGame loaded = SavedGameFile.read(file);

        assertThat(loaded.game().moves()).hasSize(2);
        assertThat(loaded.warning()).contains("The file is corrupted: line 3 is not UTF-8 text"
                + " (the byte 0xFF after \"g1>>f3\"). The game continues after move 2, the"
                + " last valid one.");
    }

    @Test
    void aBadByteAtTheStartOfALineOrOfTheFileNamesThatLine() throws IOException {
        Path file = folder.resolve("bad.txt");
        Files.write(file, join(bytes("e2>>e4\n"), new byte[] {(byte) 0xC3, 'x'}));
        assertThat(SavedGameFile.read(file).warning().orElseThrow())
                .contains("line 2 is not UTF-8 text (the byte 0xC3 at its start)",
                        "after move 1");

        Files.write(file, new byte[] {(byte) 0x80, 'e', '4'});
        SavedGame nothing = SavedGameFile.read(file);
        assertThat(nothing.game().moves()).isEmpty();
        assertThat(nothing.warning().orElseThrow()).contains("line 1", "0x80", "after move 0");
    }

    @Test
    void aWrongLineBeforeTheBadByteIsTheOneReported() throws IOException {
        Path file = folder.resolve("bad.txt");
        Files.write(file, join(bytes("e2>>e4\n???\ne7>>e5\n"), new byte[] {(byte) 0xFF}));

        SavedGame loaded = SavedGameFile.read(file);

        assertThat(loaded.game().moves()).hasSize(1);
        assertThat(loaded.warning().orElseThrow()).contains("line 2 (\"???\")")
                .doesNotContain("UTF-8");
    }

    @Test
    void aFileFarLongerThanAnyGameIsRefused() throws IOException {
        Path file = folder.resolve("huge.txt");
        Files.write(file, new byte[SavedGameFile.LARGEST + 1]);

        assertThatThrownBy(() -> SavedGameFile.read(file)).isInstanceOf(IOException.class)
                .hasMessageContaining("is not a saved game");
    }

    @Test
    void aMissingFileIsAnException() {
        assertThatThrownBy(() -> SavedGameFile.read(folder.resolve("none.txt")))
                .isInstanceOf(NoSuchFileException.class);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] join(byte[]... parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }
}
