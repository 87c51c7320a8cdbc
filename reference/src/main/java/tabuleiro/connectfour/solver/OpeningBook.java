package tabuleiro.connectfour.solver;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import tabuleiro.connectfour.Game;

/**
 * The perfect agent's moves in the opening, worked out in advance: for every position the agent
 * can meet with fewer than {@link #depth()} stones on the board, the column it plays there.
 *
 * <p>Why: the opening is where the {@link Solver} is slowest (minutes for the first move on the
 * empty board, seconds to tens of seconds for the next ones), and also where the agent meets the
 * fewest positions. The agent's own moves are fixed, so when it plays first it meets 1 position
 * before its first move, 7 before its second, 49 before its third; when it plays second, 7, 49,
 * 343. A book of these, made once by {@link BookGenerator} (the command
 * {@code connect-four book}), answers in microseconds where the solver alone would take
 * minutes, and the solver takes over past it: under 3 s a move from about 12 stones on (the
 * depth of the book that comes with the program, and what a deeper one costs, are in
 * {@code reference/BENCHMARKS.md}).
 *
 * <p>The book only ever says what the solver would: a column of best score, the most central of
 * those, the leftmost of two as central. A game against the agent is thus the same with or
 * without its book.
 *
 * <p>A position and its mirror image are filed under one {@link BitBoard#key() key}, which
 * halves the book. The entry describes the key's own orientation, the one whose
 * {@link BitBoard#code() code} is the key; for the other the column is mirrored, except when the
 * mirror column is as good (a bit of the entry says so): then the leftmost rule picks
 * the same column in both.
 *
 * <p>The file is a gzip stream of: the magic number {@code 0x43344231} ("C4B1"), the depth, the
 * number of entries, then the entries as 64-bit words in increasing order, each the key shifted
 * left by 10 bits, then one bit for "mirror as good", 3 bits for the column (0 to 6) and 6 bits
 * for the score plus 32. Reading checks every part of that (and gzip's own checksum), so a
 * corrupt file is refused rather than believed.
 *
 * <p>Instances are immutable and safe to share between threads.
 */
public final class OpeningBook {

    /** Where the book the agent uses lies on the class path. */
    static final String RESOURCE = "/tabuleiro/connectfour/solver/opening-book.bin.gz";

    /** The first four bytes of the data, "C4B1": a Connect Four book, format 1. */
    private static final int MAGIC = 0x43344231;

    /** The bits of an entry below its key. */
    static final int PAYLOAD_BITS = 10;
    private static final int SCORE_BITS = 6;
    private static final int SCORE_OFFSET = 32;
    private static final int COLUMN_BITS = 3;

    /** Positions with fewer stones than this are in the book, if the agent can meet them. */
    private final int depth;
    /** The entries, sorted by key: a binary search finds one among 100,000 in 17 steps. */
    private final long[] entries;
    /** Why this book is empty, when it stands for one that could not be read. */
    private final String problem;

    private OpeningBook(int depth, long[] entries, String problem) {
        this.depth = depth;
        this.entries = entries;
        this.problem = problem;
    }

    /**
     * Returns the book that comes with the program, read from the class path the first time it
     * is asked for. When it cannot be read (missing, corrupt), an empty book stands in for it,
     * so that the agent still plays, with the solver alone; its {@link #problem()} says why, for
     * the program that plays to say in its user's language (a log line in English would reach
     * nobody who can act on it).
     *
     * @return the book; {@link #problem()} says whether it is the real one
     */
    public static OpeningBook standard() {
        return Standard.BOOK;
    }

    /** The holder idiom: the JVM loads the book once, on first use, safely across threads. */
    private static final class Standard {
        static final OpeningBook BOOK = load(OpeningBook.class.getResourceAsStream(RESOURCE),
                "the opening book " + RESOURCE);
    }

