package tabuleiro.features.connectfour.probe;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;
import tabuleiro.connectfour.solver.PerfectAgent;
import tabuleiro.connectfour.solver.Solver;
import tabuleiro.features.connectfour.Grid;
import tabuleiro.features.probe.GameProbe;

/**
 * Asks a Connect Four engine the rule book's questions through the exercise's public API only,
 * one command line in, one answer out (the probe contract of issues 47 and 48,
 * {@code features/PROBES.md}).
 *
 * <p>The same class runs against the reference, in the grader's own JVM (the oracle), and
 * against a student's code, in a sandboxed grading JVM; the grader compares the two answers
 * text for text. Only {@link java.util.function.Function} crosses the class loaders, so neither
 * side imports the other.
 *
 * <p>A move is its column, {@code 1} to {@code 7}. An observation is the lines
 * {@code board}, {@code turn}, {@code over}, {@code winner}, {@code line} and {@code score}, in
 * that order:
 * <ul>
 *   <li>{@code board}: the six rows from row 1 (top) down, each seven symbols {@code .},
 *       {@code 1}, {@code 2} ({@code ?} for any other number), joined by {@code /};</li>
 *   <li>{@code turn}: {@code nextPlayer()}'s number; {@code over}: {@code isOver()};</li>
 *   <li>{@code winner}: the winner's number or {@code none};</li>
 *   <li>{@code line}: {@code four} when the winning line is a four of the winner's discs through
 *       the disc just played, {@code none} when there is no winner and no line, else the line
 *       the engine gave (any four of the winner is right, so the text is not the line itself);</li>
 *   <li>{@code score}: the solver's score of the position (exercise 4), asked only once
 *       {@value #SOLVED_FROM} discs have been played and the game is not over: 20 empty cells
 *       or fewer, which the skeleton's {@code Solver} says it solves in milliseconds; {@code -}
 *       before that;</li>
 *   <li>{@code children}: whether that score agrees with the scores of the positions one move
 *       on, by the solver's own definition (the best over the columns with space of a win's
 *       {@code (43 - n) / 2} with {@code n} discs before it, a full grid's 0, else minus the
 *       solver's score after the move; a win read on the rule book's own grid): {@code agrees},
 *       or what the two are; asked when
 *       {@code score} is, {@code -} before. It needs no reference answer, so the student's kit
 *       checks it on its own random games (issue 61), and the grader charges it as any other
 *       key;</li>
 *   <li>{@code agent}: whether the perfect agent plays a column its own solver scores best:
 *       {@code best}, or {@code column C scores S, best B}; asked when {@code score} is.</li>
 * </ul>
 * An engine's exception while observing gives {@code KEY=!ExceptionSimpleName}. No command
 * throws: a failure is an answer.
 */
public final class ConnectFourProbe extends GameProbe {

    /**
     * The number of discs from which the solver is asked: 20 empty cells or fewer, the size the
     * skeleton's {@code Solver} promises to solve in milliseconds. Nearly half of the random
     * games reach it before they end (one in eight reached the rule book's 32 discs), so every
     * submission's games ask the solver positions its kit did not show (issue 49).
     */
    public static final int SOLVED_FROM = 22;

    /** The smallest table the solver allows (2^17 entries), as the solver's steps use. */
    private static final int TABLE_BITS = 17;

    /** The discs of a full grid, and the {@code 43} of a win's score {@code (43 - n) / 2}. */
    private static final int CELLS = Game.ROWS * Game.COLUMNS;

    private Game game;
    private final List<Integer> moves = new ArrayList<>();
    /** The column of the last move the engine refused, 0 when the last move was played. */
    private int refused;
    /** The solver of the properties {@code children} and {@code agent}, made when first asked. */
    private Solver solver;
    /** The moves of the position {@link #childScores} holds the scores of. */
    private String childrenOf;
    private int[] childScores;

