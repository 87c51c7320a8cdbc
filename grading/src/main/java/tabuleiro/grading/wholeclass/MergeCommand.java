package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tabuleiro.grading.batch.Fingerprint;
import tabuleiro.grading.batch.StoredResult;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shard.ShardManifest;
import tabuleiro.grading.shard.ShardSet;
import tabuleiro.grading.workspace.Skeleton;

/**
 * The {@code grade merge} command: makes a class's files from the shards it was graded in
 * ({@code grade --shard I/N}, one report folder per shard): each submission's report folder is
 * copied into {@code OUT}, and the class's files are written by the code {@code grade} writes
 * them with ({@link ClassFiles}), from the results the shards stored, so the class gets the
 * files one run of {@code grade} would have given it.
 *
 * <p>It refuses, naming them, a missing shard, a shard graded by another grader or under
 * another scheme, shards dealt from different classes, and a submission graded twice (exit
 * status 2), and writes nothing then.
 */
@Command(name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Makes the class's files from the shards it was graded in with grade --shard I/N:"
                    + " copies each submission's report folder into OUT and writes OUT/"
                    + "summary.csv, summary.md, moodle-grades.csv, report.html, timings.csv"
                    + " and, for a class from Moodle's download, moodle-feedback.zip, as one"
                    + " grade run would.",
            "Refuses a missing shard, a shard graded by another grader or under another scheme"
                    + " or language, shards of different classes and a submission graded twice."
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the class's files are written",
            "1:the grader failed (the similarity analysis --similarity asked for; the grades"
                    + " are written all the same)",
            "2:the command line cannot be used, or the shards do not make one class graded one"
                    + " way (the message names each problem); nothing is written"
        })
