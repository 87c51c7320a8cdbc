package tabuleiro.qwirkle.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.TileAt;
import tabuleiro.qwirkle.Turn;

/**
 * Reads what a player types into a turn, as the brief's {@code leituraComandos} does (rule
 * QWIRKLE-13): {@code play A1 0,0 B1 0,1} (each tile then its square, row then column),
 * {@code trade A1 B2}, or {@code pass}. The Portuguese words of the brief, {@code jogar},
 * {@code trocar} and {@code passar}, work too, and case does not matter anywhere.
 *
 * <p>It only reads: whether the turn is allowed is the game's question. Text that is not a turn
 * is refused with a sentence that says what was expected.
 */
public final class CommandReader {

    private static final String TILE_FORMAT =
            "a tile is a shape letter A-F then a colour digit 1-6, such as A1";

    private CommandReader() {
    }

    /**
     * Reads a turn.
     *
     * @param line what the player typed
     * @return the turn it names
     * @throws IllegalArgumentException unless the line is a turn; the message says what is
     *     wrong and what was expected
     */
    public static Turn read(String line) {
        List<String> words = new ArrayList<>(Arrays.asList(
                line.strip().replace("@", " ").split("\\s+")));
        String command = words.remove(0).toLowerCase(Locale.ROOT);
        switch (command) {
            case "" -> throw new IllegalArgumentException("nothing was typed");
            case "play", "jogar", "p" -> {
                return new Turn.Place(placement(words));
            }
            case "trade", "trocar", "t" -> {
                if (words.isEmpty()) {
                    throw new IllegalArgumentException(
                            "trade needs the tiles to put back, such as trade A1 B2");
                }
                return new Turn.Trade(words.stream().map(CommandReader::tile).toList());
            }
            case "pass", "passar" -> {
                if (!words.isEmpty()) {
                    throw new IllegalArgumentException("pass takes nothing after it");
                }
                return new Turn.Pass();
            }
            default -> throw new IllegalArgumentException("\"" + command + "\" is not a command:"
                    + " type play, trade or pass");
        }
    }

    private static Placement placement(List<String> words) {
        if (words.isEmpty()) {
            throw new IllegalArgumentException(
                    "play needs tiles with their squares, such as play A1 0,0 B1 0,1");
        }
        List<TileAt> tiles = new ArrayList<>();
        for (int i = 0; i < words.size(); i += 2) {
            Tile tile = tile(words.get(i));
            if (i + 1 == words.size()) {
                throw new IllegalArgumentException(tile + " has no square: write each tile then"
                        + " its square, such as play A1 0,0");
            }
            tiles.add(new TileAt(tile, square(words.get(i + 1))));
        }
        return new Placement(tiles);
    }

    private static Tile tile(String word) {
        return Tile.read(word).orElseThrow(() -> new IllegalArgumentException(
                "\"" + word + "\" is not a tile: " + TILE_FORMAT));
    }

    private static Position square(String word) {
        // Position.parse refuses text that is not a square, and a square out of play, with a
        // sentence written for the player.
        return Position.parse(word);
    }

    /**
     * Reads the answer to "Play again?" (rule QWIRKLE-20), in English or Portuguese.
     *
     * @param line what the player typed
     * @return true for y, yes, s, sim; false for n, no, nao, não, q, quit; empty otherwise
     */
    public static Optional<Boolean> readAnswer(String line) {
        return switch (line.strip().toLowerCase(Locale.ROOT)) {
            case "y", "yes", "s", "sim" -> Optional.of(true);
            case "n", "no", "nao", "não", "q", "quit" -> Optional.of(false);
            default -> Optional.empty();
        };
    }
}
