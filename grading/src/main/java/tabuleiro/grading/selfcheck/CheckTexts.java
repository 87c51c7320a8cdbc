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
            {"total", "{0}: {1} / {2} points, {3} of {4} rules kept."},
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
            {"cannot.check", "Cannot check {0}: {1}"},
            {"feedback", "The grader''s feedback on these files: {0} (and feedback.html)"},
            {"feedback.unwritten", "(the feedback could not be written to {0}: {1})"},
            {"not.compiling.play", "Your code does not compile:"},
            {"play.failed", "The game stopped: {0}: {1}"},
            {"no.tags.match", "No scenario of {0} is tagged so that {1} picks it. Its tags are the"
                        + " exercises ({2}) and the rules'' IDs ({3}), as in --tags {4}."},
        };
    }
}
