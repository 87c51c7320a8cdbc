package tabuleiro.qwirkle.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import tabuleiro.cli.CommandLines;
import tabuleiro.ui.Language;

/**
 * The {@code qwirkle} command of the launcher, which groups the Qwirkle commands. It names the
 * bundle of their help, {@link QwirkleHelp}, which its subcommands inherit.
 */
@Command(name = "qwirkle",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.qwirkle.cli.QwirkleHelp",
        subcommands = {PlayCommand.class})
public final class QwirkleCommand implements Runnable {

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
        return CommandLines.configure(new CommandLine(new QwirkleCommand()), language);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
