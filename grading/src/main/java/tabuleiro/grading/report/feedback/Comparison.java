package tabuleiro.grading.report.feedback;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Texts;

/**
 * What a check of the rule book expected and what came instead, taken apart from the check's
 * message so that the feedback can show them as two labelled blocks, and for a board or a
 * screen, mark where they differ.
 *
 * <p>Why from the message: the checks fail in two ways, and both say everything in it. AssertJ's
 * assertions write {@code expected: … but was: …} or {@code Expecting actual: … to contain: …}
 * (with opentest4j on the class path the error also carries the two values, but as the very
 * same quoted text, so the message loses nothing); the rule book's own checks of a board write
 * {@code The grid should be:} (the expected board) {@code but the engine's grid … is:} (the
 * actual one), or {@code Before, the grid was: … Now it is: …}. A message of another shape has
 * no comparison, and the feedback quotes it whole as before.
 *
 * @param lead what the check was about, from its own words, or an empty string
 * @param relation how what came should relate to what was expected
 * @param expected what was expected, as text
 * @param actual what came, as text
 * @param actualIs what the check says came, such as {@code what the text UI wrote}, or an empty
 *     string
 * @param rest what the message says after the two, or an empty string
 */
public record Comparison(String lead, Relation relation, String expected, String actual,
        String actualIs, String rest) {

    /** How what came should relate to what was expected. */
    public enum Relation {
        /** It should be equal. */
        EQUAL,
        /** It should contain it. */
        CONTAIN,
        /** It should not contain it. */
        NOT_CONTAIN,
        /** Some other relation AssertJ names ("to contain exactly", "to start with"...). */
        OTHER
    }

    /** AssertJ's {@code isEqualTo}: {@code [description] \nexpected: X\n but was: Y}. */
    private static final Pattern ASSERTJ_EQUAL = Pattern.compile(
            "(?s)^(?:\\[(.*)\\] )?\\s*expected: ?\\n?(.*?)\\n but was: ?\\n?(.*)$");

    /** AssertJ's {@code Expecting actual:\n  X\nto contain:\n  Y}, and its kin. */
    private static final Pattern ASSERTJ_EXPECTING = Pattern.compile(
            "(?s)^(?:\\[(.*)\\] )?\\s*Expecting actual:\\n(.*?)\\n(to [^\\n]*?|not to [^\\n]*?):"
                    + "\\n(  .*?)(\\n(?!  ).*)?$");

    /** AssertJ's {@code isTrue}: {@code Expecting value to be true but was false}. */
    private static final Pattern ASSERTJ_VALUE = Pattern.compile(
            "(?s)^(?:\\[(.*)\\] )?\\s*Expecting value to be (\\S+) but was (\\S+)\\s*$");

    /**
     * The rule book's own board checks: {@code X should be:\nE\nbut … is:\nA}, or their
     * Portuguese twins' {@code X devia ser:\nE\nmas … é:\nA}.
     */
    private static final Pattern SHOULD_BE = Pattern.compile(
            "(?s)^(.*?) (should be|devia ser):?\\n(.*?)\\n(?:but|mas) [^\\n]*?:?\\n(.*)$");

    /**
     * A check of an unchanged state: {@code … Before, the grid was:\nE\nNow it is:\nA}, or its
     * Portuguese twin's {@code … Antes, a grelha era:\nE\nAgora é:\nA}.
     */
    private static final Pattern BEFORE_NOW = Pattern.compile(
            "(?s)^(.*?)\\n?(?:Before|Antes)[^\\n]*:\\n(.*?)\\n(?:Now|Agora)[^\\n]*:\\n(.*)$");

    /**
     * A stack frame that an assertion library printed inside its message ({@code \tat
     * a.B.c(B.java:1)}), or its note on the frames it left out, which names its own settings
     * ({@code setMaxStackTraceElementsDisplayed}): neither is the student's business.
     */
    private static final Pattern TOOL_NOISE = Pattern.compile(
            "(?m)^[ \\t]*(?:at [\\w$.<>/]+\\([^)\\n]*\\)|\\.\\.\\.\\(\\d+ remaining lines not"
                    + " displayed[^\\n]*|Caused by: [^\\n]*|\\.\\.\\. \\d+ more)[ \\t]*\\n?");

    /**
     * Takes out of a check's message the stack frames an assertion library printed in it and
     * its note about them, keeping every other line.
     *
     * @param message a check's message
     * @return the message without them
     */
    public static String withoutToolNoise(String message) {
        return TOOL_NOISE.matcher(message).replaceAll("");
    }

    /** Checks that every part is present. */
    public Comparison {
        Objects.requireNonNull(lead, "lead");
        Objects.requireNonNull(relation, "relation");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
        Objects.requireNonNull(actualIs, "actualIs");
        Objects.requireNonNull(rest, "rest");
    }

    /**
     * Finds what a failed check expected and what came.
     *
     * @param result a scenario's result
     * @return the comparison, or empty when the scenario did not fail a check or its message has
     *     none of the known shapes
     */
    public static Optional<Comparison> of(ScenarioResult result) {
        if (result.outcome() != Outcome.FAILED || !isCheck(result.exceptionClass())) {
            return Optional.empty();
        }
        return of(result.message());
    }

    /**
     * Finds what a check's message says was expected and what came.
     *
     * @param message the message of a failed check
     * @return the comparison, or empty when the message has none of the known shapes
     */
    public static Optional<Comparison> of(String message) {
        String text = withoutToolNoise(message.replace("\r\n", "\n"));
        Matcher equal = ASSERTJ_EQUAL.matcher(text);
        if (equal.matches()) {
            // A description may show the position after its first line: context, kept apart.
            String description = orEmpty(equal.group(1)).strip();
            int newline = description.indexOf('\n');
            return Optional.of(new Comparison(newline < 0 ? description
                    : description.substring(0, newline), Relation.EQUAL, value(equal.group(2)),
                    value(equal.group(3)), "", newline < 0 ? ""
                    : description.substring(newline + 1)));
        }
        Matcher expecting = ASSERTJ_EXPECTING.matcher(text);
        if (expecting.matches()) {
            String relation = expecting.group(3);
            Relation kind = relation.equals("to contain") ? Relation.CONTAIN
                    : relation.equals("not to contain") ? Relation.NOT_CONTAIN
                    : relation.startsWith("to be equal") ? Relation.EQUAL : Relation.OTHER;
            String description = orEmpty(expecting.group(1));
            String actual = value(expecting.group(2));
            String actualIs = "";
            // A description that quotes what a text UI wrote says it better than the whole
            // transcript: it is the part a student needs to see, and it names what came.
            if (description.contains("\n")) {
                actual = description.substring(description.indexOf('\n') + 1);
                actualIs = stripColon(description.substring(0, description.indexOf('\n')));
                description = "";
            }
            String rest = orEmpty(expecting.group(5)).strip();
            if (kind == Relation.OTHER) {
                rest = (relation + (rest.isEmpty() ? "" : "\n" + rest)).strip();
            }
            return Optional.of(new Comparison(stripColon(description), kind,
                    value(expecting.group(4)), actual, actualIs, rest));
        }
        Matcher bool = ASSERTJ_VALUE.matcher(text);
        if (bool.matches()) {
            return Optional.of(new Comparison(orEmpty(bool.group(1)), Relation.EQUAL,
                    bool.group(2), bool.group(3), "", ""));
        }
        Matcher before = BEFORE_NOW.matcher(text);
        if (before.matches()) {
            return Optional.of(boards(before.group(1), before.group(2), before.group(3)));
        }
        Matcher should = SHOULD_BE.matcher(text);
        if (should.matches() && !should.group(1).contains("\n")) {
            return Optional.of(boards(should.group(1) + " " + should.group(2), should.group(3),
                    should.group(4)));
        }
        return Optional.empty();
    }

    /**
     * Two boards or screens: what came is as long as what was expected, and what the message
     * says after it (the check's own list of differences, say) is kept apart.
     */
    private static Comparison boards(String lead, String expected, String actualAndRest) {
        List<String> expectedLines = expected.lines().toList();
        List<String> actualLines = actualAndRest.lines().toList();
        int size = expectedLines.size();
        if (size > 1 && actualLines.size() > size) {
            return new Comparison(lead.strip(), Relation.EQUAL, expected,
                    String.join("\n", actualLines.subList(0, size)), "",
                    String.join("\n", actualLines.subList(size, actualLines.size())).strip());
        }
        return new Comparison(lead.strip(), Relation.EQUAL, expected, actualAndRest, "", "");
    }

    /**
     * Where what came differs from what was expected, for two boards or screens compared whole:
     * each square that differs when both are boards drawn with the same coordinates (named by
     * the column's label and the row's, as the rule book names them), else each line that
     * differs.
     *
     * @param texts the feedback's texts, to name a line
     * @return the places that differ, in reading order; none when the two are not compared
     *     whole or are equal
     */
    public List<String> differences(Texts texts) {
        if (relation != Relation.EQUAL) {
            return List.of();
        }
        return BoardText.differences(expected, actual).stream()
                .map(place -> place.square().isEmpty()
                        ? texts.text("differs.line", String.valueOf(place.line()))
                        : place.square())
                .toList();
    }

    /**
     * Tells whether the lines of what was expected and what came are compared one by one, so
     * that each differing line can be marked.
     *
     * @return {@code true} when the relation is equality and each has more than one line
     */
    public boolean lineByLine() {
        return relation == Relation.EQUAL && expected.contains("\n") && actual.contains("\n");
    }

    /**
     * Tells, line by line, which lines of one of the two differ from the other's line there.
     *
     * @param expectedSide {@code true} for the lines of what was expected
     * @return for each line of that side, whether it differs
     */
    public List<Boolean> marks(boolean expectedSide) {
        List<String> mine = (expectedSide ? expected : actual).lines().toList();
        List<String> other = (expectedSide ? actual : expected).lines().toList();
        List<Boolean> marked = new ArrayList<>();
        for (int i = 0; i < mine.size(); i++) {
            marked.add(lineByLine() && (i >= other.size()
                    || !mine.get(i).stripTrailing().equals(other.get(i).stripTrailing())));
        }
        return marked;
    }

    private static boolean isCheck(String type) {
        return type.equals("java.lang.AssertionError") || type.endsWith("AssertionFailedError")
                || type.endsWith("ComparisonFailure") || type.startsWith("org.assertj.");
    }

    /**
     * An AssertJ value as text: without the two spaces it indents every line with and, for a
     * string, without its quotes.
     */
    private static String value(String shown) {
        List<String> lines = shown.lines().toList();
        boolean indented = lines.stream().allMatch(line -> line.startsWith("  ")
                || line.isEmpty());
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            kept.add(indented || i == 0 ? line.replaceFirst("^  ", "") : line);
        }
        String text = String.join("\n", kept).strip();
        if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) {
            text = text.substring(1, text.length() - 1);
            // AssertJ starts a multi-line string on the quote's line.
            text = text.startsWith("\n") ? text.substring(1) : text;
        }
        return text;
    }

    private static String stripColon(String text) {
        String stripped = text.strip();
        return stripped.endsWith(":") ? stripped.substring(0, stripped.length() - 1) : stripped;
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
