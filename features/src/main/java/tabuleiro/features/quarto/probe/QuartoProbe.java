package tabuleiro.features.quarto.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.features.probe.GameProbe;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.BoardText;
import tabuleiro.quarto.Colour;
import tabuleiro.quarto.Fill;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Shape;
import tabuleiro.quarto.Size;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Trait;
import tabuleiro.quarto.Variant;
import tabuleiro.quarto.Win;

/**
 * Asks a Quarto engine the rule book's questions through its public API only (issue 47, the
 * probe contract of {@code features/PROBES.md}), on the brief's game (2x2 squares win) with
 * player 1 placing first: one line in, text out, never an exception.
 *
 * <p>A move is one placement and the choice that follows it, by the same player: the square,
 * a space, and the piece handed to the opponent in the rule book's notation ({@code B3 (B!}).
 * The first move only hands a piece over ({@code - (B!}); a placement that ends the game hands
 * nothing ({@code B3 -}). Since a move holds a space, {@code moves} lists them one a line.
 *
 * <p>The observation is the lines, in this order: {@code board} (rows 1 to 4 joined by
 * {@code /}, each square a piece written by the probe from its traits, {@code ...} when
 * empty), {@code turn} (the player to place), {@code chosen} (the piece to place, {@code -}
 * before the choice), {@code pool} (the pieces not yet played, by the probe's notation,
 * sorted), {@code notation} (the engine's notation of the last piece placed), {@code over},
 * {@code winner} ({@code 1}, {@code 2}, {@code draw} or {@code -}) and {@code win}
 * ({@code group} when the group the engine names is one of the game's groups whose four
 * pieces share exactly the traits it names: several groups can win at once and any is right;
 * {@code -} with no win; else the engine's win as text).
 *
 * <p>Three more keys are properties that need no reference answer (issue 61), computed from
 * the engine's own answers alone (its board, each piece's traits, its win) against the probe's
 * own list of the groups: {@code linewin} ({@value #AGREES} when the engine says the game is
 * won exactly when a full row, column or diagonal of its board holds four pieces sharing a
 * trait, and a line it names as the winning group is such a line with the traits it names,
 * QUARTO-07), {@code squarewin} (the same of the 2x2 squares of the brief's game, QUARTO-08,
 * when no line wins) and {@code quartotext} ({@value #SAME} when the engine's board drawn as
 * text, {@link BoardText#render}, reads back to the same pieces on the same squares, QUARTO-12).
 * Otherwise each says what came, such as {@code row 2 is full and all tall, yet the game goes
 * on}. The student kit's random games flag them; the grader asks them as any key.
 *
 * <p>{@code new end SEED} (issue 62) starts an end game: the probe plays, through the engine's
 * public API, 13 to 15 placements drawn from the seed alone, each on a square where it makes
 * no winning group by the probe's own reading (so the position does not depend on the engine
 * asked), so that the random games reach the last pieces and the full board (QUARTO-10).
 */
public final class QuartoProbe extends GameProbe {

    private static final Variant VARIANT = Variant.SQUARES;
    private static final String EMPTY = "...";
    private static final String END = "end";

    /** What {@code linewin} and {@code squarewin} answer when they hold. */
    static final String AGREES = "agrees";

    /** What {@code quartotext} answers when it holds. */
    static final String SAME = "same";

    /** The fewest placements an end game starts with; it starts with up to two more. */
    private static final int FEWEST_PLACED = 13;

    /** How many counts of placements an end game may start with (13, 14 or 15). */
    private static final int PLACED_COUNTS = 3;

    /** How many shuffles of the pieces an end game's position is looked for in. */
    private static final int END_ATTEMPTS = 200;

    /** The ten lines (QUARTO-07), by the probe's own reading of the rule book. */
    private static final List<Four> LINES = lines();

    /** The nine 2x2 squares of the brief's game (QUARTO-08). */
    private static final List<Four> SQUARES = twoByTwo();

    private Game game;
    /** The moves played, as texts, for the scenario. */
    private final List<String> played = new ArrayList<>();
    /** The last move the engine threw on (a refusal, a broken contract), until the next play. */
    private String refused;
    private Piece lastPlaced;

    /** A probe with no game yet: {@code new} starts one. */
    public QuartoProbe() {
        // the game starts with the command "new"
    }

    /**
     * Four squares of the board that win when four pieces sharing a trait fill them, as the
     * probe reads the rule book (never the engine's {@link Group}s).
     *
     * @param name the rule book's name, such as {@code row 2} or {@code square B2-C3}
     * @param squares the four squares
     */
    record Four(String name, List<Square> squares) {

        /** Copies the squares. */
        Four {
            squares = List.copyOf(squares);
        }
    }

