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
        throw new UnsupportedOperationException(
                "Exercise 7: implement CommandReader.read");
    }

    /**
     * Reads the answer to "Play again?" (rule QWIRKLE-20), in English or Portuguese.
     *
     * @param line what the player typed
     * @return true for y, yes, s, sim; false for n, no, nao, não, q, quit; empty otherwise
     */
    public static Optional<Boolean> readAnswer(String line) {
        throw new UnsupportedOperationException(
                "Exercise 7: implement CommandReader.readAnswer");
    }
}
