package tabuleiro.chess.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import tabuleiro.cli.CommandLines;
import tabuleiro.ui.Language;

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

    /**
     * Builds this game's command line alone, set up as the launcher sets up its own (help in a
     * language, enum values in any case, a failure in one line), for a tool that runs the
     * game's commands without the launcher: the student kit's {@code play}.
     *
     * @param language the language of the help and of the messages
     * @return the command line, ready to execute
     */
    public static CommandLine commandLine(Language language) {
        return CommandLines.configure(new CommandLine(new ChessCommand()), language);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
