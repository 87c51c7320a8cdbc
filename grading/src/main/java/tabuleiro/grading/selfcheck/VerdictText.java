package tabuleiro.grading.selfcheck;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.Explanation;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.feedback.SignatureChanges;
import tabuleiro.grading.report.feedback.StyleWords;
import tabuleiro.grading.selfcheck.SelfCheck.Verdict;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.StyleReport;

/**
 * A self-check's verdict as the student reads it in a terminal: the points per exercise, each
 * rule kept or broken with the reason in a line, then the first broken rules explained as the
 * grader's feedback explains them. Short when all is well, and never more than a screenful or
 * two when it is not: the rest is in the feedback file.
 */
final class VerdictText {

    /** A backslash before ASCII punctuation: Markdown's escape, which a terminal does not read. */
    private static final Pattern MARKDOWN_ESCAPE = Pattern.compile("\\\\(\\p{Punct})");

    /** How many style findings the terminal shows. */
    private static final int STYLE_LINES = 5;

    private final Marking marking;
    private final int explained;
    private final Texts words;

    /**
     * Creates the text for a marking, in English.
     *
     * @param marking what each rule is worth
     * @param explained how many broken rules to explain in full
     */
    VerdictText(Marking marking, int explained) {
        this(marking, explained, Language.ENGLISH);
    }

