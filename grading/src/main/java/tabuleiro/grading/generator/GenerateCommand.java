package tabuleiro.grading.generator;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.Language;

/**
 * The {@code generate} command: writes the student skeleton {@code exercises/} from the
 * reference's solution markers, with a guide per game under {@code guides/} and their index
 * {@code EXERCISES.md}, or checks that it is up to date.
 *
 * <p>It never overwrites work it did not write: it records what it wrote in
 * {@code exercises/.generated}, and refuses, writing nothing, while a file it would replace or
 * delete was changed or added since, unless given {@code --force}. A student who runs it in
 * their copy of the project, or an instructor who tried a solution in {@code exercises/}, keeps
 * their code.
 *
 * <p>The paths default to the project's layout, relative to the current folder, so that from
 * the project's root {@code generate} alone regenerates the exercises.
 */
@Command(name = "generate",
        mixinStandardHelpOptions = true,
        version = "Tabuleiro 1.0",
        description = {
            "Writes the student skeleton (exercises/src/main/java, a guide per game in"
                    + " exercises/guides/ and their index exercises/EXERCISES.md, and the"
                    + " Portuguese guides in exercises/guides/pt/ for each game whose rule book"
                    + " has its Portuguese tree) from the reference's solution markers and the"
                    + " grading schemes, or checks that it is up to date.",
            "It refuses, writing nothing, when exercises/ holds changes it did not write (files"
                    + " changed or added since it last wrote exercises/.generated), unless"
                    + " given --force.",
            "Run it from the project's root folder, or give the paths."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the skeleton was written, or is up to date",
            "1:with --check, the skeleton is out of date",
            "2:an input is missing or malformed (nothing was written)",
            "3:exercises/ holds changes generate did not write (nothing was written; --force"
                    + " overwrites them)"})
public final class GenerateCommand implements Callable<Integer> {

    /** The command that regenerates the exercises, as the out-of-date message advises it. */
    static final String REGENERATE = "java -jar grading/target/tabuleiro-grader.jar generate";

    private static final Path DEFAULT_RULEBOOK = Path.of("features/src/main/resources");

    @Spec
    private CommandSpec spec;

    @Option(names = "--reference", paramLabel = "DIR",
            description = "The reference's Java sources (default: ${DEFAULT-VALUE}).")
    private Path reference = Path.of("reference/src/main/java");

    @Option(names = "--schemes", paramLabel = "DIR",
            description = "The grading schemes, a GAME.json per game: exercises, titles, points"
                    + " (default: ${DEFAULT-VALUE}).")
    private Path schemes = Path.of("grading/schemes");

    @Option(names = "--rulebook", paramLabel = "DIR",
            description = "The root of the rule book's resources; the game's feature files are in"
                    + " the scheme's rulebook package under it (default: ${DEFAULT-VALUE}).")
    private Path rulebook = DEFAULT_RULEBOOK;

    @Option(names = "--out", paramLabel = "DIR",
            description = "The exercises folder (default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("exercises");

    @Option(names = "--check",
            description = "Write nothing: compare what would be written with --out, list every"
                    + " difference, and exit with 1 if there is one.")
    private boolean check;

    @Option(names = "--partials", paramLabel = "DIR",
            description = "Write, instead of the exercises, the partial solutions of every game"
                    + " into DIR (which must not exist yet): DIR/GAME/exercises-1-to-K for each"
                    + " exercise K, the reference's solutions of exercises 1 to K with the later"
                    + " exercises' stubs, as a student who stopped after exercise K hands them"
                    + " in. Grade a game's with `grade --game GAME exercises DIR/GAME/*/`.")
    private Path partials;

    @Option(names = "--force",
            description = "Write even over files of --out that were changed or added since"
                    + " generate last wrote it: they are lost.")
    private boolean force;

    /**
     * Runs the generator as a program of its own, for when the grader's launcher is not built.
     *
     * @param args the command line, as for {@code generate}
     */
    public static void main(String[] args) {
        System.exit(new CommandLine(new GenerateCommand()).execute(args));
    }

    /**
     * Generates the exercises, or checks them.
     *
     * @return the exit status: 0 when written or up to date, 1 when {@code --check} finds a
     *     difference, 2 when an input is missing or malformed, 3 when writing would overwrite
     *     changes generate did not write and {@code --force} was not given
     */
    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        try {
            requireDirectory(reference, "--reference", "the reference's Java source folder");
            requireDirectory(schemes, "--schemes", "the folder of grading schemes"
                    + " (GAME.json files)");
            if (partials != null) {
                return writePartials(stdout);
            }
            requireDirectory(out, "--out", "the exercises folder");
            requireApart(reference, out);
            // The default rule book may not be written yet; one given by hand must exist.
            if (spec.commandLine().getParseResult().hasMatchedOption("--rulebook")) {
                requireDirectory(rulebook, "--rulebook", "the rule book's resource folder");
            }
            GeneratedExercises exercises =
                    SkeletonGenerator.generate(reference, schemes, rulebook);
            for (ExerciseCatalogue catalogue : exercises.catalogues()) {
                if (catalogue.exercises().stream().allMatch(entry -> entry.rules().isEmpty())) {
                    stderr.println("generate: note: no rule of " + catalogue.title()
                            + "'s rule book under " + rulebook + " is tagged with an exercise; "
                            + GeneratedExercises.guideOf(catalogue.game()) + " lists no rules");
                }
                if (exercises.translations().stream()
                        .noneMatch(translation -> translation.game().equals(catalogue.game()))) {
                    stderr.println("generate: note: " + catalogue.title() + " has no Portuguese"
                            + " rule book under " + rulebook.resolve(Language.PORTUGUESE
                                    .features(catalogue.rulebook()).replace('.', '/'))
                            + ", so " + GeneratedExercises.guideOf(catalogue.game(),
                                    Language.PORTUGUESE) + " is not written");
                }
            }
            return check ? check(exercises, stdout, stderr) : write(exercises, stdout, stderr);
        } catch (GeneratorException e) {
            e.getMessage().lines().forEach(line -> stderr.println("generate: " + line));
            stderr.println("generate: nothing was written");
            return 2;
        }
    }

