package tabuleiro.connectfour.cli;

import java.util.ListResourceBundle;

/** The help of the Connect Four commands in Portuguese; {@link ConnectFourHelp} in English. */
public class ConnectFourHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.connect-four.usage.description", "Quatro em Linha: jogue-o, peça ao"
                        + " resolvedor a pontuação de uma posição, ou faça o livro de aberturas do"
                        + " agente perfeito."},
            {"tabuleiro.connect-four.play.usage.description", "Jogue Quatro em Linha no terminal:"
                        + " escreva o número de uma coluna para largar nela uma peça.%n"
                        + "O jogador 1 (X) joga primeiro; quatro em linha, em qualquer direção,"
                        + " ganha.%n"
                        + "O agente perfeito procura as suas primeiras jogadas num livro feito de"
                        + " antemão e,%ndepois dele, pesquisa até ao fim do jogo: as suas primeiras"
                        + " jogadas fora do livro%nainda podem levar minutos; a meio do jogo é"
                        + " rápido."},
            {"tabuleiro.connect-four.play.first", "Quem joga primeiro (X): human (uma pessoa),"
                        + " random (o agente aleatório) ou perfect (o agente perfeito). Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.play.second", "Quem joga em segundo (O): human (uma pessoa),"
                        + " random (o agente aleatório) ou perfect (o agente perfeito). Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.play.seed", "A semente do agente aleatório, para repetir as"
                        + " suas jogadas. Por omissão: uma nova, que é mostrada."},
            {"tabuleiro.connect-four.play.color", "Pinta as peças com códigos ANSI. Por omissão:"
                        + " só quando a entrada e a saída são ambas um terminal."},
            {"tabuleiro.connect-four.solve.usage.description", "Mostra a pontuação exata de uma"
                        + " posição para o jogador que vai jogar: positiva quando ganha com jogo"
                        + " perfeito, 0 para um empate, negativa quando perde. Uma vitória com a"
                        + " k-ésima peça própria vale 22 - k; uma derrota vale menos a vitória do"
                        + " adversário.%n"
                        + "A última linha da saída é só a pontuação."},
            {"tabuleiro.connect-four.solve.MOVES[0]", "As colunas jogadas até agora, um algarismo"
                        + " de 1 a 7 por jogada, a começar pela do primeiro jogador, como em 4453."
                        + " Nenhuma ou \"\" para o tabuleiro vazio."},
            {"tabuleiro.connect-four.solve.analyze", "Mostra também a pontuação de jogar em cada"
                        + " coluna (\"full\" para uma coluna cheia). A abertura é lenta: o"
                        + " tabuleiro vazio leva cerca de 20 minutos."},
            {"tabuleiro.connect-four.solve.verbose", "Mostra também a posição, o número de posições"
                        + " pesquisadas e o tempo gasto."},
            {"tabuleiro.connect-four.book.usage.description", "Faz o livro de aberturas do agente"
                        + " perfeito: a sua jogada em cada posição que pode encontrar, como"
                        + " primeiro ou segundo jogador, com menos peças do que a profundidade."
                        + " Demora: só as primeiras posições levam minutos cada uma.%n"
                        + "Mostra o progresso, o tempo gasto e o tamanho do ficheiro."},
            {"tabuleiro.connect-four.book.depth", "O livro guarda as posições com menos de N"
                        + " peças: 0 a 42."},
            {"tabuleiro.connect-four.book.out", "O ficheiro a escrever (dados gzip; o do programa"
                        + " é opening-book.bin.gz)."},
            {"tabuleiro.connect-four.book.from", "Um livro feito antes, cujas posições não são"
                        + " resolvidas outra vez: para fazer um livro mais fundo em várias"
                        + " sessões."},
            {"tabuleiro.connect-four.book.threads", "Threads que resolvem ao mesmo tempo, cada uma"
                        + " com a sua tabela (80 MiB no tamanho por omissão). Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.book.table-bits", "A tabela de cada resolvedor tem cerca de"
                        + " 2^B entradas de 5 bytes: 17 a 30. Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.book.progress", "O tempo mínimo entre duas linhas de"
                        + " progresso. Por omissão: ${DEFAULT-VALUE}."},
        };
    }
}
