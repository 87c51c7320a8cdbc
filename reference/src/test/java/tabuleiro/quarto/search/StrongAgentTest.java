package tabuleiro.quarto.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.BoardText;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Size;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;

/** Tests of the strong agent's decisions and of the search's coding of positions. */
class StrongAgentTest {

    /** Sets a game up at a drawn position, each piece chosen and placed in reading order. */
    private static Game at(Player toPlace, String... rows) {
        var board = BoardText.parse(String.join("\n", rows));
        int count = board.count();
        Game game = Game.start(Variant.SQUARES, count % 2 == 0 ? toPlace : toPlace.opponent());
        for (Square square : Square.all()) {
            board.pieceAt(square).ifPresent(piece -> game.choose(piece).place(square));
        }
        return game;
    }

    private static final String[] THREE_TALL = {
        "1     |     |     |     1",
        "2     | (p; |     |     2",
        "3 (B! | [P; | (P! |     3",
        "4     |     |     |     4"};

    @Test
    void itCompletesAWinningGroupWhenItCan() {
        Game game = at(Player.FIRST, THREE_TALL);
        game.choose(Piece.parse("[B;"));

        assertThat(StrongAgent.ofDepth(3).chooseSquare(game)).isEqualTo(Square.parse("D3"));
        assertThat(new StrongAgent(Duration.ofMillis(50)).chooseSquare(game))
                .isEqualTo(Square.parse("D3"));
    }

    @Test
    void itHandsOverNoPieceThatWinsAtOnce() {
        Game game = at(Player.FIRST, THREE_TALL);

        Piece piece = new StrongAgent(Duration.ofMillis(50)).choosePiece(game);

        // Tall pieces win on D3, short dark ones on C2 (square B2-C3, all dark).
        assertThat(piece.size()).isEqualTo(Size.SHORT);
        assertThat(piece.colour().name()).isEqualTo("LIGHT");
    }

    @Test
    void onTheEmptyBoardItConsidersOneSquareOfEachKind() {
        Game game = Game.start(Variant.SQUARES, Player.FIRST);
        StrongAgent agent = StrongAgent.ofDepth(2);
        game.choose(agent.choosePiece(game));

        assertThat(game.chosenPiece()).contains(Piece.all().get(0));
        assertThat(agent.chooseSquare(game)).isIn(Square.parse("A1"), Square.parse("B1"),
                Square.parse("B2"));
    }

    @Test
    void itNeverLosesToTheRandomAgentInTheseSeededGames() {
        for (long seed = 1; seed <= 6; seed++) {
            Game game = Game.start(Variant.SQUARES, seed % 2 == 0 ? Player.FIRST : Player.SECOND);
            Agent strong = StrongAgent.ofDepth(2);
            Agent random = new RandomAgent(seed);
            while (!game.isOver()) {
                Agent chooser = game.chooser() == Player.FIRST ? strong : random;
                game.choose(chooser.choosePiece(game));
                Agent placer = game.currentPlayer() == Player.FIRST ? strong : random;
                game.place(placer.chooseSquare(game));
            }
            assertThat(game.winner()).as("seed %d", seed).isNotEqualTo(
                    java.util.Optional.of(Player.SECOND));
        }
    }

    @Test
    void aSearchToTheEndFindsTheForcedResult() {
        // Two squares left: whatever happens the search reaches the end of the game.
        Game game = at(Player.FIRST,
                "1 [B! | (B; | (p! | [P! 1",
                "2 (p; | [p! | [b; | [P; 2",
                "3 (B! | [b! | (P! | (b; 3",
                "4 (b! | [p; |     |     4");
        StrongAgent agent = new StrongAgent(Duration.ofSeconds(5));

        Piece piece = agent.choosePiece(game);
        game.choose(piece);
        game.place(agent.chooseSquare(game));
        game.choose(agent.choosePiece(game));
        game.place(agent.chooseSquare(game));

        assertThat(game.isOver()).isTrue();
    }

    @Test
    void theBudgetAndTheDepthMustBePositive() {
        assertThatIllegalArgumentException().isThrownBy(() -> new StrongAgent(Duration.ZERO));
        assertThatIllegalArgumentException().isThrownBy(() -> StrongAgent.ofDepth(0));
        assertThatIllegalArgumentException().isThrownBy(() -> StrongAgent.ofDepth(17));
        assertThat(new StrongAgent()).isNotNull();
    }

    @Test
    void piecesAndSquaresAreCodedBothWays() {
        for (Piece piece : Piece.all()) {
            assertThat(Search.piece(Search.code(piece))).isEqualTo(piece);
        }
        for (Square square : Square.all()) {
            assertThat(Search.square(Search.index(square))).isEqualTo(square);
        }
    }
}
