package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A submission's score: each graded rule kept or broken.
 *
 * @param rules the rules' results, in the marking's order: by exercise, then by rule ID
 */
public record Score(List<RuleScore> rules) {

    /** Keeps an unmodifiable copy. */
    public Score {
        rules = List.copyOf(rules);
    }

    /**
     * Scores the results of a run.
     *
     * @param marking what each rule is worth
     * @param results the scenarios' results by where they are in the rule book
     * @param missing the result of a scenario that has none in {@code results}
     * @return the score
     */
    public static Score of(Marking marking, Map<ScenarioKey, ScenarioResult> results,
            ScenarioResult missing) {
        return of(marking, results, missing, List.of());
    }

    /**
     * Scores the results of a run and the first disagreements of generated examples: a rule
     * kept on every written example loses the scheme's share of its points when its generated
     * examples disagreed: the same share whether one generated game shows it or every one
     * (issue 82), so that the cost of a bug does not hang on how many of the class's games
     * happen to meet it.
     *
     * @param marking what each rule is worth, and the scheme's share
     * @param results the scenarios' results by where they are in the rule book
     * @param missing the result of a scenario that has none in {@code results}
     * @param generated the first disagreement per rule; one for a rule the marking does not
     *     grade is ignored
     * @return the score
     */
    public static Score of(Marking marking, Map<ScenarioKey, ScenarioResult> results,
            ScenarioResult missing, List<GeneratedExample> generated) {
        BigDecimal share = BigDecimal.valueOf(marking.scheme().generatedSetting().shareLost());
        List<RuleScore> scores = new ArrayList<>();
        for (GradedRule rule : marking.rules()) {
            List<ScenarioOutcome> outcomes = new ArrayList<>();
            for (BookScenario scenario : rule.scenarios()) {
                outcomes.add(new ScenarioOutcome(scenario,
                        results.getOrDefault(scenario.key(), missing)));
            }
            RuleScore written = new RuleScore(rule, marking.points(rule), outcomes);
            Optional<GeneratedExample> example = generated.stream()
                    .filter(found -> found.rule().equals(rule.id())).findFirst();
            if (example.isEmpty() && written.kept()) {
                // A stub thrown by an exercise whose rule was kept: the method is written for
                // the rule book's examples only, so it costs the rule as a wrong answer would.
                example = generated.stream().filter(found -> found.rule().equals(
                        GeneratedExample.stubOf(rule.exercise()))).findFirst();
            }
            scores.add(written.withGenerated(example, share));
        }
        return new Score(chargedWhereTheyWait(marking, scores));
    }

    /**
     * Moves each failed example that says it waits on another rule ({@link WaitsOn}) to that
     * rule: one wrong line of code then costs the rule whose behaviour it gets wrong, once,
     * rather than every rule whose examples pass through it. The rule it names is broken by it,
     * as by an example of its own, even where its own examples pass (the step saw its behaviour
     * wrong where they do not look), and the example's own rule keeps its points for it.
     *
     * <p>The line is the rule book's: a class of a submission that holds its words is refused
     * before it runs ({@code child.compiler.ForbiddenApiScan}), so that no code of a student's
     * writes it into a message the steps repeat. A failure also stays with its own rule when the
     * rule it names is not graded here, is the rule itself, is named beside the rule itself
     * ("waits on rule C4-09 (...) and C4-10 (...)" in an example of C4-10) while its own
     * examples all pass (so the two-rule line is its own rule's failure), comes in a
     * later exercise (a rule waits on what the exercises before it built, never on what comes
     * after), or is hidden while its own is not (or the other way round): a hidden rule's loss
     * is never shown through a visible one's example, nor a visible rule's taken away by a
     * hidden one.
     */
    private static List<RuleScore> chargedWhereTheyWait(Marking marking, List<RuleScore> scores) {
        Map<String, RuleScore> byId = new LinkedHashMap<>();
        scores.forEach(score -> byId.put(score.rule().id(), score));
        Map<String, Map<ScenarioKey, String>> waiting = new HashMap<>();
        Map<String, List<ScenarioOutcome>> shown = new HashMap<>();
        for (RuleScore score : scores) {
            for (ScenarioOutcome outcome : score.scenarios()) {
                Optional<String> other = WaitsOn.rule(outcome.result());
                if (other.isEmpty() || other.get().equals(score.rule().id())
                        || !byId.containsKey(other.get())
                        || WaitsOn.rules(outcome.result()).contains(score.rule().id())
                                && !failsOnItsOwn(byId.get(other.get()), byId)
                        || marking.hidden(byId.get(other.get()).rule())
                                != marking.hidden(score.rule())
                        || order(marking, byId.get(other.get())) > order(marking, score)) {
                    continue;
                }
                waiting.computeIfAbsent(score.rule().id(), id -> new HashMap<>())
                        .put(outcome.scenario().key(), other.get());
                shown.computeIfAbsent(other.get(), id -> new ArrayList<>()).add(outcome);
            }
        }
        if (waiting.isEmpty()) {
            return scores;
        }
        return scores.stream().map(score -> score.withWaits(
                waiting.getOrDefault(score.rule().id(), Map.of()),
                shown.getOrDefault(score.rule().id(), List.of()))).toList();
    }

