package tabuleiro.grading.games.galo.child;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.Optional;
import tabuleiro.grading.child.ReflectedEngine;

/**
 * A Jogo do Galo engine seen through its public methods, called by name: the submission's, in
 * the agent's host or in the student kit's {@code play --tournament}. A game is
 * {@code Game.newGame}, then {@code play(Square)} for each square of the moves (its name, such
 * as {@code b2}, space-separated); an agent is asked {@code Agent.chooseSquare(game, nextMark)}.
 * The squares are made with the record's constructor, never {@code Square.parse}: that is the
 * student's exercise 1, and a bug there is the rule book's to show, not the tournament's.
 */
public final class GaloEngine extends ReflectedEngine {

    private final Method choose;
    private final Method newGame;
    private final Method isEmpty;
    private final Method play;
    private final Method isOver;
    private final Method winner;
    private final Method nextMark;
    private final Constructor<?> square;

    /**
     * Finds the engine's classes and methods.
     *
     * @param loader the class loader that holds the engine
     * @throws ReflectiveOperationException if a class or method of the game's is missing
     */
    public GaloEngine(ClassLoader loader) throws ReflectiveOperationException {
        super(loader, "galo");
        Class<?> game = type("Game");
        Class<?> squareType = type("Square");
        choose = agentType().getMethod("chooseSquare", game, type("Mark"));
        newGame = game.getMethod("newGame");
        isEmpty = game.getMethod("isEmpty", squareType);
        play = game.getMethod("play", squareType);
        isOver = game.getMethod("isOver");
        winner = game.getMethod("winner");
        nextMark = game.getMethod("nextMark");
        square = squareType.getConstructor(int.class, int.class);
    }

    @Override
    public boolean readable(String moves) {
        return moves.matches("([a-c][1-3]( [a-c][1-3]){0,8})?");
    }

    @Override
    public String ask(Object agent, String moves) throws ReflectiveOperationException {
        return choose(agent, replay(moves));
    }

    /**
     * Asks an agent for its square.
     *
     * @param agent an agent of the engine's
     * @param game the engine's {@code Game}, the agent's to move
     * @return the name of the square it chose ({@code Square.toString}, given code), or
     *     {@code null} for no square
     * @throws ReflectiveOperationException if the agent or the engine throws
     */
    public String choose(Object agent, Object game) throws ReflectiveOperationException {
        return String.valueOf(choose.invoke(agent, game, nextMark(game)));
    }

    /**
     * A game played from the start.
     *
     * @param moves its squares' names, space-separated, {@link #readable}
     * @return the engine's {@code Game} after them
     * @throws ReflectiveOperationException if the engine throws (its exception is the cause)
     */
    public Object replay(String moves) throws ReflectiveOperationException {
        Object game = newGame.invoke(null);
        for (String name : moves.isBlank() ? new String[0] : moves.strip().split(" +")) {
            game = play(game, name);
        }
        return game;
    }

    /**
     * Puts the next mark on a square.
     *
     * @param game the engine's {@code Game}
     * @param name the square's name, {@code a1} to {@code c3}
     * @return the game after the move: the one returned, or the one given if the engine's
     *     {@code play} returns nothing (it changed that one)
     * @throws ReflectiveOperationException if the engine refuses (its exception is the cause)
     */
    public Object play(Object game, String name) throws ReflectiveOperationException {
        Object next = play.invoke(game, square(name));
        return next == null ? game : next;
    }

    /**
     * Whether a square is empty.
     *
     * @param game the engine's {@code Game}
     * @param name the square's name, {@code a1} to {@code c3}
     * @return {@code isEmpty(square)}
     * @throws ReflectiveOperationException if the engine throws
     */
    public boolean isEmpty(Object game, String name) throws ReflectiveOperationException {
        return (Boolean) isEmpty.invoke(game, square(name));
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
     * @return {@code winner()}: the engine's {@code Mark}, empty without one
     * @throws ReflectiveOperationException if the engine throws
     */
    public Optional<?> winner(Object game) throws ReflectiveOperationException {
        return (Optional<?>) winner.invoke(game);
    }

    /**
     * The mark to move.
     *
     * @param game the engine's {@code Game}
     * @return {@code nextMark()}
     * @throws ReflectiveOperationException if the engine throws
     */
    public Object nextMark(Object game) throws ReflectiveOperationException {
        return nextMark.invoke(game);
    }

    /** The engine's {@code Square} of a name the caller checked ({@link #readable}). */
    private Object square(String name) throws ReflectiveOperationException {
        return square.newInstance(name.charAt(1) - '0', name.charAt(0) - 'a' + 1);
    }
}