    /** The ten lines in the rule book's order: rows 1 to 4, columns A to D, the diagonals. */
    private static List<Four> lines() {
        List<Four> rows = new ArrayList<>();
        List<Four> columns = new ArrayList<>();
        List<Square> falling = new ArrayList<>();
        List<Square> rising = new ArrayList<>();
        for (int i = 1; i <= Square.SIZE; i++) {
            List<Square> row = new ArrayList<>();
            List<Square> column = new ArrayList<>();
            for (int j = 1; j <= Square.SIZE; j++) {
                row.add(new Square(j, i));
                column.add(new Square(i, j));
            }
            rows.add(new Four("row " + i, row));
            columns.add(new Four("column " + (char) ('A' + i - 1), column));
            falling.add(new Square(i, i));
            rising.add(new Square(i, Square.SIZE + 1 - i));
        }
        List<Four> lines = new ArrayList<>(rows);
        lines.addAll(columns);
        lines.add(new Four("diagonal A1-D4", falling));
        lines.add(new Four("diagonal A4-D1", rising));
        return List.copyOf(lines);
    }

    private static List<Four> twoByTwo() {
        List<Four> squares = new ArrayList<>();
        for (int row = 1; row < Square.SIZE; row++) {
            for (int column = 1; column < Square.SIZE; column++) {
                Square first = new Square(column, row);
                Square last = new Square(column + 1, row + 1);
                squares.add(new Four("square " + first + "-" + last, List.of(first,
                        new Square(column + 1, row), new Square(column, row + 1), last)));
            }
        }
        return List.copyOf(squares);
    }

    /**
     * Starts the brief's game with player 1 placing first; {@code end SEED} then plays the
     * end game's placements drawn from the seed ({@link #endMoves}), through the engine's
     * public API, each as a move of its own (so a disagreement's scenario plays them too). A
     * placement the engine refuses, or a game it ends, stops them: the answer is then the
     * observation of the game as the engine left it.
     */
    @Override
    protected String start(String argument) {
        played.clear();
        refused = null;
        lastPlaced = null;
        String[] words = argument.isEmpty() ? new String[0] : argument.split("\\s+");
        List<String> moves = List.of();
        if (words.length == 2 && words[0].equals(END)) {
            try {
                moves = endMoves(Long.parseLong(words[1]));
            } catch (NumberFormatException notASeed) {
                return "error: new end SEED, SEED a number, not " + words[1];
            }
        }
        game = Game.start(VARIANT, Player.FIRST);
        for (String move : moves) {
            if (game.isOver() || play(move).startsWith("refused")) {
                break;
            }
        }
        return observe();
    }

    /**
     * An end game's moves, from the seed alone: 13 to 15 pieces in an order drawn from the
     * seed, each placed on a square drawn among those where it makes no winning group (a row,
     * a column, a diagonal or a 2x2 square of four pieces sharing a trait), the next piece of
     * the order handed over after each placement; when a piece has no such square, another
     * order is drawn. The first move only hands a piece over.
     *
     * @param seed the seed
     * @return the moves, in the probe's move texts
     */
    static List<String> endMoves(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int wanted = FEWEST_PLACED + random.nextInt(PLACED_COUNTS);
        List<Piece> pieces = new ArrayList<>();
        for (Size size : Size.values()) {
            for (Colour colour : Colour.values()) {
                for (Shape shape : Shape.values()) {
                    for (Fill fill : Fill.values()) {
                        pieces.add(new Piece(size, colour, shape, fill));
                    }
                }
            }
        }
        List<Square> best = List.of();
        List<Piece> bestOrder = pieces;
        for (int attempt = 0; attempt < END_ATTEMPTS && best.size() < wanted; attempt++) {
            List<Piece> order = new ArrayList<>(pieces);
            for (int i = order.size() - 1; i > 0; i--) {
                Collections.swap(order, i, random.nextInt(i + 1));
            }
            Map<Square, Piece> board = new LinkedHashMap<>();
            List<Square> squares = new ArrayList<>();
            for (Piece piece : order.subList(0, wanted)) {
                List<Square> safe = new ArrayList<>();
                for (Square square : Square.all()) {
                    if (!board.containsKey(square)) {
                        board.put(square, piece);
                        if (winning(board, LINES).isEmpty() && winning(board, SQUARES).isEmpty()) {
                            safe.add(square);
                        }
                        board.remove(square);
                    }
                }
                if (safe.isEmpty()) {
                    break;
                }
                Square square = safe.get(random.nextInt(safe.size()));
                board.put(square, piece);
                squares.add(square);
            }
            if (squares.size() > best.size()) {
                best = squares;
                bestOrder = order;
            }
        }
        List<String> moves = new ArrayList<>();
        moves.add(NONE + " " + write(bestOrder.get(0)));
        for (int i = 0; i < best.size(); i++) {
            moves.add(best.get(i) + " " + write(bestOrder.get(i + 1)));
        }
        return List.copyOf(moves);
    }

    @Override
    protected boolean started() {
        return game != null;
    }

    @Override
    protected String legal() {
        return String.join(" ", moveList());
    }

    @Override
    protected String moves() {
        return String.join("\n", moveList());
    }

