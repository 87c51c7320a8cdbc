package tabuleiro.connectfour.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeMap;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;

/**
 * Times the perfect agent's moves where they are slowest, as a program to run by hand (it takes
 * minutes; see reference/BENCHMARKS.md):
 * <ul>
 *   <li>just past its opening book, where the solver takes over with an empty table: a seeded
 *       sample of the positions the agent can meet there, as first and as second player;</li>
 *   <li>in whole games against an opponent that plays at random among the moves that do not
 *       hand the agent a win at once (a purely random one leaves the agent only easy positions),
 *       the agent first and second, one agent per game as {@code connect-four play} has.</li>
 * </ul>
 * For each number of stones it prints how many moves were timed, the median and the maximum.
 *
 * <pre>
 * ./mvnw -q -B -o -pl reference -am test-compile
 * java -cp reference/target/classes:reference/target/test-classes \
 *     tabuleiro.connectfour.solver.AgentBenchmark FRONTIER_SAMPLE GAMES SEED
 * </pre>
 */
public final class AgentBenchmark {

    private AgentBenchmark() {
    }

    /**
     * Runs the benchmark.
     *
     * @param args the number of positions past the book to time per side (all of them when
     *     there are fewer), the number of games per side, and the seed; default 100 10 2026
     */
    public static void main(String[] args) {
        int sample = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 2026;
        OpeningBook book = OpeningBook.standard();
        System.out.printf("book: depth %d, %,d positions%s%n", book.depth(), book.size(),
                book.problem().map(problem -> " (" + problem + ")").orElse(""));
        SplittableRandom random = new SplittableRandom(seed);
        Solver solver = new Solver();

        for (boolean agentFirst : new boolean[] {true, false}) {
            Map<Long, BitBoard> reached = new TreeMap<>();
            collectFrontier(book, BitBoard.empty(), agentFirst, reached);
            List<BitBoard> frontier = new ArrayList<>(reached.values());
            Collections.shuffle(frontier, new Random(seed));
            List<BitBoard> chosen = frontier.subList(0, Math.min(sample, frontier.size()));
            Map<Integer, List<Long>> times = new TreeMap<>();
            String worst = "";
            long worstNanos = -1;
            for (BitBoard position : chosen) {
                solver.reset();
                long start = System.nanoTime();
                int column = solver.bestColumnOf(position) + 1;
                long nanos = System.nanoTime() - start;
                times.computeIfAbsent(position.moves(), stones -> new ArrayList<>()).add(nanos);
                if (nanos > worstNanos) {
                    worstNanos = nanos;
                    worst = "\n" + position + "\n(column " + column + ")";
                }
            }
            System.out.printf("%nPast the book, agent %s: %,d positions, %d timed (seed %d)%n",
                    agentFirst ? "first" : "second", frontier.size(), chosen.size(), seed);
            print(times);
            System.out.println("slowest, the agent as x:" + worst);
        }

        for (boolean agentFirst : new boolean[] {true, false}) {
            Map<Integer, List<Long>> times = new TreeMap<>();
            for (int index = 0; index < games; index++) {
                playGame(book, agentFirst, random, times);
            }
            System.out.printf("%nWhole games, agent %s: %d games (seed %d)%n",
                    agentFirst ? "first" : "second", games, seed);
            print(times);
        }
    }

    /** Plays one game against the careful random opponent, timing each of the agent's moves. */
    private static void playGame(OpeningBook book, boolean agentFirst, SplittableRandom random,
            Map<Integer, List<Long>> times) {
        PerfectAgent agent = new PerfectAgent(new Solver(), book);
        Game game = Game.newGame();
        Player agentPlayer = agentFirst ? Player.FIRST : Player.SECOND;
        while (!game.isOver()) {
            int stones = stonesOf(game);
            if (game.nextPlayer() == agentPlayer) {
                long start = System.nanoTime();
                int column = agent.chooseColumn(game, agentPlayer);
                times.computeIfAbsent(stones, key -> new ArrayList<>())
                        .add(System.nanoTime() - start);
                game.play(column);
            } else {
                game.play(carefulMove(BitBoard.of(game), random) + 1);
            }
        }
    }

    /** A winning move if there is one, else a random move that does not lose at once. */
    private static int carefulMove(BitBoard position, SplittableRandom random) {
        List<Integer> columns = new ArrayList<>();
        for (int column = 0; column < BitBoard.WIDTH; column++) {
            if (position.canPlay(column) && position.isWinningMove(column)) {
                return column;
            }
        }
        long safe = position.nonLosingMoves();
        for (int column = 0; column < BitBoard.WIDTH; column++) {
            if (position.canPlay(column)
                    && (safe == 0 || (safe & BitBoard.columnCells(column)) != 0)) {
                columns.add(column);
            }
        }
        return columns.get(random.nextInt(columns.size()));
    }

    private static int stonesOf(Game game) {
        int stones = 0;
        for (int row = 1; row <= Game.ROWS; row++) {
            for (int column = 1; column <= Game.COLUMNS; column++) {
                stones += game.valueAt(row, column) == Game.EMPTY ? 0 : 1;
            }
        }
        return stones;
    }

    private static void print(Map<Integer, List<Long>> times) {
        System.out.println("stones  moves  median ms     max ms");
        for (Map.Entry<Integer, List<Long>> stones : times.entrySet()) {
            List<Long> sorted = new ArrayList<>(stones.getValue());
            Collections.sort(sorted);
            System.out.printf("%6d %6d %10.1f %10.1f%n", stones.getKey(), sorted.size(),
                    sorted.get(sorted.size() / 2) / 1e6, sorted.get(sorted.size() - 1) / 1e6);
        }
    }

    /**
     * The positions just past the book where the agent is to move, reached by its moves, each
     * once (by its code).
     */
    private static void collectFrontier(OpeningBook book, BitBoard position, boolean agentToMove,
            Map<Long, BitBoard> frontier) {
        if (position.moves() >= book.depth() && agentToMove) {
            frontier.put(position.code(), position);
            return;
        }
        if (agentToMove) {
            int column = book.columnOf(position).orElseThrow();
            if (!position.isWinningMove(column)) {
                collectFrontier(book, position.play(column), false, frontier);
            }
            return;
        }
        for (int reply = 0; reply < BitBoard.WIDTH; reply++) {
            if (position.canPlay(reply) && !position.isWinningMove(reply)) {
                collectFrontier(book, position.play(reply), true, frontier);
            }
        }
    }
}
