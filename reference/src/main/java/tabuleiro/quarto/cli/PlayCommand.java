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
import tabuleiro.cli.Languages;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.ui.TextUi;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The {@code quarto play} command: the brief's menu and game in the terminal, with a person or
 * an agent in each seat.
 *
 * <p>By default a person (player 1) plays the random agent, as in Connect Four: against random
 * decisions the games end in every way the rules allow, which is what a student's engine needs
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
public final class PlayCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

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

    @Override
    public Integer call() {
        Language language = Languages.of(spec);
        Texts texts = Texts.of(CommandTexts.class, language);
        if (budget <= 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("budget.positive", String.valueOf(budget)));
        }
        long chosen = seed != null ? seed : new SplittableRandom().nextLong();
        // As a string: a number argument would be grouped in thousands, and not typed back.
        spec.commandLine().getOut().println(texts.text("seed", String.valueOf(chosen)));
        SplittableRandom random = new SplittableRandom(chosen);
        SplittableRandom die = random.split();
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut(), language);
        Duration perDecision = Duration.ofMillis(budget);
        Agent firstAgent = first.agent(ui, random.split(), perDecision);
        Agent secondAgent = second.agent(ui, random.split(), perDecision);
        return (ui.run(() -> Game.start(variant, die), firstAgent, secondAgent)
                ? ExitStatus.DONE : ExitStatus.FAILURE).code();
    }
}
