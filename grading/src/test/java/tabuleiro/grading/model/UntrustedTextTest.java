package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a submission wrote, shown as it is seen: controls and invisibles as escapes. */
class UntrustedTextTest {

    @Test
    void bidirectionalControlsAndInvisibleCharactersBecomeVisibleEscapes() {
        char separator = 0x2028;
        assertThat(UntrustedText.visible("a\u202Eb\u2066c\u200Ed\u061Ce\u200Bf" // controls
                + "\u200Dg" // escapes
                + "\u2060h\uFEFFi\u0007j" + separator + "k")) // escapes
                .isEqualTo("a<U+202E>b<U+2066>c<U+200E>d<U+061C>e<U+200B>f<U+200D>g<U+2060>h"
                        + "<U+FEFF>i<U+0007>j<U+2028>k");
    }

    @Test
    void anUnpairedSurrogateBecomesAnEscapeThatUtf8CanHold() {
        String shown = UntrustedText.visible("x\uD800y\uDC00"); // escapes

        assertThat(shown).isEqualTo("x<U+D800>y<U+DC00>");
        assertThat(StandardCharsets.UTF_8.newEncoder().canEncode(shown)).isTrue();
    }

    @Test
    void ordinaryTextIsKeptAsItIsAndTheEscapeIsIdempotent() {
        String text = "Então: a coluna 8 não existe\n\tem 😀 e 中文\r\nfim";

        assertThat(UntrustedText.visible(text))
                .isEqualTo("Então: a coluna 8 não existe\n\tem 😀 e 中文\nfim");
        String escaped = UntrustedText.visible("\u202Eabc\uD800"); // escapes
        assertThat(UntrustedText.visible(escaped)).isEqualTo(escaped);
        assertThat(UntrustedText.visible("plain")).isSameAs("plain");
        assertThat(UntrustedText.visible((String) null)).isNull();
    }

    @Test
    void theModelsRecordsKeepOnlyVisibleText() {
        ScenarioResult result = new ScenarioResult(Outcome.FAILED, "E\u202E", // escapes
                "m\uD800", // escapes
                "at\u200B", List.of("t\u2067"), Optional.of(new ScenarioResult.Step(3, // escapes
                        "Then \u202Ex"))); // escapes
        CompileError error = new CompileError("F\u202E.java", 1, // escapes
                "m\u200B", "c\u0000", true); // escapes

        assertThat(result.exceptionClass()).isEqualTo("E<U+202E>");
        assertThat(result.message()).isEqualTo("m<U+D800>");
        assertThat(result.thrownAt()).isEqualTo("at<U+200B>");
        assertThat(result.trace()).containsExactly("t<U+2067>");
        assertThat(result.step().orElseThrow().text()).isEqualTo("Then <U+202E>x");
        assertThat(error.toString()).isEqualTo("F<U+202E>.java:1: m<U+200B>");
        assertThat(error.code()).isEqualTo("c<U+0000>");
    }
}
