package tabuleiro.features.checkers;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Cell;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.net.Protocol;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.features.contracts.ScenarioRules;

/**
 * The steps that drive the engine: setting a position up, playing, listing the legal moves, and
 * checking the board and the end of the game (rules CHECKERS-01 to CHECKERS-21, CHECKERS-28 and
 * CHECKERS-29).
 *
 * <p>The {@code Given}s read the rule book's FEN and drawings themselves ({@link Positions},
 * {@link Pictures}) and set the position up with the engine's {@code Board.put} and
 * {@code Game.fromPosition}, so that a scenario waits only for the exercise it is about; the
 * engine's {@code Game.newGame}, {@code placeInitialPieces} and FEN are called only by the
 * scenarios about them, in their {@code When}.
 */
public final class GameSteps {

    private final CheckersWorld world;
    private final ScenarioLanguage language;
    private final ScenarioRules rules;
    private List<Move> listed;
    private String drawing;
    private Boolean answer;
    private String written;
    private Cell cell;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the scenario's language, in which a refusal is quoted
     */
    public GameSteps(CheckersWorld world, ScenarioLanguage language, ScenarioRules rules) {
        this.world = world;
        this.language = language;
        this.rules = rules;
    }

    // ----- Given ---------------------------------------------------------------------------

    @Given("the {variant} rules")
    @Dado("as regras {variant}")
    public void theRules(Variant variant) {
        world.useRules(variant);
    }

    @Given("a new game")
    @Dado("um jogo novo")
    public void aNewGame() {
        world.use(Positions.initial(world.variant()));
    }

    @Given("the position {string}")
    @Dado("a posição {string}")
    public void thePosition(String fen) {
        world.use(Positions.read(world.variant(), fen));
    }

    @Given("the board, {colour} to move:")
    @Dado("o tabuleiro, com a vez das {colour}:")
    public void theBoard(Colour toMove, String picture) {
        world.use(Game.fromPosition(world.variant(), Pictures.parse(picture), toMove));
    }

    @Given("the moves {moves} have been played")
    @Dado("foram feitas as jogadas {moves}")
    public void theMovesHaveBeenPlayed(List<String> moves) {
        Game game = world.game();
        for (String text : moves) {
            game.play(moveFor(game, ParameterTypes.path(text)));
        }
    }

    @Given("{colour} has resigned")
    @Dado("as {colour} desistiram")
    public void hasResigned(Colour colour) {
        Game game = world.game();
        if (game.sideToMove() != colour) {
            throw new IllegalStateException("this scenario has " + Pictures.name(colour)
                    + " resign out of turn: it is " + Pictures.name(game.sideToMove())
                    + "'s move");
        }
        game.resign();
    }

    // ----- When ----------------------------------------------------------------------------

    /**
     * Plays the move a side makes. Out of turn, the move along the path is handed to the engine
     * as the board shows it, and the engine itself must refuse it; a scenario that names one
     * side but moves the other side's piece on its turn fails, since the step would play the
     * side to move's move under the other side's name.
     *
     * @param colour the side the scenario says moves
     * @param path the squares the move goes through
     */
    @When("{colour} plays {move}")
    @Quando("as {colour} jogam {move}")
    public void plays(Colour colour, List<Square> path) {
        Game game = world.game();
        Colour toMove = game.sideToMove();
        if (colour != toMove && game.pieceAt(path.get(0)).map(Piece::colour)
                .filter(toMove::equals).isPresent()) {
            throw new AssertionError("This scenario has " + Pictures.name(colour) + " play"
                    + " from square " + path.get(0) + ", but the piece there is "
                    + Pictures.name(toMove) + "'s and it is " + Pictures.name(toMove)
                    + "'s move: the step would play " + Pictures.name(toMove) + "'s move. The"
                    + " rule book names the side that moves.");
        }
        world.attempt(() -> {
            world.use(game.play(moveFor(game, path)));
            return game;
        });
    }

    @When("the legal moves are listed")
    @Quando("se listam as jogadas legais")
    public void theLegalMovesAreListed() {
        listed = world.game().legalMoves();
    }