    /** Creates a probe with no game; {@code new} starts one. */
    public ConnectFourProbe() {
        // the game starts with the command "new"
    }

    /** An engine's exception is a refusal, as the oracle's first comparisons were written. */
    @Override
    protected String failure(Throwable thrown) {
        return "refused: " + thrown(thrown);
    }

    /** Without a game the probe refuses as the engine would, as it always has. */
    @Override
    protected String noGame() {
        return "refused: IllegalStateException";
    }

    @Override
    protected boolean started() {
        return game != null;
    }

    @Override
    protected String start(String argument) {
        moves.clear();
        refused = 0;
        game = Game.newGame();
        return observe();
    }

    @Override
    protected String legal() {
        if (game.isOver()) {
            return "";
        }
        List<String> columns = new ArrayList<>();
        for (int column = 1; column <= Game.COLUMNS; column++) {
            if (game.hasSpace(column)) {
                columns.add(String.valueOf(column));
            }
        }
        return String.join(" ", columns);
    }

    @Override
    protected String play(String move) {
        int column;
        try {
            column = Integer.parseInt(move);
        } catch (NumberFormatException e) {
            return "error: not a column: " + move;
        }
        try {
            Game returned = game.play(column);
            if (returned != null) {
                game = returned;
            }
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            refused = column;
            return "refused: " + thrown(e);
        }
        refused = 0;
        moves.add(column);
        return observe();
    }

    @Override
    protected Map<String, String> observation() {
        Map<String, String> values = new LinkedHashMap<>();
        Optional<Grid> grid;
        try {
            grid = Optional.of(Grid.of(game));
            values.put("board", oneLine(grid.get()));
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            grid = Optional.empty();
            values.put("board", "!" + thrown(e));
        }
        values.put("turn", ask(() -> String.valueOf(game.nextPlayer().number())));
        values.put("over", ask(() -> String.valueOf(game.isOver())));
        values.put("winner", ask(() -> game.winner().map(player ->
                String.valueOf(player.number())).orElse("none")));
        Optional<Grid> seen = grid;
        values.put("line", ask(() -> line(seen)));
        values.put("score", ask(this::score));
        values.put("children", ask(this::children));
        values.put("agent", ask(this::agent));
        return values;
    }

    private String line(Optional<Grid> grid) {
        Optional<Player> winner = game.winner();
        List<Position> line = game.winningLine();
        if (winner.isEmpty()) {
            return line == null || line.isEmpty() ? "none" : positions(line);
        }
        if (line == null || line.isEmpty()) {
            return "none";
        }
        Position last = lastDisc(grid);
        boolean four = grid.isPresent() && grid.get().isFourOf(line, winner.get())
                && (last == null || line.contains(last));
        return four ? "four" : positions(line);
    }

    /** The position of the disc just played, by the probe's own count of discs per column. */
    private Position lastDisc(Optional<Grid> grid) {
        if (moves.isEmpty()) {
            return null;
        }
        int column = moves.get(moves.size() - 1);
        long inColumn = moves.stream().filter(played -> played == column).count();
        return new Position(Game.ROWS - (int) inColumn + 1, column);
    }

    private String score() {
        if (moves.size() < SOLVED_FROM || game.isOver()) {
            return "-";
        }
        return String.valueOf(new Solver(TABLE_BITS).solve(played()));
    }

    /**
     * Whether the solver's score of the position is the best of its children's, by the
     * solver's own definition: {@code agrees}, or {@code score S, children B (column C)}.
     */
    private String children() {
        if (moves.size() < SOLVED_FROM || game.isOver()) {
            return "-";
        }
        int score = solver().solve(played());
        int[] children = childScores();
        int best = best(children);
        if (score == best) {
            return "agrees";
        }
        int column = 1;
        while (children[column - 1] != best) {
            column++;
        }
        return "score " + score + ", children " + best + " (column " + column + ")";
    }

