package tabuleiro.grading.report.feedback;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Markdown;

/**
 * Writes a submission's {@code feedback.md} for the student: the total, then each exercise with
 * its rules, and for each broken rule the scenario that broke it exactly as the rule book says
 * it, what was expected and what happened, and whose fault it is; last, the style of the
 * student's files ({@link StyleAdvice}).
 */
public final class FeedbackWriter {

    private final Marking marking;
    private final Texts texts;

    /**
     * Creates a writer for submissions graded under a marking, in the marking's language.
     *
     * @param marking the marking
     */
    public FeedbackWriter(Marking marking) {
        this.marking = marking;
        this.texts = Texts.of(FeedbackTexts.class, marking.language());
    }

    /**
     * Writes the feedback file.
     *
     * @param graded the graded submission
     * @param file where to write
     * @throws IOException if the file cannot be written
     */
    public void write(GradedSubmission graded, Path file) throws IOException {
        Files.writeString(file, feedback(graded), StandardCharsets.UTF_8);
    }

    /**
     * Builds the feedback text.
     *
     * @param graded the graded submission
     * @return the feedback, in Markdown
     */
    public String feedback(GradedSubmission graded) {
        Markdown md = new Markdown();
        md.line("# " + texts.text("title", marking.scheme().title(marking.language()),
                Markdown.text(graded.name())));
        md.blank();
        writeHead(md, graded);
        for (Exercise exercise : marking.scheme().exercises()) {
            List<RuleScore> rules = graded.score().rulesOf(exercise.id());
            if (!rules.isEmpty()) {
                exercise(md, exercise, rules, graded.status());
            }
        }
        StyleAdvice.of(graded, FinalGrade.of(graded, marking), marking)
                .ifPresent(style -> style.markdown(md));
        return md.toString();
    }

    /**
     * Builds the head of the feedback, as {@link #feedback} writes it under the title: the
     * score, the late penalty, the compile errors and the notes. Gradescope's
     * {@code results.json} shows it as the submission's output.
     *
     * @param graded the graded submission
     * @return the head, in Markdown
     */
    public String head(GradedSubmission graded) {
        Markdown md = new Markdown();
        writeHead(md, graded);
        return md.toString();
    }

    /**
     * The explanation of a broken rule for a terminal, as the student's self-check prints it:
     * {@link #explanation}'s text without Markdown's escapes and bold markers.
     *
     * @param rule a rule of a graded submission that is not kept
     * @return the explanation, as plain text
     * @throws IllegalArgumentException if the rule is kept
     */
    public String explanationForTerminal(RuleScore rule) {
        return Markdown.plain(explanation(rule));
    }

    /**
     * Builds the explanation of a broken rule, as {@link #feedback} writes it under the rule's
     * heading: the rule, the failing scenario as the rule book writes it (boards included), the
     * step, expected and actual, whose fault, the calls that were running, and the other
     * scenarios that fail; for a hidden rule, only that it is hidden. Gradescope's
     * {@code results.json} shows it as the rule's test output.
     *
     * @param rule a rule of a graded submission that is not kept
     * @return the explanation, in Markdown
     * @throws IllegalArgumentException if the rule is kept
     */
    public String explanation(RuleScore rule) {
        if (rule.kept()) {
            throw new IllegalArgumentException("a kept rule has nothing to explain, but "
                    + rule.rule().id() + " is kept");
        }
        Markdown md = new Markdown();
        writeExplanation(md, rule, marking.exercise(rule.rule()));
        return md.toString();
    }

    private void writeHead(Markdown md, GradedSubmission graded) {
        FinalGrade grade = FinalGrade.of(graded, marking);
        // The grade after the penalties, as every report shows it; the points before them
        // beside it, said to be so.
        md.line("**" + texts.text("score", grade.points().toString(), grade.max().toString())
                + "** " + grade.beforePenalties().map(before -> "(" + before + ") ").orElse("")
                + texts.text("score.kept", String.valueOf(graded.score().kept()),
                String.valueOf(graded.score().rules().size())));
        grade.lateNote().ifPresent(note -> {
            md.blank();
            md.line(note);
        });
        grade.styleNote().ifPresent(note -> {
            md.blank();
            md.line(note);
        });
        if (graded.status() == GradedSubmission.Status.GRADER_ERROR) {
            md.blank();
            md.line(texts.text("grader.error"));
        }
        graded.refusal().ifPresent(why -> {
            md.blank();
            md.line(Markdown.text(texts.text("refused", why)));
        });
        compileErrors(md, graded.compileErrors());
        if (!graded.notes().isEmpty()) {
            md.blank();
            md.line("## " + texts.text("notes"));
            md.blank();
            // notes name the student's files and folders, and quote what their code said
            Notes.said(graded.notes(), texts.language())
                    .forEach(note -> md.line("- " + Markdown.text(note)));
        }
    }

