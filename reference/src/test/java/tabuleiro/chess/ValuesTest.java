package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ValuesTest {

    @Test
    void squaresHaveAlgebraicNames() {
        assertThat(Square.parse("E4")).isEqualTo(Square.of(4, 3));
        assertThat(Square.of(0, 0).name()).isEqualTo("a1");
        assertThat(Square.of(7, 7).toString()).isEqualTo("h8");
        assertThat(Square.all()).hasSize(64).startsWith(Square.parse("a1"));
        assertThat(Square.parse("h1").isLight()).isTrue();
        assertThat(Square.parse("a1").isLight()).isFalse();
        for (String bad : new String[] {"i1", "a9", "a", "e44", "", "a0"}) {
            assertThatThrownBy(() -> Square.parse(bad))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(bad);
        }
        assertThatThrownBy(() -> Square.parse(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Square.of(8, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Square(0, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void piecesAndKinds() {
        assertThat(Piece.fromFenLetter('N')).isEqualTo(Piece.of(Colour.WHITE, PieceKind.KNIGHT));
        assertThat(Piece.of(Colour.BLACK, PieceKind.QUEEN).toString()).isEqualTo("q");
        assertThat(PieceKind.QUEEN.directions().length).isEqualTo(8);
        assertThat(PieceKind.ROOK.slides()).isTrue();
        assertThat(PieceKind.KNIGHT.value()).isEqualTo(3);
        assertThat(PieceKind.KING.isPromotion()).isFalse();
        assertThatThrownBy(() -> PieceKind.fromLetter('x'))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'x'");
        assertThatThrownBy(() -> new Piece(null, PieceKind.PAWN))
                .isInstanceOf(NullPointerException.class);
        assertThat(Colour.BLACK.opponent()).isEqualTo(Colour.WHITE);
        assertThat(Colour.BLACK.fenLetter()).isEqualTo('b');
        assertThat(Result.winFor(Colour.WHITE).pgn()).isEqualTo("1-0");
    }

    @Test
    void movesCheckTheirParts() {
        Square e7 = Square.parse("e7");
        Square e8 = Square.parse("e8");
        assertThat(new Move(e7, e8, PieceKind.QUEEN, MoveFlag.PROMOTION).toString())
                .isEqualTo("e7e8q");
        assertThatThrownBy(() -> Move.of(e7, e7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Move(e7, e8, null, MoveFlag.PROMOTION))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Move(e7, e8, PieceKind.KING, MoveFlag.PROMOTION))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(CastlingRights.NONE.fen()).isEqualTo("-");
        assertThat(CastlingRights.ALL.allows(Colour.BLACK, false)).isTrue();
    }
}
