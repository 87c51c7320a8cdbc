package tabuleiro.grading.games.galo;

import java.util.List;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.galo.child.GaloEngine;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.TournamentPart;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Jogo do Galo in the tournament: a move is a square's name, a game ends by nine marks and is
 * never cut, and its opening is {@value #OPENING_PLIES} random mark, X's first. Why one: every
 * first mark leaves a game that perfect play draws, so the perfect anchor loses no game from any
 * opening, while a second random mark (O's on an edge beside X's centre, say) can leave a game
 * lost for the side that did not choose it. The reference has no solver: the openings are
 * judged move by move only, and the game's tree is small enough for its perfect agent to search
 * whole (a few thousand positions, remembered for the tournament).
 */
final class GaloTournament implements TournamentPart {

    /** The marks of a drawn opening. */
    static final int OPENING_PLIES = 1;

    @Override
    public RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException {
        return new ReferenceGalo(jars);
    }

    @Override
    public Class<GaloEngine> hostedEngine() {
        return GaloEngine.class;
    }

    @Override
    public RefereeGame own(HostedGame engine) {
        return new OwnGalo((GaloEngine) engine);
    }

    @Override
    public int openingPlies() {
        return OPENING_PLIES;
    }

    @Override
    public List<String> candidateMoves() {
        return GaloGrid.SQUARES;
    }
}
