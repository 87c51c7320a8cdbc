package tabuleiro.galo.ui;

import java.util.ListResourceBundle;

/** Jogo do Galo's contracts in Portuguese, twins of {@link GaloContracts}'s. */
public class GaloContracts_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"over", "o jogo acabou: nenhuma jogada pode ser feita depois do fim"},
            {"agent.over", "o jogo acabou: um agente não tem jogada para escolher"},
            {"agent.turn", "é a vez de {0}, mas pediu-se ao agente que jogasse por {1}"},
            {"taken", "a casa {0} tem {1}: jogue numa casa vazia"},
            {"square", "uma casa tem uma linha e uma coluna de 1 a {0}, mas foram dadas a linha"
                        + " {1} e a coluna {2}"},
            {"name", "uma casa é nomeada pela sua coluna, de a a c, e pela sua linha, de 1 a 3,"
                        + " como b2, mas foi dado \"{0}\""},
            {"post.new", "pós: um jogo novo tem o tabuleiro vazio, e joga o X"},
            {"post.mark", "pós: a casa tem a marca de quem jogou"},
            {"post.one.more", "pós: mais uma marca no tabuleiro"},
            {"post.alternate", "pós: os jogadores alternam"},
            {"post.agent", "pós: o agente escolhe uma casa vazia"},
            {"inv.alternate", "invariante: os jogadores alternam, primeiro o X, por isso o X tem"
                        + " tantas marcas como o O ou mais uma (GALO-02, GALO-03): {0}"
                        + " (ver Game.placeMark)"},
            {"inv.next", "invariante: a próxima marca segue-se das contagens de marcas (GALO-03):"
                        + " {0}, por isso joga a seguir o {1}, mas nextMark() é {2}"
                        + " (ver Game.placeMark)"},
            {"inv.three", "invariante: três em linha ganham (GALO-06, GALO-07, GALO-08): o"
                        + " tabuleiro tem {0} todas {1}, mas {2} (ver Game.settle)"},
            {"inv.line", "invariante: só há linha vencedora quando alguém ganhou: {0}"
                        + " (ver Game.settle)"},
            {"inv.winner.line", "invariante: a linha vencedora são três marcas do vencedor em"
                        + " linha (GALO-06, GALO-07, GALO-08): {0}, mas essas casas não são uma"
                        + " linha de {1} (ver Game.settle)"},
            {"inv.one.winner", "invariante: só um jogador pode ter três em linha: o tabuleiro"
                        + " também tem {0} todas {1}, mas {2} (ver Game.settle)"},
            {"inv.draw", "invariante: um tabuleiro cheio sem três em linha é um empate, e só"
                        + " esse (GALO-09): {0}, {1}, mas result() é {2}"
                        + " (ver Game.settle)"},
            {"marks", "o tabuleiro tem {0} X e {1} O"},
            {"stored", "result() é {0} e winningLine() é {1}"},
            {"empty", "vazio"},
            {"no.line", "nenhuma linha de três"},
            {"a.line", "uma linha de três"},
        };
    }
}
