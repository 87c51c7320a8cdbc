package tabuleiro.chess;

import java.util.List;
import java.util.stream.IntStream;

/**
 * A square of the board in standard algebraic coordinates: files {@code a} to {@code h} from
 * White's left, ranks {@code 1} to {@code 8} from White's side (rule CHESS-21).
 *
 * <p>Inside the record the file and the rank are numbers from 0 to 7, so that {@code a1} is
 * {@code (0, 0)} and {@code h8} is {@code (7, 7)}. The 64 squares are created once and shared,
 * so {@link #of(int, int)} costs no allocation.
 *
 * @param file the file, 0 ({@code a}) to 7 ({@code h})
 * @param rank the rank, 0 (rank 1) to 7 (rank 8)
 */
public record Square(int file, int rank) {

    /** The number of files, and of ranks, of the board. */
    public static final int SIZE = 8;

    private static final Square[] ALL = new Square[SIZE * SIZE];

    static {
        for (int index = 0; index < ALL.length; index++) {
            ALL[index] = new Square(index % SIZE, index / SIZE);
        }
    }

    /**
     * Checks that the coordinates are on the board.
     *
     * @throws IllegalArgumentException unless {@code 0 <= file, rank < 8}
     */
    public Square {
        if (!isOnBoard(file, rank)) {
            throw new IllegalArgumentException("a square has file and rank from 0 to 7, but ("
                    + file + ", " + rank + ") was given");
        }
    }

    /**
     * Returns the square with these coordinates.
     *
     * @param file the file, 0 ({@code a}) to 7 ({@code h})
     * @param rank the rank, 0 (rank 1) to 7 (rank 8)
     * @return the square
     * @throws IllegalArgumentException unless {@code isOnBoard(file, rank)}
     */
    public static Square of(int file, int rank) {
        if (!isOnBoard(file, rank)) {
            throw new IllegalArgumentException("a square has file and rank from 0 to 7, but ("
                    + file + ", " + rank + ") was given");
        }
        return ALL[rank * SIZE + file];
    }

    /**
     * Reads a square written in algebraic notation, such as {@code e4}; the file letter may be
     * upper or lower case.
     *
     * @param name a file letter {@code a}-{@code h} followed by a rank digit {@code 1}-{@code 8}
     * @return the square
     * @throws IllegalArgumentException unless {@code name} is such a square name
     */
    public static Square parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException(
                    "a square is a file a-h and a rank 1-8, such as e4, but \"" + name
                            + "\" was given");
        }
        int file = "abcdefgh".indexOf(Character.toLowerCase(name.charAt(0)));
        int rank = "12345678".indexOf(name.charAt(1));
        if (file < 0 || rank < 0) {
            throw new IllegalArgumentException("\"" + name + "\" is not a square: use a file"
                    + " from a to h and a rank from 1 to 8, like e4");
        }
        return of(file, rank);
    }

    /**
     * Tells whether a file and a rank are both on the board.
     *
     * @param file a file number
     * @param rank a rank number
     * @return {@code true} when both are from 0 to 7
     */
    public static boolean isOnBoard(int file, int rank) {
        return 0 <= file && file < SIZE && 0 <= rank && rank < SIZE;
    }

    /**
     * Returns the 64 squares, {@code a1, b1, ..., h1, a2, ..., h8}.
     *
     * @return every square, rank by rank from White's side
     */
    public static List<Square> all() {
        return IntStream.range(0, ALL.length).mapToObj(index -> ALL[index]).toList();
    }

    /**
     * Returns the square's name in algebraic notation.
     *
     * @return a lowercase file letter and a rank digit, such as {@code "e4"}
     */
    public String name() {
        return "abcdefgh".charAt(file) + String.valueOf(rank + 1);
    }

    /**
     * Returns the letter of the square's file.
     *
     * @return {@code 'a'} to {@code 'h'}
     */
    public char fileLetter() {
        return (char) ('a' + file);
    }

    /**
     * Tells whether the square is a light one ({@code h1} is light, {@code a1} dark).
     *
     * @return {@code true} for a light square
     */
    public boolean isLight() {
        return (file + rank) % 2 == 1;
    }

    /**
     * Returns the square's name, as {@link #name()} does.
     *
     * @return the square's name
     */
    @Override
    public String toString() {
        return name();
    }
}
