package tabuleiro.features.checkers.probe;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Fen;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Rules;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.features.checkers.Pictures;
import tabuleiro.features.checkers.Positions;
import tabuleiro.features.probe.GameProbe;

/**
 * Asks a checkers engine the rule book's questions through its public API only (issue 47, the
 * probe contract of {@code features/PROBES.md}), on the classic rules (compulsory and majority
 * capture, flying kings): one line in, text out, never an exception.
 *
 * <p>Moves are the rule book's numbered squares ({@code 11-15}, {@code 15x24},
 * {@code 15x24x31}). The observation is the lines, in this order: {@code board} (the rule book's
 * PDN FEN of the engine's pieces), {@code fen} (the engine's own, charged to CHECKERS-12, the
 * board shown), {@code turn}, {@code over}, {@code winner} ({@code white}, {@code black},
 * {@code draw} or {@code -}), {@code legal} (every legal move, sorted; {@code -} for none),
 * {@code captured} (the squares the last move captured, {@code -} for none) and
 * {@code kingmoves} (the king moves without capture counted towards the draw, CHECKERS-17),
 * then three properties that need no reference answer, so that the student's kit checks them
 * on its own random games and the grader charges them as any other key:
 * <ul>
 *   <li>{@code kingcount}: after a move, whether the engine's count of king moves without
 *       capture is its count before the move plus one when a king moved without capturing, else
 *       0 (a capture or a man's move ends the run, CHECKERS-17), the mover read on the engine's
 *       own board before the move: {@value #COUNTED}, or what the count is and should be;
 *       {@code -} before the first move;</li>
 *   <li>{@code majority}: whether every capture the engine lists takes the most pieces any
 *       listed capture takes and, of those, the most kings, counted on the engine's own board
 *       (CHECKERS-15), in this position and, when the side to move has a king (the other
 *       side's choice of captures then has a king to choose), in each position one listed move
 *       on (the move applied to a copy of the engine's board by its own {@code Rules.apply},
 *       the captures listed by its {@code Rules.legalMoves}):
 *       {@value #MOST}, or two listed
 *       captures that break it (after which move); {@code -} when no capture is listed there.
 *       Its scenario plays that move and lists the captures that take the most;</li>
 *   <li>{@code pdnfen}: whether the position the engine's {@code fen()} writes, read back by
 *       its {@code Fen.read}, is the same pieces and side to move (the board shown, CHECKERS-12):
 *       {@value #SAME}, or what it reads back as, or its refusal of it.</li>
 * </ul>
 */
public final class CheckersProbe extends GameProbe {

    /** The word of {@code new} that asks for an end game: {@code new end SEED}. */
    private static final String END = "end";
    /** An end game's pieces: White's kings, then at most this many more of each kind. */
    private static final int MOST_WHITE_KINGS = 2;
    private static final int MOST_WHITE_MEN = 2;
    private static final int FEWEST_BLACK_MEN = 3;
    private static final int MORE_BLACK_MEN = 4;
    private static final int MOST_BLACK_KINGS = 1;
    /** The rows a man never stands on: its own far row (it would have been crowned). */
    private static final int ROW = 4;
    /** The answer of {@code kingcount} when the count after a move is what it should be. */
    static final String COUNTED = "counted";
    /** The answer of {@code majority} when every listed capture takes the most it may. */
    static final String MOST = "most";
    /** The answer of {@code pdnfen} when the engine's FEN reads back as its position. */
    static final String SAME = "same";
    /** The observation's keys, in order. */
    private static final List<String> KEYS = List.of("board", "fen", "turn", "over", "winner",
            "legal", "captured", "kingmoves", "kingcount", "majority", "pdnfen");

    private Game game;
    /** The end game's position as the rule book writes it, {@code null} for a new game. */
    private String startFen;
    private final List<String> played = new ArrayList<>();
    /** The last move the engine threw on (a refusal, a broken contract), until the next play. */
    private String refused;
    private Board before;
    private Move last;
    /** The engine's count of king moves without capture before the last move, if it gave one. */
    private Integer countBefore;
    /** Whether {@link #minority()} met a listed capture, here or one move on. */
    private boolean capturesSeen;

    /*
     * A ply asks the same position's legal moves four times on the oracle (legal, moves, the
     * observation of play and of observe) and three times on the engine (legal, the move's
     * lookup in play, the observation), each time labelling every capture of several pieces by
     * a search of its routes, and its observation twice. Each is asked of the engine once per
     * position and kept until the next new or play, which clears it even when refused (a
     * refusal may leave a half-made move behind), as another game's probe with costly legal
     * moves does too.
     */
    private Map<String, Move> labelled;
    private List<String> moveTexts;
    private Map<String, String> observed;

