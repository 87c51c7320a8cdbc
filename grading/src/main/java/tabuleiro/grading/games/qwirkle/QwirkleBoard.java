package tabuleiro.grading.games.qwirkle;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tabuleiro.grading.selfcheck.BoardDrawing;

/**
 * Qwirkle's tiles at their {@code row,column} coordinates, on the smallest grid that holds every
 * tile.
 */
final class QwirkleBoard implements BoardDrawing {

    @Override
    public String draw(String board) {
        return qwirkle(board);
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
