package tabuleiro.connectfour.solver;

import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;

/**
 * Placeholder for the agent that plays perfectly, written in a later commit.
 */
public final class PerfectAgent implements Agent {

    @Override
    public int chooseColumn(Game game, Player player) {
        throw new UnsupportedOperationException("not written yet");
    }
}
