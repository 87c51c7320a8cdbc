package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.List;

/**
 * The points of one turn, line by line (rules QWIRKLE-09, QWIRKLE-10, QWIRKLE-17).
 *
 * @param lines the lines the turn's tiles made or lengthened, each with its points
 * @param endBonus the bonus for ending the game by placing one's last tile, 0 or 6
 */
public record TurnScore(List<ScoredLine> lines, int endBonus) {

    /** The bonus for placing one's last tile when the bag is empty (rule QWIRKLE-17). */
    public static final int END_BONUS = 6;

    /** The score of a turn that placed no tile: a trade or a pass. */
    public static final TurnScore NONE = new TurnScore(List.of(), 0);

    /**
     * Creates a turn's score.
     *
     * @throws IllegalArgumentException unless the end bonus is 0 or {@link #END_BONUS}
     */
    public TurnScore {
        lines = List.copyOf(lines);
        if (endBonus != 0 && endBonus != END_BONUS) {
            throw new IllegalArgumentException("the end bonus is 0 or " + END_BONUS + ", but "
                    + endBonus + " was given");
        }
    }

    /**
     * Returns the turn's points.
     *
     * @return the points of every line plus the end bonus
     */
    public int total() {
        return lines.stream().mapToInt(ScoredLine::points).sum() + endBonus;
    }

    /**
     * Explains the turn's points, one sentence per line, then the end bonus if any, then the
     * total.
     *
     * @return the sentences, the last one "total: N points"
     */
    public List<String> explain() {
        List<String> sentences = new ArrayList<>();
        lines.forEach(line -> sentences.add(line.explain()));
        if (endBonus > 0) {
            sentences.add("last tile placed with the bag empty: " + endBonus + " points");
        }
        sentences.add("total: " + total() + (total() == 1 ? " point" : " points"));
        return sentences;
    }

    /**
     * Returns this score with the end bonus added.
     *
     * @return the same lines and an end bonus of {@link #END_BONUS}
     */
    TurnScore withEndBonus() {
        return new TurnScore(lines, END_BONUS);
    }
}
