package tabuleiro.features.chess.probe;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The chess probe's end games ({@code new end SEED}, issue 62): a position with few pieces built
 * from a seed, written as FEN, where random play meets the rules a full game of the graded plies
 * seldom reaches. Each side has its king and, with three chances in four, the king on its home
 * square with one or both rooks in their corners and the castling rights they keep (castling,
 * under attack or not, CHESS-08); one to three more pieces each (queen, rook, bishop, knight or
 * pawn; pawns on any rank but the first and last, so promotion and en passant are near,
 * CHESS-07, CHESS-09); White to move, and the fifty-move count already at 40 to 94 half-moves
 * (CHESS-14). A position where the side not to move is in check, or the kings touch, or Black's
 * castling set-up covered White's king, is drawn again from the same stream. Built from the text
 * alone, never asked of an engine: the position an engine is asked about must not depend on that
 * engine.
 */
final class EndPositions {

    private static final int SIZE = 8;
    private static final int KING_FILE = 4;
    private static final int MOST_EXTRA = 3;
    private static final int FEWEST_HALFMOVES = 40;
    private static final int MORE_HALFMOVES = 55;
    private static final int FULL_MOVE = 40;
    private static final String EXTRA = "QRBNPP";
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1},
        {-1, -2}, {-2, -1}};
    private static final int[][] STRAIGHT = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private EndPositions() {
    }

    /**
     * An end game's position.
     *
     * @param seed the seed
     * @return its FEN
     */
    static String of(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        while (true) {
            // board[rank][file], rank 0 the first; ' ' empty, FEN letters otherwise.
            char[][] board = new char[SIZE][SIZE];
            for (char[] rank : board) {
                Arrays.fill(rank, ' ');
            }
            StringBuilder rights = new StringBuilder();
            home(board, random, true, rights);
            home(board, random, false, rights);
            extras(board, random, true);
            extras(board, random, false);
            // Black's castling set-up is laid on its home rank whatever stands there, and
            // White's king, when not at home, may stand on one of those squares.
            if (count(board, 'K') != 1 || kingAttacked(board, false) || kingsTouch(board)) {
                continue;
            }
            int halfmoves = FEWEST_HALFMOVES + random.nextInt(MORE_HALFMOVES);
            return placement(board) + " w " + (rights.length() == 0 ? "-" : rights) + " - "
                    + halfmoves + " " + FULL_MOVE;
        }
    }

    /** A side's king, and with three chances in four its castling set-up. */
    private static void home(char[][] board, SplittableRandom random, boolean white,
            StringBuilder rights) {
        int rank = white ? 0 : SIZE - 1;
        if (random.nextInt(4) > 0) {
            board[rank][KING_FILE] = letter('K', white);
            boolean kingside = random.nextBoolean();
            boolean queenside = !kingside || random.nextBoolean();
            if (kingside) {
                board[rank][SIZE - 1] = letter('R', white);
                rights.append(letter('K', white));
            }
            if (queenside) {
                board[rank][0] = letter('R', white);
                rights.append(letter('Q', white));
            }
        } else {
            place(board, random, letter('K', white), 0, SIZE);
        }
    }

    /** One to three more pieces of a side, on empty squares; pawns off the first and last ranks. */
    private static void extras(char[][] board, SplittableRandom random, boolean white) {
        int count = 1 + random.nextInt(MOST_EXTRA);
        for (int i = 0; i < count; i++) {
            char kind = EXTRA.charAt(random.nextInt(EXTRA.length()));
            boolean pawn = kind == 'P';
            place(board, random, letter(kind, white), pawn ? 1 : 0, pawn ? SIZE - 1 : SIZE);
        }
    }

    private static void place(char[][] board, SplittableRandom random, char piece, int fromRank,
            int toRank) {
        while (true) {
            int rank = fromRank + random.nextInt(toRank - fromRank);
            int file = random.nextInt(SIZE);
            if (board[rank][file] == ' ') {
                board[rank][file] = piece;
                return;
            }
        }
    }

    private static char letter(char kind, boolean white) {
        return white ? kind : Character.toLowerCase(kind);
    }

    private static int count(char[][] board, char piece) {
        int count = 0;
        for (char[] rank : board) {
            for (char square : rank) {
                count += square == piece ? 1 : 0;
            }
        }
        return count;
    }

    private static boolean kingsTouch(char[][] board) {
        int[] white = find(board, 'K');
        int[] black = find(board, 'k');
        return Math.abs(white[0] - black[0]) <= 1 && Math.abs(white[1] - black[1]) <= 1;
    }

    private static int[] find(char[][] board, char piece) {
        for (int rank = 0; rank < SIZE; rank++) {
            for (int file = 0; file < SIZE; file++) {
                if (board[rank][file] == piece) {
                    return new int[] {rank, file};
                }
            }
        }
        throw new IllegalStateException("no " + piece);
    }

    /** Whether a side's king is attacked by the other side's pieces. */
    private static boolean kingAttacked(char[][] board, boolean white) {
        int[] king = find(board, letter('K', white));
        boolean byWhite = !white;
        int pawnRank = king[0] + (byWhite ? -1 : 1);
        for (int side : new int[] {-1, 1}) {
            if (at(board, pawnRank, king[1] + side) == letter('P', byWhite)) {
                return true;
            }
        }
        for (int[] jump : KNIGHT) {
            if (at(board, king[0] + jump[0], king[1] + jump[1]) == letter('N', byWhite)) {
                return true;
            }
        }
        return slides(board, king, STRAIGHT, letter('R', byWhite), letter('Q', byWhite))
                || slides(board, king, DIAGONAL, letter('B', byWhite), letter('Q', byWhite));
    }

    private static boolean slides(char[][] board, int[] from, int[][] directions, char one,
            char other) {
        for (int[] direction : directions) {
            int rank = from[0] + direction[0];
            int file = from[1] + direction[1];
            while (at(board, rank, file) == ' ') {
                rank += direction[0];
                file += direction[1];
            }
            char piece = at(board, rank, file);
            if (piece == one || piece == other) {
                return true;
            }
        }
        return false;
    }

    /** The piece on a square, {@code ' '} for none, {@code '#'} off the board. */
    private static char at(char[][] board, int rank, int file) {
        return rank < 0 || rank >= SIZE || file < 0 || file >= SIZE ? '#' : board[rank][file];
    }

    private static String placement(char[][] board) {
        StringBuilder text = new StringBuilder();
        for (int rank = SIZE - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < SIZE; file++) {
                if (board[rank][file] == ' ') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(board[rank][file]);
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
}