    /**
     * Lists the moves as a player who plays them jump by jump, or a peer that sends their
     * squares, meets them ({@code Game.routes}): a game that is over lists none there either.
     */
    @When("the moves are listed jump by jump")
    @Quando("se listam as jogadas salto a salto")
    public void theRoutesAreListed() {
        listed = world.game().routes();
    }

    /**
     * Starts a game as the engine starts one, and lists its legal moves: the engine's initial
     * position, where {@code Given a new game} is the rule book's.
     */
    @When("the legal moves of a new game are listed")
    @Quando("se listam as jogadas legais de um jogo novo")
    public void theLegalMovesOfANewGameAreListed() {
        world.use(Game.newGame(world.variant()));
        theLegalMovesAreListed();
    }

    @When("{colour} resigns")
    @Quando("as {colour} desistem")
    public void resigns(Colour colour) {
        Game game = world.game();
        if (game.sideToMove() != colour) {
            // The engine's resign() is the side to move's: the step would resign the other side.
            throw new AssertionError("This scenario has " + Pictures.name(colour) + " resign,"
                    + " but it is " + Pictures.name(game.sideToMove()) + "'s move, and a player"
                    + " resigns on their own turn.");
        }
        world.attempt(() -> {
            world.use(game.resign());
            return game;
        });
    }

    @When("the moves {moves} are played in turn until {int} moves have been played")
    @Quando("se jogam à vez as jogadas {moves} até terem sido feitas {int} jogadas")
    public void movesInTurn(List<String> cycle, int count) {
        Game game = world.game();
        world.attempt(() -> {
            for (int played = 0; played < count; played++) {
                List<Square> path = ParameterTypes.path(cycle.get(played % cycle.size()));
                game.play(moveFor(game, path));
            }
            return game;
        });
    }

    @When("the moves {moves} are played")
    @Quando("se jogam as jogadas {moves}")
    public void theMovesArePlayed(List<String> moves) {
        Game game = world.game();
        world.attempt(() -> {
            for (String text : moves) {
                game.play(moveFor(game, ParameterTypes.path(text)));
            }
            return game;
        });
    }

    @When("the game is shown")
    @Quando("se mostra o jogo")
    public void theGameIsShown() {
        drawing = world.game().toString();
    }

    @When("the empty board is drawn")
    @Quando("se desenha o tabuleiro vazio")
    public void theEmptyBoardIsDrawn() {
        drawing = Board.drawEmpty();
    }

    @When("the board is drawn")
    @Quando("se desenha o tabuleiro")
    public void theBoardIsDrawn() {
        drawing = world.game().board().draw();
    }

    @When("the initial pieces are placed on an empty board")
    @Quando("se colocam as peças iniciais num tabuleiro vazio")
    public void theInitialPiecesArePlaced() {
        Board board = new Board();
        board.placeInitialPieces();
        world.use(Game.fromPosition(world.variant(), board, Colour.WHITE));
    }

    @When("the initial pieces are placed on the board")
    @Quando("se colocam as peças iniciais no tabuleiro")
    public void theInitialPiecesArePlacedOnTheBoard() {
        Board board = world.game().board();
        world.attempt(() -> {
            board.placeInitialPieces();
            return board;
        });
    }

    @When("I ask whether the piece on {int} can reach {int}")
    @Quando("pergunto se a peça em {int} pode chegar a {int}")
    public void canReach(int from, int to) {
        Board board = world.game().board();
        answer = world.attempt(() -> board.canReach(Square.of(from), Square.of(to)));
    }

    @When("a piece is put on the light square at row {int}, column {int}")
    @Quando("se põe uma peça na casa clara da linha {int}, coluna {int}")
    public void aPieceOnALightSquare(int row, int column) {
        Board board = world.game().board();
        world.attempt(() -> {
            board.cell(row, column).put(Piece.WHITE_MAN);
            return board;
        });
    }

    @When("a piece is put on the cell at row {int}, column {int}")
    @Quando("se põe uma peça na célula da linha {int}, coluna {int}")
    public void aPieceOnACell(int row, int column) {
        aPieceOnALightSquare(row, column);
    }

    /**
     * Takes one cell of the game's board, for the {@code Then} to read its state.
     *
     * @param row the row, 1 to 8
     * @param column the column, 1 to 8
     */
    @When("the cell at row {int}, column {int} is looked at")
    @Quando("se olha para a célula da linha {int}, coluna {int}")
    public void theCellIsLookedAt(int row, int column) {
        cell = world.game().board().cell(row, column);
    }

