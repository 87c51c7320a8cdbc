package tabuleiro.connectfour.cli;

import picocli.CommandLine.Command;

/**
 * Placeholder for the {@code solve} command, written in a later commit.
 */
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Not written yet.")
public final class SolveCommand implements Runnable {

    @Override
    public void run() {
        throw new UnsupportedOperationException("solve is not written yet");
    }
}
