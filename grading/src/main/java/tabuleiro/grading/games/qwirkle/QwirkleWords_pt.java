package tabuleiro.grading.games.qwirkle;

import java.util.ListResourceBundle;

/**
 * Qwirkle's own words in Portuguese: the twin of {@link QwirkleWords}, key for key.
 */
public class QwirkleWords_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.linepoints", "uma jogada vale o comprimento de cada linha que"
                        + " as suas peças fizeram ou aumentaram, nos dois eixos, cada linha uma"
                        + " vez (uma peça sozinha 1), mais seis por uma linha de seis e mais"
                        + " seis pela última peça jogada com o saco vazio; uma troca ou uma"
                        + " passagem não vale nada"},
            {"property.endrule", "o jogo acaba quando o saco está vazio e quem jogou"
                        + " pôs a sua última peça, ou quando o saco está vazio e nenhum jogador"
                        + " pode pôr uma peça, e só então"},
            {"property.winrule", "ganham os jogadores com mais pontos e, com pontos"
                        + " iguais, os que ficam com menos peças na mão (também quando a última"
                        + " jogada é jogada de novo com pontos iguais)"},
            {"property.placementback", "uma colocação escrita como o jogo a escreve lê-se"
                        + " de novo como a mesma colocação"},
            {"question.scores", "os pontos de cada jogador"},
            {"question.bag", "quantas peças restam no saco"},
            {"question.bagtiles", "as peças que restam no saco"},
            {"question.hands", "quantas peças tem cada jogador"},
            {"question.hand", "as peças do jogador a jogar"},
            {"question.evenwinner", "quem ganha com pontos iguais"},
            {"question.score", "os pontos da última jogada"},
            {"guide.properties", "uma jogada pontua as linhas que forma no seu próprio"
                        + " tabuleiro (mais 6 por uma linha de seis, e pela última peça com o saco"
                        + " vazio), o jogo acaba exatamente quando as regras dizem, os vencedores"
                        + " são os que as regras dão pelas suas próprias pontuações e peças que"
                        + " sobram, e uma colocação escrita em texto lê-se de volta igual"},
            {"kit.greedy", "mais pontos"},
            {"kit.greedy.in", "no Qwirkle"},
            {"kit.seat", "cada lugar no Qwirkle"},
            {"tournament.anchors", "A âncora aleatória faz qualquer colocação legal; a gulosa, a"
                        + " colocação que mais pontua já; sem nenhuma, cada uma troca a mão, ou"
                        + " passa. Um jogo que ainda dure após {0,number,#} vezes acaba aí, e"
                        + " ganha quem tiver mais pontos."},
            {"tournament.header", "{0}: o seu agente {1} contra as duas âncoras do avaliador,"
                        + " {2,choice,1#1 jogo|1<{2} jogos} em cada lugar (a jogar primeiro e em"
                        + " segundo) contra cada uma (semente {3,number,#}, {4,number,#} ms por"
                        + " jogada e mais {5,number,#} s em cada jogo)."},
            {"tournament.replay", "{0} a {1} pontos, {2} peças no saco; mãos: {3} e {4}"},
            {"tournament.openings", "--openings não é para Qwirkle: os seus jogos partem da sua"
                        + " distribuição, que a semente de cada jogo baralha"},
            {"referee.not.move", "\"{0}\" não é uma jogada de Qwirkle: play e cada peça com a sua"
                        + " casa, trade e as peças, ou pass, como play A1 0,0 B1 0,1"},
        };
    }
}
