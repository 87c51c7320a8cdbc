package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tabuleiro.grading.batch.Fingerprint;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.report.wholeclass.TimingsCsv;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shard.Deal;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.shard.ShardManifest;

/**
 * The end of {@code grade --shard I/N}: once the shard's submissions are graded and their
 * reports written, its {@code timings.csv} and its manifest, {@value ShardManifest#FILE}, and the
 * exit status that tells a cluster engine whether another try could help.
 */
final class ShardRun {

    private final Shard shard;
    private final List<Submission> wholeClass;
    private final Set<Path> unreadable;
    private final Fingerprint fingerprint;
    private final Instant started;

    /**
     * Prepares the end of a shard's run.
     *
     * @param shard the shard
     * @param wholeClass every submission of the class, in its order (the shard's manifest
     *     records the class it was dealt from and each of its submissions' place in it)
     * @param unreadable the folders of the submissions whose hand-in could not be read
     * @param fingerprint the fingerprint the shard's results were stored with
     * @param started when the run started
     */
    ShardRun(Shard shard, List<Submission> wholeClass, Set<Path> unreadable,
            Fingerprint fingerprint, Instant started) {
        this.shard = Objects.requireNonNull(shard, "shard");
        this.wholeClass = List.copyOf(wholeClass);
        this.unreadable = Set.copyOf(unreadable);
        this.fingerprint = Objects.requireNonNull(fingerprint, "fingerprint");
        this.started = Objects.requireNonNull(started, "started");
    }

    /**
     * Writes the shard's timings and manifest and says how the shard ended.
     *
     * @param out the shard's report folder
     * @param graded the shard's graded submissions, in the class's order
     * @param times where the time went, for those graded in this run
     * @param scheme the scheme, speaking the language it graded in
     * @param classpath the grading JVMs' class path
     * @param console where the shard's line goes
     * @param err where its errors go
     * @return 0; 1 when the grader failed on a submission (another try may succeed);
     *     {@value GradeCommand#UNREADABLE} when a submission's hand-in could not be read
     * @throws IOException if a file cannot be read or written
     */
    int finish(Path out, List<GradedSubmission> graded, List<PhaseTimes> times, Scheme scheme,
            RunnerClasspath classpath, PrintWriter console, PrintWriter err) throws IOException {
        TimingsCsv.write(out, ClassFiles.inClassOrder(times, graded));
        Map<String, Integer> place = new HashMap<>();
        Map<String, Submission> byName = new HashMap<>();
        for (int i = 0; i < wholeClass.size(); i++) {
            place.put(wholeClass.get(i).name(), i);
            byName.put(wholeClass.get(i).name(), wholeClass.get(i));
        }
        Map<String, PhaseTimes> timeOf = new HashMap<>();
        times.forEach(time -> timeOf.put(time.submission(), time));
        List<ShardManifest.Entry> entries = new ArrayList<>();
        List<String> unread = new ArrayList<>();
        for (GradedSubmission result : graded) {
            Submission submission = byName.get(result.name());
            boolean notRead = unreadable.contains(submission.folder());
            if (notRead) {
                unread.add(result.name());
            }
            entries.add(new ShardManifest.Entry(result.name(), place.get(result.name()),
                    submission.student().fullName(),
                    submission.student().moodleId().orElse(null),
                    submission.submittedAt().map(Instant::toString).orElse(null),
                    submission.folder().toString(), Fingerprint.sources(submission),
                    fingerprint.of(submission), notRead, timeOf.get(result.name())));
        }
        List<String> names = wholeClass.stream().map(Submission::name).toList();
        ShardManifest manifest = new ShardManifest(ShardManifest.FORMAT, shard.index(),
                shard.count(), GraderJars.digest(classpath), Fingerprint.ofScheme(scheme),
                ShardManifest.Jdk.current(), Deal.classDigest(names), names.size(), entries,
                started.toString(), Instant.now().toString());
        Path file = manifest.write(out);
        console.println("shard " + shard + ": " + graded.size() + " of " + names.size()
                + " submissions graded; manifest " + file + " (grade merge makes the class's"
                + " files from every shard)");
        console.flush();
        long notGraded = graded.stream().filter(g -> g.status()
                == GradedSubmission.Status.GRADER_ERROR).count();
        if (notGraded > 0) {
            err.println("error: the grader failed on " + notGraded + " of " + graded.size()
                    + " submissions of shard " + shard + " (their notes say why): grade the"
                    + " shard again once that is fixed");
            err.flush();
            return 1;
        }
        if (!unread.isEmpty()) {
            err.println("error: shard " + shard + " holds " + unread.size() + " submission"
                    + (unread.size() == 1 ? "" : "s") + " whose hand-in could not be read or"
                    + " was refused (" + String.join(", ", unread) + "): graded 0, its"
                    + " results are written; exit status " + GradeCommand.UNREADABLE
                    + ", as another try reads the same input");
            err.flush();
            return GradeCommand.UNREADABLE;
        }
        return 0;
    }
}