    /** A probe with no game yet: {@code new} starts one. */
    public CheckersProbe() {
        // the game starts with the command "new"
    }

    /**
     * Starts the standard game, or with {@code end SEED} an end game (issue 62): a position the
     * probe builds from the seed, so that random play meets the endings a full game of the graded
     * plies seldom reaches (a flying king's capture of several pieces, whose taken pieces block it
     * until the move ends, CHECKERS-06, -10, -13; the twenty king moves, CHECKERS-17). White, to
     * move, has one or two kings and up to two men; Black three to six men and up to one king;
     * each on a square drawn from the seed, men never on their own far row. The scenario of a
     * disagreement starts from it ({@code the position "W:WK5,..."}).
     */
    @Override
    protected String start(String argument) {
        played.clear();
        refused = null;
        before = null;
        last = null;
        countBefore = null;
        forget();
        String[] words = argument.isEmpty() ? new String[0] : argument.split("\\s+");
        if (words.length == 2 && words[0].equals(END)) {
            long seed;
            try {
                seed = Long.parseLong(words[1]);
            } catch (NumberFormatException notASeed) {
                return "error: new end SEED, SEED a number, not " + words[1];
            }
            startFen = endPosition(seed);
            game = Positions.read(Variant.CLASSIC, startFen);
        } else {
            startFen = null;
            game = Positions.initial(Variant.CLASSIC);
        }
        return observe();
    }

    /** An end game's position, in PDN FEN, drawn from the seed (see {@link #start}). */
    static String endPosition(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Integer> squares = new ArrayList<>();
        for (int number = 1; number <= Square.COUNT; number++) {
            squares.add(number);
        }
        for (int i = squares.size() - 1; i > 0; i--) {
            Collections.swap(squares, i, random.nextInt(i + 1));
        }
        final int whiteKings = 1 + random.nextInt(MOST_WHITE_KINGS);
        final int whiteMen = random.nextInt(MOST_WHITE_MEN + 1);
        final int blackMen = FEWEST_BLACK_MEN + random.nextInt(MORE_BLACK_MEN);
        final int blackKings = random.nextInt(MOST_BLACK_KINGS + 1);
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        Iterator<Integer> next = squares.iterator();
        for (int i = 0; i < whiteKings; i++) {
            white.add("K" + next.next());
        }
        for (int i = 0; i < blackKings; i++) {
            black.add("K" + next.next());
        }
        // Men on the squares left that are not their own far row, in the shuffle's order.
        List<Integer> left = new ArrayList<>();
        next.forEachRemaining(left::add);
        left.stream().filter(number -> number > ROW).limit(whiteMen)
                .forEach(number -> white.add(String.valueOf(number)));
        left.removeIf(number -> white.contains(String.valueOf(number)));
        left.stream().filter(number -> number <= Square.COUNT - ROW).limit(blackMen)
                .forEach(number -> black.add(String.valueOf(number)));
        // Not asked of the engine whether White can move: the position must not depend on
        // the engine that is asked about it. A White that cannot move has lost, a question too.
        return "W:W" + String.join(",", white) + ":B" + String.join(",", black);
    }

    /**
     * The legal moves one a line; in an end game the kings' captures marked
     * {@value GameProbe#FAVOURED}, so that a random end game plays them half the time when any
     * is legal. A new game marks none, so its games are those played before end games existed.
     */
    @Override
    protected String moves() {
        if (startFen == null) {
            return super.moves();
        }
        StringBuilder lines = new StringBuilder();
        for (String move : moveTexts()) {
            boolean kingCapture = move.contains("x") && pieceOn(move.split("x")[0])
                    .map(Piece::king).orElse(false);
            lines.append(kingCapture ? FAVOURED : "").append(move).append('\n');
        }
        return lines.toString().strip();
    }

    /** Drops what was kept of the position before a move or a new game. */
    private void forget() {
        labelled = null;
        moveTexts = null;
        observed = null;
    }

    /**
     * Writes a move as the rule book does.
     *
     * @param move the move
     * @return such as {@code 11-15} or {@code 15x24x31}
     */
    public static String text(Move move) {
        return move.path().stream().map(square -> String.valueOf(square.number()))
                .collect(Collectors.joining(move.captured().isEmpty() ? "-" : "x"));
    }

    @Override
    protected boolean started() {
        return game != null;
    }

    @Override
    protected String legal() {
        return String.join(" ", moveTexts());
    }

