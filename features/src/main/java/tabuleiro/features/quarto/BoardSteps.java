package tabuleiro.features.quarto;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.BoardText;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Trait;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.Win;

/**
 * The steps about the board, squares, the text board and winning groups (rules QUARTO-01,
 * QUARTO-07 to QUARTO-09, QUARTO-12), which drive {@link Board}, {@link Square#parse},
 * {@link BoardText} and {@link Group} directly, without a game.
 */
public final class BoardSteps {

    private final QuartoWorld world;
    private Square parsed;
    private String text;
    /** The board just before a placement on it, for "the board is unchanged". */
    private Map<Square, Piece> boardBefore;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public BoardSteps(QuartoWorld world) {
        this.world = world;
    }

    @Given("the classic game")
    @Dado("o jogo clássico")
    public void theClassicGame() {
        world.playVariant(Variant.CLASSIC);
    }

    @Given("the game with 2x2 squares")
    @Dado("o jogo com quadrados 2x2")
    public void theGameWithSquares() {
        world.playVariant(Variant.SQUARES);
    }

    @Given("the empty board")
    @Dado("o tabuleiro vazio")
    public void theEmptyBoard() {
        world.setUpBoard(Map.of());
    }

    @Given("the board")
    @Dado("o tabuleiro")
    public void theBoard(String drawing) {
        world.setUpBoard(Drawing.read(drawing));
    }

    /** Makes a new board with {@link Board#Board()}, which becomes the scenario's board. */
    @When("a new board is made")
    @Quando("se faz um tabuleiro novo")
    public void aNewBoardIsMade() {
        world.attempt(() -> world.setUpBoard(Map.of()));
    }

    @When("{string} is read as a square")
    @Quando("{string} é lido como uma casa")
    public void isReadAsASquare(String typed) {
        parsed = world.attempt(() -> Square.parse(typed));
    }

    @Then("it is square {square}")
    @Entao("é a casa {square}")
    public void itIsSquare(Square expected) {
        world.judged();
        if (!expected.equals(parsed)) {
            throw new AssertionError("Square.parse should read square " + expected + " (column "
                    + expected.column() + ", row " + expected.row() + "), but it read "
                    + (parsed == null ? "null" : "column " + parsed.column() + ", row "
                    + parsed.row()));
        }
    }

    @When("{piece} is placed on {square}")
    @Quando("{piece} é colocada em {square}")
    public void isPlacedOn(Piece piece, Square square) {
        Board board = world.board();
        boardBefore = Drawing.of(board);
        world.attempt(() -> {
            board.place(square, piece);
            return null;
        });
    }

    @Then("the placement is refused because {square} is occupied")
    @Entao("a colocação é recusada porque {square} está ocupada")
    public void thePlacementIsRefusedBecauseOccupied(Square square) {
        world.expectRefusal(IllegalArgumentException.class, square + " holds a piece already");
    }

    @Then("the placement is refused because {piece} is on the board already")
    @Entao("a colocação é recusada porque {piece} já está no tabuleiro")
    public void thePlacementIsRefusedBecauseOnTheBoard(Piece piece) {
        world.expectRefusal(IllegalArgumentException.class,
                Drawing.notation(piece) + " is on the board already");
    }

    @Then("the board is unchanged")
    @Entao("o tabuleiro fica como estava")
    public void theBoardIsUnchanged() {
        Map<Square, Piece> now = Drawing.of(world.board());
        if (!now.equals(boardBefore)) {
            throw new AssertionError("The board should be as it was, but it changed.\nBefore:\n"
                    + Drawing.draw(boardBefore) + "\nNow:\n" + Drawing.draw(now));
        }
    }

    @Then("{square} holds {piece}")
    @Entao("{square} tem {piece}")
    public void holds(Square square, Piece piece) {
        Board board = currentBoard();
        Optional<Piece> found = board.pieceAt(square);
        if (!found.equals(Optional.of(piece))) {
            throw new AssertionError(square + " should hold " + Drawing.notation(piece)
                    + ", but pieceAt(" + square + ") is "
                    + found.map(Drawing::notation).orElse("empty") + ".\n"
                    + Drawing.explain(board));
        }
    }

    @Then("all {int} squares from A1 to D4 are empty")
    @Entao("as {int} casas de A1 a D4 estão vazias")
    public void allSquaresAreEmpty(int count) {
        everySquareButIsEmpty(List.of());
    }

    @Then("every square but {square} is empty")
    @Entao("todas as casas menos {square} estão vazias")
    public void everySquareButIsEmpty(Square held) {
        everySquareButIsEmpty(List.of(held));
    }

    @Then("every square but {square} and {square} is empty")
    @Entao("todas as casas menos {square} e {square} estão vazias")
    public void everySquareButIsEmpty(Square one, Square other) {
        everySquareButIsEmpty(List.of(one, other));
    }

    private void everySquareButIsEmpty(List<Square> held) {
        Board board = currentBoard();
        List<Square> wrong = new ArrayList<>();
        for (int row = 1; row <= Square.SIZE; row++) {
            for (int column = 1; column <= Square.SIZE; column++) {
                Square square = new Square(column, row);
                if (!held.contains(square) && !board.isEmpty(square)) {
                    wrong.add(square);
                }
            }
        }
        if (!wrong.isEmpty()) {
            throw new AssertionError("These squares should be empty, but isEmpty says they are"
                    + " not: " + wrong + ".\n" + Drawing.explain(board));
        }
    }