    /**
     * Creates the text for a marking, in a language: the words of {@link CheckTexts} and the
     * titles of the scheme and of the marking's rule book in that language.
     *
     * @param marking what each rule is worth, over the rule book of the language
     * @param explained how many broken rules to explain in full
     * @param language the language the student reads
     */
    VerdictText(Marking marking, int explained, Language language) {
        this.marking = marking;
        this.explained = explained;
        this.words = Texts.of(CheckTexts.class, language);
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
            text.append(words.text("not.compiling")).append('\n');
            List<SignatureChanges> changes = SignatureChanges.of(graded.compileErrors());
            Texts feedbackTexts = Texts.of(FeedbackTexts.class, words.language());
            for (SignatureChanges change : changes) {
                text.append("\n  ").append(change.explain(feedbackTexts)).append('\n');
            }
            for (CompileError error : SignatureChanges.unexplained(graded.compileErrors(),
                    changes)) {
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
        String kept = words.text("kept");
        String brokenWord = words.text("broken");
        String waitsWord = words.text("waits");
        String notStartedWord = words.text("not.started");
        int width = Math.max(Math.max(kept.length(), notStartedWord.length()),
                Math.max(brokenWord.length(), waitsWord.length()));
        // The reason lines up under the rule's title: two spaces, the verdict, the rule's ID.
        String under = " ".repeat(2 + width + 1 + 10 + 1);
        Language language = words.language();
        List<RuleScore> broken = new ArrayList<>();
        // Rules that wait for another exercise's stub: explained after the rules broken by
        // the exercises they belong to, and counted apart, never against their exercise.
        List<RuleScore> waiting = new ArrayList<>();
        List<RuleScore> ran = new ArrayList<>();
        // Each explained rule's heading says the state its line says: one state a rule.
        Map<RuleScore, String> headings = new IdentityHashMap<>();
        for (Exercise exercise : marking.scheme().exercises()) {
            List<RuleScore> rules = graded.score().rulesOf(exercise.id()).stream()
                    .filter(rule -> !verdict.narrowed() || ranAny(rule)).toList();
            if (rules.isEmpty()) {
                continue;
            }
            ran.addAll(rules);
            Score score = new Score(rules);
            text.append(words.text("exercise", String.valueOf(exercise.number()),
                    marking.scheme().title(exercise, language), points(score.total()),
                    points(score.max()))).append('\n');
            for (RuleScore rule : rules) {
                boolean waits = Explanation.waits(rule, exercise.number());
                boolean notStarted = !waits
                        && Explanation.notStarted(rule, exercise.number());
                text.append(String.format(Locale.ROOT, "  %-" + width + "s %-10s %s%n",
                        rule.kept() ? kept : waits ? waitsWord : notStarted ? notStartedWord
                                : brokenWord, rule.rule().id(), title(rule)));
                // A kept rule whose example failed on another rule's behaviour says so: the
                // other rule is the one broken, and its explanation shows the example.
                for (ScenarioOutcome waitsOn : rule.waiting()) {
                    text.append(under).append(terminal(Texts.of(FeedbackTexts.class, language)
                            .text("kept.waits", rule.rule().id(), waitsOn.scenario().name(),
                                    rule.waitsOn(waitsOn).orElseThrow()))).append('\n');
                }
                if (!rule.kept()) {
                    (waits ? waiting : broken).add(rule);
                    headings.put(rule, waits ? "explained.waits"
                            : notStarted ? "explained.not.started" : "explained");
                    text.append(under).append(headline(rule, exercise)).append('\n');
                }
            }
        }
        Score total = new Score(ran);
        String totalKey = !verdict.name().isBlank() ? "total.named"
                : verdict.tags().isBlank() ? "total" : "total.tagged";
        text.append('\n').append(words.text(totalKey, marking.scheme().title(language),
                points(total.total()), points(total.max()), String.valueOf(total.kept()),
                String.valueOf(ran.size()), !verdict.name().isBlank() && !verdict.tags().isBlank()
                        ? words.text("total.named.tags", verdict.tags()) : verdict.tags(),
                verdict.name())).append('\n');
        if (!waiting.isEmpty()) {
            text.append(words.text("waiting", waiting.size())).append('\n');
        }
        if (!verdict.narrowed()) {
            next(graded.score(), text);
        }
        timedOut(graded, text);
        if (!verdict.ended()) {
            text.append(words.text("time.up",
                    String.valueOf(marking.scheme().limits().submissionSeconds())))
                    .append('\n');
        }
        graded.notes().forEach(note -> text.append(words.text("note", note)).append('\n'));
        style(graded, text);
        FeedbackWriter feedback = new FeedbackWriter(marking);
        broken.addAll(waiting);
        for (RuleScore rule : broken.subList(0, Math.min(explained, broken.size()))) {
            text.append("\n").append("-".repeat(78)).append('\n')
                    .append(words.text(headings.get(rule), rule.rule().id())).append("\n\n")
                    .append(terminal(feedback.explanationForTerminal(rule).strip())).append('\n');
        }
        if (broken.size() > explained) {
            text.append('\n').append(words.text("more.broken", broken.size() - explained))
                    .append('\n');
        }
        text.append('\n').append(timing(verdict));
        return text.toString();
    }

    /**
     * Names the exercise to work on next: the first, in the guide's order, with a rule not
     * kept, as the exercises build on each other, with how many of its rules are still to
     * keep (never said as "rules kept", the total's words, which scripts and tests look for).
     * Nothing once every exercise is complete.
     */
    private void next(Score score, StringBuilder text) {
        for (Exercise exercise : marking.scheme().exercises()) {
            List<RuleScore> rules = score.rulesOf(exercise.id());
            long kept = rules.stream().filter(RuleScore::kept).count();
            if (kept < rules.size()) {
                text.append(words.text("next", String.valueOf(exercise.number()),
                        marking.scheme().title(exercise, words.language()),
                        rules.size() - kept, rules.size())).append('\n');
                return;
            }
        }
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
        text.append(words.text("style", style.findings().size())).append('\n');
        for (Finding written : style.findings().subList(0, Math.min(STYLE_LINES,
                style.findings().size()))) {
            Finding finding = StyleWords.said(written, words.language());
            text.append("  ").append(finding.file()).append(':').append(finding.line())
                    .append(": ").append(finding.message()).append(" (")
                    .append(finding.rule()).append(")\n");
        }
        if (style.findings().size() > STYLE_LINES) {
            text.append(words.text("style.more",
                    String.valueOf(style.findings().size() - STYLE_LINES))).append('\n');
        }
        style.notChecked().forEach(file -> text.append(words.text("style.unchecked",
                file.file(), file.reason())).append('\n'));
    }

    /**
     * Names each scenario that did not finish in time, the rule it costs, and where its code
     * was when it was stopped, as the grader's feedback does; the check went on without it.
     */
    private void timedOut(GradedSubmission graded, StringBuilder text) {
        for (RuleScore rule : graded.score().rules()) {
            for (ScenarioOutcome scenario : rule.scenarios()) {
                ScenarioResult result = scenario.result();
                if (result.outcome() != Outcome.TIMED_OUT) {
                    continue;
                }
                String where = result.thrownAt().isEmpty() ? ""
                        : words.text("timed.out.where", result.thrownAt());
                text.append(words.text("timed.out", scenario.scenario().name(),
                        rule.rule().id(),
                        String.valueOf(marking.scheme().limits().scenarioSeconds()), where))
                        .append('\n');
            }
        }
    }

    /**
     * Text of the feedback's Markdown as a terminal shows it: the backslashes that keep its
     * punctuation from being read as markup ({@code \[4, 4, 3\]}) are left out.
     */
    static String terminal(String markdown) {
        return MARKDOWN_ESCAPE.matcher(markdown).replaceAll("$1");
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
        // The reason of the rule's label, which the first failure need not give.
        Explanation why = Explanation.of(Explanation.told(rule, exercise.number()),
                Optional.of(exercise),
                marking.scheme().rulebook(), Texts.of(FeedbackTexts.class, words.language()));
        String line = terminal(why.headline().replace('\n', ' '));
        return line.length() > 110 ? line.substring(0, 107) + "..." : line;
    }

    /** Points as the grader writes them, with the language's decimal sign. */
    private String points(BigDecimal value) {
        String plain = String.valueOf(value);
        return words.language() == Language.ENGLISH ? plain : plain.replace('.', ',');
    }

    private String timing(Verdict verdict) {
        // Seconds with one decimal, written with the language's decimal sign.
        Locale locale = words.language() == Language.ENGLISH ? Locale.ROOT
                : words.language().locale();
        return words.text("timing", String.format(locale, "%.1f", verdict.compileSeconds()),
                String.format(locale, "%.1f", verdict.runSeconds())) + "\n";
    }
}
