package tabuleiro.qwirkle.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code qwirkle} command of the launcher, which groups the Qwirkle commands. It names the
 * bundle of their help, {@link QwirkleHelp}, which its subcommands inherit.
 */
@Command(name = "qwirkle",
        mixinStandardHelpOptions = true,
        resourceBundle = "tabuleiro.qwirkle.cli.QwirkleHelp",
        subcommands = {PlayCommand.class})
public final class QwirkleCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
