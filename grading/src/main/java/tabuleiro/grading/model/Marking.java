package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What each rule of the rule book is worth under a scheme: an exercise's points shared evenly by
 * its rules, to the cent, but for the rules the scheme gives points of their own (they keep
 * those, and the others share what is left); and which rules the scheme hides. The grader
 * scores submissions by it and the generator prints it in the students' guide, so the guide
 * promises exactly the points that the grader gives.
 *
 * <p>When the points do not divide evenly, the leftover cents go one each to the exercise's
 * first rules by rule ID (10 points over 3 rules: 3.34, 3.33, 3.33), so the rules of an
 * exercise always add up to exactly its points. A Rule split between exercises counts once for
 * each. Rules of an exercise the scheme does not list are not graded.
 *
 * @invariant each graded rule's points are positive or zero, and for each exercise with rules
 *     they add up to its points
 */
public final class Marking {

    /** Rule ID first; a rule's title tells apart two blocks with the same ID. */
    private static final Comparator<GradedRule> BY_RULE_ID = Comparator
            .comparing((GradedRule rule) -> rule.block().id())
            .thenComparing(rule -> rule.block().title());

    private final Scheme scheme;
    private final Map<GradedRule, BigDecimal> points;
    private final List<String> unearnable;
    private final List<String> unlisted;
    private final Set<GradedRule> hidden;

    private Marking(Scheme scheme, Map<GradedRule, BigDecimal> points, List<String> unearnable,
            List<String> unlisted, Set<GradedRule> hidden) {
        this.scheme = scheme;
        this.hidden = Set.copyOf(hidden);
        this.points = Collections.unmodifiableMap(points);
        this.unearnable = List.copyOf(unearnable);
        this.unlisted = List.copyOf(unlisted);
    }

    /**
     * Shares each exercise's points among its rules.
     *
     * @param scheme the scheme
     * @param bookRules the rules of the rule book
     * @return the marking, with a problem named for each exercise without rules and each rule of
     *     an exercise the scheme does not list
     */
    public static Marking of(Scheme scheme, List<GradedRule> bookRules) {
        // Rules are listed by exercise, in the scheme's order, then by rule ID: the order in
        // which students meet them, whatever the names of the feature files.
        Map<GradedRule, BigDecimal> points = new LinkedHashMap<>();
        List<String> unearnable = new ArrayList<>();
        Set<GradedRule> hidden = new HashSet<>();
        for (Exercise exercise : scheme.exercises()) {
            List<GradedRule> rules = bookRules.stream()
                    .filter(rule -> rule.exercise().equals(exercise.id()))
                    .sorted(BY_RULE_ID)
                    .toList();
            if (rules.isEmpty()) {
                unearnable.add(exercise.label() + " has no rules in the rule book: its "
                        + exercise.points().stripTrailingZeros().toPlainString()
                        + " points cannot be earned");
                continue;
            }
            long cents = cents(exercise.points());
            // Rules the scheme names get their own points (split among the blocks of that ID,
            // normally one); the others share what is left.
            Map<GradedRule, Long> own = new HashMap<>();
            for (RuleSetting setting : exercise.rules()) {
                List<GradedRule> named = rules.stream()
                        .filter(rule -> rule.id().equals(setting.id())).toList();
                if (named.isEmpty()) {
                    unearnable.add(exercise.label() + " names the rule " + setting.id()
                            + " in the scheme, but the rule book has no such rule tagged @"
                            + exercise.id());
                    continue;
                }
                if (setting.hidden()) {
                    hidden.addAll(named);
                }
                setting.ownPoints().ifPresent(given -> share(cents(given), named, own));
            }
            long left = cents - own.values().stream().mapToLong(Long::longValue).sum();
            List<GradedRule> sharing = rules.stream().filter(rule -> !own.containsKey(rule))
                    .toList();
            if (sharing.isEmpty() && left != 0) {
                unearnable.add(exercise.label() + " gives each of its rules points of their"
                        + " own, which add up to " + BigDecimal.valueOf(cents - left, 2)
                        + ", not its " + exercise.points().stripTrailingZeros().toPlainString()
                        + " points");
            }
            share(left, sharing, own);
            for (GradedRule rule : rules) {
                points.put(rule, BigDecimal.valueOf(own.get(rule), 2));
            }
        }
        List<String> unlisted = bookRules.stream()
                .filter(rule -> scheme.exercise(rule.exercise()).isEmpty())
                .map(rule -> rule.block().where() + ": " + rule.name() + " is tagged @"
                        + rule.exercise() + ", which the scheme does not list: it is not graded")
                .toList();
        return new Marking(scheme, points, unearnable, unlisted, hidden);
    }

