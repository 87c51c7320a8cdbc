package tabuleiro.grading.model;

import java.util.ListResourceBundle;

/** What a grade says about lateness and style, in Portuguese; {@link GradeTexts} in English. */
public class GradeTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"style.note", "Estilo: {0,choice,1#1 reparo do Checkstyle|1<{0} reparos do"
                        + " Checkstyle} nos seus ficheiros {0,choice,1#custa|1<custam} {1}"
                        + " pontos ({2}{3})."},
            {"style.capped", "; nunca mais do que os pontos obtidos"},
            {"late.note", "Entregue {0} depois do prazo: {1}% dos pontos obtidos descontados"
                        + " ({2} pontos)."},
            {"late.days", "{0,choice,1#1 dia|1<{0} dias}"},
            {"late.hours", "{0,number,#} h"},
            {"late.minutes", "{0,number,#} min"},
            {"charge.rate", "{0} por reparo"},
            {"charge.cap.all", ", no máximo {0} no total"},
            {"charge.category", "; {0}: {1} por reparo"},
            {"charge.cap", ", no máximo {0}"},
            {"before.late", "{0} antes da penalização por atraso"},
            {"before.style", "{0} antes do desconto de estilo"},
            {"before.both", "{0} antes da penalização por atraso e do desconto de estilo"},
            {"exercise.label", "Exercício {0} — {1}"},
        };
    }
}