    @When("the square numbered {int} is named")
    @Quando("se nomeia a casa número {int}")
    public void theSquareNumbered(int number) {
        world.attempt(() -> Square.of(number));
    }

    @When("the square at row {int}, column {int} is named")
    @Quando("se nomeia a casa da linha {int}, coluna {int}")
    public void theSquareAt(int row, int column) {
        world.attempt(() -> Square.at(row, column));
    }

    @When("the position is written in FEN")
    @Quando("se escreve a posição em FEN")
    public void thePositionIsWritten() {
        written = world.game().fen();
    }

    @When("a {piece} is added on square {int}")
    @Quando("se acrescenta um/uma {piece} na casa {int}")
    public void aPieceIsAdded(Piece piece, int square) {
        Board board = world.game().board();
        world.attempt(() -> {
            board.put(Square.of(square), piece);
            return board;
        });
    }

    /**
     * Sends a move to the other program with {@code net.Protocol.writeMove}, into a buffer: the
     * scenario asks only whether the routine refuses what its contract refuses.
     */
    @When("a move along the squares {ints} is sent")
    @Quando("se envia uma jogada pelas casas {ints}")
    public void aMoveIsSent(List<Integer> squares) {
        List<Square> path = squares.stream().map(Square::of).toList();
        world.attempt(() -> {
            try {
                Protocol.writeMove(new DataOutputStream(new ByteArrayOutputStream()), path);
            } catch (IOException unexpected) {
                throw new UncheckedIOException(unexpected);
            }
            return path;
        });
    }

    @When("a game is started from the position {string}")
    @Quando("se começa um jogo na posição {string}")
    public void aGameFromThePosition(String fen) {
        world.attempt(() -> {
            world.use(Game.fromFen(world.variant(), fen));
            return null;
        });
    }

    // ----- Then ----------------------------------------------------------------------------

    @Then("the move is rejected")
    @Entao("a jogada é recusada")
    public void theMoveIsRejected() {
        world.expectRefusal(null, language.language());
    }

    @Then("it is refused because {string}")
    @Entao("é recusado com a mensagem {string}")
    public void itIsRefusedBecause(String reason) {
        // A refusal that names the captures to play words the engine's own captures.
        world.expectRefusal(reason, language.language(),
                () -> waitsOnTheRoutes(world.game(), rules));
    }

    @Then("the board is unchanged")
    @Entao("o tabuleiro fica como estava")
    public void theBoardIsUnchanged() {
        String now = Pictures.of(world.game());
        if (!now.equals(world.boardBefore())) {
            throw new AssertionError("The board should be as it was before, which was\n"
                    + world.boardBefore() + "\nbut now it is\n" + now);
        }
    }

    @Then("the board is:")
    @Entao("o tabuleiro fica assim:")
    public void theBoardIs(String picture) {
        String expected = Pictures.tidy(picture);
        String actual = Pictures.draw(world.game().board());
        if (!expected.equals(actual)) {
            throw new AssertionError("The board should be\n" + expected + "\nbut it is\n"
                    + actual);
        }
    }

    @Then("square {int} holds a {piece}")
    @Entao("a casa {int} tem um/uma {piece}")
    public void squareHolds(int square, Piece piece) {
        Optional<Piece> there = world.game().pieceAt(Square.of(square));
        if (!there.equals(Optional.of(piece))) {
            throw new AssertionError("Square " + square + " should hold a " + words(piece)
                    + ", but it " + there.map(p -> "holds a " + words(p)).orElse("is empty")
                    + ".\n" + Pictures.of(world.game()));
        }
    }

    @Then("square {int} is empty")
    @Entao("a casa {int} está vazia")
    public void squareIsEmpty(int square) {
        Optional<Piece> there = world.game().pieceAt(Square.of(square));
        if (there.isPresent()) {
            throw new AssertionError("Square " + square + " should be empty, but it holds a "
                    + words(there.get()) + ".\n" + Pictures.of(world.game()));
        }
    }

