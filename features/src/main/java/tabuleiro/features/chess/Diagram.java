package tabuleiro.features.chess;

import java.util.LinkedHashMap;
import java.util.Map;
import tabuleiro.chess.Piece;
import tabuleiro.chess.Square;

/**
 * A board drawn in the rule book, read by the rule book itself: rank 8 at the top, each rank a
 * line that starts and ends with its number, a letter per piece (uppercase White's, lowercase
 * Black's) and a dot per empty square; the lines of file letters above and below are left out.
 *
 * <pre>
 *   a b c d e f g h
 * 8 . . . . k . . . 8
 * ...
 * 1 R . . . K . . R 1
 *   a b c d e f g h
 * </pre>
 */
final class Diagram {

    private Diagram() {
    }

    /**
     * Reads a drawing.
     *
     * @param drawing the board as the rule book draws it
     * @return the pieces drawn, by square
     * @throws IllegalArgumentException if a rank line is not eight squares under its number
     */
    static Map<Square, Piece> read(String drawing) {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        int rank = Square.SIZE;
        for (String line : drawing.strip().lines().map(String::strip).toList()) {
            if (line.isEmpty() || !Character.isDigit(line.charAt(0))) {
                continue; // the file letters
            }
            rank--;
            String[] cells = line.split("\\s+");
            if (cells.length < Square.SIZE + 1 || !cells[0].equals(String.valueOf(rank + 1))) {
                throw new IllegalArgumentException("The rule book's board has rank " + (rank + 1)
                        + " here, eight squares after its number, not \"" + line + "\"");
            }
            for (int file = 0; file < Square.SIZE; file++) {
                String cell = cells[file + 1];
                if (!cell.equals(".")) {
                    pieces.put(Square.of(file, rank), FenText.piece(cell.charAt(0)));
                }
            }
        }
        if (rank != 0) {
            throw new IllegalArgumentException("The rule book's board has eight ranks, but this"
                    + " one has " + (Square.SIZE - rank) + ":\n" + drawing);
        }
        return pieces;
    }
}
