package tabuleiro.quarto.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;
import tabuleiro.ui.Language;

/**
 * Tests of the text UI in Portuguese: its screens are Portuguese from the menu to the result,
 * and the commands of both languages are understood.
 */
class TextUiPortugueseTest {

    private final StringWriter output = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), output, Language.PORTUGUESE);
    }

    private String transcript() {
        return output.toString().replace(System.lineSeparator(), "\n");
    }

    private static Game newGame() {
        return Game.start(Variant.SQUARES, Player.FIRST);
    }

    @Test
    void aWholeSessionIsInPortugueseAndTakesTheCommandsOfBothLanguages() {
        String typed = String.join("\n", "b", "help", "a", "ajuda", "1a", "a", "b", "e5", "B1",
                "c", "a1", "c1", "?", "d", "1d", "a", "quit", "");
        TextUi ui = ui(typed);

        boolean fine = ui.run(TextUiPortugueseTest::newGame, ui.keyboard(), ui.keyboard());

        assertThat(fine).isTrue();
        assertThat(transcript())
                .startsWith("Quarto!\n  a: Regras\n  b: Jogar\n  z: Sair\nOpção? Novo jogo."
                        + " Jogador 1: humano. Jogador 2: humano. O jogador 1 coloca primeiro.")
                .contains("Peças por jogar:\n   a:(B!  b:(B;  c:[B!  d:[B;\n")
                .contains("Jogador 2, que peça para o jogador 1? (letra; z: menu; ajuda) Escolha"
                        + " a peça que o jogador 1 coloca a seguir: escreva a sua letra,"
                        + " maiúscula ou minúscula; uma peça indica-se por uma letra de a a p.")
                .contains("Escreva z para voltar ao menu.\nEscreva sair (ou quit) para parar.\n")
                .contains("O jogador 2 escolhe (B! para o jogador 1.")
                .contains("Jogador 1, onde coloca (B! ? (como A1 ou 1a; z: menu; ajuda) Indique"
                        + " uma casa vazia para a peça grande branca redonda maciça:")
                .contains("O jogador 1 coloca (B! em A1.")
                .contains("Tente de novo: a indica a peça grande branca redonda maciça, que já"
                        + " está no tabuleiro; uma peça indica-se por uma letra de b a p.\n")
                .contains("Tente de novo: a linha é um algarismo de 1 a 4, mas foi escrito 5.\n")
                .contains("Tente de novo: a casa A1 está ocupada pela peça grande branca redonda"
                        + " maciça; escolha uma casa vazia.\n")
                .contains("O jogador 2 coloca [B; em D1.")
                .contains("O jogador 2 ganha com a linha 1, todas grandes e brancas.\n")
                .contains("O Quarto joga-se a dois, num tabuleiro 4x4 com 16 peças.")
                .endsWith("Opção? Até breve!\n")
                .doesNotContain("Player", "Try again", "piece");
    }

    @Test
    void theLettersLeftAndTheOnlyPieceLeftAreSaidInPortuguese() {
        TextUi ui = ui("a\na1\nc\nc1\nq\nz\n");

        ui.play(newGame(), ui.keyboard(), ui.keyboard());

        assertThat(transcript()).contains("Tente de novo: uma peça indica-se por uma das letras"
                + " b, d a p, mas foi escrito q.\n").contains("O jogador 2 desistiu. De volta ao"
                + " menu.");
        Pool lastPiece = Pool.full();
        for (Piece piece : Piece.all().subList(0, Piece.COUNT - 1)) {
            lastPiece = lastPiece.without(piece);
        }
        assertThat(new Words(Language.PORTUGUESE).letters(lastPiece))
                .isEqualTo("a única peça que resta é a p");
    }

    @Test
    void aSquareTypedWrongIsAnsweredInPortuguese() {
        TextUi ui = ui("a\n1e\nAB\nsair\n");

        ui.play(newGame(), ui.keyboard(), ui.keyboard());

        assertThat(transcript())
                .contains("Tente de novo: a coluna é uma letra de A a D, mas foi escrito e.\n")
                .contains("Tente de novo: uma casa é a letra da coluna, de A a D, e o algarismo"
                        + " da linha, de 1 a 4, por qualquer ordem, como A1 ou 1a, mas foi"
                        + " escrito \"AB\".\n")
                .endsWith("O jogador 1 desistiu.\n");
    }

    @Test
    void anEnginesFailureIsIntroducedInPortugueseAndQuotedInEnglish() {
        Agent unfinished = new Agent() {
            @Override
            public Piece choosePiece(Game game) {
                throw new UnsupportedOperationException("Exercise 6: implement it");
            }

            @Override
            public Square chooseSquare(Game game) {
                throw new UnsupportedOperationException("Exercise 6: implement it");
            }
        };
        boolean fine = ui("b\n").run(TextUiPortugueseTest::newGame, unfinished, unfinished);

        assertThat(fine).isFalse();
        assertThat(transcript()).contains("O motor do jogo não está terminado: o exercício 6"
                + " pede it, que ainda não está escrito.\nO jogo fica por aqui.\n");
    }

    @Test
    void twoAgentsPlayToTheEndWithTheResultInPortuguese() {
        Game game = ui("").play(newGame(), new RandomAgent(1), new RandomAgent(2));

        assertThat(game.isOver()).isTrue();
        assertThat(transcript()).contains("Jogador 1: agente aleatório. Jogador 2: agente"
                + " aleatório.").containsPattern("O jogador [12] ganha com (a linha|a coluna|a"
                + " diagonal|o quadrado) [A-D1-4-]+, todas [a-zç]+( e [a-zç]+)*\\.\n"
                + "|Empate: o tabuleiro está cheio\\.\n");
    }
}
