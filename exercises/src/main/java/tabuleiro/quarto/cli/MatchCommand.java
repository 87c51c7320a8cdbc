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
import tabuleiro.cli.Languages;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.search.StrongAgent;
import tabuleiro.ui.Texts;

/**
 * The {@code quarto match} command: two agents play many games, and the command counts the
 * results and times the agents' decisions. It is how reference/BENCHMARKS.md measures the
 * strong agent against the random one.
 *
 * <p>It reports in the language {@code --lang} asks for ({@link CommandTexts}).
 *
 * <p>One seed fixes every die roll and every random decision, so a match replays exactly, as
 * far as the strong agent's decisions do not depend on its time budget (they can only when a
 * search is cut short).
 */
@Command(name = "match", mixinStandardHelpOptions = true)
public final class MatchCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100")
    private int games;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1")
    private long seed;

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "SQUARES",
            converter = VariantConverter.class)
    private Variant variant;

    @Option(names = "--first", paramLabel = "SEAT", defaultValue = "strong")
    private Seat first;

    @Option(names = "--second", paramLabel = "SEAT", defaultValue = "random")
    private Seat second;

    @Option(names = "--budget", paramLabel = "MILLISECONDS", defaultValue = "200")
    private long budget;

    @Option(names = "--depth", paramLabel = "PLACEMENTS")
    private Integer depth;

    @Override
    public Integer call() {
        Texts texts = Texts.of(CommandTexts.class, Languages.of(spec));
        // Numbers go in as strings, or in a pattern of their own: MessageFormat would group
        // them in thousands, and a seed is to be typed back.
        if (depth != null && (depth < 1 || depth > Square.SIZE * Square.SIZE)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("depth.range", String.valueOf(depth)));
        }
        if (games < 1 || budget < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), texts.text(
                    "games.positive", String.valueOf(games), String.valueOf(budget)));
        }
        if (first == Seat.human || second == Seat.human) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("agents.only"));
        }
        SplittableRandom random = new SplittableRandom(seed);
        Duration perDecision = Duration.ofMillis(budget);
        TimedAgent firstAgent = new TimedAgent(agent(first, random.split(), perDecision));
        TimedAgent secondAgent = new TimedAgent(agent(second, random.split(), perDecision));
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
        out.println(texts.text("match.heading", games,
                variant.name().toLowerCase(Locale.ROOT), String.valueOf(seed),
                depth == null ? texts.text("match.budget", String.valueOf(budget))
                        : texts.text("match.depth", String.valueOf(depth))));
        out.println(texts.text("match.results", first, String.valueOf(wins[0]), second,
                String.valueOf(wins[1]), String.valueOf(draws)));
        out.println(texts.text("match.seat", 1, first, firstAgent.summary(texts)));
        out.println(texts.text("match.seat", 2, second, secondAgent.summary(texts)));
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

        String summary(Texts texts) {
            return texts.text("match.times", String.valueOf(decisions),
                    decisions == 0 ? 0.0 : nanos / 1e6 / decisions, longest / 1e6);
        }
    }
}
