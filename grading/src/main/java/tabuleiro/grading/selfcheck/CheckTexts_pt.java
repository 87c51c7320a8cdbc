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
            {"total", "{0}: {1} / {2} pontos, {3} de {4} regras cumpridas."},
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
            {"cannot.check", "Não é possível verificar {0}: {1}"},
            {"feedback", "O parecer do avaliador sobre estes ficheiros: {0} (e feedback.html)"},
            {"feedback.unwritten", "(não foi possível escrever o parecer em {0}: {1})"},
            {"not.compiling.play", "O seu código não compila:"},
            {"play.failed", "O jogo parou: {0}: {1}"},
            {"no.tags.match", "Nenhum cenário de {0} tem etiquetas que {1} escolha. As etiquetas"
                        + " são os exercícios ({2}) e os identificadores das regras ({3}), como"
                        + " em --tags {4}."},
        };
    }
}
