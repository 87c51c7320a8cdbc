package tabuleiro.grading.selfcheck;

import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.ListDifference;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.oracle.GeneratedGames.Disagreement;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.selfcheck.RecordedGames.Found;
import tabuleiro.grading.selfcheck.RecordedGames.Outcome;

/**
 * What the kit's games with the reference's answers found, as the student reads it in a
 * terminal, in the check's language, shown as the grader's feedback shows a generated example:
 * for each rule answered otherwise, the game, the moves, the reference's board drawn with its
 * coordinates (and its FEN in a game that has one), the question in words, the two answers (of
 * a list, what only each answered and the count in common), the
 * scenario to paste, the points it costs at the grader and the command that plays the games
 * up to it again ({@code ./check --seed S --games N}).
 */
final class RecordedGamesText {

    /** The widest line of a list's items: the terminal's 80 columns, less the indent. */
    private static final int LIST_WIDTH = 72;

    /** The most items of a list shown: enough to see the pattern, short enough to read. */
    private static final int LIST_ITEMS = 24;

    private final Marking marking;
    private final Texts words;
    private final GameTexts own;
    private final String game;

    /**
     * Creates the text.
     *
     * @param marking the kit's marking, for the rules' titles and the share a break costs
     * @param language the language the student reads
     * @param game the game's package name
     */
    RecordedGamesText(Marking marking, Language language, String game) {
        this.marking = marking;
        this.words = Texts.of(AnswerTexts.class, language);
        this.own = new GameTexts(game, language);
        this.game = game;
    }

    /**
     * Writes what the games found.
     *
     * @param outcome what they found
     * @param asked how many games were asked for
     * @return the text, lines ending in a line break
     */
    String of(Outcome outcome, int asked) {
        StringBuilder text = new StringBuilder();
        String seed = String.valueOf(outcome.kitSeed());
        boolean onlyStubs = outcome.found().isEmpty() && !outcome.stubs().isEmpty();
        if (!outcome.found().isEmpty()) {
            text.append(words.text("answers.differ", outcome.games(), seed,
                    outcome.found().size())).append('\n');
        } else if (onlyStubs && outcome.stubs().values().stream().mapToInt(Integer::intValue)
                .sum() >= outcome.games()) {
            text.append(words.text("answers.stubs.only", outcome.games(), seed)).append('\n');
        } else {
            // Both counts as plain numbers: MessageFormat would group the games (1,000) and
            // not the answers beside them.
            text.append(words.text("answers.same", String.valueOf(outcome.games()), seed,
                    String.valueOf(outcome.questions()))).append('\n');
        }
        for (Map.Entry<String, Integer> stub : outcome.stubs().entrySet()) {
            text.append(words.text("answers.stubs", stub.getValue(), exercise(stub.getKey())))
                    .append('\n');
        }
        if (outcome.games() < asked) {
            text.append(words.text("answers.fewer", asked, outcome.games(), seed))
                    .append('\n');
        }
        text.append(words.text("answers.grader", share())).append('\n');
        for (Found found : outcome.found()) {
            text.append('\n').append("-".repeat(78)).append('\n');
            found(text, found);
        }
        return text.toString();
    }

    private void found(StringBuilder text, Found found) {
        Disagreement disagreement = found.disagreement();
        text.append(words.text("answers.title", disagreement.rule(),
                title(disagreement.rule()), found.game(), String.valueOf(found.kitSeed())))
                .append("\n\n");
        text.append(start(found.start())).append('\n');
        text.append(words.text("answers.moves", disagreement.moves().isEmpty()
                ? words.text("answers.nomoves") : String.join(" ", disagreement.moves())))
                .append('\n');
        if (!disagreement.board().isEmpty()) {
            text.append(words.text("answers.board")).append("\n\n");
            KitBoard.draw(game, disagreement.board()).lines()
                    .forEach(line -> text.append("    ").append(line).append('\n'));
            text.append('\n');
            if (KitBoard.isNotation(game)) {
                text.append(words.text("answers.notation", disagreement.board())).append('\n');
            }
        }
        text.append(words.text("answers.question", question(disagreement.key()),
                disagreement.key())).append('\n');
        Optional<ListDifference> difference = ListDifference.of(disagreement.key(),
                disagreement.expected(), disagreement.actual());
        if (difference.isPresent()) {
            difference(text, difference.get());
        } else {
            text.append(words.text("answers.actual", disagreement.actual())).append('\n');
            text.append(words.text("answers.expected", disagreement.expected())).append('\n');
        }
        whereToLook(disagreement.rule()).ifPresent(line -> text.append(line).append('\n'));
        String scenario = OwnScenarios.pasteable(words.language() == Language.PORTUGUESE
                ? disagreement.scenarioPt() : disagreement.scenarioEn(), disagreement.rule());
        if (scenario.isBlank()) {
            text.append(words.text("answers.noscenario")).append('\n');
        } else {
            text.append(words.text("answers.paste", OwnScenarios.folder(words.language()
                    .features(marking.scheme().rulebook())), disagreement.rule()))
                    .append("\n\n");
            scenario.strip().lines().forEach(line -> text.append("    ").append(line)
                    .append('\n'));
            text.append('\n');
        }
        text.append(words.text("answers.again", "./check --seed " + found.kitSeed()
                + " --games " + found.game())).append('\n');
    }

