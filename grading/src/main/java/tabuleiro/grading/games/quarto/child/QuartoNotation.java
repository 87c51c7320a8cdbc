package tabuleiro.grading.games.quarto.child;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the tournament writes a Quarto move, on both sides of the agent's channel: the square
 * the player places the piece it was handed on, then the piece it hands the opponent, in the
 * brief's notation (rule QUARTO-11), such as {@code B3[p;}. The game's first move hands a piece
 * only ({@code (B!}), a move that ends the game places only ({@code D4}); a game is its moves
 * separated by spaces.
 *
 * <p>Squares and pieces are read into numbers and trait names here, not by an engine's
 * {@code parse}: the referee's engine and the submission's each build their own from them, so
 * that an unfinished {@code Piece.parse} in a submission cannot misread the referee's line.
 */
public final class QuartoNotation {

    /** One move: an optional square, an optional piece, not both absent. */
    private static final Pattern MOVE = Pattern.compile(
            "(?=.)([A-D][1-4])?([(\\[][BbPp][!;])?");

    /** Not instantiated. */
    private QuartoNotation() {
    }

    /**
     * Whether a text is one move in this notation.
     *
     * @param move the text
     * @return {@code true} for a square, a piece, or a square then a piece
     */
    public static boolean isMove(String move) {
        return MOVE.matcher(move).matches();
    }

    /**
     * Whether a text is a game's moves in this notation: none, or moves separated by a space.
     *
     * @param moves the text
     * @return {@code true} if every move is one, at most 17 of them
     */
    public static boolean isGame(String moves) {
        List<String> split = split(moves);
        return split.size() <= 17 && split.stream().allMatch(QuartoNotation::isMove);
    }

    /**
     * A game's moves, one by one.
     *
     * @param moves the moves separated by spaces, or an empty text
     * @return the moves
     */
    public static List<String> split(String moves) {
        return moves.isEmpty() ? List.of() : List.of(moves.split(" ", -1));
    }

    /**
     * The square a move places on.
     *
     * @param move a move, {@link #isMove}
     * @return the column (1 for A) and the row, if the move places a piece
     */
    public static Optional<int[]> square(String move) {
        Matcher matcher = matched(move);
        String square = matcher.group(1);
        return square == null ? Optional.empty()
                : Optional.of(new int[] {square.charAt(0) - 'A' + 1, square.charAt(1) - '0'});
    }

    /**
     * The piece a move hands over, as the names of its traits.
     *
     * @param move a move, {@link #isMove}
     * @return the constants of {@code Size}, {@code Colour}, {@code Shape} and {@code Fill},
     *     in that order, if the move hands a piece over
     */
    public static Optional<List<String>> piece(String move) {
        Matcher matcher = matched(move);
        String piece = matcher.group(2);
        if (piece == null) {
            return Optional.empty();
        }
        char letter = piece.charAt(1);
        return Optional.of(List.of(Character.isUpperCase(letter) ? "TALL" : "SHORT",
                Character.toLowerCase(letter) == 'b' ? "LIGHT" : "DARK",
                piece.charAt(0) == '(' ? "ROUND" : "SQUARE",
                piece.charAt(2) == '!' ? "SOLID" : "HOLLOW"));
    }

    /**
     * Writes a move.
     *
     * @param column the column placed on, 1 to 4, or 0 if the move places nothing
     * @param row the row placed on, 1 to 4, or 0
     * @param traits the names of the handed piece's traits (size, colour, shape, fill), or an
     *     empty list if the move hands nothing over
     * @return the move
     * @throws IllegalArgumentException if the result is not a move
     */
    public static String write(int column, int row, List<String> traits) {
        StringBuilder move = new StringBuilder();
        if (column != 0 || row != 0) {
            move.append((char) ('A' + column - 1)).append(row);
        }
        if (!traits.isEmpty()) {
            char letter = "LIGHT".equals(traits.get(1)) ? 'b' : 'p';
            move.append("ROUND".equals(traits.get(2)) ? '(' : '[')
                    .append("TALL".equals(traits.get(0)) ? Character.toUpperCase(letter) : letter)
                    .append("SOLID".equals(traits.get(3)) ? '!' : ';');
        }
        if (!isMove(move.toString())) {
            throw new IllegalArgumentException("not a Quarto move: column " + column + ", row "
                    + row + ", piece " + traits);
        }
        return move.toString();
    }

    /**
     * The names of a piece's traits, from its four enum values.
     *
     * @param traits the piece's size, colour, shape and fill
     * @return their names
     */
    public static List<String> names(Object... traits) {
        List<String> names = new ArrayList<>();
        for (Object trait : traits) {
            names.add(((Enum<?>) trait).name());
        }
        return names;
    }

    private static Matcher matched(String move) {
        Matcher matcher = MOVE.matcher(move);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a Quarto move: " + move);
        }
        return matcher;
    }
}
