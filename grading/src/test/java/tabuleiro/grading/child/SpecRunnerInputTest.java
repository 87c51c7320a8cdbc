package tabuleiro.grading.child;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.sandbox.SpecRunProbe;

/** The feature files on a grading JVM's standard input, as the grader writes them. */
class SpecRunnerInputTest {

    @Test
    void theRunnerReadsBackEveryFileTheGraderSends() {
        Map<String, String> sent = Map.of(
                "tabuleiro/features/quarto/board.feature", "Feature: x\r\n  Scenario: a\n\n",
                "tabuleiro/features/pt/quarto/tabuleiro.feature",
                "# language: pt\nFuncionalidade: Até \u202e já\n");
        List<String> input = new ArrayList<>(List.of("00ff", "[engine:cucumber]/[feature:x]"));
        input.addAll(SpecRunProbe.featureLines(sent));

        assertThat(input.subList(2, input.size())).allMatch(line -> !line.contains("\n")
                && line.startsWith(SpecRunner.FEATURE_LINE));
        assertThat(SpecRunner.featureFiles(input)).isEqualTo(sent);
    }

    @Test
    void aMalformedFeatureLineStopsTheRun() {
        assertThatThrownBy(() -> SpecRunner.featureFiles(List.of("key",
                SpecRunner.FEATURE_LINE + "board.txt QUJD")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("FEATURE NAME.feature BASE64");
        assertThatThrownBy(() -> SpecRunProbe.featureLines(Map.of("a b.feature", "x")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
