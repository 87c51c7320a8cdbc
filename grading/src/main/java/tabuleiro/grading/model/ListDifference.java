package tabuleiro.grading.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What differs between two answers that are lists (the legal moves, the pieces left, the tiles in
 * a hand or on a board): the items only the engine answered, those only the
 * reference answered, and how many both did. A disagreement on such a key is shown by this
 * difference rather than by the two whole answers, which can run to hundreds of characters on one
 * line, for the student to compare by hand. Items are counted as a multiset (a bag may hold
 * several of a tile) and kept in the answers' own order (the probes sort them).
 *
 * @param onlyActual the items only the engine answered, in its answer's order
 * @param onlyExpected the items only the reference answered, in its answer's order
 * @param common how many items both answered
 */
public record ListDifference(List<String> onlyActual, List<String> onlyExpected, int common) {

    /**
     * The probes' keys whose answers are lists, with the separator of their items: the legal
     * moves are space-separated (a placement of several tiles holds {@code ;} itself), a pool
     * of pieces and a capture's squares comma-separated, tiles {@code ;}-separated
     * ({@code features/PROBES.md}).
     */
    private static final Map<String, Pattern> LISTS = Map.of(
            "legal", Pattern.compile("\\s+"),
            "pool", Pattern.compile(","),
            "captured", Pattern.compile(","),
            "bagtiles", Pattern.compile(";"),
            "hand", Pattern.compile(";"),
            "board", Pattern.compile(";"));

    /**
     * The keys that are lists in one game only, with the shape of their items: a board of
     * tiles on their squares, {@code A1@0,0;B1@0,1}, where the other games' boards are grids of
     * rows, one value ({@code ;} may even be a piece's mark).
     */
    private static final Map<String, Pattern> SHAPES = Map.of(
            "board", Pattern.compile("[A-Z][0-9]@-?[0-9]+,-?[0-9]+"));

    /**
     * A legal move that holds a space ({@code features/PROBES.md}): a move that places a piece
     * and hands the next over is a square (or {@code -} before the first piece is chosen) and
     * the piece handed over (or {@code -} when the placement ends the game), a trade of tiles
     * is {@code swap} and its tiles. Split at every space, one move would be two items, and the
     * difference a jumble of halves.
     */
    private static final Pattern SPACED_MOVE = Pattern.compile(
            "swap \\S+|(?:[A-D][1-4]|-) (?:-|[\\[(][A-Za-z][;!])|\\S+");

    /** A probe's answer for an empty list, or for a key not asked there. */
    private static final String NONE = "-";

    /** Checks the parts and copies the lists. */
    public ListDifference {
        onlyActual = List.copyOf(onlyActual);
        onlyExpected = List.copyOf(onlyExpected);
        if (common < 0) {
            throw new IllegalArgumentException("a count of items: " + common);
        }
    }

    /**
     * The difference of two answers to a key, when the key's answers are lists and both answers
     * are lists (not a refusal, an error or an exception's name, which are told as they came).
     *
     * @param key the probe's key, such as {@code legal}
     * @param expected the reference's answer
     * @param actual the engine's answer
     * @return the difference, or empty for a key whose answer is one value (shown whole)
     */
    public static Optional<ListDifference> of(String key, String expected, String actual) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
        Pattern separator = LISTS.get(key);
        if (separator == null || !isList(expected) || !isList(actual)) {
            return Optional.empty();
        }
        List<String> mine = items(key, actual, separator);
        List<String> theirs = items(key, expected, separator);
        Pattern shape = SHAPES.get(key);
        if (shape != null && !Stream.concat(mine.stream(), theirs.stream())
                .allMatch(item -> shape.matcher(item).matches())) {
            return Optional.empty();
        }
        Map<String, Integer> left = counts(theirs);
        List<String> onlyMine = new ArrayList<>();
        int common = 0;
        for (String item : mine) {
            Integer count = left.get(item);
            if (count == null || count == 0) {
                onlyMine.add(item);
            } else {
                left.put(item, count - 1);
                common++;
            }
        }
        Map<String, Integer> shared = counts(mine);
        List<String> onlyTheirs = new ArrayList<>();
        for (String item : theirs) {
            Integer count = shared.get(item);
            if (count == null || count == 0) {
                onlyTheirs.add(item);
            } else {
                shared.put(item, count - 1);
            }
        }
        ListDifference difference = new ListDifference(onlyMine, onlyTheirs, common);
        assert difference.common() + onlyMine.size() == mine.size()
                : "postcondition: every item of the engine's is shared or its own";
        assert difference.common() + onlyTheirs.size() == theirs.size()
                : "postcondition: every item of the reference's is shared or its own";
        return Optional.of(difference);
    }

    /**
     * Items as lines no wider than a width, each item whole (one wider than the width has a line
     * of its own), at most a number of them: the rest are left out, and the caller says how many
     * ({@link #leftOut}).
     *
     * @param items the items
     * @param width the most characters a line holds, at least 1
     * @param most the most items shown, at least 1
     * @return the lines, none for no item
     */
    public static List<String> lines(List<String> items, int width, int most) {
        Objects.requireNonNull(items, "items");
        if (width < 1 || most < 1) {
            throw new IllegalArgumentException("a width and a count: " + width + ", " + most);
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String item : items.subList(0, Math.min(most, items.size()))) {
            if (line.length() > 0 && line.length() + 1 + item.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(item);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /**
     * How many items {@link #lines} leaves out.
     *
     * @param items the items
     * @param most the most items shown
     * @return the count, 0 when all are shown
     */
    public static int leftOut(List<String> items, int most) {
        return Math.max(0, items.size() - most);
    }

    private static boolean isList(String answer) {
        return !answer.startsWith("refused") && !answer.startsWith("error")
                && !answer.startsWith("!") && !answer.contains("\n");
    }

    private static List<String> items(String key, String answer, Pattern separator) {
        String text = answer.strip();
        if (text.isEmpty() || text.equals(NONE)) {
            return List.of();
        }
        if (key.equals("legal")) {
            // A move is the longest text of one of the shapes, from the start of a word.
            return SPACED_MOVE.matcher(text.replaceAll("\\s+", " ")).results()
                    .map(MatchResult::group).toList();
        }
        return Arrays.stream(separator.split(text)).map(String::strip)
                .filter(item -> !item.isEmpty()).toList();
    }

    private static Map<String, Integer> counts(List<String> items) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        items.forEach(item -> counts.merge(item, 1, Integer::sum));
        return counts;
    }
}
