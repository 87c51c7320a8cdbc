package tabuleiro.quarto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tests of the pieces, their traits and their notation (rules QUARTO-02, QUARTO-11). */
class PieceTest {

    @Test
    void theSetHasSixteenDifferentPiecesInTheBriefsOrder() {
        List<Piece> all = Piece.all();

        assertThat(all).hasSize(16).doesNotHaveDuplicates();
        assertThat(all.get(0)).isEqualTo(new Piece(Size.TALL, Colour.LIGHT, Shape.ROUND,
                Fill.SOLID));
        assertThat(all.get(1).notation()).isEqualTo("(B;");
        assertThat(all.get(15).notation()).isEqualTo("[p;");
    }

    @Test
    void theNotationReadsBackAsTheSamePieceForEveryPiece() {
        for (Piece piece : Piece.all()) {
            assertThat(Piece.parse(piece.notation())).isEqualTo(piece);
        }
        assertThat(Piece.all().stream().map(Piece::notation).distinct()).hasSize(16);
    }

    @Test
    void theNotationFollowsTheBrief() {
        assertThat(Piece.parse("(B!")).isEqualTo(
                new Piece(Size.TALL, Colour.LIGHT, Shape.ROUND, Fill.SOLID));
        assertThat(Piece.parse("[p;")).isEqualTo(
                new Piece(Size.SHORT, Colour.DARK, Shape.SQUARE, Fill.HOLLOW));
        assertThat(new Piece(Size.TALL, Colour.DARK, Shape.SQUARE, Fill.SOLID).notation())
                .isEqualTo("[P!");
        assertThat(new Piece(Size.SHORT, Colour.LIGHT, Shape.ROUND, Fill.HOLLOW).notation())
                .isEqualTo("(b;");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "(B", "(B!!", "{B!", "(X!", "(B?"})
    void wrongNotationIsRefusedSayingWhatIsExpected(String text) {
        assertThatIllegalArgumentException().isThrownBy(() -> Piece.parse(text))
                .withMessageContaining("but");
    }

    @Test
    void aPieceHasItsFourTraitsAndNotTheirOpposites() {
        Piece piece = Piece.parse("(p!");

        assertThat(piece.traits()).containsExactly(Size.SHORT, Colour.DARK, Shape.ROUND,
                Fill.SOLID);
        for (Trait trait : piece.traits()) {
            assertThat(piece.has(trait)).isTrue();
            assertThat(piece.has(trait.opposite())).isFalse();
            assertThat(trait.opposite().opposite()).isEqualTo(trait);
        }
        assertThat(piece).hasToString("short dark round solid");
    }

    @Test
    void noAttributeMayBeMissing() {
        assertThatNullPointerException().isThrownBy(
                () -> new Piece(null, Colour.DARK, Shape.ROUND, Fill.SOLID));
        assertThatNullPointerException().isThrownBy(() -> Piece.parse(null));
        assertThatNullPointerException().isThrownBy(() -> Piece.parse("(B!").has(null));
    }
}
