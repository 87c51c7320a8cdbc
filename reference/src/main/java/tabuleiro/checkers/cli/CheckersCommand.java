package tabuleiro.checkers.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code checkers} command of the launcher, which groups the checkers commands.
 */
@Command(name = "checkers",
        mixinStandardHelpOptions = true,
        description = "Checkers (Damas Classicas): play it alone, against the agent or over the"
                + " network, or count its moves with perft.",
        subcommands = {PlayCommand.class, HostCommand.class, JoinCommand.class,
            PerftCommand.class})
public final class CheckersCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
