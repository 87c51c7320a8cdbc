package tabuleiro.connectfour.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

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

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
