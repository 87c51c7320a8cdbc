package tabuleiro.quarto.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code quarto} command of the launcher, which groups the Quarto commands. Its help, and
 * its subcommands', is read from {@link QuartoHelp} in the language {@code --lang} asks for.
 */
@Command(name = "quarto",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.quarto.cli.QuartoHelp",
        subcommands = {PlayCommand.class, MatchCommand.class})
public final class QuartoCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
