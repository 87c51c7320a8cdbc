package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Fen;
import tabuleiro.chess.Game;
import tabuleiro.chess.GameState;
import tabuleiro.chess.Move;
import tabuleiro.chess.Outcome;
import tabuleiro.chess.Pgn;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Result;
import tabuleiro.chess.San;
import tabuleiro.chess.Square;
import tabuleiro.chess.Termination;
import tabuleiro.chess.ui.ChessTexts;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.ui.Texts;

/**
 * The steps about the game itself: setting up positions (a FEN, a drawn board, moves from the
 * start), playing moves, and looking at the position, the legal moves and the end of the game.
 *
 * <p>The {@code Given}s read the rule book's FEN, drawings and moves themselves
 * ({@link FenText}, {@link Diagram}, {@link MoveText}) and build the position with the engine's
 * {@code Position.of} and {@code Game.from}, so that a scenario waits only for the exercise it is
 * about: the engine's readers are called only by the scenarios about notation (CHESS-01's square
 * names, CHESS-20's FEN, SAN and PGN).
 */
public final class GameSteps {

    /** How many times a position must have occurred for a draw to be claimed (CHESS-14). */
    private static final int REPETITIONS_CLAIMED = 3;
    /** The halfmove clock at which the fifty-move rule may be claimed (CHESS-14). */
    private static final int FIFTY_MOVES_CLOCK = 100;
    /** How many times a position occurs when the game ends by itself (CHESS-14). */
    private static final int REPETITIONS_ENDING = 5;
    /** The halfmove clock at which the game ends by the seventy-five-move rule (CHESS-14). */
    private static final int SEVENTY_FIVE_MOVES_CLOCK = 150;

    private final ChessWorld world;
    private final ScenarioLanguage language;
    private String written;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the scenario's language, in which it names states and how games end
     */
    public GameSteps(ChessWorld world, ScenarioLanguage language) {
        this.world = world;
        this.language = language;
    }

    @Given("a new game")
    @Dado("um jogo novo")
    public void aNewGame() {
        thePosition(FenText.START);
    }

    @Given("the position {string}")
    @Dado("a posição {string}")
    public void thePosition(String fen) {
        start(fen, FenText.reader(fen), FenText.pieces(fen.strip().split("\\s+")[0]));
    }

    @Given("the board with {colour} to move")
    @Dado("o tabuleiro com as {colour} a jogar")
    public void theBoard(Colour side, String drawing) {
        theBoardWithCastling(side, "-", drawing);
    }

    @Given("the board with {colour} to move and castling rights {string}")
    @Dado("o tabuleiro com as {colour} a jogar e os direitos de roque {string}")
    public void theBoardWithCastling(Colour side, String rights, String drawing) {
        Map<Square, Piece> pieces = Diagram.read(drawing);
        start(FenText.placement(pieces) + " " + (side == Colour.WHITE ? "w" : "b") + " "
                + rights, () -> Position.of(pieces, side, FenText.castling(rights), null, 0, 1),
                pieces);
    }

    /**
     * Starts the scenario's game from a position of the rule book's, which is legal: when the
     * engine refuses it and its refusals or answers on that board show the attacks read
     * otherwise than its pieces say (the side not to move found in check by a piece that
     * attacks nothing there), the failure says that the example waits on the attack rule.
     */
    private void start(String fen, Supplier<Position> making, Map<Square, Piece> pieces) {
        Position position;
        try {
            position = making.get();
        } catch (IllegalArgumentException refused) {
            String waits = world.waitsOnRefused(pieces);
            if (waits.isEmpty()) {
                throw refused;
            }
            throw new AssertionError("To set this scenario up, the engine is given the position "
                    + fen + ", but it refused it: " + refused.getMessage() + "\n" + waits,
                    refused);
        }
        world.use(Game.from(position));
    }

