package tabuleiro.features.connectfour;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.List;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.ui.GridView;
import tabuleiro.connectfour.ui.TextUi;
import tabuleiro.features.Terminal;
import tabuleiro.features.contracts.ScenarioLanguage;

/**
 * The steps about the text UI (rule C4-15): two people type their moves, the UI plays the game
 * through the engine, and the rule book looks at the game the UI returns and at what it wrote.
 *
 * <p>Only the stable parts of the UI's output are checked, such as the line that announces the
 * result; the drawings and prompts may change without changing the rules.
 *
 * <p>The UI speaks the scenario's language, so a scenario of the Portuguese rule book reads the
 * Portuguese screens, and the line it expects is written in Portuguese.
 */
public final class TextUiSteps {

    /** How many of the UI's last lines a failure message shows. */
    private static final int LINES_SHOWN = 12;

    private final ConnectFourWorld world;
    private final ScenarioLanguage language;
    private String typed = "";
    private final Terminal terminal = new Terminal();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the language of the scenario's feature file, which the UI speaks
     */
    public TextUiSteps(ConnectFourWorld world, ScenarioLanguage language) {
        this.world = world;
        this.language = language;
    }

    @Given("the players type the columns {columns}")
    @Dado("as colunas {columns} escritas pelos jogadores")
    public void thePlayersTypeTheColumns(List<Integer> columns) {
        typed = columns.stream().map(column -> column + "\n").collect(Collectors.joining());
    }

    @Given("the players type")
    @Dado("as linhas escritas pelos jogadores")
    public void thePlayersType(String lines) {
        typed = lines + "\n";
    }

    @When("they play a game in the text UI")
    @Quando("jogam um jogo na interface de texto")
    public void theyPlayOneGameInTheTextUi() {
        TextUi ui = new TextUi(terminal.keyboard(typed), terminal.screen(), GridView.plain(),
                language.language());
        Game game = ui.play(ui.keyboard(), ui.keyboard());
        world.use(game);
        if (!game.isOver()) {
            // The UI stops when the engine breaks, as a class invariant does on a four the
            // engine missed: the grid then shows which rule the example waits on.
            String waits = ConnectFourWorld.waitsOnTheWinCheck(game);
            if (waits.isEmpty()) {
                waits = ConnectFourWorld.waitsOnTheFullGrid(game);
            }
            if (waits.isEmpty()) {
                waits = ConnectFourWorld.waitsOnTheTurn(game);
            }
            throw new AssertionError("The moves typed should play the game to its end, but the"
                    + " text UI stopped before. The last thing it wrote was:\n" + lastLines()
                    + GameSteps.afterward(waits));
        }
    }

    @Then("the text UI says {string}")
    @Entao("a interface de texto diz {string}")
    public void theTextUiSays(String line) {
        world.game();
        boolean said = terminal.output().lines().anyMatch(written -> written.strip().equals(line));
        if (!said) {
            // A move whose turn did not pass (the engine's postcondition, which the UI reports
            // and stops on) leaves the grid to say which rule the example waits on.
            throw new AssertionError("The text UI should say \"" + line + "\", but it did not."
                    + " The last thing it wrote was:\n" + lastLines()
                    + GameSteps.afterward(ConnectFourWorld.waitsOnTheTurn(world.game())));
        }
    }

    /** The last lines the player saw, with what they typed. */
    private String lastLines() {
        List<String> lines = terminal.transcript().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - LINES_SHOWN),
                lines.size()));
    }
}
