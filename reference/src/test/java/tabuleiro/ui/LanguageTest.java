package tabuleiro.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Tests of which language a locale or a typed tag means. */
class LanguageTest {

    @Test
    void anyPortugueseLocaleIsPortugueseAndEveryOtherEnglish() {
        assertThat(Language.of(Locale.forLanguageTag("pt-PT"))).isEqualTo(Language.PORTUGUESE);
        assertThat(Language.of(Locale.forLanguageTag("pt-BR"))).isEqualTo(Language.PORTUGUESE);
        assertThat(Language.of(Locale.forLanguageTag("en-GB"))).isEqualTo(Language.ENGLISH);
        assertThat(Language.of(Locale.FRENCH)).isEqualTo(Language.ENGLISH);
        assertThat(Language.of(Locale.ROOT)).isEqualTo(Language.ENGLISH);
    }

    @Test
    void theSystemsLanguageIsTheDisplayLocales() {
        Locale before = Locale.getDefault(Locale.Category.DISPLAY);
        try {
            Locale.setDefault(Locale.Category.DISPLAY, Locale.forLanguageTag("pt-PT"));
            assertThat(Language.system()).isEqualTo(Language.PORTUGUESE);
            Locale.setDefault(Locale.Category.DISPLAY, Locale.US);
            assertThat(Language.system()).isEqualTo(Language.ENGLISH);
        } finally {
            Locale.setDefault(Locale.Category.DISPLAY, before);
        }
    }

    @Test
    void aTagIsReadInAnyCaseAndAnUnknownOneIsNone() {
        assertThat(Language.ofTag("PT")).contains(Language.PORTUGUESE);
        assertThat(Language.ofTag("en")).contains(Language.ENGLISH);
        assertThat(Language.ofTag("fr")).isEmpty();
        assertThat(Language.tags()).isEqualTo("en or pt");
    }
}