    /**
     * The legal moves: with no piece chosen, every piece handed over; else each empty square
     * with each piece left to hand over, or with none when the placement wins or fills the
     * board (judged on a copy of the engine's board, by its own {@code wins}).
     */
    private List<String> moveList() {
        TreeSet<String> moves = new TreeSet<>();
        if (game.isOver()) {
            return List.of();
        }
        Optional<Piece> chosen = game.chosenPiece();
        if (chosen.isEmpty()) {
            for (Piece piece : game.pool().pieces()) {
                moves.add(NONE + " " + write(piece));
            }
            return List.copyOf(moves);
        }
        for (Square square : Square.all()) {
            if (!game.board().isEmpty(square)) {
                continue;
            }
            Board after = Board.copyOf(game.board());
            after.place(square, chosen.get());
            if (!after.wins(VARIANT).isEmpty() || after.isFull()) {
                moves.add(square + " " + NONE);
                continue;
            }
            for (Piece piece : game.pool().pieces()) {
                if (!piece.equals(chosen.get())) {
                    moves.add(square + " " + write(piece));
                }
            }
        }
        return List.copyOf(moves);
    }

    @Override
    protected String play(String move) {
        String[] parts = move.split("\\s+");
        if (parts.length != 2) {
            return "refused: NotAMove";
        }
        refused = null;
        Piece placed = game.chosenPiece().orElse(null);
        try {
            if (!parts[0].equals(NONE)) {
                Game returned = game.place(Square.parse(parts[0]));
                game = returned == null ? game : returned;
            }
            if (!parts[1].equals(NONE)) {
                Game returned = game.choose(Piece.parse(parts[1]));
                game = returned == null ? game : returned;
            }
        } catch (RuntimeException | AssertionError refused) {
            // A placement whose own check threw after the piece was put down (a contract of
            // the engine's, say) still placed it: the observation names the last piece placed
            // as the engine's board shows it, so that what differs next is the rule that broke.
            if (!parts[0].equals(NONE) && placed != null && placedOn(parts[0], placed)) {
                lastPlaced = placed;
            }
            this.refused = move;
            return "refused: " + thrown(refused);
        }
        if (!parts[0].equals(NONE)) {
            lastPlaced = placed;
        }
        played.add(parts[0] + " " + parts[1]);
        return observe();
    }

    /** Whether the engine's board holds the piece on the square named, asked safely. */
    private boolean placedOn(String square, Piece piece) {
        try {
            return game.board().pieceAt(Square.parse(square)).equals(Optional.of(piece));
        } catch (RuntimeException | AssertionError unreadable) {
            return false;
        }
    }

