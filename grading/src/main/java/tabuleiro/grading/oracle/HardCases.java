package tabuleiro.grading.oracle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import tabuleiro.grading.spi.Games;

/**
 * The hard case of each rule that random play seldom reaches (issue 62), told from the oracle's
 * answers alone: a position or an answer where a plausible one-line bug of the rule gives
 * another answer than the rule book's. Each is said in words ({@link #describe(String)}) and
 * checked on every question of a generated game ({@link #reached(GameStep)}): a question
 * reaches a rule's hard case when it is asked in such a position, whatever rule it asks itself
 * (a legal set where castling is forbidden by an attacked square asks no castling move, yet a
 * wrong engine lists one there). A rule this class names no case for has none beyond being
 * asked: every question that asks it counts. Each game gives its own cases
 * ({@link HardCaseRules}, a part of its module).
 */
final class HardCases {

    /** What a rule without a named case reaches: every question that asks it. */
    static final String ANY = "any question that asks it";

    private final Map<String, HardCase> cases;

    /**
     * The finer cases the class's games are chosen to reach ({@link ClassGames}): a rule's
     * case split by side or by direction where a plausible one-line bug breaks one side alone
     * (a black pawn's check, a win on one diagonal), by words.
     */
    private final Map<String, Predicate<GameStep>> finer;

    private HardCases(Map<String, HardCase> cases, Map<String, Predicate<GameStep>> finer) {
        this.cases = cases;
        this.finer = finer;
    }

    /**
     * The hard cases of a game.
     *
     * @param game the game's package name
     * @return its hard cases
     */
    static HardCases of(String game) {
        HardCaseRules rules = Games.find(game).flatMap(module -> module.part(
                HardCaseRules.class)).orElseThrow(() -> new IllegalArgumentException(
                        "no hard cases for " + game));
        Map<String, HardCase> cases = new LinkedHashMap<>();
        rules.addCases(cases);
        Map<String, Predicate<GameStep>> finer = new LinkedHashMap<>();
        rules.addFiner(finer);
        return new HardCases(cases, finer);
    }

    /**
     * The cases a question reaches that the class's games are chosen to reach
     * ({@link ClassGames}): each rule's hard case, by its rule's ID, and each finer case, by its
     * words.
     *
     * @param step the question
     * @return the cases' names
     */
    List<String> floorsReached(GameStep step) {
        List<String> reached = new ArrayList<>();
        cases.forEach((rule, found) -> {
            if (holds(found.test(), step)) {
                reached.add(rule);
            }
        });
        finer.forEach((words, test) -> {
            if (holds(test, step)) {
                reached.add(words);
            }
        });
        return reached;
    }

    /**
     * A case's test of a question, false where it cannot read the answer: the class's games
     * are chosen with these tests, and an answer a test did not foresee must cost a case's
     * reach, never a class's grading.
     */
    private static boolean holds(Predicate<GameStep> test, GameStep step) {
        try {
            return test.test(step);
        } catch (RuntimeException unforeseen) {
            return false;
        }
    }

    /**
     * The cases of {@link #floorsReached(GameStep)} that a game the oracle played reaches, read
     * from its recorded answers alone (no question is asked again).
     *
     * @param game the game, with the oracle's answers
     * @return the cases' names
     */
    Set<String> floorsReachedBy(GeneratedGames.Game game) {
        Set<String> reached = new HashSet<>();
        Iterator<String> answers = game.expected().iterator();
        walk(game.questions(), question -> answers.next(),
                step -> reached.addAll(floorsReached(step)));
        return reached;
    }

    /**
     * A game's questions, with their answers in order, as the questions the grader charges: a
     * legal list answered (not refused), and each key of an answered observation that was
     * asked there (not {@code -}), with the move before it and the observations around it.
     *
     * @param questions the game's questions
     * @param answers the answer to each question, asked once each in their order
     * @param each what is done with each question charged, as its answer comes
     */
    static void walk(List<String> questions, UnaryOperator<String> answers,
            Consumer<GameStep> each) {
        Map<String, String> before = Map.of();
        Map<String, String> now = Map.of();
        List<Map<String, String>> history = new ArrayList<>();
        String move = "";
        for (String question : questions) {
            String answer = answers.apply(question);
            if (question.equals("legal")) {
                if (!answer.startsWith("refused") && !answer.startsWith("error")) {
                    each.accept(new GameStep("legal", answer, move, before, now, history));
                }
                continue;
            }
            if (question.startsWith("play ")) {
                move = question.substring("play ".length());
            } else if (question.startsWith("new")) {
                move = "";
                before = Map.of();
                history.clear();
            }
            if (!answer.contains("=")) {
                continue;
            }
            Map<String, String> observed = GeneratedGames.parse(answer);
            if (!question.equals("observe")) {
                before = now.isEmpty() || question.startsWith("new") ? Map.of() : now;
                history.add(observed);
            }
            now = observed;
            for (Map.Entry<String, String> entry : observed.entrySet()) {
                if (!entry.getValue().equals("-")) {
                    each.accept(new GameStep(entry.getKey(), entry.getValue(), move, before, now,
                            history));
                }
            }
        }
    }

    /**
     * The rules this game names a hard case for.
     *
     * @return their IDs
     */
    Set<String> named() {
        return cases.keySet();
    }

    /**
     * A rule's hard case, in words.
     *
     * @param rule the rule's ID
     * @return the case, or {@value #ANY}
     */
    String describe(String rule) {
        HardCase found = cases.get(rule);
        return found == null ? ANY : found.words();
    }

    /**
     * The rules whose hard case a question reaches.
     *
     * @param step the question
     * @return the rules' IDs
     */
    List<String> reached(GameStep step) {
        List<String> rules = new ArrayList<>();
        cases.forEach((rule, found) -> {
            if (found.test().test(step)) {
                rules.add(rule);
            }
        });
        return rules;
    }

    /**
     * Whether a rule that no case is named for counts its question as its hard case.
     *
     * @param rule the rule's ID
     * @return whether every question that asks it counts
     */
    boolean anyQuestion(String rule) {
        return !cases.containsKey(rule);
    }
}
