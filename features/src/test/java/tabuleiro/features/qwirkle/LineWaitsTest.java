package tabuleiro.features.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.Tile;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the sentence that says a Qwirkle example waits on QWIRKLE-06: a placement that makes
 * a line holding a tile twice, of one shape or of one colour, names it, in both languages.
 */
class LineWaitsTest {

    private static final Map<Position, Tile> ONE_SHAPE = Map.of(new Position(0, 0),
            Tile.parse("A1"), new Position(0, 1), Tile.parse("A2"), new Position(0, 2),
            Tile.parse("A3"));

    @Test
    void aTileRepeatedInALineOfOneShapeWaitsOnQwirkle06() {
        assertThat(LineWaits.of(ONE_SHAPE, Placement.parse("A1@0,3"))).isEqualTo("The placement"
                + " makes the line A1 A2 A3 A1, which holds A1 twice: this example waits on rule"
                + " QWIRKLE-06 (a line holds no tile twice).");
    }

    @Test
    void aTileRepeatedAcrossTheLineOfTheTurnIsSeenToo() {
        // Two A3s placed down a column from A1: the column is the line, not the row.
        assertThat(LineWaits.repeatsATile(Map.of(new Position(0, 0), Tile.parse("A1")),
                Placement.parse("A3@1,0 A3@2,0"))).isTrue();
    }

    @Test
    void aValidLineOrATileApartSaysNothing() {
        assertThat(LineWaits.of(ONE_SHAPE, Placement.parse("A4@0,3"))).isEmpty();
        // The same tile in another line, not touching: no line holds it twice.
        assertThat(LineWaits.of(ONE_SHAPE, Placement.parse("A1@2,0"))).isEmpty();
    }

    @Test
    void aRefusedPlacementWhoseLinesTheEngineCallsValidSaysNothing() {
        // The reference's Lines.isValid agrees with the rule book's reading of every line:
        // its refusal of A4@0,3 (were it refused) would be another rule's.
        assertThat(LineWaits.refused(ONE_SHAPE, Placement.parse("A4@0,3"))).isEmpty();
        // A line the rules do not allow is the refusal's right reason, not a wait.
        assertThat(LineWaits.refused(ONE_SHAPE, Placement.parse("A1@0,3"))).isEmpty();
    }

    @Test
    void aLineTheRulesAllowThatTheEngineRefusedIsSaidInPortuguese() {
        // As the steps write it when an engine's Lines.isValid calls A1 A2 A3 A4 invalid.
        String waits = "\nThe placement makes the line A1 A2 A3 A4, which the rules allow, but"
                + " Lines.isValid is false: this example waits on rule QWIRKLE-06 (a line is"
                + " all one colour or all one shape, with no tile twice).";
        ContractTwins portuguese = ContractTwins.of(QwirkleGlueWords.class, Language.PORTUGUESE);
        assertThat(portuguese.say("The engine refused the placement A4@0,3: the line would not"
                + " be valid" + waits)).startsWith("O motor recusou a jogada A4@0,3")
                .contains("A jogada forma a linha A1 A2 A3 A4, que as regras permitem",
                        "este exemplo espera pela regra QWIRKLE-06").doesNotContain("waits on");
        assertThat(portuguese.say("To set this scenario up, the engine refused the placement"
                + " A4@0,3: the line would not be valid" + waits))
                .startsWith("Para preparar este cenário, o motor recusou a jogada A4@0,3")
                .contains("este exemplo espera pela regra QWIRKLE-06");
    }

    @Test
    void theSentenceIsSaidInPortugueseAfterTheEnginesMessage() {
        String message = "an engine's message\n" + LineWaits.of(ONE_SHAPE,
                Placement.parse("A1@0,3"));
        String said = ContractTwins.of(QwirkleGlueWords.class, Language.PORTUGUESE).say(message);
        assertThat(said).contains("este exemplo espera pela regra QWIRKLE-06")
                .doesNotContain("waits on");
    }
}
