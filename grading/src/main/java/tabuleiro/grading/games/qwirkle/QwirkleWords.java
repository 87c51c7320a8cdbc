package tabuleiro.grading.games.qwirkle;

import java.util.ListResourceBundle;

/**
 * Qwirkle's own words, in English, through {@link tabuleiro.grading.model.Texts}: what the
 * self-check, the guide and the kit's README say of this game alone, which the module gives the
 * core ({@link QwirkleModule#words()}); the Portuguese words are in {@link QwirkleWords_pt}.
 * The keys are those of {@link tabuleiro.grading.spi.GameModule#words()}.
 */
public class QwirkleWords extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.linepoints", "a turn scores the length of each line its tiles"
                        + " made or lengthened, along both axes, each line once (a tile alone"
                        + " 1), six more for a line of six, and six more for the last tile"
                        + " placed with the bag empty; a trade or a pass scores nothing"},
            {"property.endrule", "the game ends when the bag is empty and the player"
                        + " who moved has placed their last tile, or when the bag is empty"
                        + " and no player can place a tile, and not otherwise"},
            {"property.winrule", "the winners are the players with most points, on"
                        + " equal points those with fewer tiles left in hand (also when the"
                        + " last turn is played again on equal points)"},
            {"property.placementback", "a placement written as the game writes it reads"
                        + " back as the same placement"},
            {"question.scores", "each player''s points"},
            {"question.bag", "how many tiles are left in the bag"},
            {"question.bagtiles", "the tiles left in the bag"},
            {"question.hands", "how many tiles each player holds"},
            {"question.hand", "the tiles the player to move holds"},
            {"question.evenwinner", "who wins on equal points"},
            {"question.score", "the points of the last turn"},
            {"guide.properties", "a turn scores the lines it makes on your own board"
                        + " (6 more for a line of six, and for the last tile with the bag empty),"
                        + " the game ends exactly when the rules say, the winners are the ones"
                        + " the rules name from your own scores and tiles left, and a placement"
                        + " written as text reads back the same"},
            {"kit.greedy", "the most points"},
            {"kit.greedy.in", "Qwirkle"},
            {"kit.seat", "each seat in Qwirkle"},
            {"tournament.anchors", "The random anchor plays any legal placement; the greedy one"
                        + " the placement that scores most now; with none, each trades its hand,"
                        + " or passes. A game still going after {0,number,#} turns ends there,"
                        + " the higher score winning."},
            {"tournament.header", "{0}: your agent {1} against the grader''s two anchors,"
                        + " {2,choice,1#1 game|1<{2} games} from each seat (first and second to"
                        + " play) against each (seed {3,number,#}, {4,number,#} ms a move and"
                        + " {5,number,#} s more over each game)."},
            {"tournament.replay", "score {0} to {1}, {2} tiles in the bag; hands: {3} and {4}"},
            {"tournament.openings", "--openings is not for Qwirkle: its games start from their"
                        + " deal, which each game''s seed shuffles"},
            {"referee.not.move", "\"{0}\" is not a Qwirkle turn: play then each tile and its"
                        + " square, trade then the tiles, or pass, such as play A1 0,0 B1 0,1"},
        };
    }
}
