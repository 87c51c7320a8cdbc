/**
 * A class graded in shards: which share of the class a shard grades ({@link Shard},
 * {@link Deal}), the manifest each shard writes beside its results ({@link ShardManifest}), and
 * the checks that the shards given to {@code grade merge} make exactly one class, graded by one
 * grader under one scheme ({@link ShardSet}).
 *
 * <p>Who uses it: the {@code wholeclass} commands alone ({@code grade --shard} and
 * {@code grade merge}). It imports nothing of the grader but {@code model}: it reads and checks
 * names and digests, and never grades, reads a submission or writes a report.
 */
package tabuleiro.grading.shard;
