package tabuleiro.qwirkle.cli;

import java.util.ListResourceBundle;

/** The help of the Qwirkle commands in Portuguese; {@link QwirkleHelp} in English. */
public class QwirkleHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.qwirkle.usage.description", "Qwirkle: jogue-o com dois a quatro"
                        + " jogadores, pessoas ou agentes."},
            {"tabuleiro.qwirkle.play.usage.description.0", "Joga Qwirkle no terminal. Escreva"
                        + " jogar A1 0,0 B1 0,1 para pôr peças em casas (linha,coluna), trocar A1"
                        + " B2 para trocar peças, passar para passar, mão para ver a sua mão, ajuda"
                        + " para ajuda, sair (ou quit) para parar."},
            {"tabuleiro.qwirkle.play.usage.description.1", "Uma peça é a letra da forma, A-F,"
                        + " seguida do algarismo da cor, 1-6; maiúsculas ou minúsculas, tanto"
                        + " faz. Os comandos em inglês (play, trade, pass, hand) também"
                        + " funcionam."},
            {"tabuleiro.qwirkle.play.usage.description.2", "As mãos estão escondidas: só se"
                        + " mostra a mão de cada pessoa a ela própria. Quando várias pessoas"
                        + " partilham o teclado, pede-se a cada uma que o tome antes de se"
                        + " mostrar a sua mão."},
            {"tabuleiro.qwirkle.play.variant", "official (as regras oficiais) ou brief (o"
                        + " programa do enunciado: o jogo acaba quando o saco fica vazio e passar"
                        + " é sempre permitido). Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.qwirkle.play.cheat", "O modo de batota do enunciado: um jogador pode"
                        + " jogar uma peça que ainda está no saco. Só com --variant brief."},
            {"tabuleiro.qwirkle.play.players", "Os lugares por ordem, 2 a 4, cada um de"
                        + " ${COMPLETION-CANDIDATES} (ou humano, aleatorio, guloso), separados por"
                        + " vírgulas. Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.qwirkle.play.seed", "A semente do saco e dos agentes aleatórios, para"
                        + " voltar a jogar um jogo. Por omissão: uma nova, que é mostrada."},
        };
    }
}
