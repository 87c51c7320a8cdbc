package tabuleiro.grading.report;

import java.util.List;
import java.util.Optional;
import tabuleiro.grading.Scheme.Exercise;
import tabuleiro.grading.build.CompileError;
import tabuleiro.grading.rulebook.BookScenario;
import tabuleiro.grading.rulebook.GradedRule;

/**
 * A submission's {@code feedback.html} for the student: the same account as
 * {@code feedback.md} ({@link FeedbackWriter}) as one self-contained page. For each broken rule:
 * its ID and wording, the failing scenario as the rule book draws it (its board in a
 * {@code <pre>}), what was expected and what came, and the contract at fault with whose duty it
 * was. A hidden rule shows only its ID, its title and whether it was kept.
 */
public final class FeedbackPage {

    private final Marking marking;

    /**
     * Creates a page writer for submissions graded under a marking.
     *
     * @param marking the marking
     */
    public FeedbackPage(Marking marking) {
        this.marking = marking;
    }

    /**
     * Builds the page.
     *
     * @param graded the graded submission
     * @return the HTML page
     */
    public String page(GradedSubmission graded) {
        FinalGrade grade = FinalGrade.of(graded, marking);
        Html html = new Html(marking.scheme().title() + " — feedback for " + graded.name());
        html.element("h1", marking.scheme().title() + " — feedback for "
                + graded.student().fullName());
        html.raw("<p><strong>Score: " + grade.points() + " / " + grade.max() + "</strong> ("
                + graded.score().kept() + " of " + graded.score().rules().size()
                + " rules kept)</p>");
        grade.lateNote().ifPresent(note -> html.element("p class=\"note\"", note));
        if (graded.status() == GradedSubmission.Status.GRADER_ERROR) {
            html.element("p class=\"fault\"", "The grader could not grade this submission; this"
                    + " score means nothing. Your instructor has been told.");
        }
        compileErrors(html, graded.compileErrors());
        if (!graded.notes().isEmpty()) {
            html.element("h2", "Notes");
            html.raw("<ul>");
            graded.notes().forEach(note -> html.element("li", note));
            html.raw("</ul>");
        }
        for (Exercise exercise : marking.scheme().exercises()) {
            List<RuleScore> rules = graded.score().rulesOf(exercise.id());
            if (!rules.isEmpty()) {
                exercise(html, exercise, rules, graded.status());
            }
        }
        return html.toString();
    }

    private static void compileErrors(Html html, List<CompileError> errors) {
        if (errors.isEmpty()) {
            return;
        }
        html.element("h2", "Compile errors");
        html.element("p", "The code did not compile, so no rule could be checked. The compiler"
                + " said:");
        for (CompileError error : errors) {
            html.raw("<p><code>" + Html.escape(error.file()
                    + (error.line() > 0 ? ":" + error.line() : "")) + "</code></p>");
            html.pre(error.message());
            if (!error.code().isEmpty()) {
                html.element("p", "on the line:");
                html.pre(error.code());
            }
            if (!error.studentsFile()) {
                html.element("p class=\"fault\"", "This file is the skeleton's, which you did"
                        + " not hand in: it no longer fits your code. Did you change a public"
                        + " method's name or parameters?");
            }
        }
    }

    private void exercise(Html html, Exercise exercise, List<RuleScore> rules,
            GradedSubmission.Status status) {
        Score score = new Score(rules);
        html.element("h2", exercise.label() + ": " + score.total() + " / " + score.max());
        html.raw("<table>\n<tr><th>Rule</th><th>Points</th><th></th></tr>");
        for (RuleScore rule : rules) {
            html.raw("<tr><td>" + Html.escape(rule.rule().name())
                    + (marking.hidden(rule.rule()) ? " <em>(hidden)</em>" : "")
                    + "</td><td class=\"num\">" + rule.score() + " / " + rule.max() + "</td>"
                    + (rule.kept() ? "<td class=\"kept\">kept</td>"
                    : "<td class=\"broken\">broken</td>") + "</tr>");
        }
        html.raw("</table>");
        if (status != GradedSubmission.Status.GRADED) {
            return;
        }
        for (RuleScore rule : rules) {
            if (!rule.kept()) {
                brokenRule(html, rule, exercise);
            }
        }
    }

    private void brokenRule(Html html, RuleScore rule, Exercise exercise) {
        GradedRule graded = rule.rule();
        html.raw("<section class=\"rule\">");
        html.element("h3", graded.id() + " — broken");
        html.raw("<blockquote><p>" + Html.escape(graded.title()) + "</p>"
                + (graded.description().isEmpty() ? ""
                : "<p>" + Html.escape(graded.description()) + "</p>") + "</blockquote>");
        if (marking.hidden(graded)) {
            html.element("p", "This rule is hidden: its scenarios are not shown. Read the rule"
                    + " again and test your code against it.");
            html.raw("</section>");
            return;
        }
        List<ScenarioOutcome> failures = rule.failures();
        ScenarioOutcome first = failures.get(0);
        BookScenario scenario = first.scenario();
        final Explanation why = Explanation.of(first, Optional.of(exercise),
                marking.scheme().rulebook());
        html.element("p", "The scenario that shows it (" + scenario.key().where() + "):");
        html.pre(scenario.background().isEmpty() ? scenario.text()
                : scenario.background() + "\n\n" + scenario.text());
        BoardDrawings.of(marking.scheme().game(), scenario.text()).forEach(svg ->
                html.raw("<figure class=\"board\">" + svg + "</figure>"));
        scenario.exampleRow().ifPresent(row -> html.raw("<p>with the example <code>"
                + Html.escape(row) + "</code>.</p>"));
        html.raw("<p><strong>What happened:</strong> " + Html.escape(why.headline()) + "</p>");
        first.result().step().ifPresent(step -> html.raw("<p><strong>At the step:</strong>"
                + " <code>" + Html.escape(step.text()) + "</code> (line " + step.line()
                + ")</p>"));
        if (!why.details().isEmpty()) {
            html.raw("<p><strong>Expected, and what came instead:</strong></p>");
            html.pre(why.details());
        }
        if (!why.fault().isEmpty()) {
            html.raw("<p class=\"fault\"><strong>Whose fault:</strong> "
                    + Html.escape(why.fault()) + "</p>");
        }
        if (!why.where().isEmpty()) {
            html.raw("<p><strong>Where, innermost first:</strong></p><ol>");
            why.where().forEach(frame -> html.raw("<li><code>" + Html.escape(frame)
                    + "</code></li>"));
            html.raw("</ol>");
        }
        if (failures.size() > 1) {
            html.element("p", "Other scenarios of this rule that fail:");
            html.raw("<ul>");
            for (ScenarioOutcome other : failures.subList(1, failures.size())) {
                Explanation otherWhy = Explanation.of(other, Optional.of(exercise),
                        marking.scheme().rulebook());
                html.element("li", "\"" + other.scenario().name() + "\" ("
                        + other.scenario().key().where() + "): " + otherWhy.headline());
            }
            html.raw("</ul>");
        }
        html.raw("</section>");
    }
}
