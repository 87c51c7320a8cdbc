package tabuleiro.galo.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import tabuleiro.cli.CommandLines;
import tabuleiro.ui.Language;

/**
 * The {@code galo} command of the launcher, which groups the Jogo do Galo commands. Its help
 * bundle, {@link GaloHelp}, is its subcommand's too: every description is there, in English
 * and Portuguese.
 */
@Command(name = "galo",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.galo.cli.GaloHelp",
        subcommands = {PlayCommand.class})
public final class GaloCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /**
     * Builds this game's command line alone, set up as the launcher sets up its own (help in a
     * language, enum values in any case, a failure in one line), for a tool that runs the
     * game's commands without the launcher: the student kit's {@code play}.
     *
     * @param language the language of the help and of the messages
     * @return the command line, ready to execute
     */
    public static CommandLine commandLine(Language language) {
        return CommandLines.configure(new CommandLine(new GaloCommand()), language);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
