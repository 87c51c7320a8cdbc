package tabuleiro.grading.tournament.kit;

import java.util.ListResourceBundle;

/**
 * What the student kit's {@code play --tournament} prints, in English;
 * {@link KitTournamentTexts_pt} in Portuguese.
 */
public class KitTournamentTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"header", "{0}: your agent {1} against the grader''s two anchors,"
                        + " {2,choice,1#1 game|1<{2} games} with each colour against each (seed"
                        + " {3,number,#}, {4,number,#} ms a move and {5,number,#} s more over each"
                        + " game)."},
            // A game without colours, whose players take turns from their seats, gives its own
            // header (its words' tournament.header); each game says its anchors
            // (tournament.anchors, whose {0} is the game's cap of turns or plies).
            {"referee", "Refereed by your own engine; the class tournament''s referee is the"
                        + " reference, and its anchors are the reference''s agents."},
            {"column.anchor", "anchor"},
            {"column.won", "won"},
            {"column.drawn", "drawn"},
            {"column.lost", "lost"},
            {"column.forfeits", "forfeits"},
            {"anchor.RANDOM", "random"},
            {"anchor.GREEDY", "greedy"},
            {"first.forfeit", "First forfeit of its kind against the {0} anchor, game"
                        + " {1,number,#}: {2}"},
            {"forfeit.ILLEGAL", "your agent''s move was refused: {0}"},
            {"forfeit.EXCEPTION", "your agent threw {0}"},
            {"forfeit.TIMEOUT", "your agent gave no move within {0,number,#} ms and what was"
                        + " left of the game''s {1,number,#} s of overage"},
            {"forfeit.CRASH", "your engine failed while it refereed: {0}"},
            {"progress", "{0} games done, about {1} left"},
            {"no.book", "The perfect agent has no opening book ({0} is missing or damaged),"
                        + " so it searches from the empty board, which takes minutes a move, and"
                        + " loses its games on time: put that file back from a fresh kit."},
            {"no.tournament", "There is no tournament for {0} in the kit."},
            {"cannot.start", "The tournament cannot start: {0}"},
            // Why it cannot: the first is AgentMaker's own refusal, word for word, which the
            // kit says through its twin; the others name what the student's engine lacks.
            {"reason.no.agent", "none of {0} is a public class that implements {1} with a"
                        + " constructor of a long, of nothing or of an int"},
            {"reason.class", "your engine has no class {0}"},
            {"reason.method", "your engine has no method {0}"},
            {"games.range", "--games must be 1 to {0,number,#}, but it is {1,number,#}"},
            {"not.number", "{0} must be a whole number, but it is {1}"},
            {"with.arguments", "play --tournament takes only --games, --agent, --seed,"
                        + " --overage and --lang, but it was also given {0}"},
            {"overage.range", "--overage must be 0 to {0,number,#} seconds, but it is"
                        + " {1,number,#}"},
        };
    }
}
