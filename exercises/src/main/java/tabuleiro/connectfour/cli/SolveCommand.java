package tabuleiro.connectfour.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tabuleiro.cli.Languages;
import tabuleiro.connectfour.solver.Solver;
import tabuleiro.ui.Texts;

/**
 * The {@code solve} command: the exact score of a Connect Four position, from the
 * {@link Solver}.
 *
 * <p>The position is the sequence of columns played, as in {@code solve 4453}. The last line of
 * the output is always the position's score alone, so that a script can read it; the options
 * add lines before it. A sequence that is not a game in progress is refused with a one-line
 * message and exit status 2.
 */
@Command(name = "solve",
        mixinStandardHelpOptions = true,
        exitCodeListHeading = "Exit status:%n",
        exitCodeList = {"0:the position was solved", "2:the command line or the moves are wrong"})
public final class SolveCommand implements Callable<Integer> {

    /** The exit status for moves that are not a game in progress, as for a bad command line. */
    static final int BAD_INPUT = 2;

    @Parameters(index = "0", arity = "0..1", defaultValue = "", paramLabel = "MOVES")
    private String moves;

    @Option(names = {"-a", "--analyze"})
    private boolean analyze;

    @Option(names = {"-v", "--verbose"})
    private boolean verbose;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Solver solver = new Solver();
        long start = System.nanoTime();
        int score;
        OptionalInt[] columnScores = null;
        try {
            if (analyze) {
                columnScores = solver.analyze(moves);
                score = best(columnScores);
            } else {
                score = solver.solve(moves);
            }
        } catch (IllegalArgumentException badMoves) {
            spec.commandLine().getErr().println("connect-four solve: " + badMoves.getMessage());
            return BAD_INPUT;
        }
        long millis = (System.nanoTime() - start) / 1_000_000;

        if (verbose) {
            Texts texts = Texts.of(CommandTexts.class, Languages.of(spec));
            out.println(texts.text("solve.position",
                    moves.isEmpty() ? texts.text("solve.empty.board") : moves, moves.length() % 2));
            // As text, as a script reads them: without grouping separators.
            out.println(texts.text("solve.searched", Long.toString(solver.nodeCount())));
            out.println(texts.text("solve.time", Long.toString(millis)));
        }
        if (columnScores != null) {
            printColumnScores(out, columnScores);
        }
        out.println(score);
        out.flush();
        return 0;
    }

    /** The position's score: the best of its moves' (a position that goes on has a move). */
    private static int best(OptionalInt[] columnScores) {
        return Arrays.stream(columnScores).filter(OptionalInt::isPresent)
                .mapToInt(OptionalInt::getAsInt).max().orElseThrow();
    }

    private static void printColumnScores(PrintWriter out, OptionalInt[] columnScores) {
        StringBuilder columns = new StringBuilder("column:");
        StringBuilder scores = new StringBuilder("score: ");
        for (int column = 1; column <= columnScores.length; column++) {
            OptionalInt columnScore = columnScores[column - 1];
            columns.append(String.format("%5d", column));
            scores.append(columnScore.isPresent()
                    ? String.format("%5d", columnScore.getAsInt())
                    : " full");
        }
        out.println(columns);
        out.println(scores);
    }
}
