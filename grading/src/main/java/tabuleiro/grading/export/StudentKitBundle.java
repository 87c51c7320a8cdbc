package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.selfcheck.LanguageConverter;

/**
 * {@code bundle student-kit}: writes the project students get for a game (or for every game):
 * the exercises, the visible rule book, the self-check and the text UI, without the reference
 * or a hidden rule (see {@link StudentKit}).
 */
@Command(name = "student-kit",
        mixinStandardHelpOptions = true,
        description = {
            "Writes a student kit: the game's skeleton, the visible rules, the student guide and"
                    + " the scripts check and play (the self-check and the text UI), which need"
                    + " a JDK only. It holds no class of the reference and no hidden rule.",
            "With --lang pt it holds the Portuguese rule book, guide and README, and its check"
                    + " and play speak Portuguese.",
            "Zip the folder for students, or push it as a Classroom 50 template (bundle"
                    + " classroom50 adds the autograder)."
        })
public final class StudentKitBundle implements Callable<Integer> {

    @Mixin
    private SchemeChoice scheme;

    @Option(names = "--all-games",
            description = "One kit of every game, by their bundled schemes, instead of --game"
                    + " or --scheme.")
    private boolean allGames;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "The kit's folder; it must not exist or be empty.")
    private Path out;

    @Option(names = "--lang", paramLabel = "en|pt", converter = LanguageConverter.class,
            description = "The kit's language: the rule book it holds, its guide and README, and"
                    + " what check and play say (default: the scheme's \"language\", else"
                    + " en).")
    private Language language;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (allGames && scheme.given()) {
            throw new ParameterException(spec.commandLine(), "--all-games writes the kit of every"
                    + " game by its bundled scheme: give it alone, or --game or --scheme alone");
        }
        List<Scheme> schemes = allGames
                ? BundledSchemes.games().stream().map(BundledSchemes::scheme).toList()
                : List.of(scheme.scheme(spec));
        if (schemes.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "this grader carries no schemes,"
                    + " so --all-games has no game to bundle");
        }
        requireEmpty(spec, out);
        Language speaks = language != null ? language : schemes.get(0).defaultLanguage();
        List<String> files;
        try {
            files = StudentKit.write(schemes, out, speaks);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--lang " + speaks.tag() + ": "
                    + e.getMessage(), e, null, speaks.tag());
        }
        spec.commandLine().getOut().println("Student kit: " + out + " ("
                + StudentKit.summary(files) + "); students run ./check and ./play there.");
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** Refuses a folder with something in it: a kit must not mix with older files. */
    static void requireEmpty(CommandSpec spec, Path out) throws IOException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ParameterException(spec.commandLine(),
                    "--out must name a folder, but " + out + " is a file");
        }
        if (Files.isDirectory(out)) {
            try (Stream<Path> inside = Files.list(out)) {
                if (inside.findAny().isPresent()) {
                    throw new ParameterException(spec.commandLine(), "--out must be a new or"
                            + " empty folder, but " + out + " holds files: choose another, or"
                            + " delete it first");
                }
            }
        }
    }
}
