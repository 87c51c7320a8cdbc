package tabuleiro.connectfour.cli;

import tabuleiro.cli.GameEntry;
import tabuleiro.connectfour.ui.SvgGrid;
import tabuleiro.svg.BoardPicture;

/**
 * Connect Four as the launcher, the site and the slides find it: the command
 * {@code connect-four}, the courseware's game number 1, and its board picture.
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

    @Override
    public BoardPicture picture() {
        return new SvgGrid();
    }
}
