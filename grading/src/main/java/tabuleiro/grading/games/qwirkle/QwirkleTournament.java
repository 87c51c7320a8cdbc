package tabuleiro.grading.games.qwirkle;

import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.qwirkle.child.QwirkleEngine;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.TournamentPart;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Qwirkle in the tournament, two players: a move is a turn, a placement, a trade or a pass. A
 * game is cut after {@link QwirkleTable#MAX_TURNS} turns. It takes no openings: the deal from
 * each game's seed already varies its games. Its replay page is some 2 MB (a frame a turn, each
 * the whole board), so it keeps {@value #REPLAYS} by default, some 40 MB.
 */
final class QwirkleTournament implements TournamentPart {

    /** The replay pages kept by default. */
    static final int REPLAYS = 20;

    @Override
    public RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException {
        return new ReferenceQwirkle(jars);
    }

    @Override
    public Class<QwirkleEngine> hostedEngine() {
        return QwirkleEngine.class;
    }

    @Override
    public RefereeGame own(HostedGame engine) throws ReflectiveOperationException {
        return new OwnQwirkle((QwirkleEngine) engine);
    }

    @Override
    public int cap() {
        return QwirkleTable.MAX_TURNS;
    }

    @Override
    public int defaultReplays() {
        return REPLAYS;
    }

    @Override
    public boolean takesOpenings() {
        return false;
    }
}
