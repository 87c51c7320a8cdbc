package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.util.List;
import tabuleiro.grading.generator.ExerciseCatalogue.Entry;
import tabuleiro.grading.generator.ExerciseCatalogue.Rule;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.model.Scheme;

/**
 * Writes the students' guides to the skeleton: a game's catalogue as
 * {@code exercises/guides/GAME.md}, and the index of the games as {@code exercises/EXERCISES.md}.
 *
 * <p>The text depends on the catalogue only: no date, no path of the machine that generated it,
 * so that the build can compare it byte for byte with a fresh one.
 */
final class ExercisesMarkdown {

    /** Where the project keeps the rule book's feature files, relative to its root. */
    private static final String FEATURES_ROOT = "features/src/main/resources/";

    private ExercisesMarkdown() {
    }

    /**
     * Renders the index of the guides: each game, its exercises and points, and its guide.
     *
     * @param catalogues one catalogue per game
     * @return the Markdown text, with {@code \n} line endings and a final newline
     */
    static String index(List<ExerciseCatalogue> catalogues) {
        StringBuilder text = new StringBuilder("# The exercises\n\n")
                .append("<!-- Generated from reference/ and the rule book by the generator in"
                        + " grading/: do not edit by hand. -->\n\n")
                .append("This module holds every game's engine with the bodies of some methods"
                        + " taken out. Each game has a guide that lists its exercises, the"
                        + " methods each one asks for and the rules of the rule book it"
                        + " unlocks.\n\n")
                .append("| Game | Exercises | Points | Rules | Guide |\n")
                .append("| --- | ---: | ---: | ---: | --- |\n");
        for (ExerciseCatalogue catalogue : catalogues) {
            text.append("| ").append(cell(catalogue.title()))
                    .append(" | ").append(catalogue.exercises().size())
                    .append(" | ").append(number(catalogue.exercises().stream()
                            .map(entry -> entry.exercise().points())
                            .reduce(BigDecimal.ZERO, BigDecimal::add)))
                    .append(" | ").append(catalogue.exercises().stream()
                            .mapToInt(entry -> entry.rules().size()).sum())
                    .append(" | [").append(GeneratedExercises.guideOf(catalogue.game()))
                    .append("](").append(GeneratedExercises.guideOf(catalogue.game()))
                    .append(") |\n");
        }
        return text.append('\n').toString().stripTrailing() + "\n";
    }

    /**
     * Renders a game's catalogue.
     *
     * @param catalogue the catalogue
     * @return the Markdown text, with {@code \n} line endings and a final newline
     */
    static String render(ExerciseCatalogue catalogue) {
        StringBuilder text = new StringBuilder();
        introduction(text, catalogue);
        summary(text, catalogue);
        for (Entry entry : catalogue.exercises()) {
            exercise(text, entry);
        }
        if (!catalogue.ungraded().isEmpty()) {
            text.append("## Rules without an exercise\n\n")
                    .append("These rules are tagged with no exercise and earn no points.\n\n");
            ruleTable(text, catalogue.ungraded(), false);
        }
        // One newline at the end, however the last section ended.
        return text.toString().stripTrailing() + "\n";
    }

