package tabuleiro.grading.report.feedback;

import gg.jte.Content;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Pages;

/**
 * A submission's {@code feedback.html} for the student: the same account as
 * {@code feedback.md} ({@link FeedbackWriter}) as one self-contained page. For each broken rule:
 * its ID and wording, the failing scenario as the rule book writes it and every board it states
 * drawn as a picture, what was expected and what came, and the contract at fault with whose duty
 * it was. A hidden rule shows only its ID, its title and whether it was kept.
 *
 * <p>This class decides what the page says ({@link View}); the template
 * {@code src/main/jte/feedback.jte} lays it out and escapes every text in it.
 */
public final class FeedbackPage {

    /** The template, under {@code src/main/jte}. */
    static final String TEMPLATE = "feedback/feedback.jte";

    private final Marking marking;
    private final Texts texts;

    /**
     * Creates a page writer for submissions graded under a marking, in the marking's language.
     *
     * @param marking the marking
     */
    public FeedbackPage(Marking marking) {
        this.marking = marking;
        this.texts = Texts.of(FeedbackTexts.class, marking.language());
    }

    /**
     * Builds the page.
     *
     * @param graded the graded submission
     * @return the HTML page
     */
    public String page(GradedSubmission graded) {
        return Pages.render(TEMPLATE, view(graded));
    }

    /**
     * Gathers what the page says, as plain text for the template to escape.
     *
     * @param graded the graded submission
     * @return the page's content
     */
    View view(GradedSubmission graded) {
        FinalGrade grade = FinalGrade.of(graded, marking);
        String title = marking.scheme().title(marking.language());
        List<ExerciseView> exercises = marking.scheme().exercises().stream()
                .filter(exercise -> !graded.score().rulesOf(exercise.id()).isEmpty())
                .map(exercise -> exercise(exercise, graded.score().rulesOf(exercise.id()),
                        graded.status()))
                .toList();
        // A renamed method of the given code is said once, and its errors are not listed.
        List<SignatureChanges> changes = SignatureChanges.of(graded.compileErrors());
        return new View(texts, texts.text("title", title, graded.name()),
                texts.text("title", title, graded.student().fullName()),
                String.valueOf(grade.points()), String.valueOf(grade.max()),
                grade.beforePenalties(),
                graded.score().kept(), graded.score().rules().size(), grade.lateNote(),
                graded.status() == GradedSubmission.Status.GRADER_ERROR, graded.refusal(),
                SignatureChanges.unexplained(graded.compileErrors(), changes).stream()
                        .map(FeedbackPage::compileError).toList(),
                changes.stream().map(change -> change.explain(texts)).toList(),
                Notes.said(graded.notes(), marking.language()), exercises, grade.styleNote(),
                StyleAdvice.of(graded, grade, marking));
    }

    private static CompileErrorView compileError(CompileError error) {
        return new CompileErrorView(error.file() + (error.line() > 0 ? ":" + error.line() : ""),
                error.message(), error.code(), error.studentsFile());
    }

    private ExerciseView exercise(Exercise exercise, List<RuleScore> rules,
            GradedSubmission.Status status) {
        Score score = new Score(rules);
        List<RuleRow> rows = rules.stream().map(rule -> new RuleRow(rule.rule().name(),
                marking.hidden(rule.rule()), String.valueOf(rule.score()),
                String.valueOf(rule.max()), rule.kept() && !rule.charged(),
                FeedbackWriter.state(rule, exercise)))
                .toList();
        // A run that did not finish (no compilation, the grader's failure) broke no rule by
        // itself: its scenarios would explain nothing.
        List<BrokenRule> broken = status != GradedSubmission.Status.GRADED ? List.of()
                : rules.stream().filter(rule -> !rule.kept())
                        .map(rule -> brokenRule(rule, exercise)).toList();
        List<GeneratedView> generated = status != GradedSubmission.Status.GRADED ? List.of()
                : rules.stream().filter(rule -> rule.charged() && !marking.hidden(rule.rule()))
                        .map(this::generated).toList();
        return new ExerciseView(texts.text("exercise.heading", marking.scheme().label(exercise,
                marking.language()), score.total().toString(), score.max().toString()),
                rows, broken, generated);
    }

