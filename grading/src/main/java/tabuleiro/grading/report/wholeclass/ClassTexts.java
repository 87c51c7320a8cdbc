package tabuleiro.grading.report.wholeclass;

import java.util.ListResourceBundle;

/** The class reports' and the console's words, in English; {@link ClassTexts_pt} in Portuguese. */
public class ClassTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"rulebook.title", "{0} — the class on the rule book"},
            {"rulebook.intro", "How the {0} submissions fared on each rule of the rule book:"
                        + " how many kept it and broke it, and the points the class lost on it;"
                        + " below, each scenario some submissions failed, with how many failed"
                        + " it at which step and why. No student is named."},
            {"rulebook.column.rule", "Rule"},
            {"rulebook.column.kept", "Kept by"},
            {"rulebook.column.broken", "Broken by"},
            {"rulebook.column.share", "Share kept"},
            {"rulebook.column.lost", "Points lost"},
            {"rulebook.column.scenario", "Scenario"},
            {"rulebook.column.failed", "Failed by"},
            {"rulebook.column.why", "At the step — how it failed"},
            {"rulebook.why.step", "At a step the rule book does not show"},
            {"rulebook.why.expected", "the expected outcome did not hold"},
            {"rulebook.why.threw", "the code threw an exception"},
            {"rulebook.why.not_completed", "not completed (a step was missing or skipped)"},
            {"rulebook.why.timed_out", "ran out of time"},
            {"rulebook.why.ended_vm", "the code ended the JVM"},
            {"rulebook.why.out_of_memory", "ran out of memory"},
            {"rulebook.why.crashed", "the JVM crashed"},
            {"rulebook.why.not_run", "not run"},
            {"rulebook.why.passed", "passed"},
            {"rulebook.hidden", "(hidden)"},
            {"rulebook.where", "In the rule book at {0}."},
            {"rulebook.page", "The rule''s page, with its examples"},
            {"rulebook.reason", "{0} × {1}"},
            {"rulebook.site.link", "The rule book with the class''s results on each rule''s page"},
            {"rulebook.site.heading", "How the class fared on this rule"},
            {"rulebook.site.numbers", "kept by {0} of {1} submissions ({2}); {3} points lost"},
            {"rulebook.site.hidden", "Hidden in this scheme: graded, but not shown to students"},
            {"rulebook.site.none", "No submission failed a scenario of it."},
            {"rulebook.site.scenarios", "The scenarios submissions failed"},
            {"rulebook.site.kept", "kept by {0} of the class"},
            {"similarity.measure", "What the percentage measures: JPlag turns each submission''s"
                        + " own code into a sequence of tokens (Java''s structure: declarations,"
                        + " calls, assignments, loops; not names, comments or layout) and finds"
                        + " the runs of at least {0} tokens the two share. The percentage is the"
                        + " tokens in shared runs, counted on both sides, out of all the tokens"
                        + " of both (2 × shared ÷ (first + second)), leaving out the code both"
                        + " share with the skeleton. So an exact copy need not reach 100%: code"
                        + " left between two pieces of the skeleton, or any other stretch shorter"
                        + " than {0} tokens, cannot make a run and counts as not shared. Read the"
                        + " shared runs below, not the number alone."},
            {"title", "{0} — class report"},
            {"summary", "{0,choice,0#No submissions|1#1 submission|1<{0} submissions},"
                        + " graded out of {1} points."},
            {"mean", " Mean {0}, median {1}."},
            {"generated.setting", " Generated examples: {0,choice,1#1 random game|1<{0} random"
                        + " games} per submission, from"
                        + " the class seed {1} (grade --seed {1} asks the same games again); a rule"
                        + " kept on every written example and broken on a generated one loses {2}%"
                        + " of its points, however many of the games show it; every submission"
                        + " meets the same games."},
            {"style.charged", " Style findings cost points: {0}."},
            {"style.advice", " Style findings are advice: they cost no points."},
            {"distribution", "Grade distribution"},
            {"bar", "{0} submissions from {1}"},
            {"exercises", "Exercises"},
            {"column.exercise", "Exercise"},
            {"column.points", "Points"},
            {"column.mean", "Mean"},
            {"column.full", "Full marks"},
            {"of", "{0} of {1}"},
            {"rules", "Rules, the least kept first"},
            {"column.rule", "Rule"},
            {"column.kept.by", "Kept by"},
            {"kept.by", "{0} of {1} ({2}%)"},
            {"keep.it", "{0}% keep it"},
            {"hidden", "(hidden)"},
            {"submissions", "Submissions"},
            {"column.submission", "Submission"},
            {"column.student", "Student"},
            {"column.grade", "Grade"},
            {"column.status", "Status"},
            {"column.late", "Late"},
            {"column.style", "Style findings"},
            {"not.checked", " ({0,choice,1#1 file|1<{0} files} not checked)"},
            {"status.GRADED", "graded"},
            {"status.COMPILE_ERRORS", "compile errors"},
            {"status.GRADER_ERROR", "grader error"},
            {"status.REFUSED", "refused: {0}"},
            {"status.unwritten", "reports not written: {0}"},
            {"console.unwritten", "{0}: graded, but these reports could not be written: {1}"},
            {"summary.title", "{0} — class summary"},
            {"summary.problems", "Problems with the scheme or the rule book:"},
            {"summary.column.name", "Name"},
            {"summary.column.score", "Score"},
            {"summary.column.max", "Max"},
            {"summary.rules", "Rules"},
            {"console.compile.errors", "{0} (compile errors)"},
            {"console.not.graded", "{0}: not graded — {1}"},
            {"console.refused", "{0}: refused, not graded — {1}"},
            {"console.regraded", "regraded {0}"},
            {"console.added", "added {0}"},
            {"console.kept", "kept {0} as they were graded"},
            {"console.class", "{0}; the class has {1,choice,1#1 student|1<{1} students}"},
            {"console.left.out", "left out {0}: the grader''s report folders are never graded"},
            {"console.report", "Report: {0}"},
            {"console.platform.gradescope", "Gradescope shows the student and you what results.json"
                        + " holds: the score, the feedback''s head above the tests, and a test per"
                        + " rule with its points and, for a broken rule, its section of the"
                        + " feedback. The report folder was the autograder''s own, deleted when it"
                        + " ends."},
            {"console.platform.classroom50", "Classroom 50 shows the student release-body.md"
                        + " (their feedback.md) and keeps result.json (the score and each rule''s"
                        + " points). The report folder was the runner''s own, deleted when it"
                        + " ends."},
            {"console.moodle", "Moodle feedback files: {0} ({1,choice,1#1 student|1<{1} students};"
                        + " upload it with \"Upload"
                        + " multiple feedback files in a zip\")"},
        };
    }
}
