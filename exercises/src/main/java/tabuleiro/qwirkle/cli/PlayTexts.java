package tabuleiro.qwirkle.cli;

import java.util.ListResourceBundle;

/**
 * What {@code qwirkle play} says itself, before and around the text UI, in English;
 * {@link PlayTexts_pt} in Portuguese.
 */
public class PlayTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"seed", "Seed: {0} (play the same games again with --seed {0})"},
            {"player", "Player {0} ({1})"},
            {"seat.HUMAN", "human"},
            {"seat.RANDOM", "random"},
            {"seat.GREEDY", "greedy"},
            {"refused", "qwirkle play: {0}"},
            {"refused.players", "Qwirkle is played by {0} to {1} players, but {2} seats were"
                        + " given"},
            {"refused.cheat", "the cheat mode is part of the brief''s rules: add --variant brief"},
        };
    }
}