    /**
     * Whether the perfect agent (the probe's solver, the book the program has) plays a column
     * whose score, by {@link #childScores()}, is the position's best.
     */
    private String agent() {
        if (moves.size() < SOLVED_FROM || game.isOver()) {
            return "-";
        }
        int column = new PerfectAgent(solver()).chooseColumn(game, game.nextPlayer());
        int[] children = childScores();
        int best = best(children);
        if (column < 1 || column > Game.COLUMNS || children[column - 1] == Integer.MIN_VALUE) {
            return "column " + column + " has no space, best " + best;
        }
        return children[column - 1] == best ? "best"
                : "column " + column + " scores " + children[column - 1] + ", best " + best;
    }

    /**
     * The solver the properties ask: one for the probe's life, as one agent keeps its solver
     * for a game (the solver's Javadoc says its table serves later calls). {@code score} asks
     * a fresh one, as the rule book's steps do.
     */
    private Solver solver() {
        if (solver == null) {
            solver = new Solver(TABLE_BITS);
        }
        return solver;
    }

    /**
     * The score for the player to move of playing each column ({@link Integer#MIN_VALUE} for a
     * full one): a win's {@code (43 - n) / 2}, a full grid's 0, else minus the solver's score of
     * the position after it. Whether a move wins or fills the grid is read on the rule book's
     * own {@link Grid}, not the engine's {@code Game}: the property is the solver's alone, so a
     * win the engine misses is charged to the win rule, as before, not to the solver's. Kept
     * for the position it was worked out for.
     */
    private int[] childScores() {
        String played = played();
        if (played.equals(childrenOf)) {
            return childScores;
        }
        Grid grid = Grid.of(game);
        int mover = grid.nextPlayerByCounts().orElse(game.nextPlayer()).number();
        int[] scores = new int[Game.COLUMNS];
        for (int column = 1; column <= Game.COLUMNS; column++) {
            int discs = grid.discsIn(column);
            if (discs >= Game.ROWS) {
                scores[column - 1] = Integer.MIN_VALUE;
                continue;
            }
            Grid after = grid.with(new Position(Game.ROWS - discs, column), mover);
            scores[column - 1] = after.hasFour() ? (CELLS + 1 - moves.size()) / 2
                    : after.isFull() ? 0 : -solver().solve(played + column);
        }
        childrenOf = played;
        childScores = scores;
        return scores;
    }

    private static int best(int[] scores) {
        return Arrays.stream(scores).max().orElse(Integer.MIN_VALUE);
    }

    private String played() {
        return moves.stream().map(String::valueOf).collect(Collectors.joining());
    }

    @Override
    protected String rules() {
        return String.join("\n", "board=C4-06", "turn=C4-04", "over=C4-11", "winner=C4-09",
                "line=C4-10", "score=C4-16", "children=C4-16", "agent=C4-16", "legal=C4-05",
                "play=C4-06");
    }

    /**
     * Whether the game is over follows from its winner; whose turn it is, from the winner and
     * whether the game went on.
     */
    @Override
    protected Map<String, List<String>> deciders() {
        Map<String, List<String>> deciders = new LinkedHashMap<>();
        deciders.put("turn", List.of("winner", "over"));
        deciders.put("over", List.of("winner"));
        return deciders;
    }

    /**
     * The rule a disagreement on a key is charged to. {@code over} is the win rule when the
     * expected game has a winner (a missed win), else the draw rule; {@code winner} is the draw
     * rule when the expected game is drawn (a full grid called a win).
     */
    @Override
    protected String classify(String key, Values values) {
        if (key.equals("over") && game != null && game.winner().isPresent()) {
            return "C4-09";
        }
        if (key.equals("winner") && game != null && game.isOver()
                && game.winner().isEmpty()) {
            return "C4-11";
        }
        return rules().lines().filter(entry -> entry.startsWith(key + "="))
                .map(entry -> entry.substring(key.length() + 1)).findFirst().orElse("C4-06");
    }