    private List<String> moveTexts() {
        if (moveTexts == null) {
            moveTexts = labelled().keySet().stream().sorted().toList();
        }
        return moveTexts;
    }

    /**
     * The engine's legal moves in this position by their labels, asked once (an exception is not
     * kept): of moves with one label, the first in the engine's order, the one {@code play}
     * plays.
     */
    private Map<String, Move> labelled() {
        if (labelled == null) {
            Map<String, Move> moves = new LinkedHashMap<>();
            Board board = game.board();
            for (Move move : game.legalMoves()) {
                moves.putIfAbsent(label(board, move), move);
            }
            labelled = Collections.unmodifiableMap(moves);
        }
        return labelled;
    }

    /**
     * A move's text as both sides of a comparison write it. Two capture sequences with the same
     * start, end and captured pieces are one move (CHECKERS-10), and which of their routes an
     * engine keeps is its own choice (the reference keeps the first it finds): a king's capture
     * round a loop, say, is {@code 31x17x10x24x31} in one engine and {@code 31x24x10x17x31} in
     * another, both right. So a capture of several pieces is written by the first, in numbers,
     * of all the routes this board allows to its effect ({@link #routes}): a function of the
     * board and the effect alone, whichever route the engine listed.
     */
    private static String label(Board game, Move move) {
        if (move.captured().size() < 2) {
            return text(move);
        }
        return routes(game, move).stream().min(CheckersProbe::byNumbers)
                .map(route -> route.stream().map(square -> String.valueOf(square.number()))
                        .collect(Collectors.joining("x")))
                .orElse(text(move));
    }

    private static int byNumbers(List<Square> one, List<Square> other) {
        for (int i = 0; i < Math.min(one.size(), other.size()); i++) {
            int compared = Integer.compare(one.get(i).number(), other.get(i).number());
            if (compared != 0) {
                return compared;
            }
        }
        return Integer.compare(one.size(), other.size());
    }

    /**
     * Every route from a capture's start that jumps exactly its captured pieces, one at a time
     * along a diagonal (a man lands just beyond, a king on any empty square beyond), and ends on
     * its end square. Captured pieces stay on the board until the move ends (CHECKERS-10), so
     * they block; the square the piece left is empty.
     */
    private static List<List<Square>> routes(Board game, Move move) {
        boolean king = game.pieceAt(move.from()).map(Piece::king).orElse(false);
        List<List<Square>> found = new ArrayList<>();
        List<Square> path = new ArrayList<>(List.of(move.from()));
        search(game, move, king, Set.copyOf(move.captured()), new HashSet<>(), path, found);
        return found;
    }

    private static void search(Board game, Move move, boolean king, Set<Square> targets,
            Set<Square> taken, List<Square> path, List<List<Square>> found) {
        Square at = path.get(path.size() - 1);
        if (taken.size() == targets.size()) {
            if (at.equals(move.to())) {
                found.add(List.copyOf(path));
            }
            return;
        }
        for (int rows : new int[] {-1, 1}) {
            for (int columns : new int[] {-1, 1}) {
                Square jumped = firstPiece(game, move, at, rows, columns, king);
                if (jumped == null || !targets.contains(jumped) || taken.contains(jumped)) {
                    continue;
                }
                for (int beyond = 1; ; beyond++) {
                    Square landing = jumped.step(rows, columns, beyond);
                    if (landing == null || !empty(game, move, landing)
                            || !king && beyond > 1) {
                        break;
                    }
                    taken.add(jumped);
                    path.add(landing);
                    search(game, move, king, targets, taken, path, found);
                    path.remove(path.size() - 1);
                    taken.remove(jumped);
                }
            }
        }
    }

    /** The first piece along a diagonal, over empty squares only (a man's: next to it). */
    private static Square firstPiece(Board game, Move move, Square at, int rows, int columns,
            boolean king) {
        for (int steps = 1; ; steps++) {
            Square square = at.step(rows, columns, steps);
            if (square == null) {
                return null;
            }
            if (!empty(game, move, square)) {
                return square;
            }
            if (!king) {
                return null;
            }
        }
    }

    private static boolean empty(Board game, Move move, Square square) {
        return square.equals(move.from()) || game.pieceAt(square).isEmpty();
    }

    @Override
    protected String play(String text) {
        Optional<Move> move = Optional.ofNullable(labelled().get(text));
        forget();
        refused = null;
        if (move.isEmpty()) {
            return "refused: NotALegalMove";
        }
        Board copy;
        Integer count;
        try {
            count = game.kingMovesWithoutCapture();
        } catch (RuntimeException | AssertionError unanswered) {
            count = null;
        }
        try {
            copy = game.board().copy();
            game.play(move.get());
        } catch (RuntimeException | AssertionError thrown) {
            refused = text;
            return "refused: " + thrown(thrown);
        }
        played.add(text);
        before = copy;
        last = move.get();
        countBefore = count;
        return observe();
    }