    @Given("the moves {string} have been played")
    @Dado("as jogadas {string} já foram feitas")
    public void theMovesHaveBeenPlayed(String moves) {
        Game game = world.game();
        for (String move : moves.trim().split("\\s+")) {
            try {
                game.play(MoveText.read(game.position(), move));
            } catch (IllegalArgumentException | IllegalStateException refused) {
                throw new AssertionError("To set this scenario up, the moves \"" + moves
                        + "\" are played, but " + move + " was refused: " + refused.getMessage()
                        + "\n" + world.explained(), refused);
            }
        }
    }

    @Given("{colour} has resigned")
    @Dado("as {colour} desistiram")
    public void hasResigned(Colour side) {
        world.game().resign(side);
    }

    @When("a new game is started")
    @Quando("começa um jogo novo")
    public void aNewGameIsStarted() {
        world.use(Game.newGame());
    }

    /**
     * Starts a game from a position, as {@code Game.from} does; the rule book reads the FEN
     * itself, since the scenarios are about how such a game ends (CHESS-14), not about FEN.
     *
     * @param fen the position
     */
    @When("a game starts from the position {string}")
    @Quando("um jogo começa na posição {string}")
    public void aGameStartsFromThePosition(String fen) {
        thePosition(fen);
    }

    /**
     * Sets a position up with the engine's {@code Position.of}, with no game on it: the action
     * of the scenarios about attacked squares and check (CHESS-11), which need the position's
     * contract and its attacks, not the legal moves a game lists from its start.
     *
     * @param fen the position
     */
    @When("the position {string} is set up")
    @Quando("a posição {string} é montada")
    public void thePositionIsSetUp(String fen) {
        world.setUp(FenText.reader(fen));
    }

    /**
     * Sets a drawn position up with no game on it, as {@link #thePositionIsSetUp} does.
     *
     * @param side the side to move
     * @param drawing the board
     */
    @When("the board is set up with {colour} to move")
    @Quando("o tabuleiro é montado com as {colour} a jogar")
    public void theBoardIsSetUp(Colour side, String drawing) {
        Map<Square, Piece> pieces = Diagram.read(drawing);
        world.setUp(() -> Position.of(pieces, side, FenText.castling("-"), null, 0, 1));
    }

    @When("the legal moves are listed")
    @Quando("as jogadas legais são listadas")
    public void theLegalMovesAreListed() {
        world.attempt(() -> world.game().legalMoves());
    }

    /**
     * Plays the move a side makes, read as that side's move: out of turn too, so that a scenario
     * of a move out of turn hands the engine the move the text names (White's knight to g5) and
     * the engine itself must refuse it.
     *
     * @param side the side the scenario says moves
     * @param move the move in SAN or in coordinates
     */
    @When("{colour} plays {string}")
    @Quando("as {colour} jogam {string}")
    public void plays(Colour side, String move) {
        world.attempt(() -> {
            Position position = world.game().position();
            Move read = MoveText.read(asSeenBy(side, position), move);
            requireTheSidesPiece(side, position, read.from(), move);
            world.use(world.game().play(read));
        });
    }

    /**
     * The position as a side reads its own moves in: the game's position on that side's turn,
     * else the same pieces with that side to move. Where those pieces make no legal position
     * with that side to move (the other side's king in check), the game's position.
     */
    private static Position asSeenBy(Colour side, Position position) {
        if (position.sideToMove() == side) {
            return position;
        }
        try {
            return Position.of(position.pieces(), side, position.castlingRights(), null, 0, 1);
        } catch (IllegalArgumentException notLegal) {
            return position;
        }
    }

    /**
     * Fails a scenario that names one side but moves the other side's piece on its turn: the
     * step would play the side to move's move under the other side's name.
     */
    private static void requireTheSidesPiece(Colour side, Position position, Square from,
            String move) {
        Colour toMove = position.sideToMove();
        if (side != toMove && position.pieceAt(from).map(Piece::colour)
                .filter(toMove::equals).isPresent()) {
            throw new AssertionError("This scenario has " + side.displayName() + " play "
                    + move + ", but the piece on " + Coordinates.name(from) + " is "
                    + toMove.displayName() + "'s and it is " + toMove.displayName()
                    + "'s move: the step would play " + toMove.displayName() + "'s move. The"
                    + " rule book names the side that moves.");
        }
    }

