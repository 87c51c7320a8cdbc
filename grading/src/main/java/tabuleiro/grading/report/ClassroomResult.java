package tabuleiro.grading.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;

/**
 * A submission's {@code classroom.json}: the result of a test runner as GitHub Classroom's
 * autograding reporter ({@code classroom-resources/autograding-grading-reporter}) reads it, base64
 * encoded, from the environment variable {@code <RUNNER>_RESULTS}: a version, a status
 * ({@code pass}, {@code fail} or {@code error}), the most points, and one test per rule with its
 * score. The reporter adds up the tests' scores, so a late penalty, and what style findings
 * cost when the scheme charges for them, are one more test each with a negative score.
 */
public final class ClassroomResult {

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private ClassroomResult() {
    }

    /**
     * Builds the JSON text.
     *
     * @param graded the graded submission
     * @param marking the marking, for the hidden rules and the late penalty
     * @return the runner's result, one line of JSON
     */
    public static String toJson(GradedSubmission graded, Marking marking) {
        List<Test> tests = new ArrayList<>();
        for (RuleScore rule : graded.score().rules()) {
            String message = rule.kept() ? "" : marking.hidden(rule.rule())
                    ? "a hidden rule is broken" : message(rule, marking);
            tests.add(new Test(rule.rule().name(), rule.kept() ? "pass" : "fail", message,
                    rule.score()));
        }
        FinalGrade grade = FinalGrade.of(graded, marking);
        grade.lateNote().ifPresent(note -> tests.add(new Test("Late penalty", "fail", note,
                grade.deduction().negate())));
        grade.styleNote().ifPresent(note -> tests.add(new Test("Style", "fail", note,
                grade.styleDeduction().negate())));
        String status = switch (graded.status()) {
            case GRADED -> graded.score().kept() == graded.score().rules().size() ? "pass"
                    : "fail";
            case COMPILE_ERRORS -> "fail";
            case GRADER_ERROR -> "error";
        };
        return GSON.toJson(new Result(1, status, grade.max(), tests));
    }

    private static String message(RuleScore rule, Marking marking) {
        ScenarioOutcome first = rule.failures().get(0);
        Explanation why = Explanation.of(first, marking.exercise(rule.rule()),
                marking.scheme().rulebook());
        return "\"" + first.scenario().name() + "\" (" + first.scenario().key().where() + "): "
                + why.headline() + (why.fault().isEmpty() ? "" : " " + why.fault());
    }

    /** The runner's result, as the reporter names its fields. */
    private record Result(int version, String status,
            @SerializedName("max_score") BigDecimal maxScore, List<Test> tests) {
    }

    /** One rule, as one test of the runner. */
    private record Test(String name, String status, String message, BigDecimal score) {
    }
}
