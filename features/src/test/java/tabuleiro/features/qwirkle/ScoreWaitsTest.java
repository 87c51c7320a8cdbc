package tabuleiro.features.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.qwirkle.Axis;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.ScoredLine;
import tabuleiro.qwirkle.TurnScore;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the sentence that says a Qwirkle example waits on a scoring rule (issue 46 item 1):
 * the turn of "The tile drawn after placing empties the bag" (A4 placed on 0,3 after A1 A2 A3),
 * scored as an engine that breaks QWIRKLE-09 or QWIRKLE-10 would score it.
 */
class ScoreWaitsTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(QwirkleGlueWords.class, Language.PORTUGUESE);

    private static final ScoredLine ROW = line(Axis.ROW, 0, 0, 4, 4);

    @Test
    void aTileScoredAloneBesideALineWaitsOnQwirkle09() {
        TurnScore score = new TurnScore(List.of(ROW, line(Axis.COLUMN, 0, 3, 1, 1)), 0);
        assertThat(ScoreWaits.of(score, ScenarioRules.of("QWIRKLE-16"))).isEqualTo("The engine"
                + " scores the tile on 0,3 as a line of its own beside the turn's other lines,"
                + " though a tile scores alone only when it has no neighbour: this example waits"
                + " on rule QWIRKLE-09 (one point per tile of each line made or lengthened).");
    }

    @Test
    void aWrongBonusWaitsOnQwirkle10AndAWrongCountOnQwirkle09() {
        TurnScore doubled = new TurnScore(List.of(line(Axis.ROW, 0, 0, 6, 18)), 6);
        assertThat(ScoreWaits.of(doubled, ScenarioRules.of("QWIRKLE-17"))).isEqualTo("The engine"
                + " scores the Qwirkle from 0,0 to 0,5 at 18 points, though a line of six scores"
                + " 12, its six tiles and a bonus of six: this example waits on rule QWIRKLE-10"
                + " (a Qwirkle scores 12).");
        TurnScore miscounted = new TurnScore(List.of(line(Axis.ROW, 0, 0, 4, 3)), 0);
        assertThat(ScoreWaits.of(miscounted, ScenarioRules.of("QWIRKLE-16"))).startsWith(
                "The engine scores the line from 0,0 to 0,3 at 3 points, though its 4 tiles"
                        + " score 4: this example waits on rule QWIRKLE-09");
    }

    @Test
    void nothingIsSaidOfARightScoreOrOfTheScenariosOwnRule() {
        assertThat(ScoreWaits.of(new TurnScore(List.of(ROW), 6), ScenarioRules.of("QWIRKLE-17")))
                .isEmpty();
        assertThat(ScoreWaits.of(new TurnScore(List.of(line(Axis.ROW, 0, 0, 1, 1)), 0),
                ScenarioRules.of("QWIRKLE-09"))).as("the first tile of a game, alone").isEmpty();
        assertThat(ScoreWaits.of(new TurnScore(List.of(ROW, line(Axis.COLUMN, 0, 3, 1, 1)), 0),
                ScenarioRules.of("QWIRKLE-09"))).isEmpty();
        assertThat(ScoreWaits.of(new TurnScore(List.of(line(Axis.ROW, 0, 0, 6, 6)), 0),
                ScenarioRules.of("QWIRKLE-10"))).isEmpty();
        assertThat(ScoreWaits.of(null, ScenarioRules.of("QWIRKLE-16"))).isEmpty();
    }

    @Test
    void theFailureThatWaitsIsSaidInPortuguese() {
        TurnScore score = new TurnScore(List.of(ROW, line(Axis.COLUMN, 0, 3, 1, 1)), 0);
        // As GameSteps checks a player's points: AssertJ's failure, described by the sentence.
        Throwable failed = catchThrowable(() -> assertThat(5)
                .as(ScoreWaits.of(score, ScenarioRules.of("QWIRKLE-16"))).isEqualTo(4));
        String said = PORTUGUESE.say(failed.getMessage());
        assertThat(said).startsWith("[O motor pontua a peça em 0,3 como uma linha sozinha")
                .contains("este exemplo espera pela regra QWIRKLE-09").contains("4")
                .doesNotContain("waits on");
    }

    /** A scored line of so many tiles from a square along an axis. */
    private static ScoredLine line(Axis axis, int row, int column, int tiles, int points) {
        Position first = new Position(row, column);
        List<Position> squares = java.util.stream.IntStream.range(0, tiles)
                .mapToObj(step -> first.step(axis, step)).toList();
        return new ScoredLine(axis, squares, points);
    }
}
