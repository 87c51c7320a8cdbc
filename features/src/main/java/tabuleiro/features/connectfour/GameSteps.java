package tabuleiro.features.connectfour;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;

/**
 * The steps that drive the engine itself: setting up a position, playing, asking the grid, and
 * checking what the engine reports (rules C4-01 to C4-13).
 *
 * <p>A failed check says, in plain words, what the rule book expected and what the engine did,
 * and draws the engine's grid as {@code valueAt} reports it.
 */
public final class GameSteps {

    private final ConnectFourWorld world;

    /** What {@code play} returned in the scenario's {@code When}. */
    private Game returnedByPlay;
    /** The answers of {@code valueAt} in the scenario's {@code When}, in the order asked. */
    private List<Integer> values = List.of();
    /** The answer of {@code hasSpace} in the scenario's {@code When}. */
    private Boolean space;
    /** The columns of a game played move by move, in order. */
    private final List<Integer> movesOneByOne = new ArrayList<>();
    /** The state after each of those moves, in the same order. */
    private final List<GameState> afterEachMove = new ArrayList<>();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public GameSteps(ConnectFourWorld world) {
        this.world = world;
    }

    // ----- Given ---------------------------------------------------------------------------

    @Given("a new game")
    @Dado("um novo jogo")
    public void newGame() {
        world.startNewGame();
    }

    @Given("the moves {columns}")
    @Dado("as jogadas {columns}")
    public void theMoves(List<Integer> columns) {
        world.setUp(columns);
    }

    @Given("the grid")
    @Dado("a grelha")
    public void theGrid(String drawing) {
        Grid target = Grid.parse(drawing);
        world.setUp(MoveOrder.toReach(target));
        Grid reached = Grid.of(world.game());
        if (!reached.equals(target)) {
            throw new AssertionError("To set this scenario up, the moves "
                    + world.columnsPlayed() + " were played from a new game to reach the grid\n"
                    + target + "\nbut the engine's grid (read with valueAt) is:\n" + reached
                    + "\n" + differences(target, reached));
        }
    }

    // ----- When ----------------------------------------------------------------------------

    @When("a new game is started")
    @Quando("começa um novo jogo")
    public void newGameIsStarted() {
        world.startNewGame();
    }

    @When("column {int} is played")
    @Quando("se joga na coluna {int}")
    public void columnIsPlayed(int column) {
        play(column);
    }

    // tag::plays[]
    @When("{player} plays in column {int}")
    @Quando("{player} joga na coluna {int}")
    public void playerPlaysInColumn(Player player, int column) {
        Player next = world.game().nextPlayer();
        if (next != player) {
            throw new AssertionError("In this scenario " + player + " moves now, but the engine"
                    + " says it is " + next + "'s turn.\n" + Explain.grid(world.game()));
        }
        play(column);
    }
    // end::plays[]

    private void play(int column) {
        returnedByPlay = world.attemptPlay(column);
        if (returnedByPlay != null) {
            world.recordPlayed(column);
        }
    }

    @When("I ask for the value at row {int}, column {int}")
    @Quando("pergunto o valor na linha {int}, coluna {int}")
    public void askForTheValueAt(int row, int column) {
        Game game = world.game();
        Integer value = world.attempt(() -> game.valueAt(row, column));
        values = value == null ? List.of() : List.of(value);
    }

    @When("I ask for the value at {position}")
    @Quando("pergunto o valor em {position}")
    public void askForTheValueAt(Position position) {
        askForTheValueAt(position.row(), position.column());
    }

    @When("I ask for the values at {positions}")
    @Quando("pergunto os valores em {positions}")
    public void askForTheValuesAt(List<Position> positions) {
        Game game = world.game();
        values = world.attempt(() -> positions.stream()
                .map(position -> game.valueAt(position.row(), position.column()))
                .toList());
    }

    @When("I ask for the value of every position from \\(1,1) to \\(6,7)")
    @Quando("pergunto o valor de cada casa de \\(1,1) a \\(6,7)")
    public void askForTheValueOfEveryPosition() {
        askForTheValuesAt(Grid.positions());
    }

