package tabuleiro.grading.similarity;

import de.jplag.JPlag;
import de.jplag.JPlagComparison;
import de.jplag.JPlagResult;
import de.jplag.Match;
import de.jplag.ParsingException;
import de.jplag.Submission;
import de.jplag.Token;
import de.jplag.clustering.ClusteringOptions;
import de.jplag.exceptions.ExitException;
import de.jplag.options.JPlagOptions;
import de.jplag.reporting.reportobject.ReportObjectFactory;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;

/**
 * Runs JPlag over a class's submissions: each one's own files of the game's package (see
 * {@link OwnSources}) against every other's, with the skeleton's files of the package as JPlag's
 * base code, so that the code every student was given counts for nothing.
 *
 * <p>JPlag compares token sequences (Java's syntax, not its names or layout), so renamed
 * identifiers, other comments, blank lines and reordered methods do not hide a shared run. A
 * submission with no file of its own, one JPlag cannot parse, or one too short to match is left
 * out with a reason; it never stops the others, whatever JPlag throws on it. JPlag runs here, in
 * the grader's own JVM, in a thread with a large stack, on copies of the students' text:
 * nothing of a submission is compiled or run. The copies leave out local variables that are
 * declared and never read ({@link DeadLocals}), so dead statements inserted into a copy do not
 * hide it.
 */
public final class SimilarityAnalysis {

    /** The name of the base code's folder, beside the submissions' folders' parent. */
    private static final String BASE = "base";

    /**
     * The stack of the thread JPlag runs in. JPlag's Java front end walks javac's tree
     * recursively, so one long expression (8,001 terms in a file of 32 kB) overflowed the
     * default stack of 1 MB, in the grader's own JVM, after the whole class was graded; with
     * this, a file as long as the intake takes (1 MB) is read, and one that still overflows is
     * left out alone (see {@link #unreadable}). The memory is reserved, and only what is used is
     * taken.
     */
    static final long STACK_BYTES = 256L << 20;

    private final OwnSources sources;
    private final Consumer<String> log;
    private final long stackBytes;

    /**
     * Prepares an analysis of one game.
     *
     * @param sources what each student's own files are, and the base code
     * @param log where to say what was left out, for the instructor's console
     */
    public SimilarityAnalysis(OwnSources sources, Consumer<String> log) {
        this(sources, log, STACK_BYTES);
    }

    /**
     * Prepares an analysis whose JPlag runs on a stack of another size, for tests of what
     * happens when it is not enough.
     *
     * @param sources what each student's own files are, and the base code
     * @param log where to say what was left out
     * @param stackBytes the stack of the thread JPlag runs in
     */
    SimilarityAnalysis(OwnSources sources, Consumer<String> log, long stackBytes) {
        this.sources = sources;
        this.log = log;
        this.stackBytes = stackBytes;
    }

    /**
     * Compares every pair of submissions.
     *
     * @param submissions the class, named uniquely (the report folders' names)
     * @param jplagResult where to write JPlag's own result file for its viewer, or empty
     * @return every pair, the most similar first, and what was left out
     * @throws IOException if the sources cannot be written to a temporary folder
     */
    public SimilarityResult run(List<tabuleiro.grading.model.Submission> submissions,
            Optional<Path> jplagResult) throws IOException {
        Path work = Files.createTempDirectory("tabuleiro-similarity-");
        try {
            FutureTask<SimilarityResult> task = new FutureTask<>(() -> run(submissions, work,
                    jplagResult));
            Thread worker = new Thread(null, task, "tabuleiro-similarity", stackBytes);
            worker.setDaemon(true);
            worker.start();
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("the similarity analysis was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("the similarity analysis failed: " + e.getCause(),
                    e.getCause());
        } finally {
            FileTrees.delete(work);
        }
    }

    private SimilarityResult run(List<tabuleiro.grading.model.Submission> submissions, Path work,
            Optional<Path> jplagResult) throws IOException {
        Path root = work.resolve("submissions");
        Files.createDirectories(root);
        Map<String, List<SourceFile>> own = new LinkedHashMap<>();
        List<NotCompared> left = new ArrayList<>();
        for (tabuleiro.grading.model.Submission submission : submissions) {
            List<SourceFile> files = sources.write(submission, root.resolve(submission.name()),
                    work.resolve("workspace"));
            Path folder = root.resolve(submission.name());
            Optional<String> unreadable = files.isEmpty() ? Optional.empty() : unreadable(folder);
            if (files.isEmpty()) {
                left.add(new NotCompared(submission.name(), "no file of its own in the game's"
                        + " package (only the skeleton's, or nothing): nothing to compare"));
            } else if (unreadable.isPresent()) {
                FileTrees.delete(folder);
                left.add(new NotCompared(submission.name(), unreadable.get()));
            } else {
                own.put(submission.name(), files);
            }
        }
        if (own.size() < 2) {
            // JPlag needs two submissions; a class of one has no pairs, which is no error.
            return new SimilarityResult(List.of(), left, own, Optional.empty());
        }
        Path base = work.resolve(BASE);
        JPlagOptions options = new JPlagOptions(new de.jplag.java.Language(), Set.of(root.toFile()),
                Set.of())
                // The groups are the grader's own (SimilarGroups): JPlag's spectral clustering is
                // randomised and costs time on a deadline night.
                .withClusteringOptions(new ClusteringOptions().withEnabled(false));
        if (sources.writeBase(base)) {
            options = options.withBaseCodeSubmissionDirectory(base.toFile());
        }
        JPlagResult result;
        try {
            result = new JPlag(options).run();
        } catch (ExitException e) {
            // JPlag stops when fewer than two submissions parse: then there are no pairs.
            own.keySet().forEach(name -> left.add(new NotCompared(name, "JPlag could not compare"
                    + " it: " + e.getMessage())));
            return new SimilarityResult(List.of(), left, Map.of(), Optional.empty());
        }
        for (Submission invalid : result.getSubmissions().getInvalidSubmissions()) {
            left.add(new NotCompared(invalid.getName(), invalid.getNumberOfTokens() == 0
                    ? "JPlag could not parse it as Java (a syntax error?): it was not compared"
                    : "too short to compare (" + invalid.getNumberOfTokens() + " tokens)"));
            own.remove(invalid.getName());
        }
        List<SimilarPair> pairs = new ArrayList<>();
        for (JPlagComparison comparison : result.getAllComparisons()) {
            pairs.add(pair(comparison));
        }
        Optional<String> written = jplagResult.flatMap(file -> writeJplagResult(result, file));
        left.forEach(skipped -> log.accept(skipped.name() + ": " + skipped.reason()));
        return new SimilarityResult(pairs, left, own, written);
    }

