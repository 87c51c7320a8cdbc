package tabuleiro.features.connectfour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.features.GlueWords;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the lines that say which rule a Connect Four example waits on (issue 46 item 1): they
 * are worked out from the grid alone, appear only when the grid shows the cause, and are said in
 * Portuguese by the rule book's twins inside every message that carries them.
 */
class WaitsOnTest {

    private static final String FOUR_ALONG_THE_BOTTOM =
            """
              1 2 3 4 5 6 7
            1 . . . . . . .
            2 . . . . . . .
            3 . . . . . . .
            4 . . . . . . .
            5 . . . 2 2 2 .
            6 . . . 1 1 1 1
            """;

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(GlueWords.class, Language.PORTUGUESE);

    @Test
    void aFourTheEngineMissesWaitsOnTheWinCheck() {
        String line = ConnectFourWorld.waitsOnTheWinCheck(Grid.parse(FOUR_ALONG_THE_BOTTOM),
                Optional.empty());

        assertThat(line).isEqualTo("The grid has four in a row of player 1 at (6,4) (6,5) (6,6)"
                + " (6,7), but the engine names no winner: this example waits on rule C4-09"
                + " (four in a row wins, across, down or on a diagonal) and C4-10 (the win ends"
                + " the game).\n");
    }

    @Test
    void noLineWhenTheEngineNamesAWinnerOrTheGridHasNoFour() {
        assertThat(ConnectFourWorld.waitsOnTheWinCheck(Grid.parse(FOUR_ALONG_THE_BOTTOM),
                Optional.of(Player.FIRST))).isEmpty();
        assertThat(ConnectFourWorld.waitsOnTheWinCheck(Grid.empty(), Optional.empty())).isEmpty();
        Game won = Game.newGame().play(4).play(4).play(5).play(5).play(6).play(6).play(7);
        assertThat(ConnectFourWorld.waitsOnTheWinCheck(won)).isEmpty();
        assertThat(ConnectFourWorld.waitsOnTheWinCheck((Game) null)).isEmpty();
    }

    /**
     * A full grid without four that the engine lets go on waits on the draw rule, in both
     * languages; the reference's games, a full grid drawn and a game under way, say nothing.
     */
    @Test
    void aFullGridTheEngineLetsGoOnWaitsOnTheDrawRule() {
        assertThat(ConnectFourWorld.waitsOnTheFullGrid(null)).isEmpty();
        assertThat(ConnectFourWorld.waitsOnTheFullGrid(Game.newGame().play(4))).isEmpty();
        Game drawn = Game.newGame();
        // Columns filled in pairs 1-2, 3-4, 5-6 (each pair shifted), then 7: no four anywhere.
        int[] columns = {1, 2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 1, 3, 4, 3, 4, 3, 4, 4, 3, 4, 3, 4, 3,
            5, 6, 5, 6, 5, 6, 6, 5, 6, 5, 6, 5, 7, 7, 7, 7, 7, 7};
        for (int column : columns) {
            drawn.play(column);
        }
        assertThat(drawn.isOver()).isTrue();
        assertThat(ConnectFourWorld.waitsOnTheFullGrid(drawn)).isEmpty();
        String line = "The grid is full with no four in a row, but the engine says the game goes"
                + " on: this example waits on rule C4-11 (a full grid without four in a row is a"
                + " draw).\n";
        assertThat(PORTUGUESE.say("invariant: the game is over exactly when someone has won or"
                + " the grid is full\n" + line + "(the grid)")).contains("A grelha está cheia sem"
                        + " quatro em linha, mas o motor diz que o jogo continua: este exemplo"
                        + " espera pela regra C4-11").doesNotContain("waits on");
        assertThat(PORTUGUESE.say("The moves typed should play the game to its end, but the text"
                + " UI stopped before. The last thing it wrote was:\n(the screen)\n"
                + line.strip())).startsWith("As jogadas escritas deviam levar o jogo até ao fim")
                .contains("espera pela regra C4-11").doesNotContain("waits on");
    }