    private GeneratedView generated(RuleScore rule) {
        GeneratedExample example = rule.generated().orElseThrow();
        GradedRule graded = rule.rule();
        Optional<String> page = marking.scheme().rulePage(graded.id());
        String ruleBook = page.isPresent() ? texts.text("rule.read")
                : texts.text("rule.where", graded.id(), FeedbackWriter.featureFile(graded),
                        marking.scheme().game());
        return new GeneratedView(graded.id(), graded.title(),
                FeedbackWriter.generatedLead(texts, rule), example.board().replace('/', '\n'),
                example.expected(), example.actual(), OwnScenarios.pasteable(
                        example.scenario(marking.language()), graded.id()),
                FeedbackWriter.pasteHere(texts, marking, rule), ruleBook, page,
                ListAnswers.of(texts, example),
                FeedbackWriter.whereLines(texts, marking, rule, false));
    }

    private BrokenRule brokenRule(RuleScore rule, Exercise exercise) {
        GradedRule graded = rule.rule();
        if (marking.hidden(graded)) {
            return new BrokenRule(graded.id(), graded.title(), graded.description(),
                    Optional.empty(), "", Optional.empty(), FeedbackWriter.state(rule, exercise),
                    List.of());
        }
        List<ScenarioOutcome> failures = rule.failures();
        ScenarioOutcome first = failures.get(0);
        BookScenario scenario = first.scenario();
        Explanation why = Explanation.of(first, Optional.of(exercise),
                marking.scheme().rulebook(), texts);
        List<String> others = failures.subList(1, failures.size()).stream()
                .map(other -> "\"" + other.scenario().name() + "\" ("
                        + other.scenario().key().where() + "): " + Explanation.of(other,
                        Optional.of(exercise), marking.scheme().rulebook(), texts).headline())
                .toList();
        Optional<String> page = marking.scheme().rulePage(graded.id());
        String ruleBook = page.isPresent() ? texts.text("rule.read")
                : texts.text("rule.where", graded.id(), FeedbackWriter.featureFile(graded),
                        marking.scheme().game());
        Optional<ComparisonBlocks> blocks = why.details().isEmpty() ? Optional.empty()
                : ComparisonBlocks.of(first.result(), texts);
        return new BrokenRule(graded.id(), graded.title(), graded.description(),
                Optional.of(new Failure(scenario.key().where(),
                        scenario.background().isEmpty() ? scenario.text()
                                : scenario.background() + "\n\n" + scenario.text(),
                        BoardDrawings.pictures(marking.scheme().game(), scenario.text(),
                                marking.language()),
                        scenario.exampleRow(), why.headline(), first.result().step(),
                        blocks.isPresent() ? "" : why.details(), blocks, why.fault(),
                        why.where(), others)), ruleBook, page,
                FeedbackWriter.state(rule, exercise),
                FeedbackWriter.whereLines(texts, marking, rule, !why.where().isEmpty()));
    }

    /**
     * What {@code feedback.html} says, every text plain (the template escapes it).
     *
     * @param texts the page's own words, in the marking's language
     * @param title the page's title
     * @param heading its first heading, with the student's name
     * @param points the grade, after the penalties ({@link FinalGrade#points()})
     * @param max the most points there are
     * @param beforePenalties the points before the penalties, said to be so, when a penalty
     *     took points off
     * @param kept how many rules were kept
     * @param rules how many rules there are
     * @param lateNote how late it was handed in and what that cost, if it was late
     * @param graderError whether the grader failed, so the score means nothing
     * @param refusal why the submission was refused before grading, if it was
     * @param compileErrors what the compiler said, if the code did not compile, less what a
     *     signature change explains
     * @param signatureChanges each changed signature of the given code, said once
     * @param notes what the student should know besides the rules
     * @param exercises each exercise with rules, in the scheme's order
     * @param styleNote what the style findings cost, if the scheme charges for them
     * @param style the style of the student's files, if any was checked
     */
    record View(Texts texts, String title, String heading, String points, String max,
            Optional<String> beforePenalties, long kept, int rules, Optional<String> lateNote,
            boolean graderError, Optional<String> refusal,
            List<CompileErrorView> compileErrors, List<String> signatureChanges,
            List<String> notes,
            List<ExerciseView> exercises, Optional<String> styleNote,
            Optional<StyleAdvice> style) {

        /**
         * One of the page's own words, for the template.
         *
         * @param key the text's key in {@link FeedbackTexts}
         * @param arguments its arguments, as text
         * @return the text in the page's language
         */
        public String t(String key, String... arguments) {
            return texts.text(key, (Object[]) arguments);
        }

        /**
         * The page's language, for the {@code lang} attribute of its {@code html} element.
         *
         * @return {@code en} or {@code pt}
         */
        public String lang() {
            return texts.language().tag();
        }
    }

