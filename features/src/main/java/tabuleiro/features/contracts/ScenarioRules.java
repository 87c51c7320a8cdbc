package tabuleiro.features.contracts;

import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The rules the running scenario is an example of, read from its tags ({@code @PREFIX-15}: the
 * game's rule prefix and the rule's number): a step that finds the engine breaking another rule
 * than the scenario's own says that the example waits on that rule, and says nothing of the
 * kind when the rule it found is the scenario's own (its failure already says so). A step class
 * asks for it in its constructor and gets the scenario's one instance.
 */
public final class ScenarioRules {

    /**
     * A rule's tag: the catalogue's ID, {@code @PREFIX-NN}: upper-case letters and digits, a
     * hyphen, a number.
     */
    private static final Pattern RULE_TAG = Pattern.compile("@([A-Z][A-Z0-9]*-\\d+)");

    private Set<String> rules = Set.of();

    /** Creates the rules of a scenario; Cucumber makes one per scenario. */
    public ScenarioRules() {
        // None until the hook has read the scenario.
    }

    /**
     * The rules of a scenario known without Cucumber, for a step called outside a scenario.
     *
     * @param rules the rules' IDs, such as {@code PREFIX-14}
     * @return the scenario's rules
     */
    public static ScenarioRules of(String... rules) {
        ScenarioRules known = new ScenarioRules();
        known.rules = Set.of(rules);
        return known;
    }

    /**
     * Reads the scenario's rule tags before any of its steps runs.
     *
     * @param scenario the scenario about to run
     */
    @Before(order = 0)
    public void read(Scenario scenario) {
        rules = scenario.getSourceTagNames().stream()
                .map(RULE_TAG::matcher)
                .filter(Matcher::matches)
                .map(matcher -> matcher.group(1))
                .collect(Collectors.toUnmodifiableSet());
    }

    /**
     * Whether the running scenario is an example of a rule.
     *
     * @param rule the rule's ID, such as {@code PREFIX-14}
     * @return true when the scenario or its Rule block is tagged with it
     */
    public boolean isAbout(String rule) {
        return rules.contains(rule);
    }
}