    @Then("{colour} is to move")
    @Entao("é a vez das {colour}")
    public void isToMove(Colour colour) {
        Colour actual = world.game().sideToMove();
        if (actual != colour) {
            throw new AssertionError(Pictures.name(colour) + " should be to move, but the engine"
                    + " says " + Pictures.name(actual) + ".");
        }
    }

    @Then("{colour} wins")
    @Entao("ganham as {colour}")
    public void wins(Colour colour) {
        won(colour, false);
    }

    @Then("{colour} wins by resignation")
    @Entao("ganham as {colour} por desistência")
    public void winsByResignation(Colour colour) {
        won(colour, true);
    }

    private void won(Colour colour, boolean byResignation) {
        Game game = world.game();
        if (!game.isOver() || game.isDrawn() || !game.winner().equals(Optional.of(colour))
                || game.isResigned() != byResignation) {
            throw new AssertionError(Pictures.name(colour) + " should have won"
                    + (byResignation ? ", the other side having resigned" : " on the board")
                    + ", but the game " + describeEnd(game) + ".\n" + Pictures.of(game));
        }
    }

    @Then("the game is drawn")
    @Entao("o jogo está empatado")
    public void theGameIsDrawn() {
        Game game = world.game();
        if (!game.isOver() || !game.isDrawn()) {
            throw new AssertionError("The game should be drawn, but it " + describeEnd(game)
                    + ".");
        }
    }

    @Then("the game is not over")
    @Entao("o jogo não acabou")
    public void theGameIsNotOver() {
        Game game = world.game();
        if (game.isOver()) {
            throw new AssertionError("The game should go on, but it " + describeEnd(game) + ".");
        }
    }

    @Then("the legal moves are {moves}")
    @Entao("as jogadas legais são {moves}")
    public void theLegalMovesAre(List<String> expected) {
        List<String> actual = listedMoves();
        List<String> missing = missing(expected);
        boolean extra = listed.stream().anyMatch(move -> expected.stream()
                .noneMatch(text -> fromBoard(world.game(), ParameterTypes.path(text))
                        .sameEffectAs(move)));
        if (!missing.isEmpty() || extra || actual.size() != expected.size()) {
            throw new AssertionError("The legal moves should be exactly " + expected
                    + " (each once), but the engine lists " + actual + ".\n"
                    + waitsOn(listed, expected) + Pictures.of(world.game()));
        }
    }

    /**
     * Checks the captures among the legal moves, leaving the simple moves aside: for a rule about
     * which captures a piece has (a king's at a distance, a capture that goes on, a man stopping
     * on the far row), so that a bug of compulsory capture (rule CHECKERS-14), which lists simple
     * moves beside the captures, costs that rule and not these.
     *
     * @param expected the captures, each once
     */
    @Then("the legal captures are {moves}")
    @Entao("as capturas legais são {moves}")
    public void theLegalCapturesAre(List<String> expected) {
        listedMoves();
        List<Move> captures = listed.stream().filter(Move::isCapture).toList();
        List<String> actual = captures.stream().map(Move::toString).toList();
        List<String> missing = missing(expected);
        boolean extra = captures.stream().anyMatch(move -> expected.stream()
                .noneMatch(text -> fromBoard(world.game(), ParameterTypes.path(text))
                        .sameEffectAs(move)));
        if (!missing.isEmpty() || extra || actual.size() != expected.size()) {
            throw new AssertionError("The captures among the legal moves should be exactly "
                    + expected + " (each once), but the engine lists " + actual + ".\n"
                    + waitsOn(captures, expected) + Pictures.of(world.game()));
        }
    }

    @Then("the legal moves include {moves}")
    @Entao("as jogadas legais incluem {moves}")
    public void theLegalMovesInclude(List<String> expected) {
        List<String> actual = listedMoves();
        List<String> missing = missing(expected);
        if (!missing.isEmpty()) {
            throw new AssertionError("The legal moves should include " + missing
                    + ", but the engine lists " + actual + ".\n" + Pictures.of(world.game()));
        }
    }

    @Then("the legal moves do not include {moves}")
    @Entao("as jogadas legais não incluem {moves}")
    public void theLegalMovesExclude(List<String> unexpected) {
        List<String> actual = listedMoves();
        List<String> present = new ArrayList<>(unexpected);
        present.removeAll(missing(unexpected));
        if (!present.isEmpty()) {
            throw new AssertionError("The legal moves should not include " + present
                    + ", but the engine lists " + actual + ".\n" + Pictures.of(world.game()));
        }
    }

