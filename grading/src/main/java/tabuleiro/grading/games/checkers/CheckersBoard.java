package tabuleiro.grading.games.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tabuleiro.grading.selfcheck.BoardDrawing;

/**
 * Checkers' board from a FEN: the dark squares 1 to 32 as White sees them, each row's first and
 * last square on its left; the FEN goes under it.
 */
final class CheckersBoard implements BoardDrawing {

    private static final int SIZE = 8;

    @Override
    public String draw(String board) {
        return checkers(board);
    }

    @Override
    public boolean isNotation() {
        return true;
    }

    /** A checkers FEN, {@code B:W17,22,K30:B1,2}, on the board White sees. */
    private static String checkers(String fen) {
        Map<Integer, Character> pieces = new TreeMap<>();
        for (String part : fen.split(":")) {
            if (part.length() < 2 || part.charAt(0) != 'W' && part.charAt(0) != 'B') {
                continue;
            }
            char colour = part.charAt(0) == 'W' ? 'w' : 'b';
            for (String square : part.substring(1).split(",")) {
                boolean king = square.startsWith("K");
                int number = Integer.parseInt(king ? square.substring(1) : square);
                pieces.put(number, king ? Character.toUpperCase(colour) : colour);
            }
        }
        StringBuilder text = new StringBuilder();
        int number = 1;
        for (int row = 1; row <= SIZE; row++) {
            List<String> cells = new ArrayList<>();
            int first = number;
            for (int column = 1; column <= SIZE; column++) {
                if ((row + column) % 2 == 1) {
                    cells.add(String.valueOf(pieces.getOrDefault(number, '.')));
                    number++;
                } else {
                    cells.add(" ");
                }
            }
            text.append(String.format("%2d-%-2d ", first, number - 1))
                    .append(String.join(" ", cells)).append('\n');
        }
        return text.toString();
    }
}
