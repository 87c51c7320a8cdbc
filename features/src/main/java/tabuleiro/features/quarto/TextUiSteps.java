package tabuleiro.features.quarto;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.features.Terminal;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.ui.TextUi;
import tabuleiro.ui.Language;

/**
 * The steps about the text UI (rules QUARTO-13 to QUARTO-15): people type, the UI plays through
 * the engine, and the rule book looks at the game and at what the UI wrote. Both seats are at
 * the keyboard, and player 1 places first.
 *
 * <p>Only the stable parts of the output are checked: the listing of the pool, the messages, and
 * the number of menus; the prompts' wording may change without changing the rules.
 *
 * <p>The UI speaks the scenario's language: a scenario of the Portuguese rule book plays it in
 * Portuguese and expects its Portuguese screens.
 */
public final class TextUiSteps {

    private static final int LINES_SHOWN = 15;
    /**
     * A question of the UI to a player, in either language: "Player 2, which piece ... ? " or
     * "Jogador 2, que peça ... ? " up to the question mark.
     */
    private static final Pattern QUESTION = Pattern.compile("(?:Player|Jogador) [12],[^?]*\\?");

    private final QuartoWorld world;
    private final Language language;
    private String typed = "";
    private final Terminal terminal = new Terminal();
    private String said;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the scenario's language, which the UI speaks
     */
    public TextUiSteps(QuartoWorld world, ScenarioLanguage language) {
        this.world = world;
        this.language = language.language();
    }

    @Given("the players type")
    @Dado("que os jogadores escrevem")
    public void thePlayersType(String lines) {
        typed = lines + "\n";
    }

    @When("they play a game in the text UI")
    @Quando("jogam um jogo na interface de texto")
    public void theyPlayAGame() {
        TextUi ui = new TextUi(terminal.keyboard(typed), terminal.screen(), language);
        Game game = world.startGame(Player.FIRST);
        world.use(ui.play(game, ui.keyboard(), ui.keyboard()));
    }

    @When("they use the menu")
    @Quando("usam o menu")
    public void theyUseTheMenu() {
        TextUi ui = new TextUi(terminal.keyboard(typed), terminal.screen(), language);
        ui.run(() -> world.startGame(Player.FIRST), ui.keyboard(), ui.keyboard());
    }

    @Then("the text UI says {string}")
    @Entao("o ecrã mostra {string}")
    public void theTextUiSays(String message) {
        if (!terminal.output().contains(message)) {
            throw new AssertionError("The text UI should say \"" + message + "\", but it did"
                    + " not. The last thing it wrote was:\n" + lastLines() + waitsOn());
        }
        said = message;
    }

    @Then("after that the same question is asked again")
    @Entao("a seguir é feita de novo a mesma pergunta")
    public void theSameQuestionIsAskedAgain() {
        String text = terminal.output();
        int at = text.indexOf(said);
        String before = lastQuestion(text.substring(0, at));
        Matcher after = QUESTION.matcher(text.substring(at + said.length()));
        if (before == null || !after.find() || !after.group().equals(before)) {
            throw new AssertionError("After \"" + said + "\" the same player should be asked the"
                    + " same question again" + (before == null ? "" : " (\"" + before + "\")")
                    + ", but the text UI went on with:\n"
                    + text.substring(at + said.length()).lines().limit(LINES_SHOWN)
                            .reduce("", (a, b) -> a + b + "\n"));
        }
    }

    private static String lastQuestion(String text) {
        Matcher matcher = QUESTION.matcher(text);
        String last = null;
        while (matcher.find()) {
            last = matcher.group();
        }
        return last;
    }

    @Then("the text UI lists")
    @Entao("o ecrã lista")
    public void theTextUiLists(String listing) {
        String text = terminal.output().replace("\r\n", "\n");
        if (!text.contains(listing.replace("\r\n", "\n"))) {
            throw new AssertionError("The text UI should list:\n" + listing
                    + "\nbut it did not. The last thing it wrote was:\n" + lastLines() + waitsOn());
        }
    }

    @Then("the text UI shows the menu {int} times")
    @Entao("o ecrã mostra o menu {int} vez(es)")
    public void theTextUiShowsTheMenu(int times) {
        // The menu's line that plays a game, as the brief's menu words it in Portuguese.
        String play = language == Language.PORTUGUESE ? "b: Jogar" : "b: Play";
        long menus = terminal.output().lines().filter(line -> line.strip().equals(play))
                .count();
        if (menus != times) {
            String groups = QuartoWorld.waitsOnTheGroups();
            throw new AssertionError("The text UI should show the menu " + times + " times, but"
                    + " it showed it " + menus + " times. It wrote:\n" + lastLines()
                    + (groups.isEmpty() ? "" : "\n" + groups.strip()));
        }
    }

    /**
     * The line that says the example waits on rule QUARTO-09, QUARTO-07 or QUARTO-08, put after
     * the UI's last lines: the UI stops a game when the engine breaks, as its class invariant
     * does on every placement when an empty square counts as sharing traits, or when the engine
     * calls a group won whose pieces do not share the trait it names, and the board then shows
     * it ({@link QuartoWorld#waitsOnAFalseWin(tabuleiro.quarto.Board)}), or when the engine's
     * own list of lines or 2x2 squares breaks its contract
     * ({@link QuartoWorld#waitsOnTheGroups()}).
     */
    private String waitsOn() {
        try {
            String waits = world.hasGame()
                    ? QuartoWorld.waitsOnAFalseWin(world.game().board()) : "";
            if (waits.isEmpty()) {
                waits = QuartoWorld.waitsOnTheGroups();
            }
            return waits.isEmpty() ? "" : "\n" + waits.strip();
        } catch (RuntimeException unreadable) {
            // No game to read: the UI's own lines are the whole story.
            return "";
        }
    }

    /** The last lines the player saw, with what they typed. */
    private String lastLines() {
        List<String> lines = terminal.transcript().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - LINES_SHOWN),
                lines.size()));
    }
}
