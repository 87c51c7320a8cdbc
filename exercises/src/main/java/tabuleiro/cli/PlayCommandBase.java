package tabuleiro.cli;

import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The one way a game's {@code play} command is built: every game's command reads the keyboard,
 * writes to its command line's output, speaks the language of {@code --lang} (else the
 * system's) and refuses a command line the same way. A game's command extends this class and
 * keeps only what differs: its options, its agents and its text UI, in {@link #play()}.
 *
 * <p>Picocli fills in the {@link CommandSpec} of the subclass's command (its {@code @Spec}
 * field is inherited), then calls {@link #call()}, which sets the language and the command's
 * texts before {@link #play()} runs.
 */
public abstract class PlayCommandBase implements Callable<Integer> {

    @CommandLine.Spec
    private CommandSpec spec;

    private final Class<? extends ResourceBundle> textsBundle;
    private Language language;
    private Texts texts;

    /**
     * Creates a command that speaks with a bundle of texts.
     *
     * @param textsBundle the English class of the command's own texts (refusals, the seed line)
     * @throws NullPointerException if {@code textsBundle} is null
     */
    protected PlayCommandBase(Class<? extends ResourceBundle> textsBundle) {
        this.textsBundle = Objects.requireNonNull(textsBundle, "textsBundle");
    }

    /**
     * Runs the command: sets its language and texts from {@code --lang}, then plays.
     *
     * @return the exit status of {@link #play()}
     */
    @Override
    public final Integer call() {
        language = Languages.of(spec);
        texts = Texts.of(textsBundle, language);
        return play();
    }

    /**
     * Plays: checks the options, seats the agents and runs the game's text UI.
     *
     * @return the process's exit status, an {@link ExitStatus} code
     * @throws CommandLine.ParameterException for options that cannot be used together, as
     *     {@link #refusal} makes it
     */
    protected abstract int play();

    /**
     * Gives the language the command speaks.
     *
     * @return the language of {@code --lang}, else the system's
     */
    protected final Language language() {
        return language;
    }

    /**
     * Gives the command's own texts in its language.
     *
     * @return the texts of the bundle given to the constructor
     */
    protected final Texts texts() {
        return texts;
    }

    /**
     * Gives the keyboard: the standard input, read in the system's character set, as a
     * terminal sends it.
     *
     * @return a reader of the standard input
     */
    protected static Reader keyboard() {
        return new InputStreamReader(System.in, Charset.defaultCharset());
    }

    /**
     * Gives where the game is shown: the command line's output (a test's writer when one is set).
     *
     * @return the output
     */
    protected final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /**
     * Gives where the command's refusals go: the command line's error output.
     *
     * @return the error output
     */
    protected final PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /**
     * Makes the refusal of a command line that cannot be used, in the command's texts; thrown,
     * the launcher shows it with the usage and exits with {@link ExitStatus#USAGE}.
     *
     * @param key the text's key in the command's bundle
     * @param arguments the text's arguments
     * @return the exception to throw
     */
    protected final CommandLine.ParameterException refusal(String key, Object... arguments) {
        return new CommandLine.ParameterException(spec.commandLine(),
                texts.text(key, arguments));
    }

    /**
     * Refuses a command line by a line on the error output, without the usage.
     *
     * @param line the line, already in the command's language
     * @return {@link ExitStatus#USAGE}'s code, to return from {@link #play()}
     */
    protected final int refuse(String line) {
        err().println(line);
        return ExitStatus.USAGE.code();
    }

    /**
     * Gives the random source of a session, and shows its seed so that the session can be
     * replayed with {@code --seed}.
     *
     * @param seed the seed typed, or null for a new one
     * @param key the key of the text that shows the seed, whose one argument is the seed
     * @return a random source started from the seed
     */
    protected final SplittableRandom seeded(Long seed, String key) {
        long chosen = seed != null ? seed : new SplittableRandom().nextLong();
        // As a string: MessageFormat would group a number's digits, and a seed is typed back.
        out().println(texts.text(key, Long.toString(chosen)));
        // SplittableRandom mixes its seed, so nearby seeds (--seed 1, --seed 2) give different
        // games, which java.util.Random's do not.
        return new SplittableRandom(chosen);
    }
}
