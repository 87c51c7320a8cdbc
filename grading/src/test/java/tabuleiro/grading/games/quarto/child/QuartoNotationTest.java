package tabuleiro.grading.games.quarto.child;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The tournament's Quarto moves: read and written the same on both sides of the channel. */
class QuartoNotationTest {

    private static final List<String> TALL_DARK_SQUARE_HOLLOW = List.of("TALL", "DARK",
            "SQUARE", "HOLLOW");

    @Test
    void aMovePlacesThenHandsOverAndEitherPartMayBeAlone() {
        assertThat(QuartoNotation.square("B3[P;").orElseThrow()).containsExactly(2, 3);
        assertThat(QuartoNotation.piece("B3[P;")).contains(TALL_DARK_SQUARE_HOLLOW);
        assertThat(QuartoNotation.square("(b!")).isEmpty();
        assertThat(QuartoNotation.piece("(b!")).contains(List.of("SHORT", "LIGHT", "ROUND",
                "SOLID"));
        assertThat(QuartoNotation.square("D4").orElseThrow()).containsExactly(4, 4);
        assertThat(QuartoNotation.piece("D4")).isEmpty();
    }

    @Test
    void writingAMoveReadsBackAsTheSameSquareAndPiece() {
        assertThat(QuartoNotation.write(2, 3, TALL_DARK_SQUARE_HOLLOW)).isEqualTo("B3[P;");
        assertThat(QuartoNotation.write(0, 0, List.of("SHORT", "LIGHT", "ROUND", "SOLID")))
                .isEqualTo("(b!");
        assertThat(QuartoNotation.write(4, 1, List.of())).isEqualTo("D1");
        assertThatThrownBy(() -> QuartoNotation.write(0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> QuartoNotation.write(5, 1, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void onlyTheTournamentsOwnSpellingIsAMove() {
        // Lower-case and row-first squares are the text UI's, not the channel's: one spelling
        // a move keeps the records comparable.
        for (String move : List.of("", "b3", "3B", "E1", "A5", "A1 ", "(X!", "A1(B!(B!",
                "[p;A1")) {
            assertThat(QuartoNotation.isMove(move)).as(move).isFalse();
        }
        assertThat(QuartoNotation.isGame("")).isTrue();
        assertThat(QuartoNotation.isGame("(B! A1[p; D4")).isTrue();
        assertThat(QuartoNotation.isGame("(B!  A1[p;")).isFalse();
        assertThat(QuartoNotation.split("(B! A1[p; D4")).containsExactly("(B!", "A1[p;", "D4");
        assertThat(QuartoNotation.split("")).isEmpty();
    }
}
