package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/** What the self-check and {@code play} print in Portuguese; see {@link CheckTexts}. */
public class CheckTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"not.compiling", "O seu código não compila, por isso nenhuma regra pôde correr. O"
                        + " compilador disse:"},
            {"exercise", "Exercício {0} — {1}: {2} / {3}"},
            {"kept", "cumpre"},
            {"broken", "FALHA"},
            {"waits", "espera"},
            {"not.started", "por começar"},
            {"waiting", "{0,choice,1#1 regra por cumprir espera|1<{0} regras por cumprir"
                        + " esperam} por outro exercício: os seus exemplos chegam a um método"
                        + " que outro exercício pede, ainda por escrever. Nada"
                        + " {0,choice,1#diz|1<dizem} contra o exercício a que"
                        + " {0,choice,1#pertence|1<pertencem}, e {0,choice,1#fica cumprida|1<ficam"
                        + " cumpridas} quando esse outro exercício estiver escrito."},
            {"total", "{0}: {1} / {2} pontos, {3} de {4} regras cumpridas, nos exemplos"
                        + " escritos do livro de regras."},
            {"next", "A seguir: exercício {0} — {1} ({3,choice,1#a sua única regra ainda por"
                        + " cumprir; --exercise {0} verifica só essa|1<{2} das suas {3} regras"
                        + " ainda por cumprir; --exercise {0} verifica só essas})."},
            {"total.named", "{0}: {1} / {2} pontos, {3} de {4} regras cumpridas (só os"
                        + " cenários cujo nome corresponde a {6}{5})."},
            {"total.named.tags", " entre os com a etiqueta {0}"},
            {"total.tagged", "{0}: {1} / {2} pontos, {3} de {4} regras cumpridas (só os"
                        + " cenários com a etiqueta {5})."},
            {"timed.out", "O cenário \"{0}\" ({1}) não terminou em {2} s{3}: haverá um ciclo"
                        + " que nunca acaba? Custa a sua regra, e a verificação continuou com os"
                        + " cenários seguintes, como faz o avaliador."},
            {"timed.out.where", "; estava em {0}"},
            {"time.up", "O tempo de um projeto inteiro ({0} s) acabou: os cenários que não"
                        + " correram até então ficam por correr, como no avaliador."},
            {"note", "Nota: {0}"},
            {"explained", "### {0} — falhada"},
            {"explained.not.started", "### {0} — por começar"},
            {"explained.waits", "### {0} — espera por outro exercício"},
            {"more.broken", "({0,choice,1#mais 1 regra falhada|1<mais {0} regras falhadas}: veja"
                        + " o ficheiro de parecer, ou restrinja a verificação com --exercise N.)"},
            {"style", "Estilo (conselhos, como o avaliador os dá): {0}"
                        + " {0,choice,1#observação|1<observações} nos seus ficheiros"},
            {"style.more", "  e mais {0} no ficheiro de parecer"},
            {"style.unchecked", "  estilo não verificado em {0}: {1}"},
            {"timing", "(compilado em {0} s, regras e estilo verificados em {1} s)"},
            {"watching", "A vigiar {0} à espera de ficheiros gravados; Ctrl+C para parar."},
            {"again", "=== {0} — a verificar de novo ==="},
            {"watch.stops", "A vigilância para aqui: o cenário que não terminou continua a"
                        + " correr. Corrija-o e volte a correr a verificação."},
            {"disk.full", "A verificação não pôde correr: prepara, compila e joga o seu projeto"
                        + " em {0}, a pasta temporária do sistema, cujo disco está cheio ({1} KB"
                        + " livres). Liberte algum espaço nesse disco e verifique outra vez: nada"
                        + " do seu projeto foi alterado."},
            {"cannot.check", "Não é possível verificar {0}: {1}"},
            {"lang.missing", "Este kit verifica {0} apenas em {1}: não tem o livro de regras do"
                        + " jogo em {2}, por isso --lang {3} não o pode verificar. Corra"
                        + " ./check sem --lang."},
            {"no.rulebook", "Este verificador não tem o livro de regras de {0} em {1} (nenhum"
                        + " ficheiro .feature em {2}), por isso não tem regras para verificar:"
                        + " peça o kit de novo ao seu professor."},
            {"language.en", "inglês"},
            {"language.pt", "português"},
            {"random.share", "No avaliador, cujas partidas aleatórias fazem as mesmas perguntas,"
                        + " uma falha como estas custa à sua regra {0}% dos seus pontos, mesmo"
                        + " que todos os exemplos escritos da regra passem."},
            {"feedback", "O parecer do avaliador sobre estes ficheiros: {0} (e feedback.html)"},
            {"feedback.unwritten", "(não foi possível escrever o parecer em {0}: {1})"},
            {"checked", "Verificado: as {0} fontes cujo SHA-256 é {1}… ({2,choice,0#compiladas"
                        + " agora|1#as suas classes guardadas de uma verificação anterior destas"
                        + " mesmas fontes|2#compiladas agora: {5} delas, as que uma alteração"
                        + " alcançou; as classes das outras guardadas da verificação anterior};"
                        + " estilo: {3,choice,0#0 ficheiros verificados|1#1"
                        + " ficheiro verificado|1<{3} ficheiros verificados} agora, {4}"
                        + " guardados)."},
            {"checked.same", "Tirado de uma verificação anterior das mesmas classes e recursos,"
                        + " byte a byte (SHA-256 {1}…), que respondem o mesmo: {0}."},
            {"checked.same.rules", "os resultados do livro de regras"},
            {"checked.same.recorded", "os jogos com as respostas da referência"},
            {"checked.same.random", "as partidas aleatórias"},
            {"not.compiling.play", "O seu código não compila:"},
            {"play.failed", "O jogo parou: {0}: {1}"},
            {"play.options", "O ./play do kit aceita também:"},
            {"play.option.lang", "A língua em que o jogo fala (por omissão: a do kit)."},
            {"play.option.tournament", "Joga o seu agente contra as duas âncoras do verificador"
                        + " (aleatória e gulosa), com o seu próprio motor como árbitro."},
            {"play.option.games", "Com --tournament: as partidas com cada cor (cada lugar no"
                        + " Qwirkle) contra cada âncora (por omissão: {0})."},
            {"play.option.agent", "Com --tournament: a classe do seu agente (por omissão: a"
                        + " primeira classe pública que juntou que implementa Agent)."},
            {"play.option.seed", "Com --tournament: a semente das partidas (por omissão: 1)."},
            {"play.option.overage", "Com --tournament: os segundos que as jogadas de uma partida"
                        + " podem levar além dos seus {1} s cada, ao todo (por omissão: {2})."},
            {"play.label.lang", "en|pt"},
            {"play.label.games", "N"},
            {"play.label.agent", "CLASSE"},
            {"play.label.seed", "S"},
            {"play.label.overage", "SEGUNDOS"},
            {"random.none", "Partidas aleatórias: {0} jogadas pelo seu motor (semente {1}),"
                        + " todos os contratos do esqueleto (-ea) e todas as propriedades"
                        + " cumpridos."},
            {"random.broken", "Partidas aleatórias: {0} jogadas pelo seu motor (semente {1}):"
                        + " {2,choice,1#1 falha|1<{2} falhas}, cada uma mostrada abaixo reduzida"
                        + " a uma partida curta. O avaliador faz as mesmas perguntas nas suas"
                        + " próprias partidas aleatórias e desconta uma falha destas à sua"
                        + " regra."},
            {"random.grader", "Estas partidas verificam o seu motor contra ele próprio; os jogos"
                        + " com as respostas da referência acima comparam-no com a referência,"
                        + " como o avaliador faz em jogos seus."},
            {"random.stopped", "{0,choice,1#1 partida parou|1<{0} partidas pararam} num método"
                        + " ainda por escrever ({1}): não contadas como cumpridas."},
            {"random.none.stopped", "Partidas aleatórias: {0} jogadas pelo seu motor (semente"
                        + " {1}); {2,choice,0#nenhuma chegou ao fim: todas pararam|1#1 chegou ao"
                        + " fim, cada uma das outras parou|1<{2} chegaram ao fim, cada uma das"
                        + " outras parou} num método ainda por escrever."},
            {"random.kind.THREW", "O seu motor lançou uma exceção (ou recusou) ao responder a uma"
                        + " pergunta que não lhe pede jogada: {0}. O avaliador desconta uma"
                        + " resposta assim como uma resposta errada."},
            {"random.game.unshrunk", "### Partida aleatória {0} da semente {1}, {2} jogadas"},
            {"random.unreached", "Partidas aleatórias: não jogadas, pois nenhuma das suas"
                        + " propriedades é uma regra verificada aqui ({0}); ./check sem"
                        + " --exercise joga-as."},
            {"random.reached", "(Jogadas, pois as suas propriedades chegam a regras"
                        + " verificadas aqui: {0}.)"},
            {"random.unplayed", "Partidas aleatórias: não jogadas ({0})."},
            {"random.timeout", "Partidas aleatórias: não terminaram em {0} s (um ciclo que nunca"
                        + " acaba?); o avaliador também as pararia."},
            {"random.game", "### Partida aleatória {0} da semente {1}, reduzida de {2} para {3}"
                        + " jogadas"},
            {"random.kind.CONTRACT", "Falhou um contrato do esqueleto (asserções ligadas, -ea):"
                        + " uma pré-condição, pós-condição ou invariante de classe."},
            {"random.kind.LISTED_MOVE_REFUSED", "Uma jogada que o seu motor lista como legal"
                        + " foi recusada."},
            {"random.kind.REFUSAL_CHANGED_THE_GAME", "Uma jogada que o seu motor recusou mudou o"
                        + " jogo (o seu {0}): uma jogada recusada deixa o jogo como estava."},
            {"random.kind.PROPERTY", "Uma propriedade que não precisa de resposta de referência"
                        + " não se cumpre: {0}."},
            {"random.property.children", "a pontuação que o resolvedor dá a uma posição é a"
                        + " melhor das suas jogadas (uma vitória vale (43 - n) / 2 com n discos"
                        + " antes dela, uma grelha cheia 0, senão menos a pontuação do"
                        + " resolvedor depois da jogada)"},
            {"random.property.agent", "o agente perfeito joga numa coluna que o seu próprio"
                        + " resolvedor pontua como a melhor"},
            // Quarto
            {"random.property.linewin", "o jogo está ganho exatamente quando uma linha, coluna"
                        + " ou diagonal cheia do seu tabuleiro tem quatro peças com uma"
                        + " característica em comum, e uma linha dada como o grupo vencedor é"
                        + " uma delas, com as características que têm em comum"},
            {"random.property.squarewin", "no jogo do enunciado um quadrado 2x2 cheio de quatro"
                        + " peças com uma característica em comum também ganha, e um quadrado"
                        + " 2x2 dado como o grupo vencedor é um deles, com as características"
                        + " que têm em comum"},
            {"random.property.quartotext", "o seu tabuleiro desenhado em texto"
                        + " (BoardText.render) lê-se de volta (BoardText.parse) com as mesmas"
                        + " peças nas mesmas casas"},
            // Chess
            {"random.property.checkseen", "o lado a jogar está em xeque exatamente quando uma"
                        + " peça do outro lado pode capturar o seu rei, tal como as peças estão"
                        + " no seu tabuleiro"},
            {"random.property.kingshape", "cada jogada que o seu motor lista para um rei é de uma"
                        + " casa em qualquer direção, ou as duas casas do roque a partir da sua"
                        + " casa inicial"},
            {"random.property.slidershape", "cada jogada que o seu motor lista para uma torre, um"
                        + " bispo ou uma dama segue as suas linhas e não passa por cima de"
                        + " nenhuma peça"},
            {"random.property.knightshape", "cada jogada que o seu motor lista para um cavalo é"
                        + " um L"},
            {"random.property.pawnshape", "cada jogada que o seu motor lista para um peão é de"
                        + " uma casa em frente para uma casa vazia, de duas a partir da sua fila"
                        + " inicial por casas vazias, ou de uma na diagonal em frente para uma"
                        + " peça ou para a casa de en passant"},
            {"random.property.promotionshape", "um peão que chega à última fila passa a dama,"
                        + " torre, bispo ou cavalo na mesma jogada, e nenhuma outra jogada"
                        + " promove"},
            {"random.property.owncapture", "nenhuma jogada que o seu motor lista toma uma peça do"
                        + " lado que joga"},
            {"random.property.halfmoveclock", "o contador de meias-jogadas depois de uma jogada"
                        + " é 0 depois de uma jogada de peão ou de uma captura, senão o de antes"
                        + " mais um"},
            {"random.property.castlingsafe", "nenhum roque é listado com o rei em xeque, nem"
                        + " com a casa que ele atravessa ou onde chega atacada"},
            {"random.property.castlingrights", "depois de uma jogada, os direitos de roque são"
                        + " os de antes menos os do canto de uma torre ou da casa do seu rei de"
                        + " onde a jogada sai ou onde chega"},
            {"random.property.fenback", "a FEN que o seu Fen escreve, lida de volta por"
                        + " Fen.parse, dá uma posição que se escreve igual"},
            {"random.property.sanback", "a jogada que o seu San escreve, lida de volta por"
                        + " San.parse, é a jogada feita"},
            {"random.property.pgnback", "o PGN que o seu Pgn escreve do jogo, lido de volta por"
                        + " Pgn.read, dá as mesmas jogadas"},
            {"random.property.saveback", "o jogo que o seu SavedGame guarda num ficheiro, lido"
                        + " de volta por SavedGameFile.read, dá as mesmas jogadas e a mesma"
                        + " posição, sem aviso"},
            // Checkers
            {"random.property.kingcount", "a contagem das jogadas de dama sem captura para o"
                        + " empate sobe um depois de uma jogada de dama sem captura e volta a 0"
                        + " depois de uma captura ou de uma jogada de peão"},
            {"random.property.majority", "cada captura que o motor lista toma o máximo de peças"
                        + " que uma captura listada toma e, dessas, o máximo de damas"},
            {"random.property.pdnfen", "a posição que o motor escreve em FEN, lida de novo pelo"
                        + " seu próprio Fen.read, dá as mesmas peças e a mesma vez de jogar"},
            // Qwirkle
            {"random.property.linepoints", "uma jogada vale o comprimento de cada linha que"
                        + " as suas peças fizeram ou aumentaram, nos dois eixos, cada linha uma"
                        + " vez (uma peça sozinha 1), mais seis por uma linha de seis e mais"
                        + " seis pela última peça jogada com o saco vazio; uma troca ou uma"
                        + " passagem não vale nada"},
            {"random.property.endrule", "o jogo acaba quando o saco está vazio e quem jogou"
                        + " pôs a sua última peça, ou quando o saco está vazio e nenhum jogador"
                        + " pode pôr uma peça, e só então"},
            {"random.property.winrule", "ganham os jogadores com mais pontos e, com pontos"
                        + " iguais, os que ficam com menos peças na mão (também quando a última"
                        + " jogada é jogada de novo com pontos iguais)"},
            {"random.property.placementback", "uma colocação escrita como o jogo a escreve lê-se"
                        + " de novo como a mesma colocação"},
            {"random.moves", "Jogadas a partir de um jogo novo: {0}"},
            {"random.start", "O jogo: distribuído pela sonda a partir da semente {0} ({1})."},
            {"random.start.end", "O jogo: um final que a sonda monta a partir da semente {0}"
                        + " ({1})."},
            {"random.asked", "A pergunta: {0} ({1})"},
            {"random.refused", "recusada: "},
            {"random.came", "O que veio: {0}"},
            {"random.board", "Tabuleiro: {0}"},
            {"random.scenario", "O seu motor listou {1} como jogada legal e depois não a fez até"
                        + " ao fim. O livro de regras dá aqui uma de duas respostas, e estes"
                        + " jogos não sabem qual, pois não têm a resposta da referência: leia a"
                        + " regra e cole no fim de {0}/mine.feature, o ficheiro dos seus"
                        + " próprios cenários, o cenário da resposta que ela dá (./check --tags"
                        + " @mine corre-o). O outro ficaria vermelho depois da correção certa."},
            {"random.scenario.legal", "Se {0} é legal aqui, o seu motor tem de a fazer. Este"
                        + " cenário fá-la no fim: falha no seu motor tal como está e passa"
                        + " quando o seu motor fizer a jogada."},
            {"random.scenario.illegal", "Se {0} não é legal aqui, o seu motor não a pode listar."
                        + " Este cenário di-lo: falha no seu motor tal como está e passa quando"
                        + " o seu motor deixar de listar a jogada."},
            {"random.scenario.illegal.none", "Se {0} não é legal aqui, o seu motor não a pode"
                        + " listar: nenhum passo do livro de regras diz que uma jogada não é"
                        + " legal, por isso essa resposta não tem cenário, e a correção está na"
                        + " forma como o seu motor lista as jogadas."},
            {"random.scenario.setup", "Cada cenário acima monta o jogo tal como o seu motor o"
                        + " jogou: se uma jogada antes de {0} também for ilegal, o cenário para aí"
                        + " quando o seu motor estiver certo, e é essa a jogada a ver."},
            {"random.scenario.whole", "A partida como cenário, para colar no fim de"
                        + " {0}/mine.feature, o ficheiro dos seus próprios cenários: o seu passo"
                        + " Então diz o que a regra diz das próprias respostas do seu motor, por"
                        + " isso falha no seu motor tal como está e passa quando a propriedade"
                        + " se cumprir; ./check --tags @mine corre-o:"},
            {"random.scenario.whole.setup", "Monta o jogo com as jogadas que o seu motor listou: se"
                        + " uma delas for ilegal, a correção está na forma como o seu motor lista"
                        + " as jogadas, e o cenário para então nessa jogada; retire-o."},
            {"random.scenario.none", "Nenhum cenário para colar: nenhum passo do livro de regras"
                        + " diz esta falha sem a resposta da referência, que estes jogos não"
                        + " têm, e um cenário destas jogadas passaria no seu motor tal como está."
                        + " As jogadas acima, e o comando abaixo, mostram-na outra vez."},
            {"own.only", "Nenhum cenário do livro de regras tem etiquetas que {0} escolha:"
                        + " só os seus próprios cenários."},
            {"games.narrowed", "Jogos não jogados: uma expressão de etiquetas ou um nome"
                        + " restringe a verificação aos cenários que escolhe. Junte --games N"
                        + " para os jogar também."},
            {"own.only.named", "Nenhum cenário do livro de regras tem um nome a que {0}"
                        + " corresponda: só os seus próprios cenários."},
            {"no.name.match", "Nenhum cenário de {0}, nem dos seus, tem um nome a que {1}"
                        + " corresponda por inteiro. --name é uma expressão regular a que o"
                        + " nome inteiro de um cenário tem de corresponder, como no filtro de"
                        + " nomes do Cucumber: para um nome que contém umas palavras, --name"
                        + " \".*as palavras.*\"."},
            {"no.name.tags.match", "Nenhum cenário de {0}, nem dos seus, que {2} escolha tem um"
                        + " nome a que {1} corresponda por inteiro. --name é uma expressão"
                        + " regular a que o nome inteiro de um cenário tem de corresponder, como"
                        + " no filtro de nomes do Cucumber: para um nome que contém umas"
                        + " palavras, --name \".*as palavras.*\"."},
            {"own.heading", "Os seus próprios cenários ({0}):"},
            {"own.unread", "  NÃO LIDO  {0}"},
            {"own.passed", "  passou    {0} ({1})"},
            {"own.failed", "  FALHOU    {0} ({1})"},
            {"own.step", "        no passo \"{0}\" (linha {1}):"},
            {"own.cut", "  Um cenário esgotou o tempo: os seguintes não correram."},
            {"own.summary", "{0} de {1} dos seus próprios cenários passaram. Não valem"
                        + " pontos: o avaliador avalia os do livro de regras."},
            {"random.again", "As mesmas partidas outra vez: {0}"},
            {"no.tags.match", "Nenhum cenário de {0} tem etiquetas que {1} escolha. As etiquetas"
                        + " são os exercícios ({2}) e os identificadores das regras ({3}), como"
                        + " em --tags {4}."},
        };
    }
}
