package tabuleiro.connectfour.solver;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Makes an {@link OpeningBook}: finds every position the perfect agent can meet with fewer than
 * a given number of stones, as first player and as second, and asks the {@link Solver} for its
 * move in each.
 *
 * <p>The positions are found by playing the game as the agent would: where the agent is to move,
 * only its own choice is followed; where the opponent is, every column with space is. Positions
 * that are the same or mirror images are solved once, but the walk goes on from each of them,
 * because the agent's tie-break (the leftmost of two columns as good) can make its move in a
 * position other than the mirror of its move in the mirror image, and lead elsewhere.
 *
 * <p>The book grows one number of stones at a time: the positions with no stone, then those
 * with one, and so on, each level found with the moves of the levels before. After each level
 * the book so far is complete to that depth, and is handed to a listener that can save it: a
 * long generation that is stopped keeps what it has done, and a later one can go on from it
 * ({@link #startingFrom}).
 *
 * <p>Only the {@link Solver}'s methods that a student's solver also has are used (the book
 * must compile against the exercise's {@code Solver.java}): its best column, then its score,
 * which the table filled by the first search makes quick, and the score of the mirror column
 * when it could tie.
 */
public final class BookGenerator {

    private final int depth;
    private final int threads;
    private final int tableBits;
    private final Consumer<String> progress;
    private final long progressNanos;

    /** The entries known, by key: solved here, or taken from an earlier book. */
    private final Map<Long, Long> entries = new ConcurrentHashMap<>();
    private Consumer<OpeningBook> levelDone = book -> {};
    private long start;
    private long lastReport;

    /**
     * Prepares to make a book.
     *
     * @param depth the book will hold the positions with fewer stones than this: 0 to 42
     * @param threads the threads that solve positions at once, each with its own solver
     * @param tableBits the size of each solver's table, as in {@link Solver#Solver(int)}
     * @param progress what to tell how the work goes: a line at most every
     *     {@code progressSeconds}, and one at the end of each level
     * @param progressSeconds the least time between two lines of progress within a level
     * @throws IllegalArgumentException unless {@code 0 <= depth && depth <= 42 && threads >= 1
     *     && progressSeconds >= 0} and the table size is one {@link Solver} accepts
     * @throws NullPointerException if {@code progress} is null
     */
    public BookGenerator(int depth, int threads, int tableBits, Consumer<String> progress,
            int progressSeconds) {
        if (depth < 0 || depth > BitBoard.CELLS) {
            throw new IllegalArgumentException("a book's depth is a number of stones from 0 to "
                    + BitBoard.CELLS + ", but " + depth + " was given");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("at least one thread is needed, but " + threads
                    + " was given");
        }
        if (progressSeconds < 0) {
            throw new IllegalArgumentException("the time between progress lines is at least 0"
                    + " seconds, but " + progressSeconds + " was given");
        }
        if (tableBits < TranspositionTable.MIN_SIZE_BITS
                || tableBits > TranspositionTable.MAX_SIZE_BITS) {
            throw new IllegalArgumentException("a table size is a power of two from "
                    + TranspositionTable.MIN_SIZE_BITS + " to "
                    + TranspositionTable.MAX_SIZE_BITS + ", but " + tableBits + " was given");
        }
        this.depth = depth;
        this.threads = threads;
        this.tableBits = tableBits;
        this.progress = Objects.requireNonNull(progress, "progress");
        this.progressNanos = progressSeconds * 1_000_000_000L;
    }

    /**
     * Takes the entries of a book made earlier as already solved, so that a deeper book need
     * only solve the positions the earlier one lacks: its moves are the solver's whatever the
     * depth it was made for.
     *
     * @param known the earlier book, made by this class (with the same solver)
     * @return this generator
     * @throws NullPointerException if {@code known} is null
     */
    public BookGenerator startingFrom(OpeningBook known) {
        for (long entry : known.entries()) {
            entries.put(entry >>> OpeningBook.PAYLOAD_BITS, entry);
        }
        return this;
    }

    /**
     * Sets what to do with the book each time it is complete to one more stone: save it, say.
     *
     * @param listener called with the book of each depth from 1 to the final one
     * @return this generator
     * @throws NullPointerException if {@code listener} is null
     */
    public BookGenerator onEachDepth(Consumer<OpeningBook> listener) {
        levelDone = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Finds and solves every position of the book. It takes time: minutes for the first
     * positions alone (see {@code reference/BENCHMARKS.md}).
     *
     * @return the book
     */
    public OpeningBook generate() {
        return generateFrom(BitBoard.empty());
    }

    /**
     * Makes the book of a game that starts from a given position rather than the empty board,
     * the agent to move there or its opponent: a small book, for tests.
     *
     * @param root the position the game starts from
     * @return the book of the positions the agent can meet from there
     */
    OpeningBook generateFrom(BitBoard root) {
        start = System.nanoTime();
        lastReport = start;
        OpeningBook book = OpeningBook.of(root.moves(), new long[0]);
        for (int level = root.moves(); level < depth; level++) {
            Map<Long, BitBoard> positions = new LinkedHashMap<>();
            Set<Long> walked = new HashSet<>();
            // As first player the agent moves at the root; as second, after any reply there.
            collect(root, true, level, positions, walked);
            collect(root, false, level, positions, walked);
            int solved = solve(level, positions.values());
            book = bookOf(root, level + 1);
            report(level, solved, solved, true);
            levelDone.accept(book);
        }
        return book;
    }

    /**
     * Gathers the positions with {@code level} stones where the agent is to move, by their
     * codes, walking with the moves already known.
     */
    private void collect(BitBoard position, boolean agentToMove, int level,
            Map<Long, BitBoard> positions, Set<Long> walked) {
        if (position.moves() == level) {
            if (agentToMove) {
                positions.putIfAbsent(position.code(), position);
            }
            return;
        }
        if (agentToMove) {
            if (!walked.add(position.code())) {
                return;
            }
            long entry = entries.get(position.key());
            int column = OpeningBook.columnIn(entry, position);
            if (!position.isWinningMove(column) && position.moves() + 1 < BitBoard.CELLS) {
                collect(position.play(column), false, level, positions, walked);
            }
            return;
        }
        for (int reply : MoveSorter.centreFirstColumns()) {
            if (position.canPlay(reply) && !position.isWinningMove(reply)
                    && position.moves() + 1 < BitBoard.CELLS) {
                collect(position.play(reply), true, level, positions, walked);
            }
        }
    }

    /**
     * Solves the positions of a level that are not known yet, on the generator's threads, and
     * returns how many there were.
     */
    private int solve(int level, Iterable<BitBoard> positions) {
        Map<Long, BitBoard> unknown = new LinkedHashMap<>();
        for (BitBoard position : positions) {
            if (!entries.containsKey(position.key())) {
                unknown.putIfAbsent(position.key(), position);
            }
        }
        List<BitBoard> work = new ArrayList<>(unknown.values());
        AtomicInteger done = new AtomicInteger();
        ThreadLocal<Solver> solvers = ThreadLocal.withInitial(() -> new Solver(tableBits));
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(() -> work.parallelStream().forEach(position -> {
                entries.put(position.key(), entryOf(solvers.get(), position));
                report(level, done.incrementAndGet(), work.size(), false);
            })).join();
        } finally {
            pool.shutdown();
        }
        return work.size();
    }

    /** The solver's choice in a position, as a book entry. */
    private static long entryOf(Solver solver, BitBoard position) {
        int column = solver.bestColumnOf(position);
        int score = solver.scoreOf(position);
        // A column left of the centre may tie with its mirror image on the right, which the
        // agent's centre-first order tries next; right of it, the mirror was tried first.
        int mirror = BitBoard.WIDTH - 1 - column;
        boolean mirrorAsGood = mirror == column || mirror > column && position.canPlay(mirror)
                && scoreOfMove(solver, position, mirror) == score;
        return OpeningBook.entry(position, column, score, mirrorAsGood);
    }

    /** The exact score of playing a column that has space. */
    private static int scoreOfMove(Solver solver, BitBoard position, int column) {
        return position.isWinningMove(column) ? (BitBoard.CELLS + 1 - position.moves()) / 2
                : -solver.scoreOf(position.play(column));
    }

    /** The book of the positions the agent can meet from the root with fewer than d stones. */
    private OpeningBook bookOf(BitBoard root, int bookDepth) {
        Set<Long> keys = new HashSet<>();
        for (int level = root.moves(); level < bookDepth; level++) {
            Map<Long, BitBoard> positions = new LinkedHashMap<>();
            Set<Long> walked = new HashSet<>();
            collect(root, true, level, positions, walked);
            collect(root, false, level, positions, walked);
            positions.values().forEach(position -> keys.add(position.key()));
        }
        return OpeningBook.of(bookDepth, keys.stream().mapToLong(entries::get).toArray());
    }

    private synchronized void report(int level, int done, int total, boolean levelEnd) {
        long now = System.nanoTime();
        if (!levelEnd && now - lastReport < progressNanos && done < total) {
            return;
        }
        lastReport = now;
        progress.accept(String.format("%6.0f s: %s %,d of %,d new positions with %d stones",
                (now - start) / 1e9, levelEnd ? "depth " + (level + 1) + " done," : "solved",
                done, total, level));
    }
}
