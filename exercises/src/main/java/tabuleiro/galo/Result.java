package tabuleiro.galo;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game stands: still in play, won by one of the players (rules GALO-06 to GALO-08), or
 * drawn on a full board (rule GALO-09).
 */
public enum Result {
    /** Nobody has three in a row and the board has an empty square: the next player moves. */
    IN_PLAY(null),
    /** X has three in a row. */
    X_WINS(Mark.X),
    /** O has three in a row. */
    O_WINS(Mark.O),
    /** The board is full and nobody has three in a row. */
    DRAW(null);

    /** The winner's mark, or {@code null} when nobody has won. */
    private final Mark winner;

    Result(Mark winner) {
        this.winner = winner;
    }

    /**
     * Returns the result of a win.
     *
     * @param winner the mark of the player who has three in a row
     * @return {@link #X_WINS} for {@link Mark#X}, {@link #O_WINS} for {@link Mark#O}
     * @throws NullPointerException if {@code winner} is null
     * @post {@code result.winner().equals(Optional.of(winner))}
     */
    public static Result winFor(Mark winner) {
        Objects.requireNonNull(winner, "winner");
        return winner == Mark.X ? X_WINS : O_WINS;
    }

    /**
     * Tells whether the game has ended, by a win or by a draw (rule GALO-10: no move after it).
     *
     * @return {@code true} for every result but {@link #IN_PLAY}
     */
    public boolean isOver() {
        return this != IN_PLAY;
    }

    /**
     * Returns the winner's mark, if someone won.
     *
     * @return the mark for {@link #X_WINS} and {@link #O_WINS}, empty otherwise
     */
    public Optional<Mark> winner() {
        return Optional.ofNullable(winner);
    }
}
