package tabuleiro.checkers.cli;

import tabuleiro.checkers.ui.SvgCheckerboard;
import tabuleiro.cli.GameEntry;
import tabuleiro.svg.BoardPicture;

/**
 * Checkers as the launcher, the site and the slides find it: the command
 * {@code checkers}, the courseware's game number 4, and its board picture.
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

    @Override
    public BoardPicture picture() {
        return new SvgCheckerboard();
    }
}
