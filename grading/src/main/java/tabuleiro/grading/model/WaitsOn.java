package tabuleiro.grading.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule a failed example says it waits on. The rule book's steps end a failure with a line
 * such as "this example waits on rule GAME-05 (a man captures only forwards)" when what they
 * read shows that another rule's behaviour is wrong, not the scenario's own: a man that captures
 * backwards fails an example about where a turn ends, a column refused with five discs fails an
 * example about a win. The score charges such a failure to the rule it names, so that one wrong
 * line of code costs the rule whose behaviour it gets wrong, once, wherever its examples meet it.
 *
 * <p>The line is the rule book's, in English (the grading JVM's) or Portuguese (a kit run in
 * Portuguese); the last one of a message is taken, the one the step wrote after everything the
 * engine said.
 */
public final class WaitsOn {

    private static final String ID = "([A-Z][A-Z0-9]*-\\d+)";

    private static final Pattern LINE = Pattern.compile(
            "(?:this example waits on rule|este exemplo espera pela regra) " + ID);

    /** A further rule the same line names: "... and C4-10 (...)", "... e pela C4-10 (...)". */
    private static final Pattern AND = Pattern.compile("^[^\\n]*?\\) (?:and|e pela) " + ID
            + " \\(");

    private WaitsOn() {
    }

    /**
     * The rule a failure's message says its example waits on: the first its last such line
     * names.
     *
     * @param result what happened to the example
     * @return the rule ID, such as {@code GAME-05}, or empty when the message names none or
     *     the example passed
     */
    public static Optional<String> rule(ScenarioResult result) {
        List<String> rules = rules(result);
        return rules.isEmpty() ? Optional.empty() : Optional.of(rules.get(0));
    }

    /**
     * Every rule the last such line of a failure's message names, in its order: a line may
     * name two ("waits on rule C4-09 (...) and C4-10 (...)"), and an example of either of them
     * that fails on it fails on its own rule, not on the other's.
     *
     * @param result what happened to the example
     * @return the rule IDs, empty when the message names none or the example passed
     */
    public static List<String> rules(ScenarioResult result) {
        if (result.outcome().passed()) {
            return List.of();
        }
        Matcher line = LINE.matcher(result.message());
        int end = -1;
        String first = null;
        while (line.find()) {
            first = line.group(1);
            end = line.end();
        }
        if (first == null) {
            return List.of();
        }
        List<String> rules = new ArrayList<>(List.of(first));
        String rest = result.message().substring(end);
        for (Matcher and = AND.matcher(rest); and.find(); and = AND.matcher(rest)) {
            rules.add(and.group(1));
            rest = rest.substring(and.end());
        }
        return List.copyOf(rules);
    }
}