    /**
     * The fewest tokens a shared run has for JPlag to count it: Java's own minimum match, which
     * the pair pages name where they say what a percentage measures.
     *
     * @return the minimum match, in tokens
     */
    public static int minimumMatch() {
        return new de.jplag.java.Language().minimumTokenMatch();
    }

    /**
     * Parses a submission's files as JPlag will, to leave out beforehand one it cannot read or
     * that is too short to match: JPlag would copy such a submission into a folder {@code errors/}
     * of the current directory, the instructor's, and say so only in its log.
     *
     * @return why it cannot be compared, or empty when it can
     */
    private static Optional<String> unreadable(Path folder) throws IOException {
        de.jplag.java.Language language = new de.jplag.java.Language();
        Set<File> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).map(Path::toFile)
                    .collect(Collectors.toSet());
        }
        try {
            int tokens = language.parse(files).size();
            return tokens < language.minimumTokenMatch() ? Optional.of("too short to compare ("
                    + tokens + " tokens, fewer than the " + language.minimumTokenMatch()
                    + " of JPlag's shortest match)") : Optional.empty();
        } catch (ParsingException | RuntimeException e) {
            String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            return Optional.of("JPlag could not parse it as Java (" + message.replace(
                    folder.toAbsolutePath().toString(), "") + "): it was not compared");
        } catch (StackOverflowError e) {
            return Optional.of("JPlag could not read it: its code is nested or chained deeper"
                    + " than JPlag's parser goes (a stack overflow); it was not compared");
        } catch (Throwable e) {
            // Whatever else JPlag's parser throws on this submission costs it alone.
            return Optional.of("JPlag could not read it (" + e.getClass().getSimpleName()
                    + "): it was not compared");
        }
    }

    /**
     * Writes JPlag's result file: JPlag writes a folder and zips it beside, as {@code FOLDER.zip},
     * so the file's name without {@code .zip} names the folder.
     */
    private Optional<String> writeJplagResult(JPlagResult result, Path file) {
        String name = file.getFileName().toString();
        Path folder = file.resolveSibling(name.endsWith(".zip")
                ? name.substring(0, name.length() - ".zip".length()) : name);
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            new ReportObjectFactory().createAndSaveReport(result, folder.toString());
            Path zip = folder.resolveSibling(folder.getFileName() + ".zip");
            if (!Files.isRegularFile(zip)) {
                log.accept("JPlag wrote no result file " + zip);
                return Optional.empty();
            }
            return Optional.of(zip.getFileName().toString());
        } catch (IOException | RuntimeException e) {
            // The grader's own report does not need JPlag's; say so and go on.
            log.accept("JPlag's result file " + file + " could not be written: " + e);
            return Optional.empty();
        }
    }

    private static SimilarPair pair(JPlagComparison comparison) {
        Submission first = comparison.firstSubmission();
        Submission second = comparison.secondSubmission();
        List<MatchedRegion> regions = new ArrayList<>();
        List<Match> matches = new ArrayList<>(comparison.matches());
        matches.sort(java.util.Comparator.comparingInt(Match::startOfFirst));
        for (Match match : matches) {
            Token firstStart = first.getTokenList().get(match.startOfFirst());
            Token firstEnd = first.getTokenList().get(match.endOfFirst());
            Token secondStart = second.getTokenList().get(match.startOfSecond());
            Token secondEnd = second.getTokenList().get(match.endOfSecond());
            regions.add(new MatchedRegion(path(first, firstStart.getFile()),
                    Math.max(1, firstStart.getLine()),
                    Math.max(Math.max(1, firstStart.getLine()), firstEnd.getLine()),
                    path(second, secondStart.getFile()), Math.max(1, secondStart.getLine()),
                    Math.max(Math.max(1, secondStart.getLine()), secondEnd.getLine()),
                    match.length()));
        }
        double percent = Math.max(0, Math.min(100, 100 * comparison.similarity()));
        return new SimilarPair(first.getName(), second.getName(), percent,
                comparison.getNumberOfMatchedTokens(), regions);
    }

    /** A token's file as {@link SourceFile#path()}: relative to its submission's folder. */
    private static String path(Submission submission, File file) {
        return submission.getRoot().toPath().toAbsolutePath().normalize()
                .relativize(file.toPath().toAbsolutePath().normalize()).toString()
                .replace('\\', '/');
    }
}
