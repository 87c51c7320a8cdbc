package tabuleiro.grading.games.connectfour;

import java.util.ListResourceBundle;

/**
 * Connect Four's own words in Portuguese: the twin of {@link ConnectFourWords}, key for key.
 */
public class ConnectFourWords_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.children", "a pontuação que o resolvedor dá a uma posição é a"
                        + " melhor das suas jogadas (uma vitória vale (43 - n) / 2 com n discos"
                        + " antes dela, uma grelha cheia 0, senão menos a pontuação do"
                        + " resolvedor depois da jogada)"},
            {"property.agent", "o agente perfeito joga numa coluna que o seu próprio"
                        + " resolvedor pontua como a melhor"},
            {"question.score", "a pontuação que o resolvedor dá à posição"},
            {"question.line", "a linha vencedora"},
            {"guide.properties", "a pontuação do resolvedor é a melhor das das suas"
                        + " jogadas e o agente perfeito joga uma das melhores"},
            {"kit.note", "Um kit do Quatro em Linha traz o livro de aberturas do agente"
                        + " perfeito em `src/main/resources`, sem o qual o resolvedor leva"
                        + " minutos nas primeiras jogadas."},
            {"tournament.anchors", "A âncora aleatória joga qualquer jogada legal; a gulosa"
                        + " ganha já se puder, senão impede o seu agente de ganhar já."},
            {"referee.no.space", "a coluna {0} não é uma coluna com espaço"},
        };
    }
}
