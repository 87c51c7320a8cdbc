package tabuleiro.connectfour.solver;

import java.util.Arrays;

/**
 * The solver's memory of positions it has already searched: for each, a bound on its score.
 *
 * <p>The same position is reached by many move orders (4-5-3 and 3-5-4 lead to the same
 * board), and without a memory the search would solve it again each time. A full search of a
 * position under a window {@code (alpha, beta)} does not always learn its exact score, only
 * that the score is at most alpha (every move failed) or at least some value (a move was good
 * enough to stop). Both facts stay true whatever window comes next, so the table keeps them as
 * an upper or a lower bound and the search uses them to narrow its window.
 *
 * <p>The table is a fixed array with one entry per slot, and a new entry simply replaces the old
 * one in its slot: recent positions are the likeliest to come back, and a lost entry costs only
 * time, never correctness.
 *
 * <p>It is compact. The key of a position fits in 49 bits; the slot is the key modulo the size,
 * a prime, and the entry keeps only the low 32 bits of the key. Two keys with the same slot and
 * the same low bits are equal modulo the prime and modulo {@code 2^32}, hence (by the Chinese
 * remainder theorem) modulo their product; when the prime is above {@code 2^17} that product
 * exceeds {@code 2^49}, so the keys are equal. The table thus never mistakes one position for
 * another while spending 4 bytes on the key and 1 on the bound. The prime size also spreads keys,
 * which share many low bits, more evenly over the slots than a power of two would.
 */
final class TranspositionTable {

    /** What {@link #upperBound} returns for a position it knows nothing about. */
    static final int NO_UPPER_BOUND = Integer.MAX_VALUE;

    /** What {@link #lowerBound} returns for a position it knows nothing about. */
    static final int NO_LOWER_BOUND = Integer.MIN_VALUE;

    /** The fewest slots for which the 32 stored bits identify a 49-bit key (see above). */
    static final int MIN_SIZE_BITS = 17;

    /** The most slots we allow: about 5 GiB. */
    static final int MAX_SIZE_BITS = 30;

    /**
     * A bound is stored as its score moved by this offset, up for an upper bound and down for a
     * lower bound, so that one byte says both which kind it is and its value, and so that 0 can
     * mean "empty". Scores lie within ±21.
     */
    private static final int KIND_OFFSET = 64;

    private final int[] keys;
    private final byte[] entries;

    /**
     * Creates an empty table with a prime number of slots just above {@code 2^sizeBits}.
     *
     * @param sizeBits the size of the table as a power of two: from 17 to 30; each slot takes
     *     5 bytes, so 24 makes about 80 MiB
     * @throws IllegalArgumentException unless {@code 17 <= sizeBits && sizeBits <= 30}
     */
    TranspositionTable(int sizeBits) {
        if (sizeBits < MIN_SIZE_BITS || sizeBits > MAX_SIZE_BITS) {
            throw new IllegalArgumentException("a table size is a power of two from "
                    + MIN_SIZE_BITS + " to " + MAX_SIZE_BITS + ", but " + sizeBits + " was given");
        }
        int size = smallestPrimeFrom(1 << sizeBits);
        keys = new int[size];
        entries = new byte[size];
    }

    private static int smallestPrimeFrom(int start) {
        int candidate = start;
        while (!isPrime(candidate)) {
            candidate++;
        }
        return candidate;
    }

    private static boolean isPrime(int number) {
        if (number % 2 == 0) {
            return number == 2;
        }
        for (int divisor = 3; (long) divisor * divisor <= number; divisor += 2) {
            if (number % divisor == 0) {
                return false;
            }
        }
        return number > 1;
    }

    /**
     * Returns the number of slots.
     *
     * @return a prime, the smallest at least {@code 2^sizeBits}
     */
    int size() {
        return keys.length;
    }

    /**
     * Remembers that a position's score is at most a value.
     *
     * @param key the position's {@link BitBoard#key() key}
     * @param score the bound, within ±21
     */
    void storeUpperBound(long key, int score) {
        store(key, score + KIND_OFFSET);
    }

    /**
     * Remembers that a position's score is at least a value.
     *
     * @param key the position's {@link BitBoard#key() key}
     * @param score the bound, within ±21
     */
    void storeLowerBound(long key, int score) {
        store(key, score - KIND_OFFSET);
    }

    private void store(long key, int entry) {
        int slot = slotOf(key);
        keys[slot] = (int) key;
        entries[slot] = (byte) entry;
    }

    /**
     * Returns the upper bound remembered for a position, if any.
     *
     * @param key the position's {@link BitBoard#key() key}
     * @return the bound, or {@link #NO_UPPER_BOUND} (an "infinite" bound, which narrows no
     *     window) when the table holds none
     */
    int upperBound(long key) {
        int entry = entryOf(key);
        return entry > 0 ? entry - KIND_OFFSET : NO_UPPER_BOUND;
    }

    /**
     * Returns the lower bound remembered for a position, if any.
     *
     * @param key the position's {@link BitBoard#key() key}
     * @return the bound, or {@link #NO_LOWER_BOUND} when the table holds none
     */
    int lowerBound(long key) {
        int entry = entryOf(key);
        return entry < 0 ? entry + KIND_OFFSET : NO_LOWER_BOUND;
    }

    /** The entry of the key's slot if it holds this key, otherwise 0 (nothing known). */
    private int entryOf(long key) {
        int slot = slotOf(key);
        return keys[slot] == (int) key ? entries[slot] : 0;
    }

    /**
     * The slot where a key is filed.
     *
     * @pre the key fits in 49 bits, as every position's key does:
     *     {@code 0 <= key && key < 1L << 49}
     */
    private int slotOf(long key) {
        assert 0 <= key && key < 1L << 49 : "pre: a key fits in 49 bits";
        return (int) (key % keys.length);
    }

    /** Forgets every position. */
    void clear() {
        Arrays.fill(keys, 0);
        Arrays.fill(entries, (byte) 0);
    }
}
