package tabuleiro.grading.games.quarto;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import tabuleiro.grading.oracle.GameStep;
import tabuleiro.grading.oracle.HardCase;
import tabuleiro.grading.oracle.HardCaseRules;

/**
 * Quarto's hard cases, the oracle's part of the game ({@link HardCaseRules}): the position or
 * answer of each rule that random play seldom reaches, and the finer cases the class's games
 * are chosen to reach.
 */
final class QuartoHardCases implements HardCaseRules {

    private static final int QUARTO_SIZE = 4;

    /**
     * Quarto's finer cases: a win on each kind of line (a row, a column, each diagonal, a 2x2
     * square where the variant has them) and by each of the four traits, and the sixteenth
     * piece placed with and without a win.
     */
    @Override
    public void addFiner(Map<String, Predicate<GameStep>> finer) {
        String[] kinds = {"a row", "a column", "the diagonal from A1", "the diagonal from A4",
            "a 2x2 square"};
        for (int kind = 0; kind < kinds.length; kind++) {
            int which = kind;
            finer.put("QUARTO-07: a win on " + kinds[kind], step -> step.is("win")
                    && !step.value().equals("-") && quartoWins(step).contains("k" + which));
        }
        String[] traits = {"the shape", "the colour", "the height", "the fill"};
        for (int trait = 0; trait < traits.length; trait++) {
            int which = trait;
            finer.put("QUARTO-07: a win by " + traits[trait], step -> step.is("win")
                    && !step.value().equals("-") && quartoWins(step).contains("t" + which));
        }
        finer.put("QUARTO-10: the sixteenth piece placed, no group won", step -> step.is("over")
                && step.value().equals("yes") && quartoFull(step)
                && step.now().getOrDefault("win", "-").equals("-"));
        finer.put("QUARTO-10: the sixteenth piece placed wins", step -> step.is("win")
                && !step.value().equals("-") && quartoFull(step));
    }

    private static boolean quartoFull(GameStep step) {
        return !step.now().getOrDefault("board", "...").contains("...");
    }

    /**
     * The kinds ({@code k0} to {@code k4}) and traits ({@code t0} to {@code t3}) of the groups of
     * four pieces sharing a trait on a Quarto board: a piece is written in three characters
     * ({@code [p!}: its shape, its colour by the letter, its height by the letter's case, its
     * fill), an empty square {@code ...}.
     */
    private static Set<String> quartoWins(GameStep step) {
        String[] rows = step.now().getOrDefault("board", "").split("/");
        Set<String> found = new HashSet<>();
        if (rows.length != QUARTO_SIZE) {
            return found;
        }
        List<int[][]> groups = new ArrayList<>();
        List<Integer> kinds = new ArrayList<>();
        for (int i = 0; i < QUARTO_SIZE; i++) {
            int line = i;
            groups.add(new int[][] {{line, 0}, {line, 1}, {line, 2}, {line, 3}});
            kinds.add(0);
            groups.add(new int[][] {{0, line}, {1, line}, {2, line}, {3, line}});
            kinds.add(1);
        }
        groups.add(new int[][] {{3, 0}, {2, 1}, {1, 2}, {0, 3}});
        kinds.add(2);
        groups.add(new int[][] {{0, 0}, {1, 1}, {2, 2}, {3, 3}});
        kinds.add(3);
        for (int row = 0; row + 1 < QUARTO_SIZE; row++) {
            for (int column = 0; column + 1 < QUARTO_SIZE; column++) {
                groups.add(new int[][] {{row, column}, {row, column + 1}, {row + 1, column},
                    {row + 1, column + 1}});
                kinds.add(4);
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            String[] pieces = new String[QUARTO_SIZE];
            boolean full = true;
            for (int i = 0; i < QUARTO_SIZE && full; i++) {
                int[] square = groups.get(g)[i];
                String row = rows[square[0]];
                int at = square[1] * 3;
                pieces[i] = at + 3 <= row.length() ? row.substring(at, at + 3) : "...";
                full = !pieces[i].equals("...");
            }
            if (!full) {
                continue;
            }
            for (int trait = 0; trait < QUARTO_SIZE; trait++) {
                boolean shared = true;
                for (String piece : pieces) {
                    shared = shared && quartoTrait(piece, trait) == quartoTrait(pieces[0], trait);
                }
                if (shared) {
                    found.add("k" + kinds.get(g));
                    found.add("t" + trait);
                }
            }
        }
        return found;
    }

    /** One of a piece's four traits, as a character of its three. */
    private static char quartoTrait(String piece, int trait) {
        return switch (trait) {
            case 0 -> piece.charAt(0);
            case 1 -> Character.toLowerCase(piece.charAt(1));
            case 2 -> Character.isUpperCase(piece.charAt(1)) ? 'U' : 'l';
            default -> piece.charAt(2);
        };
    }

    @Override
    public void addCases(Map<String, HardCase> cases) {
        cases.put("QUARTO-06", new HardCase("two pieces or fewer left in the pool",
                step -> step.is("pool") && step.value().split(",").length <= 2));
        cases.put("QUARTO-10", new HardCase("the sixteenth piece placed (the board full)",
                step -> step.is("over") && !step.now().getOrDefault("board", "...")
                        .contains("...")));
        cases.put("QUARTO-19", new HardCase("a winning placement played", step -> step.is("win")
                && !step.value().equals("-")));
    }
}
