package tabuleiro.checkers.ui;

import java.util.ListResourceBundle;

/** Checkers' contracts in Portuguese, twins of {@link CheckersContracts}'s. */
public class CheckersContracts_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"promotion.row", "uma pedra das {0} não pode ficar na casa {1}, na sua fila de"
                        + " coroação: seria uma dama"},
            {"empty.turn", "a casa {0} está vazia: mova uma das peças das {1}"},
            {"other.colour", "a casa {0} tem uma peça das {1}, mas é a vez das {2}"},
            {"compulsory", "{0} não captura, mas capturar é obrigatório: jogue um de {1}"},
            {"majority", "{0} não está entre as capturas que a regra da maioria permite: jogue"
                        + " um de {1}"},
            {"illegal", "{0} não é um lance legal aqui: os lances legais são {1}"},
            {"over", "o jogo acabou: nenhuma jogada pode ser feita depois do fim"},
            {"cell", "as linhas e as colunas são numeradas de 1 a {0}, mas foi dada a linha"
                        + " {1}, coluna {2}"},
            {"max.pieces", "um lado tem no máximo {0} peças, e as {1} já têm {2}"},
            {"initial", "as peças iniciais vão para um tabuleiro vazio"},
            {"reach.empty", "a casa {0} está vazia: escolha uma casa com uma peça"},
            {"reach.occupied", "a casa {0} está ocupada: escolha uma livre"},
            {"path", "um lance vai de uma casa para outra, mas o caminho foi {0}"},
            {"captures", "um lance de {0} casas tem de capturar {1} peças (ou nenhuma, num só"
                        + " passo), mas captura {2}"},
            {"twice", "uma peça não pode ser capturada duas vezes (regra CHECKERS-10): {0}"},
            {"number", "uma casa é numerada de 1 a {0}, mas foi dado {1}"},
            {"light", "a linha {0}, coluna {1} é uma casa clara; joga-se só nas casas escuras"
                        + " (linha + coluna ímpar)"},
            {"step", "um passo diagonal é (+-1, +-1) dado pelo menos uma vez, mas foi dado"
                        + " ({0}, {1}) x {2}"},
            {"apply.empty", "a casa {0} está vazia: um lance começa numa casa com uma peça"},
            {"moves.empty", "a casa {0} está vazia: só uma peça se pode mover"},
            {"post.white", "pós: as brancas jogam primeiro"},
            {"post.given", "pós: como dado"},
            {"post.recorded", "pós: o lance fica registado"},
            {"post.alternate", "pós: os jogadores alternam"},
            {"post.won", "pós: o outro lado ganhou"},
            {"post.empty", "pós: o tabuleiro está vazio"},
            {"post.copy", "pós: a cópia tem as mesmas peças"},
            {"post.on.square", "pós: a peça está na casa"},
            {"post.square.empty", "pós: a casa está vazia"},
            {"post.twelve", "pós: doze pedras de cada lado"},
            {"post.same", "pós: a mesma linha e coluna"},
            {"post.distinct", "pós: cada lance distinto uma vez"},
            {"post.captures", "pós: as capturas saem do tabuleiro"},
            {"inv.max", "invariante: um lado tem no máximo {0} peças (CHECKERS-02): o tabuleiro"
                        + " tem {1} peças das {2}"},
            {"inv.crowned", "invariante: uma pedra que chega à última fila é coroada"
                        + " (CHECKERS-07): a pedra das {0} na casa {1} está na sua fila de coroação"
                        + " sem coroa (ver Rules.apply)"},
            {"inv.legal", "invariante: os lances legais são os que as regras dão ao lado que"
                        + " joga: jogam as {0}, e as regras dão {1}, mas legalMoves() é {2}"
                        + " (ver Game.refresh)"},
            {"inv.loses", "invariante: um lado sem lance legal perde (CHECKERS-11): jogam as {0}"
                        + " e não têm lance legal, mas isOver() é false e winner() está vazio"
                        + " (ver Game.refresh)"},
            {"inv.drawn.has", "invariante: um jogo empatado não tem vencedor, e só uma variante"
                        + " com empates empata (CHECKERS-17): isDrawn() é true, mas winner() é"
                        + " {0} e a variante tem empates (ver Game.countTowardsDraws)"},
            {"inv.drawn.none", "invariante: um jogo empatado não tem vencedor, e só uma variante"
                        + " com empates empata (CHECKERS-17): isDrawn() é true, mas winner() é"
                        + " {0} e a variante não tem empates (ver Game.countTowardsDraws)"},
            {"inv.counts", "invariante: o tabuleiro conta as peças que tem: tem {0} peças das {1},"
                        + " mas count({2}) é {3}"},
            {"inv.dark", "invariante: as peças estão só em casas escuras (CHECKERS-01): a casa"
                        + " clara da linha {0}, coluna {1} tem uma peça"},
            {"white", "brancas"},
            {"black", "pretas"},
            {"white.upper", "brancas"},
            {"black.upper", "pretas"},
            {"fen.empty", "é precisa uma posição FEN, como W:W21,22,23:B1,2,3, mas não foi dada"
                        + " nenhuma"},
            {"fen.at", "FEN ''{0}'', carácter {1}: esperava-se {2}, mas veio {3}"},
            {"fen.side", "o lado que joga"},
            {"fen.colour", "uma cor (W ou B) a abrir uma lista de casas"},
            {"fen.list.once", "a lista de cada cor uma só vez"},
            {"fen.second.list", "uma segunda lista das {0}"},
            {"fen.end", "o fim da posição"},
            {"fen.separator", "'','' ou '':'' depois de uma casa"},
            {"fen.square.once", "cada casa uma só vez"},
            {"fen.square.again", "a casa {0} uma segunda vez"},
            {"fen.most", "no máximo {0} peças de uma cor"},
            {"fen.one.more", "uma {0}.ª peça das {1}"},
            {"fen.number", "um número de casa de 1 a {0}"},
            {"fen.text.end", "o fim do texto"},
            {"empty", "vazio"},
        };
    }
}
