package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.Pgn;
import tabuleiro.chess.Square;

/**
 * The steps about reading the exchange formats (rule CHESS-20): a FEN or a PGN text is read,
 * and the rule book looks at what came out, or at the error that says where and why.
 */
public final class NotationSteps {

    private final ChessWorld world;
    private Square square;
    private IllegalArgumentException error;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public NotationSteps(ChessWorld world) {
        this.world = world;
    }

    @When("the FEN {string} is read")
    @Quando("a FEN {string} é lida")
    public void theFenIsRead(String fen) {
        try {
            world.use(Game.fromFen(fen));
        } catch (IllegalArgumentException wrong) {
            error = wrong;
        }
    }

    @When("the PGN is read")
    @Quando("o PGN é lido")
    public void thePgnIsRead(String pgn) {
        try {
            world.use(Pgn.read(pgn));
        } catch (IllegalArgumentException wrong) {
            error = wrong;
        }
    }

    @When("{string} is read as a square")
    @Quando("{string} é lido como uma casa")
    public void isReadAsASquare(String name) {
        try {
            square = Square.parse(name);
        } catch (IllegalArgumentException wrong) {
            error = wrong;
        }
    }

    @Then("it is the square on file {string} and rank {int}")
    @Entao("é a casa da coluna {string} e da linha {int}")
    public void itIsTheSquare(String file, int rank) {
        assertThat(error).as("the square should be read").isNull();
        assertThat(square.fileLetter()).isEqualTo(file.charAt(0));
        assertThat(square.file()).isEqualTo(file.charAt(0) - 'a');
        assertThat(square.rank()).isEqualTo(rank - 1);
        assertThat(square.name()).isEqualTo(file + rank);
    }

    @Then("it is refused as no square")
    @Entao("é recusado por não ser uma casa")
    public void itIsRefusedAsNoSquare() {
        assertThat(error).as("the name should be refused, but it was read as " + square)
                .isNotNull();
    }

    @Then("it is refused with a message containing {string}")
    @Entao("é recusado com uma mensagem que contém {string}")
    public void itIsRefusedWithAMessageContaining(String message) {
        assertThat(error).as("the text should be refused").isNotNull();
        assertThat(error.getMessage()).contains(message);
    }

    /**
     * Checks that a refused text gave no game: nothing half read is left to play on.
     */
    @Then("no game is read")
    @Entao("nenhum jogo é lido")
    public void noGameIsRead() {
        assertThat(error).as("the text should be refused").isNotNull();
        assertThat(world.hasGame()).as("a refused text should give no game").isFalse();
    }

    @Then("the game read has {int} moves and {colour} is to move")
    @Entao("o jogo lido tem {int} jogada(s) e jogam as {colour}")
    public void theGameReadHasMoves(int moves, Colour side) {
        assertThat(error).as("the text should be read").isNull();
        assertThat(world.game().moves()).hasSize(moves);
        assertThat(world.game().sideToMove()).isEqualTo(side);
    }
}