    @When("I ask whether column {int} has space")
    @Quando("pergunto se a coluna {int} tem espaço")
    public void askWhetherColumnHasSpace(int column) {
        Game game = world.game();
        space = world.attempt(() -> game.hasSpace(column));
    }

    @When("I ask who plays next")
    @Quando("pergunto quem joga a seguir")
    public void askWhoPlaysNext() {
        Game game = world.game();
        world.attempt(game::nextPlayer);
    }

    @When("the moves {columns} are played one by one")
    @Quando("as jogadas {columns} são feitas uma a uma")
    public void theMovesArePlayedOneByOne(List<Integer> columns) {
        Game game = world.game();
        for (int column : columns) {
            try {
                ConnectFourWorld.play(game, column);
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError("Move " + (afterEachMove.size() + 1) + " of " + columns
                        + " (column " + column + ") was refused: " + refused.getMessage() + "\n"
                        + Explain.grid(game), refused);
            }
            world.recordPlayed(column);
            movesOneByOne.add(column);
            afterEachMove.add(GameState.of(game));
        }
    }

    // ----- Then: the grid ------------------------------------------------------------------

    @Then("the grid is")
    @Entao("a grelha é")
    public void theGridIs(String drawing) {
        Grid expected = Grid.parse(drawing);
        Grid actual = Grid.of(world.game());
        if (!actual.equals(expected)) {
            throw new AssertionError("The grid should be:\n" + expected
                    + "\nbut the engine's grid (read with valueAt) is:\n" + actual + "\n"
                    + differences(expected, actual) + afterward(
                            ConnectFourWorld.waitsOnHasSpaceIn(world.game())));
        }
    }

    @Then("the game is unchanged")
    @Entao("o jogo fica inalterado")
    public void theGameIsUnchanged() {
        GameState now = GameState.of(world.game());
        List<String> changes = world.stateBefore().changesTo(now);
        if (!changes.isEmpty()) {
            throw new AssertionError("The game should be exactly as it was before, but "
                    + String.join("; ", changes) + ".\nBefore, the grid was:\n"
                    + world.stateBefore().grid() + "\nNow it is:\n" + now.grid());
        }
    }

    @Then("every column from 1 to 7 has space")
    @Entao("todas as colunas de 1 a 7 têm espaço")
    public void everyColumnHasSpace() {
        Game game = world.game();
        for (int column = 1; column <= Game.COLUMNS; column++) {
            if (!game.hasSpace(column)) {
                throw new AssertionError("Column " + column + " should have space, but hasSpace("
                        + column + ") is false.\n" + Explain.grid(game));
            }
        }
    }

    @Then("column {int} has no space")
    @Entao("a coluna {int} não tem espaço")
    public void columnHasNoSpace(int column) {
        Game game = world.game();
        if (game.hasSpace(column)) {
            throw new AssertionError("Column " + column + " is full, so hasSpace(" + column
                    + ") should be false, but it is true.\n" + Explain.grid(game));
        }
    }

    @Then("play returned the game it changed")
    @Entao("play devolveu o jogo que alterou")
    public void playReturnedTheGameItChanged() {
        if (returnedByPlay != world.game()) {
            throw new AssertionError("play should return the game it changed, as the brief's"
                    + " jogar returns the updated game, but it returned "
                    + (returnedByPlay == null ? "null" : "another Game object"));
        }
    }

    // ----- Then: refusals ------------------------------------------------------------------

    @Then("the move is rejected because column {int} is full")
    @Entao("a jogada é recusada porque a coluna {int} está cheia")
    public void theMoveIsRejectedBecauseColumnIsFull(int column) {
        world.expectRefusal(IllegalArgumentException.class, "column " + column + " is full");
    }

    @Then("the move is rejected because there is no column {int}")
    @Entao("a jogada é recusada porque não há coluna {int}")
    public void theMoveIsRejectedBecauseThereIsNoColumn(int column) {
        world.expectRefusal(IllegalArgumentException.class, "there is no column " + column);
    }

    @Then("the move is rejected because the game is over")
    @Entao("a jogada é recusada porque o jogo terminou")
    public void theMoveIsRejectedBecauseTheGameIsOver() {
        world.expectRefusal(IllegalStateException.class, "the game is over");
    }

