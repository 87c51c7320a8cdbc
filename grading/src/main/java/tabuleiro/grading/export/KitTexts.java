package tabuleiro.grading.export;

import java.util.ListResourceBundle;

/**
 * The student kit's README in English, through {@link tabuleiro.grading.model.Texts}; the
 * Portuguese words are in {@link KitTexts_pt}. Markdown around the words (code fences, commands)
 * stays in {@link KitFiles}.
 */
public class KitTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"title", "# {0}: your exercises"},
            {"intro", "This folder is your project. The game''s engine is in `src/main/java/`,"
                        + " with the bodies of some methods left for you to write: each throws"
                        + " `UnsupportedOperationException` naming its exercise until you do."
                        + " {0} lists the exercises in order, the methods each asks for, the"
                        + " rules it makes pass and their points. Every method''s Javadoc"
                        + " states its contract: read it first."},
            {"games", "The games are {0}: name one after each command, as in `./check"
                        + " {1}`."},
            {"jdk", "You need a JDK 17 or newer (`java` and `javac`); nothing else."},
            {"check.heading", "## Check your work"},
            {"check.all", "# the visible rules"},
            {"check.exercise", "# the rules of exercise 2"},
            {"check.watch", "# again each time you save a file"},
            {"check.text", "(`check.cmd` on Windows.) It compiles your code and runs the rule"
                        + " book against it, as the grader will, and prints the points of each"
                        + " exercise, each rule kept or broken, and the first broken rules"
                        + " explained: the scenario, the step that failed, what was expected"
                        + " and what came, and whose fault it is by the contract. The full"
                        + " feedback, as the grader writes it, is in"
                        + " `target/self-check/feedback.html`. `--tags` picks scenarios by a"
                        + " Cucumber tag expression (`--tags {0}`, or `--tags @ex02`), `--name`"
                        + " by a regular expression that the whole of a scenario''s name"
                        + " matches, as Cucumber''s name filter does (`--name \".*part of its"
                        + " name.*\"`), `--show-output` shows"
                        + " what your code prints, `--help` says the rest."},
            {"rulebook", "The rules and their examples are in `rulebook/`: one `.feature` file"
                        + " per chapter of the rules, each rule tagged with its ID and the"
                        + " exercise that makes it pass. Your instructor may grade with more"
                        + " examples than these. They are the kit''s copy to read: the check"
                        + " runs the rule book packed in `tools/`, so a change here changes"
                        + " nothing. Your own scenarios go in `src/test/resources/.../mine/`"
                        + " (`mine.feature` is there, one for each game, and in"
                        + " `.../features/pt/GAME/mine/` one in Portuguese, for the scenarios"
                        + " `./check --lang pt` shows): write them there, or paste at its end a"
                        + " scenario that `./check` or the grader''s report shows. `./check`"
                        + " runs them after the rule book (`./check --tags"
                        + " @mine` them alone, `--tags @RULE` with the rule''s own, `--name` by"
                        + " name), each file in the language of its folder whatever `--lang`"
                        + " says, and so does `mvn test`; they earn no points."},
            {"play.heading", "## Play your engine"},
            {"play.text", "(`play.cmd` on Windows.) It compiles your code and starts the game''s"
                        + " text UI on it, with the options `./play --help` lists (such as"
                        + " `--lang pt`); another of the game''s commands is named first, as in"
                        + " the launcher. A method you have not written yet stops the game with"
                        + " a line that names its exercise."},
            {"tournament.text", "`--tournament` plays your agent (`--agent CLASS`, else the"
                        + " first public class you added that implements `Agent`, else"
                        + " `RandomAgent`, else `AlphaBetaAgent` searching one move ahead)"
                        + " against two anchors of the checker''s own, a random one and a greedy"
                        + " one (it takes what is best now: a win at once{2}; the table says"
                        + " which), `--games N` games with each colour{3} against each (10 unless"
                        + " told, `--seed S` to vary them), and prints won, drawn and lost for"
                        + " each, with the games done, the time so far and about how long is"
                        + " left as it goes. An exception, an illegal move or a move later than"
                        + " its {0} s and what is left of the game''s {1} s of overage (the"
                        + " class tournament''s clock, `--overage S` to change it) loses that"
                        + " game, its reason shown.{4} Your own engine referees,"
                        + " so a bug in it shows here too; the class tournament''s referee and"
                        + " anchors are the reference''s, and stronger."},
            // The games' own parts of tournament.text, from their words (GameModule.words):
            // each aim of a greedy anchor with the games it is said of, the seats of the games
            // of more than two colours, and the games' sentences.
            {"tournament.greedy", ", {0} in {1}"},
            {"tournament.and", " and "},
            {"tournament.seats", " ({0})"},
            {"tournament.note", " {0}"},
            {"ide.heading", "## In an IDE"},
            {"ide.text", "Open this folder as a Maven project (`pom.xml`): IntelliJ IDEA, File >"
                        + " Open and the folder; VS Code with the Extension Pack for Java, File >"
                        + " Open Folder; Eclipse, File > Import > Maven > Existing Maven"
                        + " Projects. The first time, the IDE (or Maven) takes the rule book''s"
                        + " libraries from Maven Central; then it works offline. The rule book"
                        + " runs there as tests, in the same JVM as your code: the suite {0}"
                        + " runs every scenario of `rulebook/` on the code of `src/main/java/`,"
                        + " with the contracts'' assertions on."},
            {"ide.each", " (one a game)"},
            {"ide.steps", "- **Run it all**: IntelliJ IDEA, the green arrow beside the class,"
                        + " Run; VS Code, Run Test above the class (or the Testing view);"
                        + " Eclipse, right-click the class, Run As > JUnit Test. The run''s tree"
                        + " shows each feature, rule and scenario, kept or broken.\n"
                        + "- **One scenario**: right-click it in that tree, Run (IntelliJ IDEA,"
                        + " Eclipse). Anywhere, by its name: add"
                        + " `-Dcucumber.filter.name=\".*part of its name.*\"` to the VM options"
                        + " of the run.\n"
                        + "- **One rule or exercise**: add `-Dcucumber.filter.tags={0}` (or"
                        + " `@ex02`) to the VM options of the run: IntelliJ IDEA, Run > Edit"
                        + " Configurations; Eclipse, Run > Run Configurations > Arguments; VS"
                        + " Code, `\"vmArgs\"` in `.vscode/settings.json`.\n"
                        + "- **Debug**: put a breakpoint in your code (click beside a line) and"
                        + " choose Debug instead of Run: the scenario stops there, and you can"
                        + " step through your code and read its variables."},
            {"ide.maven", "The same from a terminal, with Maven:"},
            {"ide.maven.one", "# the scenarios of one rule"},
            {"ide.maven.debug", "# the same, waiting for a debugger on port {0}"},
            {"ide.maven.all", "# the whole rule book"},
            {"ide.debug", "`./check --debug` runs the check as usual, but first waits for a"
                        + " debugger on port {0} (`--debug PORT` for another): attach your IDE"
                        + " to localhost:{0} (IntelliJ IDEA, Run > Edit Configurations > + >"
                        + " Remote JVM Debug; VS Code, Run and Debug > \"Attach to ./check"
                        + " --debug\"; Eclipse, Run > Debug Configurations > Remote Java"
                        + " Application), and a breakpoint in your code stops while the check''s"
                        + " rules run. The points are the check''s: the tests say kept or"
                        + " broken, not what the grader gives."},
            {"else.heading", "## What else is here"},
            {"else.text", "`tools/` holds the checker (the course''s grader, without the hidden"
                        + " parts of the rule book) and its libraries; leave it as it is."},
            {"language", "The kit speaks English: its rule book, its check and its game."
                        + " `./check --lang pt` and `./play --lang pt` speak Portuguese."},
        };
    }
}
