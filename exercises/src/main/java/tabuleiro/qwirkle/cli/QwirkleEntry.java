package tabuleiro.qwirkle.cli;

import tabuleiro.cli.GameEntry;

/**
 * Qwirkle as the launcher finds it: the command {@code qwirkle}, the
 * courseware's game number 5.
 */
public final class QwirkleEntry implements GameEntry {

    @Override
    public String name() {
        return "qwirkle";
    }

    @Override
    public int rank() {
        return 5;
    }

    @Override
    public Object command() {
        return new QwirkleCommand();
    }
}
