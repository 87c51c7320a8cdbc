package tabuleiro.features.quarto;

import java.util.ListResourceBundle;

/** The step definitions' failure messages in Portuguese, twins of {@link QuartoGlueWords}'s. */
public class QuartoGlueWords_pt extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"q.agent.only", "O agente devia escolher só {0} ({1}), mas escolheu {2}.\n{3}"},
            {"q.agent.pieces", "peças por jogar"},
            {"q.agent.squares", "casas vazias"},
            {"q.agent.random", "Um agente aleatório devia escolher de vez em quando cada uma das"
                        + " {0} {1}: em {2} decisões, cada uma pelo menos {3} vezes, mas escolheu"
                        + " {4}"},
            {"q.agent.only.square", "Só {0} está vazia, por isso o agente devia escolhê-la"
                        + " sempre, mas escolheu {1}"},
            {"q.agent.choose", "O agente devia escolher {0}, mas escolheu {1}.\n{2}"},
            {"q.agent.hand", "O agente devia entregar uma peça {0}, mas entregou {1}.\n{2}"},
            {"q.square.parse", "Square.parse devia ler a casa {0} (coluna {1}, linha {2}), mas"
                        + " leu {3}"},
            {"q.column.row", "coluna {0}, linha {1}"},
            {"q.board.as.was", "O tabuleiro devia estar como estava, mas"
                        + " mudou.\nAntes:\n{0}\nAgora:\n{1}"},
            {"q.holds", "{0} devia ter {1}, mas pieceAt({2}) é {3}.\n{4}"},
            {"q.empty", "Estas casas deviam estar vazias, mas isEmpty diz que não estão:"
                        + " {0}.\n{1}"},
            {"q.full", "As dezasseis casas têm uma peça, por isso isFull() devia ser true, mas é"
                        + " false.\n{0}"},
            {"q.not.full", "isFull() devia ser false, mas é true.\n{0}"},
            {"q.text", "O tabuleiro em texto devia ser:\n{0}\nmas BoardText.render escreveu:\n{1}"},
            // A group is named with its article ("a linha 1", QuartoTraitWords_pt), so it opens
            // a clause rather than follow "de", which would have to contract with it.
            {"q.shared", "{0}: cada peça é {1}, por isso sharedTraits({2}) devia ser"
                        + " {3}, mas é {4}.\n{5}"},
            {"q.no.win", "Nenhum grupo de {0} devia ganhar, mas sharedTraits({1}) é {2}.\n{3}"},
            {"q.classic", "No jogo clássico nada devia ganhar, mas wins(CLASSIC) é {0}.\n{1}"},
            {"q.squares", "No jogo com quadrados, wins(SQUARES) devia ser só {0}, mas é {1}.\n{2}"},
            {"q.board", "O tabuleiro do motor (lido com pieceAt) é:\n{0}"},
            {"q.no.board", "(ainda não há tabuleiro)"},
            {"q.unreadable", "(não foi possível ler o tabuleiro do motor: pieceAt lançou {0}:"
                        + " {1})"},
            {"q.setup.choose", "Para preparar este cenário, o jogador {0} escolhe {1}, mas foi"
                        + " recusado: {2}"},
            {"q.setup.place", "Para preparar este cenário, o jogador {0} coloca {1} em {2}, mas"
                        + " foi recusado: {3}\n{4}"},
            {"q.turn.chooses", "Neste cenário escolhe agora o jogador {0}, mas o motor diz que é"
                        + " o jogador {1}.\n{2}"},
            {"q.turn.places", "Neste cenário coloca agora o jogador {0}, mas o motor diz que é o"
                        + " jogador {1}.\n{2}"},
            {"q.to.place.piece", "O jogador {0} devia ir colocar {1}, mas currentPlayer() é o"
                        + " jogador {2} e chosenPiece() é {3}"},
            {"q.to.place", "O jogador {0} devia ser o jogador atual, o que coloca, mas"
                        + " currentPlayer() é o jogador {1}"},
            {"q.to.choose", "O jogador {0} devia ir escolher uma peça, mas chooser() é o jogador"
                        + " {1} e chosenPiece() é {2}"},
            {"q.die.half", "O dado devia dar a primeira colocação a cada jogador cerca de metade"
                        + " das vezes: ao jogador 1 entre {0} e {1} vezes em {2}, mas foram {3}"
                        + " vezes"},
            {"q.seeds", "As mesmas sementes deviam dar os mesmos primeiros a colocar, mas deram"
                        + " {0} e depois {1}"},
            {"q.pool", "Devia haver {0} peças por jogar, mas há {1}: {2}"},
            {"q.pool.in", "Devia haver {0} peças por jogar, entre elas {1}, mas há {2}: {3}"},
            {"q.pool.out", "Devia haver {0} peças por jogar, sem {1}, mas há {2}: {3}"},
            {"q.pool.in.out", "Devia haver {0} peças por jogar, entre elas {1}, sem {2}, mas há"
                        + " {3}: {4}"},
            {"q.pool.or.board", "Cada peça devia estar ou por jogar ou no tabuleiro, mas {0} está"
                        + " {1}.\n{2}"},
            {"q.in.both", "nos dois"},
            {"q.in.neither", "em nenhum"},
            {"q.sixteen", "O tabuleiro tem {0} peças e há {1} por jogar: juntas deviam ser as 16"
                        + " peças"},
            {"q.as.was", "O jogo devia estar como estava, mas {0}.\nAntes:\n{1}\nAgora:\n{2}"},
            {"q.changed.board", "o tabuleiro mudou"},
            {"q.changed.pool", "as peças por jogar passaram de {0} para {1}"},
            {"q.changed.chosen", "a peça escolhida passou de {0} para {1}"},
            {"q.changed.player", "o jogador atual passou do jogador {0} para o jogador {1}"},
            {"q.changed.end", "o fim do jogo mudou"},
            {"q.won", "O jogador {0} devia ter ganho, mas isOver() é {1}, winner() é {2} e"
                        + " isDraw() é {3}.\n{4}"},
            {"q.won.waits", "O jogador {0} devia ter ganho, mas isOver() é {1}, winner() é {2} e"
                        + " isDraw() é {3}.\n{4}: este exemplo espera pela regra QUARTO-07 (ganha"
                        + " um grupo completo com um atributo comum).\n{5}"},
            {"q.won.waits.square", "O jogador {0} devia ter ganho, mas isOver() é {1}, winner() é"
                        + " {2} e isDraw() é {3}.\n{4}: este exemplo espera pela regra QUARTO-08"
                        + " (ganha um quadrado 2x2 completo com um atributo comum).\n{5}"},
            {"q.waits.square.classic", "A vitória do motor é em {0}, um quadrado 2x2, mas nas"
                        + " regras clássicas só ganha uma linha, uma coluna ou uma diagonal: este"
                        + " exemplo espera pela regra QUARTO-08 (ganha um quadrado 2x2 completo com"
                        + " um atributo comum, só na variante dos quadrados).\n{1}"},
            {"q.unseen.wins", "{0}: cada peça é {1}, mas wins() não lista esse grupo"},
            {"q.unseen.shared", "{0}: cada peça é {1}, mas sharedTraits({2}) é {3}"},
            {"q.win.should", "A vitória devia ser {0}, mas win() é {1}.\n{2}"},
            {"q.draw", "O jogo devia acabar empatado, mas isOver() é {0}, isDraw() é {1} e"
                        + " winner() é {2}.\n{3}"},
            {"q.goes.on", "O jogo devia continuar, mas isOver() é {0} e isDraw() é {1} (vitória:"
                        + " {2}).\n{3}"},
            {"q.die.more", "O dado foi lançado mais vezes do que os {0} lançamentos {1} deste"
                        + " cenário"},
            {"q.die.faces", "Um dado tem seis faces, mas o motor pediu um número entre {0}"},
            {"q.die.long", "O dado lança-se com nextInt(1, 7) ou nextInt(6), mas o motor pediu"
                        + " nextLong()"},
            {"q.group.named", "{0} devia ter um grupo chamado \"{1}\", mas os seus grupos são {2}"},
            {"q.group.squares", "O grupo \"{0}\" de {1} devia ser as casas {2}, mas é {3}"},
            {"q.all.same", "Piece.all() devia dar sempre o mesmo conjunto, mas deu {0} e depois"
                        + " {1}"},
            {"q.all.count", "Piece.all() devia dar {0} peças diferentes, mas deu {1}"},
            {"q.all.combos", "Piece.all() devia dar cada uma das {0} combinações uma vez, mas deu"
                        + " {1}"},
            {"q.all.order", "Piece.all() devia dar as peças pela ordem {0}, mas dá {1}"},
            {"q.pieces", "{0} peças: {1}"},
            {"q.nothing", "nada"},
            {"q.notation", "notation() devia escrever \"{0}\", mas escreveu {1}"},
            {"q.piece.parse", "Piece.parse devia ler a peça {0}, mas leu {1}"},
            {"q.written", "As {0} peças deviam escrever-se de maneiras diferentes, mas"
                        + " escrevem-se {1}"},
            {"q.read.back", "A peça {0} escreve-se \"{1}\", que Piece.parse lê como a peça {2}"},
            {"q.setup.board", "Para preparar este cenário, {0} em {1} é colocada no tabuleiro com"
                        + " Board.place, mas foi recusada: {2}\n{3}"},
            {"q.setup.ended", "Para preparar este cenário, as suas peças são escolhidas e"
                        + " colocadas uma a uma, mas o jogo acabou antes de {0} em {1} o"
                        + " ser.\n{2}"},
            {"q.setup.refused", "Para preparar este cenário, as suas peças são escolhidas e"
                        + " colocadas uma a uma, mas {0} em {1} foi recusada: {2}\n{3}"},
            {"q.null", "Game.start devolveu null; tem de devolver um jogo novo."},
            {"q.ui.again", "Depois de \"{0}\" devia ser feita de novo a mesma pergunta (\"{1}\")"
                        + " ao mesmo jogador, mas a interface de texto continuou com:\n{2}"},
            {"q.ui.again.plain", "Depois de \"{0}\" devia ser feita de novo a mesma pergunta ao"
                        + " mesmo jogador, mas a interface de texto continuou com:\n{1}"},
            {"q.ui.list", "A interface de texto devia listar:\n{0}\nmas não listou. A última"
                        + " coisa que escreveu foi:\n{1}"},
            {"q.ui.menu", "A interface de texto devia mostrar o menu {0} vezes, mas mostrou-o {1}"
                        + " vezes. Escreveu:\n{2}"},
            {"q.reason.not.chosen", "nenhuma peça foi escolhida"},
            {"q.reason.chosen", "já foi escolhida uma peça"},
            {"q.reason.occupied", "{0} já tem uma peça"},
            {"q.reason.on.board", "{0} já está no tabuleiro"},
            // A failure that says which rule its example waits on, when the board shows it.
            {"q.waits.empty", "{0} tem uma casa vazia, {1}, mas sharedTraits({2}) é {3}: este"
                        + " exemplo espera pela regra QUARTO-09 (um grupo com uma casa vazia nunca"
                        + " ganha).\n{4}"},
            {"q.waits.groups.lines", "{0}\nO Group.lines() do motor quebra o seu próprio contrato:"
                        + " este exemplo espera pela regra QUARTO-07 (ganha uma linha completa com"
                        + " um atributo comum).\n{1}"},
            {"q.waits.groups.squares", "{0}\nO Group.twoByTwo() do motor quebra o seu próprio"
                        + " contrato: este exemplo espera pela regra QUARTO-08 (ganha um quadrado"
                        + " 2x2 completo com um atributo comum).\n{1}"},
            {"q.waits.winner", "{0}\nO motor dá a vitória ao jogador {1}, mas foi o jogador {2}"
                        + " que colocou a peça que acabou o jogo: este exemplo espera pela regra"
                        + " QUARTO-19 (ganha quem completa um grupo vencedor).\n{3}"},
            {"q.waits.empty.after", "{0}\nDepois da colocação, {1} tem uma casa vazia, {2}, mas"
                        + " sharedTraits({3}) é {4}: este exemplo espera pela regra QUARTO-09 (um"
                        + " grupo com uma casa vazia nunca ganha).\n{5}"},
            {"q.ui.say.groups.lines", "A interface de texto devia dizer \"{0}\", mas não disse. A"
                        + " última coisa que escreveu foi:\n{1}\nO Group.lines() do motor quebra o"
                        + " seu próprio contrato: este exemplo espera pela regra QUARTO-07 (ganha"
                        + " uma linha completa com um atributo comum)."},
            {"q.ui.say.groups.squares", "A interface de texto devia dizer \"{0}\", mas não disse."
                        + " A última coisa que escreveu foi:\n{1}\nO Group.twoByTwo() do motor"
                        + " quebra o seu próprio contrato: este exemplo espera pela regra QUARTO-08"
                        + " (ganha um quadrado 2x2 completo com um atributo comum)."},
            {"q.ui.list.groups.lines", "A interface de texto devia listar:\n{0}\nmas não listou. A"
                        + " última coisa que escreveu foi:\n{1}\nO Group.lines() do motor quebra o"
                        + " seu próprio contrato: este exemplo espera pela regra QUARTO-07 (ganha"
                        + " uma linha completa com um atributo comum)."},
            {"q.ui.list.groups.squares", "A interface de texto devia listar:\n{0}\nmas não listou."
                        + " A última coisa que escreveu foi:\n{1}\nO Group.twoByTwo() do motor"
                        + " quebra o seu próprio contrato: este exemplo espera pela regra QUARTO-08"
                        + " (ganha um quadrado 2x2 completo com um atributo comum)."},
            {"q.ui.menu.groups.lines", "A interface de texto devia mostrar o menu {0} vezes, mas"
                        + " mostrou-o {1} vezes. Escreveu:\n{2}\nO Group.lines() do motor quebra o"
                        + " seu próprio contrato: este exemplo espera pela regra QUARTO-07 (ganha"
                        + " uma linha completa com um atributo comum)."},
            {"q.ui.menu.groups.squares", "A interface de texto devia mostrar o menu {0} vezes, mas"
                        + " mostrou-o {1} vezes. Escreveu:\n{2}\nO Group.twoByTwo() do motor quebra"
                        + " o seu próprio contrato: este exemplo espera pela regra QUARTO-08"
                        + " (ganha um quadrado 2x2 completo com um atributo comum)."},
            {"q.ui.say.waits", "A interface de texto devia dizer \"{0}\", mas não disse. A"
                        + " última coisa que escreveu foi:\n{1}\n{2} tem uma casa vazia, {3}, mas"
                        + " sharedTraits({4}) é {5}: este exemplo espera pela regra QUARTO-09 (um"
                        + " grupo com uma casa vazia nunca ganha)."},
            {"q.ui.list.waits", "A interface de texto devia listar:\n{0}\nmas não listou. A última"
                        + " coisa que escreveu foi:\n{1}\n{2} tem uma casa vazia, {3}, mas"
                        + " sharedTraits({4}) é {5}: este exemplo espera pela regra QUARTO-09 (um"
                        + " grupo com uma casa vazia nunca ganha)."},
            {"q.waits.missed.line", "{0} está completa e cada peça é {1}, mas o motor diz que o"
                        + " jogo continua: este exemplo espera pela regra QUARTO-07 (ganha uma"
                        + " linha completa com um atributo comum).\n{2}"},
            {"q.waits.missed.square", "{0} está completo e cada peça é {1}, mas o motor diz que o"
                        + " jogo continua: este exemplo espera pela regra QUARTO-08 (ganha um"
                        + " quadrado 2x2 completo com um atributo comum).\n{2}"},
            {"q.waits.false.line", "sharedTraits({0}) é {1}, mas a peça em {2} não é {3}: este"
                        + " exemplo espera pela regra QUARTO-07 (ganha uma linha completa com um"
                        + " atributo comum).\n{4}"},
            {"q.waits.false.square", "sharedTraits({0}) é {1}, mas a peça em {2} não é {3}: este"
                        + " exemplo espera pela regra QUARTO-08 (ganha um quadrado 2x2 completo com"
                        + " um atributo comum).\n{4}"},
        };
    }
}
