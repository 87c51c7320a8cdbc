package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/**
 * What the self-check prints of the kit's games with the reference's answers
 * ({@link RecordedGamesText}), in English, through {@link tabuleiro.grading.model.Texts}; the
 * Portuguese words are in {@link AnswerTexts_pt}. The check's one-line notes about them
 * ({@code answers.none} and the like) are here too.
 */
public class AnswerTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"answers.none", "Games with the reference''s answers: not played, no answer book"
                        + " beside this checker (a student kit holds one in tools/answers/, unless"
                        + " it was made without the reference): only the random games below check"
                        + " your engine, against itself."},
            {"answers.unreadable", "Games with the reference''s answers: not played ({0} cannot"
                        + " be read: {1})."},
            {"answers.unreached", "Games with the reference''s answers: not played, as none of"
                        + " their questions is about a rule checked here ({0}); ./check without"
                        + " --exercise plays them."},
            {"answers.reached", "(Played, as their questions reach rules checked here: {0}.)"},
            {"answers.seed", "Games with the reference''s answers: the kit holds kit seeds 1 to"
                        + " {1}, not {0}; the random games below play seed {0}."},
            {"answers.timeout", "Games with the reference''s answers: they did not end within"
                        + " {0} s (a loop that never ends?). The grader stops a submission''s"
                        + " games at its time limit too."},
            {"answers.same", "Games with the reference''s answers: {0} from kit seed {1} on,"
                        + " played through your engine, {2} answers, each the reference''s."},
            {"answers.differ", "Games with the reference''s answers: {0} from kit seed {1} on,"
                        + " played through your engine: {2,choice,1#1 rule|1<{2} rules} answered"
                        + " otherwise than the reference."},
            {"answers.stubs", "{0,choice,1#1 game|1<{0} games} stopped at a method not written"
                        + " yet ({1}): not compared past it, and not counted as kept."},
            {"answers.stubs.only", "Games with the reference''s answers: {0} from kit seed {1}"
                        + " on, played through your engine; none was compared to its end."},
            {"answers.fewer", "(You asked for {0} games; the kit holds {1} from kit seed {2}"
                        + " on, and played them all.)"},
            {"answers.grader", "The grader plays games of this kind, other ones (it never grades"
                        + " with a kit seed), and compares every answer the same way: a rule"
                        + " they break loses {0} of its points there, however many of the games"
                        + " that ask it disagree."},
            {"answers.exercise", "exercise {0}"},
            {"answers.title", "### {0} — {1}: game {2} of kit seed {3}"},
            {"answers.start.new", "The game: a new game."},
            {"answers.start.dealt", "The game: dealt by the probe from seed {0} ({1})."},
            {"answers.start.end", "The game: an end game the probe sets up from seed {0}"
                        + " ({1})."},
            {"answers.moves", "Moves from the start: {0}"},
            {"answers.nomoves", "none"},
            {"answers.board", "The board (the reference''s) after those moves:"},
            {"answers.notation", "Its FEN: {0}"},
            {"answers.question", "The question: {0} ({1})"},
            {"answers.actual", "Your engine answered: {0}"},
            {"answers.expected", "The reference answered: {0}"},
            {"answers.list", "Your engine answered {0}, the reference {1}; {2} of them in both."
                        + " What differs:"},
            {"answers.list.actual", "Only your engine ({0}):"},
            {"answers.list.expected", "Only the reference ({0}):"},
            {"answers.list.none", "none"},
            {"answers.list.more", "… and {0} more"},
            {"answers.paste", "A scenario that shows it, to paste at the end of"
                        + " {0}/mine.feature, the file of your own scenarios (./check --tags"
                        + " @{1} runs it with the rule''s own, and so does mvn test"
                        + " -Dcucumber.filter.tags=@{1}):"},
            {"answers.noscenario", "The rule book has no step that asks this question alone, so"
                        + " there is no scenario to paste: the moves, the board and the two"
                        + " answers above show where your engine and the rule part."},
            {"answers.again", "The same games again: {0}"},
            {"question", "the answer to \"{0}\" after the last move"},
            {"question.board", "the board after the last move"},
            {"question.turn", "whose turn it is"},
            {"question.over", "whether the game is over"},
            {"question.winner", "who won"},
            {"question.legal", "the legal moves"},
            {"question.play", "whether the move is played"},
            {"question.fen", "the position in FEN"},
            {"question.property", "whether this holds: {0}"},
        };
    }
}
