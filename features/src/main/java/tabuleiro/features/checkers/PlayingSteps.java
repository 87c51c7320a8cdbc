package tabuleiro.features.checkers;

import io.cucumber.java.After;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.net.Connection;
import tabuleiro.checkers.net.RemoteGame;
import tabuleiro.checkers.ui.TextUi;
import tabuleiro.features.Terminal;
import tabuleiro.features.checkers.FakePeer.Ending;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The steps of playing: a person typing at the text UI in solitaire mode (rules CHECKERS-22 to
 * CHECKERS-24, CHECKERS-27) and a game against another program over loopback (CHECKERS-25 to
 * CHECKERS-27).
 *
 * <p>The text UI is played in the scenario's language, so that a scenario of the Portuguese rule
 * book reads the Portuguese screens; the typed commands are the same in both.
 */
public final class PlayingSteps {

    /** The time limit of this side's connection: short, so that a silent peer fails quickly. */
    private static final Duration TIMEOUT = Duration.ofSeconds(1);

    private final CheckersWorld world;
    private final ScenarioLanguage language;
    private final ScenarioRules rules;
    private final Terminal terminal = new Terminal();
    private FakePeer peer;
    private Connection connection;
    private Colour negotiated;
    private Game before;
    private Optional<Square> selected;
    private Optional<Game> started;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the scenario's language, which the text UI speaks
     * @param rules the rules the scenario is an example of
     */
    public PlayingSteps(CheckersWorld world, ScenarioLanguage language, ScenarioRules rules) {
        this.world = world;
        this.language = language;
        this.rules = rules;
    }

    /** Closes the scenario's connection, if it has one. */
    @After
    public void closeConnection() {
        if (connection != null) {
            connection.close();
        }
    }

    // ----- Given ---------------------------------------------------------------------------

    @Given("another program on loopback that sends {ints}")
    @Dado("outro programa em loopback que envia {ints}")
    public void anotherProgramThatSends(List<Integer> values) throws IOException {
        startPeer(values, Ending.FALLS_SILENT);
    }

    @Given("another program on loopback that sends {ints} and nothing more")
    @Dado("outro programa em loopback que envia {ints} e mais nada")
    public void anotherProgramThatSendsNothingMore(List<Integer> values) throws IOException {
        startPeer(values, Ending.SENDS_NOTHING_MORE);
    }

    @Given("another program on loopback that sends {ints} and hangs up")
    @Dado("outro programa em loopback que envia {ints} e desliga")
    public void anotherProgramThatHangsUp(List<Integer> values) throws IOException {
        startPeer(values, Ending.HANGS_UP);
    }

    // ----- When ----------------------------------------------------------------------------

    @When("the player types:")
    @Quando("o jogador escreve:")
    public void thePlayerTypes(String typed) {
        Game game = world.game();
        before = Game.fromPosition(game.variant(), game.board(), game.sideToMove());
        TextUi ui = ui(typed);
        ui.play(game, ui.keyboard(), ui.keyboard());
    }

    @When("this program decides the colours drawing {ints}")
    @Quando("este programa decide as cores tirando {ints}")
    public void decidesTheColours(List<Integer> draws) throws IOException {
        Iterator<Integer> numbers = draws.iterator();
        try {
            negotiated = connection.negotiate(() -> numbers.hasNext() ? numbers.next() : 0);
        } catch (IOException failure) {
            terminal.write(Connection.explain(failure, TIMEOUT));
        }
    }

    @When("this program plays the game drawing {int}, and its player types:")
    @Quando("este programa joga o jogo tirando {int}, e o seu jogador escreve:")
    public void playsTheGame(int draw, String typed) {
        Game game = world.game();
        before = Game.fromPosition(game.variant(), game.board(), game.sideToMove());
        TextUi ui = ui(typed);
        Optional<Game> played = RemoteGame.play(connection, game, () -> draw, ui,
                ui.keyboard(), new PrintWriter(terminal.screen(), true));
        world.use(played.orElseThrow(() -> new AssertionError("The colours were decided, but"
                + " the engine returned no game.\nThe screen shows:\n" + terminal.transcript())));
    }

    /**
     * Starts a game over the connection when the colour draw is expected to fail, keeping what
     * {@code RemoteGame.play} returns for {@code no game is played}; no key is typed, since no
     * move should be asked for.
     *
     * @param draw the number this program draws
     */
    @When("this program starts a game drawing {int}")
    @Quando("este programa começa um jogo tirando {int}")
    public void startsAGame(int draw) {
        Game game = world.game();
        before = Game.fromPosition(game.variant(), game.board(), game.sideToMove());
        TextUi ui = ui("");
        started = RemoteGame.play(connection, game, () -> draw, ui, ui.keyboard(),
                new PrintWriter(terminal.screen(), true));
    }

    @When("a square with a piece is selected, the player typing:")
    @Quando("se escolhe uma casa com uma peça, e o jogador escreve:")
    public void aSquareWithAPieceIsSelected(String typed) {
        TextUi ui = ui(typed);
        selected = ui.selectOccupiedSquare(world.game().board());
    }

    @When("a free square is selected, the player typing:")
    @Quando("se escolhe uma casa livre, e o jogador escreve:")
    public void aFreeSquareIsSelected(String typed) {
        TextUi ui = ui(typed);
        selected = ui.selectFreeSquare(world.game().board());
    }

    // ----- Then ----------------------------------------------------------------------------

