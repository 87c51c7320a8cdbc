package tabuleiro.features.qwirkle;

import java.util.List;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.ScoredLine;
import tabuleiro.qwirkle.TurnScore;

/**
 * The sentence a failed check of points adds when the engine's score of the turn breaks one of
 * the two scoring rules that other rules' examples cannot do without: one point per tile of each
 * line (QWIRKLE-09) and twelve for a line of six (QWIRKLE-10). The end of the game is shown by
 * its bonus, and the bonus by the turn's points, so an example of the end bonus (QWIRKLE-17) that
 * a wrong line score breaks should say it waits on the line score, not that the end is wrong.
 *
 * <p>It is worked out from the engine's own {@link TurnScore}, its lines and their points,
 * never from the reference. Nothing is said of the scenario's own rule, which its failure
 * already shows.
 */
final class ScoreWaits {

    private ScoreWaits() {
    }

    /**
     * The waits-on sentence of a turn's score, or nothing.
     *
     * @param score the engine's score of the turn; may be null when no turn was scored
     * @param scenario the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String of(TurnScore score, ScenarioRules scenario) {
        if (score == null) {
            return "";
        }
        List<ScoredLine> lines = score.lines();
        for (ScoredLine line : lines) {
            Position first = line.squares().get(0);
            Position last = line.squares().get(line.squares().size() - 1);
            int tiles = line.squares().size();
            if (tiles == 1 && lines.size() > 1 && !scenario.isAbout("QWIRKLE-09")) {
                return "The engine scores the tile on " + first + " as a line of its own beside"
                        + " the turn's other lines, though a tile scores alone only when it has"
                        + " no neighbour: this example waits on rule QWIRKLE-09 (one point per"
                        + " tile of each line made or lengthened).";
            }
            if (line.isQwirkle() && line.points() != tiles + ScoredLine.QWIRKLE_BONUS
                    && !scenario.isAbout("QWIRKLE-10")) {
                return "The engine scores the Qwirkle from " + first + " to " + last + " at "
                        + line.points() + " points, though a line of six scores 12, its six tiles"
                        + " and a bonus of six: this example waits on rule QWIRKLE-10 (a Qwirkle"
                        + " scores 12).";
            }
            if (!line.isQwirkle() && tiles > 1 && line.points() != tiles
                    && !scenario.isAbout("QWIRKLE-09")) {
                return "The engine scores the line from " + first + " to " + last + " at "
                        + line.points() + " points, though its " + tiles + " tiles score "
                        + tiles + ": this example waits on rule QWIRKLE-09 (one point per tile of"
                        + " each line made or lengthened).";
            }
        }
        return "";
    }
}