    /** Writes the partial solutions of every game into a new folder. */
    private int writePartials(PrintWriter stdout) {
        if (Files.exists(partials)) {
            throw new GeneratorException("--partials " + partials + " exists already: give a"
                    + " folder that does not, so that nothing in it is overwritten");
        }
        var files = SkeletonGenerator.partials(reference, schemes);
        try {
            for (var file : files.entrySet()) {
                Path target = partials.resolve(file.getKey());
                Files.createDirectories(target.getParent());
                Files.write(target, file.getValue());
            }
        } catch (IOException e) {
            throw new GeneratorException("cannot write the partial solutions into " + partials
                    + ": " + e);
        }
        long folders = files.keySet().stream()
                .map(name -> name.substring(0, name.indexOf("/" + GeneratedExercises.SOURCES)))
                .distinct().count();
        stdout.println("generate: wrote " + folders + " partial solutions under " + partials);
        return 0;
    }

    private int write(GeneratedExercises exercises, PrintWriter stdout, PrintWriter stderr) {
        List<String> changes = exercises.changesSinceLastWrite(out);
        if (!changes.isEmpty() && !force) {
            refuse(changes, stderr);
            return 3;
        }
        if (!changes.isEmpty()) {
            stderr.println("generate: --force: overwriting " + changes.size() + " files that"
                    + " generate did not write:");
            changes.forEach(change -> stderr.println("  " + change));
        }
        exercises.writeTo(out);
        long sources = exercises.names().stream()
                .filter(name -> name.startsWith(GeneratedExercises.SOURCES + "/")).count();
        long guides = exercises.names().stream()
                .filter(name -> name.startsWith(GeneratedExercises.GUIDES + "/")).count();
        stdout.println("generate: wrote " + sources + " files under "
                + out.resolve(GeneratedExercises.SOURCES) + ", " + out.resolve(
                        GeneratedExercises.GUIDE) + " and " + guides + " guides under "
                + out.resolve(GeneratedExercises.GUIDES) + " (" + summary(exercises) + "; "
                + exercises.translations().size() + " in Portuguese, with their index)");
        return 0;
    }

    /** Says what would be lost and how to go on, one finding per line. */
    private void refuse(List<String> changes, PrintWriter stderr) {
        boolean recorded = changes.stream().noneMatch(change -> change.startsWith("not recorded"));
        stderr.println("generate: " + out + " holds " + changes.size() + " files that writing"
                + " would overwrite or delete, and generate did not write them as they are "
                + (recorded ? "(they changed, or were added, since it last wrote "
                        + out.resolve(GeneratedExercises.MANIFEST) + ")"
                        : "(it has no " + GeneratedExercises.MANIFEST + ", the record of what"
                                + " generate wrote, so every file that differs counts)") + ":");
        changes.forEach(change -> stderr.println("  " + change));
        stderr.println("generate: nothing was written. These may be a student's work: to keep"
                + " them, copy them out of " + out + " first (a copy of the folder is a"
                + " submission the grader reads); then, to replace them with the skeleton, run"
                + " generate again with --force. `generate --check` lists every difference.");
    }

    private int check(GeneratedExercises exercises, PrintWriter stdout, PrintWriter stderr) {
        List<String> differences = exercises.differencesFrom(out);
        if (differences.isEmpty()) {
            stdout.println("generate: " + out + " is up to date (" + summary(exercises) + ")");
            return 0;
        }
        stderr.println(out + " is out of date: run `" + REGENERATE + "` from the project's root"
                + " (" + differences.size() + " differences)");
        differences.forEach(difference -> stderr.println("  " + difference));
        return 1;
    }

    private static String summary(GeneratedExercises exercises) {
        return exercises.catalogues().stream()
                .map(catalogue -> catalogue.title() + ": " + catalogue.exercises().size()
                        + " exercises, "
                        + catalogue.exercises().stream().mapToInt(e -> e.members().size()).sum()
                        + " methods to write, "
                        + catalogue.exercises().stream().mapToInt(e -> e.rules().size()).sum()
                        + " rules unlocked")
                .collect(Collectors.joining("; "));
    }

    private static void requireDirectory(Path path, String option, String what) {
        if (!Files.isDirectory(path)) {
            throw new GeneratorException(option + " is " + what + ", but " + path.toAbsolutePath()
                    + (Files.exists(path) ? " is not a folder" : " does not exist")
                    + ": run from the project's root folder or give " + option);
        }
    }

    /** Refuses an output folder whose sources would overwrite the reference, or contain it. */
    private static void requireApart(Path reference, Path out) {
        try {
            Path sources = out.toRealPath().resolve(GeneratedExercises.SOURCES);
            Path real = reference.toRealPath();
            if (real.startsWith(sources) || sources.startsWith(real)) {
                throw new GeneratorException("--out " + out + " would replace " + sources
                        + ", which overlaps the reference " + real + ": give another --out");
            }
        } catch (IOException e) {
            throw new GeneratorException("cannot resolve " + reference + " or " + out + ": " + e);
        }
    }
}
