package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * An exercise of the course.
 *
 * @param id the tag that marks its rules in the rule book, without the {@code @}: {@code ex}
 *     and two digits, such as {@code ex03}
 * @param title what it is about, e.g. {@code Four in a row}
 * @param points what it is worth
 * @param rules the rules given points of their own or hidden (the JSON field
 *     {@code "rules"}, optional); the other rules share what is left evenly
 * @invariant the id is {@code ex} and two digits, the title is present, the points are
 *     not negative, the rules' IDs are distinct and their own points add up to at most the
 *     exercise's
 */
public record Exercise(String id, String title, BigDecimal points,
        List<RuleSetting> rules) {

    /** An exercise id; the rule book's exercise tags are these and a few more. */
    private static final Pattern ID = Pattern.compile("ex\\d\\d");

    /**
     * Checks the exercise.
     *
     * @throws IllegalArgumentException unless the id is {@code ex} and two digits, the title
     *     is present, the points are not negative and whole cents, and the rules have
     *     distinct IDs and points that add up to at most the exercise's
     */
    public Exercise {
        require(id != null && ID.matcher(id).matches(), "exercise ids that are 'ex' and two"
                + " digits, such as ex01, but one is " + id);
        require(title != null && !title.isBlank(), "a \"title\" for exercise " + id);
        require(points != null && points.signum() >= 0,
                "non-negative \"points\" for exercise " + id + ", but it has " + points);
        // The marking shares points out in cents; a finer figure could not be honoured.
        require(points.stripTrailingZeros().scale() <= 2, "\"points\" with at most two"
                + " decimals for exercise " + id + ", but it has " + points);
        rules = rules == null ? List.of() : List.copyOf(rules);
        Set<String> ruleIds = new HashSet<>();
        BigDecimal own = BigDecimal.ZERO;
        for (RuleSetting rule : rules) {
            require(ruleIds.add(rule.id()), "distinct rule IDs in the \"rules\" of exercise "
                    + id + ", but " + rule.id() + " appears twice");
            own = own.add(rule.ownPoints().orElse(BigDecimal.ZERO));
        }
        require(own.compareTo(points) <= 0, "rules of exercise " + id + " whose own"
                + " \"points\" add up to at most its " + points.toPlainString()
                + ", but they add up to " + own.toPlainString());
    }

    /**
     * Makes an exercise whose rules share its points evenly and none is hidden.
     *
     * @param id the exercise's id
     * @param title what it is about
     * @param points what it is worth
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public Exercise(String id, String title, BigDecimal points) {
        this(id, title, points, List.of());
    }

    /**
     * Finds what the scheme says of one of the exercise's rules.
     *
     * @param ruleId a rule ID, such as {@code C4-09}
     * @return its setting, or empty when the scheme does not name it
     */
    public Optional<RuleSetting> rule(String ruleId) {
        return rules.stream().filter(rule -> rule.id().equals(ruleId)).findFirst();
    }

    /**
     * Returns the exercise's number for people, the one the stubs' messages use.
     *
     * @return the digits of the id as a number: 3 for {@code ex03}
     */
    public int number() {
        return Integer.parseInt(id.substring(2));
    }

    /**
     * Names the exercise as the feedback does: "Exercise 3 — Four in a row".
     *
     * @return the exercise's name for people
     */
    public String label() {
        return "Exercise " + number() + " — " + title;
    }
}
