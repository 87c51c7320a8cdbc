package tabuleiro.quarto.cli;

import java.util.ListResourceBundle;

/** What the {@code quarto} commands print in Portuguese; {@link CommandTexts} in English. */
public class CommandTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"seed", "Semente: {0} (repita os mesmos dados e decisões aleatórias com --seed {0})"},
            {"budget.positive", "--budget é um número positivo de milissegundos, mas foi dado"
                        + " {0}"},
            {"depth.range", "--depth vai de 1 a 16 colocações, mas foi dado {0}"},
            {"games.positive", "--games e --budget são positivos, mas foram dados {0} e {1}"},
            {"agents.only", "um confronto é jogado só por agentes: escolha random ou strong para"
                        + " cada lugar"},
            {"match.heading", "{0,choice,1#1 jogo|1<{0} jogos}, variante {1}, semente {2},"
                        + " agente forte {3}"},
            {"match.budget", "com {0} ms"},
            {"match.depth", "com profundidade {0}"},
            {"match.results", "jogador 1 ({0}) ganha {1}, jogador 2 ({2}) ganha {3}, empates"
                        + " {4}"},
            {"match.seat", "jogador {0} ({1}): {2}"},
            {"match.times", "{0} decisões, média {1,number,0.000} ms, máximo {2,number,0.0} ms"},
        };
    }
}