    /**
     * Two list answers by their difference: the counts, then what only the engine answered and
     * what only the reference did, each wrapped and cut short, so that a student reads where
     * they part rather than compare two long lines by hand.
     */
    private void difference(StringBuilder text, ListDifference difference) {
        int common = difference.common();
        text.append(words.text("answers.list", String.valueOf(common
                + difference.onlyActual().size()), String.valueOf(common
                + difference.onlyExpected().size()), String.valueOf(common))).append('\n');
        items(text, "answers.list.actual", difference.onlyActual());
        items(text, "answers.list.expected", difference.onlyExpected());
    }

    private void items(StringBuilder text, String label, List<String> items) {
        text.append("  ").append(words.text(label, String.valueOf(items.size())));
        if (items.isEmpty()) {
            text.append(' ').append(words.text("answers.list.none")).append('\n');
            return;
        }
        text.append('\n');
        ListDifference.lines(items, LIST_WIDTH, LIST_ITEMS)
                .forEach(line -> text.append("      ").append(line).append('\n'));
        int left = ListDifference.leftOut(items, LIST_ITEMS);
        if (left > 0) {
            text.append("      ").append(words.text("answers.list.more",
                    String.valueOf(left))).append('\n');
        }
    }

    /** How the game starts, in words. */
    private String start(String start) {
        String[] parts = start.strip().split("\\s+");
        if (parts.length >= 3 && parts[1].equals(GeneratedGames.END_GAME)) {
            return words.text("answers.start.end", parts[2], start);
        }
        if (parts.length == 2) {
            return words.text("answers.start.dealt", parts[1], start);
        }
        return words.text("answers.start.new");
    }

    /**
     * The question a key asks, in words: the game's own words first, then the shared ones, then
     * a property's words, which are the game's too.
     */
    private String question(String key) {
        return own.text("question." + key).or(() -> words.has("question." + key)
                ? Optional.of(words.text("question." + key)) : Optional.empty())
                .or(() -> own.property(key).map(property -> words.text(
                        "question.property", property)))
                .orElseGet(() -> words.text("question", key));
    }

    private String title(String rule) {
        return marking.rules().stream().filter(r -> r.id().equals(rule)).findFirst()
                .map(GradedRule::title).orElse("");
    }

    /**
     * The line that names the methods of the exercise whose rule the disagreement is charged
     * to, where its answers come from, as the grader's feedback names them; empty for a rule of
     * no exercise or an exercise of no method.
     */
    private Optional<String> whereToLook(String rule) {
        Optional<Exercise> exercise = marking.rules().stream().filter(r -> r.id().equals(rule))
                .findFirst().flatMap(marking::exercise);
        return FeedbackWriter.exerciseMethods(Texts.of(FeedbackTexts.class, words.language()),
                marking, exercise, UnaryOperator.identity()).map(FeedbackWriter.WhereLine::plain);
    }

    /** A stub's exercise, {@code ex03}, in words with its title. */
    private String exercise(String charge) {
        String digits = charge.replaceAll("\\D", "");
        if (digits.isEmpty()) {
            return charge;
        }
        int number = Integer.parseInt(digits);
        return words.text("answers.exercise", number) + marking.scheme().exercise(number)
                .map(exercise -> " — " + marking.scheme().title(exercise, words.language()))
                .orElse("");
    }

    /** The share of a rule's points a generated example costs, as a percentage. */
    private String share() {
        NumberFormat percent = NumberFormat.getPercentInstance(words.language() == Language
                .PORTUGUESE ? Locale.forLanguageTag("pt-PT") : Locale.ENGLISH);
        return percent.format(marking.scheme().generatedSetting().shareLost());
    }
}
