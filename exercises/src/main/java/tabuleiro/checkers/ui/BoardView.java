package tabuleiro.checkers.ui;

import tabuleiro.checkers.Board;
import tabuleiro.checkers.Cell;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

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
     * Draws a board with its legend in English.
     *
     * @param board the board
     * @return the drawing, one line per row, White at the bottom
     */
    public static String render(Board board) {
        return render(board, Language.ENGLISH);
    }

    /**
     * Draws a board with its legend in a language.
     *
     * @param board the board
     * @param language the language of the legend
     * @return the drawing, one line per row, White at the bottom
     */
    public static String render(Board board, Language language) {
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
                .append(Texts.of(CheckersTexts.class, language).text("board.legend")).toString();
    }

    /**
     * Names a piece in English words.
     *
     * @param piece the piece
     * @return for instance "white king"
     */
    public static String name(Piece piece) {
        return name(piece, Language.ENGLISH);
    }

    /**
     * Names a piece in a language's words.
     *
     * @param piece the piece
     * @param language the language
     * @return for instance "white king", or "dama branca"
     */
    public static String name(Piece piece, Language language) {
        return Texts.of(CheckersTexts.class, language).text("piece." + piece.colour().name()
                + (piece.king() ? ".king" : ".man"));
    }
}
