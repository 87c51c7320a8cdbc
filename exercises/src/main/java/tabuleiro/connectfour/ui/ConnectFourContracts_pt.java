package tabuleiro.connectfour.ui;

import java.util.ListResourceBundle;

/** Connect Four's contracts in Portuguese, twins of {@link ConnectFourContracts}'s. */
public class ConnectFourContracts_pt extends ListResourceBundle {

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
            {"full", "a coluna {0} está cheia: jogue numa coluna que tenha espaço"},
            {"column", "uma coluna é um número de 1 a {0}, mas foi dado {1}"},
            {"row", "uma linha é um número de 1 a {0}, mas foi dado {1}"},
            {"player.number", "um jogador é o número 1 ou 2, mas o número dado foi {0}"},
            {"post.new", "pós: um jogo novo está vazio, e joga o jogador 1"},
            {"post.one.more", "pós: mais uma peça na coluna"},
            {"post.lowest", "pós: a peça de quem joga cai na posição vazia mais baixa"},
            {"post.alternate", "pós: os jogadores alternam"},
            {"post.agent", "pós: o agente escolhe uma coluna com espaço"},
            {"inv.alternate", "invariante: os jogadores alternam, por isso o jogador 1 tem tantas"
                        + " peças como o jogador 2 ou mais uma (C4-04): {0} (ver Game.dropDisc)"},
            {"inv.next", "invariante: o próximo jogador segue-se das contagens de peças (C4-04):"
                        + " {0}, por isso joga a seguir o jogador {1}, mas nextPlayer() é o"
                        + " jogador {2} (ver Game.dropDisc)"},
            {"inv.lowest", "invariante: uma peça cai na posição vazia mais baixa (C4-06): a peça"
                        + " em {0} tem a posição vazia {1} por baixo (ver Game.dropDisc)"},
            {"inv.four", "invariante: quatro em linha ganham (C4-09, C4-10): a grelha tem quatro"
                        + " em linha do jogador {0} em {1}, mas {2} (ver Game.fourThrough)"},
            {"inv.line", "invariante: só há linha vencedora quando alguém ganhou (C4-10): {0}"
                        + " (ver Game.dropDisc)"},
            {"inv.winner.line", "invariante: a linha vencedora são quatro em linha de peças do"
                        + " vencedor (C4-10): {0}, mas essas posições não são quatro em linha de"
                        + " peças do jogador {1} (ver Game.fourThrough)"},
            {"inv.one.winner", "invariante: só um jogador pode ter quatro em linha (C4-10): a"
                        + " grelha também tem quatro em linha do jogador {0} em {1}, mas {2}"
                        + " (ver Game.dropDisc)"},
            {"inv.over.draw", "invariante: o jogo acaba exatamente quando alguém ganhou ou a"
                        + " grelha está cheia (C4-10, C4-11): {0}, mas isOver() é {1}"
                        + " (ver Game.dropDisc, o empate)"},
            {"inv.over", "invariante: o jogo acaba exatamente quando alguém ganhou ou a grelha"
                        + " está cheia (C4-10, C4-11): {0}, mas isOver() é {1}"
                        + " (ver Game.dropDisc)"},
            {"discs", "a grelha tem {0} peças do jogador 1 e {1} do jogador 2"},
            {"stored", "winner() é {0}, winningLine() é {1} e isOver() é {2}"},
            {"has.won", "o jogador {0} ganhou"},
            {"full.grid", "a grelha está cheia (42 peças) sem quatro em linha"},
            {"nobody", "ninguém ganhou e a grelha tem {0} peças, não 42"},
            {"player", "jogador {0}"},
            {"empty", "vazio"},
        };
    }
}
