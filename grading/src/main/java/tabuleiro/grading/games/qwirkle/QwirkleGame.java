package tabuleiro.grading.games.qwirkle;

import java.util.List;
import java.util.SplittableRandom;
import tabuleiro.grading.games.qwirkle.child.QwirkleEngine;
import tabuleiro.grading.games.qwirkle.child.QwirkleNotation;
import tabuleiro.grading.games.qwirkle.child.QwirklePosition;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Qwirkle on a referee's side, whichever engine referees (the reference's in the class
 * tournament, the student's in the kit's {@code play --tournament}): two players, the brief's
 * variant, the bag shuffled from the game's seed, which both orders of a pair share. A turn is
 * the brief's command ({@link QwirkleNotation}), such as {@code play A1 0,0 B1 0,1}; a game's
 * turns are separated by {@code ;}. A player is told the position ({@link QwirkleTable#question}),
 * not the turns, and an anchor reads the same position built on the engine.
 */
interface QwirkleGame extends RefereeGame {

    /**
     * The engine that referees.
     *
     * @return the engine
     */
    QwirkleEngine engine();

    /**
     * Draws a game for a replay.
     *
     * @param game the engine's {@code Game}
     * @return a standalone SVG document
     */
    String draw(Object game);

    @Override
    default Position start(long seed) {
        return new QwirkleTable(engine(), Reflective.call(() -> engine().newGame(
                new SplittableRandom(seed))), 0, this::draw);
    }

    @Override
    default String question(Position position, long seed, List<String> moves) {
        return ((QwirkleTable) position).question(seed);
    }

    /**
     * The position a player was told, built on the engine for an anchor to read; traded tiles
     * go back into its bag at places drawn from the turn's number, so that an anchor's answer
     * is repeatable.
     */
    @Override
    default Position asked(long seed, String question) {
        QwirklePosition told = QwirkleTable.told(question);
        return new QwirkleTable(engine(), Reflective.call(() -> engine().setUp(told,
                new SplittableRandom(told.turn()))), told.turn(), this::draw);
    }

    @Override
    default int ply(String question) {
        return QwirkleTable.told(question).turn();
    }

    @Override
    default List<String> split(String moves) {
        return QwirkleNotation.split(moves);
    }

    @Override
    default String join(List<String> moves) {
        return QwirkleNotation.join(moves);
    }
}
