package tabuleiro.checkers.ui;

import java.util.ListResourceBundle;

/**
 * The words of checkers' text UI in Portuguese; {@link CheckersTexts} in English. A side is
 * named as the brief names it, "Brancas" or "Pretas", and each sentence brings its own article;
 * the kinds of piece bring theirs ("o peão", "a dama"), since it follows the noun's gender.
 */
public class CheckersTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"colour.WHITE", "Brancas"},
            {"colour.BLACK", "Pretas"},
            {"piece.WHITE.man", "peão branco"},
            {"piece.WHITE.king", "dama branca"},
            {"piece.BLACK.man", "peão preto"},
            {"piece.BLACK.king", "dama preta"},
            {"kind.man", "o peão"},
            {"kind.king", "a dama"},
            {"kind.piece", "a peça"},
            {"list.none", "nenhuma"},
            {"list.or", "{0} ou {1}"},
            {"board.legend", "   w/b: peões brancos/pretos, W/B: damas; uma casa escura vazia"
                        + " mostra o seu número.\n   Indique uma casa pelo número ou pela coluna"
                        + " e linha, como 22 ou c3."},
            {"session.limit", "A sessão pára ao fim de {0} jogadas, sem resultado: as regras"
                        + " simplificadas não têm empate, por isso dois agentes sozinhos poderiam"
                        + " jogar para sempre (--max-moves fixa o limite)."},
            {"quit.typed", "Saiu: o jogo pára aqui, por acabar."},
            {"quit.ended", "A entrada terminou, por isso o jogo pára aqui, por acabar."},
            {"agent.failed", "O jogo pára aqui: {0}"},
            {"agent.illegal", "O jogo pára aqui: as {0} escolheram {1}, que não é uma jogada"
                        + " legal."},
            {"agent.plays", "As {0} jogam {1}."},
            {"resigns", "As {0} desistem."},
            {"result.drawn", "O jogo termina empatado."},
            {"result.wins", "Ganham as {0}."},
            {"result.wins.resigned", "Ganham as {0}: o adversário desistiu."},
            {"remote.white", "Joga com as Brancas e é o primeiro a jogar."},
            {"remote.black", "Joga com as Pretas; as Brancas jogam primeiro."},
            {"remote.undecided", "Não foi possível decidir as cores: {0}"},
            {"select.occupied", "uma casa com uma peça"},
            {"select.free", "uma casa escura livre"},
            {"select.question", "Escolha {0} (1 a 32, ou como c3): "},
            {"select.help", "Escreva {0}, de {1}."},
            {"select.is.empty", "A casa {0} está vazia: escolha {1}."},
            {"select.is.occupied", "A casa {0} está ocupada: escolha {1}."},
            {"square.expected", "um número de casa de 1 a {0}, ou uma coluna a-h e uma linha 1-8"
                        + " como as margens do tabuleiro mostram, como c3"},
            {"square.light", "{0} é uma casa clara, e as peças só ocupam as escuras (as que"
                        + " mostram um número ou uma peça)."},
            {"square.unknown", "''{0}'' não é uma casa: escreva {1}."},
            {"help.start", "Escreva uma jogada inteira, com as casas ligadas por ''-'', ''x'' ou"
                        + " espaços (22-18, 22x15x8), ou só a casa da peça a mover e depois para"
                        + " onde vai. Uma casa é {0}. ''desistir'' (ou ''resign'') abandona o"
                        + " jogo."},
            {"help.later", " ''voltar'' (ou ''back'') escolhe a jogada de novo; ''desistir'' (ou"
                        + " ''resign'') abandona o jogo."},
            {"help.destination", "Escreva a casa para onde vai a peça: uma das indicadas, ou a"
                        + " última casa de uma captura de vários saltos, cujos saltos são depois"
                        + " pedidos um de cada vez. Pode escrever várias casas de uma vez"
                        + " (15x8)."},
            {"help.go.on.or.stop", "A captura pode continuar: escreva a casa para onde salta a"
                        + " seguir, ou ''parar'' (ou ''stop'') para terminar aqui a jogada."},
            {"help.go.on", "A captura tem de continuar, porque as regras obrigam a capturar o"
                        + " maior número de peças possível: escreva a casa para onde salta a"
                        + " seguir."},
            {"ask.start", "Jogam as {0}: uma jogada como 22-18, ou a casa da peça a mover: "},
            {"nothing.started", "Ainda não começou nenhuma jogada, por isso ''{0}'' não tem"
                        + " efeito: escreva uma jogada, ou a casa da peça a mover."},
            {"choose.again", "Escolha a jogada de novo."},
            {"nothing.typed.start", "Não escreveu nada: escreva uma jogada como 22-18, ou a casa"
                        + " da peça a mover (''ajuda'' diz mais)."},
            {"nothing.typed", "Não escreveu nada: {0}"},
            {"question.destination", "Para que casa vai {0} de {1} ({2})? "},
            {"question.go.on.or.stop", "A peça em {0} pode saltar de novo: continuar ({1}) ou"
                        + " parar? "},
            {"question.jump", "Saltar de {0} para que casa ({1})? "},
            {"cannot.stop", "A captura não pode parar aqui: {0}; continue para {1}."},
            {"cannot.stop.no.jump", "ainda não foi feito nenhum salto"},
            {"cannot.stop.compulsory", "a captura é obrigatória e a jogada tem de capturar o maior"
                        + " número de peças possível"},
            {"origin.choose", "escolha uma peça das {0} que se possa mover, em {1}."},
            {"origin.empty", "A casa {0} está vazia: {1}"},
            {"origin.opponent", "Na casa {0} está uma peça adversária ({1}), e é a vez das {2}:"
                        + " {3}"},
            {"origin.blocked", "Nenhuma jogada legal começa em {0}: a peça que lá está ({1}) não"
                        + " se pode mover, por isso {2}"},
            {"origin.compulsory", "Nenhuma jogada legal começa em {0}: a captura é obrigatória e"
                        + " tem de capturar o maior número de peças possível, por isso {1}"},
            {"jumps.needed", "Esta jogada precisa de {0} saltos: jogue-os um de cada vez."},
            {"step.no.route", "Nenhuma jogada legal vai de {0} para {1}: {2} de {0} pode ir para"
                        + " {3}."},
            {"step.ended", "A jogada termina em {0}, por isso nada a pode seguir: escreveu {1}"
                        + " depois dela."},
            {"step.not.next", "A casa {0} não é uma das casas para onde esta captura pode saltar"
                        + " a partir de {1}: {2}."},
            // The text equivalent of SvgCheckerboard's picture of a board.
            {"picture.title", "Tabuleiro de damas: {0}"},
            {"picture.men", "peões em {0}"},
            {"picture.kings", "damas em {0}"},
            {"picture.nothing", "nenhuma peça"},
        };
    }
}
