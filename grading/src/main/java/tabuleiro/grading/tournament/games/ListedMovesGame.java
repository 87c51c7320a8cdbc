package tabuleiro.grading.tournament.games;

import java.util.List;
import tabuleiro.grading.child.ListedMovesEngine;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A game of listed moves on a referee's side, whichever engine referees (the reference's in the
 * class tournament, the student's in the kit's {@code play --tournament}): a game's moves are
 * the texts its engine lists ({@link ListedMovesEngine}), separated by spaces.
 */
public interface ListedMovesGame extends RefereeGame {

    @Override
    default List<String> split(String moves) {
        return ListedMovesEngine.split(moves);
    }

    @Override
    default String join(List<String> moves) {
        return String.join(" ", moves);
    }
}
