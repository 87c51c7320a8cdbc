package tabuleiro.grading.games.qwirkle.child;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.regex.Pattern;

/**
 * A two-player Qwirkle game as the referee tells an agent's host about it, on one line: the
 * host cannot replay the turns on the submission's engine (its bag shuffles, and takes traded
 * tiles back, its own way), so it builds this position with the engine's {@code Game.setUp}.
 *
 * <p>The line is its fields separated by {@code |}, lists by spaces: the turn's number, the seat
 * to move (0 or 1), the two scores, the board's tiles ({@code A1@0,0}), the two hands, the bag.
 * Tiles are in the brief's notation.
 *
 * @param turn how many turns were played before this one
 * @param toMove the seat to move, 0 for the player who moved first
 * @param scores the two players' scores, by seat
 * @param board the tiles on the board, each as {@code A1@row,column}
 * @param hands the two hands, by seat
 * @param bag the bag's tiles, in the order they are drawn
 */
public record QwirklePosition(int turn, int toMove, List<Integer> scores, List<String> board,
        List<List<String>> hands, List<String> bag) {

    private static final Pattern TILES = Pattern.compile("([A-F][1-6]( [A-F][1-6])*)?");
    private static final Pattern BOARD = Pattern.compile(
            "([A-F][1-6]@-?\\d{1,4},-?\\d{1,4}( [A-F][1-6]@-?\\d{1,4},-?\\d{1,4})*)?");
    private static final Pattern NUMBER = Pattern.compile("\\d{1,6}");

    /**
     * Checks the position's shape: two seats, two hands of at most six tiles.
     *
     * @throws IllegalArgumentException unless turn and scores are not negative, toMove is 0 or
     *     1, and there are two scores and two hands of at most six tiles
     */
    public QwirklePosition {
        scores = List.copyOf(scores);
        board = List.copyOf(board);
        hands = hands.stream().map(List::copyOf).toList();
        bag = List.copyOf(bag);
        if (turn < 0 || toMove < 0 || toMove > 1 || scores.size() != 2 || hands.size() != 2
                || scores.stream().anyMatch(score -> score < 0)
                || hands.stream().anyMatch(hand -> hand.size() > 6)) {
            throw new IllegalArgumentException("not a two-player Qwirkle position: turn " + turn
                    + ", seat " + toMove + ", scores " + scores + ", hands " + hands);
        }
    }

    /**
     * The position as the player to move may know it: its own hand, the board and the scores
     * as they are, but the opponent's hand and the bag dealt afresh, at random, from the tiles
     * it has not seen (those two together), each as large as it was. A player may not look
     * into the bag (the brief's {@code Bag.tiles}) nor at the opponent's rack.
     *
     * @param random the source of the deal
     * @return the position to tell the player to move
     */
    public QwirklePosition seenByMover(RandomGenerator random) {
        int other = 1 - toMove;
        List<String> unseen = new ArrayList<>(hands.get(other));
        unseen.addAll(bag);
        for (int i = unseen.size() - 1; i > 0; i--) {
            Collections.swap(unseen, i, random.nextInt(i + 1));
        }
        int size = hands.get(other).size();
        List<List<String>> dealt = new ArrayList<>(hands);
        dealt.set(other, unseen.subList(0, size));
        QwirklePosition seen = new QwirklePosition(turn, toMove, scores, board, dealt,
                unseen.subList(size, unseen.size()));
        assert seen.bag.size() == bag.size() && seen.hands.get(toMove).equals(hands.get(toMove))
                : "post: the mover's hand and the sizes are kept";
        return seen;
    }

    /**
     * Writes the position on one line.
     *
     * @return the line, which {@link #read} reads back
     */
    public String write() {
        return turn + "|" + toMove + "|" + scores.get(0) + " " + scores.get(1) + "|"
                + String.join(" ", board) + "|" + String.join(" ", hands.get(0)) + "|"
                + String.join(" ", hands.get(1)) + "|" + String.join(" ", bag);
    }

    /**
     * Reads a position written by {@link #write}.
     *
     * @param line the line
     * @return the position, or empty if the line is not one
     */
    public static Optional<QwirklePosition> read(String line) {
        String[] fields = line.split("\\|", -1);
        if (fields.length != 7 || !NUMBER.matcher(fields[0]).matches()
                || !fields[1].matches("[01]") || !fields[2].matches("\\d{1,6} \\d{1,6}")
                || !BOARD.matcher(fields[3]).matches() || !TILES.matcher(fields[4]).matches()
                || !TILES.matcher(fields[5]).matches() || !TILES.matcher(fields[6]).matches()) {
            return Optional.empty();
        }
        String[] scores = fields[2].split(" ");
        List<List<String>> hands = List.of(list(fields[4]), list(fields[5]));
        if (hands.stream().anyMatch(hand -> hand.size() > 6)) {
            return Optional.empty();
        }
        return Optional.of(new QwirklePosition(Integer.parseInt(fields[0]),
                Integer.parseInt(fields[1]), List.of(Integer.parseInt(scores[0]),
                        Integer.parseInt(scores[1])), list(fields[3]), hands, list(fields[6])));
    }

    private static List<String> list(String field) {
        return field.isEmpty() ? List.of() : new ArrayList<>(Arrays.asList(field.split(" ")));
    }
}
