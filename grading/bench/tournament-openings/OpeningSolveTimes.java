import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.solver.Solver;

/**
 * How long a perfect agent's solver takes on the games of a random Connect Four opening of k
 * discs (issue 65): draws random legal openings of k discs from a seed, judges each with a fresh
 * solver as the referee does (kept when its score is within the bound, as {@code Openings}
 * keeps them), then plays perfect play from it to the end with a fresh solver a seat, as two
 * perfect agents would, and times every move. Whichever {@code Solver} is first on the class
 * path is timed: the reference's, or the complete sample's (connect-four-opening-length.sh
 * compiles it). Prints one line an opening, then the judge's and the worst move's median,
 * 90th percentile and maximum.
 *
 * <p>Usage: {@code java -cp SOLVER_CLASSES OpeningSolveTimes.java K COUNT SEED [BOUND]}
 */
public final class OpeningSolveTimes {

    private OpeningSolveTimes() {
    }

    /**
     * Runs the measurement.
     *
     * @param args k, how many openings to keep, the seed, and the largest score kept either way
     *     (default 1)
     */
    public static void main(String[] args) {
        int discs = Integer.parseInt(args[0]);
        int count = Integer.parseInt(args[1]);
        Random random = new Random(Long.parseLong(args[2]) * 1000 + discs);
        int bound = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        System.out.println("k score judge_ms first_move_ms worst_move_ms opening");
        long[] judged = new long[count];
        long[] worst = new long[count];
        int drawn = 0;
        for (int kept = 0; kept < count; ) {
            String opening = draw(random, discs);
            drawn++;
            long started = System.nanoTime();
            int score = new Solver().solve(opening);
            long judge = (System.nanoTime() - started) / 1_000_000;
            if (Math.abs(score) > bound) {
                continue;
            }
            Game game = Game.newGame();
            for (char column : opening.toCharArray()) {
                game = game.play(column - '0');
            }
            Solver[] seats = {new Solver(), new Solver()};
            long first = -1;
            long slowest = 0;
            for (int ply = 0; !game.isOver(); ply++) {
                long asked = System.nanoTime();
                int column = seats[ply % 2].bestColumn(game);
                long took = (System.nanoTime() - asked) / 1_000_000;
                first = first < 0 ? took : first;
                slowest = Math.max(slowest, took);
                game = game.play(column);
            }
            System.out.printf("%d %d %d %d %d %s%n", discs, score, judge, first, slowest, opening);
            judged[kept] = judge;
            worst[kept] = slowest;
            kept++;
        }
        System.out.printf("k=%d: %d kept of %d drawn; judge ms %s; worst move ms %s%n", discs,
                count, drawn, summary(judged), summary(worst));
    }

    /** Random legal discs, drawn again until the game is not over after them. */
    private static String draw(Random random, int discs) {
        while (true) {
            Game game = Game.newGame();
            StringBuilder moves = new StringBuilder();
            for (int disc = 0; disc < discs && !game.isOver(); disc++) {
                List<Integer> free = new ArrayList<>();
                for (int column = 1; column <= Game.COLUMNS; column++) {
                    if (game.hasSpace(column)) {
                        free.add(column);
                    }
                }
                int column = free.get(random.nextInt(free.size()));
                game = game.play(column);
                moves.append(column);
            }
            if (!game.isOver()) {
                return moves.toString();
            }
        }
    }

    private static String summary(long[] times) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return "median " + sorted[sorted.length / 2] + ", p90 "
                + sorted[(int) (sorted.length * 0.9)] + ", max " + sorted[sorted.length - 1];
    }
}
