package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.generator.ExerciseCatalogue.Entry;
import tabuleiro.grading.generator.ExerciseCatalogue.Rule;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Language;

/**
 * Writes the students' guides to the skeleton: a game's catalogue as
 * {@code exercises/guides/GAME.md} (in Portuguese {@code exercises/guides/pt/GAME.md}), and the
 * index of the games as {@code exercises/EXERCISES.md} (in Portuguese
 * {@code exercises/guides/pt/README.md}).
 *
 * <p>The text depends on the catalogue only: no date, no path of the machine that generated it,
 * so that the build can compare it byte for byte with a fresh one. Its words come from
 * {@link GuideTexts} in the catalogue's language; the Markdown around them (headings' marks,
 * table rules, code fences) and the commands stay here, the same in every language.
 */
final class ExercisesMarkdown {

    /** Where the project keeps the rule book's feature files, relative to its root. */
    private static final String FEATURES_ROOT = "features/src/main/resources/";

    /** The grader's jar, as the guides' commands run it from the project's root. */
    private static final String GRADER = "java -jar grading/target/tabuleiro-grader.jar";

    private ExercisesMarkdown() {
    }

    /**
     * Renders the index of the guides in English: each game, its exercises and points, and its
     * guide.
     *
     * @param catalogues one catalogue per game
     * @return the Markdown text, with {@code \n} line endings and a final newline
     */
    static String index(List<ExerciseCatalogue> catalogues) {
        return index(catalogues, Language.ENGLISH, Optional.empty());
    }

    /**
     * Renders the index of the guides in a language.
     *
     * @param catalogues one catalogue per game, in the index's language
     * @param language the index's language
     * @param translation the index of the guides in the other language, relative to this
     *     index's folder, to link to at its end; empty for none
     * @return the Markdown text, with {@code \n} line endings and a final newline; each guide is
     *     linked as {@link GeneratedExercises#guideOf} names it, relative to the English
     *     index's folder, or by its file name from the Portuguese index beside the guides
     */
    static String index(List<ExerciseCatalogue> catalogues, Language language,
            Optional<String> translation) {
        GuideWords words = GuideWords.of(language);
        StringBuilder text = new StringBuilder(words.text("index.title")).append("\n\n")
                .append(words.text("generated")).append("\n\n")
                .append(words.text("index.intro")).append("\n\n")
                .append(words.text("index.header")).append('\n')
                .append("| --- | ---: | ---: | ---: | --- |\n");
        for (ExerciseCatalogue catalogue : catalogues) {
            String guide = language == Language.ENGLISH
                    ? GeneratedExercises.guideOf(catalogue.game()) : catalogue.game() + ".md";
            text.append("| ").append(cell(catalogue.title()))
                    .append(" | ").append(catalogue.exercises().size())
                    .append(" | ").append(words.number(catalogue.exercises().stream()
                            .map(entry -> entry.exercise().points())
                            .reduce(BigDecimal.ZERO, BigDecimal::add)))
                    .append(" | ").append(catalogue.exercises().stream()
                            .mapToInt(entry -> entry.rules().size()).sum())
                    .append(" | [").append(guide).append("](").append(guide).append(") |\n");
        }
        translation.ifPresent(other -> text.append('\n')
                .append(words.text("index.translation", other)).append('\n'));
        return text.append('\n').toString().stripTrailing() + "\n";
    }

    /**
     * Renders a game's catalogue, in the catalogue's language.
     *
     * @param catalogue the catalogue
     * @return the Markdown text, with {@code \n} line endings and a final newline
     */
    static String render(ExerciseCatalogue catalogue) {
        GuideWords words = GuideWords.of(catalogue.language());
        StringBuilder text = new StringBuilder();
        introduction(text, catalogue, words);
        summary(text, catalogue, words);
        for (Entry entry : catalogue.exercises()) {
            exercise(text, entry, words);
        }
        if (!catalogue.ungraded().isEmpty()) {
            text.append(words.text("ungraded.heading")).append("\n\n")
                    .append(words.text("ungraded.text")).append("\n\n");
            ruleTable(text, catalogue.ungraded(), false, words);
        }
        // One newline at the end, however the last section ended.
        return text.toString().stripTrailing() + "\n";
    }

