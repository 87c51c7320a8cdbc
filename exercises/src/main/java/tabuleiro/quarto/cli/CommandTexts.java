package tabuleiro.quarto.cli;

import java.util.ListResourceBundle;

/**
 * What the {@code quarto} commands print in English ({@link CommandTexts_pt} in Portuguese):
 * the seed of a session, a match's report and the refusals of values the options' types allow.
 * Each text is a {@code MessageFormat} pattern.
 */
public class CommandTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"seed", "Seed: {0} (replay the same dice and random decisions with --seed {0})"},
            {"budget.positive", "--budget is a positive number of milliseconds, but {0} was"
                        + " given"},
            {"depth.range", "--depth is 1 to 16 placements, but {0} was given"},
            {"games.positive", "--games and --budget are positive, but {0} and {1} were given"},
            {"agents.only", "a match is played by agents only: choose random or strong for each"
                        + " seat"},
            {"match.heading", "{0,number,#} games, variant {1}, seed {2}, strong agent {3}"},
            {"match.budget", "budget {0} ms"},
            {"match.depth", "depth {0}"},
            {"match.results", "player 1 ({0}) wins {1}, player 2 ({2}) wins {3}, draws {4}"},
            {"match.seat", "player {0} ({1}): {2}"},
            {"match.times", "{0} decisions, mean {1,number,0.000} ms, longest {2,number,0.0} ms"},
        };
    }
}
