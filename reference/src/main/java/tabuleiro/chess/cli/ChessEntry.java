package tabuleiro.chess.cli;

import tabuleiro.chess.ui.SvgDiagram;
import tabuleiro.cli.GameEntry;
import tabuleiro.svg.BoardPicture;

/**
 * Chess as the launcher, the site and the slides find it: the command
 * {@code chess}, the courseware's game number 3, and its board picture.
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

    @Override
    public BoardPicture picture() {
        return new SvgDiagram();
    }
}
