package tabuleiro.connectfour.cli;

import java.io.Console;
import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.PlayCommandBase;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.RandomAgent;
import tabuleiro.connectfour.solver.OpeningBook;
import tabuleiro.connectfour.solver.PerfectAgent;
import tabuleiro.connectfour.ui.GridView;
import tabuleiro.connectfour.ui.TextUi;

/**
 * The {@code connect-four play} command: plays Connect Four in the terminal, game after game,
 * with a person or an agent in each seat.
 *
 * <p>By default a person (player 1) plays the random agent. The random agent rather than the
 * perfect one because this UI is where students try their own engine: against random moves the
 * games end in every way the rules allow (either side winning in each direction, now and then a
 * draw), which is what an engine needs trying on, whereas the perfect agent wins almost every
 * game the same way. It is one option away: {@code --second perfect}.
 *
 * <p>It speaks the launcher's {@code --lang}: the text UI's screens and its own lines are in that
 * language, and a person may type the commands of either language.
 *
 * <p>Exit status: 0 when the games ended or the player stopped, 1 when the engine or an agent
 * failed (the reason has been shown), 2 for options that could not be understood.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true)
public final class PlayCommand extends PlayCommandBase {

    /**
     * Who sits in a seat: what the {@code --first} and {@code --second} options name. The
     * constants are lowercase because picocli matches and lists enum values by their names, and
     * a command line is typed in lowercase.
     */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The agent that plays a random column with space. */
        random,
        /** The agent that always plays a best move. */
        perfect
    }

    @Option(names = "--first", paramLabel = "SEAT", defaultValue = "human")
    private Seat first;

    @Option(names = "--second", paramLabel = "SEAT", defaultValue = "random")
    private Seat second;

    @Option(names = "--seed", paramLabel = "N")
    private Long seed;

    @Option(names = "--color", negatable = true)
    private Boolean colour;

    /** Creates the command; picocli sets its options. */
    public PlayCommand() {
        super(CommandTexts.class);
    }

    @Override
    protected int play() {
        boolean inColour = colour != null ? colour : inTerminal();
        TextUi ui = new TextUi(keyboard(), out(),
                inColour ? GridView.coloured() : GridView.plain(), language());
        // A seed only when a seat plays at random: it is what would replay the session.
        RandomGenerator random = first == Seat.random || second == Seat.random
                ? seeded(seed, "play.seed") : null;
        if (first == Seat.perfect || second == Seat.perfect) {
            // Said once, here, rather than at each move: the agent still plays, only slower.
            OpeningBook.standard().problem().ifPresent(problem ->
                    out().println(texts().text("play.no.book", problem)));
        }
        Agent firstAgent = agent(first, ui, random);
        Agent secondAgent = agent(second, ui, random);
        return (ui.playSession(firstAgent, secondAgent) ? ExitStatus.DONE : ExitStatus.FAILURE)
                .code();
    }

    /**
     * Whether both the standard input and output are a terminal. Before JDK 22 that is what
     * {@code System.console() != null} means; from 22 on there is a console even when they are
     * piped, and {@code Console.isTerminal()} (new in 22) tells. It is called by reflection
     * because this code is compiled for Java 17, where the method does not exist.
     */
    private static boolean inTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        if (Runtime.version().feature() < 22) {
            return true;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException unknown) {
            return false; // when unsure, plain text: it reads well everywhere
        }
    }

    /** The agent for a seat; two random seats share one random source, so one seed fixes both. */
    private static Agent agent(Seat seat, TextUi ui, RandomGenerator random) {
        return switch (seat) {
            case human -> ui.keyboard();
            case random -> new RandomAgent(random);
            case perfect -> new PerfectAgent();
        };
    }
}
