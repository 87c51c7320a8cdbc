package tabuleiro.grading.tournament.games;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Function;
import tabuleiro.grading.child.ListedMovesEngine;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A game of listed moves under the referee, one move at a time: a move is legal when the
 * engine lists a move of its text ({@link ListedMovesEngine}). The game ends when the engine
 * says it is over or, drawn, after a cap of moves, so that a tournament always ends.
 */
public final class ListedMovesTable implements RefereeGame.Position {

    /** The key of a game's words for a move its engine does not list. */
    public static final String NOT_LEGAL = "referee.not.move";

    private final ListedMovesEngine engine;
    private final Object game;
    private final int maxPlies;
    private final Class<? extends ResourceBundle> words;
    private final Function<Object, String> drawing;
    private int plies;

    /**
     * Starts a game.
     *
     * @param engine the engine
     * @param maxPlies the moves after which the game is drawn, 1 or more
     * @param words the game's words, whose {@value #NOT_LEGAL} says a move the engine does
     *     not list, given the move
     * @param drawing draws the engine's {@code Game} as an SVG document
     * @throws IllegalArgumentException unless {@code maxPlies >= 1}
     */
    public ListedMovesTable(ListedMovesEngine engine, int maxPlies,
            Class<? extends ResourceBundle> words,
            Function<Object, String> drawing) {
        if (maxPlies < 1) {
            throw new IllegalArgumentException("the cap is 1 move or more, not " + maxPlies);
        }
        this.engine = engine;
        this.game = Reflective.call(engine::start);
        this.maxPlies = maxPlies;
        this.words = words;
        this.drawing = drawing;
    }

    /**
     * The engine's game as it stands, for an agent to read.
     *
     * @return the engine's {@code Game}
     */
    public Object game() {
        return game;
    }

    /**
     * The moves the engine lists now, for an opening's random moves.
     *
     * @return their texts; none once the game is over
     */
    public List<String> legal() {
        return over() ? List.of() : Reflective.call(() -> engine.legal(game));
    }

    @Override
    public boolean over() {
        return plies >= maxPlies || Reflective.call(() -> engine.over(game));
    }

    @Override
    public String play(String move) throws IllegalMoveException {
        boolean played;
        try {
            played = engine.play(game, move);
        } catch (InvocationTargetException e) {
            throw new IllegalMoveException(String.valueOf(e.getCause().getMessage()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        if (!played) {
            throw IllegalMoveException.of(words, NOT_LEGAL, move);
        }
        plies++;
        return move;
    }

    @Override
    public int winner() {
        // At the cap a game the engine has not ended is a draw: the engine's winner is empty.
        return Reflective.call(() -> engine.winner(game));
    }

    @Override
    public String svg() {
        return drawing.apply(game);
    }
}
