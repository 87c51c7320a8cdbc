package tabuleiro.connectfour.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.connectfour.Game;

/**
 * Tests of the solver: against published scores, against a plain exhaustive search, and of its
 * contracts.
 */
class SolverTest {

    /** One solver for the whole class: its table only ever holds true bounds. */
    private static final Solver SOLVER = new Solver(20);

    static List<String> ponsPositions() throws IOException {
        try (InputStream resource = SolverTest.class.getResourceAsStream("pons-test-positions.txt");
                BufferedReader lines = new BufferedReader(new InputStreamReader(
                        Objects.requireNonNull(resource, "pons-test-positions.txt"),
                        StandardCharsets.UTF_8))) {
            return lines.lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .collect(Collectors.toList());
        }
    }

    @ParameterizedTest
    @MethodSource("ponsPositions")
    void findsThePublishedScore(String line) {
        String[] fields = line.split(" ");

        assertThat(SOLVER.solve(fields[0])).isEqualTo(Integer.parseInt(fields[1]));
    }

    @Test
    void agreesWithPlainExhaustiveSearchNearTheEnd() {
        Random random = new Random(2024);
        for (int game = 0; game < 300; game++) {
            String moves = positionNearTheEnd(random);

            assertThat(SOLVER.solve(moves)).as(moves).isEqualTo(new PlainMinimax(moves).score());
        }
    }

    @Test
    void scoresEachMoveAsPlainExhaustiveSearchDoes() {
        Random random = new Random(99);
        for (int game = 0; game < 60; game++) {
            String moves = positionNearTheEnd(random);
            PlainMinimax plain = new PlainMinimax(moves);

            OptionalInt[] scores = SOLVER.analyze(moves);

            for (int column = 0; column < BitBoard.WIDTH; column++) {
                OptionalInt expected = plain.isFull(column)
                        ? OptionalInt.empty()
                        : OptionalInt.of(plain.scoreOfMove(column));
                assertThat(scores[column]).as("%s, column %d", moves, column + 1)
                        .isEqualTo(expected);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({
        "121212, 18", // player 1 wins with their 4th stone: 22 - 4
        "44556, -18", // player 1 has an open three on the bottom row: player 2 cannot stop it
        "4455, 18", // player 1 makes an open three on the bottom row, wins with stone 4
        "4455661, -17", // player 1 threatens both ends of the bottom row, wins with stone 5
    })
    void scoresQuickWinsAndLossesByTheWinnersStoneCount(String moves, int score) {
        assertThat(SOLVER.solve(moves)).isEqualTo(score);
    }

    @Test
    void lastMoveOfBoardWithoutFourIsDraw() {
        String almostFull = TestPositions.DRAWN_GAME.substring(0, 41);

        assertThat(SOLVER.solve(almostFull)).isZero();
        assertThat(SOLVER.analyze(almostFull)).containsExactly(OptionalInt.empty(),
                OptionalInt.empty(), OptionalInt.of(0), OptionalInt.empty(), OptionalInt.empty(),
                OptionalInt.empty(), OptionalInt.empty());
    }

    @Test
    void solvesGameAsItSolvesItsMoves() {
        Random random = new Random(5);
        for (int game = 0; game < 30; game++) {
            String moves = TestPositions.withStones(random, 24 + random.nextInt(17));
            Game engine = Game.newGame();
            moves.chars().forEach(move -> engine.play(move - '0'));

            assertThat(SOLVER.solve(engine)).as(moves).isEqualTo(SOLVER.solve(moves));
        }
    }

    @Test
    void theBestOfTheMovesScoresIsThePositionsScore() {
        Random random = new Random(17);
        for (int game = 0; game < 30; game++) {
            String moves = TestPositions.withStones(random, 22 + random.nextInt(19));

            OptionalInt[] scores = SOLVER.analyze(moves);

            assertThat(max(scores)).as(moves).isEqualTo(SOLVER.solve(moves));
        }
    }

    @Test
    void theBestColumnIsTheMostCentralOfTheBestScoringMoves() {
        Random random = new Random(23);
        for (int game = 0; game < 40; game++) {
            String moves = TestPositions.withStones(random, 24 + random.nextInt(17));
            OptionalInt[] scores = SOLVER.analyze(moves);
            int best = max(scores);
            int expected = -1;
            for (int column : MoveSorter.centreFirstColumns()) {
                if (expected < 0 && scores[column].isPresent()
                        && scores[column].getAsInt() == best) {
                    expected = column;
                }
            }

            assertThat(SOLVER.bestColumnOf(BitBoard.fromMoves(moves))).as(moves)
                    .isEqualTo(expected);
        }
    }

    @Test
    void countsThePositionsItSearches() {
        Solver solver = new Solver(17);

        solver.solve("121212");
        assertThat(solver.nodeCount()).as("an immediate win needs no search").isZero();

        solver.solve("2252576253462244111563365343671351441");
        long firstTime = solver.nodeCount();
        assertThat(firstTime).isPositive();

        solver.solve("2252576253462244111563365343671351441");
        assertThat(solver.nodeCount()).as("the table remembers").isLessThan(firstTime);

        solver.reset();
        assertThat(solver.nodeCount()).isZero();
        solver.solve("2252576253462244111563365343671351441");
        assertThat(solver.nodeCount()).as("a reset solver starts over").isEqualTo(firstTime);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "44a      | move 3 of \"44a\" is 'a', but a move is a column number from 1 to 7",
        "8        | move 1 of \"8\" is '8', but a move is a column number from 1 to 7",
        "4444444  | move 7 of \"4444444\" plays in column 4, which is already full",
        "12121213 | move 7 of \"12121213\" (column 1) connects four, so the game is over, yet",
    })
    void refusesSequencesThatAreNotGamesInProgress(String moves, String message) {
        assertThatThrownBy(() -> SOLVER.solve(moves))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message);
        assertThatThrownBy(() -> SOLVER.analyze(moves))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message);
    }

    @Test
    void refusesGameThatIsOverAndNulls() {
        Game won = Game.newGame();
        "1212121".chars().forEach(move -> won.play(move - '0'));

        assertThatThrownBy(() -> SOLVER.solve(won))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the game is over");
        assertThatThrownBy(() -> SOLVER.bestColumn(won))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> SOLVER.solve((String) null))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SOLVER.solve((Game) null))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Solver(16)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * A random position with 4 to 12 empty cells in which the player to move cannot win at
     * once, so that the search has work to do.
     */
    private static String positionNearTheEnd(Random random) {
        String moves;
        do {
            moves = TestPositions.withStones(random, 30 + random.nextInt(9));
        } while (BitBoard.fromMoves(moves).canWinNext());
        return moves;
    }

    private static int max(OptionalInt[] scores) {
        return Arrays.stream(scores).filter(OptionalInt::isPresent)
                .mapToInt(OptionalInt::getAsInt).max().orElseThrow();
    }
}
