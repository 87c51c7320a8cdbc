package tabuleiro.quarto.ui;

import java.util.ListResourceBundle;

/** Quarto's contracts in Portuguese, twins of {@link QuartoContracts}'s. */
public class QuartoContracts_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"chosen.already", "já foi escolhida uma peça nesta vez: o {0} tem de colocar a"
                        + " peça {1} antes de outra ser escolhida"},
            {"on.board", "a peça {0} já está no tabuleiro: escolha uma das peças ainda não"
                        + " jogadas"},
            {"not.chosen", "ainda não foi escolhida nenhuma peça: o {0} tem de escolher a peça"
                        + " que o {1} coloca"},
            {"square.holds", "a casa {0} já tem a peça {1}: coloque numa casa vazia"},
            {"over.draw", "o jogo acabou (empate): nenhuma peça pode ser escolhida ou colocada"
                        + " depois do fim"},
            {"over.won", "o jogo acabou (o {0} ganhou): nenhuma peça pode ser escolhida ou"
                        + " colocada depois do fim"},
            {"board.holds", "a casa {0} já tem {1}: uma peça vai para uma casa vazia"},
            {"board.twice", "a peça {0} já está no tabuleiro: cada peça é colocada uma vez"},
            {"pool.without", "a peça {0} não está na reserva, por isso não pode ser tirada"},
            {"pool.letter", "a peça {0} não está na reserva"},
            {"pool.empty", "a reserva está vazia: nenhuma letra nomeia uma peça"},
            {"agent.over.choose", "o jogo acabou: não há peça para escolher"},
            {"agent.chosen", "já foi escolhida uma peça nesta vez: é altura de a colocar, não de"
                        + " escolher outra"},
            {"agent.over.place", "o jogo acabou: não há peça para colocar"},
            {"agent.not.chosen", "ainda não foi escolhida nenhuma peça: uma peça tem de ser"
                        + " escolhida antes de uma casa"},
            {"column", "uma coluna é 1 (A) a 4 (D), mas foi dado {0}"},
            {"row", "uma linha é 1 a 4, mas foi dado {0}"},
            {"post.new", "pós: um jogo novo"},
            {"post.chosen", "pós: a peça está escolhida"},
            {"post.pool", "pós: a reserva guarda a peça até ela ser colocada"},
            {"post.moved", "pós: a peça passou da reserva para a casa"},
            {"post.none.chosen", "pós: a vez seguinte começa sem peça escolhida"},
            {"post.swap", "pós: uma vitória de quem coloca, um empate ou uma troca de vez"},
            {"post.on.square", "pós: a peça está na casa"},
            {"post.one.more", "pós: mais uma peça, nenhuma movida ou perdida"},
            {"inv.twice", "invariante: nenhuma peça duas vezes"},
            {"inv.both", "invariante: cada peça está no tabuleiro ou na reserva, não nos dois"
                        + " (QUARTO-02): a {0} está no tabuleiro e na reserva (ver Game.put)"},
            {"inv.neither", "invariante: cada peça está no tabuleiro ou na reserva, não nos dois"
                        + " (QUARTO-02): a {0} não está no tabuleiro nem na reserva"
                        + " (ver Game.put)"},
            {"inv.sixteen", "invariante: o tabuleiro e a reserva têm as 16 peças entre si"
                        + " (QUARTO-02): o tabuleiro tem {0} e a reserva {1} (ver Game.put)"},
            {"inv.waits", "invariante: a peça escolhida espera na reserva (QUARTO-05): a {0} está"
                        + " escolhida mas não está na reserva (ver Game.take)"},
            {"inv.over.chosen", "invariante: nenhuma peça é escolhida depois de o jogo acabar"
                        + " (QUARTO-16): a {0} está escolhida, mas o jogo acabou (ver Game.take)"},
            {"inv.win", "invariante: quatro peças de um grupo que partilham uma característica"
                        + " ganham (QUARTO-07): o tabuleiro tem {0}, mas o jogo não tem vitória e"
                        + " isOver() é {1} (ver Game.put)"},
            {"inv.board.win", "invariante: a vitória do jogo é uma das do tabuleiro (QUARTO-07):"
                        + " o jogo tem a vitória {0}, mas os grupos vencedores do tabuleiro são"
                        + " {1} (ver Game.put)"},
            {"inv.over", "invariante: o jogo acaba exatamente quando alguém ganhou ou o tabuleiro"
                        + " está cheio (QUARTO-07, QUARTO-10): {0}, mas isOver() é {1}"
                        + " (ver Game.put)"},
            {"has.win", "o tabuleiro tem a vitória {0}"},
            {"full", "o tabuleiro está cheio sem vitória"},
            {"nobody", "ninguém ganhou e o tabuleiro tem {0} peças"},
            {"none", "nenhum"},
            {"player", "jogador {0}"},
        };
    }
}
