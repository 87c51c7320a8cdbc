package tabuleiro.connectfour.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tabuleiro.connectfour.Game;

/**
 * Tests of the solver's bit-packed position. Drawings show the player to move as {@code x} and
 * the other player as {@code o}, top row first.
 */
class BitBoardTest {

    @Test
    void theEmptySequenceIsTheEmptyBoard() {
        BitBoard position = BitBoard.fromMoves("");

        assertThat(position.moves()).isZero();
        assertThat(position.key()).isEqualTo(BitBoard.empty().key());
        assertThat(position).hasToString(".......\n".repeat(5) + ".......");
    }

    @Test
    void movesStackUpFromTheBottom() {
        // Player 1 in 4, player 2 on top of it, player 1 in 5, player 2 in 3: player 1 to move.
        BitBoard position = BitBoard.fromMoves("4453");

        assertThat(position.moves()).isEqualTo(4);
        assertThat(position).hasToString(".......\n".repeat(4)
                + "...o...\n"
                + "..oxx..");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "44a      | move 3 of \"44a\" is 'a', but a move is a column number from 1 to 7",
        "0        | move 1 of \"0\" is '0', but a move is a column number from 1 to 7",
        "448      | move 3 of \"448\" is '8', but a move is a column number from 1 to 7",
        "4-4      | move 2 of \"4-4\" is '-', but a move is a column number from 1 to 7",
        "4444444  | move 7 of \"4444444\" plays in column 4, which is already full",
        "12121213 | move 7 of \"12121213\" (column 1) connects four, so the game is over, yet",
        "1212121  | move 7 of \"1212121\" (column 1) connects four, so the game is over: there",
    })
    void sequencesThatAreNotGamesInProgressAreRefusedNamingTheMove(String moves, String message) {
        assertThatThrownBy(() -> BitBoard.fromMoves(moves))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message);
    }

    @Test
    void fullBoardIsRefusedAsGameOver() {
        assertThatThrownBy(() -> BitBoard.fromMoves(TestPositions.DRAWN_GAME))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("fills the board: the game is over in a draw");
        String lastMoveMissing = TestPositions.DRAWN_GAME.substring(0, 41);
        assertThat(BitBoard.fromMoves(lastMoveMissing).moves()).isEqualTo(41);
    }

    @Test
    void nullSequenceIsRefused() {
        assertThatThrownBy(() -> BitBoard.fromMoves(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void readingGameGivesSamePositionAsReplayingItsMoves() {
        Random random = new Random(7);
        for (int game = 0; game < 50; game++) {
            String moves = TestPositions.withStones(random, random.nextInt(42));
            Game engine = Game.newGame();
            moves.chars().forEach(move -> engine.play(move - '0'));

            BitBoard read = BitBoard.of(engine);
            BitBoard replayed = BitBoard.fromMoves(moves);

            assertThat(read).as(moves).hasToString(replayed.toString());
            assertThat(read.moves()).isEqualTo(replayed.moves());
            assertThat(read.key()).isEqualTo(replayed.key());
        }
    }

    @Test
    void gameThatIsOverCannotBeRead() {
        Game won = Game.newGame();
        "1212121".chars().forEach(move -> won.play(move - '0'));
        Game drawn = Game.newGame();
        TestPositions.DRAWN_GAME.chars().forEach(move -> drawn.play(move - '0'));

        assertThatThrownBy(() -> BitBoard.of(won))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the game is over");
        assertThatThrownBy(() -> BitBoard.of(drawn)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> BitBoard.of(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void columnCanBePlayedUntilItHoldsSixStones() {
        assertThat(BitBoard.fromMoves("44444").canPlay(3)).isTrue();
        assertThat(BitBoard.fromMoves("444444").canPlay(3)).isFalse();
        assertThat(BitBoard.fromMoves("444444").canPlay(2)).isTrue();
    }

    @ParameterizedTest
    @CsvSource({
        "121212, 1", // vertical
        "112233, 4", // horizontal, on the bottom row
        "334455, 26", // horizontal, open at both ends
        "1223433474, 4", // diagonal, up to the right
        "7665455414, 4", // diagonal, up to the left
        "3344, ''", // two in a row only
        "315131171716, ''", // see lineCannotWrapFromTopOfOneColumnToBottomOfNext
    })
    void findsTheMovesThatConnectFour(String moves, String winningColumns) {
        BitBoard position = BitBoard.fromMoves(moves);

        StringBuilder found = new StringBuilder();
        for (int column = 0; column < BitBoard.WIDTH; column++) {
            if (position.isWinningMove(column)) {
                found.append(column + 1);
            }
        }

        assertThat(found).hasToString(winningColumns);
        assertThat(position.canWinNext()).isEqualTo(!winningColumns.isEmpty());
    }

    @Test
    void findsSameWinningMovesAsPlainSearchOfGrid() {
        Random random = new Random(3);
        for (int game = 0; game < 300; game++) {
            String moves = TestPositions.withStones(random, 10 + random.nextInt(31));
            BitBoard position = BitBoard.fromMoves(moves);
            PlainMinimax grid = new PlainMinimax(moves);
            for (int column = 0; column < BitBoard.WIDTH; column++) {
                if (position.canPlay(column)) {
                    assertThat(position.isWinningMove(column)).as("%s, column %d", moves, column)
                            .isEqualTo(grid.wins(column));
                }
            }
        }
    }

    @Test
    void lineCannotWrapFromTopOfOneColumnToBottomOfNext() {
        // The player to move has the top three cells of column 1. Without the spare row, the
        // bottom cell of column 2 would be the next bit up, and look like a fourth in a row.
        BitBoard position = BitBoard.fromMoves("315131171716");

        assertThat(position.toString()).startsWith("x......\nx......\nx......\no......");
        assertThat(position.isWinningMove(1)).isFalse();
    }

    @Test
    void whenTheOpponentThreatensOneCellTheOnlyNonLosingMoveBlocksIt() {
        // Player 1 has three in column 4; player 2 is to move.
        BitBoard position = BitBoard.fromMoves("41414");

        assertThat(position.nonLosingMoves()).isEqualTo(position.moveIn(3));
    }

    @Test
    void whenTheOpponentThreatensTwoCellsEveryMoveLoses() {
        // Player 1 has 4, 5 and 6 on the bottom row, open at both ends; player 2 is to move.
        assertThat(BitBoard.fromMoves("44556").nonLosingMoves()).isZero();
    }

    @Test
    void moveJustBelowOpponentsWinningCellIsLeftOut() {
        // Player 1 has 2, 3 and 4 on the second row, so the second cells of columns 1 and 5
        // would win; player 2 is to move and must not fill the cells below them.
        BitBoard position = BitBoard.fromMoves("3224473");
        assertThat(position).hasToString(".......\n".repeat(4)
                + ".ooo...\n"
                + ".xox..x");

        long moves = position.nonLosingMoves();

        assertThat(moves).isEqualTo(position.moveIn(1) | position.moveIn(2) | position.moveIn(3)
                | position.moveIn(5) | position.moveIn(6));
    }

    @Test
    void threatsCountTheEmptyCellsWhereTheMoverWouldThenConnectFour() {
        // Player 1 has 3 and 4 on the bottom row and is to move.
        BitBoard position = BitBoard.fromMoves("3343");

        assertThat(position.threatsAfter(position.moveIn(4))).as("5: open three").isEqualTo(2);
        assertThat(position.threatsAfter(position.moveIn(0))).as("1: the gap in 2").isEqualTo(1);
        assertThat(position.threatsAfter(position.moveIn(6))).as("7: none").isZero();
    }

    @Test
    void positionAndItsMirrorImageShareKeyAndNoOtherPositionDoes() {
        Random random = new Random(11);
        Set<Long> keys = new HashSet<>();
        Set<String> positionsUpToMirrorImage = new HashSet<>();
        for (int game = 0; game < 3000; game++) {
            String moves = TestPositions.withStones(random, random.nextInt(16));
            BitBoard position = BitBoard.fromMoves(moves);
            BitBoard mirror = BitBoard.fromMoves(mirrored(moves));

            assertThat(mirror.key()).isEqualTo(position.key());
            assertThat(position.key()).isNotNegative().isLessThan(1L << 49);
            keys.add(position.key());
            positionsUpToMirrorImage.add(first(position.toString(), mirror.toString()));
        }
        assertThat(keys).hasSameSizeAs(positionsUpToMirrorImage).hasSizeGreaterThan(1000);
    }

    private static String mirrored(String moves) {
        StringBuilder mirror = new StringBuilder();
        for (char move : moves.toCharArray()) {
            mirror.append((char) ('1' + '7' - move));
        }
        return mirror.toString();
    }

    private static String first(String drawing, String otherDrawing) {
        return drawing.compareTo(otherDrawing) <= 0 ? drawing : otherDrawing;
    }
}