    private void compileErrors(Markdown md, List<CompileError> errors) {
        if (errors.isEmpty()) {
            return;
        }
        md.blank();
        md.line("## " + texts.text("compile.errors"));
        md.blank();
        md.line(texts.text("compile.intro"));
        // A renamed method of the given code: said once, instead of once per call.
        List<SignatureChanges> changes = SignatureChanges.of(errors);
        for (SignatureChanges change : changes) {
            md.blank();
            md.line("- " + Markdown.text(change.explain(texts)));
        }
        for (CompileError error : SignatureChanges.unexplained(errors, changes)) {
            md.blank();
            md.line("- " + Markdown.code(error.file()
                    + (error.line() > 0 ? ":" + error.line() : "")));
            md.blank();
            md.fenced("", error.message(), 2);
            if (!error.code().isEmpty()) {
                md.blank();
                md.line("  " + texts.text("compile.on.line"));
                md.blank();
                md.fenced("java", error.code(), 2);
            }
            if (!error.studentsFile()) {
                md.blank();
                md.line("  " + texts.text("compile.skeleton"));
            }
        }
    }

    private void exercise(Markdown md, Exercise exercise, List<RuleScore> rules,
            GradedSubmission.Status status) {
        Score score = new Score(rules);
        md.blank();
        md.line("## " + texts.text("exercise.heading", marking.scheme().label(exercise,
                marking.language()), score.total().toString(), score.max().toString()));
        md.blank();
        md.line("| " + texts.text("column.rule") + " | " + texts.text("column.points") + " | |");
        md.line("| --- | --- | --- |");
        for (RuleScore rule : rules) {
            md.line("| " + Markdown.cell(rule.rule().name())
                    + (marking.hidden(rule.rule()) ? " *" + texts.text("hidden") + "*" : "")
                    + " | " + rule.score() + " / " + rule.max() + " | "
                    + texts.text(state(rule, exercise)) + " |");
        }
        if (status != GradedSubmission.Status.GRADED) {
            return;
        }
        for (RuleScore rule : rules) {
            if (!rule.kept()) {
                brokenRule(md, rule, exercise);
            } else if (rule.charged() && !marking.hidden(rule.rule())) {
                generatedRule(md, rule);
            }
        }
        // A kept rule whose example failed on another rule's behaviour says so, once: the
        // other rule's explanation shows the example.
        for (RuleScore rule : rules) {
            if (rule.chargedWith().isPresent() && !marking.hidden(rule.rule())) {
                md.blank();
                md.line(Markdown.text(texts.text("generated.covered", rule.rule().id(),
                        rule.chargedWith().get(), String.join(", ",
                                rule.where().orElse(List.of())))));
            }
            for (ScenarioOutcome waiting : rule.waiting()) {
                md.blank();
                md.line(Markdown.text(texts.text("kept.waits", rule.rule().id(),
                        waiting.scenario().name(), rule.waitsOn(waiting).orElseThrow())));
            }
        }
    }

