package tabuleiro.features.chess;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.chess.Move;
import tabuleiro.chess.MoveFlag;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;

/**
 * The moves the rule book writes, read by the rule book itself: in Standard Algebraic Notation
 * ({@code e4}, {@code Nbd2}, {@code exd5}, {@code e8=Q}, {@code O-O}, with or without {@code +}
 * and {@code #}) or in coordinates ({@code e2e4}, {@code e7e8q}). A second account of the
 * notation, independent of the engine's {@code San} (which reads squares with exercise 1's
 * {@code Square.parse}), so that a scenario that plays moves needs only the engine's legal moves
 * and its {@code play}.
 *
 * <p>A move in SAN is looked up among the engine's legal moves, as SAN itself is defined; when
 * none fits, the move is refused here, as the engine's own reader refuses it. A move in
 * coordinates that no legal move fits is handed to the engine as it is, so that the engine
 * itself refuses it. Only the moves of the pieces the text can name are asked for
 * ({@code Position.legalMovesFrom}): the piece on the origin of a move in coordinates, the
 * pieces of the kind a move in SAN names (the king for a castling), so that a knight's move
 * does not need the pawns' moves.
 */
public final class MoveText {

    private static final Pattern SAN = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?x?([a-h][1-8])(?:=?([NBRQ]))?[+#]?");
    private static final Pattern CASTLING = Pattern.compile("(O-O|O-O-O)[+#]?");
    private static final Pattern COORDINATES = Pattern.compile("([a-h][1-8])([a-h][1-8])([qrbn])?");

    private MoveText() {
    }

    /**
     * Reads a move.
     *
     * @param position the position the move is played in
     * @param text the move in SAN or in coordinates
     * @return the legal move the text names, or, for coordinates that name no legal move, a move
     *     between those squares for the engine to refuse
     * @throws IllegalArgumentException if the text is SAN that names no legal move, or more than
     *     one, or is no move at all
     */
    public static Move read(Position position, String text) {
        Matcher coordinates = COORDINATES.matcher(text);
        if (coordinates.matches()) {
            Square from = Coordinates.square(coordinates.group(1));
            Square to = Coordinates.square(coordinates.group(2));
            PieceKind promotion = coordinates.group(3) == null ? null
                    : kind(coordinates.group(3).charAt(0));
            return position.legalMovesFrom(from).stream()
                    .filter(move -> move.to().equals(to) && move.promotion() == promotion)
                    .findFirst()
                    .orElseGet(() -> new Move(from, to, promotion,
                            promotion == null ? MoveFlag.NORMAL : MoveFlag.PROMOTION));
        }
        Matcher castling = CASTLING.matcher(text);
        if (castling.matches()) {
            boolean kingside = castling.group(1).length() == 3;
            return theOnly(text, movesOf(position, PieceKind.KING).stream()
                    .filter(move -> move.flag() == MoveFlag.CASTLING
                            && (move.to().file() == 6) == kingside)
                    .toList());
        }
        Matcher san = SAN.matcher(text);
        if (!san.matches()) {
            throw new IllegalArgumentException("The rule book writes moves in SAN or in"
                    + " coordinates, such as Nf3 or g1f3, not \"" + text + "\"");
        }
        PieceKind kind = san.group(1) == null ? PieceKind.PAWN : kind(san.group(1).charAt(0));
        String fromFile = san.group(2);
        String fromRank = san.group(3);
        Square to = Coordinates.square(san.group(4));
        PieceKind promotion = san.group(5) == null ? null : kind(san.group(5).charAt(0));
        return theOnly(text, movesOf(position, kind).stream()
                .filter(move -> move.to().equals(to) && move.flag() != MoveFlag.CASTLING
                        && (fromFile == null || move.from().file() == fromFile.charAt(0) - 'a')
                        && (fromRank == null || move.from().rank() == fromRank.charAt(0) - '1')
                        && move.promotion() == promotion)
                .toList());
    }

    /** The legal moves of the pieces of one kind of the side to move. */
    private static List<Move> movesOf(Position position, PieceKind kind) {
        Piece piece = Piece.of(position.sideToMove(), kind);
        return position.pieces().entrySet().stream()
                .filter(standing -> standing.getValue().equals(piece))
                .flatMap(standing -> position.legalMovesFrom(standing.getKey()).stream())
                .toList();
    }

    private static Move theOnly(String text, List<Move> fits) {
        if (fits.size() != 1) {
            throw new IllegalArgumentException("\"" + text + "\" should name one of the legal"
                    + " moves the engine lists, but it names " + fits.size() + " of them: "
                    + fits.stream().map(Coordinates::uci).toList());
        }
        return fits.get(0);
    }

    private static PieceKind kind(char letter) {
        return FenText.piece(Character.toLowerCase(letter)).kind();
    }
}
