package tabuleiro.grading.games.qwirkle;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import tabuleiro.grading.games.qwirkle.child.QwirkleEngine;
import tabuleiro.grading.games.qwirkle.child.QwirkleNotation;
import tabuleiro.grading.games.qwirkle.child.QwirklePosition;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A two-player Qwirkle game under the referee, one turn at a time, on the reference's engine. A
 * turn ({@link QwirkleNotation}) that the engine's {@code problemWith} refuses is illegal.
 *
 * <p>The brief's variant ends when the bag is empty, but two players who trade or pass for ever
 * would never empty it: after {@link #MAX_TURNS} turns the game ends, the higher score winning.
 */
final class QwirkleTable implements RefereeGame.Position {

    /** The most turns a game lasts; a game of placements ends in about 40 to 60. */
    static final int MAX_TURNS = 200;

    private final QwirkleEngine engine;
    private final Object game;
    private final Function<Object, String> drawing;
    private int turns;

    /**
     * Takes a game to referee.
     *
     * @param engine the engine
     * @param game the engine's {@code Game}, of two players
     * @param turns how many turns were played before
     * @param drawing draws the engine's {@code Game} as an SVG document
     */
    QwirkleTable(QwirkleEngine engine, Object game, int turns, Function<Object, String> drawing) {
        this.engine = engine;
        this.game = game;
        this.turns = turns;
        this.drawing = drawing;
    }

    /**
     * Reads what a player was told.
     *
     * @param question what {@link #question} wrote
     * @return the position
     * @throws IllegalArgumentException if it is not a Qwirkle position
     */
    static QwirklePosition told(String question) {
        return QwirklePosition.read(question).orElseThrow(() -> new IllegalArgumentException(
                "not a Qwirkle position: " + question));
    }

    /**
     * The engine's game as it stands, for an agent to read.
     *
     * @return the engine's {@code Game}
     */
    Object game() {
        return game;
    }

    /**
     * What the player to move is told: the position as it may know it
     * ({@link QwirklePosition#seenByMover}: the opponent's hand and the bag dealt afresh from the
     * tiles it has not seen), the deal drawn from the game's seed and the turn's number, so
     * that a game replays exactly.
     *
     * @param seed the game's seed
     * @return the position, on one line
     */
    String question(long seed) {
        return position().seenByMover(new SplittableRandom(seed * 31 + turns)).write();
    }

    private QwirklePosition position() {
        return Reflective.call(() -> engine.read(game, turns));
    }

    @Override
    public String play(String move) throws IllegalMoveException {
        if (!QwirkleNotation.isTurn(move)) {
            throw IllegalMoveException.of(QwirkleWords.class, "referee.not.move", move);
        }
        try {
            Optional<String> problem = engine.problem(game, move);
            if (problem.isPresent()) {
                throw new IllegalMoveException(problem.get());
            }
            engine.play(game, move);
        } catch (InvocationTargetException e) {
            throw new IllegalMoveException(String.valueOf(e.getCause().getMessage()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        turns++;
        return move;
    }

    @Override
    public boolean over() {
        return turns >= MAX_TURNS || Reflective.call(() -> engine.over(game));
    }

    @Override
    public int winner() {
        if (Reflective.call(() -> engine.over(game))) {
            List<Integer> won = Reflective.call(() -> engine.winners(game));
            return won.size() == 1 ? won.get(0) : -1;
        }
        List<Integer> scores = position().scores();
        return Integer.compare(scores.get(1), scores.get(0)) == 0 ? -1
                : scores.get(0) > scores.get(1) ? 0 : 1;
    }

    @Override
    public String svg() {
        return drawing.apply(game);
    }

    @Override
    public Optional<String> caption(Texts texts) {
        QwirklePosition now = position();
        // The line is the game's own words, in the pages' language.
        Texts words = Texts.of(QwirkleWords.class, texts.language());
        return Optional.of(words.text("tournament.replay", now.scores().get(0),
                now.scores().get(1), now.bag().size(), String.join(" ", now.hands().get(0)),
                String.join(" ", now.hands().get(1))));
    }
}
