package tabuleiro.cli;

import java.util.List;
import java.util.Objects;
import tabuleiro.svg.BoardPicture;

/**
 * The board pictures of every game, found by the game's command name: the slides' build, the
 * rule book's site and the grader's feedback ask here for the picture of a game they know only
 * by name.
 *
 * <p>Each registered game ({@link GameEntry#all()}) gives its picture; this class names no
 * game.
 */
public final class BoardPictures {

    private static final List<BoardPicture> ALL = GameEntry.all().stream()
            .map(GameEntry::picture).toList();

    private BoardPictures() {
    }

    /**
     * Lists the board pictures of every game that has one.
     *
     * @return one picture per game, in the courseware's order
     */
    public static List<BoardPicture> all() {
        return ALL;
    }

    /**
     * Returns the board picture of a game.
     *
     * @param game the game's command name, as {@link BoardPicture#game()} gives it
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
