package tabuleiro.qwirkle;

/**
 * An agent that plays the placement scoring most points this turn, without looking further
 * ahead; the first such placement found when several score the same. With no placement, it
 * trades its hand (or passes).
 */
public final class GreedyAgent implements Agent {

    /** Creates the agent; it has no state. */
    public GreedyAgent() {
        // Nothing to set up: the agent's choice depends on the game only.
    }

    @Override
    public Turn chooseTurn(Game game) {
        Agent.requireTurn(game);
        // One copy of the board for the whole choice: each copy checks the board's invariant,
        // which a copy per placement made most of the time a greedy game takes.
        Board board = game.board();
        Placement best = null;
        int bestPoints = -1;
        for (Placement placement : PlacementFinder.legalPlacements(game)) {
            int points = pointsOn(board, placement);
            if (points > bestPoints) {
                best = placement;
                bestPoints = points;
            }
        }
        Turn turn = best == null ? Agent.tradeOrPass(game) : new Turn.Place(best);
        assert game.problemWith(turn).isEmpty() : "post: the agent chooses a legal turn";
        return turn;
    }

    /**
     * Returns what a legal placement would score, without playing it.
     *
     * @param game the game
     * @param placement a legal placement of the player to move
     * @return the placement's points, not counting the end bonus
     */
    public static int pointsOf(Game game, Placement placement) {
        return pointsOn(game.board(), placement);
    }

    /** What a placement would score on a board, which stays as it is. */
    private static int pointsOn(Board board, Placement placement) {
        return Scoring.score(board.with(placement), placement).total();
    }
}
