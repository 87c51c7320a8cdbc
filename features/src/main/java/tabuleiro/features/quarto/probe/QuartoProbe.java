package tabuleiro.features.quarto.probe;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import tabuleiro.features.probe.GameProbe;
import tabuleiro.quarto.Board;
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
 */
public final class QuartoProbe extends GameProbe {

    private static final Variant VARIANT = Variant.SQUARES;
    private static final String EMPTY = "...";

    private Game game;
    /** The moves played, as texts, for the scenario. */
    private final List<String> played = new ArrayList<>();
    private Piece lastPlaced;

    /** A probe with no game yet: {@code new} starts one. */
    public QuartoProbe() {
        // the game starts with the command "new"
    }

    @Override
    protected String start(String argument) {
        played.clear();
        lastPlaced = null;
        game = Game.start(VARIANT, Player.FIRST);
        return observe();
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
            return "refused: " + thrown(refused);
        }
        if (!parts[0].equals(NONE)) {
            lastPlaced = placed;
        }
        played.add(parts[0] + " " + parts[1]);
        return observe();
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
        return values;
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

    /** {@code group} when the engine's win is a true one, else what it says. */
    private String win() {
        Optional<Win> win = game.win();
        if (win.isEmpty()) {
            return NONE;
        }
        Group group = win.get().group();
        boolean known = VARIANT.groups().stream().anyMatch(each -> each.name()
                .equals(group.name()) && new HashSet<>(each.squares())
                .equals(new HashSet<>(group.squares())));
        return known && shared(group).equals(new HashSet<>(win.get().shared())) ? "group"
                : group.name() + " " + win.get().shared();
    }

    /** The traits the four pieces of a group share, by the probe's own reading of the board. */
    private Set<Trait> shared(Group group) {
        Set<Trait> shared = null;
        for (Square square : group.squares()) {
            Optional<Piece> piece = game.board().pieceAt(square);
            if (piece.isEmpty()) {
                return Set.of();
            }
            Set<Trait> traits = Set.of(piece.get().size(), piece.get().colour(),
                    piece.get().shape(), piece.get().fill());
            if (shared == null) {
                shared = new HashSet<>(traits);
            } else {
                shared.retainAll(traits);
            }
        }
        return shared == null ? Set.of() : shared;
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
                "win=QUARTO-19", "legal=QUARTO-06", "play=QUARTO-05");
    }

    /**
     * The rule of a disagreement: a missed or false win is charged to the group the expected
     * game's win is in (a 2x2 square is QUARTO-08, a line QUARTO-07); a board full without a
     * win is the draw rule; a legal set that differs only by the pieces handed after a
     * placement that ends the game is QUARTO-10 (ending on a full board) or the win rule.
     */
    @Override
    protected String classify(String key, Values values) {
        return switch (key) {
            case "over", "winner", "win" -> game.win().isPresent() ? winRule()
                    : game.isDraw() ? "QUARTO-10" : values.actual().contains("square")
                    ? "QUARTO-08" : "QUARTO-07";
            case "legal" -> legalRule(values);
            default -> rules().lines().filter(line -> line.startsWith(key + "="))
                    .map(line -> line.substring(key.length() + 1)).findFirst()
                    .orElse("QUARTO-05");
        };
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
            return after.isFull() ? "QUARTO-10" : "QUARTO-06";
        }
        return "QUARTO-06";
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
     * key as this engine (the reference) answers it.
     */
    @Override
    protected String scenario(String lang, String key) {
        boolean pt = lang.toLowerCase(Locale.ROOT).equals("pt");
        StringBuilder text = new StringBuilder(pt
                ? "# language: pt\nFuncionalidade: Um exemplo gerado\n\n  Cenário: " + key
                + " depois de " + played.size() + " jogadas\n"
                + "    Dado um jogo novo em que o jogador 1 coloca primeiro\n"
                : "Feature: A generated example\n\n  Scenario: " + key + " after "
                + played.size() + " moves\n"
                + "    Given a new game in which player 1 places first\n");
        // replay: the piece handed by one move is placed by the next
        int placer = 1;
        String handed = null;
        for (int i = 0; i < played.size(); i++) {
            String[] parts = played.get(i).split(" ");
            boolean lastMove = i == played.size() - 1;
            int chooser = 3 - placer;
            if (!parts[0].equals(NONE)) {
                text.append(lastMove ? (pt ? "    Quando o " : "    When ") : (pt ? "    E o "
                        : "    And ")).append(player(pt, placer)).append(pt ? " coloca-a em "
                        : " places it on ").append(parts[0].toUpperCase(Locale.ROOT))
                        .append('\n');
                placer = chooser;
                chooser = 3 - placer;
            }
            if (!parts[1].equals(NONE)) {
                handed = parts[1];
                text.append(pt ? "    E o " : "    And ").append(player(pt, chooser))
                        .append(pt ? " escolhe " : " chooses ").append(handed).append('\n');
            }
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
            case "pool" -> text.append(pool(pt));
            default -> text.append(holdings(pt));
        }
        return text.append('\n').toString().replace("\n\n", "\n");
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
        String traits = win.shared().stream().map(trait -> trait(pt, trait))
                .collect(Collectors.joining(pt ? " e " : " and "));
        String group = win.group().name();
        if (pt) {
            String[] words = group.split(" ");
            String kind = switch (words[0]) {
                case "row" -> "a linha";
                case "column" -> "a coluna";
                case "diagonal" -> "a diagonal";
                default -> "o quadrado";
            };
            group = kind + " " + words[1];
        }
        return (pt ? "o " : "") + player(pt, game.winner().orElseThrow().number())
                + (pt ? " ganha com " : " wins with ") + group + (pt ? ", todas " : ", all ")
                + traits;
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

    private static String player(boolean pt, int number) {
        return (pt ? "jogador " : "player ") + number;
    }
}
