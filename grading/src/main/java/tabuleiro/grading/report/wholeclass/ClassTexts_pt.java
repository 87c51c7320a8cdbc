package tabuleiro.grading.report.wholeclass;

import java.util.ListResourceBundle;

/** The class reports' and the console's words, in Portuguese; {@link ClassTexts} in English. */
public class ClassTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"rulebook.title", "{0} — a turma no livro de regras"},
            {"rulebook.intro", "Como as {0} entregas se saíram em cada regra do livro de"
                        + " regras: quantas a cumpriram e violaram, e os pontos que a turma"
                        + " perdeu nela; abaixo, cada cenário em que algumas entregas falharam,"
                        + " com quantas falharam em que passo e porquê. Nenhum estudante é"
                        + " nomeado."},
            {"rulebook.column.rule", "Regra"},
            {"rulebook.column.kept", "Cumprida por"},
            {"rulebook.column.broken", "Violada por"},
            {"rulebook.column.share", "Parte que cumpriu"},
            {"rulebook.column.lost", "Pontos perdidos"},
            {"rulebook.column.scenario", "Cenário"},
            {"rulebook.column.failed", "Falhado por"},
            {"rulebook.column.why", "No passo — como falhou"},
            {"rulebook.why.step", "Num passo que o livro de regras não mostra"},
            {"rulebook.why.expected", "o resultado esperado não se verificou"},
            {"rulebook.why.threw", "o código lançou uma exceção"},
            {"rulebook.why.not_completed", "não concluído (um passo faltou ou foi saltado)"},
            {"rulebook.why.timed_out", "esgotou o tempo"},
            {"rulebook.why.ended_vm", "o código terminou a JVM"},
            {"rulebook.why.out_of_memory", "esgotou a memória"},
            {"rulebook.why.crashed", "a JVM falhou"},
            {"rulebook.why.not_run", "não executado"},
            {"rulebook.why.passed", "passou"},
            {"rulebook.hidden", "(oculta)"},
            {"rulebook.where", "No livro de regras em {0}."},
            {"rulebook.page", "A página da regra, com os seus exemplos"},
            {"rulebook.reason", "{0} × {1}"},
            {"rulebook.site.link", "O livro de regras com os resultados da turma em cada"
                        + " regra"},
            {"rulebook.site.heading", "Como a turma se saiu nesta regra"},
            {"rulebook.site.numbers", "cumprida por {0} de {1} entregas ({2}); {3} pontos"
                        + " perdidos"},
            {"rulebook.site.hidden", "Oculta neste esquema: avaliada, não mostrada"},
            {"rulebook.site.none", "Nenhuma entrega falhou um cenário dela."},
            {"rulebook.site.scenarios", "Os cenários que as entregas falharam"},
            {"rulebook.site.kept", "cumprida por {0} da turma"},
            {"similarity.measure", "O que a percentagem mede: o JPlag transforma o código próprio"
                        + " de cada submissão numa sequência de símbolos (a estrutura do Java:"
                        + " declarações, chamadas, atribuições, ciclos; não os nomes, os"
                        + " comentários nem a disposição) e procura os trechos de pelo menos {0}"
                        + " símbolos que as duas partilham. A percentagem é o número de símbolos"
                        + " em trechos partilhados, contados nos dois lados, sobre todos os"
                        + " símbolos das duas (2 × partilhados ÷ (primeira + segunda)), deixando"
                        + " de fora o código que ambas partilham com o esqueleto. Por isso, uma"
                        + " cópia exata não chega necessariamente a 100%: o código que fica entre"
                        + " dois pedaços do esqueleto, ou qualquer outro trecho com menos de {0}"
                        + " símbolos, não chega a formar um trecho partilhado e conta como não"
                        + " partilhado. Leia os trechos partilhados abaixo, não apenas o número."},
            {"title", "{0} — relatório da turma"},
            {"summary", "{0,choice,0#Nenhuma entrega avaliada|1#1 entrega, avaliada"
                        + "|1<{0} entregas, avaliadas} em {1} pontos."},
            {"mean", " Média {0}, mediana {1}."},
            {"generated.setting", " Exemplos gerados: {0,choice,1#1 partida|1<{0} partidas} ao"
                        + " acaso por entrega, da"
                        + " semente da turma {1} (grade --seed {1} faz as mesmas partidas de novo);"
                        + " uma regra cumprida em todos os exemplos escritos e violada num gerado"
                        + " perde {2}% dos seus pontos, mostrem-no quantas partidas mostrarem;"
                        + " todas as entregas jogam as mesmas partidas."},
            {"style.charged", " Os reparos de estilo custam pontos: {0}."},
            {"style.advice", " Os reparos de estilo são conselhos: não custam pontos."},
            {"distribution", "Distribuição das notas"},
            {"bar", "{0} entregas a partir de {1}"},
            {"exercises", "Exercícios"},
            {"column.exercise", "Exercício"},
            {"column.points", "Pontos"},
            {"column.mean", "Média"},
            {"column.full", "Nota máxima"},
            {"of", "{0} de {1}"},
            {"rules", "Regras, das menos cumpridas às mais cumpridas"},
            {"column.rule", "Regra"},
            {"column.kept.by", "Cumprida por"},
            {"kept.by", "{0} de {1} ({2}%)"},
            {"keep.it", "{0}% cumprem-na"},
            {"hidden", "(oculta)"},
            {"submissions", "Entregas"},
            {"column.submission", "Entrega"},
            {"column.student", "Estudante"},
            {"column.grade", "Nota"},
            {"column.status", "Estado"},
            {"column.late", "Atraso"},
            {"column.style", "Reparos de estilo"},
            {"not.checked", " ({0,choice,1#1 ficheiro não verificado|1<{0} ficheiros não"
                        + " verificados})"},
            {"status.GRADED", "avaliada"},
            {"status.COMPILE_ERRORS", "erros de compilação"},
            {"status.GRADER_ERROR", "erro do avaliador"},
            {"status.REFUSED", "recusada: {0}"},
            {"status.unwritten", "relatórios não escritos: {0}"},
            {"console.unwritten", "{0}: avaliada, mas estes relatórios não puderam ser escritos:"
                        + " {1}"},
            {"summary.title", "{0} — resumo da turma"},
            {"summary.problems", "Problemas do esquema ou do livro de regras:"},
            {"summary.column.name", "Nome"},
            {"summary.column.score", "Nota"},
            {"summary.column.max", "Máximo"},
            {"summary.rules", "Regras"},
            {"console.compile.errors", "{0} (erros de compilação)"},
            {"console.not.graded", "{0}: não avaliada — {1}"},
            {"console.refused", "{0}: recusada, não avaliada — {1}"},
            {"console.regraded", "reavaliadas: {0}"},
            {"console.added", "acrescentadas: {0}"},
            {"console.kept", "mantidas {0} como foram avaliadas"},
            {"console.class", "{0}; a turma tem {1,choice,1#1 estudante|1<{1} estudantes}"},
            {"console.left.out", "deixadas de fora: {0}: as pastas de relatórios do avaliador"
                        + " nunca são avaliadas"},
            {"console.report", "Relatório: {0}"},
            {"console.platform.gradescope", "O Gradescope mostra ao estudante e a si o que o"
                        + " results.json contém: a nota, o início da apreciação acima dos testes e"
                        + " um teste por regra com os seus pontos e, numa regra falhada, a sua"
                        + " secção da apreciação. A pasta dos relatórios era do autograder, que a"
                        + " apaga ao terminar."},
            {"console.platform.classroom50", "O Classroom 50 mostra ao estudante o"
                        + " release-body.md (o seu feedback.md) e guarda o result.json (a nota e os"
                        + " pontos de cada regra). A pasta dos relatórios era do runner, que a"
                        + " apaga ao terminar."},
            {"console.moodle", "Ficheiros de apreciação do Moodle: {0}"
                        + " ({1,choice,1#1 estudante|1<{1} estudantes};"
                        + " carregue-o com \"Upload multiple feedback files in a zip\")"},
        };
    }
}
