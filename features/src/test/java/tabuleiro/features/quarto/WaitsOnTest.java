package tabuleiro.features.quarto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Size;
import tabuleiro.quarto.Square;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the line that says a Quarto example waits on rule QUARTO-09 (issue 46 item 1): it is
 * worked out from the board's empty squares, appears only when the engine finds traits shared by
 * a group with an empty square, and is said in Portuguese inside every message that carries it.
 */
class WaitsOnTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(QuartoGlueWords.class, Language.PORTUGUESE);

    private static final String WAITS = QuartoWorld.waitsOnEmptySquares(square -> true,
            group -> List.of(Size.TALL));

    @Test
    void aGroupWithAnEmptySquareThatSharesTraitsWaitsOnQuarto09() {
        assertThat(WAITS).isEqualTo("row 1 has an empty square, A1, but sharedTraits(row 1) is"
                + " [TALL]: this example waits on rule QUARTO-09 (a group with an empty square"
                + " never wins).\n");
    }

    @Test
    void noLineWhenNoGroupWithAnEmptySquareSharesATrait() {
        assertThat(QuartoWorld.waitsOnEmptySquares(square -> true, group -> List.of())).isEmpty();
        assertThat(QuartoWorld.waitsOnEmptySquares(square -> false,
                group -> List.of(Size.TALL))).isEmpty();
        Board board = new Board();
        board.place(new Square(1, 1), Piece.all().get(0));
        assertThat(QuartoWorld.waitsOnEmptySquares(board)).isEmpty();
        assertThat(QuartoWorld.waitsOnEmptySquares(null)).isEmpty();
    }

    @Test
    void eachMessageThatWaitsIsSaidInPortuguese() {
        String board = "The engine's board (read with pieceAt) is:\n(drawing)";
        // As QuartoWorld.place passes on a contract the engine failed inside place.
        assertThat(PORTUGUESE.say("invariant: pool, board and state agree\nAfter the placement, "
                + WAITS + board)).contains("\nDepois da colocação, row 1 tem uma casa vazia, A1,"
                        + " mas sharedTraits(row 1) é [TALL]: este exemplo espera pela regra"
                        + " QUARTO-09").doesNotContain("waits on");
        // As BoardSteps says a group that should not win.
        assertThat(PORTUGUESE.say("No group of Group.lines() should win, but sharedTraits(row 1)"
                + " is [TALL].\n" + WAITS + board)).contains("espera pela regra QUARTO-09")
                .doesNotContain("waits on").doesNotContain("should win");
        // As TextUiSteps says what the UI did not write.
        String ui = "\n" + WAITS.strip();
        assertThat(PORTUGUESE.say("The text UI should say \"Goodbye!\", but it did not. The last"
                + " thing it wrote was:\nThe game stops here." + ui))
                .startsWith("A interface de texto devia dizer").contains("QUARTO-09")
                .doesNotContain("waits on");
        assertThat(PORTUGUESE.say("The text UI should list:\nPieces\nbut it did not. The last"
                + " thing it wrote was:\nThe game stops here." + ui))
                .startsWith("A interface de texto devia listar").contains("QUARTO-09")
                .doesNotContain("waits on");
    }

    /**
     * The engine's own list of lines or 2x2 squares that fails its contract names that list's
     * rule, in both languages; the reference's lists say nothing.
     */
    @Test
    void aListOfGroupsThatBreaksItsContractWaitsOnItsRule() {
        assertThat(QuartoWorld.waitsOnTheGroups()).isEmpty();
        String board = "The engine's board (read with pieceAt) is:\n(drawing)";
        // As QuartoWorld.place passes on the contract the engine failed inside place.
        assertThat(PORTUGUESE.say("post: nine 2x2 squares\nThe engine's Group.twoByTwo() breaks"
                + " its own contract: this example waits on rule QUARTO-08 (a full 2x2 square"
                + " sharing a trait wins).\n" + board)).contains("O Group.twoByTwo() do motor"
                        + " quebra o seu próprio contrato: este exemplo espera pela regra"
                        + " QUARTO-08")
                .doesNotContain("waits on");
        assertThat(PORTUGUESE.say("post: ten lines\nThe engine's Group.lines() breaks its own"
                + " contract: this example waits on rule QUARTO-07 (a full line sharing a trait"
                + " wins).\n" + board)).contains("O Group.lines() do motor quebra o seu próprio"
                        + " contrato: este exemplo espera pela regra QUARTO-07")
                .doesNotContain("waits on");
        // As TextUiSteps says what the UI did not write, the line last.
        assertThat(PORTUGUESE.say("The text UI should say \"Goodbye!\", but it did not. The last"
                + " thing it wrote was:\nThe game stops here.\nThe engine's Group.twoByTwo()"
                + " breaks its own contract: this example waits on rule QUARTO-08 (a full 2x2"
                + " square sharing a trait wins).")).startsWith("A interface de texto devia dizer")
                .contains("espera pela regra QUARTO-08").doesNotContain("waits on");
        assertThat(PORTUGUESE.say("The text UI should show the menu 3 times, but it showed it 2"
                + " times. It wrote:\nThe game stops here.\nThe engine's Group.lines() breaks its"
                + " own contract: this example waits on rule QUARTO-07 (a full line sharing a trait"
                + " wins).")).startsWith("A interface de texto devia mostrar o menu 3 vezes")
                .contains("espera pela regra QUARTO-07").doesNotContain("waits on");
    }

    /**
     * A game ended with the win given to the player who did not place waits on the winner's
     * rule, in both languages; the reference's games say nothing.
     */
    @Test
    void aWinGivenToThePlayerWhoDidNotPlaceWaitsOnTheWinnerRule() {
        Game game = new QuartoWorld().startGame(Player.FIRST);
        assertThat(QuartoWorld.waitsOnTheWinner(game, Player.FIRST)).isEmpty();
        // Four tall pieces along row 1: the fourth placement wins for its placer.
        List<Piece> tall = Piece.all().stream().filter(piece -> piece.has(Size.TALL)).toList();
        Player placer = null;
        for (int column = 1; column <= 4; column++) {
            game.choose(tall.get(column - 1));
            placer = game.currentPlayer();
            game.place(new Square(column, 1));
        }
        assertThat(game.winner()).contains(placer);
        assertThat(QuartoWorld.waitsOnTheWinner(game, placer)).isEmpty();
        assertThat(PORTUGUESE.say("post: a win for the placer, a draw or a swap\nThe engine gives"
                + " the win to player 2, though player 1 placed the piece that ended the game:"
                + " this example waits on rule QUARTO-19 (the player who completes a winning group"
                + " wins).\n(the board)")).contains("O motor dá a vitória ao jogador 2, mas foi o"
                        + " jogador 1 que colocou a peça que acabou o jogo: este exemplo espera"
                        + " pela regra QUARTO-19").doesNotContain("waits on");
    }

    @Test
    void aFullGroupSharingATraitThatTheEngineLetsGoOnWaitsOnTheWinRule() {
        // Row 1 holds four tall pieces that share nothing else: A1 to D1.
        List<Piece> tall = Piece.all().stream().filter(piece -> piece.has(Size.TALL)).toList();
        List<Piece> row = List.of(tall.get(0), tall.get(7), tall.get(3), tall.get(4));
        java.util.function.Function<Square, java.util.Optional<Piece>> pieceAt = square ->
                square.row() == 1 ? java.util.Optional.of(row.get(square.column() - 1))
                        : java.util.Optional.empty();
        String line = QuartoWorld.waitsOnAMissedWin(pieceAt, tabuleiro.quarto.Variant.CLASSIC);
        assertThat(line).startsWith("row 1 is full and all tall").endsWith(", but the engine says"
                + " the game goes on: this example waits on rule QUARTO-07 (a full line sharing"
                + " a trait wins).\n");
        // As GameSteps says whose turn it is in a game that should have ended.
        assertThat(PORTUGUESE.say("In this scenario player 2 chooses now, but the engine says it"
                + " is player 1.\n" + line + "The engine's board (read with pieceAt) is:\n"
                + "(drawing)")).contains("espera pela regra QUARTO-07")
                .doesNotContain("waits on").doesNotContain("In this scenario");
        assertThat(QuartoWorld.waitsOnAMissedWin(square -> java.util.Optional.empty(),
                tabuleiro.quarto.Variant.SQUARES)).isEmpty();
    }

    /**
     * A missed win is read with the rule book's own groups for the scenario's rules (the 2x2
     * squares under the squares rules alone), and a win on a square under the classic rules
     * waits on the squares' rule, in both languages.
     */
    @Test
    void theSquaresWinUnderTheirRulesAloneAndWaitOnTheirRule() {
        Group square = Group.twoByTwo().get(0);
        List<Piece> tall = Piece.all().stream().filter(piece -> piece.has(Size.TALL)).toList();
        java.util.function.Function<Square, java.util.Optional<Piece>> pieceAt = at -> {
            int index = square.squares().indexOf(at);
            return index < 0 ? java.util.Optional.empty()
                    : java.util.Optional.of(tall.get(index * 2 + 1));
        };
        assertThat(QuartoWorld.waitsOnAMissedWin(pieceAt, tabuleiro.quarto.Variant.SQUARES))
                .startsWith(square + " is full and all tall").contains("QUARTO-08");
        assertThat(QuartoWorld.waitsOnAMissedWin(pieceAt, tabuleiro.quarto.Variant.CLASSIC))
                .isEmpty();
        String line = QuartoWorld.waitsOnASquareWin(tabuleiro.quarto.Variant.CLASSIC,
                java.util.Optional.of(square));
        assertThat(line).isEqualTo("The engine's win is on " + square + ", a 2x2 square, but"
                + " under the classic rules only a row, a column or a diagonal wins: this example"
                + " waits on rule QUARTO-08 (a full 2x2 square sharing a trait wins, in the squares"
                + " variant only).\n");
        assertThat(QuartoWorld.waitsOnASquareWin(tabuleiro.quarto.Variant.SQUARES,
                java.util.Optional.of(square))).isEmpty();
        assertThat(QuartoWorld.waitsOnASquareWin(tabuleiro.quarto.Variant.CLASSIC,
                java.util.Optional.of(Group.lines().get(0)))).isEmpty();
        assertThat(QuartoWorld.waitsOnASquareWin(tabuleiro.quarto.Variant.CLASSIC,
                java.util.Optional.empty())).isEmpty();
        assertThat(PORTUGUESE.say(line + "(the board)")).startsWith("A vitória do motor é em")
                .contains("espera pela regra QUARTO-08").doesNotContain("waits on");
    }

    @Test
    void aFullGroupWhoseTraitsTheEngineMisreadsWaitsOnTheWinRule() {
        // Row 1 holds three tall pieces and a short one on D1, as a win check of three reads it.
        List<Piece> tall = Piece.all().stream().filter(piece -> piece.has(Size.TALL)).toList();
        Piece small = Piece.all().stream().filter(piece -> piece.has(Size.SHORT)).findFirst()
                .orElseThrow();
        List<Piece> row = List.of(tall.get(0), tall.get(1), tall.get(2), small);
        java.util.function.Function<Square, java.util.Optional<Piece>> pieceAt = square ->
                square.row() == 1 ? java.util.Optional.of(row.get(square.column() - 1))
                        : java.util.Optional.empty();
        String line = QuartoWorld.waitsOnAFalseWin(pieceAt,
                group -> group.name().equals("row 1") ? List.of(Size.TALL) : List.of());
        assertThat(line).isEqualTo("sharedTraits(row 1) is [TALL], but the piece on D1 is not"
                + " tall: this example waits on rule QUARTO-07 (a full line sharing a trait"
                + " wins).\n");
        assertThat(QuartoWorld.waitsOnAFalseWin(pieceAt, group -> List.of())).isEmpty();
        // The board the rule book reads with its own engine shows no false win.
        Board board = new Board();
        for (int column = 1; column <= 4; column++) {
            board.place(new Square(column, 1), row.get(column - 1));
        }
        assertThat(QuartoWorld.waitsOnAFalseWin(board)).isEmpty();
        assertThat(QuartoWorld.waitsOnAFalseWin((Board) null)).isEmpty();
        // As GameSteps says whose turn it is in a game the engine ended, and as a set-up says it.
        assertThat(PORTUGUESE.say("In this scenario player 2 chooses now, but the engine says it"
                + " is player 1.\n" + line + "The engine's board (read with pieceAt) is:\n"
                + "(drawing)")).contains("sharedTraits(row 1) é [TALL], mas a peça em D1 não é")
                .contains("espera pela regra QUARTO-07").doesNotContain("waits on");
        assertThat(PORTUGUESE.say("To set this scenario up, its pieces are chosen and placed one"
                + " by one, but the game ended before [P; on D2 could be.\n" + line
                + "The engine's board (read with pieceAt) is:\n(drawing)"))
                .startsWith("Para preparar este cenário").contains("espera pela regra QUARTO-07")
                .doesNotContain("waits on");
    }
}
