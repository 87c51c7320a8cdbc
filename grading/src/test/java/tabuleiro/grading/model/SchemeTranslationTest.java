package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A scheme's translation reads the same however its JSON orders the exercises. */
class SchemeTranslationTest {

    @Test
    void theTitlesAreKeptInTheExercisesOrderWhateverTheInputsOrder() {
        Map<String, String> forwards = new LinkedHashMap<>();
        forwards.put("ex01", "A grelha");
        forwards.put("ex02", "Largar uma peça");
        Map<String, String> backwards = new LinkedHashMap<>();
        backwards.put("ex02", "Largar uma peça");
        backwards.put("ex01", "A grelha");

        SchemeTranslation one = new SchemeTranslation("Quatro em Linha", forwards);
        SchemeTranslation other = new SchemeTranslation("Quatro em Linha", backwards);

        // The text, not only equality: a result's fingerprint digests the scheme's text.
        assertThat(one.toString()).isEqualTo(other.toString());
        assertThat(one.exercises().keySet()).containsExactly("ex01", "ex02");
    }
}
