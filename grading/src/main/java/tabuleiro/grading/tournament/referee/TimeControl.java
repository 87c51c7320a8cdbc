package tabuleiro.grading.tournament.referee;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How long an agent may think: a time for each move and, beyond it, an overage for the whole
 * game, as Kaggle's ConnectX gives (2 s a move, 60 s over the game), itself drawn from the
 * agent's overage for the whole tournament.
 *
 * <p>Why a bank: a correct perfect agent answers the first twelve moves from its opening book
 * and most moves past it in milliseconds, but a few positions just past the
 * book take its solver several seconds on a loaded machine (8.5 s at most in the measurement of
 * grading/docs/tournament.md): a fixed 2 s would forfeit those games. The game's overage lets
 * such a move through; the tournament's overage keeps a hostile agent, which would use every
 * game's overage in full, from holding the tournament for more than that once.
 *
 * @param moveMillis the time for each move
 * @param gameOverageMillis the time a game's moves may take beyond their own, in all
 * @param agentOverageMillis the time an agent's moves may take beyond their own over the whole
 *     tournament
 */
public record TimeControl(long moveMillis, long gameOverageMillis, long agentOverageMillis) {

    /** A game's overage by default: ConnectX's 60 s. */
    public static final long GAME_OVERAGE_MILLIS = 60_000;

    /** An agent's overage over a tournament, in games' overages. */
    public static final int AGENT_OVERAGE_GAMES = 5;

    /**
     * Checks the times.
     *
     * @throws IllegalArgumentException unless a move's time is positive and the overages are
     *     not negative
     */
    public TimeControl {
        if (moveMillis < 1 || gameOverageMillis < 0 || agentOverageMillis < 0) {
            throw new IllegalArgumentException("not a time control: " + moveMillis
                    + " ms a move, " + gameOverageMillis + " ms over a game, "
                    + agentOverageMillis + " ms over the tournament");
        }
    }

    /**
     * A time control with the default overages.
     *
     * @param moveMillis the time for each move
     * @param gameOverageMillis the time a game's moves may take beyond their own
     * @return the time control, with an agent's overage over the tournament
     *     {@value #AGENT_OVERAGE_GAMES} games' worth
     */
    public static TimeControl of(long moveMillis, long gameOverageMillis) {
        return new TimeControl(moveMillis, gameOverageMillis,
                AGENT_OVERAGE_GAMES * gameOverageMillis);
    }

    /**
     * A time control without overage: every move has its own time, no more.
     *
     * @param moveMillis the time for each move
     * @return the time control
     */
    static TimeControl strict(long moveMillis) {
        return new TimeControl(moveMillis, 0, 0);
    }

    /**
     * A fresh clock for one side of one game.
     *
     * @param agentOverage what is left of the agent's overage over the tournament, shared by
     *     its games and spent by them
     * @return the clock
     */
    GameClock clock(AtomicLong agentOverage) {
        return new GameClock(moveMillis, gameOverageMillis, agentOverage);
    }

    /**
     * One side's clock in one game: each move may take its own time and what is left of the
     * overage, and what it takes beyond its own time is spent from the game's overage and the
     * agent's.
     */
    static final class GameClock {

        private final long moveMillis;
        private final AtomicLong agentOverage;
        private long gameOverage;

        private GameClock(long moveMillis, long gameOverage, AtomicLong agentOverage) {
            this.moveMillis = moveMillis;
            this.gameOverage = gameOverage;
            this.agentOverage = agentOverage;
        }

        /**
         * How long the next move may take: its own time and the overage left, the game's or
         * the agent's, whichever is less.
         *
         * @return the milliseconds
         */
        long allowance() {
            return moveMillis + overage();
        }

        /** The overage the next move may draw on. */
        private long overage() {
            return Math.max(0, Math.min(gameOverage, agentOverage.get()));
        }

        /**
         * Spends a move's time: what it took beyond its own time comes out of the overage.
         *
         * @param tookMillis how long the move took
         * @return {@code false} if it took longer than its {@link #allowance()}, a loss on time
         */
        boolean spend(long tookMillis) {
            long over = Math.max(0, tookMillis - moveMillis);
            boolean inTime = over <= overage();
            gameOverage -= over;
            agentOverage.addAndGet(-over);
            return inTime;
        }

        /**
         * What is left of the game's overage.
         *
         * @return the milliseconds, negative after a loss on time
         */
        long gameOverageLeft() {
            return gameOverage;
        }
    }
}