    /**
     * Every observation key with its value, in the fixed order; asked of the engine once per
     * position (the answer to {@code play} and the {@code observe} after it are the same text).
     */
    @Override
    protected Map<String, String> observation() {
        if (observed == null) {
            observed = Collections.unmodifiableMap(observationNow());
        }
        return observed;
    }

    private Map<String, String> observationNow() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("board", ask(() -> Positions.write(game.board(), game.sideToMove())));
        values.put("fen", ask(() -> game.fen()));
        values.put("turn", ask(() -> name(game.sideToMove())));
        values.put("over", ask(() -> game.isOver() ? "yes" : "no"));
        values.put("winner", ask(() -> !game.isOver() ? NONE : game.isDrawn() ? "draw"
                : game.winner().map(CheckersProbe::name).orElse(NONE)));
        values.put("legal", ask(() -> {
            List<String> moves = moveTexts();
            return moves.isEmpty() ? NONE : String.join(" ", moves);
        }));
        // Sorted: the order of a move's captures is its route's, which an engine chooses.
        values.put("captured", ask(() -> last == null || last.captured().isEmpty() ? NONE
                : last.captured().stream().map(Square::number).sorted()
                        .map(String::valueOf).collect(Collectors.joining(","))));
        values.put("kingmoves", ask(() -> String.valueOf(game.kingMovesWithoutCapture())));
        values.put("kingcount", ask(this::kingCount));
        values.put("majority", ask(this::majority));
        values.put("pdnfen", ask(this::fenReadBack));
        return values;
    }

    /**
     * The count of king moves without capture the last move should leave, by the engine's own
     * count before it and its own board: one more after a king's move without capture, else 0;
     * empty before the first move or when the engine gave no count before it.
     */
    private Optional<Integer> countDue() {
        if (last == null || countBefore == null) {
            return Optional.empty();
        }
        boolean king = before.pieceAt(last.from()).map(Piece::king).orElse(false);
        return Optional.of(king && last.captured().isEmpty() ? countBefore + 1 : 0);
    }

    /** The property {@code kingcount}; see the class comment. */
    private String kingCount() {
        Optional<Integer> due = countDue();
        if (due.isEmpty()) {
            return NONE;
        }
        int count = game.kingMovesWithoutCapture();
        if (count == due.get()) {
            return COUNTED;
        }
        boolean king = before.pieceAt(last.from()).map(Piece::king).orElse(false);
        String moved = !king ? "a man's move" : last.captured().isEmpty()
                ? "a king's move without capture" : "a king's capture";
        return count + " after " + moved + " from " + countBefore + ", not " + due.get();
    }

    /**
     * Where the majority and quality rule is broken, in this position or one move on: the
     * move that leads there ({@code null} for this position), a listed capture that takes less
     * than it may, and the listed captures that take the most.
     */
    private record Minority(String after, String worse, int[] worseValue, List<String> best,
            int[] bestValue) {
    }

    /**
     * The first break of the majority rule: in this position, else in the position after each
     * listed move in turn, the move applied to a copy of the engine's board by its own
     * {@code Rules.apply} and the captures there listed by its {@code Rules.legalMoves}.
     * Looking one move on, as a probe's {@code children} command does, asks the rule of many
     * more positions a ply: a choice between taking a king and taking a man is rare in one.
     */
    private Optional<Minority> minority() {
        Board board = game.board();
        Optional<Minority> here = minority(board, game.legalMoves(), null);
        if (here.isPresent() || !hasKing(board, game.sideToMove())) {
            // One move on, the other side captures the mover's pieces: the quality rule has
            // nothing to choose between unless the mover has a king.
            return here;
        }
        Colour other = game.sideToMove() == Colour.WHITE ? Colour.BLACK : Colour.WHITE;
        for (Map.Entry<String, Move> entry : labelled().entrySet()) {
            // The engine's own Rules on a copy of its board: a Game would make its legal moves
            // again for its class invariant at each step, four times the cost a move.
            Board child = game.board();
            Optional<Minority> there;
            try {
                Rules.apply(child, entry.getValue());
                there = minority(child, other, entry.getKey());
            } catch (RuntimeException unanswered) {
                // A listed move the engine's Rules cannot apply, or a method not written yet:
                // not this rule's to judge (a listed move refused is the random games' own).
                continue;
            }
            if (there.isPresent()) {
                return there;
            }
        }
        return Optional.empty();
    }

    /**
     * The majority rule in one game's position, its captures labelled as {@code legal}'s
     * (labelled only when the rule is broken: a label searches the capture's routes).
     */
    private Optional<Minority> minority(Board position, Colour side, String after) {
        return minority(position, Rules.legalMoves(position, side, Variant.CLASSIC), after);
    }

    private Optional<Minority> minority(Board position, List<Move> legal, String after) {
        Map<Move, int[]> values = new LinkedHashMap<>();
        for (Move move : legal) {
            if (!move.captured().isEmpty()) {
                int kings = (int) move.captured().stream().filter(square -> position
                        .pieceAt(square).map(Piece::king).orElse(false)).count();
                values.put(move, new int[] {move.captured().size(), kings});
            }
        }
        int[] best = values.values().stream().reduce((one, other) -> worth(one, other) >= 0
                ? one : other).orElse(null);
        if (best == null) {
            return Optional.empty();
        }
        capturesSeen = true;
        Optional<String> worse = values.entrySet().stream()
                .filter(entry -> worth(entry.getValue(), best) != 0)
                .map(entry -> label(position, entry.getKey())).sorted().findFirst();
        if (worse.isEmpty()) {
            return Optional.empty();
        }
        int[] worseValue = values.entrySet().stream()
                .filter(entry -> label(position, entry.getKey()).equals(worse.get()))
                .map(Map.Entry::getValue).findFirst().orElseThrow();
        List<String> most = values.entrySet().stream()
                .filter(entry -> worth(entry.getValue(), best) == 0)
                .map(entry -> label(position, entry.getKey())).distinct().sorted().toList();
        return Optional.of(new Minority(after, worse.get(), worseValue, most, best));
    }

    private static boolean hasKing(Board position, Colour colour) {
        for (int number = 1; number <= Square.COUNT; number++) {
            if (position.pieceAt(Square.of(number))
                    .filter(piece -> piece.king() && piece.colour() == colour).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /** The majority then quality order of two captures' values (pieces, then kings). */
    private static int worth(int[] one, int[] other) {
        return one[0] != other[0] ? Integer.compare(one[0], other[0])
                : Integer.compare(one[1], other[1]);
    }

    /** The property {@code majority}; see the class comment. */
    private String majority() {
        capturesSeen = false;
        Optional<Minority> broken = minority();
        if (broken.isEmpty()) {
            return capturesSeen ? MOST : NONE;
        }
        Minority minority = broken.get();
        return (minority.after() == null ? "" : "after " + minority.after() + ": ")
                + minority.worse() + " takes " + minority.worseValue()[0] + " and "
                + minority.worseValue()[1] + " kings, " + minority.best().get(0) + " "
                + minority.bestValue()[0] + " and " + minority.bestValue()[1];
    }

    /** The property {@code pdnfen}; see the class comment. */
    private String fenReadBack() {
        String fen = game.fen();
        Fen.Position back;
        try {
            // Fen.read, not Game.fromFen: the same reader without a game's legal moves made.
            back = Fen.read(fen);
        } catch (IllegalArgumentException refused) {
            // The engine's own refusal of what it wrote, in its words: the property's answer.
            return "refused: " + refused.getMessage();
        }
        String read = Positions.write(back.board(), back.toMove());
        return read.equals(Positions.write(game.board(), game.sideToMove())) ? SAME
                : "reads back as " + read;
    }

    private static String name(Colour colour) {
        return colour == Colour.WHITE ? "white" : "black";
    }

    @Override
    protected String rules() {
        StringBuilder text = new StringBuilder();
        for (String key : KEYS) {
            text.append(key).append('=').append(rule(key, NONE, NONE)).append('\n');
        }
        return text.toString().strip();
    }

    @Override
    protected String classify(String key, Values values) {
        return rule(key, values.expected(), values.actual());
    }

    private String rule(String key, String expected, String actual) {
        return switch (key) {
            // An end game's first board is the position set up, shown (CHECKERS-12).
            case "board" -> last != null && sideOnly(expected, actual) ? "CHECKERS-03"
                    : piecesRule();
            case "captured" -> piecesRule();
            // The engine's FEN shows its position: what its writing gets wrong is the board
            // shown (CHECKERS-12). The PDN FEN rule itself, CHECKERS-30, has no points: its
            // reader is given whole to students, so the skeleton keeps its examples.
            case "fen", "pdnfen" -> "CHECKERS-12";
            case "majority" -> "CHECKERS-15";
            case "turn" -> "CHECKERS-03";
            case "over", "winner" -> endingRule(expected, actual);
            case "kingmoves", "kingcount" -> "CHECKERS-17";
            case "legal" -> legalRule(expected, actual);
            default -> "unknown";
        };
    }

    /**
     * Whether the game is over follows from its winner or its draw: an engine that ends the
     * game where the reference plays on is charged to the draw rule when it calls a draw, to
     * the win rule when it names a winner.
     */
    @Override
    protected Map<String, List<String>> deciders() {
        return Map.of("over", List.of("winner"));
    }

    /**
     * The rule of an ending that differs. The reference's game here is the expected one, so
     * an ending it calls a draw is the draw rule whatever word the answers differ by ("over" is
     * yes or no): an engine that plays on past the twenty king moves has missed CHECKERS-17,
     * not the win.
     */
    private String endingRule(String expected, String actual) {
        // Asked for the rules before any game (the probe's rules command), nothing is drawn.
        return (game != null && game.isDrawn()) || (expected + actual).contains("draw")
                ? "CHECKERS-17"
                : "CHECKERS-11";
    }

    /**
     * The rule of a legal-move set that differs: simple moves beside a capture, where the
     * engine sees the capture too, is compulsory capture; a capture one set has and the other
     * has none of is that capture's own rule (an engine that sees no capture at all has not
     * missed the compulsion but the capture); captures of different lengths from one square are
     * the majority rule or the continuation; otherwise the moving piece's rule.
     */
    private String legalRule(String expected, String actual) {
        TreeSet<String> wanted = new TreeSet<>(Arrays.asList(expected.split("\\s+")));
        TreeSet<String> given = new TreeSet<>(Arrays.asList(actual.split("\\s+")));
        wanted.remove("");
        given.remove("");
        boolean wantedCaptures = wanted.stream().anyMatch(m -> m.contains("x"));
        boolean givenSimple = given.stream().anyMatch(m -> m.contains("-"));
        boolean givenCaptures = given.stream().anyMatch(m -> m.contains("x"));
        if (wantedCaptures && givenCaptures && givenSimple) {
            return "CHECKERS-14";
        }
        if (wantedCaptures != givenCaptures) {
            TreeSet<String> captures = wantedCaptures ? wanted : given;
            String capture = captures.stream().filter(m -> m.contains("x")).findFirst()
                    .orElseThrow();
            Optional<Piece> piece = pieceOn(capture.split("x")[0]);
            return piece.isPresent() && piece.get().king() ? "CHECKERS-13" : "CHECKERS-05";
        }
        TreeSet<String> differ = new TreeSet<>(wanted);
        differ.addAll(given);
        TreeSet<String> both = new TreeSet<>(wanted);
        both.retainAll(given);
        differ.removeAll(both);
        if (differ.stream().anyMatch(move -> !wanted.contains(move) && manJumpsBackwards(move))) {
            // A capture only the engine lists, in which a man jumps backwards before it is
            // crowned: the men's capture rule, whatever else the two lists differ by.
            return "CHECKERS-05";
        }
        for (String move : differ) {
            TreeSet<String> other = wanted.contains(move) ? given : wanted;
            if (move.contains("x") && other.stream().anyMatch(m -> m.contains("x"))) {
                return captureRule(move, other);
            }
            Optional<Piece> piece = pieceOn(move.split("[-x]")[0]);
            if (piece.isPresent() && piece.get().king()) {
                return "CHECKERS-13";
            }
            return move.contains("x") ? "CHECKERS-05" : "CHECKERS-04";
        }
        return "CHECKERS-04";
    }

    /**
     * Whether a capture's man jumps backwards, towards its own side, before it reaches the far
     * row (where the simplified rules crown it in mid-capture, and it may go on as a king).
     */
    private boolean manJumpsBackwards(String move) {
        if (!move.contains("x")) {
            return false;
        }
        String[] squares = move.split("x");
        Optional<Piece> piece = pieceOn(squares[0]);
        if (piece.isEmpty() || piece.get().king()) {
            return false;
        }
        boolean white = piece.get().colour() == Colour.WHITE;
        for (int i = 1; i < squares.length; i++) {
            int from = Integer.parseInt(squares[i - 1]);
            int to = Integer.parseInt(squares[i]);
            if (white ? to > from : to < from) {
                return true;
            }
            if (white ? to <= 4 : to > Square.COUNT - 4) {
                return false;
            }
        }
        return false;
    }

    /**
     * The rule of a capture in one set and not the other, both sets captures: one the other's
     * continuation is CHECKERS-16 when the shorter stops a man on the far row, else CHECKERS-06;
     * captures of other pieces are the majority and quality rule, CHECKERS-15.
     */
    private String captureRule(String move, TreeSet<String> other) {
        for (String candidate : other) {
            String shorter = candidate.length() < move.length() ? candidate : move;
            String longer = candidate.length() < move.length() ? move : candidate;
            if (longer.startsWith(shorter + "x")) {
                String[] squares = shorter.split("x");
                int end = Integer.parseInt(squares[squares.length - 1]);
                Optional<Piece> piece = pieceOn(squares[0]);
                boolean farRow = piece.isPresent() && !piece.get().king()
                        && (piece.get().colour() == Colour.WHITE ? end <= 4
                        : end > Square.COUNT - 4);
                return farRow ? "CHECKERS-16" : "CHECKERS-06";
            }
        }
        return "CHECKERS-15";
    }

    private Optional<Piece> pieceOn(String number) {
        try {
            return game.pieceAt(Square.of(Integer.parseInt(number)));
        } catch (RuntimeException notASquare) {
            return Optional.empty();
        }
    }

    /** The rule of the pieces shown: the last move's, else the start's or the set-up's. */
    private String piecesRule() {
        return last != null ? moveRule(before, last)
                : startFen == null ? "CHECKERS-02" : "CHECKERS-12";
    }

    /**
     * Whether two boards, written with the side to move first ({@code W:W21,22:B1}), hold the
     * same pieces and differ only in whose turn it is: the move was played right and the turn
     * did not pass as it should (CHECKERS-03), which the rule of the move just played would
     * not explain (a drawn ending's last move that leaves its mover to move, say).
     */
    private static boolean sideOnly(String expected, String actual) {
        int wanted = expected.indexOf(':');
        int given = actual.indexOf(':');
        return wanted > 0 && given > 0 && !expected.equals(actual)
                && expected.substring(wanted).equals(actual.substring(given));
    }

    private static String moveRule(Board board, Move move) {
        Optional<Piece> piece = board.pieceAt(move.from());
        if (piece.isPresent() && piece.get().king()) {
            return "CHECKERS-13";
        }
        int row = move.to().number() <= 4 ? 0 : move.to().number() > Square.COUNT - 4 ? 1 : -1;
        if (piece.isPresent() && row == (piece.get().colour() == Colour.WHITE ? 0 : 1)) {
            return "CHECKERS-07";
        }
        if (move.captured().size() > 1) {
            return "CHECKERS-06";
        }
        return move.captured().isEmpty() ? "CHECKERS-04" : "CHECKERS-05";
    }

    /**
     * A scenario in the rule book's phrases: the classic rules, a new game, the moves played so
     * far, and the expected value of the key as this engine (the reference) answers it. For
     * {@code play} after a move the engine threw on, the moves before it and then that move in
     * a step of its own that plays it and nothing else: a set-up step, which keeps no refusal
     * for a {@code Then}, so that pasted it fails on that engine by itself (the kit's random
     * games have no reference's answer to put in a {@code Then}) and passes on one that plays
     * the move.
     */
    @Override
    protected String scenario(String lang, String key) {
        boolean pt = lang.equals("pt");
        if (key.equals("play")) {
            return refused == null ? "error: no move refused" : refusedScenario(pt);
        }
        // The majority rule broken one move on is shown in the position it is broken in.
        Optional<Minority> minority = key.equals("majority") ? minority() : Optional.empty();
        List<String> shown = new ArrayList<>(played);
        minority.map(Minority::after).ifPresent(shown::add);
        StringBuilder text = preamble(pt, key, shown);
        String side = colour(pt, game.sideToMove());
        switch (key) {
            case "board", "captured" -> text.append(pt ? "    Então o tabuleiro fica assim:\n"
                    : "    Then the board is:\n").append("      \"\"\"\n")
                    .append(Pictures.draw(game.board()).lines().map(l -> "      " + l + "\n")
                            .collect(Collectors.joining()))
                    .append("      \"\"\"\n");
            case "fen" -> text.append(pt ? "    Quando se escreve a posição em FEN\n"
                    + "    Então a posição em FEN é \"" : "    When the position is written in"
                    + " FEN\n    Then the FEN is \"").append(game.fen()).append("\"\n");
            case "turn" -> text.append(pt ? "    Então é a vez das " + side + "\n"
                    : "    Then " + side + " is to move\n");
            case "over", "winner" -> text.append(ending(pt));
            case "kingmoves", "kingcount" -> {
                int count = key.equals("kingcount") ? countDue()
                        .orElseGet(game::kingMovesWithoutCapture)
                        : game.kingMovesWithoutCapture();
                boolean one = count == 1;
                text.append(pt ? "    Então " + (one ? "foi contada " : "foram contadas ") + count
                        + (one ? " jogada" : " jogadas") + " de dama sem captura\n"
                        : "    Then " + count + (one ? " king move without capture has"
                        : " king moves without capture have") + " been counted\n");
            }
            case "majority" -> text.append(pt ? "    Quando se listam as jogadas legais\n"
                    + "    Então as jogadas legais são " : "    When the legal moves are"
                    + " listed\n    Then the legal moves are ")
                    .append(listed(pt, minority.map(Minority::best).orElse(moveTexts())))
                    .append('\n');
            // The rule book's own writing of the engine's pieces: what the engine's FEN must
            // be (CHECKERS-30), and what its reader must read back as the same position.
            case "pdnfen" -> text.append(pt ? "    Quando se escreve a posição em FEN\n"
                    + "    Então a posição em FEN é \"" : "    When the position is written in"
                    + " FEN\n    Then the FEN is \"").append(written())
                    .append(pt ? "\"\n    Quando se começa um jogo na posição \""
                    : "\"\n    When a game is started from the position \"").append(written())
                    .append(pt ? "\"\n    Então o tabuleiro fica assim:\n"
                    : "\"\n    Then the board is:\n").append("      \"\"\"\n")
                    .append(Pictures.draw(game.board()).lines().map(l -> "      " + l + "\n")
                            .collect(Collectors.joining()))
                    .append("      \"\"\"\n").append(pt ? "    E é a vez das " + side + "\n"
                    : "    And " + side + " is to move\n");
            case "legal" -> {
                String list = listed(pt, moveTexts());
                text.append(pt ? "    Quando se listam as jogadas legais\n"
                        + "    Então as jogadas legais são " : "    When the legal moves are"
                        + " listed\n    Then the legal moves are ").append(list).append('\n');
            }
            default -> {
                return "error: unknown key " + key;
            }
        }
        return text.toString();
    }

    /** The scenario of {@code play}: the game so far, then the move the engine threw on. */
    private String refusedScenario(boolean pt) {
        return preamble(pt, "play", played).append(pt ? "    E foram feitas as jogadas "
                + refused + "\n" : "    And the moves " + refused + " have been played\n")
                .toString();
    }

    /** A scenario's title and set-up: the rules, the start and the moves played from it. */
    private StringBuilder preamble(boolean pt, String key, List<String> shown) {
        StringBuilder text = new StringBuilder();
        String moves = String.join(", ", shown);
        if (pt) {
            text.append("# language: pt\nFuncionalidade: Um exemplo gerado\n\n  Cenário: ")
                    .append(key).append(" depois de ").append(shown.size())
                    .append(" jogadas\n    Dadas as regras clássicas\n")
                    .append(startFen == null ? "    E um jogo novo\n"
                            : "    E a posição \"" + startFen + "\"\n");
            if (!shown.isEmpty()) {
                text.append("    E foram feitas as jogadas ").append(moves).append('\n');
            }
        } else {
            text.append("Feature: A generated example\n\n  Scenario: ").append(key)
                    .append(" after ").append(shown.size()).append(" moves\n")
                    .append("    Given the classic rules\n")
                    .append(startFen == null ? "    And a new game\n"
                            : "    And the position \"" + startFen + "\"\n");
            if (!shown.isEmpty()) {
                text.append("    And the moves ").append(moves).append(" have been played\n");
            }
        }
        return text;
    }

    /** The engine's position as the rule book writes it in PDN FEN. */
    private String written() {
        return Positions.write(game.board(), game.sideToMove());
    }

    /** Moves as the rule book lists them: {@code 22-18, 23-19}, or none. */
    private static String listed(boolean pt, List<String> moves) {
        return moves.isEmpty() ? (pt ? "nenhuma" : "none") : String.join(", ", moves);
    }

    private String ending(boolean pt) {
        if (!game.isOver()) {
            return pt ? "    Então o jogo não acabou\n" : "    Then the game is not over\n";
        }
        if (game.isDrawn()) {
            return pt ? "    Então o jogo está empatado\n" : "    Then the game is drawn\n";
        }
        String winner = colour(pt, game.winner().orElseThrow());
        return pt ? "    Então ganham as " + winner + "\n" : "    Then " + winner + " wins\n";
    }

    private static String colour(boolean pt, Colour colour) {
        return colour == Colour.WHITE ? (pt ? "Brancas" : "White") : (pt ? "Pretas" : "Black");
    }
}
