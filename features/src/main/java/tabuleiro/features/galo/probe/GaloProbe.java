package tabuleiro.features.galo.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import tabuleiro.features.probe.GameProbe;
import tabuleiro.galo.Game;
import tabuleiro.galo.Line;
import tabuleiro.galo.Mark;
import tabuleiro.galo.Square;

/**
 * Asks a Jogo do Galo engine the rule book's questions through the exercise's public API only,
 * one command line in, one answer out ({@code features/PROBES.md}).
 *
 * <p>The same class runs against the reference, in the grader's own JVM (the oracle), and
 * against a student's code, in a sandboxed grading JVM; the grader compares the two answers
 * text for text. Only {@link java.util.function.Function} crosses the class loaders, so neither
 * side imports the other.
 *
 * <p>A move is a square's name, {@code a1} to {@code c3} (GALO-05), which the probe reads
 * itself: {@code Square.parse} is the student's exercise 1, and a bug there is the rule book's
 * to show, not a reason for every generated game to fail. An observation is the lines
 * {@code board}, {@code turn}, {@code over}, {@code winner} and {@code line}, in that order:
 * <ul>
 *   <li>{@code board}: the three rows from row 1 (top) down, each three symbols {@code .},
 *       {@code X}, {@code O}, as {@code markAt} answers, joined by {@code /};</li>
 *   <li>{@code turn}: {@code nextMark()}; {@code over}: {@code isOver()};</li>
 *   <li>{@code winner}: the winner's mark or {@code none};</li>
 *   <li>{@code line}: {@code three} when the winning line is one of the board's eight lines
 *       holding three of the winner's marks (either end first, as the contract allows),
 *       {@code none} when there is no winner and no line, else the squares the engine gave.</li>
 * </ul>
 * The game has no property of its own: its agents are given, not written by the student. An
 * engine's exception while observing gives {@code KEY=!ExceptionSimpleName}. No command
 * throws: a failure is an answer.
 */
public final class GaloProbe extends GameProbe {

    private Game game;
    private final List<String> moves = new ArrayList<>();
    /** The square of the last move the engine refused, or {@code null}. */
    private String refused;

    /** Creates a probe with no game; {@code new} starts one. */
    public GaloProbe() {
        // the game starts with the command "new"
    }

    /** An engine's exception is a refusal, the answer the oracle compares for a move. */
    @Override
    protected String failure(Throwable thrown) {
        return "refused: " + thrown(thrown);
    }

    @Override
    protected boolean started() {
        return game != null;
    }

    @Override
    protected String start(String argument) {
        moves.clear();
        refused = null;
        game = Game.newGame();
        return observe();
    }

    /** The empty squares in reading order, asked through {@code isEmpty}; none once over. */
    @Override
    protected String legal() {
        if (game.isOver()) {
            return "";
        }
        List<String> empty = new ArrayList<>();
        for (int row = 1; row <= Game.SIZE; row++) {
            for (int column = 1; column <= Game.SIZE; column++) {
                if (game.isEmpty(new Square(row, column))) {
                    empty.add(name(row, column));
                }
            }
        }
        return empty.stream().sorted().collect(Collectors.joining(" "));
    }

    @Override
    protected String play(String move) {
        Square square = square(move);
        if (square == null) {
            return "error: not a square: " + move;
        }
        try {
            Game returned = game.play(square);
            if (returned != null) {
                game = returned;
            }
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            refused = move;
            return "refused: " + thrown(e);
        }
        refused = null;
        moves.add(move);
        return observe();
    }

