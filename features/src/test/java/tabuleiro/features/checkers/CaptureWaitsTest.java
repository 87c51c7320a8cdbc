package tabuleiro.features.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the line that says a checkers example waits on a capture rule (issue 46 item 1): the
 * board of "Two men must be taken rather than one" (white on 22 and 26, black on 11, 15 and 19),
 * listed as an engine that breaks compulsory capture or the majority rule would list it.
 */
class CaptureWaitsTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(CheckersGlueWords.class, Language.PORTUGUESE);

    private static final Move TWO_MEN = capture(22, 15, 8, 18, 11);
    private static final Move ONE_MAN = capture(26, 19, 0, 23, 0);
    private static final Move STEP = Move.simple(Square.of(22), Square.of(17));

    @Test
    void aSimpleMoveBesideCapturesWaitsOnCompulsoryCapture() {
        String waits = CaptureWaits.of(List.of(TWO_MEN, STEP, ONE_MAN), List.of(TWO_MEN),
                Variant.CLASSIC, ScenarioRules.of("CHECKERS-15"));
        assertThat(waits).isEqualTo("The engine lists 22-17, capturing nothing, beside"
                + " captures, though when a capture is possible only captures are legal: this"
                + " example waits on rule CHECKERS-14 (capturing is compulsory).");
    }

    @Test
    void aSmallerCaptureWaitsOnTheMajorityRuleEvenWhenTheLargerIsNotListed() {
        String waits = CaptureWaits.of(List.of(ONE_MAN), List.of(TWO_MEN), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-16"));
        assertThat(waits).isEqualTo("The engine lists 26x19, taking fewer pieces than"
                + " 22x15x8, though among the captures the player must take the most pieces: this"
                + " example waits on rule CHECKERS-15 (the majority rule).");
    }

    @Test
    void nothingIsSaidOfTheScenariosOwnRuleNorUnderTheSimplifiedRules() {
        assertThat(CaptureWaits.of(List.of(TWO_MEN, STEP), List.of(TWO_MEN), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-14"))).isEmpty();
        assertThat(CaptureWaits.of(List.of(TWO_MEN, ONE_MAN), List.of(TWO_MEN), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-15"))).isEmpty();
        assertThat(CaptureWaits.of(List.of(TWO_MEN, STEP, ONE_MAN), List.of(TWO_MEN),
                Variant.SIMPLIFIED, ScenarioRules.of("CHECKERS-16"))).isEmpty();
        assertThat(CaptureWaits.of(List.of(STEP), List.of(STEP), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-04"))).isEmpty();
    }

    @Test
    void theFailureThatWaitsIsSaidInPortuguese() {
        String waits = CaptureWaits.of(List.of(ONE_MAN), List.of(TWO_MEN), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-16"));
        // As GameSteps words a failed check of the captures, the board after the line.
        String said = PORTUGUESE.say("The captures among the legal moves should be exactly"
                + " [22x15x8] (each once), but the engine lists [26x19].\n" + waits
                + "\nThe engine's board:\n(drawing)");
        assertThat(said).startsWith("As capturas entre as jogadas legais deviam ser exatamente")
                .contains("\nO motor lista 26x19, com menos peças capturadas do que 22x15x8")
                .contains("espera pela regra CHECKERS-15 (a lei da maioria).\n")
                .doesNotContain("waits on").doesNotContain("engine lists");
    }

    /** A capture of one or two men: from, over, landing (and over, landing again). */
    private static Move capture(int from, int landing, int secondLanding, int over,
            int secondOver) {
        List<Square> path = secondLanding == 0
                ? List.of(Square.of(from), Square.of(landing))
                : List.of(Square.of(from), Square.of(landing), Square.of(secondLanding));
        List<Square> captured = secondOver == 0 ? List.of(Square.of(over))
                : List.of(Square.of(over), Square.of(secondOver));
        return new Move(path, captured);
    }
}
