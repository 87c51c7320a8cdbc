package tabuleiro.grading.games.galo;

import java.util.List;
import java.util.function.Function;
import tabuleiro.grading.games.galo.child.GaloEngine;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A Jogo do Galo game under a referee, one square at a time: the reference's engine in the class
 * tournament, the student's own in the kit's {@code play --tournament}. A move is an empty
 * square's name, such as {@code b2}.
 */
final class GaloGrid implements RefereeGame.Position {

    /** The nine squares' names in reading order: the candidates of an opening. */
    static final List<String> SQUARES = List.of("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3",
            "c3");

    private final GaloEngine engine;
    private final Function<Object, String> drawing;
    private Object game;
    private final Object first;

    /**
     * Starts a game.
     *
     * @param engine the engine
     * @param drawing draws the engine's {@code Game} as an SVG document
     */
    GaloGrid(GaloEngine engine, Function<Object, String> drawing) {
        this.engine = engine;
        this.drawing = drawing;
        this.game = Reflective.call(() -> engine.replay(""));
        this.first = Reflective.call(() -> engine.nextMark(game));
    }

    /**
     * The engine's game as it stands, for an agent to read.
     *
     * @return the engine's {@code Game}
     */
    Object game() {
        return game;
    }

    @Override
    public String play(String move) throws IllegalMoveException {
        // The name is checked before the engine is asked: an agent's answer is untrusted text.
        if (!SQUARES.contains(move) || over()
                || !Reflective.call(() -> engine.isEmpty(game, move))) {
            throw IllegalMoveException.of(GaloWords.class, "referee.not.empty", move);
        }
        game = Reflective.call(() -> engine.play(game, move));
        return move;
    }

    @Override
    public boolean over() {
        return Reflective.call(() -> engine.over(game));
    }

    @Override
    public int winner() {
        return RefereeGame.side(Reflective.call(() -> engine.winner(game)), first);
    }

    @Override
    public String svg() {
        return drawing.apply(game);
    }
}
