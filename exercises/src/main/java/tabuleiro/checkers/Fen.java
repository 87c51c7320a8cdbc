package tabuleiro.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Positions in the FEN of PDN, the draughts community's portable notation: the side to move,
 * then each side's pieces by square number, {@code K} before a king. The initial position is
 * {@code W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12}.
 *
 * <p>On reading, the two piece lists may come in either order, squares may be given as ranges
 * ({@code B1-12}), spaces are ignored and a final full stop is allowed. Every error names the
 * character where the text went wrong and what was expected there.
 */
public final class Fen {

    /**
     * A position read from FEN.
     *
     * @param board the pieces
     * @param toMove the side to move
     */
    public record Position(Board board, Colour toMove) {
    }

    private Fen() {
    }

    /**
     * Writes a position: side to move, White's pieces, Black's pieces, each list in square order.
     *
     * @param board the pieces
     * @param toMove the side to move
     * @return the FEN text
     * @post {@code read(write(board, toMove))} gives the same board and side to move
     */
    public static String write(Board board, Colour toMove) {
        Objects.requireNonNull(board, "a board is needed");
        StringBuilder text = new StringBuilder(letter(toMove));
        for (Colour colour : Colour.values()) {
            text.append(':').append(letter(colour));
            List<String> squares = new ArrayList<>();
            for (Square square : board.squaresOf(colour)) {
                boolean king = board.pieceAt(square).orElseThrow().king();
                squares.add((king ? "K" : "") + square);
            }
            text.append(String.join(",", squares));
        }
        return text.toString();
    }

    /**
     * Reads a position.
     *
     * @param fen the text, such as {@code B:W18,K30:B5,6}
     * @return the position
     * @throws IllegalArgumentException unless the text is well formed: the message gives the
     *     character position (from 1) where it is not, and what was expected there
     */
    public static Position read(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new IllegalArgumentException("a FEN position is needed, such as "
                    + "W:W21,22,23:B1,2,3, but nothing was given");
        }
        String text = fen.replace(" ", "");
        if (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1);
        }
        final Colour toMove = colourAt(text, 0, "the side to move");
        expect(text, 1, ':');
        Board board = new Board();
        int at = 2;
        boolean[] seen = new boolean[2];
        for (int list = 0; list < 2; list++) {
            Colour colour = colourAt(text, at, "a colour (W or B) starting a list of squares");
            if (seen[colour.ordinal()]) {
                throw error(text, at, "each colour's list once", "a second list for " + colour);
            }
            seen[colour.ordinal()] = true;
            at = readList(text, at + 1, colour, board);
            if (list == 0) {
                expect(text, at, ':');
                at++;
            }
        }
        if (at != text.length()) {
            throw error(text, at, "the end of the position", "'" + text.substring(at) + "'");
        }
        return new Position(board, toMove);
    }

    /** Reads a comma-separated list of squares up to a colon or the end; returns where it ended. */
    private static int readList(String text, int from, Colour colour, Board board) {
        int at = from;
        while (at < text.length() && text.charAt(at) != ':') {
            boolean king = text.charAt(at) == 'K';
            if (king) {
                at++;
            }
            int numberStart = at;
            at = skipDigits(text, at);
            int first = number(text, numberStart, at);
            int last = first;
            if (at < text.length() && text.charAt(at) == '-') {
                int secondStart = at + 1;
                at = skipDigits(text, secondStart);
                last = number(text, secondStart, at);
            }
            for (int square = first; square <= last; square++) {
                place(text, numberStart, board, Square.of(square), new Piece(colour, king));
            }
            if (at < text.length() && text.charAt(at) == ',') {
                at++;
            } else if (at < text.length() && text.charAt(at) != ':') {
                throw error(text, at, "',' or ':' after a square", quoted(text, at));
            }
        }
        return at;
    }

    private static void place(String text, int at, Board board, Square square, Piece piece) {
        if (!board.isEmpty(square)) {
            throw error(text, at, "each square once", "square " + square + " a second time");
        }
        try {
            board.put(square, piece);
        } catch (IllegalStateException tooMany) {
            throw error(text, at, "at most " + Board.MAX_PIECES + " pieces of a colour",
                    "a " + (Board.MAX_PIECES + 1) + "th " + piece.colour() + " piece");
        }
    }

    private static int number(String text, int start, int end) {
        if (start == end) {
            throw error(text, start, "a square number from 1 to " + Square.COUNT,
                    quoted(text, start));
        }
        int number = Integer.parseInt(text.substring(start, Math.min(end, start + 3)));
        if (end - start > 2 || number < 1 || number > Square.COUNT) {
            throw error(text, start, "a square number from 1 to " + Square.COUNT,
                    text.substring(start, end));
        }
        return number;
    }

    private static int skipDigits(String text, int from) {
        int at = from;
        while (at < text.length() && Character.isDigit(text.charAt(at))) {
            at++;
        }
        return at;
    }

    private static Colour colourAt(String text, int at, String what) {
        if (at < text.length() && text.charAt(at) == 'W') {
            return Colour.WHITE;
        }
        if (at < text.length() && text.charAt(at) == 'B') {
            return Colour.BLACK;
        }
        throw error(text, at, what, quoted(text, at));
    }

    private static void expect(String text, int at, char wanted) {
        if (at >= text.length() || text.charAt(at) != wanted) {
            throw error(text, at, "'" + wanted + "'", quoted(text, at));
        }
    }

    private static String quoted(String text, int at) {
        return at < text.length() ? "'" + text.charAt(at) + "'" : "the end of the text";
    }

    private static IllegalArgumentException error(String text, int at, String expected,
            String found) {
        return new IllegalArgumentException("FEN '" + text + "', character " + (at + 1)
                + ": expected " + expected + " but found " + found);
    }

    private static String letter(Colour colour) {
        return colour == Colour.WHITE ? "W" : "B";
    }
}
