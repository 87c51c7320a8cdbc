package tabuleiro.grading.child;

import java.util.List;

/**
 * One line of the grader's wire format, being written: a JSON object (RFC 8259) of strings,
 * whole numbers and lists of strings, on one line, whose first member names the message's kind.
 * Both child JVMs speak it both ways: a grading JVM's progress ({@link ProgressLog}), the
 * grader's requests to the compiler JVM and that JVM's answers ({@link
 * tabuleiro.grading.child.compiler.CompilerRequest}, {@link
 * tabuleiro.grading.child.compiler.CompilerAnswer}).
 *
 * <p>Written by hand, not by a library, because this package runs in a grading JVM beside a
 * submission: a reflective serializer there is a way into the runner's private fields (see
 * {@link ProgressLog}). Writing JSON is this much; reading what a submission may have touched is
 * left to Gson, on the grader's side.
 */
public final class JsonLine {

    private final StringBuilder json = new StringBuilder("{");

    /**
     * Starts a line with the member that names its kind.
     *
     * @param name the member's name, such as {@code event}
     * @param kind the kind, such as {@code PLAN}
     */
    public JsonLine(String name, String kind) {
        text(name, kind);
    }

    /**
     * Adds a string member.
     *
     * @param name the member's name
     * @param value its value, any text
     * @return this line
     */
    public JsonLine text(String name, String value) {
        member(name);
        string(value);
        return this;
    }

    /**
     * Adds a whole number member.
     *
     * @param name the member's name
     * @param value its value
     * @return this line
     */
    public JsonLine number(String name, long value) {
        member(name);
        json.append(value);
        return this;
    }

    /**
     * Adds a member that is a list of strings.
     *
     * @param name the member's name
     * @param values its values, any texts
     * @return this line
     */
    public JsonLine list(String name, List<String> values) {
        member(name);
        json.append('[');
        for (int i = 0; i < values.size(); i++) {
            json.append(i == 0 ? "" : ",");
            string(values.get(i));
        }
        json.append(']');
        return this;
    }

    /**
     * Ends the object.
     *
     * @return the line, which holds no line break and no other character that a reader of
     *     lines could take for one
     */
    public String end() {
        return json.append('}').toString();
    }

    private void member(String name) {
        json.append(json.length() == 1 ? "" : ",");
        string(name);
        json.append(':');
    }

    /**
     * A JSON string (RFC 8259): quote and backslash escaped, line breaks and tabs by their short
     * escapes (the channel takes lines of up to 64 KiB, and a trace has many), and every other
     * control character, surrogate and line separator as {@code \}{@code uXXXX}, so the line
     * stays one line and a lone surrogate from a submission's message reaches the grader as it
     * was.
     */
    private void string(String value) {
        json.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                json.append('\\').append(c);
            } else if (c == '\n') {
                json.append("\\n");
            } else if (c == '\r') {
                json.append("\\r");
            } else if (c == '\t') {
                json.append("\\t");
            } else if (c < 0x20 || Character.isSurrogate(c) || c == 0x2028
                    || c == 0x2029 || c == 0x7F) {
                json.append(String.format("\\u%04x", (int) c));
            } else {
                json.append(c);
            }
        }
        json.append('"');
    }
}
