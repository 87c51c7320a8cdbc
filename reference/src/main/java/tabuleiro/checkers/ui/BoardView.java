package tabuleiro.checkers.ui;

import tabuleiro.checkers.Board;
import tabuleiro.checkers.Cell;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;

/**
 * Draws the board for people at the keyboard (rule CHECKERS-12): each piece as a letter
 * ({@code w}/{@code b} for men, {@code W}/{@code B} for kings), each empty dark square as its
 * number, and the edges labelled with column letters and row numbers ({@link SquareNames}), so
 * that the square under a piece can be typed without counting: as {@code 22} or as {@code c3}.
 *
 * <p>White is at the bottom, the light square at each player's lower right and Black's men on
 * squares 1 to 12, as the brief and the English PDN numbering have them; the rule book's own
 * pictures number the rows from the top instead, as the engine does.
 */
public final class BoardView {

    private BoardView() {
    }

    /**
     * Draws a board.
     *
     * @param board the board
     * @return the drawing, one line per row, White at the bottom
     */
    public static String render(Board board) {
        StringBuilder letters = new StringBuilder("   ");
        for (int column = 1; column <= Square.SIZE; column++) {
            letters.append("  ").append(SquareNames.file(column));
        }
        StringBuilder text = new StringBuilder(letters).append('\n');
        for (int row = 1; row <= Square.SIZE; row++) {
            text.append(String.format("%3d", SquareNames.rank(row)));
            for (int column = 1; column <= Square.SIZE; column++) {
                Cell cell = board.cell(row, column);
                String shown;
                if (!cell.isDark()) {
                    shown = "";
                } else {
                    shown = cell.piece().map(piece -> String.valueOf(piece.symbol()))
                            .orElse(String.valueOf(Square.at(row, column).number()));
                }
                text.append(String.format("%3s", shown));
            }
            text.append(String.format("%3d", SquareNames.rank(row))).append('\n');
        }
        return text.append(letters).append('\n')
                .append("   w/b: men, W/B: kings; an empty dark square shows its number. Name a"
                        + " square by\n   its number or by its column and row, such as 22 or c3.")
                .toString();
    }

    /**
     * Names a piece in words.
     *
     * @param piece the piece
     * @return for instance "white king"
     */
    public static String name(Piece piece) {
        return piece.colour().name().toLowerCase(java.util.Locale.ROOT)
                + (piece.king() ? " king" : " man");
    }
}
