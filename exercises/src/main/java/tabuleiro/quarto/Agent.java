package tabuleiro.quarto;

import java.util.Objects;

/**
 * A player that makes its own decisions: which piece to hand the opponent, and where to place
 * the piece it was handed (rule QUARTO-05).
 *
 * <p>An agent sees the game only through its public methods and never changes it: the caller
 * carries the decision out with {@link Game#choose(Piece)} or {@link Game#place(Square)}. The
 * text UI's human seat is an agent too, so the UI treats people and programs alike.
 */
public interface Agent {

    /**
     * Chooses the piece that the current player must place: the first step of a turn, which the
     * agent takes as {@link Game#chooser()}.
     *
     * @param game the game, which the agent reads and does not change
     * @return a piece of {@code game.pool()}
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless the game goes on and no piece has been chosen this turn:
     *     {@code !game.isOver() && game.chosenPiece().isEmpty()}
     * @post {@code game.pool().contains(result)}, and the game is unchanged
     */
    Piece choosePiece(Game game);

    /**
     * Chooses the square on which to place the chosen piece: the second step of a turn, which
     * the agent takes as {@link Game#currentPlayer()}.
     *
     * @param game the game, which the agent reads and does not change
     * @return an empty square
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless the game goes on and a piece has been chosen:
     *     {@code !game.isOver() && game.chosenPiece().isPresent()}
     * @post {@code game.board().isEmpty(result)}, and the game is unchanged
     */
    Square chooseSquare(Game game);

    /**
     * Checks the precondition of {@link #choosePiece}: the game goes on and no piece has been
     * chosen this turn. Implementations call it first.
     *
     * @param game the game
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless the game goes on and no piece has been chosen this turn:
     *     {@code !game.isOver() && game.chosenPiece().isEmpty()}
     */
    static void requireChoice(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: there is no piece to choose");
        }
        if (game.chosenPiece().isPresent()) {
            throw new IllegalStateException("a piece has been chosen already this turn: it is"
                    + " time to place it, not to choose another");
        }
    }

    /**
     * Checks the precondition of {@link #chooseSquare}: the game goes on and a piece has been
     * chosen. Implementations call it first.
     *
     * @param game the game
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalStateException unless the game goes on and a piece has been chosen:
     *     {@code !game.isOver() && game.chosenPiece().isPresent()}
     */
    static void requirePlacement(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver()) {
            throw new IllegalStateException("the game is over: there is no piece to place");
        }
        if (game.chosenPiece().isEmpty()) {
            throw new IllegalStateException("no piece has been chosen yet: a piece must be"
                    + " chosen before a square");
        }
    }
}
