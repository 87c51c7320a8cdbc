package tabuleiro.grading.report.feedback;

import java.util.ListResourceBundle;

/** AssertJ's own lines in a failed check's message, in Portuguese. */
public class AssertjWords_pt extends ListResourceBundle {

    /**
     * The lines by key.
     *
     * @return pairs of key and line pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"actual", "O que veio:"},
            {"actual.type", "O que veio ({0}):"},
            {"actual.bare", "O que veio"},
            {"expected", "esperado: {0}"},
            {"expected.alone", "esperado:"},
            {"but.was", "mas veio: {0}"},
            {"but.was.alone", "mas veio:"},
            {"contain", "devia conter:"},
            {"not.contain", "não devia conter:"},
            {"not.contain.bare", "não devia conter"},
            {"but.found", "mas contém"},
            {"exactly", "devia conter exatamente, pela mesma ordem:"},
            {"any.order", "devia conter exatamente, por qualquer ordem:"},
            {"only", "devia conter só:"},
            {"equal", "devia ser igual a:"},
            {"start", "devia começar por:"},
            {"end", "devia acabar em:"},
            {"greater", "devia ser maior do que:"},
            {"less", "devia ser menor do que:"},
            {"greater.equal", "devia ser maior do que ou igual a:"},
            {"less.equal", "devia ser menor do que ou igual a:"},
            {"exactly.named", "devia conter exatamente, pela mesma ordem"},
            {"any.order.named", "devia conter exatamente, por qualquer ordem"},
            {"only.named", "devia conter só"},
            {"some.not.found", "mas faltam alguns elementos:"},
            {"others", "e outros não se esperavam:"},
            {"not.found", "elementos que faltam:"},
            {"not.expected", "e elementos que não se esperavam:"},
            {"could.not.find", "mas faltam estes elementos:"},
            {"unexpected", "mas estes elementos não se esperavam:"},
            {"did.not", "mas não contém."},
            {"size", "Tamanho esperado: {0}, mas é {1}, em:"},
            {"empty", "Devia estar vazio, mas contém: {0}"},
            {"empty.optional", "Devia ser um Optional vazio, mas contém o valor: {0}"},
            {"not.null", "O que veio não devia ser null"},
            {"value", "O valor devia ser {0}, mas é {1}"},
            {"raise", "O código devia ter lançado uma exceção."},
            {"all.of", "Todos os elementos de:"},
            {"predicate", "deviam cumprir a condição, mas este não cumpre:"},
            {"optional.contain", "O Optional devia conter:"},
            {"was.empty", "mas está vazio."},
            {"optional.value", "O Optional devia ter um valor, mas está vazio."},
        };
    }
}
