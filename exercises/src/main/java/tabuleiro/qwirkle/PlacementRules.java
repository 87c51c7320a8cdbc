package tabuleiro.qwirkle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The rules a placement must keep, asked of one turn (rules QWIRKLE-05 to QWIRKLE-08,
 * QWIRKLE-13 to QWIRKLE-15, QWIRKLE-19): the squares are in play, empty and named once, the tiles
 * are held, the official first turn places the longest line of the hand, and on the board the
 * tiles make one line, with no gap, touching the tiles already there, and every line they make is
 * all one colour or all one shape with no tile twice.
 *
 * <p>Each question answers with a sentence in the rule book's words, saying what is wrong and what
 * is expected, or with nothing when the placement keeps the rules. The rules only read what they
 * are given: the {@link Game} asks them before it changes anything.
 */
final class PlacementRules {

    private final Board board;
    private final Hand hand;
    private final Bag bag;
    private final CheatMode cheatMode;
    private final OptionalInt firstTurnSize;

    /**
     * The rules for the player to move.
     *
     * @param board the board before the placement
     * @param hand the hand of the player to move
     * @param bag the bag, whose tiles the cheat mode lets the player place too
     * @param cheatMode whether it does
     * @param firstTurnSize how many tiles the official first turn must place, or empty when no
     *     such rule applies to this turn
     * @throws NullPointerException if an argument is null
     */
    PlacementRules(Board board, Hand hand, Bag bag, CheatMode cheatMode,
            OptionalInt firstTurnSize) {
        this.board = Objects.requireNonNull(board, "board");
        this.hand = Objects.requireNonNull(hand, "hand");
        this.bag = Objects.requireNonNull(bag, "bag");
        this.cheatMode = Objects.requireNonNull(cheatMode, "cheatMode");
        this.firstTurnSize = Objects.requireNonNull(firstTurnSize, "firstTurnSize");
    }

    /**
     * Says why the placement breaks a rule, or nothing when it keeps them all. A square that is
     * not {@linkplain Position#isInPlay() in play} is refused first.
     *
     * @param placement the tiles and their squares
     * @return a sentence saying what is wrong and what is expected, or empty
     * @throws NullPointerException if {@code placement} is null
     */
    Optional<String> problemWith(Placement placement) {
        Objects.requireNonNull(placement, "placement");
        Optional<Position> outOfPlay = placement.positions().stream()
                .filter(square -> !square.isInPlay()).findFirst();
        if (outOfPlay.isPresent()) {
            // Checked before the rules, whoever wrote them, so that no tile lands on a square
            // the board cannot draw nor step around without overflow.
            return Optional.of(Position.IN_PLAY + ", but " + outOfPlay.get() + " was given");
        }
        return placementProblem(placement);
    }

    /**
     * Says why a placement on squares in play breaks a rule: a tile not held, a square taken or
     * named twice, the official first turn's size, or a rule of the board broken.
     *
     * <p>The sentences are the rule book's words (its refusals quote them, and the text UI's
     * Portuguese twins in {@code QwirkleContracts} read them), such as {@code C3 is not in your
     * hand: your hand holds A4 B5} ({@code C3 is not in your hand nor in the bag: your hand holds
     * A4 B5} in the cheat mode), {@code A4 is placed twice but your hand holds only one A4}
     * ({@link #namedTooOften}), {@code square 0,3 is named twice: one tile per square},
     * {@code square 0,2 is taken: place tiles on empty squares} and {@code the first turn places
     * the longest line of the hand: 3 tiles, not 1}; then {@link #ruleBroken}'s.
     */
    private Optional<String> placementProblem(Placement placement) {
        throw new UnsupportedOperationException(
                "Exercise 3: implement PlacementRules.placementProblem");
    }

    /**
     * Says which tile a turn names more times than the player holds it, or nothing: a tile
     * typed twice but held once is held, and "not in your hand" would contradict the hand
     * shown with it (rules QWIRKLE-12, QWIRKLE-13). A trade asks it too.
     *
     * @param named the tiles of the turn, copies repeated
     * @param held the tiles the player may use, copies repeated
     * @param verb what the turn does with them, such as "placed"
     * @param holder who holds them and the verb, such as "your hand holds"
     * @return a sentence saying which tile and how many times, or empty
     */
    static Optional<String> namedTooOften(List<Tile> named, List<Tile> held, String verb,
            String holder) {
        for (Tile tile : named) {
            int times = Collections.frequency(named, tile);
            int copies = Collections.frequency(held, tile);
            if (times > copies) {
                return Optional.of(tile + " is " + verb + " " + (times == 2 ? "twice" : times
                        + " times") + " but " + holder + " only " + (copies == 1 ? "one"
                        : String.valueOf(copies)) + " " + tile);
            }
        }
        return Optional.empty();
    }

    /**
     * Says which rule of the board a placement on empty squares breaks (rules QWIRKLE-05,
     * QWIRKLE-06, QWIRKLE-07): the tiles lie in one row or one column, make one line with no
     * gap, touch the tiles already on the board, and every line they make is valid.
     *
     * <p>In the rule book's words, the first that applies: {@code the tiles of a turn go in one
     * row or one column}; {@code the tiles leave a gap: with the tiles between them they must
     * make one unbroken line}; {@code the tiles must touch a tile already on the board};
     * {@code the line A1 A2 A3 A1 would not be valid: a line is all one colour or all one shape,
     * with no tile twice} (the line's tiles in its order on the board).
     */
    private static Optional<String> ruleBroken(Board board, Placement placement) {
        throw new UnsupportedOperationException(
                "Exercise 3: implement PlacementRules.ruleBroken");
    }

    /**
     * Tells whether at least one of some tiles fits somewhere on a board (rule QWIRKLE-17). One
     * tile is enough to ask about: a legal placement of several tiles has a tile that touches
     * the board, and that tile alone would be legal too.
     *
     * @param board the board
     * @param tiles the tiles of a hand
     * @return {@code true} when a tile fits on some square in play
     * @throws NullPointerException if an argument is null
     */
    static boolean fitsSomewhere(Board board, List<Tile> tiles) {
        if (board.isEmpty()) {
            return !tiles.isEmpty();
        }
        Set<Position> frontier = new HashSet<>();
        for (Position taken : board.tiles().keySet()) {
            for (Position square : taken.neighbours()) {
                if (!board.isTaken(square) && square.isInPlay()) {
                    frontier.add(square);
                }
            }
        }
        for (Tile tile : new HashSet<>(tiles)) {
            for (Position square : frontier) {
                if (ruleBroken(board, Placement.of(new TileAt(tile, square))).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }
}
