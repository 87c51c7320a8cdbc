package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.Optional;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.Pgn;
import tabuleiro.chess.Square;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.ui.Language;

/**
 * The steps about reading the exchange formats (rule CHESS-20): a FEN or a PGN text is read,
 * and the rule book looks at what came out, or at the error that says where and why.
 */
public final class NotationSteps {

    private final ChessWorld world;
    private final ScenarioLanguage language;
    private String name;
    private Square square;
    private IllegalArgumentException error;
    /** The PGN text read, for a failed check of its refusal's words. */
    private String pgn;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the scenario's language, in which a failed check says what it expected
     */
    public NotationSteps(ChessWorld world, ScenarioLanguage language) {
        this.world = world;
        this.language = language;
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
        this.pgn = pgn;
        try {
            world.use(Pgn.read(pgn));
        } catch (IllegalArgumentException wrong) {
            error = wrong;
            world.refusedToRead(wrong, pgn);
        }
    }

    @When("{string} is read as a square")
    @Quando("{string} é lido como uma casa")
    public void isReadAsASquare(String name) {
        this.name = name;
        try {
            square = Square.parse(name);
        } catch (IllegalArgumentException wrong) {
            error = wrong;
        }
    }

    @Then("it is the square on file {string} and rank {int}")
    @Entao("é a casa da coluna {string} e da linha {int}")
    public void itIsTheSquare(String file, int rank) {
        String expected = file + rank;
        if (error != null) {
            throw new AssertionError(say("\"" + name + "\" should be read as the square "
                    + expected + ", but Square.parse refused it: " + error.getMessage(),
                    "\"" + name + "\" devia ser lido como a casa " + expected + ", mas"
                    + " Square.parse recusou-o: " + error.getMessage()));
        }
        // Said in the board's notation (file letter, rank 1 to 8), never the record's 0-based
        // numbers: a student reads "rank 2", not "expected 0 but was 1".
        String read = notation(square);
        if (!read.equals(expected)) {
            throw new AssertionError(say("\"" + name + "\" should be read as the square "
                    + expected + " (file " + file + ", rank " + rank + "), but Square.parse read"
                    + " it as " + read + " (file " + read.charAt(0) + ", rank "
                    + read.substring(1) + ")", "\"" + name + "\" devia ser lido como a casa "
                    + expected + " (coluna " + file + ", linha " + rank + "), mas Square.parse"
                    + " leu-o como " + read + " (coluna " + read.charAt(0) + ", linha "
                    + read.substring(1) + ")"));
        }
        assertThat(square.fileLetter()).as(say("the file letter of " + expected,
                "a letra da coluna de " + expected)).isEqualTo(file.charAt(0));
        assertThat(square.name()).as(say("the name of the square " + expected,
                "o nome da casa " + expected)).isEqualTo(expected);
    }

    @Then("it is refused as no square")
    @Entao("é recusado por não ser uma casa")
    public void itIsRefusedAsNoSquare() {
        if (error == null) {
            throw new AssertionError(say("\"" + name + "\" names no square and should be"
                    + " refused, but Square.parse read it as " + notation(square),
                    "\"" + name + "\" não é nome de casa e devia ser recusado, mas Square.parse"
                    + " leu-o como " + notation(square)));
        }
    }

    /** A square in the board's notation, from the record's numbers: {@code e4}. */
    private static String notation(Square square) {
        if (square == null) {
            return "null";
        }
        return "" + (char) ('a' + square.file()) + (square.rank() + 1);
    }

    /** A check's words in the scenario's language. */
    private String say(String english, String portuguese) {
        return language.language() == Language.PORTUGUESE ? portuguese : english;
    }

    @Then("it is refused with a message containing {string}")
    @Entao("é recusado com uma mensagem que contém {string}")
    public void itIsRefusedWithAMessageContaining(String message) {
        requireRefused();
        if (pgn != null && !String.valueOf(error.getMessage()).contains(message)) {
            // The engine's reader stopped somewhere else than the rule book's words say: the
            // board it stopped in may show another rule wrong (a mate not seen).
            Optional<Game> stopped = PgnReplay.replay(pgn);
            String waits = stopped.map(game -> world.waitsIn(game.position())).orElse("");
            if (!waits.isEmpty()) {
                throw new AssertionError("The text should be refused with a message containing \""
                        + message + "\", but the engine refused it with \"" + error.getMessage()
                        + "\".\n" + ChessWorld.drawn(stopped.get().position()) + "\n" + waits);
            }
        }
        assertThat(error.getMessage()).contains(message);
    }

    /**
     * Checks that the text was refused; when the engine read it, the board of the game it read
     * shows which rule the example waits on, if any (a mate not seen lets a move after it be
     * played).
     */
    private void requireRefused() {
        if (error == null && world.hasGame() && !world.waits().isEmpty()) {
            throw new AssertionError("The text should be refused, but the engine read it.\n"
                    + world.explained());
        }
        assertThat(error).as("the text should be refused").isNotNull();
    }

    /**
     * Checks that a refused text gave no game: nothing half read is left to play on.
     */
    @Then("no game is read")
    @Entao("nenhum jogo é lido")
    public void noGameIsRead() {
        requireRefused();
        assertThat(world.hasGame()).as("a refused text should give no game").isFalse();
    }

    @Then("the game read has {int} moves and {colour} is to move")
    @Entao("o jogo lido tem {int} jogada(s) e jogam as {colour}")
    public void theGameReadHasMoves(int moves, Colour side) {
        if (error != null && pgn != null) {
            throw world.notRead();
        }
        assertThat(error).as("the text should be read").isNull();
        assertThat(world.game().moves()).hasSize(moves);
        assertThat(world.game().sideToMove()).isEqualTo(side);
    }
}
