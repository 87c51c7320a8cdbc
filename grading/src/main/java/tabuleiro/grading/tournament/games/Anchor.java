package tabuleiro.grading.tournament.games;

import java.util.Objects;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.referee.Reply;

/**
 * One of the reference's agents, asked in the grader's JVM: trusted, never timed. Each move
 * builds the position it is told ({@link RefereeGame#asked}) on the reference's engine and
 * asks the agent there.
 */
public final class Anchor implements Player {

    /** How a game asks one of its reference agents for a move. */
    @FunctionalInterface
    public interface Chooser {
        /**
         * The agent's move.
         *
         * @param position the game so far, on the reference's engine
         * @param seed the game's seed
         * @param ply how many moves were played before this one
         * @return the move in the game's notation
         */
        String move(RefereeGame.Position position, long seed, int ply);
    }

    private final String name;
    private final RefereeGame game;
    private final Chooser chooser;

    /**
     * Makes an anchor.
     *
     * @param name its name in the tables
     * @param game the game, to replay the moves on
     * @param chooser asks the reference's agent
     */
    public Anchor(String name, RefereeGame game, Chooser chooser) {
        this.name = Objects.requireNonNull(name, "name");
        this.game = Objects.requireNonNull(game, "game");
        this.chooser = Objects.requireNonNull(chooser, "chooser");
    }

    @Override
    public String name() {
        return name;
    }

    // One move at a time: an anchor's agent may keep state between its decisions.
    @Override
    public synchronized Reply move(int gameNumber, long seed, String moves, long millis) {
        return Reply.move(chooser.move(game.asked(seed, moves), seed, game.ply(moves)));
    }
}
