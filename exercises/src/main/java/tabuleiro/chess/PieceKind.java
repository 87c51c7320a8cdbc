package tabuleiro.chess;

import java.util.Arrays;

/**
 * The six kinds of chess piece, each knowing how it moves (rules CHESS-03 to CHESS-06).
 *
 * <p>The brief's program has one class per piece ({@code Rei}, {@code Dama}, {@code Torre},
 * {@code Bispo}, {@code Cavalo}, {@code Peao}), each with its own {@code checaMovimento}. Here
 * the same knowledge is one enum: a kind of piece moves in a set of <em>directions</em> (a
 * change of file and rank per step) and either takes one step ({@link #slides()} is false:
 * king, knight) or slides any number of steps until something is in the way (queen, rook,
 * bishop). The pawn is the exception the rules make it: its moves depend on its colour, on
 * whether the square ahead is empty and on the rank it stands on, so the move generator
 * treats it on its own ({@link MoveGenerator}); its directions here are its captures for White.
 */
public enum PieceKind {
    /** Moves forward, captures diagonally forward (CHESS-06). */
    PAWN('p', 1, false, new int[][] {{-1, 1}, {1, 1}}),
    /** Jumps in an L (CHESS-05). */
    KNIGHT('n', 3, false,
            new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}),
    /** Slides along diagonals (CHESS-04). */
    BISHOP('b', 3, true, new int[][] {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}),
    /** Slides along ranks and files (CHESS-04). */
    ROOK('r', 5, true, new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}),
    /** Slides along ranks, files and diagonals (CHESS-04). */
    QUEEN('q', 9, true, new int[][] {
        {0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}}),
    /** One step in any direction (CHESS-03); castling is the generator's. */
    KING('k', 0, false, new int[][] {
        {0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}});

    private final char letter;
    private final int value;
    private final boolean slides;
    private final int[][] directions;
    /** The directions as steps on the 0x88 board {@link Position} uses: rank * 16 + file. */
    private final int[] boardSteps;

    PieceKind(char letter, int value, boolean slides, int[][] directions) {
        this.letter = letter;
        this.value = value;
        this.slides = slides;
        this.directions = directions;
        this.boardSteps = Arrays.stream(directions).mapToInt(d -> d[1] * 16 + d[0]).toArray();
    }

    /**
     * Returns the lowercase letter of the kind, as FEN writes a black piece and SAN (in
     * uppercase) writes any piece: {@code p n b r q k}.
     *
     * @return the letter
     */
    public char letter() {
        return letter;
    }

    /**
     * Returns the usual material value in pawns (the king, which is never captured, counts 0).
     *
     * @return 1, 3, 3, 5, 9 or 0
     */
    public int value() {
        return value;
    }

    /**
     * Tells whether the piece slides any number of squares along its directions.
     *
     * @return {@code true} for bishop, rook and queen
     */
    public boolean slides() {
        return slides;
    }

    /**
     * Returns the directions in which the piece moves, each as {@code {fileStep, rankStep}}
     * (the pawn's are its two captures as White).
     *
     * @return a copy of the directions
     */
    public int[][] directions() {
        int[][] copy = new int[directions.length][];
        for (int i = 0; i < directions.length; i++) {
            copy[i] = directions[i].clone();
        }
        return copy;
    }

    /** The directions as 0x88 steps; shared, so callers must not change it. */
    int[] boardSteps() {
        return boardSteps;
    }

    /**
     * Tells whether a pawn may promote to this kind (rule CHESS-09).
     *
     * @return {@code true} for queen, rook, bishop and knight
     */
    public boolean isPromotion() {
        return this != PAWN && this != KING;
    }

    /**
     * Returns the kind a letter names, in either case: {@code p n b r q k}.
     *
     * @param letter the letter
     * @return the kind
     * @throws IllegalArgumentException unless the letter names a kind
     */
    public static PieceKind fromLetter(char letter) {
        char lower = Character.toLowerCase(letter);
        for (PieceKind kind : values()) {
            if (kind.letter == lower) {
                return kind;
            }
        }
        throw new IllegalArgumentException(
                "a piece is one of the letters p n b r q k (or P N B R Q K), but '" + letter
                        + "' was given");
    }
}
