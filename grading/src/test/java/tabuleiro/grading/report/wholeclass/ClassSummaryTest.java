package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.rulebook.RuleBook;

/** The class summary's spreadsheet. */
class ClassSummaryTest {

    private static final String FEATURE =
            """
            Feature: F
              @R-01 @ex01
              Rule: One
                Scenario: a
                  Then x
            """;

    private final Marking marking = Marking.of(
            SchemeBuilder.scheme("g", "G", "a.b", "a")
                    .exercise("ex01", "First", "10").build(),
            RuleBook.parse(Map.of("f.feature", FEATURE)).rules());

    private GradedSubmission named(String name) {
        Score score = Score.of(marking, Map.of(),
                ScenarioResult.of(Outcome.NOT_RUN, "not run", Optional.empty()));
        return new GradedSubmission(name, Status.GRADED, score, List.of(), List.of(), 1);
    }

    @Test
    void namesASpreadsheetWouldTakeForFormulasStayText() {
        ClassSummary summary = new ClassSummary(marking, List.of(named("=HYPERLINK(\"x\")"),
                named("+1"), named("-1"), named("@SUM(A1)"), named("ana-silva")));

        assertThat(summary.csv().lines().skip(1).map(row -> row.split(",")[0]))
                .containsExactly("\"'=HYPERLINK(\"\"x\"\")\"", "'+1", "'-1", "'@SUM(A1)",
                        "ana-silva");
    }
}
