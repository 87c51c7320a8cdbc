package tabuleiro.checkers.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code checkers} command of the launcher, which groups the checkers commands. Their help,
 * in English or Portuguese, is in {@link CheckersHelp}, which they all share.
 */
@Command(name = "checkers",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.checkers.cli.CheckersHelp",
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
