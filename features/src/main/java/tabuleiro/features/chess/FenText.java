package tabuleiro.features.chess;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import tabuleiro.chess.CastlingRights;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;

/**
 * Forsyth-Edwards Notation read and written by the rule book itself: a second account of the
 * notation, independent of the engine's ({@code Game.fromFen}, {@code Position.fen()}, whose
 * pieces field is exercise 9 and whose en-passant square is named by exercise 1), so that
 * setting a scenario up needs only the engine's {@code Position.of} and {@code Game.from}, and
 * comparing positions or showing one in a failure message needs only its queries
 * ({@code pieces}, {@code sideToMove}, ...).
 *
 * <p>The rule book's FEN is well formed; a text that is not is a mistake of the rule book, said
 * with an {@link IllegalArgumentException}. The scenarios about reading and writing FEN
 * (CHESS-20) still call the engine's notation in their {@code When}.
 */
public final class FenText {

    /** The starting position (rule CHESS-01). */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final int FIELDS = 6;

    private FenText() {
    }

    /**
     * Reads a position.
     *
     * @param fen six fields: pieces, side to move, castling rights, en-passant square, halfmove
     *     clock, fullmove number
     * @return the position, made with the engine's {@code Position.of}
     * @throws IllegalArgumentException if the text is not FEN, or the engine refuses the position
     */
    public static Position read(String fen) {
        return reader(fen).get();
    }

    /**
     * Reads a position's text now, and makes the position later: what a scenario that sets a
     * position up as its action ({@code When}) needs, so that the engine's refusal of the
     * position is told apart from a mistake in the rule book's text.
     *
     * @param fen six fields: pieces, side to move, castling rights, en-passant square, halfmove
     *     clock, fullmove number
     * @return what makes the position with the engine's {@code Position.of}, which may refuse it
     * @throws IllegalArgumentException if the text is not FEN
     */
    static Supplier<Position> reader(String fen) {
        String[] fields = fen.strip().split("\\s+");
        if (fields.length != FIELDS) {
            throw new IllegalArgumentException("The rule book's FEN has six fields, but \"" + fen
                    + "\" has " + fields.length);
        }
        Map<Square, Piece> pieces = pieces(fields[0]);
        Colour side = side(fields[1]);
        CastlingRights rights = castling(fields[2]);
        Square enPassant = fields[3].equals("-") ? null : Coordinates.square(fields[3]);
        int halfmoves = Integer.parseInt(fields[4]);
        int fullmoves = Integer.parseInt(fields[5]);
        return () -> Position.of(pieces, side, rights, enPassant, halfmoves, fullmoves);
    }

    /**
     * Writes a position.
     *
     * @param position the position
     * @return its FEN, six fields
     */
    public static String write(Position position) {
        CastlingRights rights = position.castlingRights();
        String castling = (rights.whiteKingside() ? "K" : "") + (rights.whiteQueenside() ? "Q" : "")
                + (rights.blackKingside() ? "k" : "") + (rights.blackQueenside() ? "q" : "");
        return placement(position.pieces()) + " "
                + (position.sideToMove() == Colour.WHITE ? "w" : "b") + " "
                + (castling.isEmpty() ? "-" : castling) + " "
                + position.enPassantSquare().map(Coordinates::name).orElse("-") + " "
                + position.halfmoveClock() + " " + position.fullmoveNumber();
    }

    /**
     * Reads the pieces field: rank 8 first, a letter per piece, a digit per run of empty squares.
     *
     * @param field such as {@code 4k3/8/8/8/8/8/8/4K3}
     * @return the pieces by square
     * @throws IllegalArgumentException if the field is not eight ranks of eight squares
     */
    static Map<Square, Piece> pieces(String field) {
        String[] ranks = field.split("/");
        if (ranks.length != Square.SIZE) {
            throw new IllegalArgumentException("The rule book's FEN has eight ranks, but \""
                    + field + "\" has " + ranks.length);
        }
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int row = 0; row < Square.SIZE; row++) {
            int rank = Square.SIZE - 1 - row;
            int file = 0;
            for (char letter : ranks[row].toCharArray()) {
                if (Character.isDigit(letter)) {
                    file += letter - '0';
                } else {
                    pieces.put(Square.of(file, rank), piece(letter));
                    file++;
                }
            }
            if (file != Square.SIZE) {
                throw new IllegalArgumentException("A rank of the rule book's FEN covers eight"
                        + " files, but \"" + ranks[row] + "\" covers " + file);
            }
        }
        return pieces;
    }

    /**
     * Writes the pieces field.
     *
     * @param pieces the pieces by square
     * @return such as {@code 4k3/8/8/8/8/8/8/4K3}
     */
    public static String placement(Map<Square, Piece> pieces) {
        StringBuilder text = new StringBuilder();
        for (int rank = Square.SIZE - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Square.SIZE; file++) {
                Optional<Piece> piece = Optional.ofNullable(pieces.get(Square.of(file, rank)));
                if (piece.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(letter(piece.get()));
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        return text.toString();
    }

    /**
     * Reads the castling rights field.
     *
     * @param field {@code -} or some of {@code KQkq}
     * @return the rights
     * @throws IllegalArgumentException if the field holds another letter
     */
    static CastlingRights castling(String field) {
        if (!field.matches("-|K?Q?k?q?")) {
            throw new IllegalArgumentException("The rule book writes castling rights as - or some"
                    + " of KQkq, not \"" + field + "\"");
        }
        return new CastlingRights(field.contains("K"), field.contains("Q"), field.contains("k"),
                field.contains("q"));
    }

    /**
     * Reads a piece's letter: uppercase for White, lowercase for Black.
     *
     * @param letter one of {@code PNBRQK pnbrqk}
     * @return the piece
     * @throws IllegalArgumentException if the letter names no piece
     */
    static Piece piece(char letter) {
        Colour colour = Character.isUpperCase(letter) ? Colour.WHITE : Colour.BLACK;
        for (PieceKind kind : PieceKind.values()) {
            if (kind.letter() == Character.toLowerCase(letter)) {
                return Piece.of(colour, kind);
            }
        }
        throw new IllegalArgumentException("The rule book writes pieces as PNBRQK pnbrqk, not '"
                + letter + "'");
    }

    private static char letter(Piece piece) {
        char letter = piece.kind().letter();
        return piece.colour() == Colour.WHITE ? Character.toUpperCase(letter) : letter;
    }

    private static Colour side(String field) {
        return switch (field) {
            case "w" -> Colour.WHITE;
            case "b" -> Colour.BLACK;
            default -> throw new IllegalArgumentException("The rule book writes the side to move"
                    + " as w or b, not \"" + field + "\"");
        };
    }
}
