package tabuleiro.grading.report.platform;

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
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;

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
 *
 * <p>Hidden until published: a hidden rule's test is {@code after_published}, and so, when
 * there is one, is the whole file ({@code "visibility": "after_published"} at the top), since
 * its {@code score} and its {@code output} count the hidden rules' points; each visible rule's
 * test says {@code "visibility": "visible"}, which overrides the file's, and a first test,
 * {@code Your submission}, worth 0 points and tagged {@code summary}, tells the head of the
 * feedback as the visible rules alone make it. {@code execution_time} leaves out the hidden
 * rules' JVMs ({@link GradedSubmission#seconds}).
 */
public final class GradescopeResults {

    /**
     * How Gradescope shows a hidden rule's test: to the student only once the grades are
     * published (Gradescope's {@code after_published}); its output never holds its scenarios.
     */
    public static final String HIDDEN_VISIBILITY = "after_published";

    /** The tag of the summary test, which is worth no points and stands for no rule. */
    static final String SUMMARY_TAG = "summary";

    /** How Gradescope shows a test at once, overriding the whole file's visibility. */
    static final String VISIBLE = "visible";

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
        BigDecimal seconds = BigDecimal.valueOf(graded.seconds()).setScale(1,
                RoundingMode.HALF_UP);
        if (tests.stream().noneMatch(test -> HIDDEN_VISIBILITY.equals(test.visibility()))) {
            return GSON.toJson(new Results(grade.points(), feedback.head(graded), MARKDOWN,
                    tests, seconds, null));
        }
        // The total counts the hidden rules, so it waits for publication with them; the
        // visible rules' tests say so to override that, and a first test tells the head of
        // the feedback as the visible rules alone make it (their score, a late penalty taken
        // off their points only, the notes and compile errors).
        List<Test> shown = new ArrayList<>();
        BigDecimal none = BigDecimal.ZERO.setScale(2);
        shown.add(new Test(texts.text("results.summary"), none, none, "passed",
                feedback.head(visibleOnly(graded, marking)) + "\n"
                        + texts.text("results.visible.only") + "\n", MARKDOWN,
                List.of(SUMMARY_TAG), VISIBLE));
        for (Test test : tests) {
            shown.add(test.visibility() != null ? test : test.withVisibility(VISIBLE));
        }
        return GSON.toJson(new Results(grade.points(), feedback.head(graded), MARKDOWN, shown,
                seconds, HIDDEN_VISIBILITY));
    }

    /** The submission as its visible rules alone score it. */
    private static GradedSubmission visibleOnly(GradedSubmission graded, Marking marking) {
        return new GradedSubmission(graded.name(), graded.status(), new Score(graded.score()
                .rules().stream().filter(rule -> !marking.hidden(rule.rule())).toList()),
                graded.compileErrors(), graded.notes(), graded.seconds(), graded.student(),
                graded.submittedAt(), graded.style());
    }

    private static String output(RuleScore rule, boolean hidden, GradedSubmission graded,
            FeedbackWriter feedback, Texts texts) {
        if (rule.kept()) {
            // A hidden rule tells only its verdict, not even how many scenarios it has.
            return hidden ? texts.text("results.kept.hidden")
                    : FeedbackWriter.keptText(rule, texts);
        }
        // As in feedback.md, a rule is explained only when the rule book ran: otherwise
        // the reason nothing ran is in the submission's output, above the tests.
        return switch (graded.status()) {
            case GRADED -> feedback.explanation(rule);
            case COMPILE_ERRORS -> texts.text("results.not.compiled");
            case GRADER_ERROR -> texts.text("results.grader.error");
            case REFUSED -> texts.text("results.refused", graded.refusal().orElse(""));
        };
    }

    /**
     * The whole file, as Gradescope names its fields; a null visibility is left out
     * (Gradescope's default, {@code visible}).
     */
    private record Results(BigDecimal score, String output,
            @SerializedName("output_format") String outputFormat, List<Test> tests,
            @SerializedName("execution_time") BigDecimal executionTime, String visibility) {
    }

    /**
     * One rule, as one Gradescope test, or the summary test; a null visibility is left out
     * (Gradescope's default).
     */
    private record Test(String name, BigDecimal score,
            @SerializedName("max_score") BigDecimal maxScore, String status, String output,
            @SerializedName("output_format") String outputFormat, List<String> tags,
            String visibility) {

        Test withVisibility(String shown) {
            return new Test(name, score, maxScore, status, output, outputFormat, tags, shown);
        }
    }
}
