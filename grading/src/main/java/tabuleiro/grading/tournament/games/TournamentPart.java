package tabuleiro.grading.tournament.games;

import java.util.List;
import java.util.Optional;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A game's part for the tournament ({@link tabuleiro.grading.spi.GameModule#part}): its referee
 * on the reference and on the student's own engine, where its games are cut, how its openings
 * are drawn, and the resource its perfect agent reads, if any. {@link TournamentGame} finds it
 * through the registry; no class of the tournament names a game.
 */
public interface TournamentPart {

    /**
     * Finds the game's referee in the reference, once {@link TournamentGame#open} has opened it.
     *
     * @param jars the reference, in a class loader of its own
     * @return the referee's game, which closes the jars when it is closed
     * @throws ReflectiveOperationException if the reference lacks a class or method the referee
     *     calls
     */
    RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException;

    /**
     * The game as an agent is asked to play it on the student's engine: the class the agents'
     * host makes, in the child JVM by its name ({@link HostedGame#engine}) and in the kit's
     * JVM as it is ({@link HostedGame#make}). The game's folder names it, so that neither the
     * host nor the tournament names a game.
     *
     * @return a concrete {@code HostedGame} of the grader's, with a public constructor of the
     *     class loader that holds the student's engine
     */
    Class<? extends HostedGame> hostedEngine();

    /**
     * The game refereed by the student's own engine, with the grader's anchors, for the kit's
     * {@code play --tournament}.
     *
     * @param engine the game on the student's engine, of {@link #hostedEngine()}'s class
     * @return the referee's game
     * @throws ReflectiveOperationException if the student's engine lacks a class or method the
     *     anchors read beyond the agents' host's
     */
    RefereeGame own(HostedGame engine) throws ReflectiveOperationException;

    /**
     * The moves or turns after which a game ends, where it has such a cap.
     *
     * @return the cap, 0 for a game that has none; by default none
     */
    default int cap() {
        return 0;
    }

    /**
     * The most replay pages written when {@code --replays} is not given.
     *
     * @return the default of {@code --replays}
     */
    default int defaultReplays() {
        return 300;
    }

    /**
     * Whether a game starts from an opening: a game whose deal varies its games takes none, and
     * refuses a file of openings.
     *
     * @return {@code true} unless the game's own start varies its games
     */
    default boolean takesOpenings() {
        return true;
    }

    /**
     * The book of openings on the grader's class path, drawn in an order from the seed, for a
     * game whose random moves make poor openings.
     *
     * @return the resource's name, or empty for openings of random moves
     */
    default Optional<String> openingBook() {
        return Optional.empty();
    }

    /**
     * The moves of a drawn opening of random moves.
     *
     * @return at least 1
     */
    default int openingPlies() {
        return 4;
    }

    /**
     * The fewest moves from which the reference's solver judges an opening exactly, for a
     * game whose reference has one ({@link RefereeGame#solved}).
     *
     * @return the moves, or 0 for a game judged move by move only
     */
    default int solvedFrom() {
        return 0;
    }

    /**
     * The largest score, either way, of an opening the solver judges ({@link #solvedFrom()})
     * that is kept: no more decided than the game itself from its start.
     *
     * @return the score
     */
    default int solvedWithin() {
        return 0;
    }

    /**
     * The moves to try on a position whose referee lists none of its own, in a fixed order: an
     * opening of random moves draws among those the referee plays.
     *
     * @return the candidates; empty for a game whose referee lists its legal moves
     */
    default List<String> candidateMoves() {
        return List.of();
    }

    /**
     * The resource the game's perfect agent reads from its class path (an opening book), which
     * the grader carries for students' agents.
     *
     * @return the resource, or empty for a game whose agents read none
     */
    default Optional<AgentResource> agentResource() {
        return Optional.empty();
    }

    /**
     * A resource a game's perfect agent reads.
     *
     * @param classPathName where the agent looks for it on its class path
     * @param readerClass the skeleton's class that reads it, whose {@code standard()} says
     *     through {@code problem()} why it could not
     */
    record AgentResource(String classPathName, String readerClass) {
    }
}