    @Then("the drawing is:")
    @Entao("o desenho é:")
    public void theDrawingIs(String expected) {
        if (drawing == null) {
            throw new IllegalStateException("this scenario drew nothing: it needs a When");
        }
        String tidyExpected = Pictures.tidy(expected);
        if (!Pictures.tidy(drawing).equals(tidyExpected)) {
            throw new AssertionError("The drawing should be\n" + tidyExpected + "\nbut it is\n"
                    + drawing);
        }
    }

    @Then("the FEN is {string}")
    @Entao("a posição em FEN é {string}")
    public void theFenIs(String expected) {
        if (written == null) {
            throw new IllegalStateException("this scenario wrote nothing: it needs a When");
        }
        if (!written.equals(expected)) {
            throw new AssertionError("The position should be written " + expected + ", but the"
                    + " engine writes " + written + ".\n" + Pictures.of(world.game()));
        }
    }

    @Then("the last line shown is {string}")
    @Entao("a última linha mostrada é {string}")
    public void theLastLineShownIs(String expected) {
        if (drawing == null) {
            throw new IllegalStateException("this scenario showed nothing: it needs a When");
        }
        List<String> lines = drawing.lines().toList();
        String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip();
        if (!last.equals(expected)) {
            throw new AssertionError("The last line shown should be '" + expected + "', but the"
                    + " game shows\n" + drawing);
        }
    }

    /**
     * Checks what a cell says of itself: where it is, that it is dark, and its piece.
     *
     * @param row the row it should give
     * @param column the column it should give
     * @param piece the piece it should hold
     */
    @Then("the cell is at row {int}, column {int}, a dark square holding a {piece}")
    @Entao("a célula está na linha {int}, coluna {int}, e é uma casa escura com um/uma {piece}")
    public void theCellIs(int row, int column, Piece piece) {
        if (cell == null) {
            throw new IllegalStateException("this scenario looked at no cell: it needs a When");
        }
        if (cell.row() != row || cell.column() != column || !cell.isDark()
                || !cell.piece().equals(Optional.of(piece))) {
            throw new AssertionError("The cell should be the dark square at row " + row
                    + ", column " + column + " holding a " + words(piece) + ", but it says row "
                    + cell.row() + ", column " + cell.column()
                    + (cell.isDark() ? ", dark, " : ", light, ")
                    + cell.piece().map(GameSteps::words).orElse("empty") + ".");
        }
    }

    @Then("the answer is {word}")
    @Entao("a resposta é {word}")
    public void theAnswerIs(String expected) {
        if (answer == null) {
            throw new IllegalStateException("this scenario asked nothing: it needs a When");
        }
        // yes or no in the English rule book, sim or não in the Portuguese one
        if (answer != (expected.equals("yes") || expected.equals("sim"))) {
            // Whether a piece can reach a square is worked out from the engine's routes.
            String waits = waitsOnTheRoutes(world.game(), rules);
            throw new AssertionError("The answer should be " + expected + ", but it is "
                    + (answer ? "yes" : "no") + ".\n" + (waits.isEmpty() ? "" : waits + "\n")
                    + Pictures.of(world.game()));
        }
    }

    @Then("{int} king move(s) without capture has/have been counted")
    @Entao("foi/foram contada(s) {int} jogada(s) de dama sem captura")
    public void kingMovesCounted(int expected) {
        int actual = world.game().kingMovesWithoutCapture();
        if (actual != expected) {
            throw new AssertionError(expected + " successive king moves without capture should"
                    + " have been counted, but the engine counted " + actual + ".");
        }
    }

    // ----- helpers -------------------------------------------------------------------------

    /**
     * The engine's move along a path, or, when the engine knows no such move, one built from the
     * board (the pieces jumped between the squares), so that the engine can say why it refuses.
     */
    static Move moveFor(Game game, List<Square> path) {
        Optional<Move> known = game.moveAlong(path);
        return known.isPresent() ? known.get() : fromBoard(game, path);
    }