    @Then("the square selected is {int}")
    @Entao("a casa escolhida é a {int}")
    public void theSquareSelectedIs(int expected) {
        if (selected == null || !selected.equals(Optional.of(Square.of(expected)))) {
            throw new AssertionError("The square selected should be " + expected + ", but it is "
                    + selected + ".\nThe screen shows:\n" + terminal.transcript());
        }
    }

    @Then("the screen shows {string}")
    @Entao("o ecrã mostra {string}")
    public void theScreenShows(String text) {
        if (!terminal.output().contains(text)) {
            // The text UI offers the jumps the engine's routes have, from the typed position on.
            String waits = waitsOn();
            // The message quotes the screen as the player saw it, with what they typed.
            String shown = terminal.transcript();
            throw new AssertionError(waits.isEmpty()
                    ? "The screen should show '" + text + "', but it shows:\n" + shown
                    : "The screen should show '" + text + "'.\n" + waits + "\nThe screen"
                            + " shows:\n" + shown);
        }
    }

    /**
     * Checks that a text was never shown, such as an offer the rules would refuse.
     *
     * @param text the text that must not appear
     */
    @Then("the screen does not show {string}")
    @Entao("o ecrã não mostra {string}")
    public void theScreenDoesNotShow(String text) {
        if (terminal.output().contains(text)) {
            throw new AssertionError("The screen should not show '" + text + "', but it shows:\n"
                    + terminal.transcript());
        }
    }

    @Then("the moves played are {moves}")
    @Entao("as jogadas feitas são {moves}")
    public void theMovesPlayedAre(List<String> expected) {
        List<Move> history = world.game().history();
        boolean same = history.size() == expected.size();
        for (int index = 0; same && index < history.size(); index++) {
            List<Square> path = ParameterTypes.path(expected.get(index));
            same = history.get(index).path().equals(path);
        }
        if (!same) {
            String waits = waitsOn();
            throw new AssertionError("The moves played should be " + expected + ", but they are "
                    + history + ".\n" + (waits.isEmpty() ? "" : waits + "\n")
                    + "The screen shows:\n" + terminal.transcript());
        }
    }

    @Then("the game is where it was, and not over")
    @Entao("o jogo está como estava, e não acabou")
    public void theGameIsWhereItWas() {
        Game game = world.game();
        if (game.isOver() || !game.board().equals(before.board())
                || game.sideToMove() != before.sideToMove()) {
            throw new AssertionError("The game should be left as it was before ("
                    + Positions.write(before.board(), before.sideToMove()) + ") and go on, but"
                    + " it is " + Positions.write(game.board(), game.sideToMove())
                    + (game.isOver() ? ", over" : "") + ".\nThe screen shows:\n"
                    + terminal.transcript());
        }
    }

    /**
     * Checks that the engine started no game: {@code RemoteGame.play} returned none.
     */
    @Then("no game is played")
    @Entao("não se joga nenhum jogo")
    public void noGameIsPlayed() {
        if (started == null) {
            throw new IllegalStateException("this scenario started no game: it needs 'When this"
                    + " program starts a game drawing ...'");
        }
        if (started.isPresent()) {
            throw new AssertionError("No game should have been played, but the engine played"
                    + " one, now at " + Positions.write(started.get().board(),
                    started.get().sideToMove()) + ".\nThe screen shows:\n" + terminal.transcript());
        }
    }

    @Then("this program plays {colour}")
    @Entao("este programa joga com as {colour}")
    public void thisProgramPlays(Colour colour) {
        if (negotiated != colour) {
            throw new AssertionError("This program should play " + Pictures.name(colour)
                    + ", but the negotiation gave "
                    + Optional.ofNullable(negotiated).map(Pictures::name).orElse("nothing")
                    + ". " + terminal.transcript());
        }
    }

    /**
     * The numbers sent to decide the colours are never negative, whatever was drawn: a peer
     * refuses a negative one (CHECKERS-25, CHECKERS-27). How the sign is dropped is the
     * engine's choice, so only the sign is checked.
     */
    @Then("the other program received no negative number")
    @Entao("o outro programa não recebeu nenhum número negativo")
    public void noNegativeNumberReceived() {
        connection.close();
        List<Integer> received = peer.received();
        if (received.isEmpty() || received.stream().anyMatch(number -> number < 0)) {
            throw new AssertionError("The numbers drawn to decide the colours are sent without"
                    + " their sign, but the other program received " + received
                    + ".\nThe screen shows:\n" + terminal.transcript());
        }
    }

    @Then("the other program received {ints}")
    @Entao("o outro programa recebeu {ints}")
    public void theOtherProgramReceived(List<Integer> expected) {
        connection.close();
        List<Integer> received = peer.received();
        if (!received.equals(expected)) {
            throw new AssertionError("The other program should have received " + expected
                    + ", but it received " + received + ".\nThe screen shows:\n"
                    + terminal.transcript());
        }
    }

    /** The capture rule the typed moves wait on, from the engine's routes where typing began. */
    private String waitsOn() {
        return before == null ? "" : GameSteps.waitsOnTheRoutes(before, rules);
    }

    /** A text UI in the scenario's language that reads what the player types. */
    private TextUi ui(String typed) {
        return new TextUi(terminal.keyboard(typed), terminal.screen(), language.language());
    }

    private void startPeer(List<Integer> values, Ending ending) throws IOException {
        peer = new FakePeer(values, ending);
        connection = Connection.join("localhost", peer.port(), TIMEOUT);
        peer.awaitSent();
    }
}
