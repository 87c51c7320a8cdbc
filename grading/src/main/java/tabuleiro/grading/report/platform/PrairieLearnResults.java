package tabuleiro.grading.report.platform;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;

/**
 * A submission's {@code prairielearn.json}: the {@code /grade/results/results.json} of
 * PrairieLearn's external grading, which its {@code pl-external-grader-results} element shows.
 * {@code score} is a fraction from 0 to 1 (the grade after any late penalty and style charge,
 * over the most points); {@code message} is the head of the feedback and {@code output} the
 * whole {@code feedback.md}; one test per rule, with {@code name}, {@code points} and
 * {@code max_points} on every test (PrairieLearn shows the per-test points only when every
 * test has both), a {@code message} (kept or broken) and, for a broken rule, its section of
 * the feedback as {@code output}. A hidden rule says kept or broken, nothing more.
 *
 * <p>A submission that does not compile is {@code "gradable": false}, with the compiler's
 * errors as {@code format_errors}, as PrairieLearn's own Java grader does: the student loses
 * no attempt for it. A submission the grader failed on is not gradable either.
 */
public final class PrairieLearnResults {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().create();

    private PrairieLearnResults() {
    }

    /**
     * Builds the JSON text.
     *
     * @param graded the graded submission, as the student may read it
     * @param marking the marking, for the hidden rules and the late penalty
     * @return PrairieLearn's results
     */
    public static String toJson(GradedSubmission graded, Marking marking) {
        FeedbackWriter feedback = new FeedbackWriter(marking);
        Texts texts = Texts.of(FeedbackTexts.class, marking.language());
        List<Test> tests = new ArrayList<>();
        for (RuleScore rule : graded.score().rules()) {
            boolean hidden = marking.hidden(rule.rule());
            String verdict = rule.kept() ? (hidden ? texts.text("results.kept.hidden")
                    : FeedbackWriter.keptText(rule, texts))
                    : rule.rule().name();
            String output = rule.kept() || hidden ? "" : switch (graded.status()) {
                case GRADED -> feedback.explanation(rule);
                case COMPILE_ERRORS -> texts.text("results.not.compiled");
                case GRADER_ERROR -> texts.text("results.grader.error");
                case REFUSED -> texts.text("results.refused", graded.refusal().orElse(""));
            };
            // The rule's name already starts with its ID: it is the test's name as it is.
            tests.add(new Test(rule.rule().name(),
                    rule.rule().exercise(), rule.score(), rule.max(), verdict, output));
        }
        String head = feedback.head(graded);
        String whole = feedback.feedback(graded);
        return switch (graded.status()) {
            case GRADED -> {
                FinalGrade grade = FinalGrade.of(graded, marking);
                BigDecimal fraction = grade.max().signum() == 0 ? BigDecimal.ZERO
                        : grade.points().max(BigDecimal.ZERO).divide(grade.max(), 4,
                                RoundingMode.HALF_UP);
                yield GSON.toJson(new Results(true, fraction, head, whole, tests, null));
            }
            case COMPILE_ERRORS -> GSON.toJson(new Results(false, null, head, whole, tests,
                    graded.compileErrors().stream().map(PrairieLearnResults::error).toList()));
            case GRADER_ERROR -> GSON.toJson(new Results(false, null, head, whole, tests,
                    List.of(texts.text("results.grader.error"))));
            // Nothing was graded: like a submission that does not compile, no attempt is lost.
            case REFUSED -> GSON.toJson(new Results(false, null, head, whole, tests,
                    List.of(texts.text("results.refused", graded.refusal().orElse("")))));
        };
    }

    private static String error(CompileError error) {
        return error.toString();
    }

    /** The whole file, as PrairieLearn names its fields; a null is left out. */
    private record Results(boolean gradable, BigDecimal score, String message, String output,
            List<Test> tests, @SerializedName("format_errors") List<String> formatErrors) {
    }

    /** One rule, as one test of {@code pl-external-grader-results}. */
    private record Test(String name, String description, BigDecimal points,
            @SerializedName("max_points") BigDecimal maxPoints, String message,
            String output) {
    }
}
