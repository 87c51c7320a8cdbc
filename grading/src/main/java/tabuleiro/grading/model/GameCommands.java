package tabuleiro.grading.model;

import java.util.Iterator;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The commands of the registered games, in the courseware's order: the values a {@code --game}
 * option's help lists ({@code ${COMPLETION-CANDIDATES}} in picocli's descriptions), read from the
 * registry so that the help names whatever games are registered.
 */
public final class GameCommands implements Iterable<String> {

    /** Creates the list, as picocli does for an option's candidates. */
    public GameCommands() {
        // picocli makes it by its public constructor.
    }

    @Override
    public Iterator<String> iterator() {
        return Games.all().stream().map(GameModule::command).iterator();
    }
}
