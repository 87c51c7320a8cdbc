package tabuleiro.grading.child;

import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.List;

/**
 * An engine whose moves are found by their text among its own legal moves, written as the
 * game's rule book writes them (UCI, numbered squares). Both sides use it, the referee on the
 * reference's engine and the agents' host on the submission's, so a move is legal exactly
 * when the engine lists a move of that text; neither side builds a move of its own, and an
 * unfinished parser in a submission cannot misread the referee. A game's moves are separated
 * by spaces.
 */
public interface ListedMovesEngine extends HostedGame {

    /**
     * Starts a game from the game's initial position.
     *
     * @return the engine's {@code Game}
     * @throws ReflectiveOperationException if the engine throws
     */
    Object start() throws ReflectiveOperationException;

    /**
     * The texts of the legal moves of the side to move, in the engine's order.
     *
     * @param game the engine's {@code Game}
     * @return the moves' texts; empty once the game is over
     * @throws ReflectiveOperationException if the engine throws
     */
    List<String> legal(Object game) throws ReflectiveOperationException;

    /**
     * Plays the legal move of a text, if there is one.
     *
     * @param game the engine's {@code Game}, changed by the move
     * @param move the move's text
     * @return {@code false}, the game unchanged, if no legal move has that text
     * @throws ReflectiveOperationException if the engine throws (its exception is the cause)
     */
    boolean play(Object game, String move) throws ReflectiveOperationException;

    /**
     * Whether the game has ended by the engine's rules.
     *
     * @param game the engine's {@code Game}
     * @return {@code isOver()}
     * @throws ReflectiveOperationException if the engine throws
     */
    boolean over(Object game) throws ReflectiveOperationException;

    /**
     * The winner of an ended game.
     *
     * @param game the engine's {@code Game}
     * @return 0 for the side that moved first, 1 for the other, -1 for a draw or no end yet
     * @throws ReflectiveOperationException if the engine throws
     */
    int winner(Object game) throws ReflectiveOperationException;

    /**
     * Asks an agent for its move; the game is not changed.
     *
     * @param agent an agent of the engine's
     * @param game the engine's {@code Game}, not over
     * @return the move's text
     * @throws ReflectiveOperationException if the agent or the engine throws
     */
    String choose(Object agent, Object game) throws ReflectiveOperationException;

    @Override
    default String ask(Object agent, String moves) throws ReflectiveOperationException {
        return choose(agent, replay(moves));
    }

    /**
     * A game played from the start.
     *
     * @param moves its moves, {@link #readable}
     * @return the engine's {@code Game} after them
     * @throws ReflectiveOperationException if the engine throws, or lists no move of a text
     *     (then an {@link IllegalStateException} is the cause)
     */
    default Object replay(String moves) throws ReflectiveOperationException {
        Object game = start();
        for (String move : split(moves)) {
            if (!play(game, move)) {
                // The referee accepted this move on its engine: a submission's engine that
                // does not list it disagrees with the reference, and its agent cannot play on.
                throw new InvocationTargetException(new IllegalStateException(
                        "the engine has no legal move " + move + " after " + moves));
            }
        }
        return game;
    }

    /**
     * A game's moves, one by one.
     *
     * @param moves the moves separated by spaces, or nothing
     * @return the moves
     */
    static List<String> split(String moves) {
        return moves.isBlank() ? List.of() : Arrays.asList(moves.trim().split(" +"));
    }
}
