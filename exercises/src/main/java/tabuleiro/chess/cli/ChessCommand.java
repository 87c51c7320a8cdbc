package tabuleiro.chess.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code chess} command of the launcher, which groups the chess commands.
 */
@Command(name = "chess",
        mixinStandardHelpOptions = true,
        description = "Chess: play it, or count the move tree of a position (perft).",
        subcommands = {PlayCommand.class, PerftCommand.class})
public final class ChessCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
