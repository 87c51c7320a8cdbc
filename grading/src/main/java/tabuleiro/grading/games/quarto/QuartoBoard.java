package tabuleiro.grading.games.quarto;

import tabuleiro.grading.selfcheck.BoardDrawing;

/**
 * Quarto's board: columns A to D and rows 1 to 4, each square's piece in its three letters.
 */
final class QuartoBoard implements BoardDrawing {

    private static final int QUARTO_SQUARE = 3;

    @Override
    public String draw(String board) {
        return quarto(board.split("/"));
    }

    private static String quarto(String[] rows) {
        StringBuilder text = new StringBuilder("  ");
        for (char column = 'A'; column < 'A' + rows[0].length() / QUARTO_SQUARE; column++) {
            text.append("  ").append(column).append(' ');
        }
        text.append('\n');
        for (int row = 0; row < rows.length; row++) {
            text.append(row + 1).append(' ');
            for (int at = 0; at + QUARTO_SQUARE <= rows[row].length(); at += QUARTO_SQUARE) {
                text.append(' ').append(rows[row], at, at + QUARTO_SQUARE);
            }
            text.append('\n');
        }
        return text.toString();
    }
}