    /**
     * A move after which the engine's next player is not the one the counts give (a turn not
     * passed after the winning move, say) waits on the turn's rule, in both languages; the
     * reference's games, under way, won or drawn, say nothing.
     */
    @Test
    void aTurnTheEngineDoesNotPassWaitsOnTheTurnsRule() {
        String line = ConnectFourWorld.waitsOnTheTurn(Grid.parse(FOUR_ALONG_THE_BOTTOM),
                Player.FIRST);
        assertThat(line).isEqualTo("The grid holds 4 discs of player 1 and 3 of player 2, so"
                + " player 2 is to move, but nextPlayer is 1: this example waits on rule C4-12"
                + " (nextPlayer follows the turns of C4-04).\n");
        assertThat(ConnectFourWorld.waitsOnTheTurn(Grid.parse(FOUR_ALONG_THE_BOTTOM),
                Player.SECOND)).isEmpty();
        assertThat(ConnectFourWorld.waitsOnTheTurn(Grid.empty(), Player.FIRST)).isEmpty();
        assertThat(ConnectFourWorld.waitsOnTheTurn((Game) null)).isEmpty();
        Game won = Game.newGame().play(4).play(4).play(5).play(5).play(6).play(6).play(7);
        assertThat(ConnectFourWorld.waitsOnTheTurn(won)).isEmpty();
        assertThat(ConnectFourWorld.waitsOnTheTurn(Game.newGame().play(3))).isEmpty();
        String grid = "The engine's grid (read with valueAt) is:\n" + FOUR_ALONG_THE_BOTTOM;
        // As ConnectFourWorld.play passes on a postcondition the engine failed inside play.
        assertThat(PORTUGUESE.say("post: the players alternate\n" + line + grid))
                .contains("\nA grelha tem 4 peças do jogador 1 e 3 do jogador 2, por isso joga o"
                        + " jogador 2, mas nextPlayer é 1: este exemplo espera pela regra C4-12")
                .doesNotContain("waits on");
        // As TextUiSteps says a line the UI did not write, and a game it stopped.
        assertThat(PORTUGUESE.say("The text UI should say \"Player 1 wins.\", but it did not."
                + " The last thing it wrote was:\n(the screen)" + GameSteps.afterward(line)))
                .startsWith("A interface de texto devia dizer").endsWith("este exemplo espera"
                        + " pela regra C4-12 (nextPlayer segue a alternância da C4-04).");
        assertThat(PORTUGUESE.say("The moves typed should play the game to its end, but the text"
                + " UI stopped before. The last thing it wrote was:\n(the screen)"
                + GameSteps.afterward(line))).startsWith("As jogadas escritas")
                .contains("espera pela regra C4-12").doesNotContain("waits on");
    }

    @Test
    void aColumnWithSpaceThatHasSpaceRefusesWaitsOnHasSpace() {
        Grid grid = Grid.parse(FOUR_ALONG_THE_BOTTOM);

        assertThat(ConnectFourWorld.waitsOnHasSpaceIn(grid, column -> column != 5))
                .isEqualTo("Column 5 holds 2 discs, but hasSpace is false: this example waits"
                        + " on rule C4-05 (hasSpace).\n");
        assertThat(ConnectFourWorld.waitsOnHasSpaceIn(grid, column -> true)).isEmpty();
        assertThat(ConnectFourWorld.waitsOnHasSpaceIn(Game.newGame().play(4))).isEmpty();
    }

