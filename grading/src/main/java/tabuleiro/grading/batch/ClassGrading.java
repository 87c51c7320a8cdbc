package tabuleiro.grading.batch;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import tabuleiro.grading.grade.SubmissionGrader;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Progress;
import tabuleiro.grading.model.Submission;

/**
 * Grades a class: up to {@code jobs} submissions at once, each one's result stored as soon as it
 * is known, and a submission whose stored result has the same fingerprint taken as it is.
 *
 * <p>So a re-run with nothing changed grades nothing, a re-run after one student hands in again
 * grades that student, and a run that was interrupted (a power cut, Ctrl-C) resumes where it
 * stopped: only the submissions without a complete stored result are graded.
 *
 * <p>Each submission that ends is announced on the progress stream at once, with how many are
 * done and the time since the start, so a long run shows how far it is.
 */
public final class ClassGrading {

    private final SubmissionGrader grader;
    private final Marking marking;
    private final Fingerprint fingerprint;
    private final int jobs;
    private final boolean regrade;
    private final PrintWriter progress;
    private final Function<GradedSubmission, String> line;

    /**
     * Prepares to grade a class.
     *
     * @param grader grades one submission
     * @param marking the marking, to rebuild the scores of stored results
     * @param fingerprint the fingerprint of the grading, for the submissions'
     * @param jobs how many submissions to grade at once
     * @param regrade whether to grade every submission, stored results or not
     * @param progress where to tell how far the class is
     * @param line a submission's line on the console, which its progress line repeats after
     *     the count and the time, so that a terminal that shows only the progress misses
     *     nothing of it
     * @throws IllegalArgumentException unless {@code jobs > 0}
     */
    public ClassGrading(SubmissionGrader grader, Marking marking, Fingerprint fingerprint,
            int jobs, boolean regrade, PrintWriter progress,
            Function<GradedSubmission, String> line) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs is a positive number, but it is " + jobs);
        }
        this.grader = Objects.requireNonNull(grader, "grader");
        this.marking = Objects.requireNonNull(marking, "marking");
        this.fingerprint = Objects.requireNonNull(fingerprint, "fingerprint");
        this.jobs = jobs;
        this.regrade = regrade;
        this.progress = Objects.requireNonNull(progress, "progress");
        this.line = Objects.requireNonNull(line, "line");
    }

    /**
     * Grades the submissions.
     *
     * @param submissions the submissions, each with its report name
     * @param out the report folder of the class
     * @param eachInOrder told of each graded submission, in the order of {@code submissions}
     * @return the graded submissions, in the same order
     * @throws InterruptedException if the grader is interrupted
     */
    public List<GradedSubmission> gradeAll(List<Submission> submissions, Path out,
            Consumer<GradedSubmission> eachInOrder) throws InterruptedException {
        return gradeAll(submissions, Map.of(), out, eachInOrder);
    }

    /**
     * Grades the submissions, refusing some before grading.
     *
     * @param submissions the submissions, each with its report name
     * @param refused why each refused submission is refused, by its report name, in the
     *     marking's language: nothing of it is compiled or run, and its reports say so
     * @param out the report folder of the class
     * @param eachInOrder told of each graded submission, in the order of {@code submissions}
     * @return the graded submissions, in the same order
     * @throws InterruptedException if the grader is interrupted
     */
    public List<GradedSubmission> gradeAll(List<Submission> submissions,
            Map<String, String> refused, Path out, Consumer<GradedSubmission> eachInOrder)
            throws InterruptedException {
        long start = System.nanoTime();
        AtomicInteger done = new AtomicInteger();
        AtomicInteger unchanged = new AtomicInteger();
        int total = submissions.size();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1,
                Math.min(jobs, total)));
        try {
            List<Future<GradedSubmission>> futures = new ArrayList<>();
            for (Submission submission : submissions) {
                futures.add(pool.submit(() -> {
                    Graded graded = refused.containsKey(submission.name())
                            ? refuse(submission, refused.get(submission.name()), out)
                            : gradeOne(submission, out);
                    if (graded.reused()) {
                        unchanged.incrementAndGet();
                    }
                    report(done.incrementAndGet(), total, unchanged.get(), start, graded);
                    return graded.submission();
                }));
            }
            List<GradedSubmission> graded = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                GradedSubmission result;
                try {
                    result = futures.get(i).get();
                } catch (ExecutionException e) {
                    // grade() reports its own failures, but an Error (out of memory) escapes it;
                    // it costs this submission only, and the summary is still written.
                    result = grader.failed(submissions.get(i).name(), e.getCause(), 0);
                }
                graded.add(result);
                eachInOrder.accept(result);
            }
            return graded;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Writes a refused submission's reports and stores its result, so that the class keeps
     * it; it is never taken from an earlier run, as refusing costs nothing.
     */
    private Graded refuse(Submission submission, String why, Path out) throws IOException {
        Path folder = out.resolve(submission.name());
        Files.deleteIfExists(folder.resolve(StoredResult.FILE));
        GradedSubmission graded = grader.refused(submission, why, out);
        if (graded.status() == Status.REFUSED) {
            StoredResult.of(graded, fingerprint.of(submission)).write(folder);
        }
        return new Graded(graded, false);
    }

    /** Takes a submission's stored result if it is still good, or grades it and stores it. */
    private Graded gradeOne(Submission submission, Path out) throws IOException {
        Path folder = out.resolve(submission.name());
        String print = fingerprint.of(submission);
        Optional<StoredResult> stored = regrade ? Optional.empty() : StoredResult.read(folder);
        if (stored.isPresent() && stored.get().fingerprint().equals(print)
                && Files.isRegularFile(folder.resolve("results.json"))) {
            return new Graded(stored.get().graded(marking, submission), true);
        }
        // An old result must not vouch for reports that are about to be replaced.
        Files.deleteIfExists(folder.resolve(StoredResult.FILE));
        GradedSubmission graded = grader.grade(submission, out);
        // A failure of the grader is not a result: the next run tries again.
        if (graded.status() != Status.GRADER_ERROR) {
            StoredResult.of(graded, print).write(folder);
        }
        return new Graded(graded, false);
    }

    private void report(int done, int total, int unchanged, long start, Graded graded) {
        GradedSubmission submission = graded.submission();
        synchronized (progress) {
            progress.printf("%s %s%s%n", Progress.since(done, total, start).bracket(),
                    line.apply(submission),
                    graded.reused() ? " — unchanged, kept from the last run" : "");
            progress.flush();
        }
    }

    /** A graded submission, and whether its stored result was taken. */
    private record Graded(GradedSubmission submission, boolean reused) {
    }
}
