package tabuleiro.qwirkle.cli;

import tabuleiro.cli.GameEntry;
import tabuleiro.qwirkle.ui.SvgBoard;
import tabuleiro.svg.BoardPicture;

/**
 * Qwirkle as the launcher, the site and the slides find it: the command
 * {@code qwirkle}, the courseware's game number 5, and its board picture.
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

    @Override
    public BoardPicture picture() {
        return new SvgBoard();
    }
}
