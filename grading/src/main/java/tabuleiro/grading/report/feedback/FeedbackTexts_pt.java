package tabuleiro.grading.report.feedback;

import java.util.ListResourceBundle;

/** The words of a student's reports, in Portuguese; {@link FeedbackTexts} in English. */
public class FeedbackTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"title", "{0} — apreciação de {1}"},
            {"score", "Nota: {0} / {1}"},
            {"score.kept", "({0} de {1} regras cumpridas)"},
            {"grader.error", "O avaliador não conseguiu avaliar esta entrega; esta nota não quer"
                        + " dizer nada. O seu professor já foi avisado."},
            {"refused", "Recusada: {0}. Nada foi avaliado, por isso este 0 não é uma nota do"
                        + " seu código: entregue de novo, ou fale com o seu professor."},
            {"refused.unreadable", "a entrega não pôde ser lida ({0})"},
            {"refused.empty", "não foi entregue nenhum ficheiro .java"},
            {"results.refused", "Não verificada: a entrega foi recusada ({0})."},
            {"moodle.refused", "Recusada, não avaliada: {0}."},
            {"notes", "Notas"},
            {"compile.errors", "Erros de compilação"},
            {"compile.intro", "O código não compilou, por isso nenhuma regra pôde ser"
                        + " verificada. O compilador disse:"},
            {"compile.on.line", "na linha:"},
            {"compile.signature", "O código dado chama {0} em {1}, que o seu código não tem:"
                        + " mantenha as assinaturas como foram dadas (os nomes, os parâmetros e"
                        + " os tipos de retorno dos métodos públicos). O compilador di-lo {3}"
                        + " vezes, em {2}."},
            {"compile.skeleton", "Este ficheiro é do esqueleto, que não entregou: já não condiz"
                        + " com o seu código. Mudou o nome ou os parâmetros de um método"
                        + " público?"},
            {"exercise.heading", "{0}: {1} / {2}"},
            {"column.rule", "Regra"},
            {"column.points", "Pontos"},
            {"hidden", "(oculta)"},
            {"kept", "cumprida"},
            {"generated", "cumprida nos exemplos do livro de regras, não num exemplo gerado"},
            {"rule.generated", "{0} — um exemplo gerado discorda"},
            {"generated.lead", "O avaliador jogou as partidas ao acaso da turma com a"
                        + " referência (semente {0}, as mesmas partidas para todas as"
                        + " entregas) e fez ao seu motor as perguntas do livro de regras."
                        + " Depois das jogadas {1}, a resposta a \"{2}\" difere: a regra fica"
                        + " com {3} dos seus {4} pontos."},
            {"generated.some", "{0} das {1} partidas geradas que fizeram perguntas desta"
                        + " regra discordaram; a regra perde a mesma parte, discordem quantas"
                        + " discordarem."},
            {"generated.start", "de um jogo novo"},
            {"generated.board", "O tabuleiro (o da regra) depois dessas jogadas:"},
            {"generated.expected", "O que a regra espera:"},
            {"generated.actual", "O que o seu motor respondeu:"},
            {"generated.list", "O seu motor respondeu {0}, a regra {1}; {2} deles em ambos."
                        + " O que difere:"},
            {"generated.list.actual", "Só o seu motor ({0}):"},
            {"generated.list.expected", "Só a regra ({0}):"},
            {"generated.list.none", "nenhum"},
            {"generated.list.more", "… e mais {0}"},
            {"generated.paste", "Cole este cenário no fim de {0}/mine.feature no seu kit, o"
                        + " ficheiro dos seus próprios cenários, e corra ./check --tags @{1} (ou"
                        + " mvn test): mostra a mesma discordância."},
            {"generated.noscenario", "O livro de regras não tem passo que faça só esta"
                        + " pergunta, por isso não há cenário para colar: as jogadas, o"
                        + " tabuleiro e as duas respostas acima mostram onde o seu motor e a"
                        + " regra se separam."},
            {"broken", "violada"},
            {"rule.broken", "{0} — violada"},
            {"waits", "espera por outro exercício"},
            {"rule.waits", "{0} — espera por outro exercício"},
            {"not.started", "por começar"},
            {"rule.not.started", "{0} — por começar"},
            {"rule.hidden", "Esta regra é oculta: os seus cenários não são mostrados. Leia a"
                        + " regra outra vez e teste o seu código com ela."},
            {"scenario.shows", "O cenário que o mostra ({0}):"},
            {"example.lead", "com o exemplo"},
            {"what.happened", "O que aconteceu:"},
            {"at.step", "No passo:"},
            {"step.line", "(linha {0})"},
            {"expected", "O que se esperava, e o que veio em vez disso:"},
            {"expected.block", "Esperado"},
            {"actual.block", "Obtido"},
            {"expected.contain", "Esperado, algures no que veio"},
            {"expected.not.contain", "Esperado em parte nenhuma do que veio"},
            {"expected.other", "Esperado ({0})"},
            {"actual.described", "Obtido ({0})"},
            {"differs.at", "Difere em: {0}."},
            {"differs.line", "linha {0}"},
            {"differs.marker", "Cada linha que difere está marcada com {0} em ambos."},
            {"comparison.rest", "A verificação disse ainda:"},
            {"comparison.differs", "o que veio não é o que se esperava"},
            {"comparison.missing", "o texto esperado não está no que veio"},
            {"rule.link", "{0} no livro de regras"},
            {"rule.read", "Leia a regra e todos os seus exemplos:"},
            {"rule.where", "A regra é a {0} do livro de regras, em {1} (na pasta rulebook/{2}/"
                        + " do seu kit)."},
            {"whose.fault", "De quem é a culpa:"},
            {"where", "Onde, do mais interior para fora:"},
            {"where.swap", "Onde está a diferença:"},
            {"where.swap.found", "com a {0} da referência no lugar da sua, todos os exemplos desta"
                        + " regra que falharam passam: a diferença está na sua {0}."},
            {"where.swap.none", "nenhuma classe sua, trocada pela da referência, faz passar todos"
                        + " os exemplos desta regra que falharam: a diferença está em mais de uma"
                        + " classe, ou na forma como trabalham juntas."},
            {"where.swap.or", " ou "},
            {"generated.covered", "{0} mantém os pontos: o seu exemplo gerado também difere, mas"
                        + " é a mesma classe sua ({2}) que faz diferir o da {1}, e uma diferença"
                        + " é cobrada uma vez, à {1}."},
            {"where.exercise", "Onde procurar, os métodos que o exercício {0} pede:"},
            {"called.from", ", chamado por "},
            {"others", "Outros cenários desta regra que falham:"},
            {"style.heading.charged", "Estilo: −{0} pontos"},
            {"style.heading.advice", "Estilo (conselho)"},
            {"style.files", "{0,choice,1#1 ficheiro seu|1<{0} ficheiros seus}"},
            {"style.not.checked", "Estilo não verificado em {0}: {1}."},
            {"style.not.checked.time", "o Checkstyle não terminou em {0}"},
            {"style.not.checked.large", "tem mais de {0} kB"},
            {"style.not.checked.interrupted", "a verificação foi interrompida"},
            {"style.not.checked.not.file", "não é um ficheiro"},
            {"style.not.checked.unreadable", "não pode ser lido"},
            {"style.not.checked.nested", "o seu código está aninhado fundo demais para o"
                        + " Checkstyle"},
            {"style.not.checked.memory", "o Checkstyle ficou sem memória nele"},
            {"style.not.checked.parse", "o Checkstyle não o conseguiu ler ({0})"},
            {"style.not.checked.failed", "o Checkstyle falhou nele ({0})"},
            {"style.unchecked", "Não foi possível verificar os seus ficheiros."},
            {"style.clean", "O Checkstyle não encontra nada a melhorar nos {0} que verificou,"
                        + " com as regras de estilo da disciplina."},
            {"style.found", "O Checkstyle encontra {0,choice,1#1 coisa|1<{0} coisas} a melhorar"
                        + " nos {1} que verificou, com as regras de estilo da disciplina."},
            {"style.cost", "{0,choice,1#Custa|1<Custam} {1} pontos ({2})."},
            {"style.advice", "Não {0,choice,1#custa|1<custam} pontos: é um conselho."},
            {"style.column.where", "Onde"},
            {"style.column.finding", "Reparo"},
            {"style.column.rule", "Regra"},
            {"more", "E mais {0}."},
            {"results.kept.hidden", "Cumprida (uma regra oculta)."},
            {"results.summary", "A sua entrega"},
            {"results.visible.only", "As regras ocultas são pontuadas quando as notas forem"
                        + " publicadas: até lá, esta nota conta só as regras visíveis."},
            {"results.kept", "{0,choice,1#Cumprida: o seu cenário passa.|1<Cumprida: todos os"
                        + " {0} cenários passam.}"},
            {"results.kept.waits", "Cumprida: passam {0} de {1} cenários; os outros falham pelo"
                        + " comportamento da regra {2}, que perde os pontos por eles."},
            {"kept.waits", "{0} está cumprida: o seu exemplo \"{1}\" falha pelo comportamento da"
                        + " regra {2}, e só a {2} perde pontos por isso."},
            {"scenario.shows.other", "O cenário que o mostra ({0}, um exemplo da regra {1}, que"
                        + " falha pelo comportamento desta regra):"},
            {"results.not.compiled", "Não verificada: o código não compilou (veja os erros de"
                        + " compilação acima)."},
            {"results.grader.error", "Não verificada: o avaliador não conseguiu avaliar esta"
                        + " entrega."},
            {"note.unwritten", "O avaliador não conseguiu escrever estes relatórios: {0}. A nota"
                        + " mantém-se; os outros relatórios têm-na."},
            {"note.withheld", "Uma nota sobre um cenário de uma regra oculta não é mostrada."},
            {"note.not.run", "Alguns cenários não correram (o avaliador diz, em inglês): {0}."},
            {"note.structure", "Verificação da estrutura: {0}."},
            {"note.structure.more", "Verificação da estrutura: e mais {0}."},
            {"note.structure.why", "O livro de regras chama as classes, os métodos e os campos"
                        + " públicos do esqueleto tal como o esqueleto os declara, por isso os"
                        + " cenários que precisam de um que falte ou tenha mudado falham; os"
                        + " restantes são avaliados como de costume."},
            {"moodle.score", "{0} / {1}: {2} de {3} regras cumpridas."},
            {"moodle.not.compiled", "O código não compilou."},
            {"moodle.grader.error", "O avaliador não conseguiu avaliar esta entrega."},
            {"moodle.broken", "Violadas: {0}."},
            {"moodle.in.zip", "A apreciação completa (cada regra violada com o cenário que o"
                        + " mostra e o seu tabuleiro) está na página feedback.html dos"
                        + " ficheiros de apreciação deste trabalho."},
            {"why.passed", "passou"},
            {"why.timeout.fault", "Procure um ciclo que nunca termina, ou uma pesquisa demasiado"
                        + " lenta."},
            {"why.in.exercise", "exercício {0}: "},
            {"why.timeout", "o cenário {0} não terminou em {1} s"},
            {"why.timeout.submission", "o tempo limite da entrega, {1} s, acabou durante o"
                        + " cenário {0}"},
            {"why.timeout.stuck", "O seu código ainda estava a correr em {0} quando o tempo"
                        + " acabou: veja o ciclo ou a recursão aí, e o que o deveria fazer"
                        + " terminar."},
            {"why.grader.said", "o avaliador diz (em inglês): {0}"},
            {"why.exit.fault", "Um motor de jogo nunca termina o programa: só o método main do"
                        + " programa pode decidir isso. Retire a chamada a System.exit."},
            {"why.crash.fault", "Uma máquina virtual Java não para sozinha a meio de um cenário:"
                        + " procure System.exit ou Runtime.halt no código."},
            {"why.memory.fault", "Procure um ciclo que não para de acrescentar a uma lista, ou"
                        + " uma recursão que nunca termina."},
            {"why.not.run", "não correu: {0}"},
            {"why.not.run.timed.out", "a verificação não o correu, porque o cenário"
                        + " \"{0}\" da mesma regra já tinha esgotado o tempo"},
            {"why.not.run.stopped", "o avaliador não o correu, porque o cenário \"{0}\" da"
                        + " mesma regra já tinha parado a sua JVM de avaliação"},
            {"why.not.run.time", "o tempo limite da entrega, {0} s, acabou antes de este"
                        + " cenário poder correr"},
            {"why.not.run.selfcheck", "esta verificação não o correu"},
            {"why.not.run.jvm", "a JVM de avaliação não o correu"},
            {"why.not.run.compile", "o código não compilou"},
            {"why.undefined", "um passo do livro de regras não tem definição"},
            {"why.undefined.fault", "A culpa é do livro de regras, não do seu código: avise o"
                        + " seu professor."},
            {"why.not.completed", "o cenário não correu até ao fim"},
            {"why.stub", "ainda por escrever: Exercício {0}"},
            {"why.waits", "espera pelo exercício {0}: {1} ainda está por escrever"},
            {"why.waits.fault", "{0} é do exercício {1}, e ainda é o esboço do esqueleto. Esta"
                        + " regra é do exercício {2}, mas os seus exemplos também precisam de"
                        + " {0}: fica cumprida quando o exercício {1} estiver escrito, e nada"
                        + " diz contra o seu exercício {2}."},
            {"why.this.method", "Este método"},
            {"why.stub.fault", "{0} ainda é o esboço do esqueleto, que lança uma exceção até ser"
                        + " escrito: escreva o seu corpo como diz o seu Javadoc (exercício {1}"
                        + " do seu guia)."},
            {"why.quoted.stub.fault", "{0} ainda é o esboço do esqueleto, que lança uma exceção"
                        + " até ser escrito; a verificação do livro de regras falhou porque a"
                        + " interface de texto mostrou o que ele lançou. Escreva o seu corpo"
                        + " como diz o seu Javadoc (exercício {1} do seu guia)."},
            {"why.post", "uma pós-condição falhou (nas palavras do motor, em inglês):"
                        + " {0}"},
            {"why.post.fault", "A culpa é do próprio método: foi chamado corretamente, mas o que"
                        + " devolveu ou deixou para trás quebra a sua promessa (o @post do seu"
                        + " Javadoc). O método é o primeiro da lista abaixo."},
            {"why.invariant", "o invariante da classe falhou (nas palavras do motor, em"
                        + " inglês): {0}"},
            {"why.invariant.fault", "A culpa é da classe: depois de uma chamada, os seus campos"
                        + " já não estão de acordo entre si (o @invariant do seu Javadoc). A"
                        + " chamada que o quebrou é o primeiro método da lista abaixo."},
            {"why.post.said", "uma pós-condição falhou: {0}"},
            {"why.invariant.said", "o invariante da classe falhou: {0}"},
            {"why.pre", "uma pré-condição recusou uma chamada: {0}"},
            {"why.assert", "um assert do código falhou"},
            {"why.assert.message", "um assert do código falhou: {0}"},
            {"why.overflow", "o código chamou-se a si próprio sem fim (um stack overflow)"},
            {"why.overflow.fault", "Procure uma recursão cujo caso base nunca é atingido."},
            {"why.check", "uma verificação do livro de regras falhou: {0}"},
            {"why.check.fault", "A resposta do seu motor: todas as chamadas dos passos do livro"
                        + " de regras ao seu código regressaram, sem quebrar nenhum contrato, mas o"
                        + " que o seu código respondeu não é o que a regra diz."},
            {"why.threw", "o código lançou {0}"},
            {"why.pre.general", "Uma pré-condição é dever de quem chama (o @throws do Javadoc do"
                        + " método)."},
            {"why.pre.caller", "Aqui quem chama é {0}: chamou {1} de uma forma que o seu"
                        + " contrato não permite. A culpa é de quem chama."},
            {"why.pre.rulebook", "Aqui foi o livro de regras que chamou {0}, e ele só faz"
                        + " chamadas que o contrato permite: o método recusou uma chamada"
                        + " legítima, muito provavelmente porque uma chamada anterior deixou o"
                        + " objeto num estado errado."},
        };
    }
}
