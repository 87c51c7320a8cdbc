package tabuleiro.features.chess;

import java.util.ListResourceBundle;

/** The step definitions' failure messages in Portuguese, twins of {@link ChessGlueWords}'s. */
public class ChessGlueWords_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"h.null.game", "O motor devia devolver o jogo em que jogou, mas devolveu null"},
            {"h.null.position", "O motor devia criar a posição que lhe é dada, mas devolveu null"},
            {"h.position.accepted", "A posição devia ser recusada, mas o motor aceitou-a.\n{0}"},
            {"h.refused", "A jogada ou ação devia ser aceite, mas o motor recusou-a: {0}\n{1}"},
            {"h.accepted", "A jogada ou ação devia ser rejeitada, mas o motor aceitou-a.\n{0}"},
            {"h.rejected.changed", "Uma jogada rejeitada tem de deixar a posição como estava"
                        + " ({0}), mas agora é {1}"},
            {"h.position.as.was", "A posição devia estar como estava ({0}), mas agora é {1}"},
            {"h.moves.as.were", "As jogadas feitas deviam estar como estavam, {0}, mas agora são"
                        + " {1}"},
            {"h.end.as.was", "O fim do jogo devia estar como estava ({0}), mas agora é {1}"},
            {"h.going.on", "o jogo a continuar"},
            {"h.setup", "Para preparar este cenário, jogam-se as jogadas \"{0}\", mas {1} foi"
                        + " recusada: {2}\n{3}"},
            {"h.wrong.side", "Neste cenário as {0} jogam {1}, mas a peça em {2} é das {3} e é a"
                        + " vez das {4}: o passo jogaria pelas {5}. O livro de regras diz que"
                        + " lado joga."},
            {"h.not.loaded", "Não foi possível carregar o jogo guardado. A interface de texto"
                        + " escreveu:\n{0}"},
            {"h.waits.unseen", "{0}\nO motor responde que {1} não é atacada pelas {2}, mas a"
                        + " peça em {3} podia capturar aí: este exemplo espera pela regra CHESS-11"
                        + " (uma casa é atacada por todas as peças que a podiam capturar)."},
            {"h.waits.mate", "{0}\nO motor termina o jogo por xeque-mate mas dá a vitória ao lado"
                        + " a quem deu mate: este exemplo espera pela regra CHESS-12 (o lado que"
                        + " leva mate perde)."},
            {"h.waits.unfounded", "{0}\nO motor responde que {1} é atacada pelas {2}, mas nenhuma"
                        + " peça das {3} podia capturar aí: este exemplo espera pela regra"
                        + " CHESS-11 (uma casa é atacada por todas as peças que a podiam"
                        + " capturar)."},
            {"h.waits.pawn.onto", "{0}\nO motor lista {1}, em que o peão em {2} avança para {3},"
                        + " onde já há uma peça, e um peão só avança para casas vazias: este"
                        + " exemplo espera pela regra CHESS-06 (um peão avança para casas vazias,"
                        + " duas a partir da sua linha inicial, e captura na diagonal)."},
            {"h.waits.pawn.over", "{0}\nO motor lista {1}, em que o peão em {2} passa por {3},"
                        + " onde já há uma peça, e um peão só avança para casas vazias: este"
                        + " exemplo espera pela regra CHESS-06 (um peão avança para casas vazias,"
                        + " duas a partir da sua linha inicial, e captura na diagonal)."},
            {"h.waits.shape.king", "{0}\nO motor lista {1}, mas um rei move-se uma casa: este"
                        + " exemplo espera pela regra CHESS-03 (o rei move-se uma casa em"
                        + " qualquer direção)."},
            {"h.waits.shape.over", "{0}\nO motor lista {1}, em que a peça em {2} passa por cima"
                        + " de {3}: este exemplo espera pela regra CHESS-04 (uma torre, um bispo"
                        + " ou uma dama move-se ao longo das suas linhas sem passar por cima de"
                        + " nenhuma peça)."},
            {"h.waits.shape.line", "{0}\nO motor lista {1}, que não segue as linhas da peça em"
                        + " {2}: este exemplo espera pela regra CHESS-04 (uma torre, um bispo ou"
                        + " uma dama move-se ao longo das suas linhas sem passar por cima de"
                        + " nenhuma peça)."},
            {"h.waits.shape.knight", "{0}\nO motor lista {1}, mas um cavalo move-se em L: este"
                        + " exemplo espera pela regra CHESS-05 (o cavalo move-se duas casas num"
                        + " sentido e uma em ângulo reto)."},
            {"h.waits.shape.pawn", "{0}\nO motor lista {1}, que não é jogada nem captura do peão"
                        + " em {2}: este exemplo espera pela regra CHESS-06 (um peão avança para"
                        + " casas vazias, duas a partir da sua linha inicial, e captura na"
                        + " diagonal)."},
            {"h.waits.shape.promotion", "{0}\nO motor lista {1}, mas um peão é promovido quando,"
                        + " e só quando, chega à última linha: este exemplo espera pela regra"
                        + " CHESS-09 (um peão que chega à última linha passa a dama, torre, bispo"
                        + " ou cavalo na mesma jogada)."},
            {"h.waits.shape.own", "{0}\nO motor lista {1}, que toma uma peça do seu próprio lado"
                        + " em {2}: este exemplo espera pela regra CHESS-10 (nenhuma jogada pode"
                        + " capturar uma peça do próprio lado)."},
            {"h.waits.missing.king", "{0}\nO motor não lista {1}, uma jogada que a sua regra dá à"
                        + " peça em {2} e que deixa o rei de quem joga a salvo: este exemplo espera"
                        + " pela regra CHESS-03 (o rei move-se uma casa em qualquer direção)."},
            {"h.waits.missing.slider", "{0}\nO motor não lista {1}, uma jogada que a sua regra dá"
                        + " à peça em {2} e que deixa o rei de quem joga a salvo: este exemplo"
                        + " espera pela regra CHESS-04 (uma torre, um bispo ou uma dama move-se ao"
                        + " longo das suas linhas sem passar por cima de nenhuma peça)."},
            {"h.waits.missing.knight", "{0}\nO motor não lista {1}, uma jogada que a sua regra dá"
                        + " à peça em {2} e que deixa o rei de quem joga a salvo: este exemplo"
                        + " espera pela regra CHESS-05 (o cavalo move-se duas casas num sentido e"
                        + " uma em ângulo reto)."},
            {"h.waits.missing.pawn", "{0}\nO motor não lista {1}, uma jogada que a sua regra dá ao"
                        + " peão em {2} e que deixa o rei de quem joga a salvo: este exemplo espera"
                        + " pela regra CHESS-06 (um peão avança para casas vazias, duas a partir da"
                        + " sua linha inicial, e captura na diagonal)."},
            {"h.waits.king.safety", "{0}\nO motor lista {1}, depois da qual o rei de quem joga em"
                        + " {2} fica atacado pela peça em {3}: este exemplo espera pela regra"
                        + " CHESS-10 (nenhuma jogada pode deixar o próprio rei atacado)."},
            {"h.waits.refused", "{0}\nO motor recusa estas peças com qualquer dos lados a jogar,"
                        + " e nenhum rei é atacado, e uma posição com um rei de cada lado e nenhum"
                        + " peão na primeira ou na última linha só é assim recusada quando o lado"
                        + " que não joga está em xeque: este exemplo espera pela regra CHESS-11"
                        + " (uma casa é atacada por todas as peças que a podiam capturar)."},
            {"h.setup.refused", "Para preparar este cenário, dá-se ao motor a posição {0}, mas ele"
                        + " recusou-a: {1}"},
            {"h.text.unread", "O texto devia ser lido, mas o motor recusou-o: {0}"},
            {"h.as.saved.file", "[o ficheiro guardado] {0}"},
            {"h.text.read", "O texto devia ser recusado, mas o motor leu-o.\n{0}"},
            {"h.refused.words", "O texto devia ser recusado com uma mensagem que contém \"{0}\","
                        + " mas o motor recusou-o com \"{1}\".\n{2}"},
            {"h.white", "brancas"},
            {"h.black", "pretas"},
            {"h.as.why.position", "[porque foi recusada a posição] {0}"},
            {"h.as.why.move", "[porque foi rejeitada a jogada] {0}"},
            {"h.as.side", "[o lado que joga\n{0}] {1}"},
            {"h.as.piece.on", "[a peça em {0}\n{1}] {2}"},
            {"h.as.board", "[o tabuleiro\n{0}] {1}"},
            {"h.as.squares", "[as casas para onde a peça em {0} pode ir\n{1}] {2}"},
            {"h.as.moves.of", "[as jogadas da peça em {0}\n{1}] {2}"},
            {"h.as.legal", "[as jogadas legais\n{0}] {1}"},
            {"h.as.check", "[as {0} deviam estar em xeque\n{1}] {2}"},
            {"h.as.not.check", "[as {0} não deviam estar em xeque\n{1}] {2}"},
            {"h.as.attacked", "[{0} atacada pelas {1}\n{2}] {3}"},
            {"h.as.ended", "[como acabou o jogo\n{0}] {1}"},
            {"h.as.not.over", "[o jogo não devia ter acabado\n{0}] {1}"},
            {"h.as.may.claim", "[o empate que as {0} podem reclamar\n{1}] {2}"},
            {"h.as.claimed", "[o empate que se pode reclamar] {0}"},
            {"h.as.pgn", "[o PGN:\n{0}] {1}"},
            {"h.as.file.letter", "[a letra da coluna de {0}] {1}"},
            {"h.as.square.name", "[o nome da casa {0}] {1}"},
            {"h.as.refused.text", "[o texto devia ser recusado] {0}"},
            {"h.as.no.game", "[um texto recusado não devia dar nenhum jogo] {0}"},
            {"h.as.read", "[o texto devia ser lido] {0}"},
            {"h.as.ui.wrote", "[o que a interface de texto escreveu:\n{0}] {1}"},
            {"h.as.saved", "[o jogo devia ter sido guardado] {0}"},
            {"h.as.kept", "[a cópia do ficheiro corrompido devia ter sido guardada como {0}] {1}"},
            {"h.as.moves.game", "[as jogadas do jogo] {0}"},
        };
    }
}
