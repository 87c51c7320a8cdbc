package tabuleiro.connectfour.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;

/**
 * Tests of the opening book: that it says what the solver says, that it covers every position
 * the agent can meet, and that a book that cannot be read leaves the agent to its solver.
 *
 * <p>Solving the book's own positions takes seconds each (they are the hard ones), so the real
 * book is checked against the solver on a few positions only, its deepest; the generator is
 * checked whole on a small book of a game that starts in the middle, where solving is quick.
 */
class OpeningBookTest {

    /** A position with 22 stones, among the hardest of its kind (reference/BENCHMARKS.md). */
    private static final String MIDDLE = "2633357772214714557113";
    private static final int SMALL_DEPTH = MIDDLE.length() + 5;

    private static final int MIN_DEPTH_TO_CHECK = 10;

    private static OpeningBook smallBook;

    private static synchronized OpeningBook smallBook() {
        if (smallBook == null) {
            smallBook = new BookGenerator(SMALL_DEPTH, 1, 20, line -> {}, 0)
                    .generateFrom(BitBoard.fromMoves(MIDDLE));
        }
        return smallBook;
    }

    @Test
    void theStandardBookIsReadAndCoversTheFirstMoves() {
        OpeningBook book = OpeningBook.standard();

        assertThat(book.problem()).isEmpty();
        assertThat(book.depth()).isPositive();
        // The first player's best move on the empty board is the centre, with score 1.
        assertThat(book.columnOf(BitBoard.empty())).isEqualTo(OptionalInt.of(3));
        assertThat(book.scoreOf(BitBoard.empty())).isEqualTo(OptionalInt.of(1));
    }

    @Test
    void theStandardBookCoversEveryPositionTheAgentCanMeet() {
        OpeningBook book = OpeningBook.standard();

        List<BitBoard> missing = new ArrayList<>();
        int walked = walk(book, BitBoard.empty(), true, missing)
                + walk(book, BitBoard.empty(), false, missing);

        assertThat(missing).as("positions of the agent's not in the book").isEmpty();
        // Each position is walked once per way of reaching it, so at least once per entry.
        assertThat(walked).isGreaterThanOrEqualTo(book.size());
    }

    @Test
    void theStandardBookAgreesWithTheSolverOnItsDeepestPositions() {
        OpeningBook book = OpeningBook.standard();
        // Below some 9 stones a single position takes the solver minutes: too slow for a unit
        // test. A shallower book is checked by BookGenerator's own test below and by the
        // known first move above.
        assumeTrue(book.depth() >= MIN_DEPTH_TO_CHECK, "the book's deepest positions (depth "
                + book.depth() + ") take the solver minutes each");
        Solver solver = new Solver(22);
        long[] entries = book.entries();
        int checked = 0;
        // The positions with the most stones are the quickest to solve; a few, spread evenly.
        List<BitBoard> deepest = new ArrayList<>();
        for (long entry : entries) {
            BitBoard position = BitBoard.ofCode(entry >>> OpeningBook.PAYLOAD_BITS);
            if (position.moves() == book.depth() - 1) {
                deepest.add(position);
            }
        }
        for (int index = 0; index < deepest.size(); index += Math.max(1, deepest.size() / 3)) {
            BitBoard position = deepest.get(index);
            assertThat(book.columnOf(position)).as(position.toString())
                    .isEqualTo(OptionalInt.of(solver.bestColumnOf(position)));
            assertThat(book.scoreOf(position)).isEqualTo(OptionalInt.of(solver.scoreOf(position)));
            BitBoard mirror = position.mirror();
            assertThat(book.columnOf(mirror)).as(mirror.toString())
                    .isEqualTo(OptionalInt.of(solver.bestColumnOf(mirror)));
            checked++;
        }
        assertThat(checked).isPositive();
    }

    @Test
    void aGeneratedBookHoldsTheSolversChoiceInEveryPositionAndItsMirror() {
        OpeningBook book = smallBook();
        Solver solver = new Solver(20);

        assertThat(book.size()).isGreaterThan(50);
        for (long entry : book.entries()) {
            BitBoard position = BitBoard.ofCode(entry >>> OpeningBook.PAYLOAD_BITS);
            assertThat(book.columnOf(position))
                    .isEqualTo(OptionalInt.of(solver.bestColumnOf(position)));
            assertThat(book.scoreOf(position)).isEqualTo(OptionalInt.of(solver.scoreOf(position)));
            BitBoard mirror = position.mirror();
            assertThat(book.columnOf(mirror)).as(mirror.toString())
                    .isEqualTo(OptionalInt.of(solver.bestColumnOf(mirror)));
        }
    }

    @Test
    void aGeneratedBookCoversEveryPositionTheAgentCanMeet() {
        OpeningBook book = smallBook();
        BitBoard root = BitBoard.fromMoves(MIDDLE);

        List<BitBoard> missing = new ArrayList<>();
        walk(book, root, true, missing);
        walk(book, root, false, missing);

        assertThat(missing).isEmpty();
    }

