package tabuleiro.chess;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard Algebraic Notation, the way PGN and chess books write moves: {@code e4},
 * {@code Nf3}, {@code exd5}, {@code O-O}, {@code e8=Q+}, {@code Nbd2}, {@code R1e2#}. It also
 * reads the text UI's coordinate forms, {@code e2>>e4} (the brief's) and {@code e2e4}
 * (rule CHESS-18).
 */
public final class San {

    private static final Pattern SAN = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQ]))?");
    private static final Pattern COORDINATES = Pattern.compile(
            "([a-h][1-8])\\s*(?:>>|-)?\\s*([a-h][1-8])([qrbn])?");

    private San() {
    }

    /**
     * Writes a legal move in SAN, with {@code +} for check and {@code #} for checkmate.
     *
     * @param position the position before the move; left as it was
     * @param move a legal move there
     * @return the move in SAN
     * @throws IllegalArgumentException unless {@code position.isLegal(move)}
     */
    public static String write(Position position, Move move) {
        Objects.requireNonNull(move, "a move is needed");
        List<Move> legal = position.legalMoves();
        if (!legal.contains(move)) {
            throw new IllegalArgumentException(move + " is not legal in " + position.fen());
        }
        StringBuilder text = new StringBuilder();
        Piece piece = position.pieceAt(move.from()).orElseThrow();
        boolean capture = position.pieceAt(move.to()).isPresent()
                || move.flag() == MoveFlag.EN_PASSANT;
        if (move.flag() == MoveFlag.CASTLING) {
            text.append(move.to().file() == 6 ? "O-O" : "O-O-O");
        } else if (piece.kind() == PieceKind.PAWN) {
            if (capture) {
                text.append(move.from().fileLetter()).append('x');
            }
            text.append(move.to().name());
            if (move.isPromotion()) {
                text.append('=').append(Character.toUpperCase(move.promotion().letter()));
            }
        } else {
            text.append(Character.toUpperCase(piece.kind().letter()));
            text.append(disambiguation(position, legal, move, piece));
            if (capture) {
                text.append('x');
            }
            text.append(move.to().name());
        }
        position.make(move);
        if (position.isInCheck()) {
            text.append(position.legalMoves().isEmpty() ? '#' : '+');
        }
        position.unmake();
        return text.toString();
    }

    /** The file, rank or square that tells the move apart from moves of like pieces. */
    private static String disambiguation(Position position, List<Move> legal, Move move,
            Piece piece) {
        List<Square> rivals = legal.stream()
                .filter(other -> other.to().equals(move.to()) && !other.from().equals(move.from())
                        && position.pieceAt(other.from()).orElseThrow() == piece)
                .map(Move::from)
                .toList();
        if (rivals.isEmpty()) {
            return "";
        }
        if (rivals.stream().noneMatch(square -> square.file() == move.from().file())) {
            return String.valueOf(move.from().fileLetter());
        }
        if (rivals.stream().noneMatch(square -> square.rank() == move.from().rank())) {
            return String.valueOf(move.from().rank() + 1);
        }
        return move.from().name();
    }

    /**
     * Reads a move in SAN or in coordinates ({@code e2>>e4}, {@code e2e4}, {@code e7e8q};
     * coordinates in either case). Check marks and annotations ({@code + # ! ?}) are allowed
     * and ignored.
     *
     * @param position the position the move is played in; left as it was
     * @param text the move
     * @return the legal move the text names
     * @throws NotationException unless the text names exactly one legal move; the message says
     *     what was expected, or why no move or more than one fits
     */
    public static Move parse(Position position, String text) {
        Objects.requireNonNull(text, "a move text is needed");
        String trimmed = text.trim();
        List<Move> legal = position.legalMoves();
        String san = trimmed.replaceAll("[+#!?]+$", "");
        // Coordinates are read in either case, but a capital B followed by a rank is SAN's
        // bishop, never the file b: read as coordinates, "B1c3" (the bishop a1-c3, written
        // with its rank) would be the knight move b1-c3, another legal move, played silently.
        Matcher coordinates = COORDINATES.matcher(trimmed.toLowerCase(Locale.ROOT));
        if (coordinates.matches() && !namesAPiece(san)) {
            return fromCoordinates(position, legal, trimmed, coordinates);
        }
        if (san.equals("O-O") || san.equals("0-0") || san.equals("O-O-O")
                || san.equals("0-0-0")) {
            boolean kingside = san.length() == 3;
            return legal.stream()
                    .filter(move -> move.flag() == MoveFlag.CASTLING
                            && (move.to().file() == 6) == kingside)
                    .findFirst()
                    .orElseThrow(() -> new NotationException("\"" + trimmed + "\": "
                            + position.sideToMove().displayName() + " cannot castle "
                            + (kingside ? "kingside" : "queenside") + " now"));
        }
        Matcher matcher = SAN.matcher(san);
        if (!matcher.matches()) {
            throw new NotationException("\"" + trimmed + "\" is not a move: type it as e2>>e4,"
                    + " e2e4 or in SAN such as e4, Nf3, exd5, O-O, e8=Q");
        }
        PieceKind kind = matcher.group(1) == null ? PieceKind.PAWN
                : PieceKind.fromLetter(matcher.group(1).charAt(0));
        String fromFile = matcher.group(2);
        String fromRank = matcher.group(3);
        Square to = Square.parse(matcher.group(5));
        PieceKind promotion = matcher.group(6) == null ? null
                : PieceKind.fromLetter(matcher.group(6).charAt(0));
        List<Move> fits = legal.stream()
                .filter(move -> move.to().equals(to)
                        && position.pieceAt(move.from()).orElseThrow().kind() == kind
                        && (fromFile == null || move.from().fileLetter() == fromFile.charAt(0))
                        && (fromRank == null || move.from().rank() + 1
                                == fromRank.charAt(0) - '0')
                        && move.promotion() == promotion
                        && move.flag() != MoveFlag.CASTLING)
                .toList();
        if (fits.isEmpty() && kind == PieceKind.PAWN && promotion == null
                && legal.stream().anyMatch(move -> move.to().equals(to) && move.isPromotion())) {
            throw new NotationException("\"" + trimmed + "\" promotes a pawn: say to what,"
                    + " such as " + san + "=Q (Q, R, B or N)");
        }
        return theOnly(fits, trimmed, position);
    }

    /** Whether a text is SAN that begins with a piece's capital letter, such as {@code B1c3}. */
    private static boolean namesAPiece(String san) {
        Matcher matcher = SAN.matcher(san);
        return matcher.matches() && matcher.group(1) != null;
    }

    private static Move fromCoordinates(Position position, List<Move> legal, String text,
            Matcher coordinates) {
        Square from = Square.parse(coordinates.group(1));
        Square to = Square.parse(coordinates.group(2));
        Optional<Piece> moving = position.pieceAt(from);
        if (moving.isEmpty()) {
            throw new NotationException("\"" + text + "\": there is no piece on " + from);
        }
        if (moving.get().colour() != position.sideToMove()) {
            throw new NotationException("\"" + text + "\": the piece on " + from + " is "
                    + moving.get().colour().displayName() + "'s, and it is "
                    + position.sideToMove().displayName() + "'s turn");
        }
        PieceKind promotion = coordinates.group(3) == null ? null
                : PieceKind.fromLetter(coordinates.group(3).charAt(0));
        List<Move> sameSquares = legal.stream()
                .filter(move -> move.from().equals(from) && move.to().equals(to))
                .toList();
        if (sameSquares.isEmpty()) {
            throw new NotationException("\"" + text + "\": " + from + " to " + to
                    + " is not a legal move here");
        }
        if (sameSquares.get(0).isPromotion() && promotion == null) {
            throw new NotationException("\"" + text + "\" promotes a pawn: say to what, such"
                    + " as " + from + to + "q (q, r, b or n)");
        }
        return sameSquares.stream()
                .filter(move -> move.promotion() == promotion)
                .findFirst()
                .orElseThrow(() -> new NotationException("\"" + text + "\": only a pawn"
                        + " reaching the last rank promotes"));
    }

    private static Move theOnly(List<Move> fits, String text, Position position) {
        if (fits.isEmpty()) {
            throw new NotationException("\"" + text + "\" is not a legal move for "
                    + position.sideToMove().displayName() + " here");
        }
        if (fits.size() > 1) {
            throw new NotationException("\"" + text + "\" is ambiguous: it could be "
                    + fits.stream().map(move -> write(position, move)).toList()
                    + "; say which piece moves, such as Nbd2 or R1e2");
        }
        return fits.get(0);
    }
}
