package tabuleiro.grading.games.chess;

import java.util.ListResourceBundle;

/**
 * Chess's own words in Portuguese: the twin of {@link ChessWords}, key for key.
 */
public class ChessWords_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.checkseen", "o lado a jogar está em xeque exatamente quando uma"
                        + " peça do outro lado pode capturar o seu rei, tal como as peças estão"
                        + " no seu tabuleiro"},
            {"property.kingshape", "cada jogada que o seu motor lista para um rei é de uma"
                        + " casa em qualquer direção, ou as duas casas do roque a partir da sua"
                        + " casa inicial"},
            {"property.slidershape", "cada jogada que o seu motor lista para uma torre, um"
                        + " bispo ou uma dama segue as suas linhas e não passa por cima de"
                        + " nenhuma peça"},
            {"property.knightshape", "cada jogada que o seu motor lista para um cavalo é"
                        + " um L"},
            {"property.pawnshape", "cada jogada que o seu motor lista para um peão é de"
                        + " uma casa em frente para uma casa vazia, de duas a partir da sua fila"
                        + " inicial por casas vazias, ou de uma na diagonal em frente para uma"
                        + " peça ou para a casa de en passant"},
            {"property.promotionshape", "um peão que chega à última fila passa a dama,"
                        + " torre, bispo ou cavalo na mesma jogada, e nenhuma outra jogada"
                        + " promove"},
            {"property.owncapture", "nenhuma jogada que o seu motor lista toma uma peça do"
                        + " lado que joga"},
            {"property.halfmoveclock", "o contador de meias-jogadas depois de uma jogada"
                        + " é 0 depois de uma jogada de peão ou de uma captura, senão o de antes"
                        + " mais um"},
            {"property.castlingsafe", "nenhum roque é listado com o rei em xeque, nem"
                        + " com a casa que ele atravessa ou onde chega atacada"},
            {"property.castlingrights", "depois de uma jogada, os direitos de roque são"
                        + " os de antes menos os do canto de uma torre ou da casa do seu rei de"
                        + " onde a jogada sai ou onde chega"},
            {"property.fenback", "a FEN que o seu Fen escreve, lida de volta por"
                        + " Fen.parse, dá uma posição que se escreve igual"},
            {"property.sanback", "a jogada que o seu San escreve, lida de volta por"
                        + " San.parse, é a jogada feita"},
            {"property.pgnback", "o PGN que o seu Pgn escreve do jogo, lido de volta por"
                        + " Pgn.read, dá as mesmas jogadas"},
            {"property.saveback", "o jogo que o seu SavedGame guarda num ficheiro, lido"
                        + " de volta por SavedGameFile.read, dá as mesmas jogadas e a mesma"
                        + " posição, sem aviso"},
            {"question.check", "se o lado a jogar está em xeque"},
            {"question.result", "o resultado do jogo"},
            {"question.claim", "o empate que um jogador pode reclamar"},
            {"question.san", "o último lance em SAN"},
            {"question.sanread", "o SAN do último lance lido de volta"},
            {"guide.properties", "o contador de meias-jogadas e os direitos de roque"
                        + " seguem cada jogada, nenhum roque é listado com o rei em xeque ou"
                        + " através de uma casa atacada, e o que `Fen`, `San`, `Pgn` e `SavedGame`"
                        + " escrevem lê-se de volta igual (com finais de poucas peças, peões"
                        + " perto da promoção e um jogo a partir de uma FEN)"},
            {"kit.greedy", "mais material"},
            {"kit.greedy.in", "no xadrez"},
            {"tournament.anchors", "A âncora aleatória joga qualquer lance legal; a gulosa dá"
                        + " mate já se puder, senão ganha já o máximo de material que puder (um"
                        + " peão 1, um cavalo ou bispo 3, uma torre 5, uma dama 9). Um jogo que"
                        + " ainda dure após {0,number,#} lances (dos dois lados) fica"
                        + " empatado."},
            {"referee.not.move", "\"{0}\" não é uma jogada legal aqui: uma jogada é uma das"
                        + " jogadas legais do motor em UCI, como e2e4 ou e7e8q"},
        };
    }
}