final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "SHARD",
            description = "The report folder of a shard (grade --shard I/N --out SHARD), one"
                    + " for each shard of the class, or a folder whose folders are the shards'"
                    + " (as a cluster's pods write them: RESULTS/shards/0, 1, ...).")
    private List<Path> shards;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Where to write the class's files; each submission's report folder"
                    + " is copied there. It may be one of the shards' folders.")
    private Path out;

    @Mixin
    private SchemeChoice schemeChoice;

    @Mixin
    private ClassSeed seed;

    @Option(names = "--lang", paramLabel = "LANG",
            description = "The language the shards graded in: en or pt (default: the scheme's"
                    + " \"language\", else en).")
    private String lang;

    @Option(names = "--similarity",
            description = "Also compare the submissions with JPlag, from the folders the"
                    + " shards read them in (which must still hold what was graded).")
    private boolean similarity;

    @Option(names = "--skeleton", paramLabel = "DIR", hidden = true,
            description = "Sources to use instead of the bundled skeleton, as for grade.")
    private Path skeletonFolder;

    @Option(names = "--rulebook-path", paramLabel = "PATH", hidden = true,
            description = "A class path entry put before the grader's own, as for grade.")
    private List<Path> rulebookPath = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    /** Creates the command; picocli fills it in. */
    MergeCommand() {
        // Filled in by picocli from the command line.
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        final PrintWriter console = spec.commandLine().getOut();
        Path target = out.toAbsolutePath().normalize();
        if (Files.exists(target) && !Files.isDirectory(target)) {
            throw new ParameterException(spec.commandLine(),
                    "--out must name a folder, but " + out + " is a file");
        }
        Scheme scheme = seed.applyTo(schemeChoice.scheme(spec), spec);
        if (lang != null) {
            scheme = scheme.speaking(Language.ofTag(lang).orElseThrow(() ->
                    new ParameterException(spec.commandLine(), "--lang: expected "
                            + Language.tags() + ", but it is " + lang)));
        } else {
            scheme = scheme.speaking(scheme.defaultLanguage());
        }
        List<ShardSet.Given> given = new ArrayList<>();
        for (Path shard : shards) {
            Path folder = shard.toAbsolutePath().normalize();
            if (!Files.isDirectory(folder)) {
                throw new ParameterException(spec.commandLine(), shard + " is not a folder:"
                        + " each SHARD is the report folder of a grade --shard I/N run, or a"
                        + " folder of such folders");
            }
            try {
                for (Path one : shardFolders(folder)) {
                    given.add(new ShardSet.Given(one, ShardManifest.read(one)));
                }
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage(), e, null,
                        shard.toString());
            }
        }
        RunnerClasspath classpath = RunnerClasspath.ofGrader().withFirst(rulebookPath);
        ShardSet.Merged merged;
        List<StoredResult> stored;
        try {
            merged = ShardSet.merge(given, GraderJars.digest(classpath),
                    Fingerprint.ofScheme(scheme));
            stored = storedResults(merged);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.flush();
            return 2;
        }
        merged.notes().forEach(note -> err.println("note: " + note));
        final Optional<Path> skeleton = skeleton();
        Optional<List<Submission>> compared = Optional.empty();
        if (similarity) {
            List<Submission> sources = compared(merged, err);
            if (sources == null) {
                return 2;
            }
            compared = Optional.of(sources);
        }
        ClassMarking rules;
        try {
            rules = ClassMarking.load(scheme, classpath, err);
        } catch (ClassMarking.Stopped stopped) {
            return stopped.status();
        }

        Files.createDirectories(target);
        List<GradedSubmission> graded = new ArrayList<>();
        List<PhaseTimes> times = new ArrayList<>();
        for (int i = 0; i < stored.size(); i++) {
            ShardSet.Placed placed = merged.submissions().get(i);
            ShardManifest.Entry entry = placed.entry();
            copy(placed.folder().resolve(entry.name()), target.resolve(entry.name()));
            graded.add(stored.get(i).graded(rules.marking(), entry.name(), new Student(
                    entry.student(), Optional.ofNullable(entry.moodleId())),
                    Optional.ofNullable(entry.submittedAt()).map(Instant::parse)));
            if (entry.times() != null) {
                times.add(entry.times());
            }
        }
        console.println("merged " + given.size() + " shards: " + graded.size()
                + " submissions");
        return new ClassFiles(rules.marking(), scheme, skeleton, false, console, err).write(
                target, graded, times, compared);
    }

    /**
     * Each submission's stored result, as its shard's manifest vouches for it.
     *
     * @throws IllegalArgumentException naming every submission whose result is missing or is
     *     not the one its shard's manifest lists
     */
    private static List<StoredResult> storedResults(ShardSet.Merged merged) {
        List<String> problems = new ArrayList<>();
        List<StoredResult> stored = new ArrayList<>();
        for (ShardSet.Placed placed : merged.submissions()) {
            ShardManifest.Entry entry = placed.entry();
            Optional<StoredResult> result = StoredResult.read(placed.folder().resolve(
                    entry.name()));
            if (result.isEmpty()) {
                problems.add(entry.name() + " has no result in shard " + placed.shard() + " ("
                        + placed.folder() + "): the grader failed on it there, or its report"
                        + " folder is gone; grade that shard again");
            } else if (!result.get().fingerprint().equals(entry.fingerprint())) {
                problems.add(entry.name() + "'s result in shard " + placed.shard() + " ("
                        + placed.folder() + ") is not the one its manifest lists: the folder"
                        + " was graded again since; grade that shard again");
            } else {
                stored.add(result.get());
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("the shards cannot be merged:\n  "
                    + String.join("\n  ", problems));
        }
        return stored;
    }

    /**
     * The submissions to compare, from the folders the shards read them in, each still holding
     * the sources that were graded; null, with the errors told, when one does not.
     */
    private static List<Submission> compared(ShardSet.Merged merged, PrintWriter err)
            throws IOException {
        List<Submission> submissions = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (ShardSet.Placed placed : merged.submissions()) {
            ShardManifest.Entry entry = placed.entry();
            Path folder = Path.of(entry.folder());
            if (!Files.isDirectory(folder.resolve(Submission.SOURCES))) {
                problems.add(entry.name() + ": " + folder + " is gone (--similarity compares"
                        + " the sources where shard " + placed.shard() + " read them)");
                continue;
            }
            Submission submission = new Submission(entry.name(), folder, new Student(
                    entry.student(), Optional.ofNullable(entry.moodleId())),
                    Optional.ofNullable(entry.submittedAt()).map(Instant::parse));
            if (!Fingerprint.sources(submission).equals(entry.sources())) {
                problems.add(entry.name() + ": the sources in " + folder + " are not those"
                        + " shard " + placed.shard() + " graded");
                continue;
            }
            submissions.add(submission);
        }
        if (!problems.isEmpty()) {
            err.println("error: the class cannot be compared:\n  " + String.join("\n  ",
                    problems));
            err.flush();
            return null;
        }
        return submissions;
    }

    /**
     * The shards' folders a SHARD names: itself when it holds a manifest, else each of its
     * folders that does (the folder every pod of a cluster wrote its shard into), by name.
     */
    private static List<Path> shardFolders(Path folder) throws IOException {
        if (Files.exists(folder.resolve(ShardManifest.FILE))) {
            return List.of(folder);
        }
        List<Path> inside;
        try (Stream<Path> list = Files.list(folder)) {
            inside = list.filter(child -> Files.isRegularFile(child.resolve(
                    ShardManifest.FILE), LinkOption.NOFOLLOW_LINKS)).sorted().toList();
        }
        // Read as it is, a folder without a manifest is refused with the manifest's message.
        return inside.isEmpty() ? List.of(folder) : inside;
    }

    private Optional<Path> skeleton() {
        if (skeletonFolder == null) {
            return Skeleton.bundled();
        }
        if (!Files.isDirectory(skeletonFolder)) {
            throw new ParameterException(spec.commandLine(), "--skeleton must name a folder of"
                    + " sources, but " + skeletonFolder + " is not a folder");
        }
        return Optional.of(skeletonFolder);
    }

    /**
     * Copies a submission's report folder from its shard into the class's, replacing what was
     * there; links are left behind (the grader writes none).
     */
    private static void copy(Path from, Path to) throws IOException {
        if (from.equals(to)) {
            return;
        }
        FileTrees.delete(to);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(from)) {
            files = walk.toList();
        }
        for (Path file : files) {
            Path copy = to.resolve(from.relativize(file).toString());
            if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(copy);
            } else if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.copy(file, copy, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }
}
