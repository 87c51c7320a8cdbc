package tabuleiro.cli;

import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * A game as the launcher finds it: its command, its place in the courseware and its picocli
 * command. One class a game implements it, in the game's own {@code cli} package, and one line of
 * {@code META-INF/services/tabuleiro.cli.GameEntry} registers it; the launcher asks
 * {@link #all()} and names no game. (A game's board picture is registered beside it, in
 * {@code META-INF/services/tabuleiro.svg.BoardPicture}: see {@link tabuleiro.svg.BoardPictures}.)
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