    /**
     * A rule kept on every written example whose generated example disagreed: shown as the rule
     * book shows an example, with the scenario that reproduces it in the kit.
     */
    private void generatedRule(Markdown md, RuleScore rule) {
        md.blank();
        md.line("### " + texts.text("rule.generated", rule.rule().id()));
        md.blank();
        md.line("> " + rule.rule().title());
        md.blank();
        md.line(ruleBook(rule.rule()));
        md.blank();
        md.line(Markdown.text(generatedLead(texts, rule)));
        final GeneratedExample example = rule.generated().orElseThrow();
        if (!example.board().isEmpty()) {
            md.blank();
            md.line(texts.text("generated.board"));
            md.blank();
            md.fenced("text", example.board().replace('/', '\n'), 0);
        }
        md.blank();
        Optional<ListAnswers> lists = ListAnswers.of(texts, example);
        if (lists.isPresent()) {
            md.line(Markdown.text(lists.get().counts()));
            md.blank();
            md.line("- **" + lists.get().actualLabel() + "** " + Markdown.code(
                    lists.get().actual()));
            md.line("- **" + lists.get().expectedLabel() + "** " + Markdown.code(
                    lists.get().expected()));
        } else {
            md.line("**" + texts.text("generated.expected") + "** " + Markdown.code(
                    example.expected()));
            md.blank();
            md.line("**" + texts.text("generated.actual") + "** " + Markdown.code(
                    example.actual()));
        }
        whereTheDifferenceIs(md, rule);
        whereToLook(md, marking.exercise(rule.rule()));
        md.blank();
        String scenario = OwnScenarios.pasteable(example.scenario(marking.language()),
                rule.rule().id());
        if (scenario.isEmpty()) {
            md.line(texts.text("generated.noscenario"));
        } else {
            md.line(Markdown.text(pasteHere(texts, marking, rule)));
            md.blank();
            md.fenced("gherkin", scenario, 0);
        }
    }

    /**
     * Where a student pastes a generated example's scenario: the kit's file of their own
     * scenarios for the game, in the marking's language, and the tag that runs it.
     *
     * @param texts the feedback's words
     * @param marking the marking, whose game and language name the file
     * @param rule the rule the example charged
     * @return the sentence
     */
    static String pasteHere(Texts texts, Marking marking, RuleScore rule) {
        return texts.text("generated.paste", OwnScenarios.folder(marking.language().features(
                marking.scheme().rulebook())), rule.rule().id());
    }

    /**
     * What a rule charged by a generated example is told, in the page and the Markdown alike:
     * the seed, the moves, the question, the points it keeps, and how many of the generated
     * games that asked it disagreed (said, not weighed: the loss is the scheme's share).
     *
     * @param texts the feedback's words
     * @param rule the charged rule
     * @return the paragraph, plain text
     */
    static String generatedLead(Texts texts, RuleScore rule) {
        GeneratedExample example = rule.generated().orElseThrow();
        String lead = texts.text("generated.lead", String.valueOf(example.seed()),
                example.moves().isEmpty() ? texts.text("generated.start")
                        : String.join(" ", example.moves()), example.key(),
                rule.score().toString(), rule.max().toString());
        if (example.games() == 0) {
            return lead;
        }
        return lead + " " + texts.text("generated.some", String.valueOf(example.contradicted()),
                String.valueOf(example.games()));
    }

    /**
     * The key of a rule's state: kept, generated (kept on the written examples, a share lost on
     * a generated one), broken, waiting for another exercise, or not started
     * (its exercise's methods all still the kit's stubs). The last two score nothing all the
     * same; the label only stops calling "broken" what the student has not begun.
     */
    static String state(RuleScore rule, Exercise exercise) {
        return rule.charged() ? "generated" : rule.kept() ? "kept"
                : Explanation.waits(rule, exercise.number()) ? "waits"
                : Explanation.notStarted(rule, exercise.number()) ? "not.started" : "broken";
    }

    /**
     * A line of where to look, its label and its text, as the feedback and the kit write it.
     *
     * @param label the line's label, such as "Where the difference is:"
     * @param text what follows the label
     */
    public record WhereLine(String label, String text) {

        /**
         * The line as plain text.
         *
         * @return the label, a space and the text
         */
        public String plain() {
            return label + " " + text;
        }

        /** The line in Markdown, its label in bold. */
        String markdown() {
            return "**" + label + "** " + text;
        }
    }

    /**
     * The line that names the methods of a rule's exercise, where its answers come from.
     *
     * @param texts the feedback's words
     * @param marking the marking, for the game's package
     * @param exercise the rule's exercise, if it has one
     * @param name how to write a method's name (as code in Markdown, as it is in plain text)
     * @return the line; empty for a rule of no exercise or an exercise of no method
     */
    public static Optional<WhereLine> exerciseMethods(Texts texts, Marking marking,
            Optional<Exercise> exercise, UnaryOperator<String> name) {
        List<String> methods = exercise.map(own -> ExerciseMethods.of(
                marking.scheme().enginePackage(), own.number())).orElse(List.of());
        if (methods.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new WhereLine(texts.text("where.exercise", String.valueOf(
                exercise.get().number())), String.join(", ", methods.stream().map(name)
                        .toList())));
    }

