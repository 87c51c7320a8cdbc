package tabuleiro.chess.ui;

import java.util.ListResourceBundle;

/** The words of the chess text UI in Portuguese; {@link ChessTexts} in English. */
public class ChessTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"to.move.prompt", "Jogam as {0,choice,0#brancas|1#pretas}: "},
            {"plays", "As {0,choice,0#brancas|1#pretas} jogam {1}."},
            {"computer.plays", "As {0,choice,0#brancas|1#pretas} (computador) jogam {1}."},
            {"resigns", "As {0,choice,0#brancas|1#pretas} rendem-se."},
            {"in.check", "As {0,choice,0#brancas|1#pretas} estão em xeque."},
            {"how.to.move", "escreva uma jogada como e2>>e4, e2e4 ou em SAN (e4, Nf3, O-O, e8=Q),"
                        + " ou ajuda (help) para ver os comandos"},
            {"nothing.typed", "Não escreveu nada: {0}."},
            {"not.a.move", "Jogada recusada: {0}. Tente de novo: {1}."},
            {"move.help", "Escreva uma jogada como e2>>e4, e2e4 ou em SAN (e4, Nf3, exd5, O-O,"
                        + " e8=Q), com as coordenadas em maiúsculas ou minúsculas; em SAN as peças"
                        + " têm as letras inglesas (K rei, Q dama, R torre, B bispo, N cavalo). Ou"
                        + " um comando, em português ou em inglês, em maiúsculas ou minúsculas:"
                        + " {0}; {1} também guarda o jogo e para; ajuda (help, ?) mostra este"
                        + " texto."},
            {"quit.words", "sair (quit)"},
            {"command.words", "{1} ({0})"},
            {"command.RESIGN", "desiste do jogo"},
            {"command.DRAW", "reclama o empate, ou propõe-no"},
            {"command.PAUSE", "guarda o jogo e para"},
            {"promotion.prompt", "Promover a (d dama, t torre, b bispo, c cavalo)? "},
            {"promotion.help", "O peão passa a ser a peça que escolher: d dama, t torre, b bispo"
                        + " ou c cavalo (ou as letras inglesas q, r, b, n). {0} guarda o jogo"
                        + " como estava antes desta jogada e para."},
            {"promotion.refused", "Um peão é promovido a dama, torre, bispo ou cavalo: escreva d,"
                        + " t, b ou c (ou q, r, n), não \"{0}\"."},
            {"draw.help", "Escreva s (sim) ou y (yes) para aceitar o empate, n (não, no) para o"
                        + " recusar. {0} guarda o jogo e para."},
            {"draw.claimed", "As {0,choice,0#brancas|1#pretas} reclamam o empate por {1}."},
            {"draw.computer.declines", "As {0,choice,0#brancas|1#pretas} (computador) recusam a"
                        + " proposta de empate. Faça uma jogada."},
            {"draw.offered", "{0,choice,0#Brancas|1#Pretas}, as {1,choice,0#brancas|1#pretas}"
                        + " propõem o empate. Aceitam? (s/n) "},
            {"draw.agreed", "Empate acordado."},
            {"draw.declined", "A proposta de empate foi recusada. As"
                        + " {0,choice,0#brancas|1#pretas} continuam a jogar."},
            {"draw.answer.refused", "Escreva s (ou y) para aceitar o empate ou n para o recusar,"
                        + " não \"{0}\"."},
            {"draw.may.claim", "As {0,choice,0#brancas|1#pretas} podem reclamar o empate por {1}"
                        + " (escreva {2})."},
            {"paused", "Jogo em pausa: {0,choice,0#0 jogadas guardadas|1#1 jogada guardada"
                        + "|1<{0} jogadas guardadas} em {1}. Carregue-o para continuar"
                        + " (--load {1})."},
            {"state.paused", "Estado: em pausa."},
            {"not.saved", "Não foi possível guardar o jogo em {0} ({1})."},
            {"corrupted.kept", "O ficheiro corrompido fica guardado, tal como estava, em {0}."},
            {"corrupted.not.kept", "o ficheiro corrompido {0} não pôde ser guardado: já há"
                        + " {1,number,#} cópias dele"},
            {"input.ended", "A entrada acabou antes do jogo."},
            {"stops.unsaved", "O jogo termina aqui, sem ser guardado."},
            {"quit.again", "Escreva {0} outra vez para sair sem guardar, ou continue a jogar."},
            {"goes.on", "O jogo continua."},
            {"engine.broke", "O motor de jogo falhou: {0}. O jogo termina aqui."},
            {"load.unreadable", "Não foi possível ler o jogo guardado {0} ({1}); nada foi"
                        + " carregado."},
            {"load.warning", "O ficheiro do jogo guardado tem um problema: {0}"},
            {"loaded", "Jogo carregado de {0}: {1,choice,0#0 jogadas refeitas|1#1 jogada refeita"
                        + "|1<{1} jogadas refeitas}."},
            {"captured", "Peças brancas capturadas: {0}. Peças pretas capturadas: {1}."},
            {"pieces.none", "nenhuma"},
            {"piece.PAWN", "{0,choice,1#peão|1<{0} peões}"},
            {"piece.KNIGHT", "{0,choice,1#cavalo|1<{0} cavalos}"},
            {"piece.BISHOP", "{0,choice,1#bispo|1<{0} bispos}"},
            {"piece.ROOK", "{0,choice,1#torre|1<{0} torres}"},
            {"piece.QUEEN", "{0,choice,1#dama|1<{0} damas}"},
            {"piece.KING", "{0,choice,1#rei|1<{0} reis}"},
            {"state.line", "Estado: {0}."},
            {"state.line.drawn", "Estado: {0} ({1})."},
            {"state.line.to.move", "Estado: {0}. Jogam as {1,choice,0#brancas|1#pretas}."},
            {"state.START", "início"},
            {"state.IN_PROGRESS", "em curso"},
            {"state.CHECK", "xeque"},
            {"state.CHECKMATE", "xeque-mate"},
            {"state.STALEMATE", "afogamento"},
            {"state.DRAW", "empate"},
            {"state.RESIGNED", "desistência"},
            {"outcome.WHITE_WINS", "As brancas ganham por {0} ({1})."},
            {"outcome.BLACK_WINS", "As pretas ganham por {0} ({1})."},
            {"outcome.DRAW", "Empate por {0} ({1})."},
            {"termination.CHECKMATE", "xeque-mate"},
            {"termination.RESIGNATION", "desistência"},
            {"termination.STALEMATE", "afogamento"},
            {"termination.INSUFFICIENT_MATERIAL", "material insuficiente"},
            {"termination.FIFTY_MOVES", "regra das cinquenta jogadas"},
            {"termination.THREEFOLD_REPETITION", "tripla repetição"},
            {"termination.SEVENTY_FIVE_MOVES", "regra das setenta e cinco jogadas"},
            {"termination.FIVEFOLD_REPETITION", "quíntupla repetição"},
            {"termination.AGREEMENT", "acordo"},
            {"failure.no.such.file", "não existe esse ficheiro ou pasta: {0}"},
            {"failure.access.denied", "permissão negada: {0}"},
            {"failure.in.the.way", "há um ficheiro no caminho: {0}"},
            {"failure.not.a.folder", "não é uma pasta: {0}"},
            {"failure.file.system", "{0}: {1}"},
            {"failure.cannot.use", "o ficheiro não pode ser usado: {0}"},
            // The text equivalent of SvgDiagram's picture of a position.
            {"picture.title", "Diagrama de xadrez: {0}"},
            {"picture.side", "{0,choice,0#Brancas|1#Pretas} {1}"},
            {"picture.nothing", "nenhuma peça"},
        };
    }
}