    @Override
    protected Map<String, String> observation() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("board", ask(this::board));
        values.put("turn", ask(() -> String.valueOf(game.currentPlayer().number())));
        values.put("chosen", ask(() -> game.chosenPiece().map(QuartoProbe::write).orElse(NONE)));
        values.put("pool", ask(() -> game.pool().pieces().isEmpty() ? NONE : game.pool().pieces()
                .stream().map(QuartoProbe::write).sorted().collect(Collectors.joining(","))));
        values.put("notation", ask(() -> lastPlaced == null ? NONE : lastPlaced.notation()));
        values.put("over", ask(() -> game.isOver() ? "yes" : "no"));
        values.put("winner", ask(() -> !game.isOver() ? NONE : game.isDraw() ? "draw"
                : game.winner().map(player -> String.valueOf(player.number())).orElse(NONE)));
        values.put("win", ask(this::win));
        values.put("linewin", ask(() -> wonBy(LINES)));
        values.put("squarewin", ask(() -> wonBy(SQUARES)));
        values.put("quartotext", ask(this::textRead));
        return values;
    }

    /**
     * The property of {@code linewin} (of {@link #LINES}) or {@code squarewin} (of
     * {@link #SQUARES}), from the engine's own answers: with no win said, no group of the kind
     * is full of four pieces sharing a trait on the engine's board (for the squares, while no
     * line is: a missed line is {@code linewin}'s); with a win said whose group is of the
     * kind, that group is such a group and its pieces share exactly the traits the engine
     * names. A win whose group is neither a line nor a 2x2 square is {@code linewin}'s.
     */
    private String wonBy(List<Four> kind) {
        Board board = game.board();
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Square square : Square.all()) {
            board.pieceAt(square).ifPresent(piece -> pieces.put(square, piece));
        }
        Optional<Win> win = game.win();
        if (win.isEmpty()) {
            List<Four> missed = winning(pieces, kind);
            if (missed.isEmpty() || kind == SQUARES && !winning(pieces, LINES).isEmpty()) {
                return kind == SQUARES || game.winner().isEmpty() ? AGREES : "player "
                        + game.winner().get().number() + " wins with no winning group";
            }
            Four group = missed.get(0);
            return group.name() + " is full and all " + words(sharedBy(pieces, group))
                    + (game.isOver() ? ", yet the game is a draw" : ", yet the game goes on");
        }
        Set<Square> named = new HashSet<>(win.get().group().squares());
        Optional<Four> group = kind.stream().filter(each -> new HashSet<>(each.squares())
                .equals(named)).findFirst();
        if (group.isEmpty()) {
            boolean known = LINES.stream().anyMatch(each -> new HashSet<>(each.squares())
                    .equals(named)) || SQUARES.stream().anyMatch(each -> new HashSet<>(
                    each.squares()).equals(named));
            return known || kind == SQUARES ? AGREES : "the winning group "
                    + win.get().group().squares() + " is no line nor 2x2 square";
        }
        Set<Trait> shared = sharedBy(pieces, group.get());
        Set<Trait> said = new HashSet<>(win.get().shared());
        if (!shared.isEmpty() && shared.equals(said)) {
            return AGREES;
        }
        return "wins with " + group.get().name() + ", all " + words(said) + ", but "
                + (shared.isEmpty() ? "its pieces share no trait" : "they are all "
                + words(shared));
    }

    /** The groups of a kind that four pieces sharing a trait fill, in the kind's order. */
    private static List<Four> winning(Map<Square, Piece> pieces, List<Four> kind) {
        return kind.stream().filter(group -> !sharedBy(pieces, group).isEmpty()).toList();
    }

    /** The traits the pieces of a group share; none while a square of it is empty. */
    private static Set<Trait> sharedBy(Map<Square, Piece> pieces, Four group) {
        Set<Trait> shared = null;
        for (Square square : group.squares()) {
            Piece piece = pieces.get(square);
            if (piece == null) {
                return Set.of();
            }
            Set<Trait> traits = Set.of(piece.size(), piece.colour(), piece.shape(),
                    piece.fill());
            if (shared == null) {
                shared = new HashSet<>(traits);
            } else {
                shared.retainAll(traits);
            }
        }
        return shared == null ? Set.of() : shared;
    }

    /** Traits in words, in a fixed order: {@code tall and light}, or {@code none}. */
    private static String words(Set<Trait> traits) {
        return traits.isEmpty() ? "none" : traits.stream().map(trait -> trait.toString()
                .toLowerCase(Locale.ROOT)).sorted().collect(Collectors.joining(" and "));
    }

    /**
     * The property of {@code quartotext}: the engine's board drawn as the brief's text board
     * ({@link BoardText#render}, the pieces in the engine's own notation) and read back
     * ({@link BoardText#parse}, by the engine's own {@code Piece.parse}) holds the same pieces
     * on the same squares.
     */
    private String textRead() {
        Board board = game.board();
        Board back = BoardText.parse(BoardText.render(board));
        for (Square square : Square.all()) {
            Optional<Piece> was = board.pieceAt(square);
            Optional<Piece> is = back.pieceAt(square);
            if (!was.equals(is)) {
                return square + " holds " + was.map(QuartoProbe::write).orElse(EMPTY)
                        + ", read back as " + is.map(QuartoProbe::write).orElse(EMPTY);
            }
        }
        return SAME;
    }

    private String board() {
        List<String> rows = new ArrayList<>();
        for (int row = 1; row <= Square.SIZE; row++) {
            StringBuilder text = new StringBuilder();
            for (int column = 1; column <= Square.SIZE; column++) {
                text.append(game.board().pieceAt(new Square(column, row)).map(QuartoProbe::write)
                        .orElse(EMPTY));
            }
            rows.add(text.toString());
        }
        return String.join("/", rows);
    }

    /**
     * {@code group} when the engine's win is a true one, judged by the rule book alone: the
     * group it names is one of the probe's own groups ({@link #LINES}, {@link #SQUARES}: never
     * the engine's {@link Group}s, which a wrong name would match), by its name and its four
     * squares, and the pieces there on the board share exactly the traits it names. The
     * reference answers {@code group}, so a group the engine names wrongly differs from the
     * reference's answer; else what the engine says.
     */
    private String win() {
        Optional<Win> win = game.win();
        if (win.isEmpty()) {
            return NONE;
        }
        Group group = win.get().group();
        Set<Square> named = new HashSet<>(group.squares());
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Square square : Square.all()) {
            game.board().pieceAt(square).ifPresent(piece -> pieces.put(square, piece));
        }
        Optional<Four> four = Stream.concat(LINES.stream(), SQUARES.stream())
                .filter(each -> each.name().equals(group.name())
                        && new HashSet<>(each.squares()).equals(named)).findFirst();
        Set<Trait> shared = four.map(each -> sharedBy(pieces, each)).orElse(Set.of());
        return !shared.isEmpty() && shared.equals(new HashSet<>(win.get().shared())) ? "group"
                : group.name() + " " + win.get().shared();
    }

    /** The rule book's notation of a piece, written here from its traits (QUARTO-11). */
    static String write(Piece piece) {
        char letter = piece.colour() == Colour.LIGHT ? 'b' : 'p';
        return "" + (piece.shape() == Shape.ROUND ? '(' : '[')
                + (piece.size() == Size.TALL ? Character.toUpperCase(letter) : letter)
                + (piece.fill() == Fill.SOLID ? '!' : ';');
    }

    @Override
    protected String rules() {
        return String.join("\n", "board=QUARTO-05", "turn=QUARTO-05", "chosen=QUARTO-05",
                "pool=QUARTO-06", "notation=QUARTO-11", "over=QUARTO-10", "winner=QUARTO-19",
                "win=QUARTO-19", "linewin=QUARTO-07", "squarewin=QUARTO-08",
                "quartotext=QUARTO-12", "legal=QUARTO-06", "play=QUARTO-05");
    }

    /**
     * The rule of a disagreement: a missed or false win is charged to the group the expected
     * game's win is in (a 2x2 square is QUARTO-08, a line QUARTO-07), but a draw said where the
     * sixteenth piece wins is QUARTO-10's own case; a board full without a win is the draw
     * rule; a legal set that differs only by the pieces handed after a placement that ends the
     * game is QUARTO-10 (ending on a full board) or the win rule.
     */
    @Override
    protected String classify(String key, Values values) {
        return switch (key) {
            case "over", "winner", "win" -> game.win().isPresent() ? lastPieceWins(key, values)
                    ? "QUARTO-10" : otherWinner(key, values) ? "QUARTO-19" : winRule()
                    : game.isDraw() || calledDraw(key, values) ? "QUARTO-10"
                    : values.actual().contains("square") ? "QUARTO-08" : "QUARTO-07";
            case "legal" -> legalRule(values);
            default -> rules().lines().filter(line -> line.startsWith(key + "="))
                    .map(line -> line.substring(key.length() + 1)).findFirst()
                    .orElse("QUARTO-05");
        };
    }

    /**
     * Whether the engine sees the win but names the other player: who wins is the placer's
     * rule (QUARTO-19), not the group's.
     */
    private static boolean otherWinner(String key, Values values) {
        return key.equals("winner") && values.actual().matches("[12]")
                && values.expected().matches("[12]");
    }

    /**
     * Whether the engine called a draw where the game goes on: the draw rule's, not a win's
     * (its winner says {@code draw}).
     */
    private static boolean calledDraw(String key, Values values) {
        return key.equals("winner") && values.actual().equals("draw");
    }

    /**
     * Whether a placement's board, whose turn it is, the piece chosen, and whether the game is
     * over follow from who won or whether the game is drawn: an engine that ends the game (or
     * plays on) where the reference does not keeps or passes the turn, and an end game's
     * placements stop where the engine ends it, so that its first board differs too.
     */
    @Override
    protected Map<String, List<String>> deciders() {
        Map<String, List<String>> deciders = new LinkedHashMap<>();
        for (String key : List.of("board", "turn", "chosen", "over")) {
            deciders.put(key, List.of("winner", "win"));
        }
        return deciders;
    }

    /**
     * Whether the engine called a draw where the sixteenth piece completed a group: the win
     * on a full board is QUARTO-10's own case ("a last piece that completes a group wins").
     */
    private boolean lastPieceWins(String key, Values values) {
        return game.board().isFull() && (key.equals("winner") && values.actual().equals("draw")
                || key.equals("win") && values.actual().equals(NONE));
    }

    /** A line among the groups that win now is QUARTO-07, else the 2x2 square's QUARTO-08. */
    private String winRule() {
        return game.board().wins(VARIANT).stream().anyMatch(win -> !win.group().name()
                .startsWith("square")) ? "QUARTO-07" : "QUARTO-08";
    }

    /**
     * The rule of a legal set that differs: a square where one side ends the game (hands
     * nothing over) and the other does not is charged to what the placement does in the
     * expected game: the line it completes (QUARTO-07), else the 2x2 square (QUARTO-08), else
     * the full board (QUARTO-10); any other difference is QUARTO-06.
     */
    private String legalRule(Values values) {
        Set<String> wanted = endingSquares(values.expected());
        Set<String> given = endingSquares(values.actual());
        Set<String> differ = new TreeSet<>(wanted);
        differ.addAll(given);
        differ.removeIf(square -> wanted.contains(square) && given.contains(square));
        Optional<Piece> chosen = game.chosenPiece();
        for (String name : differ) {
            if (chosen.isEmpty()) {
                break;
            }
            Board after = Board.copyOf(game.board());
            after.place(Square.parse(name), chosen.get());
            List<Win> wins = after.wins(VARIANT);
            if (wins.stream().anyMatch(win -> !win.group().name().startsWith("square"))) {
                return "QUARTO-07";
            }
            if (!wins.isEmpty()) {
                return "QUARTO-08";
            }
            if (given.contains(name) && !after.isFull()) {
                // The engine ends the game on a placement that wins nothing: it sees a win in a
                // group the placement fills, whose pieces share no trait; the rule of that
                // group's kind, not the placement's.
                return filledGroupRule(after, Square.parse(name));
            }
            return after.isFull() ? "QUARTO-10" : "QUARTO-06";
        }
        return "QUARTO-06";
    }

    /**
     * The rule of a win an engine sees where there is none: QUARTO-07 when the placement on a
     * square fills a line, QUARTO-08 when it fills a 2x2 square only, QUARTO-06 when it fills no
     * group (the engine's legal list is then wrong for another reason).
     */
    private static String filledGroupRule(Board after, Square placed) {
        List<Group> filled = VARIANT.groups().stream()
                .filter(group -> group.squares().contains(placed)
                        && group.squares().stream().allMatch(square -> after.pieceAt(square)
                                .isPresent()))
                .toList();
        if (filled.stream().anyMatch(group -> Group.lines().contains(group))) {
            return "QUARTO-07";
        }
        return filled.isEmpty() ? "QUARTO-06" : "QUARTO-08";
    }

    /** The squares whose placement ends the game in a legal list ({@code SQUARE -}). */
    private static Set<String> endingSquares(String legal) {
        String[] words = legal.strip().split("\\s+");
        Set<String> squares = new TreeSet<>();
        for (int i = 0; i + 1 < words.length; i += 2) {
            if (words[i + 1].equals(NONE) && words[i].matches("[A-D][1-4]")) {
                squares.add(words[i]);
            }
        }
        return squares;
    }

    /**
     * A scenario in the rule book's phrases: a new game in which player 1 places first, every
     * earlier turn as a choice and a placement, the last move, and the expected value of the
     * key as this engine (the reference) answers it (for {@code play}, the board). For
     * {@code play} after a move the engine threw on, see {@link #refusedScenario(boolean)}.
     */
    @Override
    protected String scenario(String lang, String key) {
        boolean pt = lang.toLowerCase(Locale.ROOT).equals("pt");
        if (key.equals("play") && refused != null) {
            return refusedScenario(pt);
        }
        // The legal list's answer is, square by square, whether placing the chosen piece
        // there ends the game: an outline states it for every empty square, so that the row
        // where an engine ends the game (or plays on) otherwise fails on it.
        boolean outline = key.equals("legal");
        if (outline && (game.isOver() || game.chosenPiece().isEmpty())) {
            return "error: a legal list with no piece to place has no scenario of its own;"
                    + " ask pool or over";
        }
        StringBuilder text = new StringBuilder(pt
                ? "# language: pt\nFuncionalidade: Um exemplo gerado\n\n  "
                + (outline ? "Esquema do Cenário: " : "Cenário: ") + key
                + " depois de " + played.size() + " jogadas\n"
                + "    Dado um jogo novo em que o jogador 1 coloca primeiro\n"
                : "Feature: A generated example\n\n  " + (outline ? "Scenario Outline: "
                : "Scenario: ") + key + " after " + played.size() + " moves\n"
                + "    Given a new game in which player 1 places first\n");
        // replay: the piece handed by one move is placed by the next
        int placer = 1;
        String handed = null;
        for (int i = 0; i < played.size(); i++) {
            String[] parts = played.get(i).split(" ");
            boolean lastMove = i == played.size() - 1 && !outline;
            int chooser = 3 - placer;
            if (!parts[0].equals(NONE)) {
                text.append(lastMove ? (pt ? "    Quando o " : "    When ") : (pt ? "    E o "
                        : "    And ")).append(player(pt, placer)).append(pt ? " coloca-a em "
                        : " places it on ").append(parts[0].toUpperCase(Locale.ROOT))
                        .append('\n');
                placer = chooser;
                chooser = 3 - placer;
            }
            // A placement the engine let go on after a win hands nothing by the rule book.
            boolean endedHere = lastMove && (key.equals("linewin") || key.equals("squarewin"));
            if (!parts[1].equals(NONE) && !endedHere) {
                handed = parts[1];
                text.append(pt ? "    E o " : "    And ").append(player(pt, chooser))
                        .append(pt ? " escolhe " : " chooses ").append(handed).append('\n');
            }
        }
        if (outline) {
            return text.append(legalOutline(pt)).toString().replace("\n\n", "\n");
        }
        if (key.equals("quartotext")) {
            return text.append(pt ? "    E " : "    And ").append(textBoard(pt))
                    .append(pt ? "    Então " : "    Then ").append(holdings(pt)).append('\n')
                    .toString().replace("\n\n", "\n");
        }
        text.append(pt ? "    Então " : "    Then ");
        switch (key) {
            case "turn", "chosen" -> text.append(game.chosenPiece().isPresent()
                    ? (pt ? "o " : "") + player(pt, game.currentPlayer().number())
                    + (pt ? " vai colocar " : " is to place ")
                    + write(game.chosenPiece().get())
                    : (pt ? "o " : "") + player(pt, game.chooser().number())
                    + (pt ? " vai escolher" : " is to choose"));
            case "over", "winner", "win" -> text.append(ending(pt));
            case "linewin", "squarewin" -> text.append(truth(pt));
            case "pool" -> text.append(pool(pt));
            default -> text.append(holdings(pt));
        }
        return text.append('\n').toString().replace("\n\n", "\n");
    }

    /**
     * The outline's placement and its examples: for each empty square, what placing the chosen
     * piece there does by the rule book, judged on a copy of this (the reference's) board as
     * {@link #moveList} judges it: the placer wins with the first group (or either of the first
     * two) that wins, else a full board is a draw, else the game goes on.
     */
    private String legalOutline(boolean pt) {
        Piece chosen = game.chosenPiece().orElseThrow();
        int placer = game.currentPlayer().number();
        StringBuilder text = new StringBuilder(pt ? "    Quando o " : "    When ")
                .append(player(pt, placer)).append(pt ? " coloca-a em <casa>\n"
                        + "    Então <desfecho>\n\n    Exemplos:\n      | casa | desfecho |\n"
                        : " places it on <square>\n    Then <outcome>\n\n    Examples:\n"
                        + "      | square | outcome |\n");
        for (Square square : Square.all()) {
            if (!game.board().isEmpty(square)) {
                continue;
            }
            Board after = Board.copyOf(game.board());
            after.place(square, chosen);
            List<Win> wins = after.wins(VARIANT);
            String outcome;
            if (!wins.isEmpty()) {
                List<Win> named = wins.subList(0, Math.min(2, wins.size()));
                outcome = winsWith(pt, placer, named.stream().map(win -> win.group().name())
                        .toList(), named.stream().map(Win::shared).toList());
            } else if (after.isFull()) {
                outcome = pt ? "o jogo acaba empatado" : "the game is a draw";
            } else {
                outcome = pt ? "o jogo continua" : "the game goes on";
            }
            text.append("      | ").append(square).append(" | ").append(outcome)
                    .append(" |\n");
        }
        return text.toString();
    }

    /** Each piece on the board, square by square; the empty board said as such. */
    private String holdings(boolean pt) {
        List<String> lines = new ArrayList<>();
        for (Square square : Square.all()) {
            game.board().pieceAt(square).ifPresent(piece -> lines.add(square + (pt ? " tem "
                    : " holds ") + write(piece)));
        }
        if (lines.isEmpty()) {
            return pt ? "o tabuleiro está vazio" : "the board is empty";
        }
        return String.join(pt ? "\n    E " : "\n    And ", lines);
    }

    private String ending(boolean pt) {
        if (!game.isOver()) {
            return pt ? "o jogo continua" : "the game goes on";
        }
        if (game.win().isEmpty()) {
            return pt ? "o jogo acaba empatado" : "the game is a draw";
        }
        Win win = game.win().get();
        return winsWith(pt, game.winner().orElseThrow().number(), List.of(win.group().name()),
                List.of(win.shared()));
    }

    /**
     * The ending the rule book gives the engine's board, by the probe's own reading (the
     * properties {@code linewin} and {@code squarewin}): the player who placed last wins with
     * the first group that wins (or either of the first two), else a full board is a draw,
     * else the game goes on.
     */
    private String truth(boolean pt) {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Square square : Square.all()) {
            game.board().pieceAt(square).ifPresent(piece -> pieces.put(square, piece));
        }
        List<Four> wins = new ArrayList<>(winning(pieces, LINES));
        wins.addAll(winning(pieces, SQUARES));
        if (wins.isEmpty()) {
            return pieces.size() == Square.SIZE * Square.SIZE ? (pt ? "o jogo acaba empatado"
                    : "the game is a draw") : pt ? "o jogo continua" : "the game goes on";
        }
        int placer = game.isOver() ? game.currentPlayer().number() : game.chooser().number();
        List<Four> named = wins.subList(0, Math.min(2, wins.size()));
        return winsWith(pt, placer, named.stream().map(Four::name).toList(), named.stream()
                .map(group -> ordered(sharedBy(pieces, group))).toList());
    }

    /** Traits in the engine's order: size, colour, shape, fill. */
    private static List<Trait> ordered(Set<Trait> traits) {
        return traits.stream().sorted(java.util.Comparator.comparingInt(QuartoProbe::rank))
                .toList();
    }

    private static int rank(Trait trait) {
        return trait instanceof Size ? 0 : trait instanceof Colour ? 1 : trait instanceof Shape
                ? 2 : 3;
    }

    /** {@code player 1 wins with row 2, all tall}, or with one of two groups. */
    private static String winsWith(boolean pt, int player, List<String> groups,
            List<List<Trait>> traits) {
        StringBuilder text = new StringBuilder((pt ? "o " : "") + player(pt, player)
                + (pt ? " ganha com " : " wins with "));
        for (int i = 0; i < groups.size(); i++) {
            text.append(i == 0 ? "" : pt ? ", ou com " : ", or with ")
                    .append(groupWords(pt, groups.get(i))).append(pt ? ", todas " : ", all ")
                    .append(traits.get(i).stream().map(trait -> trait(pt, trait))
                            .collect(Collectors.joining(pt ? " e " : " and ")));
        }
        return text.toString();
    }

    private static String groupWords(boolean pt, String group) {
        if (!pt) {
            return group;
        }
        String[] words = group.split(" ");
        String kind = switch (words[0]) {
            case "row" -> "a linha";
            case "column" -> "a coluna";
            case "diagonal" -> "a diagonal";
            default -> "o quadrado";
        };
        return kind + " " + words[1];
    }

    /**
     * The engine's board as the brief's text board, written by the probe in the rule book's
     * notation (its row lines between the column labels), read in a When step.
     */
    private String textBoard(boolean pt) {
        StringBuilder text = new StringBuilder(pt ? "o tabuleiro em texto é lido\n"
                : "the text board is read\n");
        text.append("      \"\"\"\n      #__A__#__B__#__C__#__D__#\n");
        for (int row = 1; row <= Square.SIZE; row++) {
            text.append("      ").append(row);
            for (int column = 1; column <= Square.SIZE; column++) {
                text.append(' ').append(game.board().pieceAt(new Square(column, row))
                        .map(QuartoProbe::write).orElse("   "))
                        .append(column < Square.SIZE ? " |" : " ");
            }
            text.append(row).append('\n');
        }
        return text.append("      #__A__#__B__#__C__#__D__#\n      \"\"\"\n").toString();
    }

    private String pool(boolean pt) {
        List<Piece> pieces = game.pool().pieces();
        if (pieces.isEmpty()) {
            return pt ? "cada peça está por jogar ou no tabuleiro, nunca nos dois"
                    : "every piece is in the pool or on the board, never both";
        }
        String piece = pieces.stream().map(QuartoProbe::write).sorted().findFirst().orElseThrow();
        return pt ? "há " + pieces.size() + " peças por jogar, entre elas " + piece
                : "the pool has " + pieces.size() + " pieces, " + piece + " among them";
    }

    private static String trait(boolean pt, Trait trait) {
        String english = trait.toString().toLowerCase(Locale.ROOT);
        if (!pt) {
            return english;
        }
        return switch (english) {
            case "tall" -> "grandes";
            case "short" -> "pequenas";
            case "light" -> "brancas";
            case "dark" -> "pretas";
            case "round" -> "redondas";
            case "square" -> "quadradas";
            case "solid" -> "maciças";
            default -> "ocas";
        };
    }

    /**
     * The scenario of {@code play}: the moves before the one the engine threw on, then that
     * move in the rule book's set-up steps ("player 2 has chosen P and player 1 has placed it
     * on S", "player 1 has chosen Q"), the choice that handed the piece folded into its
     * placement. A set-up step keeps no refusal for a {@code Then}, so that pasted the scenario
     * fails on that engine by itself (the kit's random games have no reference's answer to put
     * in a {@code Then}) and passes on one that plays the move.
     */
    private String refusedScenario(boolean pt) {
        String[] move = refused.split(" ");
        boolean places = !move[0].equals(NONE);
        StringBuilder text = new StringBuilder(pt
                ? "# language: pt\nFuncionalidade: Um exemplo gerado\n\n  Cenário: play"
                + " depois de " + played.size() + " jogadas\n"
                + "    Dado um jogo novo em que o jogador 1 coloca primeiro\n"
                : "Feature: A generated example\n\n  Scenario: play after "
                + played.size() + " moves\n"
                + "    Given a new game in which player 1 places first\n");
        String and = pt ? "    E o " : "    And ";
        int placer = 1;
        String handed = null;
        for (int i = 0; i < played.size(); i++) {
            String[] parts = played.get(i).split(" ");
            int chooser = 3 - placer;
            if (!parts[0].equals(NONE)) {
                text.append(and).append(player(pt, placer))
                        .append(pt ? " coloca-a em " : " places it on ")
                        .append(parts[0].toUpperCase(Locale.ROOT)).append('\n');
                placer = chooser;
                chooser = 3 - placer;
            }
            handed = parts[1].equals(NONE) ? null : parts[1];
            // the piece handed to the move that broke is chosen in that move's own step
            if (handed != null && !(places && i == played.size() - 1)) {
                text.append(and).append(player(pt, chooser))
                        .append(pt ? " escolhe " : " chooses ").append(handed).append('\n');
            }
        }
        if (places) {
            text.append(and).append(player(pt, 3 - placer))
                    .append(pt ? " escolheu " : " has chosen ").append(handed)
                    .append(pt ? " e o " : " and ").append(player(pt, placer))
                    .append(pt ? " colocou-a em " : " has placed it on ")
                    .append(move[0].toUpperCase(Locale.ROOT)).append('\n');
            placer = 3 - placer;
        }
        if (!move[1].equals(NONE)) {
            text.append(and).append(player(pt, 3 - placer))
                    .append(pt ? " escolheu " : " has chosen ").append(move[1]).append('\n');
        }
        return text.toString();
    }

    private static String player(boolean pt, int number) {
        return (pt ? "jogador " : "player ") + number;
    }
}