    /**
     * Reads a move with the engine's own notation ({@code San.parse}) and plays it: the step of
     * the scenarios about reading moves (CHESS-20), where {@code plays} reads them with the rule
     * book's.
     *
     * @param side the side that moves
     * @param move the move in SAN or in coordinates
     */
    @When("{colour}'s move {string} is read and played")
    @Quando("a jogada das {colour} {string} é lida e feita")
    public void isReadAndPlayed(Colour side, String move) {
        world.attempt(() -> {
            Position position = world.game().position();
            Move read = San.parse(position, move);
            requireTheSidesPiece(side, position, read.from(), move);
            world.use(world.game().play(read));
        });
    }

    /**
     * Moves a piece from one square to another, as a player's hand does: the engine itself is
     * asked to play it, whether or not any notation would name a legal move.
     */
    @When("{colour} moves the piece on {square} to {square}")
    @Quando("as {colour} movem a peça de {square} para {square}")
    public void movesThePiece(Colour side, Square from, Square to) {
        Move move = world.game().position().legalMovesFrom(from).stream()
                .filter(legal -> legal.from().equals(from) && legal.to().equals(to))
                .findFirst()
                .orElse(Move.of(from, to));
        requireTheSidesPiece(side, world.game().position(), from,
                Coordinates.name(from) + Coordinates.name(to));
        world.attempt(() -> world.use(world.game().play(move)));
    }

    @When("{colour} resigns")
    @Quando("as {colour} desistem")
    public void resigns(Colour side) {
        world.attempt(() -> world.use(world.game().resign(side)));
    }

    @When("the players agree to a draw")
    @Quando("os jogadores acordam o empate")
    public void thePlayersAgreeToADraw() {
        world.attempt(() -> world.use(world.game().agreeDraw()));
    }

    @When("{colour} claims a draw")
    @Quando("as {colour} reclamam o empate")
    public void claimsADraw(Colour side) {
        world.attempt(() -> world.use(world.game().claimDraw()));
    }

    @When("the position is written as FEN")
    @Quando("a posição é escrita em FEN")
    public void thePositionIsWrittenAsFen() {
        world.attempt(() -> written = world.game().position().fen());
    }

    @When("the game is exported as PGN")
    @Quando("o jogo é exportado em PGN")
    public void theGameIsExportedAsPgn() {
        world.attempt(() -> written = Pgn.write(world.game(),
                Map.of("White", "Ana", "Black", "Rui")));
    }

    /**
     * Exports the game as PGN with the tags of a two-column table, name then value.
     *
     * @param tags the tags, such as {@code | Annotator | Ana's coach |}
     */
    @When("the game is exported as PGN with the tags")
    @Quando("o jogo é exportado em PGN com as etiquetas")
    public void theGameIsExportedAsPgnWithTheTags(Map<String, String> tags) {
        world.attempt(() -> written = Pgn.write(world.game(), tags));
    }

    @Then("the move is played")
    @Entao("a jogada é feita")
    public void theMoveIsPlayed() {
        world.requireDone();
    }

    @Then("the move is rejected")
    @Entao("a jogada é recusada")
    public void theMoveIsRejected() {
        world.requireRefused();
    }

    @Then("it is refused")
    @Entao("é recusado")
    public void itIsRefused() {
        world.requireRefused();
    }

    @Then("the position is refused because {string}")
    @Entao("a posição é recusada porque {string}")
    public void thePositionIsRefusedBecause(String reason) {
        assertThat(world.requirePositionRefused().getMessage()).as("why the position was"
                + " refused").contains(reason);
    }

    @Then("the game is unchanged")
    @Entao("o jogo fica como estava")
    public void theGameIsUnchanged() {
        world.requireUnchanged();
    }

    @Then("the move is rejected because {string}")
    @Entao("a jogada é recusada porque {string}")
    public void theMoveIsRejectedBecause(String reason) {
        assertThat(world.requireRefused().getMessage()).as("why the move was rejected")
                .contains(reason);
    }

