package tabuleiro.grading.tournament.referee;

import java.util.ListResourceBundle;

/**
 * Why a game was lost off the board, in English, as a game's record keeps it: the referee's
 * refusal of a move, and what the sandbox saw of an agent's JVM. {@link RefereeTexts_pt} says
 * them in Portuguese, for the class tournament's pages and the kit's {@code play --tournament}
 * ({@link ForfeitReason}).
 */
public class RefereeTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"no.space", "column {0} is not a column with space"},
            {"not.quarto", "\"{0}\" is not a Quarto move: the square the piece handed over goes"
                        + " on, then the piece handed on, such as B3[p;"},
            {"not.placed", "the piece handed over, {0}, is not placed: {1}"},
            {"nothing.to.place", "no piece was handed over to place: the first move hands one"
                        + " over, but it is {0}"},
            {"handed.after.end", "the game ended with the placement: no piece is handed over"
                        + " after it, but {0} hands one"},
            {"none.handed", "no piece is handed over: {0}"},
            {"not.qwirkle", "\"{0}\" is not a Qwirkle turn: play then each tile and its square,"
                        + " trade then the tiles, or pass, such as play A1 0,0 B1 0,1"},
            {"not.chess", "\"{0}\" is not a legal move here: a move is one of the engine''s"
                        + " legal moves in UCI, such as e2e4 or e7e8q"},
            {"not.checkers", "\"{0}\" is not a legal move here: a move is one of the"
                        + " engine''s legal moves in the rule book''s numbered squares, such as"
                        + " 11-15 or 15x24, or resign"},
            {"interrupted", "interrupted"},
            {"no.move.in.time", "no move within {0} ms"},
            {"out.of.memory", "ran out of memory"},
            {"jvm.ended", "the agent''s JVM ended (exit status {0})"},
            {"jvm.silent", "the agent''s JVM stopped answering"},
            {"jvm.not.started", "the agent''s JVM did not start"},
            {"tournament.interrupted", "the tournament was interrupted"},
            // The agent's host writes these three in the sandbox, where this bundle is not
            // loaded; they are here so that the pages say them in Portuguese.
            {"no.agent", "no agent: {0}"},
            {"referee.line", "the referee''s line is not GAME SEED MOVES"},
            {"stack.overflow", "stack overflow"},
        };
    }
}
