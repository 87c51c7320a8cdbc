package tabuleiro.grading.report.platform;

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

/**
 * A submission's {@code classroom50.json}: the grading part of the {@code result.json} that a
 * Classroom 50 autograder writes ({@code classroom50/result/v1}): {@code schema},
 * {@code score}, {@code max-score} and one test per rule ({@code test-name}, {@code passed},
 * {@code score}, {@code max-score}, and a {@code message} of its own, which Classroom 50 keeps
 * as it is). The fields that name the submission (classroom, assignment, owner, tag, links,
 * time) are the runner's to know, and the template's {@code autograder.py} adds them.
 *
 * <p>Classroom 50's scores are whole numbers, and a rule's points have cents, so every score
 * here counts <em>hundredths</em> of a point: 85.50 of 100 is 8550 of 10000. The total is the
 * grade every other report shows ({@link FinalGrade#points()}): after the late penalty, when the
 * grader knows when the submission was handed in ({@code grade --submitted-at}; Classroom 50's
 * autograder gives it no time, as Classroom 50 marks a late submission itself, against the
 * assignment's due date), and after a style charge, when the scheme makes one. Classroom 50 has
 * no negative test to carry a penalty, so the total is then below the sum of the tests, and the
 * student's {@code feedback.md} (the Release's text) says why. Each test is named by the rule's
 * name, which starts with its ID.
 */
public final class Classroom50Result {

    /** The result format, as Classroom 50 names it. */
    public static final String SCHEMA = "classroom50/result/v1";

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().create();
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private Classroom50Result() {
    }

    /**
     * Builds the JSON text.
     *
     * @param graded the graded submission, as the student may read it
     * @param marking the marking, for the hidden rules and the style charge
     * @return the grading part of Classroom 50's result
     */
    public static String toJson(GradedSubmission graded, Marking marking) {
        List<Test> tests = new ArrayList<>();
        for (RuleScore rule : graded.score().rules()) {
            // The rule's name already starts with its ID: it is the test's name as it is.
            tests.add(new Test(rule.rule().name(), rule.kept(),
                    hundredths(rule.score()), hundredths(rule.max()), rule.kept() ? "kept"
                            : marking.hidden(rule.rule()) ? "a hidden rule is broken"
                            : "broken: see feedback.md"));
        }
        FinalGrade grade = FinalGrade.of(graded, marking);
        return GSON.toJson(new Result(SCHEMA, hundredths(grade.points()),
                hundredths(grade.max()), tests));
    }

    private static long hundredths(BigDecimal points) {
        return points.multiply(HUNDRED).setScale(0, java.math.RoundingMode.HALF_UP)
                .longValueExact();
    }

    /** The grading part of the result, as Classroom 50 names its fields. */
    private record Result(String schema, long score, @SerializedName("max-score") long maxScore,
            List<Test> tests) {
    }

    /** One rule, as one test of the result. */
    private record Test(@SerializedName("test-name") String testName, boolean passed,
            long score, @SerializedName("max-score") long maxScore, String message) {
    }
}