    /**
     * Reads a book, standing in an empty book with the reason when it cannot: the fallback of
     * {@link #standard()}.
     *
     * @param in the data, or null when there is none
     * @param name what to call the data in the reason
     * @return the book read, or an empty book whose {@link #problem()} says why
     */
    static OpeningBook load(InputStream in, String name) {
        String problem;
        if (in == null) {
            problem = name + " is missing from the class path";
        } else {
            try (in) {
                return read(in);
            } catch (IOException unreadable) {
                problem = name + " cannot be read: " + unreadable.getMessage();
            }
        }
        return new OpeningBook(0, new long[0], problem);
    }

    /**
     * Makes a book of entries, in any order.
     *
     * @param depth the book covers positions with fewer stones than this
     * @param entries the entries, as {@link #entry} makes them, one per key
     * @return the book
     */
    static OpeningBook of(int depth, long[] entries) {
        long[] sorted = entries.clone();
        Arrays.sort(sorted);
        return new OpeningBook(depth, sorted, null);
    }

    /**
     * Files the agent's choice in a position as a book entry, under the position's key and
     * turned to the key's orientation.
     *
     * @param position the position, with the agent to move
     * @param column the column the solver chose there, 0 to 6
     * @param score the position's score
     * @param mirrorAsGood whether the mirror column ({@code 6 - column}) reaches the score too;
     *     {@code true} for the centre column
     * @return the entry
     */
    static long entry(BitBoard position, int column, int score, boolean mirrorAsGood) {
        int filed = column;
        if (position.code() != position.key() && !mirrorAsGood) {
            filed = BitBoard.WIDTH - 1 - column;
        }
        return position.key() << PAYLOAD_BITS
                | (mirrorAsGood ? 1L : 0L) << (COLUMN_BITS + SCORE_BITS)
                | (long) filed << SCORE_BITS
                | score + SCORE_OFFSET;
    }

    /**
     * Reads a book written by {@link #write}, checking it whole: the format, the order of the
     * entries, that each key is a position of a game that goes on with fewer stones than the
     * depth, in its key orientation, and that each column has space and each score is possible.
     *
     * @param in the data, read to its end and not closed
     * @return the book
     * @throws IOException if the data cannot be read or is not a valid book; the message says
     *     what is wrong
     */
    public static OpeningBook read(InputStream in) throws IOException {
        Objects.requireNonNull(in, "in");
        DataInputStream data = new DataInputStream(new GZIPInputStream(in));
        try {
            int magic = data.readInt();
            if (magic != MAGIC) {
                throw new IOException(String.format(
                        "it does not start with the magic number %08x but %08x", MAGIC, magic));
            }
            int depth = data.readInt();
            int count = data.readInt();
            if (depth < 0 || depth > BitBoard.CELLS || count < 0 || count > 1 << 24) {
                throw new IOException("depth " + depth + " and " + count
                        + " entries are not a book's (a depth of 0 to 42, at most 2^24 entries)");
            }
            long[] entries = new long[count];
            for (int index = 0; index < count; index++) {
                entries[index] = data.readLong();
                check(entries, index, depth);
            }
            if (data.read() != -1) {
                throw new IOException("data follows the " + count + " entries");
            }
            return new OpeningBook(depth, entries, null);
        } catch (EOFException truncated) {
            throw new IOException("it ends before its last entry", truncated);
        }
    }

    private static void check(long[] entries, int index, int depth) throws IOException {
        long entry = entries[index];
        if (index > 0 && keyOf(entry) <= keyOf(entries[index - 1])) {
            throw new IOException("entry " + index + " is not after entry " + (index - 1));
        }
        BitBoard position;
        try {
            position = BitBoard.ofCode(keyOf(entry));
        } catch (IllegalArgumentException notAPosition) {
            throw new IOException("entry " + index + ": " + notAPosition.getMessage(),
                    notAPosition);
        }
        int column = storedColumn(entry);
        int score = scoreIn(entry);
        int most = (BitBoard.CELLS + 1 - position.moves()) / 2;
        if (position.key() != keyOf(entry) || position.moves() >= depth
                || column >= BitBoard.WIDTH || !position.canPlay(column)
                || Math.abs(score) > most) {
            throw new IOException("entry " + index + " (" + Long.toHexString(entry)
                    + ") is no choice of the agent in a position of fewer than " + depth
                    + " stones: its position, column or score is impossible");
        }
    }

