package tabuleiro.cli;

import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import tabuleiro.svg.BoardPicture;

/**
 * A game as the launcher, the rule book's site and the slides find it: its command, its place
 * in the courseware, its picocli command and its board picture. One class a game implements
 * it, in the game's own {@code cli} package, and one line of
 * {@code META-INF/services/tabuleiro.cli.GameEntry} registers it; the launcher asks
 * {@link #all()}, the pictures' readers {@link BoardPictures}, and neither names a game.
 */
public interface GameEntry {

    /**
     * Returns the game's command, as the launcher, the grading scheme and {@code --game} name it.
     *
     * @return lower-case words joined by hyphens
     */
    String name();

    /**
     * Returns the game's place in the courseware, from 1: the order the rule book site and the
     * guides give the games in.
     *
     * @return at least 1, one game each
     */
    int rank();

    /**
     * Creates the game's command: a new object of a class annotated with picocli's
     * {@code @Command} of the name {@link #name()}, whose subcommands are the game's commands.
     *
     * @return a new command object, for one command line
     */
    Object command();

    /**
     * Returns the game's board picture, which draws a position of the game in the notation its
     * rule book draws positions in.
     *
     * @return the picture, whose {@link BoardPicture#game()} is {@link #name()}
     */
    BoardPicture picture();

    /**
     * Lists the registered games, found by {@link ServiceLoader} in this interface's class
     * loader.
     *
     * @return one entry per game, in the courseware's order ({@link #rank()})
     */
    static List<GameEntry> all() {
        return ServiceLoader.load(GameEntry.class, GameEntry.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparingInt(GameEntry::rank))
                .toList();
    }
}