    @Test
    void eachMessageThatWaitsIsSaidInPortuguese() {
        String waits = ConnectFourWorld.waitsOnTheWinCheck(Grid.parse(FOUR_ALONG_THE_BOTTOM),
                Optional.empty());
        String grid = "The engine's grid (read with valueAt) is:\n" + FOUR_ALONG_THE_BOTTOM;
        // As ConnectFourWorld.play passes on a contract the engine failed inside play.
        assertThat(PORTUGUESE.say("invariant: the stored fields agree with the grid (C4-13)\n"
                + waits + grid)).contains("\nA grelha tem quatro em linha do jogador 1 em (6,4)"
                        + " (6,5) (6,6) (6,7), mas o motor não dá vencedor: este exemplo espera"
                        + " pela regra C4-09").contains("A grelha do motor (lida com valueAt)")
                .doesNotContain("waits on");
        // As GameSteps says a win it did not see.
        assertThat(PORTUGUESE.say("player 1 should have won with (6,4) (6,5) (6,6) (6,7), but"
                + " isOver is false and winner is nobody.\n" + waits + grid))
                .startsWith("O jogador 1 devia ter ganho com").contains("espera pela regra C4-09")
                .doesNotContain("waits on");
        // As TextUiSteps says a game the UI stopped.
        assertThat(PORTUGUESE.say("The moves typed should play the game to its end, but the text"
                + " UI stopped before. The last thing it wrote was:\nThe game stops here."
                + GameSteps.afterward(waits))).startsWith("As jogadas escritas")
                .endsWith("este exemplo espera pela regra C4-09 (quatro em linha ganham, na"
                        + " horizontal, na vertical ou numa diagonal) e pela C4-10 (a vitória"
                        + " acaba o jogo).");
        // As GameSteps says a grid that differs.
        String space = ConnectFourWorld.waitsOnHasSpaceIn(Grid.parse(FOUR_ALONG_THE_BOTTOM),
                column -> column != 5);
        assertThat(PORTUGUESE.say("The grid should be:\n" + FOUR_ALONG_THE_BOTTOM
                + "\nbut the engine's grid (read with valueAt) is:\n" + FOUR_ALONG_THE_BOTTOM
                + "\nThey differ at (6,5) (expected 1, found 0)." + GameSteps.afterward(space)))
                .endsWith("Diferem em (6,5) (expected 1, found 0).\nA coluna 5 tem 2 peças, mas"
                        + " hasSpace é false: este exemplo espera pela regra C4-05 (hasSpace).");
    }

    @Test
    void aSetUpDiscThatIsNotWhereItFallsWaitsOnTheDroppingRuleInBothLanguages() {
        String grid = "The engine's grid (read with valueAt) is:\n" + FOUR_ALONG_THE_BOTTOM;
        // As ConnectFourWorld.setUp says a disc that landed a row too high.
        String elsewhere = "To set this scenario up, the columns [4, 4] are played from a new"
                + " game, but after move 1 (column 4) row 6 of the column, the lowest empty one,"
                + " is still empty (valueAt is 0): this example waits on rule C4-06 (play drops"
                + " the disc into the lowest empty position).\n" + grid;
        assertThat(PORTUGUESE.say(elsewhere)).startsWith("Para preparar este cenário, as colunas"
                + " [4, 4] são jogadas a partir de um jogo novo, mas depois da jogada 1 (coluna"
                + " 4) a linha 6 da coluna, a mais baixa vazia, continua vazia (valueAt é 0): este"
                + " exemplo espera pela regra C4-06").doesNotContain("waits on");
        // As it says the same after a contract of play the engine broke.
        String contract = "To set this scenario up, the columns [4] are played from a new game,"
                + " but move 1 (column 4) broke a contract of play: post: the disc lands in the"
                + " lowest empty row (C4-06)\nRow 6 of the column, the lowest empty one, is still"
                + " empty (valueAt is 0): this example waits on rule C4-06 (play drops the disc"
                + " into the lowest empty position).\n" + grid;
        assertThat(PORTUGUESE.say(contract)).contains("mas a jogada 1 (coluna 4) quebrou um"
                + " contrato de play", "\nA linha 6 da coluna, a mais baixa vazia, continua vazia",
                "este exemplo espera pela regra C4-06").doesNotContain("waits on");
    }
}
