package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import tabuleiro.grading.intake.Intake;
import tabuleiro.grading.intake.UnsafeArchiveException;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.report.wholeclass.ClassSummary;
import tabuleiro.grading.report.wholeclass.TimingsCsv;
import tabuleiro.grading.shard.ShardManifest;
import tabuleiro.grading.workspace.Skeleton;

/**
 * The class a command reads and where its reports go: the {@code SUBMISSION} parameters,
 * {@code --moodle}, {@code --out}, {@code --lang} and the hidden {@code --skeleton}, a picocli
 * mixin of {@code grade} and {@code similarity}, so that both read a class alike, check their
 * options alike, name its report folders alike and write them in the same language.
 */
final class ClassInput {

    /** The folder of {@code OUT} where zips are unpacked and loose sources laid out. */
    static final String INTAKE = ".intake";

    // Not required by picocli, but by requireGiven: picocli checks a command's required
    // arguments even when one of its subcommands (grade merge) is what runs.
    @Parameters(arity = "0..*", paramLabel = "SUBMISSION",
            description = "A folder with the layout of exercises/, a folder of .java files, a"
                    + " student's .zip, Moodle's download of a class (its folder, or its .zip"
                    + " with --moodle), or a folder of students' folders and .zip files.")
    private List<Path> paths;

    @Option(names = "--moodle",
            description = "A .zip SUBMISSION whose entries are Moodle's submission folders"
                    + " (Full Name_12345_assignsubmission_file_/) is Moodle's download of the"
                    + " whole class. Without it every .zip is one student's work, whatever its"
                    + " entries look like.")
    private boolean moodle;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where to write the reports; created if needed.")
    private Path out;

    @Option(names = "--lang", paramLabel = "LANG",
            description = "The language of the rule book that runs and of every report: en or"
                    + " pt (default: the scheme's \"language\", else en).")
    private String lang;

    @Option(names = "--skeleton", paramLabel = "DIR", hidden = true,
            description = "Sources to use instead of the bundled skeleton: the base a"
                    + " submission is laid over, and the base code similarity leaves out.")
    private Path skeletonFolder;

    /** Creates the options; picocli fills them in. */
    ClassInput() {
        // Filled in by picocli from the command line.
    }

    /**
     * Checks that the command line names the class and the report folder, as picocli would if
     * they were marked required.
     *
     * @param spec the command, for its error messages
     * @throws ParameterException if {@code --out} or every {@code SUBMISSION} is missing
     */
    void requireGiven(CommandSpec spec) {
        List<String> missing = new ArrayList<>();
        if (out == null) {
            missing.add("option '--out=DIR'");
        }
        if (paths == null || paths.isEmpty()) {
            missing.add("parameter 'SUBMISSION'");
        }
        if (!missing.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "Missing required "
                    + String.join(" and ", missing));
        }
    }

    /**
     * Returns the report folder, {@code --out}.
     *
     * @param spec the command, for its error messages
     * @return the folder, absolute; it need not exist yet
     * @throws ParameterException if it names a file
     */
    Path out(CommandSpec spec) {
        requireGiven(spec);
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ParameterException(spec.commandLine(),
                    "--out must name a folder, but " + out + " is a file");
        }
        return out.toAbsolutePath().normalize();
    }

    /**
     * Returns the language the reports speak: {@code --lang}, or the scheme's.
     *
     * @param scheme the scheme, whose {@link Scheme#defaultLanguage()} applies without
     *     {@code --lang}
     * @param spec the command, for its error messages
     * @return the scheme, speaking that language
     * @throws ParameterException if {@code --lang} names no language the grader speaks
     */
    Scheme speaking(Scheme scheme, CommandSpec spec) {
        return scheme.speaking(language(spec).orElse(scheme.defaultLanguage()));
    }

    /**
     * Returns the language {@code --lang} names.
     *
     * @param spec the command, for its error messages
     * @return the language, or empty without {@code --lang}
     * @throws ParameterException if {@code --lang} names no language the grader speaks
     */
    Optional<Language> language(CommandSpec spec) {
        if (lang == null) {
            return Optional.empty();
        }
        return Optional.of(Language.ofTag(lang).orElseThrow(() -> new ParameterException(
                spec.commandLine(), "--lang: expected " + Language.tags() + ", but it is "
                        + lang)));
    }

    /**
     * Returns the skeleton's sources: {@code --skeleton}, or the grader's bundled skeleton.
     *
     * @param spec the command, for its error messages
     * @return the sources' folder; empty if the grader was built without the skeleton
     * @throws ParameterException if {@code --skeleton} names no folder
     */
    Optional<Path> skeleton(CommandSpec spec) {
        if (skeletonFolder == null) {
            return Skeleton.bundled();
        }
        if (!Files.isDirectory(skeletonFolder)) {
            throw new ParameterException(spec.commandLine(),
                    "--skeleton must name a folder of sources, but " + skeletonFolder
                            + " is not a folder");
        }
        return Optional.of(skeletonFolder);
    }

    /**
     * Finds the submissions, laying zips and Moodle's folders out in {@code OUT/.intake}.
     *
     * @param single whether each {@code SUBMISSION} is one student's work ({@code --single})
     * @param spec the command, for its error messages
     * @return what was found, and what was left out and why
     * @throws ParameterException if {@code --single} comes with {@code --moodle}, or a
     *     {@code SUBMISSION} is no submission or an unsafe archive; the message says which
     * @throws IOException if a submission cannot be read or laid out
     */
    Intake.Result collect(boolean single, CommandSpec spec) throws IOException {
        if (single && moodle) {
            throw new ParameterException(spec.commandLine(), "--single and --moodle cannot be"
                    + " used together: --single reads each SUBMISSION as one student's work,"
                    + " --moodle reads a Moodle .zip as a whole class");
        }
        Intake.Mode mode = single ? Intake.Mode.SINGLE
                : moodle ? Intake.Mode.MOODLE : Intake.Mode.LAYOUT;
        try {
            return Intake.collect(paths, out(spec).resolve(INTAKE), mode,
                    Optional.of(out(spec)));
        } catch (IllegalArgumentException | UnsafeArchiveException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e, null,
                    paths.toString());
        }
    }

    /**
     * Names each submission after its report folder, as {@link #reportNames} makes them unique.
     *
     * @param found the submissions, in order
     * @return the same submissions, in the same order, each with its report folder's name
     */
    static List<Submission> named(List<Submission> found) {
        List<String> names = reportNames(found.stream().map(Submission::name).toList());
        List<Submission> named = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            named.add(found.get(i).named(names.get(i)));
        }
        return named;
    }

    /**
     * Names the submissions' report folders: each submission's own name, with a number added
     * to a name taken before, or taken by the class summary's files. Names are compared
     * regardless of case, as a file system may compare them.
     *
     * @param names the submissions' names, in order
     * @return the report folders' names, in the same order, no two equal regardless of case
     */
    static List<String> reportNames(List<String> names) {
        Set<String> taken = new HashSet<>(ClassSummary.FILES);
        taken.add(ShardManifest.FILE);
        taken.add(ClassRecord.FILE);
        taken.add(TimingsCsv.FILE);
        List<String> unique = new ArrayList<>();
        for (String name : names) {
            String candidate = name;
            for (int n = 2; !taken.add(candidate.toLowerCase(Locale.ROOT)); n++) {
                candidate = name + "-" + n;
            }
            unique.add(candidate);
        }
        return unique;
    }
}
