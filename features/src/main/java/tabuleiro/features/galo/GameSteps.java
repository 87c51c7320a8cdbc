package tabuleiro.features.galo;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/**
 * The steps of the engine's rules (GALO-01 to GALO-10): games set up from a new game, from
 * moves or from a drawn board; a move, a square looked at or a name read; and what the engine
 * answers afterwards. Each step carries its English expression and its Portuguese one.
 */
public final class GameSteps {

    private final GaloWorld world;
    /** What the square looked at holds, once a {@code When} has looked. */
    private Optional<Mark> lookedAt;
    /** The square a name was read as, once a {@code When} has read one. */
    private Square read;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public GameSteps(GaloWorld world) {
        this.world = world;
    }

    @Given("a new game")
    @Dado("um novo jogo")
    public void aNewGame() {
        world.startNewGame();
    }

    @Given("the moves {squares}")
    @Dado("as jogadas {squares}")
    public void theMoves(List<Square> squares) {
        world.setUp(squares);
    }

    @Given("the board")
    @Dado("o tabuleiro")
    public void theBoard(String drawing) {
        world.setUp(Drawing.read(drawing));
    }

    @When("{square} is played")
    @Quando("se joga em {square}")
    public void isPlayed(Square square) {
        world.attempt(() -> GaloWorld.play(world.game(), square));
    }

    @When("{mark} plays {square}")
    @Quando("{mark} joga em {square}")
    public void plays(Mark mark, Square square) {
        Game game = world.game();
        if (game.nextMark() != mark) {
            throw new AssertionError("This example has " + mark + " play " + square + ", but"
                    + " nextMark() is " + game.nextMark() + ": this example waits on rules"
                    + " GALO-02 and GALO-03 (X first, then the players alternate).\n"
                    + world.picture());
        }
        world.attempt(() -> GaloWorld.play(game, square));
    }

    @When("the square {string} is read")
    @Quando("se lê a casa {string}")
    public void theSquareIsRead(String name) {
        read = world.attempt(() -> Square.parse(name));
    }

    @When("the board is looked at")
    @Quando("se olha para o tabuleiro")
    public void theBoardIsLookedAt() {
        world.attempt(() -> Drawing.of(world.game()));
    }

    @When("the square {square} is looked at")
    @Quando("se olha para a casa {square}")
    public void theSquareIsLookedAt(Square square) {
        lookedAt = world.attempt(() -> world.game().markAt(square));
    }

    @Then("the board is")
    @Entao("o tabuleiro é")
    public void theBoardIs(String drawing) {
        Drawing expected = Drawing.read(drawing);
        Drawing actual = Drawing.of(world.game());
        if (!actual.equals(expected)) {
            throw new AssertionError("The board should be\n" + expected + "\nbut markAt"
                    + " answers\n" + actual);
        }
    }

    @Then("{mark} is next")
    @Entao("{mark} é o próximo a jogar")
    public void isNext(Mark mark) {
        Mark next = world.game().nextMark();
        if (next != mark) {
            throw new AssertionError(mark + " should be next, but nextMark() is " + next + "\n"
                    + world.picture());
        }
    }

    @Then("it is empty")
    @Entao("está vazia")
    public void itIsEmpty() {
        world.game();
        if (lookedAt == null || lookedAt.isPresent()) {
            throw new AssertionError("The square should be empty, but markAt answers "
                    + lookedAt);
        }
    }

    @Then("it names the square in row {int} and column {int}")
    @Entao("é a casa da linha {int} e coluna {int}")
    public void itNamesTheSquare(int row, int column) {
        world.refusal().requireJudged(() -> "");
        Square expected = new Square(row, column);
        if (!expected.equals(read)) {
            throw new AssertionError("The name should be read as the square in row " + row
                    + " and column " + column + ", but Square.parse answers " + (read == null
                    ? "null" : "the square in row " + read.row() + " and column "
                            + read.column()));
        }
    }

