package tabuleiro.quarto.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.random.RandomGenerator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.search.StrongAgent;

/**
 * The {@code quarto match} command: two agents play many games, and the command counts the
 * results and times the agents' decisions. It is how reference/BENCHMARKS.md measures the
 * strong agent against the random one.
 *
 * <p>One seed fixes every die roll and every random decision, so a match replays exactly, as
 * far as the strong agent's decisions do not depend on its time budget (they can only when a
 * search is cut short).
 */
@Command(name = "match",
        mixinStandardHelpOptions = true,
        description = "Plays games between two agents and reports the results and the mean time"
                + " per decision.")
public final class MatchCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "How many games. Default: ${DEFAULT-VALUE}.")
    private int games;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the dice and of the random agents. Default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "SQUARES",
            description = "Which groups win: squares or classic. Default: squares.",
            converter = VariantConverter.class)
    private Variant variant;

    @Option(names = "--first", paramLabel = "SEAT", defaultValue = "strong",
            description = "Player 1: random or strong. Default: ${DEFAULT-VALUE}.")
    private Seat first;

    @Option(names = "--second", paramLabel = "SEAT", defaultValue = "random",
            description = "Player 2: random or strong. Default: ${DEFAULT-VALUE}.")
    private Seat second;

    @Option(names = "--budget", paramLabel = "MILLISECONDS", defaultValue = "200",
            description = "The strong agent's time per decision. Default: ${DEFAULT-VALUE}.")
    private long budget;

    @Option(names = "--depth", paramLabel = "PLACEMENTS",
            description = "Search a fixed number of placements ahead instead of for a time, so"
                    + " that the strong agent's decisions do not depend on the machine.")
    private Integer depth;

    @Override
    public Integer call() {
        if (depth != null && (depth < 1 || depth > Square.SIZE * Square.SIZE)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--depth is 1 to 16 placements, but " + depth + " was given");
        }
        if (games < 1 || budget < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games and --budget"
                    + " are positive, but " + games + " and " + budget + " were given");
        }
        SplittableRandom random = new SplittableRandom(seed);
        Duration perDecision = Duration.ofMillis(budget);
        TimedAgent firstAgent;
        TimedAgent secondAgent;
        try {
            firstAgent = new TimedAgent(agent(first, random.split(), perDecision));
            secondAgent = new TimedAgent(agent(second, random.split(), perDecision));
        } catch (IllegalArgumentException human) {
            throw new CommandLine.ParameterException(spec.commandLine(), human.getMessage());
        }
        int[] wins = new int[2];
        int draws = 0;
        for (int played = 0; played < games; played++) {
            Game game = Game.start(variant, random.split());
            while (!game.isOver()) {
                TimedAgent choosing = game.chooser() == Player.FIRST ? firstAgent : secondAgent;
                Piece piece = choosing.choosePiece(game);
                game.choose(piece);
                TimedAgent placing = game.currentPlayer() == Player.FIRST
                        ? firstAgent : secondAgent;
                Square square = placing.chooseSquare(game);
                game.place(square);
            }
            if (game.winner().isPresent()) {
                wins[game.winner().get().ordinal()]++;
            } else {
                draws++;
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%d games, variant %s, seed %d, strong agent %s%n", games,
                variant.name().toLowerCase(Locale.ROOT), seed,
                depth == null ? "budget " + budget + " ms" : "depth " + depth);
        out.printf("player 1 (%s) wins %d, player 2 (%s) wins %d, draws %d%n", first, wins[0],
                second, wins[1], draws);
        out.println("player 1 (" + first + "): " + firstAgent.summary());
        out.println("player 2 (" + second + "): " + secondAgent.summary());
        out.flush();
        return 0;
    }

    /** The agent of a seat; a strong agent searches to {@code --depth} if it is given. */
    private Agent agent(Seat seat, RandomGenerator random, Duration perDecision) {
        if (seat == Seat.strong && depth != null) {
            return StrongAgent.ofDepth(depth);
        }
        return seat.agent(null, random, perDecision);
    }

    /** An agent whose decisions are counted and timed. */
    static final class TimedAgent implements Agent {

        private final Agent agent;
        private long decisions;
        private long nanos;
        private long longest;

        TimedAgent(Agent agent) {
            this.agent = agent;
        }

        @Override
        public Piece choosePiece(Game game) {
            long start = System.nanoTime();
            Piece piece = agent.choosePiece(game);
            count(System.nanoTime() - start);
            return piece;
        }

        @Override
        public Square chooseSquare(Game game) {
            long start = System.nanoTime();
            Square square = agent.chooseSquare(game);
            count(System.nanoTime() - start);
            return square;
        }

        private void count(long took) {
            decisions++;
            nanos += took;
            longest = Math.max(longest, took);
        }

        String summary() {
            return String.format(Locale.ROOT,
                    "%d decisions, mean %.3f ms, longest %.1f ms", decisions,
                    decisions == 0 ? 0.0 : nanos / 1e6 / decisions, longest / 1e6);
        }
    }
}
