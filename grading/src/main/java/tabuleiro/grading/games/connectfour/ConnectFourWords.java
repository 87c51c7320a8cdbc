package tabuleiro.grading.games.connectfour;

import java.util.ListResourceBundle;

/**
 * Connect Four's own words, in English, through {@link tabuleiro.grading.model.Texts}: what the
 * self-check, the guide and the kit's README say of this game alone, which the module gives
 * the core ({@link ConnectFourModule#words()}); the Portuguese words are in
 * {@link ConnectFourWords_pt}. The keys are those of
 * {@link tabuleiro.grading.spi.GameModule#words()}.
 */
public class ConnectFourWords extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.children", "the solver''s score of a position is the best of its"
                        + " moves'' (a win''s (43 - n) / 2 with n discs before it, a full grid''s"
                        + " 0, else minus the solver''s score after the move)"},
            {"property.agent", "the perfect agent plays a column its own solver scores"
                        + " best"},
            {"question.score", "the solver''s score of the position"},
            {"question.line", "the winning line"},
            {"guide.properties", "a solver''s score is the best of its moves'' and"
                        + " the perfect agent plays a best one"},
            {"kit.note", "A Connect Four kit holds the perfect agent''s opening book in"
                        + " `src/main/resources`, without which its solver takes minutes for"
                        + " the first moves."},
            {"tournament.anchors", "The random anchor plays any legal move; the greedy one"
                        + " wins at once if it can, else keeps your agent from winning at once."},
            {"referee.no.space", "column {0} is not a column with space"},
        };
    }
}
