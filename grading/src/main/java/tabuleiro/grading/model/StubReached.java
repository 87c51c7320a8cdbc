package tabuleiro.grading.model;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stub of the skeleton that a failed scenario reached: its own exception ("Exercise N:
 * implement Class.method"), or that message quoted by a check of the rule book, in the stub's
 * words or in a text UI's that caught it and said so. The feedback calls a rule whose failures
 * are such stubs not started, and the grader's search for where a difference is leaves it alone:
 * a method not written yet is where its stub says, and putting classes back to the reference's
 * one by one could only say "no one class" of a rule that waits for several methods.
 *
 * @param exercise the stub's exercise number
 * @param member the member the stub names, such as {@code SavedGame.playLines}, or empty when
 *     its message does not name one
 */
public record StubReached(int exercise, String member) {

    /** A stub's message: group 1 the exercise, group 2 the member when the message names it. */
    private static final Pattern OWN = Pattern.compile(
            "Exercise (\\d+)\\b(?::\\s*implement\\s+([\\w$.]+))?.*", Pattern.DOTALL);

    /**
     * A stub's message inside another text, such as a text UI's transcript that a check of the
     * rule book quotes: group 1 the exercise, group 2 the member.
     */
    private static final Pattern QUOTED = Pattern.compile(
            "Exercise (\\d+): implement ([\\w$]+\\.[\\w$]+)");

    /**
     * A stub as the given text UIs say it when a method they call is not written yet
     * ({@code tabuleiro.ui.UnfinishedTexts} and its Portuguese twin: "exercise 2 asks for
     * Game.dropDisc"), inside a transcript: group 1 the exercise, group 2 the member.
     */
    private static final List<Pattern> SAID_BY_A_UI = List.of(
            Pattern.compile("[Ee]xercise (\\d+) asks for ([\\w$]+\\.[\\w$]+)"),
            Pattern.compile("[Oo] exercício (\\d+) pede ([\\w$]+\\.[\\w$]+)"));

    /**
     * Makes a stub's record.
     *
     * @param exercise the exercise number
     * @param member the member named, or empty
     */
    public StubReached {
        member = member == null ? "" : member;
    }

    /**
     * The stub a failure reached, directly or as quoted by a check of the rule book.
     *
     * @param result a scenario's result
     * @return the stub, or empty when the failure is not a stub's
     */
    public static Optional<StubReached> of(ScenarioResult result) {
        return thrown(result.exceptionClass(), result.message())
                .or(() -> quoted(result.exceptionClass(), result.message()));
    }

    /**
     * The stub whose own exception a failure is.
     *
     * @param type the exception's class name
     * @param message its message
     * @return the stub, or empty when the exception is not a stub's
     */
    public static Optional<StubReached> thrown(String type, String message) {
        Matcher stub = OWN.matcher(message);
        if (type.equals("java.lang.UnsupportedOperationException") && stub.matches()) {
            return Optional.of(new StubReached(Integer.parseInt(stub.group(1)), stub.group(2)));
        }
        return Optional.empty();
    }

    /**
     * The stub a failed check of the rule book quotes: a check's assertion whose text holds
     * the stub's message or a text UI's words for it.
     *
     * @param type the failure's exception class name
     * @param message its message
     * @return the stub, or empty when the failure is not a check quoting one
     */
    public static Optional<StubReached> quoted(String type, String message) {
        if (!isAssertion(type)) {
            return Optional.empty();
        }
        Matcher quoted = QUOTED.matcher(message);
        if (quoted.find()) {
            return Optional.of(new StubReached(Integer.parseInt(quoted.group(1)),
                    quoted.group(2)));
        }
        for (Pattern said : SAID_BY_A_UI) {
            Matcher found = said.matcher(message);
            if (found.find()) {
                return Optional.of(new StubReached(Integer.parseInt(found.group(1)),
                        found.group(2)));
            }
        }
        return Optional.empty();
    }

    /**
     * Whether an exception is a check's: the JDK's assertion, JUnit's, AssertJ's.
     *
     * @param type the exception's class name
     * @return true for a check's failure
     */
    public static boolean isAssertion(String type) {
        return type.equals("java.lang.AssertionError") || type.endsWith("AssertionFailedError")
                || type.endsWith("ComparisonFailure") || type.endsWith("MultipleFailuresError")
                || type.startsWith("org.assertj.");
    }
}