    /**
     * Whether some example of the rule's own fails on the rule itself: not one whose failure
     * says it waits on another graded rule, which is that rule's to answer for.
     */
    private static boolean failsOnItsOwn(RuleScore rule, Map<String, RuleScore> graded) {
        String id = rule.rule().id();
        return rule.scenarios().stream().anyMatch(outcome -> !outcome.result().outcome()
                .passed() && WaitsOn.rule(outcome.result()).filter(other -> !other.equals(id)
                        && graded.containsKey(other)).isEmpty());
    }

    /** A rule's exercise's place in the scheme, from 0; after every exercise when it has none. */
    private static int order(Marking marking, RuleScore rule) {
        List<Exercise> exercises = marking.scheme().exercises();
        return marking.exercise(rule.rule()).map(exercises::indexOf)
                .filter(index -> index >= 0).orElse(exercises.size());
    }

    /**
     * Returns this score with the classes found to make each rule's difference; of the rules
     * kept on every written example whose generated examples the same classes make disagree,
     * the one that loses most is charged, the others are covered by its charge.
     *
     * @param where by rule ID, the submission's classes each of which, put back to the
     *     reference's, makes the rule's failures pass; a rule not named keeps what it had
     * @return the score
     */
    public Score withWhere(Map<String, List<String>> where) {
        List<RuleScore> placed = rules.stream().map(rule -> where.containsKey(rule.rule().id())
                ? rule.withWhere(where.get(rule.rule().id())) : rule).toList();
        // Rules kept on every written example whose generated examples the same class of the
        // submission makes disagree: one difference, seen by several rules' questions as the
        // class's games happen to ask them. It costs one share, the largest of those rules'
        // (the first of them in the marking's order among equals): what it costs then hangs
        // neither on how many of its rules the games' positions reach, nor on which of the
        // cheaper ones they do.
        Map<List<String>, RuleScore> dearest = new LinkedHashMap<>();
        for (RuleScore rule : placed) {
            List<String> classes = rule.where().orElse(List.of());
            if (rule.charged() && !classes.isEmpty()) {
                dearest.merge(classes, rule, (kept, other) -> lost(other).compareTo(lost(kept))
                        > 0 ? other : kept);
            }
        }
        List<RuleScore> charged = new ArrayList<>();
        for (RuleScore rule : placed) {
            List<String> classes = rule.where().orElse(List.of());
            RuleScore covering = rule.charged() && !classes.isEmpty() ? dearest.get(classes)
                    : rule;
            charged.add(covering == rule ? rule : rule.withChargedWith(covering.rule().id()));
        }
        return new Score(charged);
    }

    /** What a rule loses. */
    private static BigDecimal lost(RuleScore rule) {
        return rule.max().subtract(rule.score());
    }

    /**
     * Returns the classes found to make each rule's difference, for the rules looked at.
     *
     * @return by rule ID, the classes; a rule not looked at is not named
     */
    public Map<String, List<String>> where() {
        Map<String, List<String>> where = new LinkedHashMap<>();
        rules.forEach(rule -> rule.where().ifPresent(found -> where.put(rule.rule().id(), found)));
        return where;
    }

    /**
     * Returns the points earned.
     *
     * @return the sum of the kept rules' points
     */
    public BigDecimal total() {
        return rules.stream().map(RuleScore::score)
                .reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
    }

    /**
     * Returns the most points that could be earned.
     *
     * @return the sum of every rule's points
     */
    public BigDecimal max() {
        return rules.stream().map(RuleScore::max)
                .reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
    }

    /**
     * Returns the rules of one exercise.
     *
     * @param exercise the exercise's id
     * @return its rules' results, by rule ID
     */
    public List<RuleScore> rulesOf(String exercise) {
        return rules.stream().filter(score -> score.rule().exercise().equals(exercise)).toList();
    }

    /**
     * Counts the kept rules.
     *
     * @return how many rules were kept
     */
    public long kept() {
        return rules.stream().filter(RuleScore::kept).count();
    }
}
