package tabuleiro.grading.games.connectfour;

import tabuleiro.grading.selfcheck.BoardDrawing;

/**
 * Connect Four's board: rows 1 (top) to 6 and columns 1 to 7, as the rule book names them.
 */
final class ConnectFourBoard implements BoardDrawing {

    @Override
    public String draw(String board) {
        return grid(board.split("/"), 1, 1);
    }

    private static String grid(String[] rows, int firstRow, int firstColumn) {
        StringBuilder text = new StringBuilder("   ");
        for (int column = 0; column < rows[0].length(); column++) {
            text.append(' ').append(firstColumn + column);
        }
        text.append('\n');
        for (int row = 0; row < rows.length; row++) {
            text.append(String.format("%2d ", firstRow + row));
            for (char cell : rows[row].toCharArray()) {
                text.append(' ').append(cell);
            }
            text.append('\n');
        }
        return text.toString();
    }
}
