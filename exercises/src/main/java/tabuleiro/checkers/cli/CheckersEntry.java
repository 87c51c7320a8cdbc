package tabuleiro.checkers.cli;

import tabuleiro.cli.GameEntry;

/**
 * Checkers as the launcher finds it: the command {@code checkers}, the
 * courseware's game number 4.
 */
public final class CheckersEntry implements GameEntry {

    @Override
    public String name() {
        return "checkers";
    }

    @Override
    public int rank() {
        return 4;
    }

    @Override
    public Object command() {
        return new CheckersCommand();
    }
}
