package tabuleiro.grading.tournament;

import java.util.ListResourceBundle;

/**
 * The tournament's pages and console lines, in English; {@link TournamentTexts_pt} in
 * Portuguese.
 */
public class TournamentTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"title", "{0} — class tournament"},
            {"intro", "{0} players (the reference''s anchors among them) played {1} games,"
                        + " round robin, each pair {2} games with each player first; a sandboxed"
                        + " agent had {3} ms a move. Seed {4}."},
            {"ranking", "Ranking"},
            {"ranking.note", "Glicko-2 ratings, the round robin''s rounds as rating periods;"
                        + " the deviation is the rating''s uncertainty (about two deviations"
                        + " either side hold the true strength)."},
            {"column.rank", "#"},
            {"column.player", "Player"},
            {"column.rating", "Rating"},
            {"column.deviation", "Deviation"},
            {"column.points", "Points"},
            {"column.record", "Won–drawn–lost"},
            {"column.forfeits", "Forfeits"},
            {"column.agent", "Agent class"},
            {"column.game", "Game"},
            {"column.first", "First"},
            {"column.second", "Second"},
            {"column.result", "Result"},
            {"column.moves", "Moves"},
            {"column.why", "Why"},
            {"anchor", "anchor"},
            {"crosstable", "Crosstable"},
            {"crosstable.note", "Points of the row''s player against the column''s."},
            {"anchors", "Record against the anchors"},
            {"forfeits", "Games lost off the board"},
            {"forfeits.none", "No game was lost off the board."},
            {"games", "Games"},
            {"games.replays", "Each game''s number opens its replay, drawn by the reference''s"
                        + " renderer; {0} of the {1} games have one (every forfeited game, then the"
                        + " first ones of the schedule)."},
            {"result.won", "{0} won"},
            {"result.draw", "draw"},
            {"result.forfeit", "{0} forfeited: {1}"},
            {"forfeit.ILLEGAL", "illegal move"},
            {"forfeit.EXCEPTION", "exception"},
            {"forfeit.TIMEOUT", "timeout"},
            {"forfeit.CRASH", "crash"},
            {"replay.title", "Game {0}: {1} against {2}"},
            {"replay.start", "Start"},
            {"replay.back", "Back"},
            {"replay.next", "Next"},
            {"replay.end", "End"},
            {"replay.move", "Position after move {0} of {1}"},
            {"replay.pending", "piece handed over, to place: {0}"},
            {"replay.qwirkle", "score {0} to {1}, {2} tiles in the bag; hands: {3} and {4}"},
            {"replay.back.link", "Back to the tournament"},
            {"console.game", "game {0}: {1} – {2}: {3}"},
            {"console.done", "{0} games in {1} s; wrote {2}"},
        };
    }
}
