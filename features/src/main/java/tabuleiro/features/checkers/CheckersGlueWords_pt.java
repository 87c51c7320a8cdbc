package tabuleiro.features.checkers;

import java.util.ListResourceBundle;

/** The step definitions' failure messages in Portuguese, twins of {@link CheckersGlueWords}'s. */
public class CheckersGlueWords_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"k.white", "Brancas"},
            {"k.black", "Pretas"},
            {"k.white.man", "um peão branco"},
            {"k.white.king", "uma dama branca"},
            {"k.black.man", "um peão preto"},
            {"k.black.king", "uma dama preta"},
            {"k.no.game", "O motor não devolveu nenhum jogo (null)."},
            {"k.peer", "o falso adversário não acabou: {0}"},
            {"k.wrong.side", "Neste cenário jogam as {0} a partir da casa {1}, mas a peça aí é"
                        + " das {2} e é a vez das {3}: o passo jogaria pelas {4}. O livro de"
                        + " regras diz que lado joga."},
            {"k.wrong.resign", "Neste cenário desistem as {0}, mas é a vez das {1}, e um jogador"
                        + " desiste na sua vez."},
            {"k.as.before", "O tabuleiro devia estar como antes, que era\n{0}\nmas agora é\n{1}"},
            {"k.board", "O tabuleiro devia ser\n{0}\nmas é\n{1}"},
            {"k.holds", "A casa {0} devia ter {1}, mas tem {2}.\n{3}"},
            {"k.holds.empty", "A casa {0} devia ter {1}, mas está vazia.\n{2}"},
            {"k.empty", "A casa {0} devia estar vazia, mas tem {1}.\n{2}"},
            {"k.to.move", "Deviam jogar as {0}, mas o motor diz que jogam as {1}."},
            {"k.won.board", "As {0} deviam ter ganho no tabuleiro, mas o jogo {1}.\n{2}"},
            {"k.won.resigned", "As {0} deviam ter ganho por desistência do outro lado, mas o jogo"
                        + " {1}.\n{2}"},
            {"k.drawn", "O jogo devia acabar empatado, mas {0}."},
            {"k.goes.on", "O jogo devia continuar, mas {0}."},
            {"k.end.going", "não acabou (jogam as {0})"},
            {"k.end.drawn", "acabou empatado"},
            {"k.end.drawn.won", "acabou empatado e mesmo assim ganho pelas {0}"},
            {"k.end.won.board", "foi ganho pelas {0} no tabuleiro"},
            {"k.end.won.resigned", "foi ganho pelas {0}, por desistência do outro lado"},
            {"k.legal", "As jogadas legais deviam ser exatamente {0} (cada uma uma vez), mas o"
                        + " motor lista {1}.\n{2}"},
            {"k.captures", "As capturas entre as jogadas legais deviam ser exatamente {0} (cada"
                        + " uma uma vez), mas o motor lista {1}.\n{2}"},
            {"k.legal.waits", "As jogadas legais deviam ser exatamente {0} (cada uma uma vez), mas"
                        + " o motor lista {1}.\n{2}\n{3}"},
            {"k.captures.waits", "As capturas entre as jogadas legais deviam ser exatamente {0}"
                        + " (cada uma uma vez), mas o motor lista {1}.\n{2}\n{3}"},
            {"k.waits.compulsory", "O motor lista {0}, sem captura, ao lado de capturas, e"
                        + " quando uma captura é possível só as capturas são legais: este exemplo"
                        + " espera pela regra CHECKERS-14 (a captura é obrigatória)."},
            {"k.waits.majority", "O motor lista {0}, com menos peças capturadas do que {1}, e"
                        + " entre as capturas o jogador tem de tomar o maior número de peças:"
                        + " este exemplo espera pela regra CHECKERS-15 (a lei da maioria)."},
            {"k.waits.stopped", "O motor lista {0} mas não {1}, e a peça que chega a {2} pode"
                        + " continuar a capturar daí: este exemplo espera pela regra CHECKERS-06"
                        + " (uma captura continua com mais saltos)."},
            {"k.waits.route", "O percurso {0} do motor para em {1}, e a peça aí pode saltar"
                        + " ainda sobre {2} para {3}: este exemplo espera pela regra CHECKERS-06"
                        + " (uma captura continua com mais saltos)."},
            {"k.waits.route.crowned", "O percurso {0} do motor para em {1}, onde a pedra é"
                        + " coroada, e como dama pode saltar ainda sobre {2} para {3}: este exemplo"
                        + " espera pela regra CHECKERS-20 (uma pedra coroada a meio de uma captura"
                        + " continua como dama)."},
            {"k.waits.picture", "{0}\nO tabuleiro do motor:\n{1}"},
            {"k.played.waits", "As jogadas feitas deviam ser {0}, mas são {1}.\n{2}\nO ecrã"
                        + " mostra:\n{3}"},
            {"k.waits.crowning.white", "{0}\nO tabuleiro do motor tem um peão branco na casa {1},"
                        + " na sua última linha, sem ser coroado: este exemplo espera pela regra"
                        + " CHECKERS-07 (um peão que chega à última linha é coroado)."},
            {"k.waits.crowning.black", "{0}\nO tabuleiro do motor tem um peão preto na casa {1},"
                        + " na sua última linha, sem ser coroado: este exemplo espera pela regra"
                        + " CHECKERS-07 (um peão que chega à última linha é coroado)."},
            {"k.waits.onto", "O motor lista {0}, em que o peão em {1} avança para {2}, onde já"
                        + " está uma peça, e um peão só avança para uma casa vazia: este exemplo"
                        + " espera pela regra CHECKERS-04 (um peão avança uma casa na diagonal"
                        + " para a frente, para uma casa escura vazia)."},
            {"k.waits.backwards", "O motor lista {0}, em que o peão em {1} salta para trás de"
                        + " {2} para {3}, e um peão só captura para a frente: este exemplo espera"
                        + " pela regra CHECKERS-05 (um peão captura na diagonal para a frente)."},
            {"k.include", "As jogadas legais deviam incluir {0}, mas o motor lista {1}.\n{2}"},
            {"k.not.include", "As jogadas legais não deviam incluir {0}, mas o motor lista"
                        + " {1}.\n{2}"},
            {"k.drawing", "O desenho devia ser\n{0}\nmas é\n{1}"},
            {"k.fen", "A posição devia escrever-se {0}, mas o motor escreve {1}.\n{2}"},
            {"k.last.line", "A última linha mostrada devia ser ''{0}'', mas o jogo mostra\n{1}"},
            {"k.cell.dark", "A célula devia ser a casa escura da linha {0}, coluna {1}, com {2},"
                        + " mas diz linha {3}, coluna {4}, escura, {5}."},
            {"k.cell.light", "A célula devia ser a casa escura da linha {0}, coluna {1}, com {2},"
                        + " mas diz linha {3}, coluna {4}, clara, {5}."},
            {"k.answer", "A resposta devia ser {0}, mas é {1}.\n{2}"},
            {"k.kings", "Deviam ter sido contadas {0} jogadas de dama seguidas sem captura, mas o"
                        + " motor contou {1}."},
            {"k.picture", "O tabuleiro do motor:\n{0}"},
            {"k.unreadable", "(não foi possível ler o tabuleiro: {0})"},
            {"k.no.game.screen", "As cores foram decididas, mas o motor não devolveu nenhum"
                        + " jogo.\nO ecrã mostra:\n{0}"},
            {"k.selected", "A casa selecionada devia ser {0}, mas é {1}.\nO ecrã mostra:\n{2}"},
            {"k.screen.show.waits", "O ecrã devia mostrar ''{0}''.\n{1}\nO ecrã"
                        + " mostra:\n{2}"},
            {"k.screen.show", "O ecrã devia mostrar ''{0}'', mas mostra:\n{1}"},
            {"k.screen.not.show", "O ecrã não devia mostrar ''{0}'', mas mostra:\n{1}"},
            {"k.played", "As jogadas feitas deviam ser {0}, mas são {1}.\nO ecrã mostra:\n{2}"},
            {"k.left", "O jogo devia ficar como estava ({0}) e continuar, mas está em {1}.\nO"
                        + " ecrã mostra:\n{2}"},
            {"k.left.over", "O jogo devia ficar como estava ({0}) e continuar, mas está em {1},"
                        + " acabado.\nO ecrã mostra:\n{2}"},
            {"k.no.game.played", "Não devia ter sido jogado nenhum jogo, mas o motor jogou um,"
                        + " agora em {0}.\nO ecrã mostra:\n{1}"},
            {"k.plays", "Este programa devia jogar com as {0}, mas a negociação deu {1}. {2}"},
            {"k.received", "O outro programa devia ter recebido {0}, mas recebeu {1}.\nO ecrã"
                        + " mostra:\n{2}"},
        };
    }
}
