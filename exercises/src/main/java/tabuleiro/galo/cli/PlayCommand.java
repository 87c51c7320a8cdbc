package tabuleiro.galo.cli;

import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.PlayCommandBase;
import tabuleiro.galo.Agent;
import tabuleiro.galo.PerfectAgent;
import tabuleiro.galo.RandomAgent;
import tabuleiro.galo.ui.TextUi;

/**
 * The {@code galo play} command: plays Jogo do Galo in the terminal, game after game, with a
 * person or an agent in each seat.
 *
 * <p>By default a person (X) plays the random agent: against random moves the games end in
 * every way the rules allow, which is what a student's engine needs trying on, whereas two
 * perfect players always draw. The perfect agent is one option away: {@code --second perfect}.
 *
 * <p>It speaks the launcher's {@code --lang}: the text UI's screens and its own lines are in
 * that language, and a person may type the commands of either language.
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
        /** The agent that marks a random empty square. */
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

    /** Creates the command; picocli sets its options. */
    public PlayCommand() {
        super(CommandTexts.class);
    }

    @Override
    protected int play() {
        TextUi ui = new TextUi(keyboard(), out(), language());
        // A seed only when a seat plays at random: it is what would replay the session.
        RandomGenerator random = first == Seat.random || second == Seat.random
                ? seeded(seed, "play.seed") : null;
        Agent x = agent(first, ui, random);
        Agent o = agent(second, ui, random);
        return (ui.playSession(x, o) ? ExitStatus.DONE : ExitStatus.FAILURE).code();
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
