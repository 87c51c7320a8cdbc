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
            {"play.option.games", "Com --tournament: as partidas com cada cor{3} contra cada"
                        + " âncora (por omissão: {0})."},
            // The seats of the games of more than two colours, in their own words ({3} above).
            {"play.option.seats", " ({0})"},
            {"play.option.and", " e "},
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
