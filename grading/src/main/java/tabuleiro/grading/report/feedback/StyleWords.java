package tabuleiro.grading.report.feedback;

import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.style.Finding;

/**
 * A style finding's message in the student's language. The style check words its findings in
 * English wherever it runs (the grader and the kit's self-check say the same words, and the
 * instructor's reports read them); Checkstyle ships each category's messages in Portuguese too,
 * and the feedback says a finding through those twins. A message no twin knows is shown as
 * written.
 */
public final class StyleWords {

    /** Where Checkstyle keeps a category's messages; the checks of no category at its root. */
    private static final String CHECKS = "com.puppycrawl.tools.checkstyle.checks.";

    private static final Map<String, ContractWords> TWINS = new ConcurrentHashMap<>();

    private StyleWords() {
    }

    /**
     * A finding with its message in a language.
     *
     * @param finding the finding as the style check wrote it
     * @param language the student's language
     * @return the finding, its message said in the language when a twin knows it
     */
    public static Finding said(Finding finding, Language language) {
        if (language == Language.ENGLISH) {
            return finding;
        }
        String message = TWINS.computeIfAbsent(finding.category(), StyleWords::twins)
                .translated(finding.message());
        return new Finding(finding.file(), finding.line(), finding.column(), finding.rule(),
                finding.category(), message);
    }

    private static ContractWords twins(String category) {
        String base = CHECKS + (category.equals("misc") ? "" : category + ".") + "messages";
        ResourceBundle.Control exact = ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_PROPERTIES);
        ClassLoader loader = com.puppycrawl.tools.checkstyle.Checker.class.getClassLoader();
        ResourceBundle english = ResourceBundle.getBundle(base, Locale.ROOT, loader, exact);
        try {
            return ContractWords.of(english, ResourceBundle.getBundle(base,
                    Locale.forLanguageTag("pt"), loader, exact));
        } catch (MissingResourceException none) {
            // A category Checkstyle has no Portuguese for: its findings are shown as written.
            return ContractWords.of(english, english);
        }
    }
}