    /** The move along a path as the board shows it: the first piece between squares is jumped. */
    static Move fromBoard(Game game, List<Square> path) {
        List<Square> captured = new ArrayList<>();
        for (int index = 1; index < path.size(); index++) {
            Square from = path.get(index - 1);
            Square to = path.get(index);
            int rows = to.row() - from.row();
            int columns = to.column() - from.column();
            if (Math.abs(rows) != Math.abs(columns) || rows == 0) {
                throw new IllegalArgumentException(from + " to " + to + " is not along a diagonal");
            }
            for (int step = 1; step < Math.abs(rows); step++) {
                Square between = from.step(Integer.signum(rows), Integer.signum(columns), step);
                if (game.pieceAt(between).isPresent() && !captured.contains(between)) {
                    captured.add(between);
                    break;
                }
            }
        }
        return captured.isEmpty() && path.size() == 2 ? Move.simple(path.get(0), path.get(1))
                : new Move(path, captured);
    }

    /**
     * The line naming the capture rule this example waits on, and a line break; or nothing.
     *
     * @param checked the engine's moves the step checked (all of them, or its captures)
     * @param expected the rule book's moves
     */
    private String waitsOn(List<Move> checked, List<String> expected) {
        List<Move> moves = expected.stream()
                .map(text -> fromBoard(world.game(), ParameterTypes.path(text))).toList();
        String waits = CaptureWaits.ontoAPiece(checked, world.game()::pieceAt, rules);
        if (waits.isEmpty()) {
            waits = CaptureWaits.backwards(checked, world.game()::pieceAt, rules);
        }
        if (waits.isEmpty()) {
            waits = CaptureWaits.of(checked, moves, world.variant(), rules);
        }
        return waits.isEmpty() ? "" : waits + "\n";
    }

    /**
     * The sentence naming the rule an example waits on when the engine's routes in a game break
     * it, or nothing: a man stepping onto a piece (CHECKERS-04), a man jumping backwards
     * (CHECKERS-05) or a man's capture stopped where the board shows a further jump
     * (CHECKERS-06). What a refusal, the text UI
     * or whether a piece can reach a square says is worked out from those routes.
     *
     * @param game the game, in the position the routes start from
     * @param rules the rules the scenario is an example of
     * @return one sentence, or the empty string
     */
    static String waitsOnTheRoutes(Game game, ScenarioRules rules) {
        try {
            List<Move> routes = game.routes();
            String waits = CaptureWaits.ontoAPiece(routes, game::pieceAt, rules);
            if (waits.isEmpty()) {
                waits = CaptureWaits.backwards(routes, game::pieceAt, rules);
            }
            return waits.isEmpty() ? CaptureWaits.stoppedOnTheBoard(routes, game::pieceAt,
                    game.variant().promotionInCapture(), rules) : waits;
        } catch (RuntimeException | AssertionError unreadable) {
            // The engine cannot list its routes: its failure is the scenario's, no rule to name.
            return "";
        }
    }

    /** The moves of a list that have the effect of none of the listed legal moves. */
    private List<String> missing(List<String> expected) {
        listedMoves();
        List<String> missing = new ArrayList<>();
        for (String text : expected) {
            Move move = fromBoard(world.game(), ParameterTypes.path(text));
            if (listed.stream().noneMatch(move::sameEffectAs)) {
                missing.add(text);
            }
        }
        return missing;
    }

    private List<String> listedMoves() {
        if (listed == null) {
            throw new IllegalStateException("this scenario listed no moves: it needs 'When the"
                    + " legal moves are listed'");
        }
        return listed.stream().map(Move::toString).toList();
    }

    private static String describeEnd(Game game) {
        if (!game.isOver()) {
            return "is not over (" + Pictures.name(game.sideToMove()) + " to move)";
        }
        if (game.isDrawn()) {
            return "is drawn" + game.winner().map(side -> " and yet won by "
                    + Pictures.name(side)).orElse("");
        }
        return "was won by " + Pictures.name(game.winner().orElseThrow())
                + (game.isResigned() ? ", the other side having resigned" : " on the board");
    }

    private static String words(Piece piece) {
        return (piece.colour() == Colour.WHITE ? "white" : "black")
                + (piece.king() ? " king" : " man");
    }
}
