package tabuleiro.chess;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads the file of a saved game (rules CHESS-16, CHESS-17, CHESS-24): its bytes as UTF-8 text,
 * one line a move, replayed by {@link SavedGame#replay}. A byte order mark at the start of the file
 * is skipped (some editors write one), and a byte that is not UTF-8 makes its line corrupted
 * like a line that is not a move: the lines before it are replayed, and the game continues
 * from the last valid move with a warning that names the line.
 *
 * <p>The bytes are read here rather than in {@link SavedGame}, whose notation students write,
 * so that what they hand in holds only that notation, and every submission is read from its
 * file the same way.
 */
public final class SavedGameFile {

    /**
     * The most bytes a saved game's file may hold: far more than a game's moves take (7 or 8
     * bytes a move, so a game of 10,000 moves takes under 160,000), little enough to read at
     * once, so that a file that is no saved game is refused rather than read without end.
     */
    public static final int LARGEST = 1 << 20;

    /** The byte order mark some editors put at the start of a UTF-8 file. */
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private SavedGameFile() {
    }

    /**
     * Reads a saved game's file and replays its moves (rules CHESS-16, CHESS-17, CHESS-24).
     *
     * @param file the file
     * @return the game as far as the file's lines are UTF-8 text and legal moves, and a warning
     *     naming the first line that is not, if any
     * @throws NullPointerException if {@code file} is null
     * @throws IOException if the file is missing, cannot be read, or holds more than
     *     {@value #LARGEST} bytes
     */
    public static SavedGame read(Path file) throws IOException {
        Objects.requireNonNull(file, "a file is needed");
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(LARGEST + 1);
        }
        if (bytes.length > LARGEST) {
            throw new IOException(file + " is not a saved game: it holds more than " + LARGEST
                    + " bytes, far more than a game's moves take");
        }
        return replay(bytes);
    }

    /**
     * Decodes the bytes as UTF-8 up to the first byte that is not, and replays the lines decoded
     * before the line that byte is on.
     */
    private static SavedGame replay(byte[] bytes) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        if (Arrays.equals(bytes, 0, Math.min(bytes.length, BOM.length), BOM, 0, BOM.length)) {
            in.position(BOM.length); // a byte order mark is no part of line 1
        }
        CharBuffer decoded = CharBuffer.allocate(bytes.length);
        CoderResult result = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(in, decoded, true);
        String text = decoded.flip().toString();
        List<String> lines = text.lines().toList();
        if (!result.isError()) {
            return SavedGame.replay(lines);
        }
        // The decoder stopped at the bad byte: the text's last line, unless the text ends with a
        // line break, is the part of the damaged line before that byte.
        boolean lineBegun = !text.isEmpty() && !text.endsWith("\n") && !text.endsWith("\r");
        List<String> whole = lineBegun ? lines.subList(0, lines.size() - 1) : lines;
        SavedGame replayed = SavedGame.replay(whole);
        if (replayed.warning().isPresent()) {
            return replayed; // a line before the damaged one is already wrong
        }
        String where = lineBegun ? "after \"" + lines.get(lines.size() - 1) + "\""
                : "at its start";
        return new SavedGame(replayed.game(), Optional.of("The file is corrupted: line "
                + (whole.size() + 1) + " is not UTF-8 text (the byte "
                + String.format("0x%02X", bytes[in.position()]) + " " + where + "). The game"
                + " continues after move " + replayed.game().moves().size()
                + ", the last valid one."));
    }
}
