package tabuleiro.features.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Win;

/**
 * A snapshot of everything a game reports, to tell whether a refused action changed it.
 *
 * @param board the pieces by square
 * @param pool the pieces of the pool, in order
 * @param chosen the chosen piece, if any
 * @param current the player whose turn it is
 * @param over whether the game is over
 * @param win the win, if any
 */
record GameState(Map<Square, Piece> board, List<Piece> pool, Optional<Piece> chosen,
        Player current, boolean over, Optional<Win> win) {

    static GameState of(Game game) {
        return new GameState(Drawing.of(game.board()), List.copyOf(game.pool().pieces()),
                game.chosenPiece(), game.currentPlayer(), game.isOver(), game.win());
    }

    /** Says how another state differs from this one; empty when they are the same. */
    List<String> changesTo(GameState now) {
        List<String> changes = new ArrayList<>();
        if (!board.equals(now.board)) {
            changes.add("the board changed");
        }
        if (!pool.equals(now.pool)) {
            changes.add("the pool changed from " + pool.size() + " to " + now.pool.size()
                    + " pieces");
        }
        if (!chosen.equals(now.chosen)) {
            changes.add("the chosen piece changed from " + chosen.map(Drawing::notation)
                    .orElse("none") + " to " + now.chosen.map(Drawing::notation).orElse("none"));
        }
        if (current != now.current) {
            changes.add("the current player changed from " + current + " to " + now.current);
        }
        if (over != now.over || !Objects.equals(win, now.win)) {
            changes.add("the end of the game changed");
        }
        return changes;
    }
}
