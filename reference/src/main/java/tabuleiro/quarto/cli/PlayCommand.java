package tabuleiro.quarto.cli;

import java.time.Duration;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.PlayCommandBase;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.ui.TextUi;

/**
 * The {@code quarto play} command: the brief's menu and game in the terminal, with a person or
 * an agent in each seat.
 *
 * <p>By default a person (player 1) plays the random agent: against random decisions the games
 * end in every way the rules allow, which is what a student's engine needs
 * trying on. The strong agent is one option away: {@code --second strong}.
 *
 * <p>It speaks the language {@code --lang} asks for: its help ({@link QuartoHelp}), its own
 * messages ({@link CommandTexts}) and the text UI's screens.
 *
 * <p>Exit status ({@link ExitStatus}, listed in {@code --help}): 0 when the person exited or
 * quit, or the input ended; 1 when the engine or an agent failed (the reason has been shown); 2
 * for options that could not be understood.
 */
@Command(name = "play", mixinStandardHelpOptions = true)
public final class PlayCommand extends PlayCommandBase {

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "SQUARES",
            converter = VariantConverter.class)
    private Variant variant;

    @Option(names = "--first", paramLabel = "SEAT", defaultValue = "human")
    private Seat first;

    @Option(names = "--second", paramLabel = "SEAT", defaultValue = "random")
    private Seat second;

    @Option(names = "--seed", paramLabel = "N")
    private Long seed;

    @Option(names = "--budget", paramLabel = "MILLISECONDS", defaultValue = "1000")
    private long budget;

    /** Creates the command; picocli sets its options. */
    public PlayCommand() {
        super(CommandTexts.class);
    }

    @Override
    protected int play() {
        if (budget <= 0) {
            throw refusal("budget.positive", String.valueOf(budget));
        }
        SplittableRandom random = seeded(seed, "seed");
        SplittableRandom die = random.split();
        TextUi ui = new TextUi(keyboard(), out(), language());
        Duration perDecision = Duration.ofMillis(budget);
        Agent firstAgent = first.agent(ui, random.split(), perDecision);
        Agent secondAgent = second.agent(ui, random.split(), perDecision);
        return (ui.run(() -> Game.start(variant, die), firstAgent, secondAgent)
                ? ExitStatus.DONE : ExitStatus.FAILURE).code();
    }
}
