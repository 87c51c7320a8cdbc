package tabuleiro.features.checkers;

import java.util.ArrayList;
import java.util.List;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;

/**
 * The positions the rule book sets up, built by the rule book itself: the initial position, and
 * positions written in PDN FEN ({@code W:W21,22:BK1,5}), read here rather than by the engine's
 * {@code Game.fromFen}, and the initial position placed here rather than by the engine's
 * {@code Game.newGame} (whose {@code placeInitialPieces} is exercise 1). A scenario is set up
 * with nothing but the engine's {@code new Board()}, {@code Board.put} and
 * {@code Game.fromPosition}, so that it waits only for the exercise it is about; the scenarios
 * about the initial pieces and about FEN (CHECKERS-02, CHECKERS-29, CHECKERS-30) still call the
 * engine in their {@code When}.
 *
 * <p>The reader takes the forms the rule book writes: the two lists in either order, ranges
 * ({@code B1-12}), spaces and a final full stop. A text it cannot read is a mistake of the rule
 * book, said with an {@link IllegalArgumentException}.
 */
public final class Positions {

    /** How many squares each side's men start on (rule CHECKERS-02): rows 1-3 and 6-8. */
    private static final int STARTING_SQUARES = 12;

    private Positions() {
    }

    /**
     * Sets up the initial position (rule CHECKERS-02): black men on squares 1 to 12, white men
     * on 21 to 32, White to move (rule CHECKERS-03).
     *
     * @param variant the rules
     * @return a game in the initial position
     */
    public static Game initial(Variant variant) {
        Board board = new Board();
        for (int number = 1; number <= STARTING_SQUARES; number++) {
            board.put(Square.of(number), Piece.BLACK_MAN);
            board.put(Square.of(Square.COUNT + 1 - number), Piece.WHITE_MAN);
        }
        return Game.fromPosition(variant, board, Colour.WHITE);
    }

    /**
     * Sets up a position written in PDN FEN.
     *
     * @param variant the rules
     * @param fen the side to move, then each side's list of squares, {@code K} before a king
     * @return a game in that position
     * @throws IllegalArgumentException if the text is not such a position
     */
    public static Game read(Variant variant, String fen) {
        String text = fen.replace(" ", "");
        if (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1);
        }
        String[] fields = text.split(":", -1);
        if (fields.length != 3) {
            throw new IllegalArgumentException("The rule book's FEN is the side to move and two"
                    + " lists of squares, separated by colons, not \"" + fen + "\"");
        }
        Board board = new Board();
        for (String list : List.of(fields[1], fields[2])) {
            Colour colour = colour(list.isEmpty() ? "" : list.substring(0, 1), fen);
            for (String entry : list.substring(1).split(",")) {
                if (!entry.isEmpty()) {
                    place(board, colour, entry);
                }
            }
        }
        return Game.fromPosition(variant, board, colour(fields[0], fen));
    }

    /**
     * Writes a position in PDN FEN, for failure messages and comparisons: the side to move,
     * then White's squares and Black's, each in square order.
     *
     * @param board the pieces
     * @param toMove the side to move
     * @return such as {@code W:W21,22:BK1,5}
     */
    public static String write(Board board, Colour toMove) {
        StringBuilder text = new StringBuilder(letter(toMove));
        for (Colour colour : Colour.values()) {
            List<String> squares = new ArrayList<>();
            for (int number = 1; number <= Square.COUNT; number++) {
                int square = number;
                board.pieceAt(Square.of(number)).filter(piece -> piece.colour() == colour)
                        .ifPresent(piece -> squares.add((piece.king() ? "K" : "") + square));
            }
            text.append(':').append(letter(colour)).append(String.join(",", squares));
        }
        return text.toString();
    }

    /** Puts the pieces of one entry of a list, such as {@code K5} or {@code 1-12}. */
    private static void place(Board board, Colour colour, String entry) {
        boolean king = entry.startsWith("K");
        String[] range = (king ? entry.substring(1) : entry).split("-");
        int first = Integer.parseInt(range[0]);
        int last = Integer.parseInt(range[range.length - 1]);
        for (int number = first; number <= last; number++) {
            board.put(Square.of(number), king ? Piece.king(colour) : Piece.man(colour));
        }
    }

    private static Colour colour(String letter, String fen) {
        return switch (letter) {
            case "W" -> Colour.WHITE;
            case "B" -> Colour.BLACK;
            default -> throw new IllegalArgumentException("The rule book's FEN names the sides W"
                    + " and B, not \"" + letter + "\", in \"" + fen + "\"");
        };
    }

    private static String letter(Colour colour) {
        return colour == Colour.WHITE ? "W" : "B";
    }
}
