package tabuleiro.grading;

import java.util.ListResourceBundle;

/** Picocli's refusals of the grader's command line in Portuguese; {@link GraderRefusalWords}. */
public class GraderRefusalWords_pt extends ListResourceBundle {

    /**
     * The refusals by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"unknown.one", "Opção desconhecida: ''{0}''"},
            {"unknown.many", "Opções desconhecidas: {0}"},
            {"unmatched.one", "Argumento inesperado na posição {0}: ''{1}''"},
            {"unmatched.many", "Argumentos inesperados a partir da posição {0}: {1}"},
            {"missing.option", "Falta a opção obrigatória ''{0}''"},
            {"missing.options", "Faltam as opções obrigatórias {0}"},
            {"missing.parameter", "Falta o parâmetro obrigatório ''{0}''"},
            {"missing.parameters", "Faltam os parâmetros obrigatórios {0}"},
            {"missing.value", "Falta o valor da opção ''{0}'' ({1})"},
            {"missing.subcommand", "Falta o comando"},
            {"invalid.int", "Valor inválido para a opção ''{0}'': ''{1}'' não é um número"
                        + " inteiro"},
            {"invalid.long", "Valor inválido para a opção ''{0}'': ''{1}'' não é um número"
                        + " inteiro"},
            {"invalid", "Valor inválido para a opção ''{0}'': {1}"},
            {"invalid.positional", "Valor inválido para o parâmetro na posição {0} ({1}): {2}"},
            {"once", "a opção ''{0}'' ({1}) só pode ser dada uma vez"},
            {"once.positional", "o parâmetro na posição {0} ({1}) só pode ser dado uma vez"},
            {"expected.parameter", "Esperava-se um valor para a opção ''{0}'', mas veio ''{1}''"},
            {"did.you.mean", "Queria dizer: {0}?"},
            {"possible", "Soluções possíveis: {0}"},
            {"or", "{0} ou {1}"},
            {"help", "As suas opções (em inglês): {0} --help"},
        };
    }
}