    private static void introduction(StringBuilder text, ExerciseCatalogue catalogue,
            GuideWords words) {
        String features = FEATURES_ROOT + catalogue.rulebook().replace('.', '/') + "/";
        String game = catalogue.game();
        // The repository's commands name the language unless it is the default one.
        String lang = catalogue.language() == Language.ENGLISH ? ""
                : " --lang " + catalogue.language().tag();
        int oneExercise = catalogue.exercises().get(0).exercise().number();
        String oneRule = catalogue.exercises().stream()
                .flatMap(entry -> entry.rules().stream())
                .map(Rule::id)
                .findFirst()
                .map(id -> words.text("check.one.rule", id))
                .orElse("");
        text.append(words.text("guide.title", catalogue.title())).append("\n\n")
                .append(words.text("generated")).append("\n\n")
                .append(words.text("guide.intro", catalogue.title(), words.text(
                        catalogue.evenShares() ? "guide.points.even" : "guide.points.own")))
                .append("\n\n")
                .append(words.text("check.heading")).append("\n\n")
                .append(words.text("check.where")).append("\n\n")
                .append("```\n./check                 ").append(words.text("check.all"))
                .append("\n./check --exercise ").append(oneExercise).append("    ")
                .append(words.text("check.exercise"))
                .append("\n./check --watch         ").append(words.text("check.watch"))
                .append("\n```\n\n")
                .append(words.text("check.text", GRADER + " check --game " + game + lang
                        + " exercises", oneRule, features, words.properties(game),
                        catalogue.randomShare() == 0 ? "" : words.text("check.share",
                                words.number(BigDecimal.valueOf(catalogue.randomShare())
                                        .movePointRight(2).stripTrailingZeros()))))
                .append("\n\n")
                .append(words.text("play.heading")).append("\n\n")
                .append("```\n./play\n```\n\n")
                .append(words.text("play.text", GRADER + " play --game " + game + lang
                        + " --project exercises")).append("\n\n");
    }

    private static void summary(StringBuilder text, ExerciseCatalogue catalogue,
            GuideWords words) {
        text.append(words.text("summary.heading")).append("\n\n")
                .append(words.text("summary.header")).append('\n')
                .append("| ---: | --- | ---: | ---: |\n");
        BigDecimal points = BigDecimal.ZERO;
        int rules = 0;
        for (Entry entry : catalogue.exercises()) {
            text.append("| ").append(entry.exercise().number())
                    .append(" | ").append(cell(entry.title()))
                    .append(" | ").append(words.number(entry.exercise().points()))
                    .append(" | ").append(entry.rules().size()).append(" |\n");
            points = points.add(entry.exercise().points());
            rules += entry.rules().size();
        }
        text.append("|  | ").append(words.text("summary.total")).append(" | ")
                .append(words.number(points)).append(" | ").append(rules).append(" |\n\n");
    }

    private static void exercise(StringBuilder text, Entry entry, GuideWords words) {
        Exercise exercise = entry.exercise();
        text.append(words.text("exercise.heading", String.valueOf(exercise.number()),
                entry.title(), words.number(exercise.points()))).append("\n\n");
        // The exercises are ordered by what their code needs: each builds on those before it
        // alone (the build grades every partial solution to prove it).
        int number = exercise.number();
        text.append(number == 1 ? words.text("exercise.needs.nothing")
                : number == 2 ? words.text("exercise.needs.one")
                : words.text("exercise.needs", String.valueOf(number - 1))).append("\n\n");
        if (entry.members().isEmpty()) {
            text.append(words.text("exercise.no.members")).append("\n\n");
        } else {
            text.append(words.text("exercise.write")).append("\n\n");
            for (StubbedMember member : entry.members()) {
                text.append(words.text("exercise.member", member.member(), member.file()))
                        .append('\n');
            }
            text.append('\n');
        }
        if (entry.rules().isEmpty()) {
            text.append(words.text("exercise.no.rules", exercise.id())).append("\n\n");
        } else {
            text.append(words.text("exercise.unlocks")).append("\n\n");
            ruleTable(text, entry.rules(), true, words);
        }
    }

    private static void ruleTable(StringBuilder text, List<Rule> rules, boolean withPoints,
            GuideWords words) {
        text.append(words.text(withPoints ? "rules.header.points" : "rules.header"))
                .append('\n')
                .append(withPoints ? "| --- | --- | ---: | --- |\n" : "| --- | --- | --- |\n");
        for (Rule rule : rules) {
            text.append("| ").append(rule.id()).append(" | ").append(cell(rule.title()));
            if (withPoints) {
                text.append(" | ").append(words.number(rule.points()));
            }
            text.append(" | `").append(rule.file()).append("` |\n");
        }
        text.append('\n');
    }

    /** Text that is safe in a table cell: a '|' would end the cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