    /**
     * A scenario that reproduces the game so far with the rule book's step phrases and asserts
     * the expected value of one key, in English or Portuguese.
     */
    @Override
    protected String scenario(String lang, String key) {
        boolean pt = lang.toLowerCase(Locale.ROOT).equals("pt");
        ScenarioText text = new ScenarioText(pt);
        if (key.equals("legal")) {
            return legalOutline(text);
        }
        StringBuilder out = new StringBuilder();
        out.append(text.scenario()).append('\n');
        boolean solved = key.equals("score") || key.equals("children");
        boolean refusal = key.equals("play") && refused > 0;
        List<Integer> before = solved ? moves : moves.subList(0, Math.max(0, moves.size() - 1));
        if (refusal) {
            // The move the engine threw on, played last by the set-up step: unlike a When, it
            // keeps no refusal for a Then, so a listed move refused fails it as a contract the
            // move broke does (with -ea, as the kit runs the rule book).
            before = new ArrayList<>(moves);
            before.add(refused);
        }
        if (before.isEmpty()) {
            out.append("  ").append(text.given(false)).append(' ').append(text.newGame())
                    .append('\n');
        } else {
            out.append("  ").append(text.given(true)).append(' ').append(text.theMoves(before))
                    .append('\n');
        }
        if (solved) {
            out.append("  ").append(text.when()).append(' ').append(text.solverScores())
                    .append('\n');
            out.append("  ").append(text.then()).append(' ')
                    .append(text.scoreIs(key.equals("score") ? score()
                            : String.valueOf(best(childScores()))))
                    .append('\n');
            return out.toString();
        }
        if (refusal) {
            return out.toString();
        }
        if (!moves.isEmpty()) {
            out.append("  ").append(text.when()).append(' ')
                    .append(text.columnPlayed(moves.get(moves.size() - 1))).append('\n');
        }
        out.append("  ").append(text.then()).append(' ');
        switch (key) {
            case "turn" -> out.append(text.isNext(game.nextPlayer().number()));
            case "over" -> out.append(game.isOver() ? text.over() : text.notOver());
            case "winner", "line" -> out.append(game.winner().isPresent()
                    ? text.wins(game.winner().get().number(), positions(game.winningLine()))
                    : text.noWinner());
            default -> out.append(text.gridIs()).append('\n').append(text.drawing(game));
        }
        return out.append('\n').toString();
    }

    private static String oneLine(Grid grid) {
        return grid.toString().lines().skip(1)
                .map(row -> row.substring(1).replace(" ", ""))
                .collect(Collectors.joining("/"));
    }

    private static String positions(List<Position> line) {
        return line.stream().map(position -> "(" + position.row() + "," + position.column() + ")")
                .collect(Collectors.joining(" "));
    }

    /**
     * The legal list's scenario: whether each column has space, as the reference answers, an
     * outline's row a column, so that the row of a column an engine lists otherwise fails on
     * it. A game over lists no column whatever the space left: that list has no scenario of
     * its own ({@code over} states it).
     */
    private String legalOutline(ScenarioText text) {
        if (game.isOver()) {
            return "error: a game over lists no move; ask over";
        }
        StringBuilder out = new StringBuilder(text.outline()).append('\n');
        out.append("  ").append(moves.isEmpty() ? text.given(false) + " " + text.newGame()
                : text.given(true) + " " + text.theMoves(moves)).append('\n');
        out.append("  ").append(text.when()).append(' ').append(text.spaceAsked()).append('\n');
        out.append("  ").append(text.then()).append(' ').append(text.answerIs()).append("\n\n");
        out.append("  ").append(text.examples()).append('\n');
        for (int column = 1; column <= Game.COLUMNS; column++) {
            out.append("    | ").append(column).append(" | ")
                    .append(text.yesOrNo(game.hasSpace(column))).append(" |\n");
        }
        return out.toString();
    }
}
