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
import java.util.stream.Collectors;
import tabuleiro.grading.build.CompileError;
import tabuleiro.grading.rulebook.GradedRule;

/**
 * A submission's {@code results.json} in Gradescope's autograder format: the score, a short
 * summary, and one test per rule with its points and a plain account of what failed.
 */
public final class GradescopeResults {

    /**
     * How Gradescope shows a hidden rule's test: to the student only once the grades are
     * published (Gradescope's {@code after_published}); its output never holds its scenarios.
     */
    public static final String HIDDEN_VISIBILITY = "after_published";

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
     * @param graded the graded submission
     * @param marking the marking, for the exercises' names
     * @return the results as Gradescope reads them
     */
    public static String toJson(GradedSubmission graded, Marking marking) {
        List<Test> tests = new ArrayList<>();
        for (RuleScore rule : graded.score().rules()) {
            boolean hidden = marking.hidden(rule.rule());
            tests.add(new Test(rule.rule().name(), rule.score(), rule.max(),
                    rule.kept() ? "passed" : "failed",
                    hidden ? hiddenOutput(rule) : output(rule, marking),
                    List.of(rule.rule().id(), rule.rule().exercise()),
                    hidden ? HIDDEN_VISIBILITY : null));
        }
        FinalGrade grade = FinalGrade.of(graded, marking);
        Results results = new Results(grade.points(), summary(graded, grade), tests,
                BigDecimal.valueOf(graded.seconds()).setScale(1, RoundingMode.HALF_UP));
        return GSON.toJson(results);
    }

    private static String hiddenOutput(RuleScore rule) {
        // A hidden rule's scenarios, steps and values are never shown: only its verdict.
        return rule.kept() ? "Kept (a hidden rule)." : "Broken (a hidden rule: its scenarios"
                + " are not shown).";
    }

    private static String summary(GradedSubmission graded, FinalGrade grade) {
        StringBuilder text = new StringBuilder();
        text.append("Score ").append(grade.points()).append(" / ")
                .append(graded.score().max()).append(": ").append(graded.score().kept())
                .append(" of ").append(graded.score().rules().size()).append(" rules kept.");
        grade.lateNote().ifPresent(note -> text.append('\n').append(note));
        if (graded.status() == GradedSubmission.Status.COMPILE_ERRORS) {
            text.append("\nThe code did not compile, so no rule could be checked. The compiler"
                    + " said:\n");
            text.append(graded.compileErrors().stream().map(CompileError::toString)
                    .collect(Collectors.joining("\n")));
        }
        graded.notes().forEach(note -> text.append('\n').append(note));
        return text.toString();
    }

    private static String output(RuleScore rule, Marking marking) {
        GradedRule graded = rule.rule();
        if (rule.kept()) {
            return "Kept: all " + graded.scenarios().size() + " scenarios pass.";
        }
        List<ScenarioOutcome> failures = rule.failures();
        ScenarioOutcome first = failures.get(0);
        Explanation why = Explanation.of(first, marking.exercise(graded),
                marking.scheme().rulebook());
        StringBuilder text = new StringBuilder("Broken: the scenario \"")
                .append(first.scenario().name()).append("\" (")
                .append(first.scenario().key().where()).append(") failed: ")
                .append(why.headline()).append('.');
        first.result().step().ifPresent(step -> text.append("\nAt the step: ")
                .append(step.text()));
        if (!why.details().isEmpty()) {
            text.append('\n').append(why.details());
        }
        if (!why.fault().isEmpty()) {
            text.append('\n').append(why.fault());
        }
        // The scenario as the rule book writes it: its board is what the student needs to see.
        text.append("\n\n").append(first.scenario().background().isEmpty() ? ""
                : first.scenario().background() + "\n\n").append(first.scenario().text());
        first.scenario().exampleRow().ifPresent(row -> text.append("\nwith the example ")
                .append(row));
        if (failures.size() > 1) {
            text.append("\n\n").append(failures.size() - 1).append(" more of its ")
                    .append(graded.scenarios().size()).append(" scenarios failed too.");
        }
        return text.toString();
    }

    /** The whole file, as Gradescope names its fields. */
    private record Results(BigDecimal score, String output, List<Test> tests,
            @SerializedName("execution_time") BigDecimal executionTime) {
    }

    /** One rule, as one Gradescope test; a null visibility is left out (Gradescope's default). */
    private record Test(String name, BigDecimal score,
            @SerializedName("max_score") BigDecimal maxScore, String status, String output,
            List<String> tags, String visibility) {
    }
}
