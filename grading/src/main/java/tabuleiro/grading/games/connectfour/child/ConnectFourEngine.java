package tabuleiro.grading.games.connectfour.child;

import java.lang.reflect.Method;
import java.util.Optional;
import tabuleiro.grading.child.ReflectedEngine;

/**
 * A Connect Four engine seen through its public methods, called by name: the submission's, in
 * the agent's host or in the student kit's {@code play --tournament}. A game is
 * {@code Game.newGame}, then {@code play(int)} for each column of the moves (one digit a move);
 * an agent is asked {@code Agent.chooseColumn(game, nextPlayer)}.
 */
public final class ConnectFourEngine extends ReflectedEngine {

    private final Method choose;
    private final Method newGame;
    private final Method hasSpace;
    private final Method play;
    private final Method isOver;
    private final Method winner;
    private final Method nextPlayer;

    /**
     * Finds the engine's classes and methods.
     *
     * @param loader the class loader that holds the engine
     * @throws ReflectiveOperationException if a class or method of the game's is missing
     */
    public ConnectFourEngine(ClassLoader loader) throws ReflectiveOperationException {
        super(loader, "connectfour");
        Class<?> game = type("Game");
        choose = agentType().getMethod("chooseColumn", game, type("Player"));
        newGame = game.getMethod("newGame");
        hasSpace = game.getMethod("hasSpace", int.class);
        play = game.getMethod("play", int.class);
        isOver = game.getMethod("isOver");
        winner = game.getMethod("winner");
        nextPlayer = game.getMethod("nextPlayer");
    }

    @Override
    public boolean readable(String moves) {
        return moves.matches("[1-7]{0,42}");
    }

    @Override
    public String ask(Object agent, String moves) throws ReflectiveOperationException {
        return choose(agent, replay(moves));
    }

    /**
     * Asks an agent for its column.
     *
     * @param agent an agent of the engine's
     * @param game the engine's {@code Game}, the agent's to move
     * @return the column it chose, as a text
     * @throws ReflectiveOperationException if the agent or the engine throws
     */
    public String choose(Object agent, Object game) throws ReflectiveOperationException {
        return String.valueOf(choose.invoke(agent, game, nextPlayer(game)));
    }

    /**
     * A game played from the start.
     *
     * @param moves its columns, one digit a move, {@link #readable}
     * @return the engine's {@code Game} after them
     * @throws ReflectiveOperationException if the engine throws (its exception is the cause)
     */
    public Object replay(String moves) throws ReflectiveOperationException {
        Object game = newGame.invoke(null);
        for (char column : moves.toCharArray()) {
            game = play(game, column - '0');
        }
        return game;
    }

    /**
     * Drops a disc.
     *
     * @param game the engine's {@code Game}
     * @param column the column, 1 to 7
     * @return the game after the move: the one returned, or the one given if the engine's
     *     {@code play} returns nothing (it changed that one)
     * @throws ReflectiveOperationException if the engine refuses (its exception is the cause)
     */
    public Object play(Object game, int column) throws ReflectiveOperationException {
        Object next = play.invoke(game, column);
        return next == null ? game : next;
    }

    /**
     * Whether a column has space for a disc.
     *
     * @param game the engine's {@code Game}
     * @param column the column, 1 to 7
     * @return {@code hasSpace(column)}
     * @throws ReflectiveOperationException if the engine throws
     */
    public boolean hasSpace(Object game, int column) throws ReflectiveOperationException {
        return (Boolean) hasSpace.invoke(game, column);
    }

    /**
     * Whether the game has ended.
     *
     * @param game the engine's {@code Game}
     * @return {@code isOver()}
     * @throws ReflectiveOperationException if the engine throws
     */
    public boolean over(Object game) throws ReflectiveOperationException {
        return (Boolean) isOver.invoke(game);
    }

    /**
     * The winner of the game.
     *
     * @param game the engine's {@code Game}
     * @return {@code winner()}: the engine's {@code Player}, empty without one
     * @throws ReflectiveOperationException if the engine throws
     */
    public Optional<?> winner(Object game) throws ReflectiveOperationException {
        return (Optional<?>) winner.invoke(game);
    }

    /**
     * The player to move.
     *
     * @param game the engine's {@code Game}
     * @return {@code nextPlayer()}
     * @throws ReflectiveOperationException if the engine throws
     */
    public Object nextPlayer(Object game) throws ReflectiveOperationException {
        return nextPlayer.invoke(game);
    }
}
