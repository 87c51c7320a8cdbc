package tabuleiro.chess;

import java.util.Objects;

/**
 * The end of a game: the result and why.
 *
 * @param result who won, or a draw
 * @param termination why the game ended
 */
public record Outcome(Result result, Termination termination) {

    /**
     * Checks that the result fits the reason.
     *
     * @throws IllegalArgumentException unless a drawing reason comes with {@link Result#DRAW}
     *     and a winning one with a win
     */
    public Outcome {
        Objects.requireNonNull(result, "an outcome needs a result");
        Objects.requireNonNull(termination, "an outcome needs a reason");
        if (termination.isDraw() != (result == Result.DRAW)) {
            throw new IllegalArgumentException(termination.description()
                    + (termination.isDraw() ? " is a draw, not " : " has a winner, not ")
                    + result.pgn());
        }
    }
}