    /**
     * The line that says which of the student's classes makes the rule's difference, as the
     * grader found it by putting each back to the reference's.
     *
     * @param texts the feedback's words
     * @param rule the rule
     * @param name how to write a class's name
     * @return the line; empty when the grader did not look
     */
    static Optional<WhereLine> difference(Texts texts, RuleScore rule,
            UnaryOperator<String> name) {
        return rule.where().map(classes -> new WhereLine(texts.text("where.swap"),
                classes.isEmpty() ? texts.text("where.swap.none")
                        : texts.text("where.swap.found", String.join(texts.text("where.swap.or"),
                                classes.stream().map(name).toList()))));
    }

    /** A blank line and the line of the methods of a rule's exercise, when there is one. */
    private void whereToLook(Markdown md, Optional<Exercise> exercise) {
        exerciseMethods(texts, marking, exercise, Markdown::code).ifPresent(line -> {
            md.blank();
            md.line(line.markdown());
        });
    }

    /** A blank line and the line of where the rule's difference is, when the grader looked. */
    private void whereTheDifferenceIs(Markdown md, RuleScore rule) {
        difference(texts, rule, Markdown::code).ifPresent(line -> {
            md.blank();
            md.line(line.markdown());
        });
    }

    /**
     * What the page says of where a rule's difference is, in plain text, one line each: the
     * classes the grader found by putting each back to the reference's, and, when no method of
     * the student's was on the stack, the methods of the rule's exercise.
     *
     * @param texts the feedback's words
     * @param marking the marking
     * @param rule the rule
     * @param framesShown whether the page shows the methods that were running
     * @return the lines, each with its label
     */
    static List<String> whereLines(Texts texts, Marking marking, RuleScore rule,
            boolean framesShown) {
        List<String> lines = new ArrayList<>();
        difference(texts, rule, UnaryOperator.identity()).map(WhereLine::plain)
                .ifPresent(lines::add);
        if (!framesShown) {
            exerciseMethods(texts, marking, marking.exercise(rule.rule()),
                    UnaryOperator.identity()).map(WhereLine::plain).ifPresent(lines::add);
        }
        return List.copyOf(lines);
    }

    /** The rule whose example a scenario is, by its ID; the scenario's tag if none is graded. */
    private String ownerOf(BookScenario scenario) {
        return marking.rules().stream().filter(rule -> rule.scenarios().contains(scenario))
                .map(GradedRule::id).findFirst().orElse("?");
    }

    /**
     * What a kept rule's verdict says, as Gradescope's and PrairieLearn's results show it: all
     * its scenarios pass, or, when some fail on another rule's behaviour and are charged there,
     * how many pass and which rule loses the points for the rest.
     *
     * @param rule a kept rule that is not hidden
     * @param texts the feedback's words
     * @return the verdict
     */
    public static String keptText(RuleScore rule, Texts texts) {
        List<ScenarioOutcome> waiting = rule.waiting();
        if (waiting.isEmpty()) {
            return texts.text("results.kept", rule.rule().scenarios().size());
        }
        int total = rule.scenarios().size();
        return texts.text("results.kept.waits", String.valueOf(total - waiting.size()),
                String.valueOf(total), rule.waitsOn(waiting.get(0)).orElseThrow());
    }

    private void brokenRule(Markdown md, RuleScore rule, Exercise exercise) {
        md.blank();
        md.line("### " + texts.text("rule." + state(rule, exercise), rule.rule().id()));
        md.blank();
        writeExplanation(md, rule, Optional.of(exercise));
    }

    /**
     * Says where a visible rule is in the rule book: a link to its page of the rule book site
     * when the scheme knows the site ({@code grade --rulebook-url}), else its ID and its feature
     * file in the student kit's {@code rulebook/} folder, so that no link is ever dead.
     *
     * @param rule the rule
     * @return the line, in Markdown
     */
    String ruleBook(GradedRule rule) {
        return marking.scheme().rulePage(rule.id())
                .map(page -> texts.text("rule.read") + " [" + texts.text("rule.link", rule.id())
                        + "](" + page + ")")
                .orElseGet(() -> texts.text("rule.where", rule.id(), featureFile(rule),
                        marking.scheme().game()));
    }

