package tabuleiro.grading.report.feedback;

import java.util.ListResourceBundle;

/** The words of a student's reports, in English; {@link FeedbackTexts_pt} in Portuguese. */
public class FeedbackTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"title", "{0} — feedback for {1}"},
            {"score", "Score: {0} / {1}"},
            {"score.kept", "({0} of {1} rules kept)"},
            {"grader.error", "The grader could not grade this submission; this score means"
                        + " nothing. Your instructor has been told."},
            {"refused", "Refused: {0}. Nothing was graded, so this 0 is not a grade of your"
                        + " code: hand in again, or ask your instructor."},
            {"refused.unreadable", "what was handed in could not be read ({0})"},
            {"refused.empty", "no .java file was handed in"},
            {"results.refused", "Not checked: the submission was refused ({0})."},
            {"moodle.refused", "Refused, not graded: {0}."},
            {"notes", "Notes"},
            {"compile.errors", "Compile errors"},
            {"compile.intro", "The code did not compile, so no rule could be checked. The"
                        + " compiler said:"},
            {"compile.on.line", "on the line:"},
            {"compile.signature", "The given code calls {0} in {1}, which your code does not"
                        + " have: keep the signatures as given (the names, parameters and"
                        + " return types of the public methods). The compiler says so {3}"
                        + " times, in {2}."},
            {"compile.skeleton", "This file is the skeleton''s, which you did not hand in: it no"
                        + " longer fits your code. Did you change a public method''s name or"
                        + " parameters?"},
            {"exercise.heading", "{0}: {1} / {2}"},
            {"column.rule", "Rule"},
            {"column.points", "Points"},
            {"hidden", "(hidden)"},
            {"kept", "kept"},
            {"generated", "kept on the rule book''s examples, not on a generated one"},
            {"rule.generated", "{0} — a generated example disagrees"},
            {"generated.lead", "The grader played the class''s random games with the"
                        + " reference (seed {0}, the same games for every submission) and asked"
                        + " your engine the rule book''s questions. After the moves {1},"
                        + " the answer to \"{2}\" differs: the rule keeps {3} of its {4} points."},
            {"generated.some", "{0} of the {1} generated games that asked this rule''s"
                        + " questions disagreed; the rule loses the same share however many"
                        + " do."},
            {"generated.start", "from a new game"},
            {"generated.board", "The board (the rule''s) after those moves:"},
            {"generated.expected", "What the rule expects:"},
            {"generated.actual", "What your engine said:"},
            {"generated.list", "Your engine answered {0}, the rule {1}; {2} of them in both."
                        + " What differs:"},
            {"generated.list.actual", "Only your engine ({0}):"},
            {"generated.list.expected", "Only the rule ({0}):"},
            {"generated.list.none", "none"},
            {"generated.list.more", "… and {0} more"},
            {"generated.paste", "Paste this scenario at the end of {0}/mine.feature in your"
                        + " kit, the file for your own scenarios, and run ./check --tags @{1}"
                        + " (or mvn test): it shows the same disagreement."},
            {"generated.noscenario", "The rule book has no step that asks this question"
                        + " alone, so there is no scenario to paste: the moves, the board and"
                        + " the two answers above show where your engine and the rule part."},
            {"broken", "broken"},
            {"rule.broken", "{0} — broken"},
            {"waits", "waits for another exercise"},
            {"rule.waits", "{0} — waits for another exercise"},
            {"not.started", "not started"},
            {"rule.not.started", "{0} — not started"},
            {"rule.hidden", "This rule is hidden: its scenarios are not shown. Read the rule"
                        + " again and test your code against it."},
            {"scenario.shows", "The scenario that shows it ({0}):"},
            {"example.lead", "with the example"},
            {"what.happened", "What happened:"},
            {"at.step", "At the step:"},
            {"step.line", "(line {0})"},
            {"expected", "Expected, and what came instead:"},
            {"expected.block", "Expected"},
            {"actual.block", "Actual"},
            {"expected.contain", "Expected, somewhere in what came"},
            {"expected.not.contain", "Expected nowhere in what came"},
            {"expected.other", "Expected ({0})"},
            {"actual.described", "Actual ({0})"},
            {"differs.at", "Differs at: {0}."},
            {"differs.line", "line {0}"},
            {"differs.marker", "Each line that differs is marked {0} in both."},
            {"comparison.rest", "The check also said:"},
            {"comparison.differs", "what came is not what was expected"},
            {"comparison.missing", "the expected text is not in what came"},
            {"rule.link", "{0} in the rule book"},
            {"rule.read", "Read the rule and all its examples:"},
            {"rule.where", "The rule is {0} of the rule book, at {1} (in your kit''s folder"
                        + " rulebook/{2}/)."},
            {"whose.fault", "Whose fault:"},
            {"where", "Where, innermost first:"},
            {"where.exercise", "Where to look, the methods exercise {0} asks for:"},
            {"where.swap", "Where the difference is:"},
            {"where.swap.found", "with the reference''s {0} in place of yours, every example of"
                        + " this rule that failed passes, so the difference is in your {0}."},
            {"where.swap.none", "no one class of yours, put back to the reference''s, makes every"
                        + " example of this rule that failed pass: the difference is in more than"
                        + " one class, or in how they work together."},
            {"where.swap.or", " or "},
            {"generated.covered", "{0} keeps its points: its generated example disagrees too,"
                        + " but the same class of yours ({2}) makes {1}''s disagree, and one"
                        + " difference is charged once, to {1}."},
            {"called.from", ", called from "},
            {"others", "Other scenarios of this rule that fail:"},
            {"style.heading.charged", "Style: −{0} points"},
            {"style.heading.advice", "Style (advice)"},
            {"style.files", "{0,choice,1#1 file|1<{0} files} of yours"},
            {"style.not.checked", "Style not checked for {0}: {1}."},
            {"style.not.checked.time", "Checkstyle did not finish within {0}"},
            {"style.not.checked.large", "it is larger than {0} kB"},
            {"style.not.checked.interrupted", "the check was interrupted"},
            {"style.not.checked.not.file", "it is not a file"},
            {"style.not.checked.unreadable", "it cannot be read"},
            {"style.not.checked.nested", "its code is nested too deeply for Checkstyle"},
            {"style.not.checked.memory", "Checkstyle ran out of memory on it"},
            {"style.not.checked.parse", "Checkstyle could not parse it ({0})"},
            {"style.not.checked.failed", "Checkstyle failed on it ({0})"},
            {"style.unchecked", "Your files could not be checked."},
            {"style.clean", "Checkstyle finds nothing to improve in the {0} it checked, with the"
                        + " course''s style rules."},
            {"style.found", "Checkstyle finds {0,choice,1#1 thing|1<{0} things} to improve in"
                        + " the {1} it checked, with the course''s style rules."},
            {"style.cost", "{0,choice,1#It costs|1<They cost} {1} points ({2})."},
            {"style.advice", "{0,choice,1#It costs|1<They cost} no points: this is advice."},
            {"style.column.where", "Where"},
            {"style.column.finding", "Finding"},
            {"style.column.rule", "Rule"},
            {"more", "And {0} more."},
            {"results.kept.hidden", "Kept (a hidden rule)."},
            {"results.summary", "Your submission"},
            {"results.visible.only", "The hidden rules are scored when the grades are"
                        + " published: until then, this score counts the visible rules only."},
            {"results.kept", "Kept: all {0} scenarios pass."},
            {"results.kept.waits", "Kept: {0} of {1} scenarios pass; the others fail on the"
                        + " behaviour of rule {2}, which loses the points for them."},
            {"kept.waits", "{0} is kept: its example \"{1}\" fails on the behaviour of rule"
                        + " {2}, and only {2} loses points for it."},
            {"scenario.shows.other", "The scenario that shows it ({0}, an example of rule {1},"
                        + " which fails on this rule''s behaviour):"},
            {"results.not.compiled", "Not checked: the code did not compile (see the compile"
                        + " errors above)."},
            {"results.grader.error", "Not checked: the grader could not grade this submission."},
            {"note.unwritten", "The grader could not write these reports of yours: {0}. The grade"
                        + " stands; the other reports hold it."},
            {"note.withheld", "A note about a scenario of a hidden rule is withheld."},
            {"note.not.run", "Some scenarios did not run: {0}."},
            {"note.structure", "Structural check: {0}."},
            {"note.structure.more", "Structural check: and {0} more."},
            {"note.structure.why", "The rule book calls the skeleton''s public classes, methods"
                        + " and fields as the skeleton declares them, so the scenarios that"
                        + " need a missing or changed one fail; the rest are graded as usual."},
            {"moodle.score", "{0} / {1}: {2} of {3} rules kept."},
            {"moodle.not.compiled", "The code did not compile."},
            {"moodle.grader.error", "The grader could not grade this submission."},
            {"moodle.broken", "Broken: {0}."},
            {"moodle.in.zip", "The whole feedback (each broken rule with the scenario that shows"
                        + " it and its board) is the page feedback.html in this assignment''s"
                        + " feedback files."},
            {"why.passed", "passed"},
            {"why.timeout.fault", "Look for a loop that never ends, or a search that is far too"
                        + " slow."},
            {"why.in.exercise", "exercise {0}: "},
            {"why.timeout", "the scenario {0} did not finish within {1} s"},
            {"why.timeout.submission", "the submission''s time limit of {1} s ran out during the"
                        + " scenario {0}"},
            {"why.timeout.stuck", "Your code was still running in {0} when the time ran out:"
                        + " look at the loop or the recursion there, and at what should make it"
                        + " end."},
            {"why.grader.said", "{0}"},
            {"why.exit.fault", "An engine never ends the program: only the program''s main"
                        + " method may decide that. Remove the System.exit call."},
            {"why.crash.fault", "A Java VM does not stop by itself in the middle of a scenario:"
                        + " look for System.exit or Runtime.halt in the code."},
            {"why.memory.fault", "Look for a loop that keeps adding to a list, or a recursion"
                        + " that never stops."},
            {"why.not.run", "not run: {0}"},
            {"why.not.run.timed.out", "the self-check did not run it, as the scenario"
                        + " \"{0}\" of the same rule had already timed out"},
            {"why.not.run.stopped", "the grader did not run it, as the scenario \"{0}\" of"
                        + " the same rule had already stopped its grading JVM"},
            {"why.not.run.time", "the submission''s time limit of {0} s ran out before this"
                        + " scenario could run"},
            {"why.not.run.selfcheck", "this self-check did not run it"},
            {"why.not.run.jvm", "the grading JVM did not run it"},
            {"why.not.run.compile", "the code did not compile"},
            {"why.undefined", "a step of the rule book has no definition"},
            {"why.undefined.fault", "This is a fault of the rule book, not of your code: tell"
                        + " your instructor."},
            {"why.not.completed", "the scenario did not run to the end"},
            {"why.stub", "not written yet: Exercise {0}"},
            {"why.waits", "waits for exercise {0}: {1} is not written yet"},
            {"why.waits.fault", "{0} is exercise {1}''s, and still the skeleton''s stub. This"
                        + " rule is exercise {2}''s, but its examples need {0} too: it is kept"
                        + " once exercise {1} is written, and says nothing against your"
                        + " exercise {2}."},
            {"why.this.method", "This method"},
            {"why.stub.fault", "{0} is still the skeleton''s stub, which throws until it is"
                        + " written: write its body as its Javadoc says (exercise {1} of your"
                        + " guide)."},
            {"why.quoted.stub.fault", "{0} is still the skeleton''s stub, which throws until it"
                        + " is written; the rule book''s check failed because the text UI"
                        + " reported what it threw. Write its body as its Javadoc says"
                        + " (exercise {1} of your guide)."},
            {"why.post", "a postcondition failed: {0}"},
            {"why.post.fault", "This is the method''s own fault: it was called correctly, but"
                        + " what it returned or left behind breaks its promise (the @post of"
                        + " its Javadoc). The method is the first one in the list below."},
            {"why.invariant", "the class invariant failed: {0}"},
            {"why.invariant.fault", "This is the class''s fault: after a call, its fields no"
                        + " longer agree with each other (the @invariant of its Javadoc). The"
                        + " call that broke it is the first method in the list below."},
            {"why.post.said", "a postcondition failed: {0}"},
            {"why.invariant.said", "the class invariant failed: {0}"},
            {"why.pre", "a precondition refused a call: {0}"},
            {"why.assert", "an assert in the code failed"},
            {"why.assert.message", "an assert in the code failed: {0}"},
            {"why.overflow", "the code called itself without end (a stack overflow)"},
            {"why.overflow.fault", "Look for a recursion whose base case is never reached."},
            {"why.check", "a check of the rule book failed: {0}"},
            {"why.check.fault", "Your engine''s answer: every call the rule book''s steps made"
                        + " into your code returned, with no contract broken, but what your code"
                        + " answered is not what the rule says."},
            {"why.threw", "the code threw {0}"},
            {"why.pre.general", "A precondition is the caller''s duty (the @throws of the"
                        + " method''s Javadoc)."},
            {"why.pre.caller", "Here the caller is {0}: it called {1} in a way its contract does"
                        + " not allow. That is the caller''s fault."},
            {"why.pre.rulebook", "Here the rule book called {0}, and it only makes calls that"
                        + " the contract allows: so the method refused a legal call, most"
                        + " likely because an earlier call left the object in a wrong state."},
        };
    }
}
