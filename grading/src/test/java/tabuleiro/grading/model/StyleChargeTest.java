package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A scheme's optional "style": what style findings cost, and schemes without it. */
class StyleChargeTest {

    private static final String WITHOUT_STYLE =
            """
            {"game": "connect-four", "title": "Connect Four",
             "rulebook": "tabuleiro.features.connectfour", "package": "tabuleiro.connectfour",
             "limits": {"scenarioSeconds": 5, "submissionSeconds": 60, "heapMegabytes": 64},
             "exercises": [{"id": "ex01", "title": "The grid", "points": 10}]%s}
            """;

    private static Scheme scheme(String style) {
        return SchemeReader.parse(WITHOUT_STYLE.formatted(style), "test");
    }

    @Test
    void aSchemeWithoutStyleGivesAdviceOnly() {
        assertThat(scheme("").styleCharge()).isEmpty();
        for (String game : BundledSchemes.games()) {
            assertThat(BundledSchemes.scheme(game).styleCharge()).as(game).isEmpty();
        }
    }

    @Test
    void aRatePerFindingWithACapIsRead() {
        StyleCharge charge = scheme(", \"style\": {\"pointsPerFinding\": 0.5, \"cap\": 5}")
                .styleCharge().orElseThrow();

        assertThat(charge.pointsPerFinding()).isEqualByComparingTo("0.5");
        assertThat(charge.cap()).isEqualByComparingTo("5");
        assertThat(charge.categories()).isEmpty();
        assertThat(charge.charge(Map.of("blocks", 3L, "naming", 2L))).isEqualByComparingTo("2.50");
        assertThat(charge.charge(Map.of("whitespace", 40L))).isEqualByComparingTo("5.00");
        assertThat(charge.charge(Map.of())).isEqualByComparingTo("0");
        assertThat(charge.describe()).isEqualTo("0.50 a finding, at most 5.00 in all");
    }

    @Test
    void categoriesHaveRatesAndCapsOfTheirOwnWithinTheWholeCap() {
        StyleCharge charge = scheme(
                """
                , "style": {"pointsPerFinding": 0.5, "cap": 6,
                            "categories": {"javadoc": {"pointsPerFinding": 0},
                                           "naming": {"pointsPerFinding": 1, "cap": 2},
                                           "blocks": {"cap": 1}}}
                """).styleCharge().orElseThrow();

        // javadoc costs nothing, naming 1 each up to 2, blocks 0.5 each up to 1, the rest 0.5.
        assertThat(charge.charge(Map.of("javadoc", 9L))).isEqualByComparingTo("0");
        assertThat(charge.charge(Map.of("naming", 5L))).isEqualByComparingTo("2");
        assertThat(charge.charge(Map.of("blocks", 5L, "whitespace", 1L)))
                .isEqualByComparingTo("1.50");
        assertThat(charge.charge(Map.of("naming", 5L, "blocks", 5L, "whitespace", 20L)))
                .as("at most the whole cap").isEqualByComparingTo("6");
        assertThat(charge.describe()).isEqualTo("0.50 a finding, at most 6.00 in all;"
                + " blocks: 0.50 a finding, at most 1.00; javadoc: 0.00 a finding;"
                + " naming: 1.00 a finding, at most 2.00");
    }

    @Test
    void withoutACapFindingsCostTheirRateEach() {
        StyleCharge charge = new StyleCharge(new BigDecimal("0.25"), null);

        assertThat(charge.charge(Map.of("sizes", 7L))).isEqualByComparingTo("1.75");
        assertThat(charge.describe()).isEqualTo("0.25 a finding");
    }

    @Test
    void aCategoryCheckstyleDoesNotHaveIsRefusedNamingThoseItHas() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> scheme(", \"style\": {\"pointsPerFinding\": 1,"
                        + " \"categories\": {\"braces\": {\"cap\": 1}}}"))
                .withMessageContaining("but one is braces").withMessageContaining("blocks");
    }

    @Test
    void ratesAndCapsAreCentsThatAreNotNegative() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> scheme(", \"style\": {\"pointsPerFinding\": -1}"))
                .withMessageContaining("\"pointsPerFinding\" under \"style\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> scheme(", \"style\": {\"pointsPerFinding\": 0.001}"))
                .withMessageContaining("at most two decimals");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> scheme(", \"style\": {\"cap\": 5}"))
                .withMessageContaining("\"pointsPerFinding\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new CategoryCharge(null, new BigDecimal("-2")))
                .withMessageContaining("\"cap\"");
    }

    @Test
    void aSchemeCopiedForAnotherRuleBookKeepsItsStyleCharge() {
        Scheme scheme = scheme(", \"style\": {\"pointsPerFinding\": 1}");

        assertThat(scheme.with("a.b", new Limits(1, 1, 1)).styleCharge())
                .isEqualTo(scheme.styleCharge());
    }
}
