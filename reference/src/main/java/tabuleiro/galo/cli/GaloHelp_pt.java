package tabuleiro.galo.cli;

import java.util.ListResourceBundle;

/** The help of the Jogo do Galo commands in Portuguese; {@link GaloHelp} in English. */
public class GaloHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.galo.usage.description", "Jogo do Galo: jogue-o no terminal."},
            {"tabuleiro.galo.play.usage.description", "Jogue o Jogo do Galo no terminal: escreva"
                        + " o nome de uma casa, como b2, para lá pôr a sua marca.%n"
                        + "O X joga primeiro; três em linha, em coluna ou em diagonal ganham."},
            {"tabuleiro.galo.play.first", "Quem joga primeiro (X): human (uma pessoa), random (o"
                        + " agente aleatório) ou perfect (o agente perfeito). Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.galo.play.second", "Quem joga em segundo (O): human (uma pessoa), random"
                        + " (o agente aleatório) ou perfect (o agente perfeito). Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.galo.play.seed", "A semente do agente aleatório, para repetir as suas"
                        + " jogadas. Por omissão: uma nova, que é mostrada."},
        };
    }
}
