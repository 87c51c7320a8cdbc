package tabuleiro.quarto.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code quarto} command of the launcher, which groups the Quarto commands.
 */
@Command(name = "quarto",
        mixinStandardHelpOptions = true,
        description = "Quarto: play it, or match two agents over many games.",
        subcommands = {PlayCommand.class, MatchCommand.class})
public final class QuartoCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
