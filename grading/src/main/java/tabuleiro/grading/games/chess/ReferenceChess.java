package tabuleiro.grading.games.chess;

import tabuleiro.grading.games.chess.child.ChessEngine;
import tabuleiro.grading.tournament.games.ListedMovesReferee;
import tabuleiro.grading.tournament.games.ReferenceJars;

/**
 * Chess on the referee's side: the reference's {@code Game} played through
 * {@link ChessEngine} (the same code the agents' host plays the submission's engine with); a
 * uniform choice among its legal moves and its {@code AlphaBetaAgent} at a fixed depth as
 * anchors; its {@code ui.SvgDiagram} for the replays. A move is in UCI, such as {@code e2e4}
 * or {@code e7e8q}; moves are separated by spaces. A game ends as the reference ends it
 * (checkmate, stalemate, insufficient material, the seventy-five-move rule, fivefold
 * repetition: the draws a player need not claim) or, drawn, after {@link #MAX_PLIES}.
 */
public final class ReferenceChess extends ListedMovesReferee {

    /**
     * How many moves (plies) a game lasts at most: two random players rarely mate, and the
     * reference's automatic draws may take some 150 moves of each side to come.
     */
    static final int MAX_PLIES = 200;

    /**
     * How many plies the strong anchor looks ahead: a fixed depth, not a time budget, so that
     * its games replay exactly whatever the machine's load. Measured against the random
     * anchor (2026-11-25, 2 cores under load): at 2 a move took 12 ms on average, 51 ms at
     * worst once warm; at 3, 61 ms and 110 ms.
     */
    static final int STRONG_DEPTH = 2;

    ReferenceChess(ReferenceJars jars) throws ReflectiveOperationException {
        super(jars, "chess", ChessEngine::new, STRONG_DEPTH, MAX_PLIES, "position", "Position",
                "SvgDiagram");
    }

}
