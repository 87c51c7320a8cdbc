package tabuleiro.grading.tournament.referee;

/**
 * One side of the tournament's games: a submission's agent in its sandbox, or one of the
 * reference's anchors in the grader's JVM.
 */
public interface Player {

    /**
     * The player's name in the tables.
     *
     * @return the name
     */
    String name();

    /**
     * Asks the player for its next move.
     *
     * @param game the game's number in the schedule, the same for every move of a game
     * @param seed the game's seed, for players that draw at random
     * @param moves the game so far, as {@link RefereeGame#question} writes it: its moves, or
     *     (in a game whose moves do not replay) its position
     * @param millis how long the player may take
     * @return the move, or why the player forfeits the game
     */
    Reply move(int game, long seed, String moves, long millis);

    /**
     * Tells the player that a game has ended, whatever ended it, so that it lets go of what it
     * kept for that game (a sandboxed agent's object): a player keeps the agents of the games
     * under way and no more, and an agent dropped while its game went on would be made again
     * with a fresh state, so that its moves would depend on which games happened to run at
     * once, and a shard's games would differ from one run's.
     *
     * @param game the game's number in the schedule
     */
    default void gameOver(int game) {
        // A player that keeps nothing per game has nothing to let go of.
    }
}
