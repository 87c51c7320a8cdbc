package tabuleiro.grading.child.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tabuleiro.grading.child.JsonLine;
import tabuleiro.grading.child.ProgressLog;

/**
 * The members of one line of the wire format ({@link JsonLine}) as the compiler JVM reads the
 * grader's requests: a JSON object of strings, whole numbers and lists of strings, read strictly.
 * Anything else, a value of another type, a name twice, text after the object, an escape JSON
 * does not have, is refused with a message that says where.
 *
 * <p>Why not Gson: this package is the runner jar, which a grading JVM runs beside a submission,
 * and no library of the grader's joins it (see {@link ProgressLog}). The compiler JVM, which
 * runs no code of a submission, reads here only what the grader itself wrote; what a submission
 * may have shaped, the answers and the progress, the grader reads with Gson.
 *
 * @invariant every value is a {@link String}, a {@link Long} or a list of strings
 */
public final class JsonMembers {

    private final Map<String, Object> members;

    private JsonMembers(Map<String, Object> members) {
        this.members = members;
    }

    /**
     * Reads a line.
     *
     * @param line one line of the wire format
     * @return its members
     * @throws IllegalArgumentException if the line is not one JSON object of the wire format's
     *     values, saying why
     */
    public static JsonMembers parse(String line) {
        return new JsonMembers(new Reader(line).object());
    }

    /**
     * Returns a string member.
     *
     * @param name the member's name
     * @return its value
     * @throws IllegalArgumentException if there is no such member or it is not a string
     */
    public String text(String name) {
        if (members.get(name) instanceof String text) {
            return text;
        }
        throw new IllegalArgumentException("no string \"" + name + "\"");
    }

    /**
     * Returns a whole number member.
     *
     * @param name the member's name
     * @return its value
     * @throws IllegalArgumentException if there is no such member or it is not a whole number
     */
    public long number(String name) {
        if (members.get(name) instanceof Long number) {
            return number;
        }
        throw new IllegalArgumentException("no whole number \"" + name + "\"");
    }

    /**
     * Returns a member that is a list of strings.
     *
     * @param name the member's name
     * @return its values
     * @throws IllegalArgumentException if there is no such member or it is not a list
     */
    public List<String> list(String name) {
        if (members.get(name) instanceof List<?> list) {
            return list.stream().map(String.class::cast).toList();
        }
        throw new IllegalArgumentException("no list of strings \"" + name + "\"");
    }

    /** A strict reader of one object, character by character. */
    private static final class Reader {

        private final String text;
        private int at;

        Reader(String text) {
            this.text = text;
        }

        Map<String, Object> object() {
            skipSpace();
            expect('{');
            skipSpace();
            Map<String, Object> read = new HashMap<>();
            if (!accept('}')) {
                do {
                    member(read);
                } while (accept(','));
                expect('}');
            }
            skipSpace();
            if (at != text.length()) {
                throw refused("text after the object");
            }
            return read;
        }

        private void member(Map<String, Object> read) {
            skipSpace();
            final String name = string();
            skipSpace();
            expect(':');
            skipSpace();
            if (read.put(name, value()) != null) {
                throw refused("the member \"" + name + "\" twice");
            }
            skipSpace();
        }

        private Object value() {
            char c = peek();
            if (c == '"') {
                return string();
            }
            if (c == '[') {
                return strings();
            }
            if (c == '-' || c >= '0' && c <= '9') {
                return number();
            }
            throw refused("a value that is not a string, a whole number or a list of strings");
        }

        private List<String> strings() {
            expect('[');
            List<String> values = new ArrayList<>();
            skipSpace();
            if (accept(']')) {
                return values;
            }
            do {
                skipSpace();
                values.add(string());
                skipSpace();
            } while (accept(','));
            expect(']');
            return values;
        }

        private Long number() {
            int start = at;
            accept('-');
            int digits = at;
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                at++;
            }
            String number = text.substring(start, at);
            if (at == digits || text.charAt(digits) == '0' && at - digits > 1) {
                throw refused("a number that is not a whole number as JSON writes it");
            }
            try {
                return Long.parseLong(number);
            } catch (NumberFormatException e) {
                throw refused("a number too large");
            }
        }

        private String string() {
            expect('"');
            StringBuilder value = new StringBuilder();
            while (true) {
                if (at >= text.length()) {
                    throw refused("a string that does not end");
                }
                char c = text.charAt(at++);
                if (c == '"') {
                    return value.toString();
                }
                if (c < 0x20) {
                    throw refused("a control character inside a string");
                }
                value.append(c == '\\' ? escaped() : c);
            }
        }

        private char escaped() {
            if (at >= text.length()) {
                throw refused("a string that does not end");
            }
            char c = text.charAt(at++);
            return switch (c) {
                case '"', '\\', '/' -> c;
                case 'b' -> '\b';
                case 'f' -> '\f';
                case 'n' -> '\n';
                case 'r' -> '\r';
                case 't' -> '\t';
                case 'u' -> unit();
                default -> throw refused("the escape \\" + c + ", which JSON does not have");
            };
        }

        private char unit() {
            String digits = text.substring(at, Math.min(at + 4, text.length()));
            if (!digits.matches("[0-9A-Fa-f]{4}")) {
                throw refused("a \\u escape that is not four hexadecimal digits");
            }
            at += 4;
            return (char) Integer.parseInt(digits, 16);
        }

        private void skipSpace() {
            while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
        }

        private char peek() {
            if (at >= text.length()) {
                throw refused("the end of the line");
            }
            return text.charAt(at);
        }

        private boolean accept(char c) {
            if (at < text.length() && text.charAt(at) == c) {
                at++;
                return true;
            }
            return false;
        }

        private void expect(char c) {
            if (!accept(c)) {
                throw refused(at < text.length() ? "'" + text.charAt(at) + "' where '" + c
                        + "' belongs" : "the end of the line where '" + c + "' belongs");
            }
        }

        private IllegalArgumentException refused(String what) {
            return new IllegalArgumentException("not a line of the wire format: " + what
                    + " at character " + at);
        }
    }
}
