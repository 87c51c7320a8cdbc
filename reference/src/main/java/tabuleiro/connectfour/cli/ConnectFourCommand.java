package tabuleiro.connectfour.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import tabuleiro.cli.CommandLines;
import tabuleiro.ui.Language;

/**
 * The {@code connect-four} command of the launcher, which groups the Connect Four commands. Its
 * help bundle, {@link ConnectFourHelp}, is its subcommands' too: every description is there, in
 * English and Portuguese.
 */
@Command(name = "connect-four",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.connectfour.cli.ConnectFourHelp",
        subcommands = {PlayCommand.class, SolveCommand.class, BookCommand.class})
public final class ConnectFourCommand implements Runnable {

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
        return CommandLines.configure(new CommandLine(new ConnectFourCommand()), language);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
