package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.platform.GradescopeResults;
import tabuleiro.grading.report.platform.JunitXml;
import tabuleiro.grading.report.platform.ReportsTest;
import tabuleiro.grading.report.platform.StudentReports;

/**
 * A failed check's expected and actual, taken apart from the messages the rule book's checks
 * really write, shown as two labelled blocks with the differing squares named; and the paths of
 * the grader's machine scrubbed from everything a student reads.
 */
class ComparisonTest {

    private static final Texts ENGLISH = Texts.of(FeedbackTexts.class, Language.ENGLISH);
    private static final Texts PORTUGUESE = Texts.of(FeedbackTexts.class, Language.PORTUGUESE);

    /** Connect Four's grid check, as {@code GameSteps.theGridIs} writes it. */
    private static final String GRID =
            """
            The grid should be:
              1 2 3 4 5 6 7
            1 . . . . . . .
            2 . . . . . . .
            3 . . . . . . .
            4 . . . . . . .
            5 . . . . . . .
            6 . . . 1 . . .
            but the engine's grid (read with valueAt) is:
              1 2 3 4 5 6 7
            1 . . . . . . .
            2 . . . . . . .
            3 . . . . . . .
            4 . . . . . . .
            5 . . . 1 . . .
            6 . . . . . . .
            (5,4) should be empty but holds 1; (6,4) should hold 1 but is empty
            """.strip();

    @Test
    void aGridCheckIsTwoBoardsWithTheDifferingSquaresNamedAsTheRuleBookNamesThem() {
        Comparison comparison = Comparison.of(GRID).orElseThrow();

        assertThat(comparison.lead()).isEqualTo("The grid should be");
        assertThat(comparison.expected().lines()).hasSize(7).last().isEqualTo("6 . . . 1 . . .");
        assertThat(comparison.actual().lines()).hasSize(7).last().isEqualTo("6 . . . . . . .");
        assertThat(comparison.rest()).startsWith("(5,4) should be empty");
        assertThat(comparison.differences(ENGLISH)).containsExactly("(5,4)", "(6,4)");

        ComparisonBlocks blocks = ComparisonBlocks.of(comparison, PORTUGUESE);
        assertThat(blocks.expectedLabel()).isEqualTo("Esperado");
        assertThat(blocks.actualLabel()).isEqualTo("Obtido");
        assertThat(blocks.differsAt()).contains("Difere em: (5,4), (6,4).");
        assertThat(blocks.expected().stream().filter(ComparisonBlocks.Line::differs)
                .map(ComparisonBlocks.Line::gutter)).containsExactly("≠ 5 . . . . . . .",
                        "≠ 6 . . . 1 . . .");
    }

    @Test
    void aGridChecksPortugueseTwinIsTwoBoardsToo() {
        String said = ContractWords.say(GRID, Language.PORTUGUESE);
        Comparison comparison = Comparison.of(said).orElseThrow();

        // The lead is the twin's own words, which the headline quotes.
        assertThat(said).startsWith(comparison.lead());
        assertThat(Untranslated.englishIn(comparison.lead(),
                tabuleiro.features.GlueWords.class)).isEmpty();
        assertThat(comparison.expected()).isEqualTo(Comparison.of(GRID).orElseThrow()
                .expected());
        assertThat(comparison.actual()).isEqualTo(Comparison.of(GRID).orElseThrow().actual());
    }

    @Test
    void aChessBoardNamesItsSquaresByFileAndRank() {
        String expected = "  a b c d e f g h\n8 . . . . k . . . 8\n7 . . . . . . . . 7\n"
                + "  a b c d e f g h";
        String actual = "  a b c d e f g h\n8 . . . k . . . . 8\n7 . . . . . . . . 7\n"
                + "  a b c d e f g h";
        Comparison comparison = Comparison.of("The board should be\n" + expected
                + "\nbut it is\n" + actual).orElseThrow();

        assertThat(comparison.differences(ENGLISH)).containsExactly("d8", "e8");
    }

    @Test
    void aScreenThatIsNoBoardDiffersByLines() {
        assertThat(BoardText.differences("one\ntwo\nthree", "one\n2\nthree"))
                .containsExactly(new BoardText.Place("", 2));
    }

    @Test
    void assertjsEqualityIsReadWithoutItsQuotesAndIndentation() {
        Comparison comparison = Comparison.of("[the text] \nexpected: \n  \"x\n  z\"\n"
                + " but was: \n  \"x\n  y\"").orElseThrow();

        assertThat(comparison.lead()).isEqualTo("the text");
        assertThat(comparison.expected()).isEqualTo("x\nz");
        assertThat(comparison.actual()).isEqualTo("x\ny");
        assertThat(comparison.differences(ENGLISH)).containsExactly("line 2");
    }

    @Test
    void aTextUiCheckShowsTheTextExpectedAndWhatTheUiWrote() {
        Comparison comparison = Comparison.of("[what the text UI wrote:\nWhite to move:\n"
                + "State: paused.] \nExpecting actual:\n  \"whole\ntranscript\"\nto contain:\n"
                + "  \"White plays exd6.\" ").orElseThrow();

        assertThat(comparison.relation()).isEqualTo(Comparison.Relation.CONTAIN);
        assertThat(comparison.expected()).isEqualTo("White plays exd6.");
        assertThat(comparison.actual()).isEqualTo("White to move:\nState: paused.");
        assertThat(comparison.actualIs()).isEqualTo("what the text UI wrote");
        ComparisonBlocks blocks = ComparisonBlocks.of(comparison, ENGLISH);
        assertThat(blocks.expectedLabel()).isEqualTo("Expected, somewhere in what came");
        assertThat(blocks.actualLabel()).isEqualTo("Actual (what the text UI wrote)");
        assertThat(blocks.differsAt()).isEmpty();
    }

