package tabuleiro.grading.generator;

import java.util.ListResourceBundle;

/** The student guides' fixed words in Portuguese; {@link GuideTexts} in English. */
public class GuideTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"generated", "<!-- Gerado a partir de reference/ e do livro de regras pelo gerador"
                        + " em grading/: não edite à mão. -->"},
            {"index.title", "# Os exercícios"},
            {"index.intro", "Este módulo contém o motor de cada jogo com o corpo de alguns"
                        + " métodos retirado. Cada jogo tem um guia que lista os seus"
                        + " exercícios, os métodos que cada um pede e as regras do livro de"
                        + " regras que desbloqueia."},
            {"index.header", "| Jogo | Exercícios | Pontos | Regras | Guia |"},
            {"index.translation", "Os guias em inglês: [{0}]({0})."},
            {"guide.title", "# {0}: os exercícios"},
            {"guide.intro", "O seu projeto contém o motor do jogo {0} com o corpo de alguns"
                        + " métodos retirado. Todas as classes, assinaturas e contratos da"
                        + " referência continuam cá; cada corpo em falta lança uma exceção que"
                        + " indica o seu exercício e o seu método (`Exercise N: implement"
                        + " Class.method`, em inglês, como o código), que o livro de regras"
                        + " apresenta como ainda por escrever. Cada exercício abaixo lista os"
                        + " métodos a escrever e as regras do livro de regras que passam"
                        + " quando estiverem certos, com os pontos que valem. {1}"
                        + " Os exercícios apoiam-se uns nos outros: faça-os por ordem."},
            {"guide.points.even", "Os pontos de um exercício são repartidos por igual pelas"
                        + " regras que desbloqueia."},
            {"guide.points.own", "O esquema de avaliação do seu curso dá a algumas regras"
                        + " pontos próprios; as outras regras do exercício repartem o que"
                        + " sobra."},
            {"check.heading", "## Verificar o seu código"},
            {"check.where", "Na pasta do seu kit de estudante:"},
            {"check.all", "# as regras visíveis, como o avaliador as corre"},
            {"check.exercise", "# as regras de um exercício"},
            {"check.watch", "# de novo sempre que gravar um ficheiro"},
            {"check.text", "(`check.cmd` no Windows; no próprio repositório Tabuleiro, `{0}`.)"
                        + " Compila o seu código e corre o livro de regras sobre ele em poucos"
                        + " segundos, e mostra os pontos que os exemplos escritos do livro de"
                        + " regras dão: os pontos de cada exercício, cada regra cumprida ou"
                        + " falhada, e as primeiras regras falhadas explicadas (o cenário, o"
                        + " passo, o que se esperava e o que veio, de quem é a culpa segundo o"
                        + " contrato). Depois joga partidas aleatórias com semente pelo seu"
                        + " motor, com todos os contratos do esqueleto ligados (`-ea`) e"
                        + " propriedades que não precisam de resposta da referência (toda a"
                        + " jogada que o seu motor lista se pode jogar e uma jogada recusada"
                        + " deixa o jogo como estava{3}): uma falha é mostrada reduzida a uma"
                        + " partida curta, com a semente, as jogadas, o tabuleiro e um cenário"
                        + " para colar (`--games N`, `--seed N`). O avaliador também compara o"
                        + " seu motor com a referência em partidas aleatórias suas, por isso"
                        + " pode ainda descontar pontos que nenhuma verificação do kit"
                        + " vê.{4} `--tags` aceita uma"
                        + " expressão de etiquetas do Cucumber{1}. O parecer completo, tal"
                        + " como o avaliador o escreve, fica em"
                        + " `target/self-check/feedback.html`. As regras e os seus exemplos"
                        + " estão na pasta `rulebook/` do kit (`{2}` no repositório). Mostra"
                        + " também o que o avaliador encontra no estilo dos seus ficheiros:"
                        + " conselhos, a não ser que a sua cadeira desconte pontos por isso."},
            {"check.share", " Uma regra que as partidas aleatórias do avaliador encontrem"
                        + " falhada (uma discordância com a referência, ou uma falha como as que"
                        + " as partidas aleatórias do kit mostram) perde lá {0}% dos seus"
                        + " pontos, mesmo que todos os seus exemplos escritos passem."},
            {"check.one.rule", ", `--tags @{0}` os cenários de uma regra"},
            // O que as partidas aleatórias de cada jogo verificam além dos contratos.
            {"check.properties.and", " e {0}"},
            {"play.heading", "## Jogar com o seu motor"},
            {"play.text", "(`play.cmd` no Windows; no repositório, `{0}`.)"},
            {"summary.heading", "## Resumo"},
            {"summary.header", "| Exercício | Título | Pontos | Regras |"},
            {"summary.total", "Total"},
            {"exercise.heading", "## Exercício {0}: {1} ({2} pontos)"},
            {"exercise.no.members", "Ainda nenhum método do esqueleto foi retirado para este"
                        + " exercício."},
            {"exercise.needs.nothing", "Precisa de: só o código dado com o esqueleto."},
            {"exercise.needs.one", "Precisa de: o exercício 1 primeiro."},
            {"exercise.needs", "Precisa de: os exercícios 1 a {0} primeiro."},
            {"exercise.write", "Escreva:"},
            {"exercise.member", "- `{0}` em `{1}`"},
            {"exercise.no.rules", "Ainda nenhuma regra do livro de regras tem a etiqueta"
                        + " `@{0}`."},
            {"exercise.unlocks", "Desbloqueia:"},
            {"rules.header.points", "| Regra | Título | Pontos | Ficheiro |"},
            {"rules.header", "| Regra | Título | Ficheiro |"},
            {"ungraded.heading", "## Regras sem exercício"},
            {"ungraded.text", "Estas regras não têm a etiqueta de nenhum exercício e não valem"
                        + " pontos."},
        };
    }
}
