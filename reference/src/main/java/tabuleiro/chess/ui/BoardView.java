package tabuleiro.chess.ui;

import java.util.Objects;
import tabuleiro.chess.Piece;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;

/**
 * Draws a position as text, as the rule book draws boards: rank 8 at the top, files a to h
 * left to right, FEN letters for the pieces (uppercase White) and {@code .} for an empty square.
 *
 * <pre>
 *   a b c d e f g h
 * 8 r n b q k b n r 8
 * 7 p p p p p p p p 7
 * 6 . . . . . . . . 6
 * ...
 * 1 R N B Q K B N R 1
 *   a b c d e f g h
 * </pre>
 */
public final class BoardView {

    private static final String FILES = "  a b c d e f g h";

    private BoardView() {
    }

    /**
     * Draws a position.
     *
     * @param position the position
     * @return ten lines: the file letters, the eight ranks from 8 down, the file letters
     */
    public static String draw(Position position) {
        Objects.requireNonNull(position, "a position is needed");
        StringBuilder text = new StringBuilder(FILES).append('\n');
        for (int rank = Square.SIZE - 1; rank >= 0; rank--) {
            text.append(rank + 1);
            for (int file = 0; file < Square.SIZE; file++) {
                char letter = position.pieceAt(Square.of(file, rank))
                        .map(Piece::fenLetter).orElse('.');
                text.append(' ').append(letter);
            }
            text.append(' ').append(rank + 1).append('\n');
        }
        return text.append(FILES).toString();
    }
}