    @Then("the question is rejected because there is no row {int}")
    @Entao("a pergunta é recusada porque não há linha {int}")
    public void theQuestionIsRejectedBecauseThereIsNoRow(int row) {
        world.expectRefusal(IllegalArgumentException.class, "there is no row " + row);
    }

    @Then("the question is rejected because there is no column {int}")
    @Entao("a pergunta é recusada porque não há coluna {int}")
    public void theQuestionIsRejectedBecauseThereIsNoColumn(int column) {
        world.expectRefusal(IllegalArgumentException.class, "there is no column " + column);
    }

    // ----- Then: answers -------------------------------------------------------------------

    @Then("the answer is {int}")
    @Entao("a resposta é {int}")
    public void theAnswerIs(int expected) {
        world.game();
        if (values.size() != 1 || values.get(0) != expected) {
            throw new AssertionError("valueAt should answer " + expected + ", but it answered "
                    + values.stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + ".\n" + Explain.grid(world.game()));
        }
    }

    @Then("the answer is {answer}")
    @Entao("a resposta é {answer}")
    public void theAnswerIs(boolean expected) {
        world.game();
        if (space == null || space != expected) {
            throw new AssertionError("hasSpace should answer " + expected + ", but it answered "
                    + space + ".\n" + Explain.grid(world.game()));
        }
    }

    @Then("all {int} answers are {int}")
    @Entao("todas as {int} respostas são {int}")
    public void allAnswersAre(int count, int expected) {
        world.game();
        long matching = values.stream().filter(value -> value == expected).count();
        if (values.size() != count || matching != count) {
            throw new AssertionError("All " + count + " answers of valueAt should be " + expected
                    + ", but the answers were " + values + ".\n" + Explain.grid(world.game()));
        }
    }

    @Then("{int} answers are 1 and {int} answers are 2")
    @Entao("{int} respostas são 1 e {int} respostas são 2")
    public void answersAreOneAndTwo(int ones, int twos) {
        answersAreZeroOneAndTwo(0, ones, twos);
    }

    @Then("{int} answers are 0, {int} are 1 and {int} are 2")
    @Entao("{int} respostas são 0, {int} são 1 e {int} são 2")
    public void answersAreZeroOneAndTwo(int zeros, int ones, int twos) {
        world.game();
        long foundZeros = values.stream().filter(value -> value == 0).count();
        long foundOnes = values.stream().filter(value -> value == 1).count();
        long foundTwos = values.stream().filter(value -> value == 2).count();
        if (foundZeros != zeros || foundOnes != ones || foundTwos != twos
                || values.size() != zeros + ones + twos) {
            throw new AssertionError("valueAt should answer 0 for " + zeros + " positions, 1"
                    + " for " + ones + " and 2 for " + twos + ", and nothing else, but it"
                    + " answered 0 for " + foundZeros + ", 1 for " + foundOnes + ", 2 for "
                    + foundTwos + " and something else for "
                    + (values.size() - foundZeros - foundOnes - foundTwos) + ".\n"
                    + Explain.grid(world.game()));
        }
    }

    // ----- Then: the state of the game -----------------------------------------------------

    @Then("{player} is next")
    @Entao("{player} é o próximo a jogar")
    public void playerIsNext(Player player) {
        Player next = world.game().nextPlayer();
        if (next != player) {
            throw new AssertionError("nextPlayer should be " + player + ", but it is " + next
                    + ".\n" + ConnectFourWorld.waitsOnHasSpaceIn(world.game())
                    + Explain.grid(world.game()));
        }
    }

    @Then("the game is not over")
    @Entao("o jogo não terminou")
    public void theGameIsNotOver() {
        if (world.game().isOver()) {
            throw new AssertionError("The game should go on, but isOver is true (winner: "
                    + GameState.describe(world.game().winner()) + ").\n"
                    + ConnectFourWorld.waitsOnHasSpaceIn(world.game())
                    + Explain.grid(world.game()));
        }
    }

