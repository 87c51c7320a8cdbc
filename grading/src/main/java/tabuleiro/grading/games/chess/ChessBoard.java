package tabuleiro.grading.games.chess;

import tabuleiro.grading.selfcheck.BoardDrawing;

/**
 * Chess's board from a FEN: files a to h and ranks 8 to 1, as White sees it; the FEN goes under it.
 */
final class ChessBoard implements BoardDrawing {

    private static final int SIZE = 8;

    @Override
    public String draw(String board) {
        return chess(board);
    }

    @Override
    public boolean isNotation() {
        return true;
    }

    private static String chess(String fen) {
        String[] ranks = fen.split(" ")[0].split("/");
        if (ranks.length != SIZE) {
            throw new IllegalArgumentException("not a FEN: " + fen);
        }
        StringBuilder text = new StringBuilder();
        for (int rank = 0; rank < SIZE; rank++) {
            text.append(SIZE - rank).append(' ');
            for (char square : ranks[rank].toCharArray()) {
                if (Character.isDigit(square)) {
                    text.append(" .".repeat(square - '0'));
                } else {
                    text.append(' ').append(square);
                }
            }
            text.append('\n');
        }
        return text.append("   a b c d e f g h\n").toString();
    }
}
