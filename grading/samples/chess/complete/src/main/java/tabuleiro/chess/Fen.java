package tabuleiro.chess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Forsyth-Edwards Notation, the standard one-line text of a chess position (rule CHESS-20):
 * six fields separated by spaces, for example the starting position
 * {@code rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1}.
 * <ol>
 *   <li>the pieces, rank 8 first, each rank from file a to h: a letter per piece (uppercase
 *       White, lowercase Black, {@code PNBRQK}) and a digit per run of empty squares;</li>
 *   <li>the side to move, {@code w} or {@code b};</li>
 *   <li>the castling rights, {@code KQkq} or a subset in that order, or {@code -};</li>
 *   <li>the en-passant square, such as {@code e3}, or {@code -};</li>
 *   <li>the halfmove clock;</li>
 *   <li>the fullmove number.</li>
 * </ol>
 */
public final class Fen {

    private static final String[] FIELD_NAMES = {"pieces", "side to move", "castling rights",
        "en-passant square", "halfmove clock", "fullmove number"};

    private Fen() {
    }

    /**
     * Reads a position from FEN: exactly the six fields the standard defines. A text of four
     * fields (EPD's position without its clocks) is refused rather than given invented clocks,
     * as a FEN reader that guesses would read a truncated text as a different position.
     *
     * @param fen the text
     * @return the position
     * @throws NullPointerException if {@code fen} is null
     * @throws FenException unless the text is FEN of a legal position; the message names the
     *     field, the place in it and what was expected there
     */
    public static Position parse(String fen) {
        Objects.requireNonNull(fen, "a FEN text is needed");
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != FIELD_NAMES.length) {
            throw new FenException("FEN has 6 fields separated by spaces (pieces, side to move,"
                    + " castling rights, en-passant square, halfmove clock, fullmove number),"
                    + " but \"" + fen + "\" has " + (fen.isBlank() ? 0 : fields.length));
        }
        Map<Square, Piece> pieces = readPlacement(fields[0]);
        Colour side = switch (fields[1]) {
            case "w" -> Colour.WHITE;
            case "b" -> Colour.BLACK;
            default -> throw fieldError(1, "is w or b, not \"" + fields[1] + "\"");
        };
        CastlingRights rights = castling(fields[2]);
        Square enPassant = null;
        if (!fields[3].equals("-")) {
            if (!fields[3].matches("[a-h][36]")) {
                throw fieldError(3, "is - or a square on rank 3 or 6 such as e3, not \""
                        + fields[3] + "\"");
            }
            enPassant = Square.of(fields[3].charAt(0) - 'a', fields[3].charAt(1) - '1');
        }
        int halfmoves = number(fields[4], 4, 0);
        int fullmoves = number(fields[5], 5, 1);
        if (enPassant != null && halfmoves != 0) {
            // An en-passant square means a pawn has just made its double step, and a pawn's
            // move sets the halfmove clock back to 0.
            throw fieldError(4, "is 0 when there is an en-passant square (" + fields[3]
                    + ": a pawn has just moved two squares), not " + halfmoves);
        }
        try {
            return Position.of(pieces, side, rights, enPassant, halfmoves, fullmoves);
        } catch (IllegalArgumentException illegal) {
            throw new FenException("FEN \"" + fen + "\" is not a legal position: "
                    + illegal.getMessage());
        }
    }

    /** Reads field 1: the ranks from 8 down to 1, each from file a to h. */
    private static Map<Square, Piece> readPlacement(String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != Square.SIZE) {
            throw fieldError(0, "has 8 ranks separated by /, but \"" + field + "\" has "
                    + ranks.length);
        }
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int row = 0; row < Square.SIZE; row++) {
            int rank = Square.SIZE - 1 - row;
            int file = 0;
            boolean afterDigit = false;
            for (char c : ranks[row].toCharArray()) {
                boolean digit = c >= '1' && c <= '8';
                if (digit && afterDigit) {
                    // "44" covers 8 files but is not FEN: a run of empty squares is one digit.
                    throw fieldError(0, "rank " + (rank + 1) + " (\"" + ranks[row]
                            + "\") writes a run of empty squares as one digit 1-8, not two"
                            + " digits in a row");
                }
                afterDigit = digit;
                if (digit) {
                    file += c - '0';
                } else if ("pnbrqkPNBRQK".indexOf(c) >= 0) {
                    if (file < Square.SIZE) {
                        pieces.put(Square.of(file, rank), Piece.fromFenLetter(c));
                    }
                    file++;
                } else {
                    throw fieldError(0, "rank " + (rank + 1) + " (\"" + ranks[row]
                            + "\") may hold only piece letters PNBRQK pnbrqk and digits 1-8,"
                            + " not '" + c + "'");
                }
                if (file > Square.SIZE) {
                    break;
                }
            }
            if (file != Square.SIZE) {
                throw fieldError(0, "rank " + (rank + 1) + " (\"" + ranks[row]
                        + "\") must cover 8 files, but covers " + file);
            }
        }
        return pieces;
    }

    private static CastlingRights castling(String field) {
        if (field.equals("-")) {
            return CastlingRights.NONE;
        }
        if (!field.matches("K?Q?k?q?") || field.isEmpty()) {
            throw fieldError(2, "is - or some of KQkq in that order, not \"" + field + "\"");
        }
        return new CastlingRights(field.contains("K"), field.contains("Q"),
                field.contains("k"), field.contains("q"));
    }

    private static int number(String text, int field, int least) {
        try {
            int value = Integer.parseInt(text);
            if (value >= least) {
                return value;
            }
        } catch (NumberFormatException notNumber) {
            // reported below with the field's name
        }
        throw fieldError(field, "is a whole number from " + least + ", not \"" + text + "\"");
    }

    private static FenException fieldError(int field, String what) {
        return new FenException("FEN field " + (field + 1) + " (" + FIELD_NAMES[field] + ") "
                + what);
    }

    /**
     * Writes a position as FEN.
     *
     * @param position the position
     * @return its FEN, six fields; {@code parse(write(p))} equals {@code p}
     */
    public static String write(Position position) {
        Objects.requireNonNull(position, "a position is needed");
        return placement(position) + " " + position.sideToMove().fenLetter() + " "
                + position.castlingRights().fen() + " "
                + position.enPassantSquare().map(Square::name).orElse("-") + " "
                + position.halfmoveClock() + " " + position.fullmoveNumber();
    }

    /**
     * Writes the first field of FEN, the pieces: rank 8 first, a letter per piece, a digit per
     * run of empty squares.
     *
     * @param position the position
     * @return such as {@code rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR}
     */
    public static String placement(Position position) {
        List<String> ranks = new ArrayList<>();
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder();
            for (int file = 0; file < 8; file++) {
                row.append(position.pieceAt(Square.of(file, rank)).map(Piece::fenLetter)
                        .orElse('.'));
            }
            String text = row.toString();
            for (int run = 8; run >= 1; run--) {
                text = text.replace(".".repeat(run), String.valueOf(run));
            }
            ranks.add(text);
        }
        return String.join("/", ranks);
    }
}
