package tabuleiro.chess.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code chess} command of the launcher, which groups the chess commands. The help of all
 * three is in {@link ChessHelp} (English) and {@link ChessHelp_pt} (Portuguese), which they
 * share.
 */
@Command(name = "chess",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.chess.cli.ChessHelp",
        subcommands = {PlayCommand.class, PerftCommand.class})
public final class ChessCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
