package tabuleiro.grading.tournament.referee;

import java.util.ListResourceBundle;

/**
 * Why a game was lost off the board, in English, as a game's record keeps it: what the
 * sandbox saw of an agent's JVM, and the referee's own reasons; a game's refusal of a move is
 * in the game's words ({@link ForfeitReason#GAME_WORDS}). {@link RefereeTexts_pt} says
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
