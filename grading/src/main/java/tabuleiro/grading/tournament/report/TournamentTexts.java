package tabuleiro.grading.tournament.report;

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
                        + " round robin, each pair {2,choice,1#1 game|1<{2} games} with each player"
                        + " first; a sandboxed"
                        + " agent had {3} ms a move and {5} s more over each game. Seed {4}."},
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
            {"replay.back.link", "Back to the tournament"},
            {"intro.swiss", "{0} players (the reference''s anchors among them) played {1} games"
                        + " in {2} rounds, Swiss system: each round paired players of similar"
                        + " points, then rating, who had not met, each pair"
                        + " {3,choice,1#1 game|1<{3} games} with each"
                        + " player first; a sandboxed agent had {4} ms a move and {6} s more"
                        + " over each game. Seed {5}."},
            {"ranking.note.swiss", "Glicko-2 ratings, the Swiss rounds as rating periods; the"
                        + " deviation is the rating''s uncertainty (about two deviations either"
                        + " side hold the true strength). Points count a bye as one game won (a"
                        + " point, where a match is worth two or more); ratings count games"
                        + " only."},
            {"byes", "Byes"},
            {"byes.none", "No player had a bye: the count was even."},
            {"byes.round", "Round {0}: {1} (a point, no game)"},
            {"shard.swiss", "--shard cannot be given with --rounds: a Swiss round is paired from"
                        + " the results of the rounds before it, so no shard knows a round''s"
                        + " games before the others have played theirs. Play a Swiss tournament"
                        + " in one process, or the round robin (no --rounds) in shards."},
            {"shard.expected", "--shard is K/N, shard K of N counted from 0 (0 <= K < N, as"
                        + " Kubernetes'' JOB_COMPLETION_INDEX and a Slurm array --array=0-(N-1)"
                        + " number them: 0/4, 1/4, 2/4 and 3/4 are the four shards), but it is"
                        + " {0}"},
            {"game.unknown", "--game: the tournament plays {0}, but it is {1}"},
            {"counts", "--games-per-pair, --move-time and --jobs are positive numbers, --replays"
                        + " is not negative, --overage is 0 to 3600 seconds"},
            {"rounds.positive", "--rounds is a positive number of rounds, but it is {0}"},
            {"console.shard", "shard {0}: {1} of the {2} games in {3} s; wrote {4} (merge every"
                        + " shard with tournament merge)"},
            {"console.merged", "merged {0} shards: {1} games; wrote {2}"},
            {"merge.none", "no tournament shard was given: a shard''s folder holds"
                        + " tournament-shard.json, written by tournament --shard K/N"},
            {"merge.unreadable", "{0} is not a tournament shard''s file: {1}"},
            {"merge.count", "shard {0} is one of {1} shards, but shard {2} is one of {3}: the"
                        + " shards of one tournament have one count"},
            {"merge.twice", "shard {0} is given twice: {1} and {2}"},
            {"merge.missing", "shard {0} is missing (given: {1}); expected every shard from"
                        + " 0/{2} to {3}/{2}"},
            {"merge.differs", "shard {0} was played with {1} {2}, but shard {3} with {1} {4}:"
                        + " the shards of one tournament share the game, the seed,"
                        + " --games-per-pair, --move-time, --replays and --lang"},
            {"merge.players", "shard {0} had the players {1}, but shard {2} had {3}: every shard"
                        + " is given the same submissions in the same order, and the anchors"
                        + " alike"},
            {"merge.game", "shard {0} holds game {1}, which the schedule of its seed does not give"
                        + " it as it is (or gives it once)"},
            {"merge.absent", "shard {0} lacks games {1}: the schedule gives shard {2} of {3} every"
                        + " game whose place, from 0, is {2} modulo {3}"},
            {"console.game", "game {0}: {1} – {2}: {3}"},
            {"console.starts", "the JVMs of the {0} agents were started {1} times (once each,"
                        + " and again after a crash or a move out of time)"},
            {"console.progress", "{0} games done, about {1} left"},
            {"no.book", "This grader carries no opening book for the game''s perfect agent"
                        + " ({0}), so every student''s perfect agent searches from the start and"
                        + " loses its games on time: build the grader again from the"
                        + " repository, whose reference holds the book."},
            {"console.done", "{0} games in {1} s; wrote {2}"},
            {"console.few.games", "{0} game(s) a pair with each player first tell apart"
                        + " agents of clearly different strength; give --games-per-pair {1}"
                        + " to order agents of close strength"},
            {"openings", "Openings and distinct games"},
            {"openings.note", "Each pair''s k-th game with each player first started from the"
                        + " k-th of these {0} openings (the suite taken round again if the pair"
                        + " played more), the same for every pair: moves no player chose. An"
                        + " opening is kept when the game is not over after it and the player"
                        + " to move cannot win with its next move, and, where the reference has a"
                        + " solver, when perfect play from it is no more decided than from the"
                        + " start."},
            {"openings.none", "Every game started from the start (a game of chance from its"
                        + " deal, which the game''s seed shuffles)."},
            {"distinct.total", "{0} of the {1} games were distinct."},
            {"distinct.note", "Games move for move the same, with the players in the same"
                        + " seats, are one distinct game: the ratings count every game, so a"
                        + " pair of deterministic agents that played one game over and over"
                        + " tells less than its count of games says."},
            {"column.opening", "Opening"},
            {"column.pair", "Pair"},
            {"column.games", "Games"},
            {"column.distinct", "Distinct games"},
            {"replay.opening", "Opening, the tournament''s moves, not the players'': {0}"},
            {"replay.no.opening", "No opening: the game started from the start."},
            {"replay.opening.move", "opening"},
            {"opening.over", "the game is over after it"},
            {"opening.win", "the player to move wins with its next move"},
            {"opening.solved", "perfect play from it wins before the winner''s last disc (the"
                        + " reference''s solver; from the empty grid the first player wins"
                        + " only with its last disc)"},
            {"openings.unreadable", "--openings: cannot read {0}: {1}"},
            {"openings.empty", "--openings: {0} holds no opening; expected one opening a line,"
                        + " its moves as games.csv writes a game''s (# starts a comment)"},
            {"openings.illegal", "--openings: {0}: move {2}, {1}, is not legal there: {3}"},
            {"openings.decided", "--openings: {0}: the opening decides the game: {1}"},
        };
    }
}
