package tabuleiro.quarto.cli;

import tabuleiro.cli.GameEntry;

/**
 * Quarto as the launcher finds it: the command {@code quarto}, the
 * courseware's game number 2.
 */
public final class QuartoEntry implements GameEntry {

    @Override
    public String name() {
        return "quarto";
    }

    @Override
    public int rank() {
        return 2;
    }

    @Override
    public Object command() {
        return new QuartoCommand();
    }
}
