package tabuleiro;

import java.util.Comparator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import tabuleiro.cli.CommandLines;
import tabuleiro.cli.GameEntry;
import tabuleiro.cli.Languages;
import tabuleiro.ui.Language;

/**
 * The command-line launcher of the whole product: {@code java -jar tabuleiro.jar GAME COMMAND}.
 *
 * <p>Each game is a subcommand with its own subcommands ({@code play}, {@code solve}, ...), and
 * {@code --help} works at every level. The games are the registered ones ({@link GameEntry}),
 * listed by their commands in alphabetical order; this class names none of them.
 */
@Command(name = "tabuleiro",
        mixinStandardHelpOptions = true,
        version = "Tabuleiro 1.0",
        description = "Board games for teaching: play them, and ask the reference about them.")
public final class Tabuleiro implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = Languages.OPTION, scope = ScopeType.INHERIT, paramLabel = "en|pt",
            descriptionKey = "lang", converter = Languages.Converter.class)
    private Language language;

    /**
     * Runs the launcher and exits with its {@link tabuleiro.cli.ExitStatus status}: 0 when the
     * command did its work, 2 for a command line that could not be understood, 1 for any other
     * failure.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(CommandLines.writingReadably(commandLine(args)).execute(args));
    }

    /**
     * Builds the launcher's command line for the arguments it will execute, for {@link #main}
     * and for tests that run a command without ending the JVM: its help speaks the language
     * their {@code --lang} asks for, or the system's.
     *
     * @param args the command line it will execute
     * @return the command line, ready to {@code execute}
     */
    public static CommandLine commandLine(String... args) {
        Language help = Languages.requested(args).orElse(Language.system());
        CommandLine launcher = new CommandLine(new Tabuleiro());
        GameEntry.all().stream().sorted(Comparator.comparing(GameEntry::name))
                .forEach(game -> launcher.addSubcommand(game.name(), game.command()));
        return CommandLines.configure(launcher, help);
    }

    @Override
    public void run() {
        // No game named: show what there is rather than fail.
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
