package tabuleiro.checkers.ui;

import tabuleiro.checkers.Board;
import tabuleiro.checkers.Cell;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;

/**
 * Draws the board for people at the keyboard (rule CHECKERS-12): rows and columns numbered, each
 * piece as a letter ({@code w}/{@code b} for men, {@code W}/{@code B} for kings), and each empty
 * dark square as its number, which is what a player types to name it.
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
        StringBuilder text = new StringBuilder("   ");
        for (int column = 1; column <= Square.SIZE; column++) {
            text.append(String.format("%3d", column));
        }
        text.append('\n');
        for (int row = 1; row <= Square.SIZE; row++) {
            text.append(String.format("%3d", row));
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
            text.append('\n');
        }
        return text.append("   w/b: men, W/B: kings; an empty square shows its number.")
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
