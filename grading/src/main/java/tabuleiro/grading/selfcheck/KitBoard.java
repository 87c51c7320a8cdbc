package tabuleiro.grading.selfcheck;

import java.util.Optional;
import tabuleiro.grading.spi.Games;

/**
 * A probe's one-line board drawn with its coordinates, as the student names squares in the
 * game: each game draws its own ({@link BoardDrawing}, a part of its module). A board that no
 * drawing reads, or of a game that has none, is given as it came, one row a line.
 */
final class KitBoard {

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
            Optional<BoardDrawing> drawing = drawing(game);
            if (drawing.isPresent()) {
                return drawing.get().draw(board);
            }
        } catch (RuntimeException unreadable) {
            // An engine's board that no game writes ("!IllegalStateException", say): as it is.
        }
        return board.replace('/', '\n') + "\n";
    }

    /**
     * Whether a notation line goes under the drawing.
     *
     * @param game the game's package name
     * @return whether the game's board is its notation of the position
     */
    static boolean isNotation(String game) {
        return drawing(game).map(BoardDrawing::isNotation).orElse(false);
    }

    private static Optional<BoardDrawing> drawing(String game) {
        return Games.find(game).flatMap(module -> module.part(BoardDrawing.class));
    }
}