    /**
     * A compiler error.
     *
     * @param where the file and line, as the student knows the file
     * @param message the compiler's message
     * @param code the line the error is on, or an empty string
     * @param studentsFile whether the student handed the file in
     */
    record CompileErrorView(String where, String message, String code, boolean studentsFile) {
    }

    /**
     * An exercise: its rules' scores and an account of each broken one.
     *
     * @param heading the exercise and its points
     * @param rules a row per rule
     * @param broken the broken rules, when the rule book ran
     * @param generated the rules kept on every written example whose generated examples
     *     disagreed, when the rule book ran
     */
    record ExerciseView(String heading, List<RuleRow> rules, List<BrokenRule> broken,
            List<GeneratedView> generated) {
    }

    /**
     * A rule kept on every written example whose generated example disagreed (issue 47).
     *
     * @param id the rule's ID
     * @param title the rule's title
     * @param lead what was played and asked, and what the rule keeps of its points
     * @param board the rule's board after the moves, one row a line, or empty
     * @param expected the rule's answer
     * @param actual the engine's answer
     * @param scenario the scenario that reproduces it in the kit, in the page's language, ready
     *     to paste
     * @param paste where to paste it and how to run it
     * @param ruleBook where to read the rule, as for a broken rule
     * @param page the rule's page of the rule book site, if the scheme knows the site
     * @param lists for answers that are lists, what differs, shown instead of the two answers
     * @param where where the difference is and where to look, a line each, labelled
     */
    record GeneratedView(String id, String title, String lead, String board, String expected,
            String actual, String scenario, String paste, String ruleBook,
            Optional<String> page, Optional<ListAnswers> lists, List<String> where) {
    }

    /**
     * A rule's row in an exercise's table.
     *
     * @param name the rule's ID and title
     * @param hidden whether the rule is hidden from students
     * @param score the points earned
     * @param max the rule's points
     * @param kept whether it was kept, its generated examples included
     * @param state the key of its label: kept, generated (kept on the written examples, a
     *     share lost on a generated one), broken, waits or not.started (a rule whose exercise
     *     is not begun scores nothing all the same, but is not called broken)
     */
    record RuleRow(String name, boolean hidden, String score, String max, boolean kept,
            String state) {
    }

    /**
     * A broken rule.
     *
     * @param id the rule's ID
     * @param title the rule's title
     * @param description the rule's description, or an empty string
     * @param failure the scenario that shows it, or empty for a hidden rule
     * @param ruleBook where to read the rule: the words before the link to its page, or its ID
     *     and feature file when there is no site; empty for a hidden rule
     * @param page the address of the rule's page of the rule book site, if the scheme knows
     *     the site
     * @param state the key of its label: broken, waits or not.started
     * @param where where the difference is and, when no method of the student's was running,
     *     where to look, a line each, labelled
     */
    record BrokenRule(String id, String title, String description, Optional<Failure> failure,
            String ruleBook, Optional<String> page, String state, List<String> where) {
    }

    /**
     * The first scenario of a rule that failed, and why.
     *
     * @param where the feature file and line
     * @param text the scenario, after its background if any, as the rule book writes it
     * @param boards the positions it states, drawn as inline SVG by trusted code
     *     ({@link BoardDrawings})
     * @param exampleRow the row of an outline's examples, if it is one
     * @param headline what happened, in a sentence
     * @param step the step it failed at, if known
     * @param details the check's message, when it is not shown as a comparison, or an empty
     *     string
     * @param comparison expected and actual as two labelled blocks, when the check says them
     * @param fault whose fault it is, or an empty string
     * @param frames where, innermost first
     * @param others the rule's other failing scenarios, one line each
     */
    record Failure(String where, String text, List<Content> boards, Optional<String> exampleRow,
            String headline, Optional<ScenarioResult.Step> step, String details,
            Optional<ComparisonBlocks> comparison, String fault, List<String> frames,
            List<String> others) {
    }
}
