package tabuleiro.grading.games.quarto;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import tabuleiro.grading.games.quarto.child.QuartoEngine;
import tabuleiro.grading.games.quarto.child.QuartoNotation;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A Quarto game under a referee, one move at a time: the reference's engine in the class
 * tournament, the student's own in the kit's {@code play --tournament}. A move places the
 * piece handed over, then hands one on ({@link QuartoNotation}); one that does not fit the
 * position, or that the engine refuses, is illegal.
 */
final class QuartoTable implements RefereeGame.Position {

    private final QuartoEngine engine;
    private final Object game;
    private final Function<Object, String> drawing;

    /**
     * Starts a game.
     *
     * @param engine the engine
     * @param drawing draws the engine's {@code Game} as an SVG document
     */
    QuartoTable(QuartoEngine engine, Function<Object, String> drawing) {
        this.engine = engine;
        this.game = Reflective.call(engine::start);
        this.drawing = drawing;
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
        if (!QuartoNotation.isMove(move)) {
            throw IllegalMoveException.of(QuartoWords.class, "referee.not.move", move);
        }
        Optional<int[]> square = QuartoNotation.square(move);
        Optional<List<String>> piece = QuartoNotation.piece(move);
        boolean placing = pending().isPresent();
        if (placing != square.isPresent()) {
            throw placing ? IllegalMoveException.of(QuartoWords.class, "referee.not.placed",
                    pending().orElseThrow(), move)
                    : IllegalMoveException.of(QuartoWords.class,
                            "referee.nothing.to.place", move);
        }
        try {
            if (placing) {
                engine.place(game, square.get()[0], square.get()[1]);
            }
            if (over() && piece.isPresent()) {
                throw IllegalMoveException.of(QuartoWords.class, "referee.handed.after.end",
                        move);
            }
            if (!over() && piece.isEmpty()) {
                throw IllegalMoveException.of(QuartoWords.class, "referee.none.handed", move);
            }
            if (piece.isPresent()) {
                engine.choose(game, piece.get());
            }
        } catch (InvocationTargetException e) {
            throw new IllegalMoveException(String.valueOf(e.getCause().getMessage()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return move;
    }

    @Override
    public boolean over() {
        return Reflective.call(() -> engine.over(game));
    }

    @Override
    public int winner() {
        return RefereeGame.side(Reflective.call(() -> engine.winner(game)),
                engine.firstPlayer());
    }

    @Override
    public String svg() {
        return drawing.apply(game);
    }

    @Override
    public Optional<String> pending() {
        return Reflective.call(() -> engine.pending(game))
                .map(traits -> QuartoNotation.write(0, 0, traits));
    }
}