    /**
     * Writes the book in the format {@link #read} reads.
     *
     * @param out where to write; finished but not closed
     * @throws IOException if writing fails
     */
    public void write(OutputStream out) throws IOException {
        GZIPOutputStream zipped = new GZIPOutputStream(out, 1 << 16);
        DataOutputStream data = new DataOutputStream(zipped);
        data.writeInt(MAGIC);
        data.writeInt(depth);
        data.writeInt(entries.length);
        for (long entry : entries) {
            data.writeLong(entry);
        }
        data.flush();
        zipped.finish();
    }

    /**
     * Returns how deep the book goes: it holds the agent's move in every position it can meet
     * with fewer stones than this.
     *
     * @return 0 for an empty book
     */
    public int depth() {
        return depth;
    }

    /**
     * Returns the number of positions in the book, each standing for its mirror image too.
     *
     * @return the number of entries
     */
    public int size() {
        return entries.length;
    }

    /**
     * Tells why this book is empty, when it stands for the {@link #standard()} book that could
     * not be read.
     *
     * @return the reason, or empty for a book that was read or made
     */
    public Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    /**
     * Returns the perfect agent's column in a game's position, if the book has it.
     *
     * @param game the game, read through its public methods and not changed
     * @return the column, 1 to 7, that the {@link Solver} would choose; empty when the position
     *     is not in the book (the game is over, it has {@link #depth()} stones or more, or the
     *     agent cannot reach it by its own moves)
     * @throws NullPointerException if {@code game} is null
     */
    public OptionalInt column(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver() || entries.length == 0) {
            return OptionalInt.empty();
        }
        return column(BitBoard.of(game));
    }

    /** The agent's column, 1 to 7 as the game numbers them, in a position the book has. */
    OptionalInt column(BitBoard position) {
        OptionalInt column = columnOf(position);
        return column.isPresent() ? OptionalInt.of(column.getAsInt() + 1) : column;
    }

    /** The agent's column, 0 to 6, in a position, if the book has it. */
    OptionalInt columnOf(BitBoard position) {
        int index = indexOf(position);
        if (index < 0) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(columnIn(entries[index], position));
    }

    /**
     * The column, 0 to 6, that an entry gives for a position filed under its key: the entry's
     * column for the key's own orientation, otherwise its mirror unless the mirror column is as
     * good (see the class comment).
     *
     * @pre the entry is the position's: {@code position.key() == keyOf(entry)}
     */
    static int columnIn(long entry, BitBoard position) {
        assert position.key() == keyOf(entry) : "pre: the entry is the position's";
        int column = storedColumn(entry);
        boolean mirrorAsGood = (entry >>> (COLUMN_BITS + SCORE_BITS) & 1) != 0;
        return position.code() == position.key() || mirrorAsGood
                ? column : BitBoard.WIDTH - 1 - column;
    }

    /** The score of a position, if the book has it. */
    OptionalInt scoreOf(BitBoard position) {
        int index = indexOf(position);
        return index < 0 ? OptionalInt.empty() : OptionalInt.of(scoreIn(entries[index]));
    }

    /** The entries, in increasing order of key. */
    long[] entries() {
        return entries.clone();
    }

    private int indexOf(BitBoard position) {
        if (position.moves() >= depth) {
            return -1;
        }
        long key = position.key();
        int low = 0;
        int high = entries.length - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            long found = keyOf(entries[middle]);
            if (found < key) {
                low = middle + 1;
            } else if (found > key) {
                high = middle - 1;
            } else {
                return middle;
            }
        }
        return -1;
    }

    private static long keyOf(long entry) {
        return entry >>> PAYLOAD_BITS;
    }

    private static int storedColumn(long entry) {
        return (int) (entry >>> SCORE_BITS) & ((1 << COLUMN_BITS) - 1);
    }

    /** The score an entry gives its position, in either orientation. */
    static int scoreIn(long entry) {
        return (int) (entry & ((1 << SCORE_BITS) - 1)) - SCORE_OFFSET;
    }
}