    @Then("the name is refused")
    @Entao("o nome é recusado")
    public void theNameIsRefused() {
        world.refusal().expect(IllegalArgumentException.class, "it is not a square's name, a"
                + " column letter a to c and a row number 1 to 3", () -> "");
    }

    @Then("the move is rejected because the square holds {mark}")
    @Entao("a jogada é recusada porque a casa tem {mark}")
    public void theMoveIsRejectedBecauseTheSquareHolds(Mark mark) {
        world.refusal().expect(IllegalArgumentException.class, "the square holds " + mark
                + " and a mark can be put only on an empty square", world::picture);
    }

    @Then("the move is rejected because the game is over")
    @Entao("a jogada é recusada porque o jogo acabou")
    public void theMoveIsRejectedBecauseTheGameIsOver() {
        world.refusal().expect(IllegalStateException.class, "the game is over and no move is"
                + " played after the end", world::picture);
    }

    @Then("the game is unchanged")
    @Entao("o jogo não mudou")
    public void theGameIsUnchanged() {
        GaloWorld.State after = GaloWorld.State.of(world.game());
        if (!after.equals(world.before())) {
            throw new AssertionError("A refused move should leave the game as it was:\n"
                    + world.before() + "\nbut it is now\n" + after);
        }
    }

    @Then("{mark} wins with the line {squares}")
    @Entao("{mark} ganha com a linha {squares}")
    public void winsWithTheLine(Mark mark, List<Square> line) {
        winsWithOneOf(mark, List.of(line));
    }

    @Then("{mark} wins with the line {squares} or the line {squares}")
    @Entao("{mark} ganha com a linha {squares} ou com a linha {squares}")
    public void winsWithEitherLine(Mark mark, List<Square> line, List<Square> other) {
        winsWithOneOf(mark, List.of(line, other));
    }

    @Then("the game is a draw")
    @Entao("o jogo acaba empatado")
    public void theGameIsADraw() {
        Game game = world.game();
        if (!game.isOver() || game.winner().isPresent() || !game.winningLine().isEmpty()) {
            throw new AssertionError("The game should be over as a draw, with no winner and no"
                    + " winning line, but isOver() is " + game.isOver() + ", winner() is "
                    + game.winner() + " and winningLine() is " + game.winningLine() + "\n"
                    + world.picture());
        }
    }

    @Then("the game is not over")
    @Entao("o jogo não acabou")
    public void theGameIsNotOver() {
        Game game = world.game();
        if (game.isOver() || game.winner().isPresent()) {
            throw new AssertionError("The game should go on, but isOver() is " + game.isOver()
                    + " and winner() is " + game.winner() + "\n" + world.picture());
        }
    }

    @Then("the game is over")
    @Entao("o jogo acabou")
    public void theGameIsOver() {
        Game game = world.game();
        if (!game.isOver()) {
            throw new AssertionError("The game should be over, but isOver() is false\n"
                    + world.picture());
        }
    }

    /**
     * Checks that a mark has won with one of the lines, written from either end: the contract
     * lets the engine start a line at either of its ends.
     */
    private void winsWithOneOf(Mark mark, List<List<Square>> lines) {
        Game game = world.game();
        List<Square> given = game.winningLine();
        boolean oneOfThem = given != null && lines.stream().anyMatch(line -> line.equals(given)
                || line.equals(reversed(given)));
        if (!game.isOver() || !game.winner().equals(Optional.of(mark)) || !oneOfThem) {
            throw new AssertionError(mark + " should win with " + (lines.size() == 1
                    ? "the line " + lines.get(0) : "one of the lines " + lines) + " (from either"
                    + " end), but isOver() is " + game.isOver() + ", winner() is "
                    + game.winner() + " and winningLine() is " + given + "\n" + world.picture());
        }
    }

    private static List<Square> reversed(List<Square> line) {
        List<Square> copy = new ArrayList<>(line);
        Collections.reverse(copy);
        return copy;
    }
}
