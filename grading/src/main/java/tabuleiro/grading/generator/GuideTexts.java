package tabuleiro.grading.generator;

import java.util.ListResourceBundle;

/**
 * The student guides' fixed words in English, read by {@link GuideWords}; the Portuguese ones
 * are in {@link GuideTexts_pt}. Markdown around the words (table rules, code fences) stays in
 * {@link ExercisesMarkdown}.
 */
public class GuideTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"generated", "<!-- Generated from reference/ and the rule book by the generator in"
                        + " grading/: do not edit by hand. -->"},
            {"index.title", "# The exercises"},
            {"index.intro", "This module holds every game''s engine with the bodies of some"
                        + " methods taken out. Each game has a guide that lists its exercises,"
                        + " the methods each one asks for and the rules of the rule book it"
                        + " unlocks."},
            {"index.header", "| Game | Exercises | Points | Rules | Guide |"},
            {"index.translation", "The guides in Portuguese: [{0}]({0})."},
            {"guide.title", "# {0}: the exercises"},
            {"guide.intro", "Your project holds the {0} engine with the bodies of some methods"
                        + " taken out. Every class, signature and contract of the reference is"
                        + " still here; each missing body throws an exception that names its"
                        + " exercise and its method (`Exercise N: implement Class.method`),"
                        + " which the rule book reports as not written yet. Each exercise"
                        + " below lists the methods to write and the rules of the rule book"
                        + " that pass once they are right, with the points they are worth. {1}"
                        + " The exercises build on each other: do them in order."},
            {"guide.points.even", "An exercise''s points are shared evenly by the rules it"
                        + " unlocks."},
            {"guide.points.own", "Your course''s grading scheme gives some rules points of"
                        + " their own; the other rules of their exercise share what is left."},
            {"check.heading", "## Checking your code"},
            {"check.where", "In your student kit''s folder:"},
            {"check.all", "# the visible rules, as the grader runs them"},
            {"check.exercise", "# the rules of one exercise"},
            {"check.watch", "# again each time you save a file"},
            {"check.text", "(`check.cmd` on Windows; in the Tabuleiro repository itself,"
                        + " `{0}`.) It compiles your code and runs the rule book against it in"
                        + " a few seconds, and prints the points the rule book''s written"
                        + " examples give: the points of each exercise, each rule kept or"
                        + " broken, and the first broken rules explained (the scenario, the"
                        + " step, what was expected and what came, whose fault it is by the"
                        + " contract). Then it plays seeded random games through your engine"
                        + " with every contract of the skeleton on (`-ea`) and properties"
                        + " that need no reference answer (every move your engine lists can"
                        + " be played and a refused move leaves the game as it was{3}): a"
                        + " break is shown shrunk to a"
                        + " short game, with its seed, moves, board and a scenario to paste"
                        + " (`--games N`, `--seed N`). The grader also compares your engine"
                        + " with the reference on random games of its own, so it may still"
                        + " take points that no check in the kit can see.{4} `--tags` takes a"
                        + " Cucumber tag expression{1}. The full feedback, as the grader"
                        + " writes it, is in `target/self-check/feedback.html`. The rules and"
                        + " their examples are in the kit''s `rulebook/` folder (`{2}` in the"
                        + " repository). It also shows the grader''s style findings on your"
                        + " files: advice, unless your course charges points for them."},
            {"check.share", " A rule that the grader''s random games find broken (a"
                        + " disagreement with the reference, or a break such as the kit''s"
                        + " random games show) loses {0}% of its points there, even when every"
                        + " written example of it passes."},
            {"check.one.rule", ", `--tags @{0}` the scenarios of one rule"},
            // Leads the clause of check.text's list on what a game's random games check besides
            // the contracts, in the game's own words (GuideWords.properties).
            {"check.properties.and", ", and {0}"},
            {"play.heading", "## Playing your engine"},
            {"play.text", "(`play.cmd` on Windows; in the repository, `{0}`.)"},
            {"summary.heading", "## Summary"},
            {"summary.header", "| Exercise | Title | Points | Rules |"},
            {"summary.total", "Total"},
            {"exercise.heading", "## Exercise {0}: {1} ({2} points)"},
            {"exercise.no.members", "No method of the skeleton is stubbed for this exercise"
                        + " yet."},
            {"exercise.needs.nothing", "Needs: only the code given with the skeleton."},
            {"exercise.needs.one", "Needs: exercise 1 first."},
            {"exercise.needs", "Needs: exercises 1 to {0} first."},
            {"exercise.write", "Write:"},
            {"exercise.member", "- `{0}` in `{1}`"},
            {"exercise.no.rules", "No rule of the rule book is tagged `@{0}` yet."},
            {"exercise.unlocks", "Unlocks:"},
            {"rules.header.points", "| Rule | Title | Points | Feature file |"},
            {"rules.header", "| Rule | Title | Feature file |"},
            {"ungraded.heading", "## Rules without an exercise"},
            {"ungraded.text", "These rules are tagged with no exercise and earn no points."},
        };
    }
}