    @Then("{colour} is to move")
    @Entao("jogam as {colour}")
    public void isToMove(Colour side) {
        assertThat(world.game().sideToMove())
                .as(() -> "the side to move\n" + world.explained())
                .isEqualTo(side);
    }

    @Then("{square} holds a {colour} {kind}")
    @Entao("em {square} as {colour} têm um(a) {kind}")
    public void holds(Square square, Colour colour, PieceKind kind) {
        assertThat(world.game().position().pieceAt(square))
                .as(() -> "the piece on " + Coordinates.name(square) + "\n"
                        + world.explained())
                .contains(Piece.of(colour, kind));
    }

    @Then("{square} is empty")
    @Entao("{square} está vazia")
    public void isEmpty(Square square) {
        assertThat(world.game().position().pieceAt(square))
                .as(() -> "the piece on " + Coordinates.name(square) + "\n"
                        + world.explained())
                .isEmpty();
    }

    @Then("the board is")
    @Entao("o tabuleiro é")
    public void theBoardIs(String drawing) {
        assertThat(FenText.placement(world.game().position().pieces()))
                .as(() -> "the board\n" + world.explained())
                .isEqualTo(FenText.placement(Diagram.read(drawing)));
    }

    @Then("the piece on {square} can move to exactly {string}")
    @Entao("a peça em {square} pode ir exatamente para {string}")
    public void canMoveToExactly(Square from, String squares) {
        List<String> expected = Arrays.stream(squares.split("\\s+")).sorted().toList();
        List<String> actual = world.game().legalMovesFrom(from).stream()
                .map(move -> Coordinates.name(move.to()))
                .distinct()
                .sorted()
                .toList();
        assertThat(actual).as(() -> "the squares the piece on " + Coordinates.name(from)
                + " can move to\n" + world.explained()).isEqualTo(expected);
    }

    @Then("the piece on {square} cannot move")
    @Entao("a peça em {square} não se pode mover")
    public void cannotMove(Square from) {
        assertThat(world.game().legalMovesFrom(from)).as(() -> "the moves of the piece on "
                + Coordinates.name(from) + "\n" + world.explained())
                .isEmpty();
    }

    @Then("{colour} has {int} legal moves")
    @Entao("as {colour} têm {int} jogada(s) legal/legais")
    public void hasLegalMoves(Colour side, int count) {
        assertThat(world.game().sideToMove()).isEqualTo(side);
        assertThat(world.game().legalMoves())
                .as(() -> "the legal moves\n" + world.explained())
                .hasSize(count);
    }

    @Then("{string} is a legal move")
    @Entao("{string} é uma jogada legal")
    public void isALegalMove(String uci) {
        assertThat(uciMoves()).as(() -> "the legal moves\n" + world.explained())
                .contains(uci);
    }

    @Then("{string} is not a legal move")
    @Entao("{string} não é uma jogada legal")
    public void isNotALegalMove(String uci) {
        assertThat(uciMoves()).as(() -> "the legal moves\n" + world.explained())
                .doesNotContain(uci);
    }

    private List<String> uciMoves() {
        return world.game().legalMoves().stream().map(Coordinates::uci).toList();
    }

    @Then("{colour} is in check")
    @Entao("as {colour} estão em xeque")
    public void isInCheck(Colour side) {
        assertThat(world.position().sideToMove()).isEqualTo(side);
        assertThat(world.position().isInCheck()).as(() -> side.displayName()
                + " should be in check\n" + world.explained()).isTrue();
        if (world.hasGame()) {
            assertThat(world.game().state()).isIn(GameState.CHECK, GameState.CHECKMATE);
        }
    }

    @Then("{colour} is not in check")
    @Entao("as {colour} não estão em xeque")
    public void isNotInCheck(Colour side) {
        assertThat(world.position().sideToMove()).isEqualTo(side);
        assertThat(world.position().isInCheck()).as(() -> side.displayName()
                + " should not be in check\n" + world.explained()).isFalse();
    }

