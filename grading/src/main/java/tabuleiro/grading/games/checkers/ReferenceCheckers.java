package tabuleiro.grading.games.checkers;

import tabuleiro.grading.games.checkers.child.CheckersEngine;
import tabuleiro.grading.tournament.games.ListedMovesReferee;
import tabuleiro.grading.tournament.games.ReferenceJars;

/**
 * Checkers on the referee's side: the reference's {@code Game}, the brief's Damas Clássicas
 * ({@code Variant.CLASSIC}: flying kings, compulsory capture of the most, its two draw rules),
 * played through {@link CheckersEngine} (the same code the agents' host plays the submission's
 * engine with); a uniform choice among its legal moves and its {@code AlphaBetaAgent} at a
 * fixed depth as anchors; its {@code ui.SvgCheckerboard} for the replays. A move is in the rule
 * book's numbered squares, such as {@code 11-15} or {@code 15x24} (a capture names every
 * landing square), or {@code resign}; moves are separated by spaces. A game ends as the
 * reference ends it (a side without pieces or moves loses, a resignation, the draw rules) or,
 * drawn, after {@link #MAX_PLIES}.
 */
public final class ReferenceCheckers extends ListedMovesReferee {

    /**
     * How many moves (plies) a game lasts at most: the draw rules end most games long before
     * (twenty king moves without a capture), but a cap makes the end certain.
     */
    static final int MAX_PLIES = 300;

    /**
     * How many plies the strong anchor looks ahead: a fixed depth, not a time budget, so that
     * its games replay exactly whatever the machine's load. Measured against the random
     * anchor (2026-11-25, 2 cores under load): at 4 a move took 9 to 23 ms on average, 18 ms
     * at worst once warm (112 ms cold); at 6, 31 to 44 ms and 139 ms.
     */
    static final int STRONG_DEPTH = 4;

    ReferenceCheckers(ReferenceJars jars) throws ReflectiveOperationException {
        super(jars, "checkers", CheckersEngine::new, STRONG_DEPTH, MAX_PLIES, "board", "Board",
                "SvgCheckerboard");
    }

}
