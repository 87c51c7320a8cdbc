package tabuleiro.grading.child;

import java.util.ArrayList;
import java.util.List;

/**
 * One line of tab-separated fields, as the compiler's child JVM and the grader exchange them:
 * backslash, tab and line breaks inside a field are escaped with a backslash, so any text fits
 * on one line, and a field may itself be a list whose elements are separated by {@code |}.
 */
public final class Fields {

    private static final char SEPARATOR = '\t';
    private static final char LIST_SEPARATOR = '|';

    private Fields() {
    }

    /**
     * Joins fields into a line, without the line break.
     *
     * @param fields the fields
     * @return the line
     * @post {@code split(join(fields))} equals {@code fields}
     */
    public static String join(List<String> fields) {
        List<String> escaped = new ArrayList<>();
        for (String field : fields) {
            escaped.add(escape(field));
        }
        return String.join(String.valueOf(SEPARATOR), escaped);
    }

    /**
     * Joins a list into one field.
     *
     * @param elements the list's elements
     * @return the field, before {@link #join} escapes it
     */
    public static String list(List<String> elements) {
        List<String> escaped = new ArrayList<>();
        for (String element : elements) {
            escaped.add(element.replace("\\", "\\\\").replace("|", "\\|"));
        }
        return String.join(String.valueOf(LIST_SEPARATOR), escaped);
    }

    /**
     * Splits a line into its fields.
     *
     * @param line a line from {@link #join}
     * @return the fields
     */
    public static List<String> split(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == SEPARATOR) {
                fields.add(field.toString());
                field.setLength(0);
            } else if (c == '\\' && i + 1 < line.length()) {
                i++;
                char escaped = line.charAt(i);
                field.append(switch (escaped) {
                    case 't' -> '\t';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    default -> escaped;
                });
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }

    /**
     * Splits a field made by {@link #list} into its elements.
     *
     * @param field the field
     * @return the elements; none for an empty field
     */
    public static List<String> unlist(String field) {
        List<String> elements = new ArrayList<>();
        if (field.isEmpty()) {
            return elements;
        }
        StringBuilder element = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == LIST_SEPARATOR) {
                elements.add(element.toString());
                element.setLength(0);
            } else if (c == '\\' && i + 1 < field.length()) {
                i++;
                element.append(field.charAt(i));
            } else {
                element.append(c);
            }
        }
        elements.add(element.toString());
        return elements;
    }

    private static String escape(String field) {
        StringBuilder escaped = new StringBuilder(field.length());
        for (char c : field.toCharArray()) {
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
