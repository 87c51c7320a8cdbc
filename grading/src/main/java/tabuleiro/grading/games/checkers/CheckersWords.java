package tabuleiro.grading.games.checkers;

import java.util.ListResourceBundle;

/**
 * Checkers's own words, in English, through {@link tabuleiro.grading.model.Texts}: what the
 * self-check, the guide and the kit's README say of this game alone, which the module gives the
 * core ({@link CheckersModule#words()}); the Portuguese words are in {@link CheckersWords_pt}.
 * The keys are those of {@link tabuleiro.grading.spi.GameModule#words()}.
 */
public class CheckersWords extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.kingcount", "the count of king moves without capture towards the"
                        + " draw goes up by one after a king''s move without capture and back to"
                        + " 0 after a capture or a man''s move"},
            {"property.majority", "every capture the engine lists takes the most pieces"
                        + " any listed capture takes and, of those, the most kings"},
            {"property.pdnfen", "the position the engine writes in FEN reads back, by"
                        + " its own Fen.read, as the same pieces and side to move"},
            {"question.captured", "the pieces the last move captured"},
            {"question.kingmoves", "the count of king moves without a capture"},
            {"guide.properties", "a king''s capture or a man''s move ends the count"
                        + " towards the draw, every listed capture takes the most pieces and then"
                        + " the most kings, and the FEN your engine writes reads back as the same"
                        + " position (with end games of kings against men)"},
            {"kit.greedy", "the most material"},
            {"kit.greedy.in", "checkers"},
            {"tournament.anchors", "The random anchor plays any legal move; the greedy one wins"
                        + " at once if it can, else takes the most it can now (a man 1, a king"
                        + " 3). A game still going after {0,number,#} moves (of both sides) is"
                        + " drawn."},
            {"referee.not.move", "\"{0}\" is not a legal move here: a move is one of the"
                        + " engine''s legal moves in the rule book''s numbered squares, such as"
                        + " 11-15 or 15x24, or resign"},
        };
    }
}
