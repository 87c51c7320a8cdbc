package tabuleiro.grading.games.galo;

import java.util.Map;
import java.util.function.Predicate;
import tabuleiro.grading.oracle.GameStep;
import tabuleiro.grading.oracle.HardCase;
import tabuleiro.grading.oracle.HardCaseRules;

/**
 * Jogo do Galo's hard cases, the oracle's part of the game ({@link HardCaseRules}). Random play
 * reaches every rule's case often (of random games, some three in five are won by X, three in
 * ten by O and one in eight drawn, and a diagonal wins about a fifth of the won ones), so the
 * game has no rule whose case needs a position of its own; its finer cases are the ones a
 * one-line bug of {@code settle} shows on and nothing else: a win along each direction apart
 * (each diagonal apart, as a bug that checks one misses the other), a win by O (a bug that looks
 * for X's lines alone), a win with the ninth mark (a bug that calls the full board a draw first)
 * and a draw.
 */
final class GaloHardCases implements HardCaseRules {

    /** The squares of a board, as the probe's {@code board} spells it without its slashes. */
    private static final int SQUARES = 9;

    /** The eight lines, as indexes into the board's squares in reading order. */
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7},
        {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    @Override
    public void addCases(Map<String, HardCase> cases) {
        // Random play reaches each rule's case: the class's games need no position of their own.
    }

    @Override
    public void addFiner(Map<String, Predicate<GameStep>> finer) {
        finer.put("GALO-06: a win on a row", step -> wonOn(step, 0, 3));
        finer.put("GALO-07: a win on a column", step -> wonOn(step, 3, 6));
        finer.put("GALO-08: a win on the diagonal a1 b2 c3", step -> wonOn(step, 6, 7));
        finer.put("GALO-08: a win on the diagonal c1 b2 a3", step -> wonOn(step, 7, 8));
        finer.put("GALO-06 to GALO-08: a win by O", step -> step.is("winner")
                && step.value().equals("O"));
        finer.put("GALO-09: a win with the ninth mark", step -> step.is("winner")
                && !step.value().equals("none") && marks(step) == SQUARES);
        finer.put("GALO-09: a draw", step -> step.is("winner") && step.value().equals("none")
                && marks(step) == SQUARES);
    }

    /** Whether the step names a winner who holds one of the lines {@code from} to {@code to}. */
    private static boolean wonOn(GameStep step, int from, int to) {
        if (!step.is("winner") || step.value().equals("none")) {
            return false;
        }
        String board = step.now().getOrDefault("board", "").replace("/", "");
        if (board.length() != SQUARES) {
            return false;
        }
        char mark = step.value().charAt(0);
        for (int line = from; line < to; line++) {
            boolean three = true;
            for (int square : LINES[line]) {
                three &= board.charAt(square) == mark;
            }
            if (three) {
                return true;
            }
        }
        return false;
    }

    private static int marks(GameStep step) {
        return step.now().getOrDefault("board", "").replace("/", "").replace(".", "").length();
    }
}
