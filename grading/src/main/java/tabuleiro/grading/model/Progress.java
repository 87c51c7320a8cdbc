package tabuleiro.grading.model;

import java.util.Locale;
import java.util.Optional;

/**
 * How far a long run is: {@code grade}'s {@code [k/N m:ss]} (done of the total, the time since
 * the start), written once here for {@code grade}, {@code tournament} and the kit's
 * {@code play --tournament}, with an estimate of the time left at the pace so far.
 *
 * @param done the units done (submissions, games)
 * @param total the units in all
 * @param elapsedNanos the time since the run started, in nanoseconds
 */
public record Progress(int done, int total, long elapsedNanos) {

    /** How many progress lines a run of many units prints at most, besides its last. */
    static final int LINES = 20;

    /**
     * Checks the counts.
     *
     * @throws IllegalArgumentException unless {@code 0 <= done <= total} and the time is not
     *     negative
     */
    public Progress {
        if (done < 0 || done > total || elapsedNanos < 0) {
            throw new IllegalArgumentException("not a run's progress: " + done + " of " + total
                    + " after " + elapsedNanos + " ns");
        }
    }

    /**
     * The progress from a start read with {@link System#nanoTime()}.
     *
     * @param done the units done
     * @param total the units in all
     * @param startNanos {@code System.nanoTime()} at the start
     * @return the progress now
     */
    public static Progress since(int done, int total, long startNanos) {
        return new Progress(done, total, Math.max(0, System.nanoTime() - startNanos));
    }

    /**
     * {@code grade}'s bracket: done of the total and the time since the start.
     *
     * @return such as {@code [12/560 1:05]}
     */
    public String bracket() {
        return "[" + done + "/" + total + " " + clock(elapsedNanos) + "]";
    }

    /**
     * The time still to go if the units left take as long as those done did on average.
     *
     * @return such as {@code 4:10}; empty before the first unit is done
     */
    public Optional<String> left() {
        if (done == 0) {
            return Optional.empty();
        }
        double each = (double) elapsedNanos / done;
        return Optional.of(clock(Math.round(each * (total - done))));
    }

    /**
     * Whether a run that tells of each unit should print this one: every unit of a short run,
     * about one in {@value #LINES} of a long one, and always the last, so that a run of
     * hundreds of games prints some twenty lines.
     *
     * @return {@code true} to print it
     */
    public boolean due() {
        int step = Math.max(1, total / LINES);
        return done == total || done % step == 0;
    }

    /** Minutes and seconds, {@code m:ss}, hours counted in minutes. */
    private static String clock(long nanos) {
        long seconds = nanos / 1_000_000_000L;
        return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
