package tabuleiro.features.qwirkle;

import java.util.ListResourceBundle;

/**
 * Qwirkle's step definitions' failure messages as they word them, in English, each with
 * {@code {0}}, {@code {1}}... where the step puts a value. Their Portuguese twins are in
 * {@link QwirkleGlueWords_pt}: the grader says a Portuguese scenario's failure through them, as it
 * does with {@link tabuleiro.features.GlueWords}'s, so the steps keep one wording. A change
 * of wording in a step is a change here too, or the message is shown as written.
 */
public class QwirkleGlueWords extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            // AssertJ's failures: the step's description in brackets, then AssertJ's own
            // lines, which the grader shows as what was expected and what came.
            {"w.as.one.tile", "[the step places one tile] {0}"},
            {"w.as.ui.typed", "[what the text UI wrote, with what was typed:\n{0}] {1}"},
            {"w.as.turn", "[the scenario says it is player {0}''s turn] {1}"},
            {"w.as.refusal", "[the engine''s refusal] {0}"},
            {"w.as.should.refuse", "[the engine should refuse this turn] {0}"},
            {"w.as.winners", "[the winners of a game that goes on] {0}"},
            {"w.as.before.starter", "[players before the starter, who must have shorter lines]"
                        + " {0}"},
            // A wrong line score in another rule's example (ScoreWaits), before AssertJ's lines.
            {"w.as.waits.alone", "[The engine scores the tile on {0} as a line of its own beside"
                        + " the turn''s other lines, though a tile scores alone only when it has"
                        + " no neighbour: this example waits on rule QWIRKLE-09 (one point per"
                        + " tile of each line made or lengthened).] {1}"},
            {"w.as.waits.qwirkle", "[The engine scores the Qwirkle from {0} to {1} at {2} points,"
                        + " though a line of six scores 12, its six tiles and a bonus of six: this"
                        + " example waits on rule QWIRKLE-10 (a Qwirkle scores 12).] {3}"},
            {"w.as.waits.line", "[The engine scores the line from {0} to {1} at {2} points,"
                        + " though its {3} tiles score {3}: this example waits on rule QWIRKLE-09"
                        + " (one point per tile of each line made or lengthened).] {4}"},
            {"w.line.waits.valid", "{0}\nThe placement makes the line {1}, which the rules"
                        + " allow, but Lines.isValid is false: this example waits on rule"
                        + " QWIRKLE-06 (a line is all one colour or all one shape, with no tile"
                        + " twice)."},
            {"w.refused.placement", "The engine refused the placement {0}: {1}"},
            {"w.setup.refused.placement", "To set this scenario up, the engine refused the"
                        + " placement {0}: {1}"},
            {"w.line.waits.twice", "{0}\nThe placement makes the line {1}, which holds {2} twice:"
                        + " this example waits on rule QWIRKLE-06 (a line holds no tile twice)."},
            // The mover's hand drawn wrong (HandWaits): after the engine's broken contract, in
            // a check's brackets, and before the text UI's transcript.
            {"w.hand.waits.placed", "{0}\nAfter placing, {1} has a hand of {2} and the bag has"
                        + " {3} left: this example waits on rule QWIRKLE-11 (after placing, the"
                        + " player draws from the bag until they hold six tiles or the bag is"
                        + " empty)."},
            {"w.hand.waits.traded", "{0}\nAfter trading, {1} has a hand of {2}, not {3} as"
                        + " before: this example waits on rule QWIRKLE-12 (a trade draws as many"
                        + " tiles as it puts back)."},
            {"w.as.waits.placed", "[After placing, {0} has a hand of {1} and the bag has {2}"
                        + " left: this example waits on rule QWIRKLE-11 (after placing, the player"
                        + " draws from the bag until they hold six tiles or the bag is empty).]"
                        + " {3}"},
            {"w.as.waits.traded", "[After trading, {0} has a hand of {1}, not {2} as before:"
                        + " this example waits on rule QWIRKLE-12 (a trade draws as many tiles as"
                        + " it puts back).] {3}"},
            {"w.as.ui.typed.waits", "[{0}\nwhat the text UI wrote, with what was typed:\n{1}]"
                        + " {2}"},
            // The two sentences alone, as a check's brackets quote them before a transcript.
            {"w.hand.placed", "After placing, {0} has a hand of {1} and the bag has {2} left:"
                        + " this example waits on rule QWIRKLE-11 (after placing, the player draws"
                        + " from the bag until they hold six tiles or the bag is empty)."},
            {"w.hand.traded", "After trading, {0} has a hand of {1}, not {2} as before: this"
                        + " example waits on rule QWIRKLE-12 (a trade draws as many tiles as it"
                        + " puts back)."},
        };
    }
}
