package tabuleiro.grading.shard;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One shard of a class graded as {@code count} shards: {@code grade --shard INDEX/COUNT}.
 * Shards are numbered from 0, as a Kubernetes Indexed Job numbers its pods
 * ({@code JOB_COMPLETION_INDEX}) and a Slurm job array {@code --array=0-(N-1)} its tasks
 * ({@code SLURM_ARRAY_TASK_ID}), so either engine's number is the index as it is.
 *
 * @param index which shard, from 0
 * @param count how many shards the class is graded as
 * @invariant {@code 0 <= index < count}
 */
public record Shard(int index, int count) {

    /** The most shards a class may be cut into: more than any class has submissions. */
    public static final int MOST = 100_000;

    private static final Pattern FORM = Pattern.compile("(\\d{1,9})/(\\d{1,9})");

    /**
     * Checks the shard.
     *
     * @throws IllegalArgumentException unless {@code 0 <= index < count <= }{@value #MOST}
     */
    public Shard {
        if (count < 1 || count > MOST || index < 0 || index >= count) {
            throw new IllegalArgumentException(expected(index + "/" + count));
        }
    }

    /**
     * Reads a shard as the command line gives it.
     *
     * @param text such as {@code 0/4} (the first of four) or {@code 3/4} (the last)
     * @return the shard
     * @throws IllegalArgumentException unless the text is {@code I/N} with
     *     {@code 0 <= I < N}; the message says what was expected
     */
    public static Shard parse(String text) {
        Matcher matcher = FORM.matcher(text == null ? "" : text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException(expected(text));
        }
        return new Shard(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
    }

    private static String expected(String given) {
        return "--shard is I/N, shard I of N counted from 0 (0 <= I < N <= " + MOST + ", as"
                + " Kubernetes' JOB_COMPLETION_INDEX and a Slurm array --array=0-(N-1) number"
                + " them: 0/4, 1/4, 2/4 and 3/4 are the four shards of a class), but it is "
                + given;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
