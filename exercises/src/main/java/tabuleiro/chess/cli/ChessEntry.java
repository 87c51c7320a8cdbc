package tabuleiro.chess.cli;

import tabuleiro.cli.GameEntry;

/**
 * Chess as the launcher finds it: the command {@code chess}, the
 * courseware's game number 3.
 */
public final class ChessEntry implements GameEntry {

    @Override
    public String name() {
        return "chess";
    }

    @Override
    public int rank() {
        return 3;
    }

    @Override
    public Object command() {
        return new ChessCommand();
    }
}
