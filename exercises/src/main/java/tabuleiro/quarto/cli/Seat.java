package tabuleiro.quarto.cli;

import java.time.Duration;
import java.util.random.RandomGenerator;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.search.StrongAgent;
import tabuleiro.quarto.ui.TextUi;

/**
 * Who sits in a seat, as the {@code --first} and {@code --second} options name it. The constants
 * are lowercase because picocli matches and lists enum values by their names, and a command line
 * is typed in lowercase.
 */
enum Seat {
    /** A person at the keyboard. */
    human,
    /** The agent that decides at random. */
    random,
    /** The agent that searches ahead. */
    strong;

    /**
     * Makes the agent for this seat.
     *
     * @param ui the text UI whose keyboard a person uses, or null where there is none
     * @param random the random agents' source
     * @param budget the strong agent's time per decision
     * @return the agent
     * @throws IllegalArgumentException for a person where there is no UI
     */
    Agent agent(TextUi ui, RandomGenerator random, Duration budget) {
        return switch (this) {
            case human -> {
                if (ui == null) {
                    throw new IllegalArgumentException("a match is played by agents only:"
                            + " choose random or strong for each seat");
                }
                yield ui.keyboard();
            }
            case random -> new RandomAgent(random);
            case strong -> new StrongAgent(budget);
        };
    }
}
