package tabuleiro.grading.selfcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A probe's one-line board drawn with its coordinates, as the student names squares in the
 * game: Connect Four's rows 1 (top) to 6 and columns 1 to 7, Quarto's columns A to D and rows 1
 * to 4, chess's files a to h and ranks 8 to 1 from a FEN, checkers' dark squares 1 to 32 from a
 * FEN (the row's first and last square on its left), Qwirkle's tiles at their {@code row,column}
 * coordinates. A board this class cannot read is given as it came, one row a line.
 */
final class KitBoard {

    private static final int CHESS_SIZE = 8;
    private static final int QUARTO_SQUARE = 3;

    private KitBoard() {
    }

    /**
     * Draws a board.
     *
     * @param game the game's package name
     * @param board the probe's {@code board} value
     * @return the drawing, lines ending in a line break
     */
    static String draw(String game, String board) {
        try {
            return switch (game) {
                case "connectfour" -> grid(board.split("/"), 1, 1);
                case "quarto" -> quarto(board.split("/"));
                case "chess" -> chess(board);
                case "checkers" -> checkers(board);
                case "qwirkle" -> qwirkle(board);
                default -> board.replace('/', '\n') + "\n";
            };
        } catch (RuntimeException unreadable) {
            // An engine's board that no game writes ("!IllegalStateException", say): as it is.
            return board.replace('/', '\n') + "\n";
        }
    }

    /** The notation line under the drawing: the FEN of chess and checkers, else none. */
    static boolean isNotation(String game) {
        return game.equals("chess") || game.equals("checkers");
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

    private static String chess(String fen) {
        String[] ranks = fen.split(" ")[0].split("/");
        if (ranks.length != CHESS_SIZE) {
            throw new IllegalArgumentException("not a FEN: " + fen);
        }
        StringBuilder text = new StringBuilder();
        for (int rank = 0; rank < CHESS_SIZE; rank++) {
            text.append(CHESS_SIZE - rank).append(' ');
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
        for (int row = 1; row <= CHESS_SIZE; row++) {
            List<String> cells = new ArrayList<>();
            int first = number;
            for (int column = 1; column <= CHESS_SIZE; column++) {
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

    /** Qwirkle's {@code TILE@ROW,COLUMN;...}, on the smallest grid that holds every tile. */
    private static String qwirkle(String board) {
        if (board.isBlank() || board.equals("-")) {
            return "(no tile on the board)\n";
        }
        Map<List<Integer>, String> tiles = new TreeMap<>((a, b) -> a.get(0).equals(b.get(0))
                ? Integer.compare(a.get(1), b.get(1)) : Integer.compare(a.get(0), b.get(0)));
        int top = Integer.MAX_VALUE;
        int bottom = Integer.MIN_VALUE;
        int left = Integer.MAX_VALUE;
        int right = Integer.MIN_VALUE;
        for (String placed : board.split(";")) {
            String[] parts = placed.split("@");
            String[] at = parts[1].split(",");
            int row = Integer.parseInt(at[0]);
            int column = Integer.parseInt(at[1]);
            tiles.put(List.of(row, column), parts[0]);
            top = Math.min(top, row);
            bottom = Math.max(bottom, row);
            left = Math.min(left, column);
            right = Math.max(right, column);
        }
        StringBuilder text = new StringBuilder("    ");
        for (int column = left; column <= right; column++) {
            text.append(String.format("%3d", column));
        }
        text.append('\n');
        for (int row = top; row <= bottom; row++) {
            text.append(String.format("%3d ", row));
            for (int column = left; column <= right; column++) {
                text.append(String.format("%3s", tiles.getOrDefault(List.of(row, column), ".")));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
