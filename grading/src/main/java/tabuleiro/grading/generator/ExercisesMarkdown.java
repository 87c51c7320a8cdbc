package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.util.List;
import tabuleiro.grading.Scheme;
import tabuleiro.grading.generator.ExerciseCatalogue.Entry;
import tabuleiro.grading.generator.ExerciseCatalogue.Rule;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;

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
     * Names the rule book's runner of a game in {@code exercises/src/test/java}: the game's
     * name in upper camel case and {@code RuleBookTest}.
     *
     * @param game the game's command name, such as {@code connect-four}
     * @return the runner's class name, such as {@code ConnectFourRuleBookTest}
     */
    static String runnerOf(String game) {
        StringBuilder name = new StringBuilder();
        for (String word : game.split("-")) {
            name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return name.append("RuleBookTest").toString();
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
        String oneExercise = catalogue.exercises().get(0).exercise().id();
        String oneRule = catalogue.exercises().stream()
                .flatMap(entry -> entry.rules().stream())
                .map(Rule::id)
                .findFirst()
                .map(id -> "; of one rule, add `-Dcucumber.filter.tags=@" + id + "`")
                .orElse("");
        text.append("# ").append(catalogue.title()).append(": the exercises\n\n")
                .append("<!-- Generated from reference/ and the rule book by the generator in"
                        + " grading/: do not edit by hand. -->\n\n")
                .append("The exercises module holds the ").append(catalogue.title())
                .append(" engine with the bodies of some methods taken out. Every class,"
                        + " signature and contract of the reference is still here; each missing"
                        + " body throws an exception that names its exercise and its method"
                        + " (`Exercise N: implement Class.method`), which the rule book"
                        + " reports as not written yet. Each exercise below lists the methods"
                        + " to write and the rules of the rule book that pass once they are"
                        + " right, with the points they are worth. An exercise's points are"
                        + " shared evenly by the rules it unlocks. The exercises build on each"
                        + " other: do them in order.\n\n")
                .append("## Running the rule book against your code\n\n")
                .append("From the project's root folder:\n\n")
                .append("```\n./mvnw -q -B -pl exercises -am verify -DskipTests"
                        + " -DskipSpecs=false -Dtest=").append(runnerOf(catalogue.game()))
                .append("\n```\n\n")
                .append("`-DskipSpecs=false` runs the rule book on the classes of `exercises/`;"
                        + " `-DskipTests` skips the tests of the other modules; `-Dtest=")
                .append(runnerOf(catalogue.game())).append("` picks ")
                .append(catalogue.title()).append("'s rule book. To run the rules"
                        + " of one exercise only, add `-Dcucumber.filter.tags=@")
                .append(oneExercise).append('`').append(oneRule)
                .append(". The rules and their examples are in `").append(features)
                .append("`.\n\n")
                .append("The build checks the style of your code too (`config/checkstyle.xml`):"
                        + " a style error stops it before the rule book runs, and names the file"
                        + " and the line.\n\n")
                .append("## Playing your engine\n\n")
                .append("```\n./mvnw -q -B -pl exercises -am package -DskipTests\n"
                        + "java -jar exercises/target/tabuleiro-exercises.jar ")
                .append(catalogue.game()).append(" play\n```\n\n");
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
