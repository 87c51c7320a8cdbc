package tabuleiro.quarto.cli;

import tabuleiro.cli.GameEntry;
import tabuleiro.quarto.ui.SvgQuartoBoard;
import tabuleiro.svg.BoardPicture;

/**
 * Quarto as the launcher, the site and the slides find it: the command
 * {@code quarto}, the courseware's game number 2, and its board picture.
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

    @Override
    public BoardPicture picture() {
        return new SvgQuartoBoard();
    }
}