    @Then("the game is over")
    @Entao("o jogo terminou")
    public void theGameIsOver() {
        if (!world.game().isOver()) {
            throw new AssertionError("The game should be over, but isOver is false.\n"
                    + ConnectFourWorld.waitsOnHasSpaceIn(world.game())
                    + Explain.grid(world.game()));
        }
    }

    @Then("there is no winner and no winning line")
    @Entao("não há vencedor nem linha vencedora")
    public void thereIsNoWinnerAndNoWinningLine() {
        Game game = world.game();
        if (game.winner().isPresent() || !game.winningLine().isEmpty()) {
            throw new AssertionError("Nobody should have won, but winner is "
                    + GameState.describe(game.winner()) + " and winningLine is "
                    + GameState.describe(game.winningLine()) + ".\n"
                    + ConnectFourWorld.waitsOnHasSpaceIn(game) + Explain.grid(game));
        }
    }

    // tag::wins[]
    @Then("{player} wins with the line {positions}")
    @Entao("{player} ganha com a linha {positions}")
    public void playerWinsWithTheLine(Player player, List<Position> line) {
        playerWinsWithOneOf(player, List.of(line));
    }
    // end::wins[]

    @Then("{player} wins with the line {positions} or the line {positions}")
    @Entao("{player} ganha com a linha {positions} ou a linha {positions}")
    public void playerWinsWithTheLineOrTheLine(Player player, List<Position> one,
            List<Position> other) {
        playerWinsWithOneOf(player, List.of(one, other));
    }

    // tag::wins-check[]
    private void playerWinsWithOneOf(Player player, List<List<Position>> lines) {
        Game game = world.game();
        String expected = lines.stream().map(GameState::describe)
                .collect(Collectors.joining(" or "));
        if (!game.isOver() || game.winner().filter(player::equals).isEmpty()) {
            throw new AssertionError(player + " should have won with " + expected
                    + ", but isOver is " + game.isOver() + " and winner is "
                    + GameState.describe(game.winner()) + ".\n"
                    + ConnectFourWorld.waitsOnTheWinCheck(game)
                    + ConnectFourWorld.waitsOnHasSpaceIn(game) + Explain.grid(game));
        }
        List<Position> actual = List.copyOf(game.winningLine());
        List<Position> reversed = new ArrayList<>(actual);
        Collections.reverse(reversed);
        if (!lines.contains(actual) && !lines.contains(reversed)) {
            throw new AssertionError("The winning line should be " + expected
                    + " (from either end), but winningLine is " + GameState.describe(actual)
                    + ".\n" + Explain.grid(game));
        }
    }
    // end::wins-check[]

    @Then("after every move the stored fields agree with the grid")
    @Entao("depois de cada jogada os campos guardados concordam com a grelha")
    public void afterEveryMoveTheStoredFieldsAgreeWithTheGrid() {
        world.game();
        for (int move = 0; move < afterEachMove.size(); move++) {
            GameState state = afterEachMove.get(move);
            List<String> problems = state.disagreementsWithGrid();
            if (!problems.isEmpty()) {
                throw new AssertionError("After move " + (move + 1) + " (column "
                        + movesOneByOne.get(move) + "), what the engine says disagrees with"
                        + " its grid: "
                        + String.join("; ", problems) + ".\nThe grid (read with valueAt) was:\n"
                        + state.grid());
            }
        }
    }

    @Then("the stored fields agree with the grid")
    @Entao("os campos guardados concordam com a grelha")
    public void theStoredFieldsAgreeWithTheGrid() {
        GameState state = GameState.of(world.game());
        List<String> problems = state.disagreementsWithGrid();
        if (!problems.isEmpty()) {
            throw new AssertionError("What the engine says disagrees with its grid: "
                    + String.join("; ", problems) + ".\n" + Explain.grid(world.game()));
        }
    }

    /** A waits-on line put after a message's last line: nothing when there is none. */
    static String afterward(String waits) {
        return waits.isEmpty() ? "" : "\n" + waits.strip();
    }

    private static String differences(Grid expected, Grid actual) {
        return "They differ at " + expected.differencesFrom(actual).stream()
                .map(position -> position + " (expected " + expected.valueAt(position)
                        + ", found " + actual.valueAt(position) + ")")
                .collect(Collectors.joining(", ")) + ".";
    }
}
