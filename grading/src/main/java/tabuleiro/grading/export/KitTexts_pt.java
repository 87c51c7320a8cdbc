package tabuleiro.grading.export;

import java.util.ListResourceBundle;

/** The student kit's README in Portuguese; see {@link KitTexts}. */
public class KitTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"title", "# {0}: os seus exercícios"},
            {"intro", "Esta pasta é o seu projeto. O motor do jogo está em `src/main/java/`,"
                        + " com o corpo de alguns métodos deixado para escrever: cada um lança"
                        + " `UnsupportedOperationException` com o nome do seu exercício até o"
                        + " escrever. {0} lista os exercícios por ordem, os métodos que cada"
                        + " um pede, as regras que faz passar e os seus pontos. O Javadoc de"
                        + " cada método diz o seu contrato (em inglês, como o código): leia-o"
                        + " primeiro."},
            {"games", "Os jogos são {0}: indique um a seguir a cada comando, como em `./check"
                        + " {1}`."},
            {"jdk", "Precisa de um JDK 17 ou mais recente (`java` e `javac`); de mais nada."},
            {"check.heading", "## Verificar o seu trabalho"},
            {"check.all", "# as regras visíveis"},
            {"check.exercise", "# as regras do exercício 2"},
            {"check.watch", "# de novo sempre que gravar um ficheiro"},
            {"check.text", "(`check.cmd` no Windows.) Compila o seu código e corre o livro de"
                        + " regras sobre ele, como o avaliador fará, e mostra os pontos de"
                        + " cada exercício, cada regra cumprida ou falhada, e as primeiras"
                        + " regras falhadas explicadas: o cenário, o passo que falhou, o que"
                        + " se esperava e o que veio, e de quem é a culpa segundo o contrato."
                        + " O parecer completo, tal como o avaliador o escreve, fica em"
                        + " `target/self-check/feedback.html`. `--tags` escolhe cenários por"
                        + " uma expressão de etiquetas do Cucumber (`--tags {0}`, ou"
                        + " `--tags @ex02`), `--name` por uma expressão regular a que o nome"
                        + " inteiro de um cenário corresponde, como no filtro de nomes do"
                        + " Cucumber (`--name \".*parte do nome.*\"`),"
                        + " `--show-output` mostra o que o seu código escreve, `--help` diz o"
                        + " resto."},
            {"rulebook", "As regras e os seus exemplos estão em `rulebook/`: um ficheiro"
                        + " `.feature` por capítulo das regras, cada regra com a etiqueta do"
                        + " seu identificador e do exercício que a faz passar. O seu docente"
                        + " pode avaliar com mais exemplos do que estes. São a cópia do kit"
                        + " para ler: a verificação corre o livro de regras empacotado em"
                        + " `tools/`, e mudá-los não muda nada. Os seus próprios cenários vão"
                        + " para `src/test/resources/.../mine/` (lá está `mine.feature`, um por"
                        + " jogo, e em `.../features/GAME/mine/` um em inglês, para os"
                        + " cenários que o `./check --lang en` mostra): escreva-os lá, ou cole"
                        + " no fim um cenário que o `./check` ou"
                        + " o relatório do avaliador mostrem. O `./check` corre-os depois do"
                        + " livro de regras (`./check --tags @mine` só esses, `--tags @REGRA`"
                        + " com os da regra, `--name` pelo nome), cada ficheiro na língua da"
                        + " sua pasta, diga o `--lang` o que disser, e o `mvn test` também; não"
                        + " valem pontos."},
            {"play.heading", "## Jogar com o seu motor"},
            {"play.text", "(`play.cmd` no Windows.) Compila o seu código e abre a interface de"
                        + " texto do jogo sobre ele, com as opções que `./play --help` lista"
                        + " (como `--lang en`); outro comando do jogo escreve-se primeiro, como"
                        + " no lançador. Um método que ainda não escreveu para o jogo com uma"
                        + " linha que diz o seu exercício."},
            {"tournament.text", "`--tournament` joga o seu agente (`--agent CLASSE`, senão a"
                        + " primeira classe pública que acrescentou que implementa `Agent`,"
                        + " senão `RandomAgent`, senão `AlphaBetaAgent` a pensar uma jogada à"
                        + " frente) contra duas âncoras do próprio verificador, uma aleatória e"
                        + " uma gulosa (escolhe o que é melhor já: uma vitória imediata{2}; a"
                        + " tabela diz qual), `--games N` jogos com cada cor{3} contra cada uma (10"
                        + " se nada"
                        + " disser, `--seed S` para os variar), e mostra vitórias, empates e"
                        + " derrotas contra cada, com os jogos feitos, o tempo até aí e quanto"
                        + " falta, mais ou menos, enquanto joga. Uma exceção, uma jogada ilegal"
                        + " ou uma jogada que leve mais do que os seus {0} s e o que resta dos {1}"
                        + " s de tempo extra do jogo (o relógio do torneio da turma; `--overage"
                        + " S` muda-o) perdem esse jogo, com o motivo.{4} Quem arbitra é o seu"
                        + " próprio motor, por isso um erro nele também aparece aqui; no torneio"
                        + " da turma o árbitro e as âncoras são os da referência, e mais"
                        + " fortes."},
            // The games' own parts of tournament.text, from their words (GameModule.words).
            {"tournament.greedy", ", {0} {1}"},
            {"tournament.and", " e "},
            {"tournament.seats", " ({0})"},
            {"tournament.note", " {0}"},
            {"ide.heading", "## Num IDE"},
            {"ide.text", "Abra esta pasta como projeto Maven (`pom.xml`): IntelliJ IDEA, File >"
                        + " Open e a pasta; VS Code com o Extension Pack for Java, File > Open"
                        + " Folder; Eclipse, File > Import > Maven > Existing Maven Projects. Da"
                        + " primeira vez, o IDE (ou o Maven) vai buscar as bibliotecas do livro"
                        + " de regras ao Maven Central; depois funciona sem rede. O livro de"
                        + " regras corre aí como testes, na mesma JVM que o seu código: a suite"
                        + " {0} corre cada cenário de `rulebook/` sobre o código de"
                        + " `src/main/java/`, com as asserções dos contratos ligadas."},
            {"ide.each", " (uma por jogo)"},
            {"ide.steps", "- **Correr tudo**: IntelliJ IDEA, a seta verde ao lado da classe,"
                        + " Run; VS Code, Run Test por cima da classe (ou a vista Testing);"
                        + " Eclipse, botão direito na classe, Run As > JUnit Test. A árvore da"
                        + " execução mostra cada funcionalidade, regra e cenário, cumprido ou"
                        + " falhado.\n"
                        + "- **Um cenário**: botão direito sobre ele nessa árvore, Run"
                        + " (IntelliJ IDEA, Eclipse). Em qualquer IDE, pelo nome: acrescente"
                        + " `-Dcucumber.filter.name=\".*parte do nome.*\"` às opções da VM da"
                        + " execução.\n"
                        + "- **Uma regra ou um exercício**: acrescente"
                        + " `-Dcucumber.filter.tags={0}` (ou `@ex02`) às opções da VM da"
                        + " execução: IntelliJ IDEA, Run > Edit Configurations; Eclipse, Run >"
                        + " Run Configurations > Arguments; VS Code, `\"vmArgs\"` em"
                        + " `.vscode/settings.json`.\n"
                        + "- **Depurar**: ponha um ponto de paragem no seu código (clique ao lado"
                        + " de uma linha) e escolha Debug em vez de Run: o cenário para aí, e"
                        + " pode avançar passo a passo e ler as variáveis."},
            {"ide.maven", "O mesmo num terminal, com o Maven:"},
            {"ide.maven.one", "# os cenários de uma regra"},
            {"ide.maven.debug", "# o mesmo, à espera de um depurador na porta {0}"},
            {"ide.maven.all", "# o livro de regras todo"},
            {"ide.debug", "`./check --debug` faz a verificação de sempre, mas antes espera por"
                        + " um depurador na porta {0} (`--debug PORTA` para outra): ligue o seu"
                        + " IDE a localhost:{0} (IntelliJ IDEA, Run > Edit Configurations > + >"
                        + " Remote JVM Debug; VS Code, Run and Debug > \"Attach to ./check"
                        + " --debug\"; Eclipse, Run > Debug Configurations > Remote Java"
                        + " Application), e um ponto de paragem no seu código para enquanto as"
                        + " regras da verificação correm. Os pontos são os da verificação: os"
                        + " testes dizem cumprida ou falhada, não o que o avaliador dá."},
            {"else.heading", "## O que mais está aqui"},
            {"else.text", "`tools/` contém o verificador (o avaliador da cadeira, sem as partes"
                        + " escondidas do livro de regras) e as suas bibliotecas; deixe-a como"
                        + " está."},
            {"language", "O kit fala português: o livro de regras, a verificação e o jogo. As"
                        + " mensagens dos contratos do código ficam em inglês, como o código."
                        + " `./check --lang en` e `./play --lang en` falam inglês."},
        };
    }
}
