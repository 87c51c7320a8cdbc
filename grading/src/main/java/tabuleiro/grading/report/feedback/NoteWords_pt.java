package tabuleiro.grading.report.feedback;

import java.util.ListResourceBundle;

/** What the grader notes about a submission's files, in Portuguese; {@link NoteWords}. */
public class NoteWords_pt extends ListResourceBundle {

    /**
     * The notes by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"outside", "{0} está fora do pacote {1}, que este trabalho avalia: ficou de fora"},
            {"outside.declared", "{0} está fora do pacote {1}, que este trabalho avalia: ficou de"
                        + " fora (declara o pacote {2})"},
            {"outside.none", "{0} não declara um pacote que o compilador consiga ler, por isso está"
                        + " fora do pacote {1}, que este trabalho avalia: ficou de fora"},
            {"outside.more", "e mais {0} ficheiros fora do pacote {1} ficaram de fora"},
            {"module", "{0} ficou de fora: o avaliador compila as classes do jogo sem módulos,"
                        + " onde uma declaração de módulo só as poderia impedir de compilar"},
            {"not.a.class", "{0} não tem o nome de uma classe Java (Nome.java): ficou de fora"},
            {"unparsed", "{0} não pôde ser lido pelo analisador do compilador de Java (estará"
                        + " aninhado fundo demais?): ficou de fora"},
            {"same.class", "{0} declara a mesma classe que {1}: ficou de fora"},
            {"link", "{0} é uma ligação, não um ficheiro: ficou de fora"},
            {"large", "{0} tem mais de {1} kB: ficou de fora"},
            {"moved", "{0} é avaliado como {1}, na pasta do pacote que declara"},
            {"latin1", "{0} não estava em UTF-8; foi lido como ISO-8859-1"},
        };
    }
}
