package tabuleiro.grading.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.Texts;

/**
 * A submission's {@code results.json} in Gradescope's autograder format: the score, and one test
 * per rule with its points. Gradescope shows a student only what this file says, so it carries
 * the explanation {@code feedback.md} has, written by the same {@link FeedbackWriter}: the head
 * of the feedback (score, late penalty, compile errors, notes) as the submission's output, and
 * each broken rule's section (the failing scenario with its board, the step, expected and
 * actual, whose fault, the calls that were running) as its test's output. Both are Markdown and
 * say so ({@code "output_format": "md"}): left to Gradescope's defaults, the top output would be
 * read as HTML ({@code simple_format}), which drops a compiler's {@code List<String>}, and a
 * test's as plain text, which shows the Markdown's marks.
 */
public final class GradescopeResults {

    /**
     * How Gradescope shows a hidden rule's test: to the student only once the grades are
     * published (Gradescope's {@code after_published}); its output never holds its scenarios.
     */
    public static final String HIDDEN_VISIBILITY = "after_published";

    /** Gradescope's name for Markdown, in an {@code output_format} field. */
    static final String MARKDOWN = "md";

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().create();

    private GradescopeResults() {
    }

    /**
     * Writes {@code results.json}.
     *
     * @param graded the graded submission
     * @param marking the marking, for the exercises' names
     * @param file where to write
     * @throws IOException if the file cannot be written
     */
    public static void write(GradedSubmission graded, Marking marking, Path file)
            throws IOException {
        Files.writeString(file, toJson(graded, marking) + "\n", StandardCharsets.UTF_8);
    }

    /**
     * Builds the JSON text.
     *
     * @param graded the graded submission, as the student may read it
     *     ({@link StudentReports#forStudent})
     * @param marking the marking, for the exercises' names and the hidden rules
     * @return the results as Gradescope reads them
     */
    public static String toJson(GradedSubmission graded, Marking marking) {
        FeedbackWriter feedback = new FeedbackWriter(marking);
        Texts texts = Texts.of(FeedbackTexts.class, marking.language());
        List<Test> tests = new ArrayList<>();
        for (RuleScore rule : graded.score().rules()) {
            boolean hidden = marking.hidden(rule.rule());
            tests.add(new Test(rule.rule().name(), rule.score(), rule.max(),
                    rule.kept() ? "passed" : "failed", output(rule, hidden, graded, feedback,
                            texts),
                    MARKDOWN, List.of(rule.rule().id(), rule.rule().exercise()),
                    hidden ? HIDDEN_VISIBILITY : null));
        }
        FinalGrade grade = FinalGrade.of(graded, marking);
        Results results = new Results(grade.points(), feedback.head(graded), MARKDOWN, tests,
                BigDecimal.valueOf(graded.seconds()).setScale(1, RoundingMode.HALF_UP));
        return GSON.toJson(results);
    }

    private static String output(RuleScore rule, boolean hidden, GradedSubmission graded,
            FeedbackWriter feedback, Texts texts) {
        if (rule.kept()) {
            // A hidden rule tells only its verdict, not even how many scenarios it has.
            return hidden ? texts.text("results.kept.hidden") : texts.text("results.kept",
                    rule.rule().scenarios().size());
        }
        // As in feedback.md, a rule is explained only when the rule book ran: otherwise
        // the reason nothing ran is in the submission's output, above the tests.
        return switch (graded.status()) {
            case GRADED -> feedback.explanation(rule);
            case COMPILE_ERRORS -> texts.text("results.not.compiled");
            case GRADER_ERROR -> texts.text("results.grader.error");
        };
    }

    /** The whole file, as Gradescope names its fields. */
    private record Results(BigDecimal score, String output,
            @SerializedName("output_format") String outputFormat, List<Test> tests,
            @SerializedName("execution_time") BigDecimal executionTime) {
    }

    /** One rule, as one Gradescope test; a null visibility is left out (Gradescope's default). */
    private record Test(String name, BigDecimal score,
            @SerializedName("max_score") BigDecimal maxScore, String status, String output,
            @SerializedName("output_format") String outputFormat, List<String> tags,
            String visibility) {
    }
}