    /**
     * Names a rule's place as the student kit's {@code rulebook/GAME/} folder holds it.
     *
     * @param rule the rule
     * @return its feature file's name and the line of its {@code Rule:}, such as
     *     {@code winning.feature:12}
     */
    public static String featureFile(GradedRule rule) {
        String resource = rule.block().resource();
        return resource.substring(resource.lastIndexOf('/') + 1) + ":" + rule.block().line();
    }

    private void writeExplanation(Markdown md, RuleScore rule, Optional<Exercise> exercise) {
        GradedRule graded = rule.rule();
        List<ScenarioOutcome> failures = rule.failures();
        // The scenario explained is one that ran and failed: a scenario that never ran (its
        // rule was lost to a time-out, or the run stopped) says nothing about the code. Of
        // those, one that gives the reason of the rule's label ("not started", "waits").
        final ScenarioOutcome first = exercise.map(own -> Explanation.told(rule, own.number()))
                .orElseGet(() -> failures.stream()
                        .filter(outcome -> outcome.result().outcome() != Outcome.NOT_RUN)
                        .findFirst().orElse(failures.get(0)));
        final BookScenario scenario = first.scenario();
        final Explanation why = Explanation.of(first, exercise, marking.scheme().rulebook(),
                texts);
        md.line("> " + graded.title());
        if (!graded.description().isEmpty()) {
            graded.description().lines().forEach(line -> md.line("> " + line));
        }
        md.blank();
        if (marking.hidden(graded)) {
            md.line(texts.text("rule.hidden"));
            return;
        }
        md.line(ruleBook(graded));
        md.blank();
        md.line(graded.scenarios().contains(scenario)
                ? texts.text("scenario.shows", scenario.key().where())
                : texts.text("scenario.shows.other", scenario.key().where(), ownerOf(scenario)));
        md.blank();
        String text = scenario.background().isEmpty() ? scenario.text()
                : scenario.background() + "\n\n" + scenario.text();
        md.fenced("gherkin", text, 0);
        scenario.exampleRow().ifPresent(row -> {
            md.blank();
            md.line(texts.text("example.lead") + " " + Markdown.code(row) + ".");
        });
        md.blank();
        // the headline and the fault quote what the submission threw, and name its methods
        md.line("**" + texts.text("what.happened") + "** " + Markdown.text(why.headline()));
        first.result().step().ifPresent(step -> {
            md.blank();
            md.line("**" + texts.text("at.step") + "** " + Markdown.code(step.text()) + " "
                    + texts.text("step.line", String.valueOf(step.line())));
        });
        Optional<ComparisonBlocks> blocks = why.details().isEmpty() ? Optional.empty()
                : ComparisonBlocks.of(first.result(), texts);
        if (blocks.isPresent()) {
            md.blank();
            blocks.get().markdown(md);
        } else if (!why.details().isEmpty()) {
            md.blank();
            md.line("**" + texts.text("expected") + "**");
            md.blank();
            md.fenced("", why.details(), 0);
        }
        if (!why.fault().isEmpty()) {
            md.blank();
            md.line("**" + texts.text("whose.fault") + "** " + Markdown.text(why.fault()));
        }
        if (!why.where().isEmpty()) {
            md.blank();
            md.line("**" + texts.text("where") + "** " + String.join(texts.text("called.from"),
                    why.where().stream().map(Markdown::code).toList()));
        } else {
            // No method of the student's was running when the rule was lost (a check of the
            // rule book on what the engine answered): the rule's exercise's methods are where
            // its answers come from.
            whereToLook(md, exercise);
        }
        whereTheDifferenceIs(md, rule);
        if (failures.size() > 1) {
            md.blank();
            md.line(texts.text("others"));
            md.blank();
            for (ScenarioOutcome other : failures.stream().filter(o -> o != first).toList()) {
                Explanation otherWhy = Explanation.of(other, exercise,
                        marking.scheme().rulebook(), texts);
                md.line("- \"" + other.scenario().name() + "\" (" + other.scenario().key()
                        .where() + "): " + Markdown.text(otherWhy.headline()));
            }
        }
    }
}