    /**
     * Chess's check of how a game ended, as {@code GameSteps.winsBy} writes it: what came is
     * the end the engine gave, its winner named, and the board is kept apart.
     */
    @Test
    void aWrongWinnerIsWhatCameAndTheBoardIsKeptApart() {
        Comparison comparison = Comparison.of("[how the game ended\n  a b c d e f g h\n"
                + "8 r n b . k b n r 8\n  a b c d e f g h\n"
                + "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3] \n"
                + "expected: \"White wins by checkmate (1-0).\"\n"
                + " but was: \"Black wins by checkmate (0-1).\"").orElseThrow();

        assertThat(comparison.lead()).isEqualTo("how the game ended");
        assertThat(comparison.expected()).isEqualTo("White wins by checkmate (1-0).");
        assertThat(comparison.actual()).isEqualTo("Black wins by checkmate (0-1).");
        assertThat(comparison.rest()).contains("8 r n b . k b n r 8").doesNotContain("did not");
    }

    @Test
    void aMessageOfNoKnownShapeHasNoComparison() {
        assertThat(Comparison.of("The move or action should be rejected, but the engine"
                + " accepted it.")).isEmpty();
        assertThat(Comparison.of(ScenarioResult.of(Outcome.TIMED_OUT, GRID,
                Optional.empty()))).isEmpty();
    }

    @Test
    void pathsOfTheGradersMachineBecomeTheStudentsOwnOrTheFilesName() {
        assertThat(MachinePaths.scrub("Game paused: saved to /tmp/tabuleiro-grading-15/00004/"
                + "scratch/jvm-1-16/chess-rule-book12/game.txt. Load it (--load "
                + "/tmp/tabuleiro-grading-15/00004/scratch/jvm-1-16/game.txt)."))
                .isEqualTo("Game paused: saved to …/game.txt. Load it (--load …/game.txt).");
        assertThat(MachinePaths.scrub("at /tmp/tabuleiro-grading-1/00002/work/src/main/java/"
                + "tabuleiro/chess/Game.java:12"))
                .isEqualTo("at src/main/java/tabuleiro/chess/Game.java:12");
        assertThat(MachinePaths.scrub("cache \"/root/.cache/tabuleiro/runtime-17\""))
                .isEqualTo("cache \"…/runtime-17\"");
        assertThat(MachinePaths.scrub("see https://example.org/a/b, 3/4 and and/or"))
                .isEqualTo("see https://example.org/a/b, 3/4 and and/or");
    }

    @Test
    void noReportAStudentReadsNamesTheGradersFolders() {
        Marking marking = ReportsTest.MARKING;
        GradedRule row = marking.rules().get(0);
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(row.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.AssertionError", GRID.replace("(5,4) should",
                        "/tmp/tabuleiro-grading-9/00001/scratch/jvm-1-2/x.txt: (5,4) should"),
                "", List.of(), Optional.empty()));
        GradedSubmission graded = new GradedSubmission("ana", Status.GRADED,
                Score.of(marking, results, ScenarioResult.of(Outcome.PASSED, "",
                        Optional.empty())), List.of(), List.of("left out /tmp/tabuleiro-"
                        + "grading-9/00001/in/Extra.java"), 1, new Student("Ana",
                        Optional.empty()), Optional.empty());
        GradedSubmission shown = StudentReports.forStudent(graded, marking);

        String md = new FeedbackWriter(marking).feedback(shown);
        String html = new FeedbackPage(marking).page(shown);
        String json = GradescopeResults.toJson(shown, marking);
        String xml = JunitXml.toXml(shown, marking);
        for (String report : List.of(md, html, json, xml)) {
            assertThat(report).doesNotContain("tabuleiro-grading").doesNotContain("/tmp/");
        }
        assertThat(md).contains("…/x.txt").contains("…/Extra.java")
                .contains("Differs at: (5,4), (6,4).")
                .contains("The rule is W-01 of the rule book, at winning.feature:");
        assertThat(html).contains("<th scope=\"col\">Expected</th><th scope=\"col\">Actual</th>")
                .contains("<strong>≠ 6 . . . 1 . . .</strong>");
    }

    @Test
    void aBrokenRuleLinksToItsPageWhenTheSchemeKnowsTheSite() {
        Marking marking = Marking.of(ReportsTest.MARKING.scheme()
                .withRulebookUrl("https://course.example/rulebook/"),
                ReportsTest.MARKING.rules());
        GradedSubmission graded = ReportsTest.brokenRow("ana");

        String rule = ReportsTest.MARKING.rules().get(0).id();
        String page = "https://course.example/rulebook/connect-four/" + rule + ".html";
        assertThat(new FeedbackWriter(marking).feedback(graded))
                .contains("[" + rule + " in the rule book](" + page + ")");
        assertThat(new FeedbackPage(marking).page(graded))
                .contains("<a href=\"" + page + "\">" + rule + " in the rule book</a>");
        assertThat(new FeedbackWriter(ReportsTest.MARKING).feedback(graded))
                .doesNotContain("](").contains("rulebook/connect-four/");
    }
}
