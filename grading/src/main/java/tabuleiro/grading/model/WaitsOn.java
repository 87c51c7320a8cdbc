package tabuleiro.grading.model;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule a failed example says it waits on. The rule book's steps end a failure with a line
 * such as "this example waits on rule CHECKERS-05 (a man captures only forwards)" when what they
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

    private static final Pattern LINE = Pattern.compile(
            "(?:this example waits on rule|este exemplo espera pela regra) ([A-Z][A-Z0-9]*-\\d+)");

    private WaitsOn() {
    }

    /**
     * The rule a failure's message says its example waits on.
     *
     * @param result what happened to the example
     * @return the rule ID, such as {@code CHECKERS-05}, or empty when the message names none or
     *     the example passed
     */
    public static Optional<String> rule(ScenarioResult result) {
        if (result.outcome().passed()) {
            return Optional.empty();
        }
        Matcher line = LINE.matcher(result.message());
        String rule = null;
        while (line.find()) {
            rule = line.group(1);
        }
        return Optional.ofNullable(rule);
    }
}