    @Then("{square} is attacked by {colour}")
    @Entao("{square} é atacada pelas {colour}")
    public void isAttackedBy(Square square, Colour side) {
        assertThat(world.position().isAttacked(square, side))
                .as(() -> Coordinates.name(square) + " attacked by " + side.displayName() + "\n"
                        + world.explained())
                .isTrue();
    }

    @Then("{square} is not attacked by {colour}")
    @Entao("{square} não é atacada pelas {colour}")
    public void isNotAttackedBy(Square square, Colour side) {
        assertThat(world.position().isAttacked(square, side))
                .as(() -> Coordinates.name(square) + " attacked by " + side.displayName() + "\n"
                        + world.explained())
                .isFalse();
    }

    @Then("{colour} wins by {string}")
    @Entao("as {colour} ganham por {string}")
    public void winsBy(Colour side, String reason) {
        endsAs(new Outcome(Result.winFor(side), termination(reason)));
    }

    @Then("the game is drawn by {string}")
    @Entao("o jogo termina empatado por {string}")
    public void theGameIsDrawnBy(String reason) {
        Optional<Outcome> outcome = outcome();
        // Two draws that hold at once may each be the reason (issue 74): the other is as right.
        if (outcome.isPresent() && outcome.get().result() == Result.DRAW
                && eitherDrawHolds(world.game(), outcome.get().termination(),
                        termination(reason))) {
            return;
        }
        endsAs(new Outcome(Result.DRAW, termination(reason)));
    }

    /**
     * Checks how the game ended, each end said as the text UI says it in the scenario's
     * language ("Black wins by checkmate (0-1)."): compared as text, the failure names the end
     * the engine gave (a wrong winner, or the state of a game that goes on), where an
     * {@code Optional}'s "to contain ... but did not" named none.
     */
    private void endsAs(Outcome expected) {
        assertThat(said(outcome())).as(() -> "how the game ended\n" + world.explained())
                .isEqualTo(said(Optional.of(expected)));
    }

    /** An end as the text UI says it, or the state of a game that is not over. */
    private String said(Optional<Outcome> end) {
        Texts texts = texts();
        return end.map(outcome -> texts.text("outcome." + outcome.result().name(),
                texts.text("termination." + outcome.termination().name()),
                outcome.result().pgn()))
                .orElseGet(() -> texts.text("state.line",
                        texts.text("state." + world.game().state().name())));
    }

    @Then("the game goes on")
    @Entao("o jogo continua")
    public void theGameGoesOn() {
        assertThat(outcome()).as(() -> "the game should not be over\n" + world.explained())
                .isEmpty();
        assertThat(world.game().legalMoves()).isNotEmpty();
    }

    @Then("{colour} may claim a draw by {string}")
    @Entao("as {colour} podem reclamar o empate por {string}")
    public void mayClaimADrawBy(Colour side, String reason) {
        assertThat(world.game().sideToMove()).isEqualTo(side);
        Optional<Termination> claimable = world.game().claimableDraw();
        // Where both grounds hold the contract lets the engine give either (issue 74): the
        // other one is as right as the one the example names.
        if (claimable.isPresent()
                && eitherDrawHolds(world.game(), claimable.get(), termination(reason))) {
            return;
        }
        assertThat(claimable).as(() -> "the draw " + side.displayName()
                + " may claim\n" + world.explained()).contains(termination(reason));
    }

