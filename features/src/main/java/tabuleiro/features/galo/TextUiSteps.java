package tabuleiro.features.galo;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import tabuleiro.features.Terminal;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.galo.Game;
import tabuleiro.galo.Square;
import tabuleiro.galo.ui.TextUi;

/**
 * The steps about the text UI (rule GALO-11): two people type their moves, the UI plays the
 * game through the engine, and the rule book looks at the game the UI returns and at what it
 * wrote.
 *
 * <p>Only the stable parts of the UI's output are checked, such as the line that announces the
 * result or the one that asks again; the drawings and prompts may change without changing the
 * rules. The UI speaks the scenario's language, so a scenario of the Portuguese rule book reads
 * the Portuguese screens.
 */
public final class TextUiSteps {

    /** The end of the line that says an example waits on the names' rule. */
    private static final String NAMES_RULE = ": this example waits on rule GALO-05 (a square is"
            + " named by its column's letter, in either case, and then its row's number).";

    /** How many of the UI's last lines a failure message shows. */
    private static final int LINES_SHOWN = 12;

    private final GaloWorld world;
    private final ScenarioLanguage language;
    private String typed = "";
    private final Terminal terminal = new Terminal();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the language of the scenario's feature file, which the UI speaks
     */
    public TextUiSteps(GaloWorld world, ScenarioLanguage language) {
        this.world = world;
        this.language = language;
    }

    @Given("the players type the squares {typed}")
    @Dado("as casas {typed} escritas pelos jogadores")
    public void thePlayersTypeTheSquares(List<String> names) {
        typed = names.stream().map(name -> name + "\n").collect(Collectors.joining());
    }

    @Given("the players type")
    @Dado("as linhas escritas pelos jogadores")
    public void thePlayersType(String lines) {
        typed = lines + "\n";
    }

    @When("they play a game in the text UI")
    @Quando("jogam um jogo na interface de texto")
    public void theyPlayAGameInTheTextUi() {
        TextUi ui = new TextUi(terminal.keyboard(typed), terminal.screen(), language.language());
        Game game = ui.play(ui.keyboard(), ui.keyboard());
        world.use(game);
        if (!game.isOver()) {
            // The UI stops when the engine breaks, as its class invariant does on a line of
            // three it missed: the board then shows which rule the example waits on.
            throw new AssertionError("The moves typed should play the game to its end, but the"
                    + " text UI stopped before. The last thing it wrote was:\n" + lastLines()
                    + GaloWorld.afterward(waitsOn(game)));
        }
    }

    @Then("the text UI says {string}")
    @Entao("a interface de texto diz {string}")
    public void theTextUiSays(String line) {
        world.game();
        // A line the UI says after a prompt the person answered shares the prompt's line on the
        // screen, where what the person typed is not echoed: "Square (a1-c3, q to quit)? Type".
        boolean said = terminal.output().lines().map(String::strip).anyMatch(written ->
                written.equals(line) || written.endsWith("? " + line));
        if (!said) {
            // A game the engine ended early (a draw with a square left) leaves the board to say
            // which rule the example waits on.
            throw new AssertionError("The text UI should say \"" + line + "\", but it did not."
                    + " The last thing it wrote was:\n" + lastLines()
                    + GaloWorld.afterward(waitsOn(world.game())));
        }
    }

    /**
     * The rule a failed example of the text UI waits on: what the board shows
     * ({@link GaloWorld#waitsOn(Game)}), else a square's name typed that the engine's
     * {@code Square.parse}, with which the UI reads every line, does not read as the square it
     * names ({@link #waitsOnTheNames(String, Function)}).
     */
    private String waitsOn(Game game) {
        String waits = GaloWorld.waitsOn(game);
        return waits.isEmpty() ? waitsOnTheNames(typed, Square::parse) : waits;
    }

    /**
     * The line that says an example waits on rule GALO-05: a line typed is a square's name (a
     * column's letter in either case, then a row's number), but the engine's {@code
     * Square.parse} refuses it or reads another square. The UI reads every line with it, so the
     * game the example types cannot be played, whatever rule the example is about. Worked out by
     * asking {@code Square.parse} itself, never from what the engine wrote; a method not written
     * yet names no rule (its exercise's stub says so already).
     *
     * @param typed the lines typed, one per line
     * @param parse the engine's {@code Square.parse}
     * @return the line, or an empty string when every name typed is read as its square
     */
    static String waitsOnTheNames(String typed, Function<String, Square> parse) {
        for (String line : typed.lines().map(String::strip).toList()) {
            if (!line.matches("[a-cA-C][1-3]")) {
                continue;
            }
            int row = line.charAt(1) - '0';
            int column = Character.toLowerCase(line.charAt(0)) - 'a' + 1;
            Square read;
            try {
                read = parse.apply(line);
            } catch (UnsupportedOperationException notWritten) {
                return "";
            } catch (RuntimeException | AssertionError refused) {
                return "Square.parse(\"" + line + "\") refuses it, but \"" + line + "\" names"
                        + " the square " + GaloWorld.name(row, column) + NAMES_RULE;
            }
            if (read == null || read.row() != row || read.column() != column) {
                return "Square.parse(\"" + line + "\") reads " + (read == null ? "null"
                        : GaloWorld.name(read)) + ", but \"" + line + "\" names the square "
                        + GaloWorld.name(row, column) + NAMES_RULE;
            }
        }
        return "";
    }

    /** The last lines the player saw, with what they typed. */
    private String lastLines() {
        List<String> lines = terminal.transcript().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - LINES_SHOWN),
                lines.size()));
    }
}
