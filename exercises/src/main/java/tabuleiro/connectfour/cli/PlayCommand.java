package tabuleiro.connectfour.cli;

import picocli.CommandLine.Command;

/**
 * Placeholder for the {@code play} command, written in a later commit.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Not written yet.")
public final class PlayCommand implements Runnable {

    @Override
    public void run() {
        throw new UnsupportedOperationException("play is not written yet");
    }
}
