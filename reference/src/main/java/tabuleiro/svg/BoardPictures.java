package tabuleiro.svg;

import java.util.List;
import java.util.Objects;
import tabuleiro.checkers.ui.SvgCheckerboard;
import tabuleiro.chess.ui.SvgDiagram;
import tabuleiro.connectfour.ui.SvgGrid;
import tabuleiro.quarto.ui.SvgQuartoBoard;
import tabuleiro.qwirkle.ui.SvgBoard;

/**
 * The board pictures of every game, found by the game's command name: the slides' build and
 * the grader's feedback ask here for the picture of a game they know only by name.
 *
 * <p>A game that has a {@link BoardPicture} adds one entry to {@link #all()}.
 */
public final class BoardPictures {

    private static final List<BoardPicture> ALL = List.of(
            new SvgGrid(), new SvgBoard(), new SvgDiagram(), new SvgQuartoBoard(),
            new SvgCheckerboard());

    private BoardPictures() {
    }

    /**
     * Lists the board pictures of every game that has one.
     *
     * @return one picture per game, in no particular order
     */
    public static List<BoardPicture> all() {
        return ALL;
    }

    /**
     * Returns the board picture of a game.
     *
     * @param game the game's command name, such as {@code "connect-four"}
     * @return the game's board picture
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalArgumentException unless some game of {@link #all()} has that name
     */
    public static BoardPicture forGame(String game) {
        Objects.requireNonNull(game, "game");
        return ALL.stream()
                .filter(picture -> picture.game().equals(game))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no board picture for the game \""
                        + game + "\": the games that have one are "
                        + ALL.stream().map(BoardPicture::game).toList()));
    }
}
