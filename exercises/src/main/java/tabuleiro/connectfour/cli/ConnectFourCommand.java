package tabuleiro.connectfour.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code connect-four} command of the launcher, which groups the Connect Four commands.
 */
@Command(name = "connect-four",
        mixinStandardHelpOptions = true,
        description = "Connect Four: play it, ask the solver for the score of a position, or make"
                + " the perfect agent's opening book.",
        subcommands = {PlayCommand.class, SolveCommand.class, BookCommand.class})
public final class ConnectFourCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
