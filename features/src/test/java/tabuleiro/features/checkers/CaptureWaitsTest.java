package tabuleiro.features.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.features.GlueWords;
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

    @Test
    void aCaptureStoppedPartWayWaitsOnCheckers06UnderEitherRules() {
        Move first = capture(22, 15, 0, 18, 0);
        String waits = "The engine lists 22x15 but not 22x15x8, though the piece that lands on 15"
                + " can capture on from there: this example waits on rule CHECKERS-06 (a capture"
                + " goes on with further jumps).";
        assertThat(CaptureWaits.of(List.of(first, ONE_MAN), List.of(TWO_MEN), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-15"))).isEqualTo(waits);
        assertThat(CaptureWaits.of(List.of(first), List.of(TWO_MEN), Variant.SIMPLIFIED,
                ScenarioRules.of("CHECKERS-20"))).isEqualTo(waits);
        assertThat(CaptureWaits.of(List.of(first, TWO_MEN), List.of(first, TWO_MEN, ONE_MAN),
                Variant.SIMPLIFIED, ScenarioRules.of("CHECKERS-18"))).as("both listed").isEmpty();
        assertThat(CaptureWaits.of(List.of(first), List.of(TWO_MEN), Variant.CLASSIC,
                ScenarioRules.of("CHECKERS-06"))).as("the scenario's own rule").isEmpty();
        assertThat(PORTUGUESE.say("The captures among the legal moves should be exactly"
                + " [22x15x8] (each once), but the engine lists [22x15, 26x19].\n" + waits
                + "\nThe engine's board:\n(drawing)")).contains("\nO motor lista 22x15 mas não"
                        + " 22x15x8, e a peça que chega a 15 pode continuar a capturar daí: este"
                        + " exemplo espera pela regra CHECKERS-06").doesNotContain("waits on");
    }

    @Test
    void aRouteStoppedWhereTheBoardShowsAFurtherJumpWaitsOnCheckers06() {
        // The position "W:W22:B18,11,1": 22 jumps 18 to 15, then 11 to 8.
        Function<Square, Optional<Piece>> board = square -> switch (square.number()) {
            case 22 -> Optional.of(Piece.WHITE_MAN);
            case 18, 11, 1 -> Optional.of(Piece.BLACK_MAN);
            default -> Optional.empty();
        };
        Move first = capture(22, 15, 0, 18, 0);
        String waits = CaptureWaits.stoppedOnTheBoard(List.of(first), board, false,
                ScenarioRules.of("CHECKERS-22"));
        assertThat(waits).isEqualTo("The engine's route 22x15 stops on 15, though the piece there"
                + " can jump on over 11 to 8: this example waits on rule CHECKERS-06 (a capture"
                + " goes on with further jumps).");
        Move whole = capture(22, 15, 8, 18, 11);
        assertThat(CaptureWaits.stoppedOnTheBoard(List.of(first, whole), board, false,
                ScenarioRules.of("CHECKERS-23"))).as("simplified: stopped and whole").isEmpty();
        assertThat(CaptureWaits.stoppedOnTheBoard(List.of(whole), board, false,
                ScenarioRules.of("CHECKERS-22"))).isEmpty();
        assertThat(CaptureWaits.stoppedOnTheBoard(List.of(first), board, false,
                ScenarioRules.of("CHECKERS-06"))).as("the scenario's own rule").isEmpty();
        assertThat(CaptureWaits.stoppedOnTheBoard(List.of(first), square -> square.number() == 22
                ? Optional.of(Piece.WHITE_MAN) : Optional.empty(), false,
                ScenarioRules.of("CHECKERS-22"))).as("nothing to jump on 11").isEmpty();
        // As GameSteps says an answer and PlayingSteps the moves played, in Portuguese.
        String sentence = "O percurso 22x15 do motor para em 15, e a peça aí pode saltar ainda"
                + " sobre 11 para 8: este exemplo espera pela regra CHECKERS-06 (uma captura"
                + " continua com mais saltos).";
        assertThat(PORTUGUESE.say("The answer should be yes, but it is no.\n" + waits
                + "\nThe engine's board:\n(drawing)")).isEqualTo("A resposta devia ser yes, mas é"
                        + " no.\n" + sentence + "\nO tabuleiro do motor:\n(drawing)");
        assertThat(PORTUGUESE.say("The moves played should be [22x15x8], but they are [].\n"
                + waits + "\nThe screen shows:\n(screen)")).isEqualTo("As jogadas feitas deviam"
                        + " ser [22x15x8], mas são [].\n" + sentence
                        + "\nO ecrã mostra:\n(screen)");
    }

    @Test
    void aManCrownedInMidCaptureGoesOnAsAKingOnlyUnderTheSimplifiedRules() {
        // The board of "After promotion the capture goes on backwards": 11x2, then over 6 to 9.
        Function<Square, Optional<Piece>> board = square -> switch (square.number()) {
            case 11 -> Optional.of(Piece.WHITE_MAN);
            case 6, 7 -> Optional.of(Piece.BLACK_MAN);
            default -> Optional.empty();
        };
        Move crowned = capture(11, 2, 0, 7, 0);
        assertThat(CaptureWaits.stoppedOnTheBoard(List.of(crowned), board, true,
                ScenarioRules.of("CHECKERS-23"))).isEqualTo("The engine's route 11x2 stops on 2,"
                        + " where the man is crowned, though as a king it can jump on over 6 to 9:"
                        + " this example waits on rule CHECKERS-20 (a man crowned in mid-capture"
                        + " goes on as a king).");
        assertThat(CaptureWaits.stoppedOnTheBoard(List.of(crowned), board, false,
                ScenarioRules.of("CHECKERS-16"))).as("classic: the man stops there").isEmpty();
    }

    @Test
    void aManJumpingBackwardsWaitsOnCheckers05() {
        // The board of "A man does not capture backwards": a white man on 18, a black one on 22.
        Move backwards = jumps(Square.of(18), Square.at(7, 2));
        Function<Square, Optional<Piece>> manOn18 = square -> square.equals(Square.of(18))
                ? Optional.of(Piece.WHITE_MAN) : Optional.empty();
        assertThat(CaptureWaits.backwards(List.of(STEP, backwards), manOn18,
                ScenarioRules.of("CHECKERS-15"))).isEqualTo("The engine lists 18x25, in which"
                        + " the man on 18 jumps backwards from 18 to 25, though a man captures"
                        + " only forwards: this example waits on rule CHECKERS-05 (a man captures"
                        + " diagonally forward).");
        assertThat(CaptureWaits.backwards(List.of(backwards), manOn18,
                ScenarioRules.of("CHECKERS-05"))).as("the scenario's own rule").isEmpty();
        assertThat(CaptureWaits.backwards(List.of(backwards), square -> square.equals(
                Square.of(18)) ? Optional.of(Piece.WHITE_KING) : Optional.empty(),
                ScenarioRules.of("CHECKERS-15"))).as("a king").isEmpty();
    }

    @Test
    void aManSteppingOntoAPieceWaitsOnTheMensMoveInBothLanguages() {
        Function<Square, Optional<Piece>> menOn22And17 = square -> square.equals(Square.of(22))
                ? Optional.of(Piece.WHITE_MAN) : square.equals(Square.of(17))
                ? Optional.of(Piece.BLACK_MAN) : Optional.empty();
        String waits = CaptureWaits.ontoAPiece(List.of(STEP), menOn22And17,
                ScenarioRules.of("CHECKERS-08"));
        assertThat(waits).isEqualTo("The engine lists 22-17, in which the man on 22 steps onto"
                + " 17, which holds a piece already, though a man steps only onto an empty"
                + " square: this example waits on rule CHECKERS-04 (a man moves one square"
                + " diagonally forward onto an empty dark square).");
        assertThat(PORTUGUESE.say("The legal moves should be exactly [18-14, 18-15] (each once),"
                + " but the engine lists [22-17].\n" + waits + "\nThe engine's board:\n(drawing)"))
                .contains("O motor lista 22-17, em que o peão em 22 avança para 17, onde já está"
                        + " uma peça", "este exemplo espera pela regra CHECKERS-04")
                .doesNotContain("waits on");
        // Nothing for the rule's own example, an empty square or a king.
        assertThat(CaptureWaits.ontoAPiece(List.of(STEP), menOn22And17,
                ScenarioRules.of("CHECKERS-04"))).isEmpty();
        assertThat(CaptureWaits.ontoAPiece(List.of(STEP), square -> square.equals(
                Square.of(22)) ? Optional.of(Piece.WHITE_MAN) : Optional.empty(),
                ScenarioRules.of("CHECKERS-08"))).isEmpty();
        assertThat(CaptureWaits.ontoAPiece(List.of(STEP), square -> Optional.of(
                Piece.WHITE_KING), ScenarioRules.of("CHECKERS-08"))).isEmpty();
    }

    @Test
    void aManCrownedInMidCaptureMayGoOnBackwardsAndAForwardCaptureIsNoCause() {
        // Simplified (CHECKERS-20): from row 3 to the far row, crowned, then back to row 3.
        Square start = Square.at(3, 2);
        Move crowned = jumps(start, Square.at(1, 4), Square.at(3, 6));
        Function<Square, Optional<Piece>> man = square -> square.equals(start)
                ? Optional.of(Piece.WHITE_MAN) : Optional.empty();
        assertThat(CaptureWaits.backwards(List.of(crowned), man, ScenarioRules.of("CHECKERS-20")))
                .isEmpty();
        Function<Square, Optional<Piece>> blackOn15 = square -> square.equals(Square.of(15))
                ? Optional.of(Piece.BLACK_MAN) : Optional.empty();
        assertThat(CaptureWaits.backwards(List.of(TWO_MEN), blackOn15,
                ScenarioRules.of("CHECKERS-15"))).as("no man on 22").isEmpty();
        assertThat(CaptureWaits.backwards(List.of(TWO_MEN), square -> Optional.of(
                Piece.WHITE_MAN), ScenarioRules.of("CHECKERS-15"))).as("forwards").isEmpty();
    }

    @Test
    void eachFailureThatWaitsOnAManCapturingForwardIsSaidInPortuguese() {
        String waits = CaptureWaits.backwards(List.of(jumps(Square.of(18), Square.at(7, 2))),
                square -> Optional.of(Piece.WHITE_MAN), ScenarioRules.of("CHECKERS-15"));
        String sentence = "O motor lista 18x25, em que o peão em 18 salta para trás de 18 para"
                + " 25, e um peão só captura para a frente: este exemplo espera pela regra"
                + " CHECKERS-05 (um peão captura na diagonal para a frente).";
        // As GameSteps words a failed check of the legal moves.
        assertThat(PORTUGUESE.say("The legal moves should be exactly [18-14, 18-15] (each once),"
                + " but the engine lists [18x25].\n" + waits + "\nThe engine's board:\n(drawing)"))
                .startsWith("As jogadas legais deviam ser exatamente").contains(sentence)
                .doesNotContain("waits on");
        // As PlayingSteps words a screen that does not show the text UI's offer.
        assertThat(PORTUGUESE.say("The screen should show 'The piece on 23 can jump on: go on"
                + " (30) or stop?'.\n" + waits + "\nThe screen shows:\n(screen)"))
                .startsWith("O ecrã devia mostrar").contains(sentence).endsWith("\n(screen)");
        // As the shared Refusal words a refusal whose reason names the engine's captures: the
        // grader says it with every game's glue words, here one bundle after the other.
        String refused = "The action was refused, but the reason given, '22x15x6 is not among"
                + " the captures the majority rule allows: play one of [22x15x6x13x22]', does"
                + " not say 'play one of [22x13x6]'.\n" + waits;
        String outer = ContractTwins.of(GlueWords.class, Language.PORTUGUESE).say(refused);
        assertThat(outer).startsWith("A ação foi recusada, mas a razão dada");
        assertThat(PORTUGUESE.say(outer.substring(outer.indexOf('\n') + 1))).isEqualTo(sentence);
    }

    /** A man's or king's jumps from a square to each landing, over the square between. */
    private static Move jumps(Square from, Square... landings) {
        List<Square> path = new java.util.ArrayList<>(List.of(from));
        List<Square> captured = new java.util.ArrayList<>();
        for (Square landing : landings) {
            Square last = path.get(path.size() - 1);
            captured.add(Square.at((last.row() + landing.row()) / 2,
                    (last.column() + landing.column()) / 2));
            path.add(landing);
        }
        return new Move(path, captured);
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
