package tabuleiro.grading.report.feedback;

import java.util.List;
import tabuleiro.grading.model.Language;

/**
 * A submission's notes in the student's language: the grader records them in English (the
 * instructor's reports read them so), and the feedback says the ones it knows through their
 * twins ({@link NoteWords}); a note no twin knows, such as a style checker's line, is shown as
 * written.
 */
final class Notes {

    private static final ContractWords TWINS = ContractWords.of(NoteWords.class);

    private Notes() {
    }

    /**
     * The notes in a language.
     *
     * @param notes the notes as recorded
     * @param language the student's language
     * @return the notes, in the same order
     */
    static List<String> said(List<String> notes, Language language) {
        return language == Language.ENGLISH ? notes
                : notes.stream().map(TWINS::translated).toList();
    }
}
