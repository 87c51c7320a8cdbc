package tabuleiro.grading.tournament;

import java.util.ListResourceBundle;

/**
 * Why the referee refuses a move, in English, as a game's record keeps it (the class
 * tournament's reports are the instructor's, in English); {@link RefereeTexts_pt} in
 * Portuguese, for the kit's {@code play --tournament}, which says a record's reason through
 * these twins.
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
        };
    }
}
