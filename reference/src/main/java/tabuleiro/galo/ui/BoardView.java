package tabuleiro.galo.ui;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/**
 * Draws a Jogo do Galo board as text, reading the game only through the engine's interface:
 * {@link Game#markAt(Square)} for the marks and {@link Game#winningLine()} for the line to
 * highlight.
 *
 * <p>The drawing names the columns on top and the rows on the left, as the squares are named
 * (rule GALO-05), so that a square such as {@code b2} in a message can be found on it. An empty
 * square is {@code .}; the winning line is put in brackets, which shows on any terminal and
 * survives copying into a bug report:
 *
 * <pre>
 *    a  b  c
 * 1 [X][X][X]
 * 2  O  O  .
 * 3  .  .  .
 * </pre>
 */
public final class BoardView {

    private BoardView() {
    }

    /**
     * Returns the symbol of a square's content in the drawing and in messages.
     *
     * @param mark the square's mark, or {@code null} for an empty square
     * @return {@code "X"} or {@code "O"}, or {@code "."} for an empty square
     */
    public static String symbol(Mark mark) {
        return mark == null ? "." : mark.name();
    }

    /**
     * Draws the board of a game, with the winning line, if any, highlighted.
     *
     * @param game the game to draw, which is not changed
     * @return the drawing, a line of column letters and then one line per row, each line ended
     *     by a line separator
     * @throws NullPointerException if {@code game} is null
     */
    public static String draw(Game game) {
        Objects.requireNonNull(game, "game");
        Set<Square> highlighted = new HashSet<>(game.winningLine());
        StringBuilder text = new StringBuilder(" ");
        for (int column = 1; column <= Game.SIZE; column++) {
            text.append("  ").append((char) ('a' + column - 1));
        }
        text.append(System.lineSeparator());
        for (int row = 1; row <= Game.SIZE; row++) {
            StringBuilder line = new StringBuilder().append(row).append(' ');
            for (int column = 1; column <= Game.SIZE; column++) {
                Square square = new Square(row, column);
                boolean inLine = highlighted.contains(square);
                line.append(inLine ? '[' : ' ')
                        .append(symbol(game.markAt(square).orElse(null)))
                        .append(inLine ? ']' : ' ');
            }
            text.append(line.toString().stripTrailing()).append(System.lineSeparator());
        }
        return text.toString();
    }
}
