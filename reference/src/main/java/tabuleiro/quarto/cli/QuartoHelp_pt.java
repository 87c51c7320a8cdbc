package tabuleiro.quarto.cli;

import java.util.ListResourceBundle;

/** The help of the {@code quarto} commands in Portuguese; {@link QuartoHelp} in English. */
public class QuartoHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.quarto.usage.description", "Quarto: jogue-o, ou ponha dois agentes a"
                        + " jogar muitos jogos entre si."},
            {"tabuleiro.quarto.play.usage.description", "Jogue Quarto no terminal: escolha pela"
                        + " letra a peça que o adversário vai colocar e coloque a peça que lhe"
                        + " derem indicando uma casa (A1 ou 1a). Ganha uma linha, coluna,"
                        + " diagonal ou (por omissão) quadrado 2x2 de quatro peças com um"
                        + " atributo em comum. Em qualquer pergunta, ajuda diz o que se espera, z"
                        + " volta ao menu e sair (ou quit) termina."},
            {"tabuleiro.quarto.play.variant", "Que grupos ganham: ${COMPLETION-CANDIDATES}"
                        + " (classic: sem quadrados 2x2). Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.play.first", "Quem é o jogador 1: ${COMPLETION-CANDIDATES} (human:"
                        + " uma pessoa; random: agente aleatório; strong: agente forte). Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.play.second", "Quem é o jogador 2: ${COMPLETION-CANDIDATES}. Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.play.seed", "Semente do dado e do agente aleatório, para repetir"
                        + " uma sessão. Por omissão: uma nova, que é mostrada."},
            {"tabuleiro.quarto.play.budget", "O tempo do agente forte por decisão. Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.usage.description", "Joga jogos entre dois agentes e mostra"
                        + " os resultados e o tempo médio por decisão."},
            {"tabuleiro.quarto.match.games", "Quantos jogos. Por omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.seed", "Semente dos dados e dos agentes aleatórios. Por"
                        + " omissão: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.variant", "Que grupos ganham: squares ou classic. Por"
                        + " omissão: squares."},
            {"tabuleiro.quarto.match.first", "O jogador 1: random ou strong. Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.second", "O jogador 2: random ou strong. Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.budget", "O tempo do agente forte por decisão. Por omissão:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.depth", "Procurar um número fixo de colocações à frente em"
                        + " vez de durante um tempo, para que as decisões do agente forte não"
                        + " dependam da máquina."},
        };
    }
}