    /**
     * Whether two reasons for a draw are the pair of one kind, a repetition and a count of moves,
     * that both hold now, by the engine's own count of the position's occurrences and its
     * halfmove clock: a threefold repetition and the fifty-move rule (a claim may give either,
     * {@code Game.claimableDraw}), or a fivefold repetition and the seventy-five-move rule (the
     * automatic end may be either, {@code Game}'s class comment).
     *
     * @param game the game
     * @param one a reason
     * @param other another reason
     * @return {@code true} when the two are such a pair and both hold
     */
    public static boolean eitherDrawHolds(Game game, Termination one, Termination other) {
        Set<Termination> pair = EnumSet.of(one, other);
        int repetitions = game.repetitions();
        int clock = game.position().halfmoveClock();
        return pair.equals(EnumSet.of(Termination.THREEFOLD_REPETITION, Termination.FIFTY_MOVES))
                && repetitions >= REPETITIONS_CLAIMED && clock >= FIFTY_MOVES_CLOCK
                || pair.equals(EnumSet.of(Termination.FIVEFOLD_REPETITION,
                        Termination.SEVENTY_FIVE_MOVES))
                && repetitions >= REPETITIONS_ENDING && clock >= SEVENTY_FIVE_MOVES_CLOCK;
    }

    @Then("no draw can be claimed")
    @Entao("não se pode reclamar o empate")
    public void noDrawCanBeClaimed() {
        assertThat(world.game().claimableDraw()).as("the draw that may be claimed").isEmpty();
    }

    @Then("the state is {string}")
    @Entao("o estado é {string}")
    public void theStateIs(String state) {
        assertThat(texts().text("state." + world.game().state().name())).isEqualTo(state);
    }

    @Then("the FEN is {string}")
    @Entao("a FEN é {string}")
    public void theFenIs(String fen) {
        world.requireDone();
        assertThat(written).isEqualTo(fen);
    }

    @Then("reading the FEN gives the same position")
    @Entao("ler a FEN dá a mesma posição")
    public void readingTheFenGivesTheSamePosition() {
        assertThat(Fen.parse(written).fen()).isEqualTo(written);
    }

    @Then("the PGN has the lines")
    @Entao("o PGN tem as linhas")
    public void thePgnHasTheLines(String lines) {
        world.requireDone();
        for (String line : lines.strip().lines().toList()) {
            assertThat(written.lines().map(String::strip))
                    .as(() -> "the PGN:\n" + written + world.waitsLine())
                    .contains(line.strip());
        }
    }

    /**
     * Checks the first lines of the PGN written, in order and exactly: the tag section's order
     * is part of the standard.
     *
     * @param lines the lines the PGN begins with
     */
    @Then("the PGN begins with the lines")
    @Entao("o PGN começa com as linhas")
    public void thePgnBeginsWithTheLines(String lines) {
        world.requireDone();
        List<String> expected = lines.lines().toList();
        assertThat(written.lines().limit(expected.size()).toList())
                .as(() -> "the PGN:\n" + written + world.waitsLine())
                .isEqualTo(expected);
    }

    @Then("the PGN's moves are {string}")
    @Entao("as jogadas do PGN são {string}")
    public void thePgnsMovesAre(String movetext) {
        world.requireDone();
        assertThat(written.lines().map(String::strip))
                .as(() -> "the PGN:\n" + written + world.waitsLine())
                .contains(movetext);
    }

    @Then("the PGN has no tag {string}")
    @Entao("o PGN não tem a etiqueta {string}")
    public void thePgnHasNoTag(String name) {
        world.requireDone();
        assertThat(written.lines().map(String::strip))
                .as(() -> "the PGN:\n" + written + world.waitsLine())
                .noneMatch(line -> line.startsWith("[" + name + " "));
    }

    @Then("reading the PGN gives the same moves")
    @Entao("ler o PGN dá as mesmas jogadas")
    public void readingThePgnGivesTheSameMoves() {
        assertThat(Pgn.read(written).moves()).isEqualTo(world.game().moves());
    }

    /** The text UI's words in the scenario's language, by which states and ends are named. */
    private Texts texts() {
        return Texts.of(ChessTexts.class, language.language());
    }

    private Optional<Outcome> outcome() {
        return world.game().outcome();
    }

    /**
     * The way a game ends that the scenario names, in its language, as the text UI names it
     * (in English, the engine's own {@code Termination.description()}).
     */
    private Termination termination(String reason) {
        Texts texts = texts();
        return Arrays.stream(Termination.values())
                .filter(value -> texts.text("termination." + value.name()).equals(reason))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the rule book names no reason \""
                        + reason + "\""));
    }
}