    @Test
    void aBookReadsBackAsWritten() throws IOException {
        OpeningBook book = smallBook();

        OpeningBook copy = OpeningBook.read(new ByteArrayInputStream(bytesOf(book)));

        assertThat(copy.depth()).isEqualTo(book.depth());
        assertThat(copy.entries()).isEqualTo(book.entries());
    }

    @Test
    void aCorruptBookIsRefusedAndTheAgentFallsBackOnTheSolver() {
        byte[] bytes = bytesOf(smallBook());
        bytes[bytes.length / 2] ^= 0x55;

        OpeningBook book = OpeningBook.load(new ByteArrayInputStream(bytes), "the test's book");

        assertThat(book.size()).isZero();
        assertThat(book.problem()).hasValueSatisfying(
                problem -> assertThat(problem).startsWith("the test's book cannot be read: "));
        // The agent still plays, and plays the solver's move.
        Game game = gameAfter(MIDDLE);
        int column = new PerfectAgent(new Solver(20), book).chooseColumn(game, Player.FIRST);
        assertThat(column).isEqualTo(new Solver(20).bestColumn(game));
    }

    @Test
    void aTruncatedOrMissingBookIsRefusedWithItsReason() {
        byte[] bytes = bytesOf(smallBook());
        byte[] truncated = Arrays.copyOf(bytes, bytes.length - 20);

        assertThat(OpeningBook.load(new ByteArrayInputStream(truncated), "cut").problem())
                .hasValueSatisfying(problem -> assertThat(problem).startsWith("cut cannot be"));
        assertThat(OpeningBook.load(null, "gone").problem())
                .hasValue("gone is missing from the class path");
        assertThat(OpeningBook.load(new ByteArrayInputStream(new byte[] {1, 2, 3}), "junk")
                .problem()).isPresent();
    }

    @Test
    void anEntryThatIsNoPositionIsRefused() throws IOException {
        // A well-formed file whose one entry has a column of seven stones.
        long notAPosition = 0x7FL << OpeningBook.PAYLOAD_BITS;
        byte[] bytes = bytesOf(OpeningBook.of(10, new long[] {notAPosition}));

        assertThatThrownBy(() -> OpeningBook.read(new ByteArrayInputStream(bytes)))
                .isInstanceOf(IOException.class).hasMessageContaining("entry 0");
    }

    @Test
    void anEntryPastTheDepthIsRefused() {
        BitBoard position = BitBoard.fromMoves("4444");
        long entry = OpeningBook.entry(position, 3, 1, true);
        byte[] bytes = bytesOf(OpeningBook.of(4, new long[] {entry}));

        assertThatThrownBy(() -> OpeningBook.read(new ByteArrayInputStream(bytes)))
                .isInstanceOf(IOException.class).hasMessageContaining("fewer than 4 stones");
    }

    @Test
    void theBookAnswersOnlyForPositionsItHolds() {
        OpeningBook book = smallBook();

        assertThat(book.column(gameAfter(MIDDLE))).isPresent();
        assertThat(book.column(gameAfter("1"))).isEmpty();
        assertThat(book.column(gameAfter(pastTheBook(MIDDLE, SMALL_DEPTH)))).isEmpty();
        assertThatThrownBy(() -> book.column((Game) null)).isInstanceOf(NullPointerException.class);
    }

    /**
     * Walks the positions the agent can meet from a root, following the book's own moves, and
     * lists those the book lacks: no solving, so it is cheap.
     */
    private static int walk(OpeningBook book, BitBoard position, boolean agentToMove,
            List<BitBoard> missing) {
        if (position.moves() >= book.depth()) {
            return 0;
        }
        if (agentToMove) {
            OptionalInt column = book.columnOf(position);
            if (column.isEmpty()) {
                missing.add(position);
                return 1;
            }
            if (position.isWinningMove(column.getAsInt())) {
                return 1;
            }
            return 1 + walk(book, position.play(column.getAsInt()), false, missing);
        }
        int walked = 0;
        for (int reply = 0; reply < BitBoard.WIDTH; reply++) {
            if (position.canPlay(reply) && !position.isWinningMove(reply)) {
                walked += walk(book, position.play(reply), true, missing);
            }
        }
        return walked;
    }

    private static byte[] bytesOf(OpeningBook book) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            book.write(bytes);
        } catch (IOException impossible) {
            throw new AssertionError(impossible);
        }
        return bytes.toByteArray();
    }

    /** The moves, followed by moves that neither fill a column nor win up to a depth. */
    private static String pastTheBook(String moves, int depth) {
        StringBuilder longer = new StringBuilder(moves);
        BitBoard position = BitBoard.fromMoves(moves);
        while (position.moves() < depth) {
            int column = 0;
            while (!position.canPlay(column) || position.isWinningMove(column)) {
                column++;
            }
            position = position.play(column);
            longer.append(column + 1);
        }
        return longer.toString();
    }

    private static Game gameAfter(String moves) {
        Game game = Game.newGame();
        for (char column : moves.toCharArray()) {
            game.play(column - '0');
        }
        return game;
    }
}
