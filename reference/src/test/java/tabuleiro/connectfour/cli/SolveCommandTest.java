package tabuleiro.connectfour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;
import tabuleiro.connectfour.solver.Solver;

/** Tests of {@code tabuleiro connect-four solve}, run in the test's JVM. */
class SolveCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... arguments) {
        CommandLine launcher = Tabuleiro.commandLine();
        launcher.setOut(new PrintWriter(out, true));
        launcher.setErr(new PrintWriter(err, true));
        String[] command = new String[arguments.length + 2];
        command[0] = "connect-four";
        command[1] = "solve";
        System.arraycopy(arguments, 0, command, 2, arguments.length);
        return launcher.execute(command);
    }

    private List<String> outputLines() {
        return out.toString().lines().toList();
    }

    @ParameterizedTest
    @CsvSource({
        // Scores from Pascal Pons's test sets (Test_L3_R1 and Test_L2_R1).
        "2252576253462244111563365343671351441, -1",
        "52753311433677442422121, 8",
        "271713432331713132, -11",
    })
    void printsTheScoreAlone(String moves, String score) {
        int status = run(moves);

        assertThat(status).isZero();
        assertThat(outputLines()).containsExactly(score);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void withoutMovesItSolvesTheEmptyBoard() {
        // Solving the empty board takes minutes, so check what the command would solve.
        CommandLine solve = Tabuleiro.commandLine().getSubcommands().get("connect-four")
                .getSubcommands().get("solve");

        assertThat(solve.getCommandSpec().positionalParameters().get(0).defaultValue())
                .isEmpty();
    }

    @Test
    void analyzePrintsEachColumnsScoreThenThePositionsScore() {
        String moves = "427566236745127177115664464254";

        int status = run("--analyze", moves);

        assertThat(status).isZero();
        assertThat(outputLines()).hasSize(3);
        assertThat(outputLines().get(0).split(" +"))
                .containsExactly("column:", "1", "2", "3", "4", "5", "6", "7");
        String[] printed = outputLines().get(1).split(" +");
        OptionalInt[] scores = new Solver(17).analyze(moves);
        assertThat(printed[0]).isEqualTo("score:");
        for (int column = 1; column <= 7; column++) {
            OptionalInt score = scores[column - 1];
            assertThat(printed[column])
                    .isEqualTo(score.isPresent() ? String.valueOf(score.getAsInt()) : "full");
        }
        assertThat(printed).contains("full");
        assertThat(outputLines().get(2)).isEqualTo("2");
    }

    @Test
    void verboseAddsThePositionTheWorkAndTheTimeBeforeTheScore() {
        int status = run("-v", "52753311433677442422121");

        assertThat(status).isZero();
        List<String> lines = outputLines();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo("position: 52753311433677442422121, second player "
                + "to move");
        assertThat(lines.get(1)).matches("positions searched: [1-9][0-9]*");
        assertThat(lines.get(2)).matches("time: [0-9]+ ms");
        assertThat(lines.get(3)).isEqualTo("8");
    }

    @Test
    void verboseLinesAreInPortugueseWithLangPt() {
        int status = run("--lang", "pt", "-v", "5275331143367744242212");

        assertThat(status).isZero();
        List<String> lines = outputLines();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo("posição: 5275331143367744242212, joga o primeiro"
                + " jogador");
        assertThat(lines.get(1)).matches("posições pesquisadas: [1-9][0-9]*");
        assertThat(lines.get(2)).matches("tempo: [0-9]+ ms");
        assertThat(lines.get(3)).matches("-?[0-9]+");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "44a      | move 3 of \"44a\" is 'a', but a move is a column number from 1 to 7",
        "0        | move 1 of \"0\" is '0', but a move is a column number from 1 to 7",
        "8        | move 1 of \"8\" is '8', but a move is a column number from 1 to 7",
        "4444444  | move 7 of \"4444444\" plays in column 4, which is already full",
        "12121213 | move 7 of \"12121213\" (column 1) connects four, so the game is over, yet",
        "1212121  | move 7 of \"1212121\" (column 1) connects four, so the game is over: there",
    })
    void badMovesGetOneLineMessageAndStatusTwo(String moves, String message) {
        int status = run(moves);

        assertThat(status).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString().lines().toList()).singleElement().asString()
                .startsWith("connect-four solve: " + message)
                .doesNotContain("Exception");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--bogus", "4453 4453"})
    void commandLineThatCannotBeParsedGetsStatusTwo(String arguments) {
        int status = run(arguments.split(" "));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).doesNotContain("Exception");
    }
}
