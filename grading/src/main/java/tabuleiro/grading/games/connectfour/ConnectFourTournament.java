package tabuleiro.grading.games.connectfour;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.connectfour.child.ConnectFourEngine;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.TournamentPart;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Connect Four in the tournament: a move is a column, a game is never cut, and its openings are
 * random discs that the reference's solver judges.
 *
 * <p>An opening of {@value #OPENING_DISCS} discs or more is kept only if perfect play from it is
 * a draw or a win with the winner's last disc ({@value #SOLVED_WITHIN} or less either way, as
 * the empty grid scores 1: the game itself is a first player's win with its last disc, so an
 * opening kept is no more decided than the game). Why {@value #OPENING_DISCS} random discs: a
 * perfect agent (the reference's anchor, and a student's with the kit's book) looks its moves
 * up in a book of the positions its own moves reach below 13 discs and solves the others; a
 * random opening leaves that book, and from 12 to 15 discs the reference's and the complete
 * sample's solvers took 2 to 8 s on some moves of a balanced game on the loaded 2-core machine,
 * from 16 at most 1.8 s, most a few hundred milliseconds ({@code grading/BENCHMARKS.md}, issue
 * 65): with {@value #OPENING_DISCS} no book is needed, and the referee's judgement costs as
 * little. A shorter opening of one's own is judged move by move only, since the solver's time
 * grows fast below that (minutes below ten discs).
 *
 * <p>The perfect agent reads its opening book from the class path: without it the solver takes
 * minutes for the first moves; with it the agent answers the first twelve stones at once. The
 * book holds the agent's column and score only for positions of fewer than 13 stones, while the
 * grader asks the solver from {@code ConnectFourProbe.SOLVED_FROM} (22) stones on and on the
 * rule book's positions, all fuller than that: it gives away no score the grader asks.
 */
final class ConnectFourTournament implements TournamentPart {

    /** The discs of a drawn opening, and the fewest the solver judges an opening on. */
    static final int OPENING_DISCS = 16;

    /** The largest score, either way, of an opening kept: as the empty grid's. */
    static final int SOLVED_WITHIN = 1;

    private static final int COLUMNS = 7;

    @Override
    public RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException {
        return new ReferenceConnectFour(jars);
    }

    @Override
    public Class<ConnectFourEngine> hostedEngine() {
        return ConnectFourEngine.class;
    }

    @Override
    public RefereeGame own(HostedGame engine) {
        return new OwnConnectFour((ConnectFourEngine) engine);
    }

    @Override
    public int openingPlies() {
        return OPENING_DISCS;
    }

    @Override
    public int solvedFrom() {
        return OPENING_DISCS;
    }

    @Override
    public int solvedWithin() {
        return SOLVED_WITHIN;
    }

    @Override
    public List<String> candidateMoves() {
        return IntStream.rangeClosed(1, COLUMNS).mapToObj(Integer::toString).toList();
    }

    @Override
    public Optional<AgentResource> agentResource() {
        return Optional.of(new AgentResource("tabuleiro/connectfour/solver/opening-book.bin.gz",
                "tabuleiro.connectfour.solver.OpeningBook"));
    }
}
