package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/**
 * What the self-check ({@code check}) and {@code play} print for the student, in English,
 * through {@link tabuleiro.grading.model.Texts}; the Portuguese words are in
 * {@link CheckTexts_pt}.
 */
public class CheckTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"not.compiling", "Your code does not compile, so no rule could run. The compiler"
                        + " said:"},
            {"exercise", "Exercise {0} — {1}: {2} / {3}"},
            {"kept", "kept"},
            {"broken", "BROKEN"},
            {"waits", "waits"},
            {"not.started", "not started"},
            {"waiting", "{0,choice,1#1 broken rule waits|1<{0} broken rules wait} for another"
                        + " exercise: {0,choice,1#its|1<their} examples reach a method another"
                        + " exercise asks for, not yet written. {0,choice,1#It says|1<They say}"
                        + " nothing against the exercise {0,choice,1#it belongs|1<they belong}"
                        + " to, and {0,choice,1#is|1<are} kept once that other exercise is"
                        + " written."},
            {"total", "{0}: {1} / {2} points, {3} of {4} rules kept, on the rule book''s"
                        + " written examples."},
            {"next", "Next: exercise {0} — {1} ({3,choice,1#its one rule still to keep;"
                        + " --exercise {0} checks it alone|1<{2} of its {3} rules still to keep;"
                        + " --exercise {0} checks them alone})."},
            {"total.named", "{0}: {1} / {2} points, {3} of {4} rules kept (only the scenarios"
                        + " whose name {6} matches{5})."},
            {"total.named.tags", " among those tagged {0}"},
            {"total.tagged", "{0}: {1} / {2} points, {3} of {4} rules kept (only the scenarios"
                        + " tagged {5})."},
            {"timed.out", "The scenario \"{0}\" ({1}) did not finish within {2} s{3}: is there a"
                        + " loop that never ends? It costs its rule, and the check went on with"
                        + " the next scenarios, as the grader does."},
            {"timed.out.where", "; it was in {0}"},
            {"time.up", "The time for a whole project ({0} s) ran out: the scenarios not run by"
                        + " then are not run, as with the grader."},
            {"note", "Note: {0}"},
            {"explained", "### {0} — broken"},
            {"explained.not.started", "### {0} — not started"},
            {"explained.waits", "### {0} — waits for another exercise"},
            {"more.broken", "({0,choice,1#1 more broken rule|1<{0} more broken rules}: see the"
                        + " feedback file, or narrow the check with --exercise N.)"},
            {"style", "Style (advice, as the grader reports it): {0}"
                        + " {0,choice,1#finding|1<findings} in your files"},
            {"style.more", "  and {0} more in the feedback file"},
            {"style.unchecked", "  style not checked for {0}: {1}"},
            {"timing", "(compiled in {0} s, rules and style checked in {1} s)"},
            {"watching", "Watching {0} for saved files; Ctrl+C stops."},
            {"again", "=== {0} — checking again ==="},
            {"watch.stops", "The watch stops here: the scenario that did not finish is still"
                        + " running. Fix it and run the check again."},
            {"disk.full", "The check could not run: it lays out, compiles and plays your project"
                        + " in {0}, the system''s temporary folder, whose disk is full ({1} KB"
                        + " free). Free some space on that disk and check again: nothing of your"
                        + " project was changed."},
            {"cannot.check", "Cannot check {0}: {1}"},
            {"lang.missing", "This kit checks {0} in {1} alone: it holds no rule book of the"
                        + " game in {2}, so --lang {3} cannot check it. Run ./check without"
                        + " --lang."},
            {"no.rulebook", "This checker holds no rule book of {0} in {1} (no feature files in"
                        + " {2}), so it has no rule to check: ask your instructor for the kit"
                        + " again."},
            {"language.en", "English"},
            {"language.pt", "Portuguese"},
            {"random.share", "At the grader, whose random games ask the same questions, a break"
                        + " like these costs its rule {0}% of its points, even when every"
                        + " written example of the rule passes."},
            {"feedback", "The grader''s feedback on these files: {0} (and feedback.html)"},
            {"feedback.unwritten", "(the feedback could not be written to {0}: {1})"},
            {"checked", "Checked: the {0} sources whose SHA-256 is {1}… ({2,choice,0#compiled"
                        + " now|1#their classes kept from an earlier check of these very"
                        + " sources|2#compiled now: {5} of them, those a change reached; the"
                        + " classes of the others kept from the check before}; style:"
                        + " {3,choice,0#0 files|1#1 file|1<{3} files} checked now, {4} kept)."},
            {"checked.same", "Taken from an earlier check of the same classes and resources,"
                        + " byte for byte (SHA-256 {1}…), which answer the same: {0}."},
            {"checked.same.rules", "the rule book''s results"},
            {"checked.same.recorded", "the games with the reference''s answers"},
            {"checked.same.random", "the random games"},
            {"not.compiling.play", "Your code does not compile:"},
            {"play.failed", "The game stopped: {0}: {1}"},
            // ./play --help's list of the kit's options, made from PlayCommand's own options
            // ({0} the games, {1} a move's seconds, {2} the overage's), a text per option.
            {"play.options", "The kit''s ./play also takes:"},
            {"play.option.lang", "The language the game speaks (default: the kit''s)."},
            {"play.option.tournament", "Plays your agent against the checker''s two anchors"
                        + " (random and greedy), refereed by your own engine."},
            {"play.option.games", "With --tournament: the games with each colour{3} against each"
                        + " anchor (default: {0})."},
            // The seats of the games of more than two colours, in their own words ({3} above).
            {"play.option.seats", " ({0})"},
            {"play.option.and", " and "},
            {"play.option.agent", "With --tournament: your agent''s class (default: the first"
                        + " public class you added that implements Agent)."},
            {"play.option.seed", "With --tournament: the seed of the games (default: 1)."},
            {"play.option.overage", "With --tournament: the seconds a game''s moves may take"
                        + " beyond their own {1} s each, in all (default: {2})."},
            {"play.label.lang", "en|pt"},
            {"play.label.games", "N"},
            {"play.label.agent", "CLASS"},
            {"play.label.seed", "S"},
            {"play.label.overage", "SECONDS"},
            {"random.none", "Random games: {0} played through your engine (seed {1}), every"
                        + " contract of the skeleton (-ea) and every property kept."},
            {"random.broken", "Random games: {0} played through your engine (seed {1}):"
                        + " {2,choice,1#1 broken|1<{2} broken}, each shown below shrunk to a"
                        + " short game. The grader asks the same questions in its own random"
                        + " games and charges such a break to its rule."},
            {"random.grader", "These games check your engine against itself; the games with the"
                        + " reference''s answers above compare it with the reference, as the"
                        + " grader does on games of its own."},
            {"random.stopped", "{0,choice,1#1 game|1<{0} games} stopped at a method not written"
                        + " yet ({1}): not counted as kept."},
            {"random.none.stopped", "Random games: {0} played through your engine (seed {1});"
                        + " {2,choice,0#none ran to its end: each stopped|1#1 ran to its end,"
                        + " each of the others stopped|1<{2} ran to their end, each of the others"
                        + " stopped} at a method not written yet."},
            {"random.kind.THREW", "Your engine threw (or refused) while answering a question"
                        + " that asks no move of it: {0}. The grader charges such an answer as a"
                        + " wrong one."},
            {"random.game.unshrunk", "### Random game {0} of seed {1}, {2} moves"},
            {"random.unreached", "Random games: not played, as none of their properties is a"
                        + " rule checked here ({0}); ./check without --exercise plays them."},
            {"random.reached", "(Played, as their properties reach rules checked here: {0}.)"},
            {"random.unplayed", "Random games: not played ({0})."},
            {"random.timeout", "Random games: they did not end within {0} s (a loop that never"
                        + " ends?); the grader would stop them too."},
            {"random.game", "### Random game {0} of seed {1}, shrunk from {2} to {3} moves"},
            {"random.kind.CONTRACT", "A contract of the skeleton broke (assertions on, -ea):"
                        + " a precondition, postcondition or class invariant."},
            {"random.kind.LISTED_MOVE_REFUSED", "A move your engine lists as legal was"
                        + " refused."},
            {"random.kind.REFUSAL_CHANGED_THE_GAME", "A move your engine refused changed the"
                        + " game (its {0}): a refused move must leave the game as it was."},
            {"random.kind.PROPERTY", "A property that needs no reference answer does not hold:"
                        + " {0}."},
            {"random.moves", "Moves from a new game: {0}"},
            {"random.start", "The game: dealt by the probe from seed {0} ({1})."},
            {"random.start.end", "The game: an end game the probe sets up from seed {0} ({1})."},
            {"random.asked", "The question: {0} ({1})"},
            {"random.refused", "refused: "},
            {"random.came", "What came: {0}"},
            {"random.board", "Board: {0}"},
            {"random.scenario", "Your engine listed {1} as a legal move, then did not play it"
                        + " through. The rule book gives one of two answers here, and these"
                        + " games cannot tell which, as they have no reference''s answer: read"
                        + " the rule, and paste at the end of {0}/mine.feature, the file of your"
                        + " own scenarios, the scenario of the answer it gives (./check --tags"
                        + " @mine runs it). The other would stay red after the right fix."},
            {"random.scenario.legal", "If {0} is legal here, your engine must play it. This"
                        + " scenario plays it last: it fails on your engine as it is and passes"
                        + " once your engine plays the move."},
            {"random.scenario.illegal", "If {0} is not legal here, your engine must not list it."
                        + " This scenario says so: it fails on your engine as it is and passes"
                        + " once your engine no longer lists the move."},
            {"random.scenario.illegal.none", "If {0} is not legal here, your engine must not list"
                        + " it: no step of the rule book says that a move is not legal, so that"
                        + " answer has no scenario, and the fix is in how your engine lists its"
                        + " moves."},
            {"random.scenario.setup", "Each scenario above sets up the game as your engine played"
                        + " it: should a move before {0} be illegal too, the scenario stops there"
                        + " once your engine is right, and that move is the one to look at."},
            {"random.scenario.whole", "The game as a scenario, to paste at the end of"
                        + " {0}/mine.feature, the file of your own scenarios: its Then step"
                        + " states what the rule says of your engine''s own answers, so it fails"
                        + " on your engine as it is and passes once the property holds; ./check"
                        + " --tags @mine runs it:"},
            {"random.scenario.whole.setup", "It sets up the game with the moves your engine listed:"
                        + " should one of them be illegal, the fix is in how your engine lists"
                        + " its moves, and the scenario then stops at that move; take it out."},
            {"random.scenario.none", "No scenario to paste: no step of the rule book states this"
                        + " break without the reference''s answer, which these games do not"
                        + " have, and a scenario of these moves would pass on your engine as it"
                        + " is. The moves above, and the command below, show it again."},
            {"own.only", "No scenario of the rule book is tagged so that {0} picks it: your"
                        + " own scenarios alone."},
            {"games.narrowed", "Games not played: a tag expression or a name narrows the"
                        + " check to the scenarios it picks. Add --games N to play them too."},
            {"own.only.named", "No scenario of the rule book has a name that {0} matches: your"
                        + " own scenarios alone."},
            {"no.name.match", "No scenario of {0}, nor of your own, has a name that {1} matches"
                        + " whole. --name is a regular expression that the whole of a"
                        + " scenario''s name must match, as Cucumber''s name filter does: for"
                        + " a name that holds some words, --name \".*the words.*\"."},
            {"no.name.tags.match", "No scenario of {0}, nor of your own, that {2} picks has a"
                        + " name that {1} matches whole. --name is a regular expression that"
                        + " the whole of a scenario''s name must match, as Cucumber''s name"
                        + " filter does: for a name that holds some words, --name"
                        + " \".*the words.*\"."},
            {"own.heading", "Your own scenarios ({0}):"},
            {"own.unread", "  NOT READ  {0}"},
            {"own.passed", "  passed    {0} ({1})"},
            {"own.failed", "  FAILED    {0} ({1})"},
            {"own.step", "        at the step \"{0}\" (line {1}):"},
            {"own.cut", "  A scenario ran out of time: those after it did not run."},
            {"own.summary", "{0} of {1} of your own scenarios passed. They earn no points:"
                        + " the grader grades the rule book''s."},
            {"random.again", "The same games again: {0}"},
            {"no.tags.match", "No scenario of {0} is tagged so that {1} picks it. Its tags are the"
                        + " exercises ({2}) and the rules'' IDs ({3}), as in --tags {4}."},
        };
    }
}
