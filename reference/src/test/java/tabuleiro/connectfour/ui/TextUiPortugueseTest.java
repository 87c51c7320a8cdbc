package tabuleiro.connectfour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.RandomAgent;
import tabuleiro.ui.Language;

/**
 * Tests of the text UI in Portuguese: the screens are the Portuguese bundle's, and what a person
 * types is understood in both languages.
 */
class TextUiPortugueseTest {

    private final StringWriter output = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), output, GridView.plain(), Language.PORTUGUESE);
    }

    private String transcript() {
        return output.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void aWholeSessionIsPlayedWithPortugueseScreensAndTheCommandsOfBothLanguages() {
        // Game 1: help in Portuguese, a word, a column off the grid, then player 1 wins along
        // the bottom row; "help" at the question in English, "sim" to play again.
        // Game 2: one move, then "quit" typed in English.
        TextUi ui = ui("ajuda\n1\nquatro\n1\n9\n2\n2\n3\n3\n4\nhelp\nsim\n4\nquit\n");

        boolean ended = ui.playSession(ui.keyboard(), ui.keyboard());

        assertThat(ended).isTrue();
        assertThat(transcript())
                .startsWith("Novo jogo. Jogador 1 (X): humano. Jogador 2 (O): humano.\n")
                .contains("Vez do Jogador 1 (X).\nColuna (1-7, q para sair)? Escreva o número de"
                        + " uma coluna com espaço, para largar nela uma peça: 1, 2, 3, 4, 5, 6, 7."
                        + " Escreva q (ou sair) para parar o jogo.\nEscreva sair (ou quit) para"
                        + " parar.\nColuna (1-7, q para sair)? Jogador 1 (humano) joga na coluna"
                        + " 1.")
                .contains("Coluna (1-7, q para sair)? Escreva o número de uma coluna de 1 a 7 que"
                        + " tenha espaço; \"quatro\" não é um número.\n")
                .contains("Coluna (1-7, q para sair)? Escreva o número de uma coluna de 1 a 7 que"
                        + " tenha espaço; não há coluna 9.\n")
                .contains("6 [X][X][X][X] .  .  .\n\nJogador 1 ganha com (6,1) (6,2) (6,3)"
                        + " (6,4).\nJogos ganhos: jogador 1 1, jogador 2 0; empates 0.\n"
                        + "Jogar outra vez? (s/n) Escreva s (ou sim, y, yes) para jogar outro"
                        + " jogo, n (ou não, nao, no) para parar.\nEscreva sair (ou quit) para"
                        + " parar.\nJogar outra vez? (s/n) Novo jogo.")
                .endsWith("Vez do Jogador 2 (O).\nColuna (1-7, q para sair)? Jogador 2 desistiu."
                        + " O jogo termina aqui.\n")
                .doesNotContain("Player", "column", "Type");
    }

    @Test
    void aDrawIsAnnouncedAndEnglishAnswersEndTheSession() {
        String draw = "7 6 7 6 7 6 6 7 6 7 6 7 5 4 5 4 5 4 4 3 4 3 4 3 3 5 3 5 3 5 2 1 2 1 2 1 1"
                + " 2 1 2 1 2 ";
        TextUi ui = ui(draw.replace(' ', '\n') + "maybe\nno\n");

        assertThat(ui.playSession(ui.keyboard(), ui.keyboard())).isTrue();
        assertThat(transcript()).contains("Empate: a grelha está cheia.\nJogos ganhos: jogador 1"
                        + " 0, jogador 2 0; empates 1.\n")
                .endsWith("Jogar outra vez? (s/n) Escreva s para jogar outra vez ou n para parar."
                        + "\nJogar outra vez? (s/n) ");
    }

    @Test
    void aFullColumnAndTheEndOfTheInputAreSaidInPortuguese() {
        Game game = Game.newGame();
        for (int disc = 0; disc < Game.ROWS; disc++) {
            game.play(4);
        }
        TextUi ui = ui("4\n");

        ui.playSession(new RandomAgent(1), ui.keyboard());
        assertThat(transcript()).contains("Jogador 1 (agente aleatório) joga na coluna")
                .endsWith("A entrada terminou antes do jogo. O jogo termina aqui.\n");

        StringWriter more = new StringWriter();
        TextUi another = new TextUi(new StringReader("4\n1\n"), more, GridView.plain(),
                Language.PORTUGUESE);
        assertThat(another.keyboard().chooseColumn(game, Player.FIRST)).isEqualTo(1);
        assertThat(more.toString().replace(System.lineSeparator(), "\n")).isEqualTo(
                "Coluna (1-7, q para sair)? Escreva o número de uma coluna de 1 a 7 que tenha"
                        + " espaço; a coluna 4 está cheia.\nColuna (1-7, q para sair)? ");
    }

    @Test
    void anUnfinishedEngineIsSaidInPortugueseWithTheEnginesOwnMessage() {
        TextUi ui = ui("");
        Agent unfinished = (game, player) -> {
            throw new UnsupportedOperationException("Exercise 4: implement Solver.negamax");
        };

        assertThat(ui.playSession(unfinished, unfinished)).isFalse();
        assertThat(transcript()).endsWith("Jogador 1 (agente) não está terminado: o exercício 4"
                + " pede Solver.negamax, que ainda não está escrito. O adversário do computador é"
                + " esse exercício; entretanto, jogue contra uma pessoa: play --second human (ou"
                + " --first human para o primeiro lugar).\nO jogo termina aqui.\n");
    }
}
