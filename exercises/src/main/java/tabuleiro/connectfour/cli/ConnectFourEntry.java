package tabuleiro.connectfour.cli;

import tabuleiro.cli.GameEntry;

/**
 * Connect Four as the launcher finds it: the command {@code connect-four}, the
 * courseware's game number 1.
 */
public final class ConnectFourEntry implements GameEntry {

    @Override
    public String name() {
        return "connect-four";
    }

    @Override
    public int rank() {
        return 1;
    }

    @Override
    public Object command() {
        return new ConnectFourCommand();
    }
}
