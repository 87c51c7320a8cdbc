package tabuleiro.grading.report.feedback;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where two boards drawn as text differ, square by square, named as the drawing names them; or,
 * for two texts that are no boards (a text UI's screen), line by line.
 *
 * <p>Every game's rule book draws a board with a line of column labels ({@code a b c … h},
 * {@code 1 2 3 … 7}, {@code #__A__#__B__#…}) and each row starting with its label. A character
 * that differs belongs to the column whose label is nearest to it, so the same reading names the
 * squares of every game's drawing without knowing the game: {@code e6} or {@code B2} where the
 * columns have letters, {@code (3,4)} (row, column) where both labels are numbers, as such a
 * game's rule book names its squares.
 */
final class BoardText {

    /** A column label: a short run of letters or digits. */
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9]{1,2}");

    private BoardText() {
    }

    /**
     * A place where two texts differ: a square of a board, or a line.
     *
     * @param square the square's name, or an empty string for a line
     * @param line the line, counted from 1
     */
    record Place(String square, int line) {
    }

    /**
     * Finds where two drawings differ.
     *
     * @param expected the expected drawing
     * @param actual the drawing that came
     * @return each differing square, in reading order, when both are boards with the same
     *     labels; else each differing line; none when they are equal
     */
    static List<Place> differences(String expected, String actual) {
        List<String> want = expected.lines().toList();
        List<String> got = actual.lines().toList();
        int header = header(want);
        Set<Place> places = new LinkedHashSet<>();
        for (int i = 0; i < Math.max(want.size(), got.size()); i++) {
            String one = i < want.size() ? want.get(i).stripTrailing() : "";
            String two = i < got.size() ? got.get(i).stripTrailing() : "";
            if (one.equals(two)) {
                continue;
            }
            List<String> squares = header < 0 || i == header ? List.of()
                    : squares(want.get(header), one, two);
            if (squares.isEmpty()) {
                places.add(new Place("", i + 1));
            } else {
                for (String square : squares) {
                    places.add(new Place(square, i + 1));
                }
            }
        }
        return new ArrayList<>(places);
    }

    /** The line of column labels among the first two, or -1 when the text has none. */
    private static int header(List<String> lines) {
        for (int i = 0; i < Math.min(2, lines.size()); i++) {
            String line = lines.get(i);
            String[] tokens = line.replace('#', ' ').replace('_', ' ').strip().split("\\s+");
            boolean labels = tokens.length >= 3;
            for (String token : tokens) {
                labels &= LABEL.matcher(token).matches();
            }
            // A row starts with its own label; the header starts with blanks or a frame.
            if (labels && (line.startsWith(" ") || line.startsWith("#"))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The squares of one row that differ, or none when the two lines are not the same row
     * (their first words, the row's label, differ).
     */
    private static List<String> squares(String header, String one, String two) {
        String row = firstWord(one);
        if (row.isEmpty() || !row.equals(firstWord(two)) || !LABEL.matcher(row).matches()) {
            return List.of();
        }
        List<Integer> positions = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < header.length(); i++) {
            char c = header.charAt(i);
            if (Character.isLetterOrDigit(c) && (i == 0
                    || !Character.isLetterOrDigit(header.charAt(i - 1)))) {
                int end = i;
                while (end < header.length() && Character.isLetterOrDigit(header.charAt(end))) {
                    end++;
                }
                positions.add(i);
                labels.add(header.substring(i, end));
            }
        }
        int start = one.indexOf(row) + row.length();
        Set<String> found = new LinkedHashSet<>();
        for (int i = start; i < Math.max(one.length(), two.length()); i++) {
            char a = i < one.length() ? one.charAt(i) : ' ';
            char b = i < two.length() ? two.charAt(i) : ' ';
            if (a != b) {
                found.add(name(labels.get(nearest(positions, i)), row));
            }
        }
        return new ArrayList<>(found);
    }

    private static int nearest(List<Integer> positions, int at) {
        int best = 0;
        for (int i = 1; i < positions.size(); i++) {
            if (Math.abs(positions.get(i) - at) < Math.abs(positions.get(best) - at)) {
                best = i;
            }
        }
        return best;
    }

    private static String name(String column, String row) {
        boolean numbers = Character.isDigit(column.charAt(0)) && Character.isDigit(row.charAt(0));
        return numbers ? "(" + row + "," + column + ")" : column + row;
    }

    private static String firstWord(String line) {
        String stripped = line.strip();
        int space = stripped.indexOf(' ');
        return space < 0 ? stripped : stripped.substring(0, space);
    }
}