    @Override
    protected Map<String, String> observation() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("board", ask(this::board));
        values.put("turn", ask(() -> String.valueOf(game.nextMark())));
        values.put("over", ask(() -> String.valueOf(game.isOver())));
        values.put("winner", ask(() -> game.winner().map(Mark::name).orElse("none")));
        values.put("line", ask(this::line));
        return values;
    }

    private String board() {
        StringBuilder text = new StringBuilder();
        for (int row = 1; row <= Game.SIZE; row++) {
            text.append(row == 1 ? "" : "/");
            for (int column = 1; column <= Game.SIZE; column++) {
                Optional<Mark> mark = game.markAt(new Square(row, column));
                text.append(mark == null ? "?" : mark.map(Mark::name).orElse("."));
            }
        }
        return text.toString();
    }

    private String line() {
        Optional<Mark> winner = game.winner();
        List<Square> line = game.winningLine();
        if (line == null || line.isEmpty()) {
            return "none";
        }
        if (winner.isPresent() && ofThree(line, winner.get()).isPresent()) {
            return "three";
        }
        return squares(line);
    }

    /** The board's line these squares are, either end first, if they hold three of a mark. */
    private Optional<Line> ofThree(List<Square> squares, Mark mark) {
        for (Line line : Line.values()) {
            List<Square> backwards = new ArrayList<>(line.squares());
            Collections.reverse(backwards);
            if ((line.squares().equals(squares) || backwards.equals(squares))
                    && squares.stream().allMatch(square ->
                            game.markAt(square).equals(Optional.of(mark)))) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }

    @Override
    protected String rules() {
        return String.join("\n", "board=GALO-04", "turn=GALO-03", "over=GALO-09",
                "winner=GALO-06", "line=GALO-06", "legal=GALO-04", "play=GALO-04");
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
     * The rule a disagreement on a key is charged to, read on the expected game (the
     * reference's, in the oracle): a win is charged to the rule of its line's direction (a row
     * GALO-06, a column GALO-07, a diagonal GALO-08), so that a diagonal never checked is told
     * apart from a row; a drawn game's {@code over} and {@code winner}, and a game called over
     * while the reference plays on, to the draw (GALO-09); a board whose marks are on the right
     * squares but of the wrong player to the turn (GALO-03).
     */
    @Override
    protected String classify(String key, Values values) {
        if (game != null && (key.equals("over") || key.equals("winner")
                || key.equals("line"))) {
            Optional<Mark> winner = game.winner();
            if (winner.isPresent()) {
                return ofThree(game.winningLine(), winner.get()).map(GaloProbe::rule)
                        .orElse("GALO-06");
            }
            if (!key.equals("line")) {
                return "GALO-09";
            }
        }
        if (key.equals("board") && values.expected().replaceAll("[XO]", "#")
                .equals(values.actual().replaceAll("[XO]", "#"))) {
            return "GALO-03";
        }
        return rules().lines().filter(entry -> entry.startsWith(key + "="))
                .map(entry -> entry.substring(key.length() + 1)).findFirst().orElse("GALO-04");
    }

    private static String rule(Line line) {
        String name = line.name();
        return name.startsWith("ROW") ? "GALO-06" : name.startsWith("COLUMN") ? "GALO-07"
                : "GALO-08";
    }

    /**
     * A scenario that reproduces the game so far with the rule book's step phrases and asserts
     * the expected value of one key, in English or Portuguese.
     */
    @Override
    protected String scenario(String lang, String key) {
        boolean pt = lang.toLowerCase(Locale.ROOT).equals("pt");
        StringBuilder out = new StringBuilder(pt ? "Cenário: Um exemplo gerado"
                : "Scenario: A generated example").append('\n');
        boolean refusal = key.equals("play") && refused != null;
        List<String> before = new ArrayList<>(moves.subList(0, Math.max(0, moves.size() - 1)));
        if (refusal || key.equals("legal")) {
            // A refused move is played last by the set-up step: unlike a When, it keeps no
            // refusal for a Then, so a listed square refused fails it as the broken contract
            // does. The legal squares are the board's empty ones, which the board states.
            before = new ArrayList<>(moves);
            if (refusal) {
                before.add(refused);
            }
        }
        out.append("  ").append(before.isEmpty() ? (pt ? "Dado um novo jogo" : "Given a new game")
                : (pt ? "Dadas as jogadas " : "Given the moves ") + String.join(" ", before))
                .append('\n');
        if (refusal) {
            return out.toString();
        }
        if (!key.equals("legal") && !moves.isEmpty()) {
            String last = moves.get(moves.size() - 1);
            out.append("  ").append(pt ? "Quando se joga em " + last : "When " + last
                    + " is played").append('\n');
        } else if (key.equals("legal")) {
            out.append("  ").append(pt ? "Quando se olha para o tabuleiro"
                    : "When the board is looked at").append('\n');
        }
        out.append("  ").append(pt ? "Então " : "Then ");
        String mark = pt ? "o " : "";
        Optional<Mark> winner = game.winner();
        switch (key) {
            case "turn" -> out.append(mark).append(game.nextMark())
                    .append(pt ? " é o próximo a jogar" : " is next");
            case "over", "winner", "line" -> {
                if (winner.isPresent()) {
                    out.append(mark).append(winner.get()).append(pt ? " ganha com a linha "
                            : " wins with the line ").append(squares(game.winningLine()));
                } else if (game.isOver()) {
                    out.append(pt ? "o jogo acaba empatado" : "the game is a draw");
                } else {
                    out.append(pt ? "o jogo não acabou" : "the game is not over");
                }
            }
            default -> out.append(pt ? "o tabuleiro é" : "the board is").append('\n')
                    .append(drawing());
        }
        return out.append('\n').toString();
    }

    /** The board as the rule book's doc strings draw it. */
    private String drawing() {
        StringBuilder text = new StringBuilder("    \"\"\"\n        a b c\n");
        String[] rows = board().split("/");
        for (int row = 0; row < rows.length; row++) {
            text.append("      ").append(row + 1);
            for (char symbol : rows[row].toCharArray()) {
                text.append(' ').append(symbol);
            }
            text.append('\n');
        }
        return text.append("    \"\"\"").toString();
    }

    /** A square's name read by the probe itself (exercise 1's parse is the student's). */
    private static Square square(String name) {
        if (name.length() != 2) {
            return null;
        }
        int column = name.charAt(0) - 'a' + 1;
        int row = name.charAt(1) - '0';
        return column < 1 || column > Game.SIZE || row < 1 || row > Game.SIZE ? null
                : new Square(row, column);
    }

    private static String name(int row, int column) {
        return String.valueOf((char) ('a' + column - 1)) + row;
    }

    private static String squares(List<Square> squares) {
        return squares.stream().map(square -> square == null ? "null"
                : name(square.row(), square.column())).collect(Collectors.joining(" "));
    }
}
