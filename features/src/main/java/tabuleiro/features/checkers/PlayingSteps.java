package tabuleiro.features.checkers;

import io.cucumber.java.After;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
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

/**
 * The steps of playing: a person typing at the text UI in solitaire mode (rules CHECKERS-22 to
 * CHECKERS-24, CHECKERS-27) and a game against another program over loopback (CHECKERS-25 to
 * CHECKERS-27).
 */
public final class PlayingSteps {

    /** The time limit of this side's connection: short, so that a silent peer fails quickly. */
    private static final Duration TIMEOUT = Duration.ofSeconds(1);

    private final CheckersWorld world;
    private final StringWriter screen = new StringWriter();
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
     */
    public PlayingSteps(CheckersWorld world) {
        this.world = world;
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
    public void anotherProgramThatSends(List<Integer> values) throws IOException {
        startPeer(values, false);
    }

    @Given("another program on loopback that sends {ints} and hangs up")
    public void anotherProgramThatHangsUp(List<Integer> values) throws IOException {
        startPeer(values, true);
    }

    // ----- When ----------------------------------------------------------------------------

    @When("the player types:")
    public void thePlayerTypes(String typed) {
        Game game = world.game();
        before = Game.fromPosition(game.variant(), game.board(), game.sideToMove());
        TextUi ui = new TextUi(new StringReader(typed), screen);
        ui.play(game, ui.keyboard(), ui.keyboard());
    }

    @When("this program decides the colours drawing {ints}")
    public void decidesTheColours(List<Integer> draws) throws IOException {
        Iterator<Integer> numbers = draws.iterator();
        try {
            negotiated = connection.negotiate(() -> numbers.hasNext() ? numbers.next() : 0);
        } catch (IOException failure) {
            screen.write(Connection.explain(failure, TIMEOUT));
        }
    }

    @When("this program plays the game drawing {int}, and its player types:")
    public void playsTheGame(int draw, String typed) {
        Game game = world.game();
        before = Game.fromPosition(game.variant(), game.board(), game.sideToMove());
        TextUi ui = new TextUi(new StringReader(typed), screen);
        Optional<Game> played = RemoteGame.play(connection, game, () -> draw, ui,
                ui.keyboard(), new PrintWriter(screen, true));
        world.use(played.orElseThrow(() -> new AssertionError("The colours were decided, but"
                + " the engine returned no game.\nThe screen shows:\n" + screen)));
    }

    /**
     * Starts a game over the connection when the colour draw is expected to fail, keeping what
     * {@code RemoteGame.play} returns for {@code no game is played}; no key is typed, since no
     * move should be asked for.
     *
     * @param draw the number this program draws
     */
    @When("this program starts a game drawing {int}")
    public void startsAGame(int draw) {
        Game game = world.game();
        before = Game.fromPosition(game.variant(), game.board(), game.sideToMove());
        TextUi ui = new TextUi(new StringReader(""), screen);
        started = RemoteGame.play(connection, game, () -> draw, ui, ui.keyboard(),
                new PrintWriter(screen, true));
    }

    @When("a square with a piece is selected, the player typing:")
    public void aSquareWithAPieceIsSelected(String typed) {
        TextUi ui = new TextUi(new StringReader(typed), screen);
        selected = ui.selectOccupiedSquare(world.game().board());
    }

    @When("a free square is selected, the player typing:")
    public void aFreeSquareIsSelected(String typed) {
        TextUi ui = new TextUi(new StringReader(typed), screen);
        selected = ui.selectFreeSquare(world.game().board());
    }

    // ----- Then ----------------------------------------------------------------------------

    @Then("the square selected is {int}")
    public void theSquareSelectedIs(int expected) {
        if (selected == null || !selected.equals(Optional.of(Square.of(expected)))) {
            throw new AssertionError("The square selected should be " + expected + ", but it is "
                    + selected + ".\nThe screen shows:\n" + screen);
        }
    }

    @Then("the screen shows {string}")
    public void theScreenShows(String text) {
        if (!screen.toString().contains(text)) {
            throw new AssertionError("The screen should show '" + text + "', but it shows:\n"
                    + screen);
        }
    }

    /**
     * Checks that a text was never shown, such as an offer the rules would refuse.
     *
     * @param text the text that must not appear
     */
    @Then("the screen does not show {string}")
    public void theScreenDoesNotShow(String text) {
        if (screen.toString().contains(text)) {
            throw new AssertionError("The screen should not show '" + text + "', but it shows:\n"
                    + screen);
        }
    }

    @Then("the moves played are {moves}")
    public void theMovesPlayedAre(List<String> expected) {
        List<Move> history = world.game().history();
        boolean same = history.size() == expected.size();
        for (int index = 0; same && index < history.size(); index++) {
            List<Square> path = ParameterTypes.path(expected.get(index));
            same = history.get(index).path().equals(path);
        }
        if (!same) {
            throw new AssertionError("The moves played should be " + expected + ", but they are "
                    + history + ".\nThe screen shows:\n" + screen);
        }
    }

    @Then("the game is where it was, and not over")
    public void theGameIsWhereItWas() {
        Game game = world.game();
        if (game.isOver() || !game.board().equals(before.board())
                || game.sideToMove() != before.sideToMove()) {
            throw new AssertionError("The game should be left as it was before ("
                    + Positions.write(before.board(), before.sideToMove()) + ") and go on, but"
                    + " it is " + Positions.write(game.board(), game.sideToMove())
                    + (game.isOver() ? ", over" : "") + ".\nThe screen shows:\n" + screen);
        }
    }

    /**
     * Checks that the engine started no game: {@code RemoteGame.play} returned none.
     */
    @Then("no game is played")
    public void noGameIsPlayed() {
        if (started == null) {
            throw new IllegalStateException("this scenario started no game: it needs 'When this"
                    + " program starts a game drawing ...'");
        }
        if (started.isPresent()) {
            throw new AssertionError("No game should have been played, but the engine played"
                    + " one, now at " + Positions.write(started.get().board(),
                    started.get().sideToMove()) + ".\nThe screen shows:\n" + screen);
        }
    }

    @Then("this program plays {colour}")
    public void thisProgramPlays(Colour colour) {
        if (negotiated != colour) {
            throw new AssertionError("This program should play " + Pictures.name(colour)
                    + ", but the negotiation gave "
                    + Optional.ofNullable(negotiated).map(Pictures::name).orElse("nothing")
                    + ". " + screen);
        }
    }

    @Then("the other program received {ints}")
    public void theOtherProgramReceived(List<Integer> expected) {
        connection.close();
        List<Integer> received = peer.received();
        if (!received.equals(expected)) {
            throw new AssertionError("The other program should have received " + expected
                    + ", but it received " + received + ".\nThe screen shows:\n" + screen);
        }
    }

    private void startPeer(List<Integer> values, boolean hangUp) throws IOException {
        peer = new FakePeer(values, hangUp);
        connection = Connection.join("localhost", peer.port(), TIMEOUT);
    }
}