    private static void introduction(StringBuilder text, ExerciseCatalogue catalogue) {
        String features = FEATURES_ROOT + catalogue.rulebook().replace('.', '/') + "/";
        String game = catalogue.game();
        int oneExercise = catalogue.exercises().get(0).exercise().number();
        String oneRule = catalogue.exercises().stream()
                .flatMap(entry -> entry.rules().stream())
                .map(Rule::id)
                .findFirst()
                .map(id -> ", `--tags @" + id + "` the scenarios of one rule")
                .orElse("");
        text.append("# ").append(catalogue.title()).append(": the exercises\n\n")
                .append("<!-- Generated from reference/ and the rule book by the generator in"
                        + " grading/: do not edit by hand. -->\n\n")
                .append("Your project holds the ").append(catalogue.title())
                .append(" engine with the bodies of some methods taken out. Every class,"
                        + " signature and contract of the reference is still here; each missing"
                        + " body throws an exception that names its exercise and its method"
                        + " (`Exercise N: implement Class.method`), which the rule book"
                        + " reports as not written yet. Each exercise below lists the methods"
                        + " to write and the rules of the rule book that pass once they are"
                        + " right, with the points they are worth. An exercise's points are"
                        + " shared evenly by the rules it unlocks. The exercises build on each"
                        + " other: do them in order.\n\n")
                .append("## Checking your code\n\n")
                .append("In your student kit's folder:\n\n")
                .append("```\n./check                 # every rule, as the grader runs them\n"
                        + "./check --exercise ").append(oneExercise)
                .append("    # the rules of one exercise\n"
                        + "./check --watch         # again each time you save a file\n```\n\n")
                .append("(`check.cmd` on Windows; in the Tabuleiro repository itself,"
                        + " `java -jar grading/target/tabuleiro-grader.jar check --game ")
                .append(game).append(" exercises`.) It compiles your code and runs the rule"
                        + " book against it in a few seconds, and prints what the grader would"
                        + " give: the points of each exercise, each rule kept or broken, and the"
                        + " first broken rules explained (the scenario, the step, what was"
                        + " expected and what came, whose fault it is by the contract). `--tags`"
                        + " takes a Cucumber tag expression").append(oneRule)
                .append(". The full feedback, as the grader writes it, is in"
                        + " `target/self-check/feedback.html`. The rules and their examples are"
                        + " in the kit's `rulebook/` folder (`").append(features)
                .append("` in the repository). It also shows the grader's style findings on"
                        + " your files: advice, unless your course charges points for"
                        + " them.\n\n")
                .append("## Playing your engine\n\n")
                .append("```\n./play\n```\n\n")
                .append("(`play.cmd` on Windows; in the repository, `java -jar"
                        + " grading/target/tabuleiro-grader.jar play --game ").append(game)
                .append(" --project exercises`.)\n\n");
    }

    private static void summary(StringBuilder text, ExerciseCatalogue catalogue) {
        text.append("## Summary\n\n")
                .append("| Exercise | Title | Points | Rules |\n")
                .append("| ---: | --- | ---: | ---: |\n");
        BigDecimal points = BigDecimal.ZERO;
        int rules = 0;
        for (Entry entry : catalogue.exercises()) {
            text.append("| ").append(entry.exercise().number())
                    .append(" | ").append(cell(entry.exercise().title()))
                    .append(" | ").append(number(entry.exercise().points()))
                    .append(" | ").append(entry.rules().size()).append(" |\n");
            points = points.add(entry.exercise().points());
            rules += entry.rules().size();
        }
        text.append("|  | Total | ").append(number(points)).append(" | ").append(rules)
                .append(" |\n\n");
    }

    private static void exercise(StringBuilder text, Entry entry) {
        Scheme.Exercise exercise = entry.exercise();
        text.append("## Exercise ").append(exercise.number()).append(": ")
                .append(exercise.title()).append(" (").append(number(exercise.points()))
                .append(" points)\n\n");
        if (entry.members().isEmpty()) {
            text.append("No method of the skeleton is stubbed for this exercise yet.\n\n");
        } else {
            text.append("Write:\n\n");
            for (StubbedMember member : entry.members()) {
                text.append("- `").append(member.member()).append("` in `")
                        .append(member.file()).append("`\n");
            }
            text.append('\n');
        }
        if (entry.rules().isEmpty()) {
            text.append("No rule of the rule book is tagged `@").append(exercise.id())
                    .append("` yet.\n\n");
        } else {
            text.append("Unlocks:\n\n");
            ruleTable(text, entry.rules(), true);
        }
    }

    private static void ruleTable(StringBuilder text, List<Rule> rules, boolean withPoints) {
        text.append(withPoints ? "| Rule | Title | Points | Feature file |\n"
                        : "| Rule | Title | Feature file |\n")
                .append(withPoints ? "| --- | --- | ---: | --- |\n" : "| --- | --- | --- |\n");
        for (Rule rule : rules) {
            text.append("| ").append(rule.id()).append(" | ").append(cell(rule.title()));
            if (withPoints) {
                text.append(" | ").append(number(rule.points()));
            }
            text.append(" | `").append(rule.file()).append("` |\n");
        }
        text.append('\n');
    }

    private static String number(BigDecimal value) {
        return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    }

    /** Text that is safe in a table cell: a '|' would end the cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
