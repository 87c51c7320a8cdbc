package tabuleiro.quarto.cli;

import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.ExitStatus;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.ui.TextUi;

/**
 * The {@code quarto play} command: the brief's menu and game in the terminal, with a person or
 * an agent in each seat.
 *
 * <p>By default a person (player 1) plays the random agent, as in Connect Four: against random
 * decisions the games end in every way the rules allow, which is what a student's engine needs
 * trying on. The strong agent is one option away: {@code --second strong}.
 *
 * <p>Exit status ({@link ExitStatus}, listed in {@code --help}): 0 when the person exited or
 * quit, or the input ended; 1 when the engine or an agent failed (the reason has been shown); 2
 * for options that could not be understood.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        // One string, so that picocli wraps it to the help's width rather than at fixed places.
        description = "Play Quarto in the terminal: choose a piece for your opponent by its"
                + " letter, place the piece you are given by naming a square (A1 or 1a). A row,"
                + " column, diagonal or (by default) 2x2 square of four pieces sharing a trait"
                + " wins. At any prompt, help says what is expected, z goes back to the menu and"
                + " quit (or sair) leaves.")
public final class PlayCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "SQUARES",
            description = "Which groups win: ${COMPLETION-CANDIDATES} (classic: no 2x2 squares)."
                    + " Default: ${DEFAULT-VALUE}.", converter = VariantConverter.class)
    private Variant variant;

    @Option(names = "--first", paramLabel = "SEAT", defaultValue = "human",
            description = "Who is player 1: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Seat first;

    @Option(names = "--second", paramLabel = "SEAT", defaultValue = "random",
            description = "Who is player 2: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Seat second;

    @Option(names = "--seed", paramLabel = "N",
            description = "Seed of the die and of the random agent, to replay a session."
                    + " Default: a new one, which is shown.")
    private Long seed;

    @Option(names = "--budget", paramLabel = "MILLISECONDS", defaultValue = "1000",
            description = "The strong agent's time per decision. Default: ${DEFAULT-VALUE}.")
    private long budget;

    @Override
    public Integer call() {
        if (budget <= 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--budget is a positive number of milliseconds, but " + budget + " was given");
        }
        long chosen = seed != null ? seed : new SplittableRandom().nextLong();
        spec.commandLine().getOut().println("Seed: " + chosen
                + " (replay the same dice and random decisions with --seed " + chosen + ")");
        SplittableRandom random = new SplittableRandom(chosen);
        SplittableRandom die = random.split();
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut());
        Duration perDecision = Duration.ofMillis(budget);
        Agent firstAgent = first.agent(ui, random.split(), perDecision);
        Agent secondAgent = second.agent(ui, random.split(), perDecision);
        return (ui.run(() -> Game.start(variant, die), firstAgent, secondAgent)
                ? ExitStatus.DONE : ExitStatus.FAILURE).code();
    }
}
