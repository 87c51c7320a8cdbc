package tabuleiro.qwirkle.ui;

import java.util.ListResourceBundle;

/** What Qwirkle's {@link TextUi} says, in Portuguese; {@link TextUiTexts} in English. */
public class TextUiTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"points", "{0,choice,0#{0} pontos|1#{0} ponto|1<{0} pontos}"},
            {"seat.shown", "{0}{1}: {2}, mão {3}"},
            {"seat.hidden", "{0}{1}: {2}, {3,choice,0#{3} peças|1#{3} peça|1<{3} peças} na mão"},
            {"bag", "Saco: {0,choice,0#{0} peças|1#{0} peça|1<{0} peças}."},
            {"hand.over.ask", "Passe o teclado a {0} e carregue em Enter. "},
            {"hand.over.help", "Carregue em Enter quando {0} tiver o teclado: a sua mão só é"
                        + " mostrada então, na sua vez."},
            {"hand.over.typed", "(\"{0}\" não foi lido como jogada: esta pergunta só espera"
                        + " pelo Enter.)"},
            {"placed", "{0} joga {1}: {2}."},
            {"score.alone", "a peça em {0} sozinha: {1}"},
            {"score.row", "linha {0}, colunas {1} a {2}: {3} peças{4}, {5}"},
            {"score.column", "coluna {0}, linhas {1} a {2}: {3} peças{4}, {5}"},
            {"score.qwirkle", " + {0} por um Qwirkle"},
            {"score.end.bonus", "última peça jogada com o saco vazio: {0}"},
            {"score.total", "total: {0}"},
            {"traded", "{0} troca {1,choice,0#{1} peças|1#{1} peça|1<{1} peças}."},
            {"passed", "{0} passa."},
            {"game.over", "Fim do jogo."},
            {"wins", "{0} ganha com {1} e {2,choice,0#{2} peças|1#{2} peça|1<{2} peças} na mão."},
            {"share", "{0} partilham a vitória com {1} e {2,choice,0#{2} peças|1#{2} peça"
                        + "|1<{2} peças} na mão cada um."},
            {"names.and", "{0} e {1}"},
            {"quit.typed", "{0} saiu. O jogo termina aqui."},
            {"quit.input.ended", "A entrada acabou antes do jogo. O jogo termina aqui."},
            {"engine.broke", "O motor do jogo ou um agente falhou: {0}"},
            {"stops", "O jogo termina aqui."},
            {"no.new.game", "Não foi possível começar um novo jogo: {0}"},
            {"again.ask", "Jogar outra vez? (s/n) "},
            {"again.help", "Escreva s (ou sim, y) para jogar outro jogo com os mesmos lugares, ou"
                        + " n (ou não) para parar."},
            {"again.retry", "Escreva s para jogar outra vez ou n para parar."},
            {"turn.ask", "{0}, é a sua vez (jogar A1 0,0 [B1 0,1 ...] | trocar A1 [B2 ...]"
                        + " | passar | mão | ajuda | sair)? "},
            {"turn.help", "Comandos (maiúsculas ou minúsculas, tanto faz; play, trade, pass e"
                        + " hand também funcionam):\n"
                        + "  jogar A1 0,0 B1 0,1  põe peças da sua mão em casas, linha,coluna,"
                        + " todas numa só linha\n"
                        + "  trocar A1 B2         devolve peças ao saco e tira outras tantas\n"
                        + "  passar               não faz nada nesta vez\n"
                        + "  mão                  mostra outra vez a sua mão\n"
                        + "Uma peça é a letra da forma, A-F (círculo, cruz, losango, quadrado,"
                        + " estrela, trevo), seguida do algarismo da cor, 1-6 (vermelho, laranja,"
                        + " amarelo, verde, azul, roxo).\n"
                        + "Uma casa é linha,coluna; a linha e a coluna de uma casa estão entre"
                        + " -{0,number,#} e {0,number,#}."},
            {"your.hand", "A sua mão: {0}."},
            {"unreadable", "Escreva jogar A1 0,0 [B1 0,1 ...] | trocar A1 [B2 ...] | passar;"
                        + " {0}."},
            {"not.allowed", "Essa jogada não é permitida: {0}."},
            // The text equivalent of SvgBoard's picture of a board.
            {"picture.title", "Tabuleiro de Qwirkle, linhas {0} a {1}, colunas {2} a {3}:"
                        + " {4,choice,0#nenhuma peça|1#1 peça, {5}|1<{4} peças, {5}}"},
        };
    }
}
