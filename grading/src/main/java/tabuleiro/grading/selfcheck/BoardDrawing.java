package tabuleiro.grading.selfcheck;

/**
 * A game's part for the kit ({@link tabuleiro.grading.spi.GameModule#part}): how a probe's
 * one-line board is drawn for the student, with the coordinates the student names squares by,
 * where the kit shows a position its engine disagreed on ({@link KitBoard}).
 */
public interface BoardDrawing {

    /**
     * Draws a probe's {@code board} value.
     *
     * @param board the value, one line
     * @return the drawing, lines ending in a line break
     * @throws RuntimeException when the board is not one the game writes (an engine's own
     *     failure, say): the kit then shows it as it came
     */
    String draw(String board);

    /**
     * Whether the board's value is itself the game's notation of the position (a FEN), worth a
     * line of its own under the drawing for the student to copy.
     *
     * @return {@code true} for a notation
     */
    default boolean isNotation() {
        return false;
    }
}
