package tabuleiro.grading.games.qwirkle.child;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How the tournament writes a Qwirkle turn, on both sides of the agent's channel: the brief's
 * commands (rule QWIRKLE-13), {@code play A1 0,0 B1 0,1} (each tile, then its square, row then
 * column), {@code trade A1 B2} or {@code pass}, in this one spelling: lower-case command, one
 * space between words. A game's turns are separated by {@code ;}, since a turn holds spaces.
 *
 * <p>The referee's engine and the submission's each build their own tiles and squares from
 * these words (the tile through its {@code Tile.read}, the square through its record's
 * constructor), so neither reads the other's objects.
 */
public final class QwirkleNotation {

    /** Between two turns of a game. */
    public static final String SEPARATOR = ";";

    private static final String TILE = "[A-F][1-6]";
    private static final String SQUARE = "-?\\d{1,4},-?\\d{1,4}";
    /** One turn; a hand holds six tiles, so no turn names more. */
    private static final Pattern TURN = Pattern.compile("pass|trade( " + TILE + "){1,6}|play( "
            + TILE + " " + SQUARE + "){1,6}");

    /** Not instantiated. */
    private QwirkleNotation() {
    }

    /**
     * Whether a text is one turn in this notation.
     *
     * @param turn the text
     * @return {@code true} for {@code pass}, a trade or a placement of one to six tiles
     */
    public static boolean isTurn(String turn) {
        return TURN.matcher(turn).matches();
    }

    /**
     * A game's turns, one by one.
     *
     * @param turns the turns separated by {@link #SEPARATOR}, or an empty text
     * @return the turns
     */
    public static List<String> split(String turns) {
        return turns.isEmpty() ? List.of() : List.of(turns.split(SEPARATOR, -1));
    }

    /**
     * A game's turns in one text.
     *
     * @param turns the turns
     * @return them separated by {@link #SEPARATOR}
     */
    public static String join(List<String> turns) {
        return String.join(SEPARATOR, turns);
    }

    /**
     * The words after a turn's command: tiles, or tiles each followed by its square.
     *
     * @param turn a turn, {@link #isTurn}
     * @return the words, none for {@code pass}
     * @throws IllegalArgumentException unless the text is a turn
     */
    public static List<String> words(String turn) {
        if (!isTurn(turn)) {
            throw new IllegalArgumentException("not a Qwirkle turn: " + turn);
        }
        List<String> words = Arrays.asList(turn.split(" "));
        return List.copyOf(words.subList(1, words.size()));
    }

    /**
     * The row and column of a square's word.
     *
     * @param square such as {@code -1,2}
     * @return the row and the column
     */
    public static int[] square(String square) {
        String[] parts = square.split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
    }
}
