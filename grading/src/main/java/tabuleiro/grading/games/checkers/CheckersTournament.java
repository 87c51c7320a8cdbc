package tabuleiro.grading.games.checkers;

import java.lang.reflect.Method;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.checkers.child.CheckersEngine;
import tabuleiro.grading.tournament.games.Material;
import tabuleiro.grading.tournament.games.OwnListedMoves;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.TournamentPart;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Checkers, the brief's Damas Clássicas, in the tournament: a move is in the rule book's
 * numbered squares, one the engine lists; a game is drawn after
 * {@link ReferenceCheckers#MAX_PLIES} plies; an opening is {@value #OPENING_PLIES} random moves,
 * two of each player. On the student's own engine, the greedy anchor counts a man 1 and a king
 * 3.
 */
final class CheckersTournament implements TournamentPart {

    /** The moves of a drawn opening. */
    static final int OPENING_PLIES = 4;

    @Override
    public RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException {
        return new ReferenceCheckers(jars);
    }

    @Override
    public Class<CheckersEngine> hostedEngine() {
        return CheckersEngine.class;
    }

    @Override
    public RefereeGame own(HostedGame engine) throws ReflectiveOperationException {
        return OwnListedMoves.of((CheckersEngine) engine, material((CheckersEngine) engine),
                ReferenceCheckers.MAX_PLIES, CheckersWords.class);
    }

    @Override
    public int cap() {
        return ReferenceCheckers.MAX_PLIES;
    }

    @Override
    public int openingPlies() {
        return OPENING_PLIES;
    }

    /**
     * Checkers: a copy is {@code Game.fromPosition(variant(), board(), sideToMove())} (its draw
     * counters left behind), a man worth 1 and a king 3, as the kit's {@code AlphaBetaAgent}
     * weighs them.
     *
     * @param engine the student's engine
     * @return the material of checkers
     * @throws ReflectiveOperationException if the engine lacks one of those
     */
    static Material material(CheckersEngine engine) throws ReflectiveOperationException {
        Class<?> game = engine.type("Game");
        Class<?> board = engine.type("Board");
        Class<?> piece = engine.type("Piece");
        Method fromPosition = game.getMethod("fromPosition", engine.type("Variant"),
                board, engine.type("Colour"));
        Method variant = game.getMethod("variant");
        Method current = game.getMethod("board");
        Method toMove = game.getMethod("sideToMove");
        Method count = board.getMethod("count", piece);
        Object[] men = {piece.getField("WHITE_MAN").get(null),
            piece.getField("BLACK_MAN").get(null)};
        Object[] kings = {piece.getField("WHITE_KING").get(null),
            piece.getField("BLACK_KING").get(null)};
        return new Material(copied -> fromPosition.invoke(null, variant.invoke(copied),
                current.invoke(copied), toMove.invoke(copied)), counted -> {
                    Object pieces = current.invoke(counted);
                    return (Integer) count.invoke(pieces, men[0])
                            - (Integer) count.invoke(pieces, men[1])
                            + 3 * ((Integer) count.invoke(pieces, kings[0])
                            - (Integer) count.invoke(pieces, kings[1]));
                });
    }
}
