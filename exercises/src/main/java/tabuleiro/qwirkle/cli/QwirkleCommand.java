package tabuleiro.qwirkle.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code qwirkle} command of the launcher, which groups the Qwirkle commands.
 */
@Command(name = "qwirkle",
        mixinStandardHelpOptions = true,
        description = "Qwirkle: play it with two to four players, people or agents.",
        subcommands = {PlayCommand.class})
public final class QwirkleCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
