package tabuleiro.grading.games.checkers;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Predicate;
import tabuleiro.grading.oracle.GameStep;
import tabuleiro.grading.oracle.HardCase;
import tabuleiro.grading.oracle.HardCaseRules;

/**
 * Checkers's hard cases, the oracle's part of the game ({@link HardCaseRules}): the position or
 * answer of each rule that random play seldom reaches, and the finer cases the class's games
 * are chosen to reach.
 */
final class CheckersHardCases implements HardCaseRules {

    private static final String CAPTURE = "x";
    private static final int KING_MOVES_DRAW = 20;

    /**
     * Checkers' finer cases, by side: a man crowned, a capture listed, and a king's move listed,
     * for White and for Black, read from the board before and after.
     */
    @Override
    public void addFiner(Map<String, Predicate<GameStep>> finer) {
        for (String side : new String[] {"W", "B"}) {
            String colour = side.equals("W") ? "White" : "Black";
            finer.put("CHECKERS-07: a " + colour + " man crowned", step -> step.is("board")
                    && checkersKings(step.value(), side) > checkersKings(step.before()
                            .getOrDefault("board", ""), side) && !step.before().isEmpty());
            finer.put("CHECKERS-05: a capture listed for " + colour, step -> step.legal().stream()
                    .anyMatch(move -> move.contains(CAPTURE)) && step.now()
                            .getOrDefault("board", " ").startsWith(side));
        }
    }

    /** The kings of a side on a checkers board ({@code W:W11,K15:B4}). */
    private static int checkersKings(String board, String side) {
        for (String part : board.split(":")) {
            if (part.length() > 0 && part.substring(0, 1).equals(side) && part.length() > 1) {
                return part.length() - part.replace("K", "").length();
            }
        }
        return 0;
    }

    @Override
    public void addCases(Map<String, HardCase> cases) {
        cases.put("CHECKERS-03", new HardCase("the side to move after a capture of several pieces",
                step -> step.is("turn") && captures(step.move()) >= 2));
        cases.put("CHECKERS-05", new HardCase("a man's capture listed", step -> step.legal()
                .stream().anyMatch(move -> move.contains(CAPTURE) && !king(step, move))));
        cases.put("CHECKERS-06", new HardCase("a king's capture of several pieces listed (a flying"
                + " king, whose captured pieces block it until the move ends)",
                step -> step.legal().stream().anyMatch(move -> captures(move) >= 2
                        && king(step, move))));
        cases.put("CHECKERS-10", new HardCase("a king's capture of three pieces or more listed"
                + " (where a king lifting its taken pieces at once could cross one again)",
                step -> step.legal().stream().anyMatch(move -> captures(move) >= 3
                        && king(step, move))));
        cases.put("CHECKERS-07", new HardCase("a man crowned by a capture", step -> step.is("board")
                && kings(step.value()) > kings(step.before().getOrDefault("board", ""))
                && step.move().contains(CAPTURE)));
        cases.put("CHECKERS-11", new HardCase("a game won", step -> step.is("winner")
                && (step.value().equals("white") || step.value().equals("black"))));
        cases.put("CHECKERS-13", new HardCase("a king's capture listed", step -> step.legal()
                .stream()
                .anyMatch(move -> move.contains(CAPTURE) && king(step, move))));
        cases.put("CHECKERS-15", new HardCase("a capture of several pieces listed (where the"
                + " majority rule chooses)", step -> step.legal().stream()
                        .anyMatch(move -> captures(move) >= 2)));
        cases.put("CHECKERS-16", new HardCase("a man's capture that ends on the far row",
                step -> step.legal().stream().anyMatch(move -> move.contains(CAPTURE)
                        && !king(step, move) && farRow(step, move))));
        cases.put("CHECKERS-17", new HardCase("twenty king moves without capture counted, or the"
                + " game drawn", step -> step.is("kingmoves") && count(step.value())
                        >= KING_MOVES_DRAW || step.is("winner") && step.value().equals("draw")));
        // The engine's FEN is the board shown, charged to CHECKERS-12 (CHECKERS-30 has no
        // points: its reader and writer are given to students whole).
        cases.put("CHECKERS-12", new HardCase("a position with a king written",
                step -> step.is("fen") && step.value().contains("K")));
    }

    private static int count(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException notACount) {
            return 0;
        }
    }

    private static int captures(String move) {
        return move.contains(CAPTURE) ? move.split(CAPTURE).length - 1 : 0;
    }

    private static int kings(String board) {
        return board.length() - board.replace("K", "").length();
    }

    /** Whether a move's first square holds a king, by the board the legal set was asked in. */
    private static boolean king(GameStep step, String move) {
        String from = move.split("[-x]")[0];
        String board = step.now().getOrDefault("board", "");
        return Arrays.stream(board.split("[:,]")).anyMatch(square -> square.equals("K" + from)
                || square.equals("WK" + from) || square.equals("BK" + from));
    }

    private static boolean farRow(GameStep step, String move) {
        String[] squares = move.split(CAPTURE);
        int end = count(squares[squares.length - 1]);
        boolean white = step.now().getOrDefault("turn", "white").equals("white");
        return white ? end <= 4 : end > 28;
    }
}
