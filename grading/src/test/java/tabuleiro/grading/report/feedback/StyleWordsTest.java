package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.style.Finding;

/**
 * A style finding in the student's language: Checkstyle's English message said through
 * Checkstyle's own Portuguese twin, with the values as Checkstyle wrote them.
 */
class StyleWordsTest {

    private static final String SIZES = "com.puppycrawl.tools.checkstyle.checks.sizes.messages";

    private static String message(Locale locale, Object... values) {
        return new MessageFormat(ResourceBundle.getBundle(SIZES, locale,
                ResourceBundle.Control.getNoFallbackControl(
                        ResourceBundle.Control.FORMAT_PROPERTIES)).getString("maxLineLen"),
                locale).format(values);
    }

    @Test
    void aLineTooLongIsSaidInCheckstylesPortuguese() {
        String english = message(Locale.ROOT, 100, 101);
        Finding finding = new Finding("src/main/java/a/Piece.java", 59, 0, "LineLength",
                "sizes", english);

        Finding said = StyleWords.said(finding, Language.PORTUGUESE);

        assertThat(said.message()).isEqualTo(message(Locale.forLanguageTag("pt"), 100, 101))
                .isNotEqualTo(english);
        assertThat(said.where()).isEqualTo(finding.where());
        assertThat(said.rule()).isEqualTo(finding.rule());
        assertThat(StyleWords.said(finding, Language.ENGLISH)).isEqualTo(finding);
    }

    @Test
    void aMessageNoTwinKnowsIsShownAsWritten() {
        Finding own = new Finding("A.java", 1, 0, "Custom", "misc", "my own words");

        assertThat(StyleWords.said(own, Language.PORTUGUESE)).isEqualTo(own);
    }
}