    /** Shares cents among rules, the leftover cents one each to the first rules. */
    private static void share(long cents, List<GradedRule> rules, Map<GradedRule, Long> into) {
        for (int i = 0; i < rules.size(); i++) {
            into.put(rules.get(i), cents / rules.size() + (i < cents % rules.size() ? 1 : 0));
        }
    }

    private static long cents(BigDecimal points) {
        return points.movePointRight(2).setScale(0, RoundingMode.HALF_UP).longValueExact();
    }

    /**
     * Returns the scheme.
     *
     * @return the scheme the marking follows
     */
    public Scheme scheme() {
        return scheme;
    }

    /**
     * Returns the language the grading speaks to students in.
     *
     * @return the scheme's language, as {@code grade --lang} or the scheme chose it
     */
    public Language language() {
        return scheme.defaultLanguage();
    }

    /**
     * Returns the graded rules, by exercise in the scheme's order and then by rule ID.
     *
     * @return the rules that are worth points
     */
    public List<GradedRule> rules() {
        return List.copyOf(points.keySet());
    }

    /**
     * Returns the graded rules of one exercise.
     *
     * @param exercise the exercise's id, e.g. {@code ex03}
     * @return its rules, by rule ID; empty for an exercise the scheme lacks
     */
    public List<GradedRule> rulesOf(String exercise) {
        return points.keySet().stream().filter(rule -> rule.exercise().equals(exercise)).toList();
    }

    /**
     * Returns what a rule is worth.
     *
     * @param rule a graded rule
     * @return its points, with two decimals
     * @throws IllegalArgumentException unless the rule is one of {@link #rules()}
     */
    public BigDecimal points(GradedRule rule) {
        BigDecimal rulePoints = points.get(rule);
        if (rulePoints == null) {
            throw new IllegalArgumentException("the rule " + rule.name() + " is not graded");
        }
        return rulePoints;
    }

    /**
     * Tells whether a rule is hidden: run and scored, but its scenarios never shown to students.
     *
     * @param rule a graded rule
     * @return {@code true} when the scheme hides it
     */
    public boolean hidden(GradedRule rule) {
        return hidden.contains(rule);
    }

    /**
     * Returns the scheme's late-penalty rule.
     *
     * @return the rule, or empty when lateness costs nothing
     */
    public Optional<LatePenalty> latePenalty() {
        return scheme.latePenalty();
    }

    /**
     * Returns the exercise a rule belongs to.
     *
     * @param rule a graded rule
     * @return its exercise in the scheme
     */
    public Optional<Exercise> exercise(GradedRule rule) {
        return scheme.exercise(rule.exercise());
    }

    /**
     * Returns the most points a submission can earn.
     *
     * @return the sum of every graded rule's points
     */
    public BigDecimal max() {
        return points.values().stream().reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
    }

    /**
     * Returns what is wrong between the scheme and the rule book: exercises without rules, and
     * rules of exercises the scheme does not list.
     *
     * @return one sentence per problem; empty when they agree
     */
    public List<String> problems() {
        List<String> problems = new ArrayList<>(unearnable);
        problems.addAll(unlisted);
        return List.copyOf(problems);
    }

    /**
     * Returns the problems of the rules tagged with an exercise that the scheme does not list:
     * they run but earn nothing, which is a mistake in the tag or in the scheme.
     *
     * @return one sentence per rule, starting with the place of its Rule ({@code file:line});
     *     empty when every rule's exercise is in the scheme
     */
    public List<String> unlistedExercises() {
        return unlisted;
    }
}
