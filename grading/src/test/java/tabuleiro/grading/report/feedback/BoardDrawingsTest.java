package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;

/** The boards of a failed scenario, drawn for the feedback page by the game's own renderer. */
class BoardDrawingsTest {

    private static final String SCENARIO = String.join("\n",
            "Scenario: A disc lands on the lowest free row",
            "  Given the columns \"4\" have been played",
            "  Then the grid is:",
            "    \"\"\"",
            "      1 2 3 4 5 6 7",
            "    1 . . . . . . .",
            "    2 . . . . . . .",
            "    3 . . . . . . .",
            "    4 . . . . . . .",
            "    5 . . . . . . .",
            "    6 . . . 1 . . .",
            "    \"\"\"",
            "  And the transcript is:",
            "    \"\"\"",
            "    Player 1, your move?",
            "    \"\"\"");

    @Test
    void docStringsLoseTheIndentationOfTheirDelimiter() {
        assertThat(BoardDrawings.docStrings(SCENARIO)).hasSize(2)
                .first().asString().startsWith("  1 2 3 4 5 6 7\n1 . . . . . . .");
        assertThat(BoardDrawings.docStrings(SCENARIO).get(1)).isEqualTo("Player 1, your move?");
    }

    @Test
    void aPositionIsDrawnAndATranscriptIsLeftAsText() {
        assertThat(BoardDrawings.of("connect-four", SCENARIO, Language.ENGLISH)).singleElement()
                .asString().startsWith("<svg").doesNotContain("<?xml");
    }

    @Test
    void aGameWithoutRendererDrawsNothing() {
        assertThat(BoardDrawings.of("go", SCENARIO, Language.ENGLISH)).isEmpty();
    }
}
