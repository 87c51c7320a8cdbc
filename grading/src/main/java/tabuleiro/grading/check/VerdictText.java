package tabuleiro.grading.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import tabuleiro.grading.check.SelfCheck.Verdict;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.Scheme.Exercise;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.report.Explanation;
import tabuleiro.grading.report.FeedbackWriter;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.StyleReport;

/**
 * A self-check's verdict as the student reads it in a terminal: the points per exercise, each
 * rule kept or broken with the reason in a line, then the first broken rules explained as the
 * grader's feedback explains them. Short when all is well, and never more than a screenful or
 * two when it is not: the rest is in the feedback file.
 */
final class VerdictText {

    /** How many style findings the terminal shows. */
    private static final int STYLE_LINES = 5;

    private final Marking marking;
    private final int explained;

    /**
     * Creates the text for a marking.
     *
     * @param marking what each rule is worth
     * @param explained how many broken rules to explain in full
     */
    VerdictText(Marking marking, int explained) {
        this.marking = marking;
        this.explained = explained;
    }

    /**
     * Writes a verdict.
     *
     * @param verdict the verdict
     * @return the text, lines ending in a line break
     */
    String of(Verdict verdict) {
        GradedSubmission graded = verdict.graded();
        StringBuilder text = new StringBuilder();
        if (graded.status() == GradedSubmission.Status.COMPILE_ERRORS) {
            text.append("Your code does not compile, so no rule could run. The compiler said:\n");
            for (CompileError error : graded.compileErrors()) {
                text.append("\n  ").append(error.file())
                        .append(error.line() > 0 ? ":" + error.line() : "").append(": ")
                        .append(error.message().strip().replace("\n", "\n    ")).append('\n');
                if (!error.code().isEmpty()) {
                    text.append("    ").append(error.code().strip()).append('\n');
                }
            }
            text.append('\n').append(timing(verdict));
            return text.toString();
        }
        List<RuleScore> broken = new ArrayList<>();
        List<RuleScore> ran = new ArrayList<>();
        for (Exercise exercise : marking.scheme().exercises()) {
            List<RuleScore> rules = graded.score().rulesOf(exercise.id()).stream()
                    .filter(rule -> verdict.tags().isBlank() || ranAny(rule)).toList();
            if (rules.isEmpty()) {
                continue;
            }
            ran.addAll(rules);
            Score score = new Score(rules);
            text.append(String.format(Locale.ROOT, "%s: %s / %s%n", exercise.label(),
                    score.total(), score.max()));
            for (RuleScore rule : rules) {
                text.append(String.format(Locale.ROOT, "  %-6s %-10s %s%n",
                        rule.kept() ? "kept" : "BROKEN", rule.rule().id(), title(rule)));
                if (!rule.kept()) {
                    broken.add(rule);
                    text.append("                    ").append(headline(rule, exercise))
                            .append('\n');
                }
            }
        }
        Score total = new Score(ran);
        text.append('\n').append(String.format(Locale.ROOT,
                "%s: %s / %s points, %d of %d rules kept%s.%n", marking.scheme().title(),
                total.total(), total.max(), total.kept(), ran.size(),
                verdict.tags().isBlank() ? "" : " (only the scenarios tagged "
                        + verdict.tags() + ")"));
        if (!verdict.ended()) {
            text.append("A scenario did not finish within ")
                    .append(marking.scheme().limits().scenarioSeconds())
                    .append(" s, so the self-check stopped there: is there a loop that never"
                            + " ends?\n");
        }
        graded.notes().forEach(note -> text.append("Note: ").append(note).append('\n'));
        style(graded, text);
        FeedbackWriter feedback = new FeedbackWriter(marking);
        for (RuleScore rule : broken.subList(0, Math.min(explained, broken.size()))) {
            text.append("\n").append("-".repeat(78)).append('\n')
                    .append("### ").append(rule.rule().id()).append(" — broken\n\n")
                    .append(feedback.explanation(rule).strip()).append('\n');
        }
        if (broken.size() > explained) {
            text.append("\n(").append(broken.size() - explained).append(" more broken rules:"
                    + " see the feedback file, or narrow the check with --exercise N.)\n");
        }
        text.append('\n').append(timing(verdict));
        return text.toString();
    }

    /**
     * The style findings, as the grader reports them: advice, or a charge when the scheme
     * says so. A few lines; the rest is in the feedback file.
     */
    private void style(GradedSubmission graded, StringBuilder text) {
        StyleReport style = graded.style();
        FinalGrade.of(graded, marking).styleNote()
                .ifPresent(note -> text.append(note).append('\n'));
        if (style.findings().isEmpty() && style.notChecked().isEmpty()) {
            return;
        }
        text.append("Style (advice, as the grader reports it): ").append(style.findings().size())
                .append(style.findings().size() == 1 ? " finding" : " findings")
                .append(" in your files\n");
        for (Finding finding : style.findings().subList(0, Math.min(STYLE_LINES,
                style.findings().size()))) {
            text.append("  ").append(finding.file()).append(':').append(finding.line())
                    .append(": ").append(finding.message()).append(" (")
                    .append(finding.rule()).append(")\n");
        }
        if (style.findings().size() > STYLE_LINES) {
            text.append("  and ").append(style.findings().size() - STYLE_LINES)
                    .append(" more in the feedback file\n");
        }
        style.notChecked().forEach(file -> text.append("  style not checked for ")
                .append(file.file()).append(": ").append(file.reason()).append('\n'));
    }

    private static boolean ranAny(RuleScore rule) {
        return rule.scenarios().stream()
                .anyMatch(scenario -> scenario.result().outcome() != Outcome.NOT_RUN);
    }

    private static String title(RuleScore rule) {
        String title = rule.rule().title();
        return title.length() > 60 ? title.substring(0, 57) + "..." : title;
    }

    private String headline(RuleScore rule, Exercise exercise) {
        Explanation why = Explanation.of(rule.failures().get(0), Optional.of(exercise),
                marking.scheme().rulebook());
        String line = why.headline().replace('\n', ' ');
        return line.length() > 110 ? line.substring(0, 107) + "..." : line;
    }

    private static String timing(Verdict verdict) {
        return String.format(Locale.ROOT,
                "(compiled in %.1f s, rules and style checked in %.1f s)%n",
                verdict.compileSeconds(), verdict.runSeconds());
    }
}
