package tabuleiro.grading.games.galo;

import tabuleiro.grading.selfcheck.BoardDrawing;

/**
 * Jogo do Galo's board, as the rule book draws it: column letters {@code a} to {@code c} on top,
 * row numbers 1 (top) to 3 on the left.
 */
final class GaloBoard implements BoardDrawing {

    @Override
    public String draw(String board) {
        StringBuilder text = new StringBuilder("  a b c\n");
        String[] rows = board.split("/");
        for (int row = 0; row < rows.length; row++) {
            text.append(row + 1);
            for (char mark : rows[row].toCharArray()) {
                text.append(' ').append(mark);
            }
            text.append('\n');
        }
        return text.toString();
    }
}
