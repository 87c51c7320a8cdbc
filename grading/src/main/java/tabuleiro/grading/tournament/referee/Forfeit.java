package tabuleiro.grading.tournament.referee;

/** Why a player lost a game without its result on the board. */
public enum Forfeit {
    /** A move the rules do not allow, or not a move at all. */
    ILLEGAL,
    /** The agent threw an exception, or no agent could be made. */
    EXCEPTION,
    /** No move within the time limit: the agent's JVM was killed. */
    TIMEOUT,
    /** The agent's JVM ended or could not start (out of memory, a forbidden call, a halt). */
    CRASH
}