    @Then("the board is full")
    @Entao("o tabuleiro está cheio")
    public void theBoardIsFull() {
        if (!currentBoard().isFull()) {
            throw new AssertionError("All sixteen squares hold a piece, so isFull() should be"
                    + " true, but it is false.\n" + Drawing.explain(currentBoard()));
        }
    }

    @Then("the board is not full")
    @Entao("o tabuleiro não está cheio")
    public void theBoardIsNotFull() {
        if (currentBoard().isFull()) {
            throw new AssertionError("isFull() should be false, but it is true.\n"
                    + Drawing.explain(currentBoard()));
        }
    }

    @Then("the board is empty")
    @Entao("o tabuleiro está vazio")
    public void theBoardIsEmpty() {
        everySquareButIsEmpty(List.of());
    }

    // ----- the text board ------------------------------------------------------------------

    @When("the board is drawn as text")
    @Quando("o tabuleiro é desenhado em texto")
    public void theBoardIsDrawnAsText() {
        Board board = world.board();
        text = world.attempt(() -> BoardText.render(board));
    }

    @Then("the text is")
    @Entao("o texto é")
    public void theTextIs(String expected) {
        world.judged();
        if (!expected.strip().equals(text == null ? null : text.strip())) {
            throw new AssertionError("The text board should be:\n" + expected
                    + "\nbut BoardText.render wrote:\n" + text);
        }
    }

    @When("the text board is read")
    @Quando("o tabuleiro em texto é lido")
    public void theTextBoardIsRead(String drawing) {
        Board board = world.attempt(() -> BoardText.parse(drawing));
        if (board != null) {
            world.setUpBoard(Drawing.of(board));
        }
    }

    // ----- winning groups ------------------------------------------------------------------

    @Then("{group} wins, all {traits}")
    @Entao("{group} ganha, todas {traits}")
    public void groupWins(GroupName name, List<Trait> traits) {
        isFilledWith(name, traits);
    }

    @Then("{group} is filled with pieces that are all {traits}")
    @Entao("{group} tem quatro peças, todas {traits}")
    public void isFilledWith(GroupName name, List<Trait> traits) {
        world.judged();
        Group group = name.inEngine();
        List<Trait> shared = world.board().sharedTraits(group);
        if (!traits.equals(shared)) {
            throw new AssertionError("The pieces of " + name + " share " + words(traits)
                    + ", so sharedTraits(" + name + ") should be " + traits + ", but it is "
                    + shared + ".\n" + Drawing.explain(world.board()));
        }
    }

    @Then("no row, column or diagonal wins")
    @Entao("nenhuma linha, coluna ou diagonal ganha")
    public void noLineWins() {
        noneWins(Group.lines(), "Group.lines()");
    }

    @Then("no 2x2 square wins")
    @Entao("nenhum quadrado 2x2 ganha")
    public void noSquareWins() {
        noneWins(Group.twoByTwo(), "Group.twoByTwo()");
    }

    private void noneWins(List<Group> groups, String from) {
        world.judged();
        Board board = world.board();
        for (Group group : groups) {
            List<Trait> shared = board.sharedTraits(group);
            if (!shared.isEmpty()) {
                throw new AssertionError("No group of " + from + " should win, but"
                        + " sharedTraits(" + group + ") is " + shared + ".\n"
                        + QuartoWorld.waitsOnEmptySquares(board) + Drawing.explain(board));
            }
        }
    }

    @Then("in the classic game nothing wins")
    @Entao("no jogo clássico nada ganha")
    public void inTheClassicGameNothingWins() {
        world.judged();
        List<Win> wins = world.board().wins(Variant.CLASSIC);
        if (!wins.isEmpty()) {
            throw new AssertionError("In the classic game nothing should win, but"
                    + " wins(CLASSIC) is " + wins + ".\n"
                    + QuartoWorld.waitsOnEmptySquares(world.board())
                    + Drawing.explain(world.board()));
        }
    }

    @Then("in the classic game, {group} wins, all {traits}")
    @Entao("no jogo clássico, {group} ganha, todas {traits}")
    public void inTheClassicGameWins(GroupName name, List<Trait> traits) {
        world.judged();
        List<Win> wins = world.board().wins(Variant.CLASSIC);
        Win expected = new Win(name.inEngine(), traits);
        if (!wins.equals(List.of(expected))) {
            throw new AssertionError("In the classic game, wins(CLASSIC) should be just "
                    + expected + ", but it is " + wins + ".\n"
                    + QuartoWorld.waitsOnEmptySquares(world.board())
                    + Drawing.explain(world.board()));
        }
    }

    @Then("in the game with squares, {group} wins, all {traits}")
    @Entao("no jogo com quadrados, {group} ganha, todas {traits}")
    public void inTheGameWithSquaresWins(GroupName name, List<Trait> traits) {
        world.judged();
        List<Win> wins = world.board().wins(Variant.SQUARES);
        Win expected = new Win(name.inEngine(), traits);
        if (!wins.equals(List.of(expected))) {
            throw new AssertionError("In the game with squares, wins(SQUARES) should be just "
                    + expected + ", but it is " + wins + ".\n"
                    + QuartoWorld.waitsOnEmptySquares(world.board())
                    + Drawing.explain(world.board()));
        }
    }

    private Board currentBoard() {
        return world.hasGame() ? world.game().board() : world.board();
    }

    static String words(List<Trait> traits) {
        return String.join(" and ", traits.stream().map(Trait::word).toList());
    }
}
