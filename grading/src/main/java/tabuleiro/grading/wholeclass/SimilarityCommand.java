package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import tabuleiro.grading.intake.Intake;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.wholeclass.ClassTexts;
import tabuleiro.grading.report.wholeclass.SimilarityReport;
import tabuleiro.grading.similarity.OwnSources;
import tabuleiro.grading.similarity.SimilarityAnalysis;
import tabuleiro.grading.similarity.SimilarityResult;

/**
 * The {@code similarity} command: compares a class's submissions with JPlag, without grading
 * them, and writes {@code report.html} (the similar pairs and groups), a side-by-side page per
 * listed pair, {@code similarity.csv} and JPlag's own result file. {@code grade --similarity}
 * does the same beside the grades ({@link #compare}).
 *
 * <p>Exit status: 0 when the class was compared (whatever it found), 2 for a command line that
 * cannot be used, 1 when the grader failed.
 */
@Command(name = "similarity",
        mixinStandardHelpOptions = true,
        customSynopsis = "similarity (--game GAME | --scheme FILE) SUBMISSION... --out DIR"
                + " [--moodle] [--lang LANG]",
        description = {
            "Compares every pair of submissions with JPlag (each student's own files of the"
                    + " game's package, the skeleton's files as base code) and writes"
                    + " OUT/report.html, OUT/similarity.csv, OUT/similarity/pair-NNNN.html"
                    + " (side by side) and OUT/similarity/jplag-result.zip (JPlag's viewer).",
            "Similar is not the same as copied: the report says what similarity can and cannot"
                    + " show."
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the class was compared",
            "1:the grader failed",
            "2:the command line cannot be used"
        })
public final class SimilarityCommand implements Callable<Integer> {

    @Mixin
    private ClassInput input;

    @Mixin
    private SchemeChoice schemeChoice;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        input.requireGiven(spec);
        final Path out = input.out(spec);
        final Scheme scheme = input.speaking(schemeChoice.scheme(spec), spec);
        final Optional<Path> skeleton = input.skeleton(spec);
        PrintWriter err = spec.commandLine().getErr();
        Intake.Result intake = input.collect(false, spec);
        intake.notes().forEach(note -> err.println("warning: " + note));
        List<Submission> submissions = ClassInput.named(intake.submissions());
        Files.createDirectories(out);
        SimilarityReport report = compare(scheme, skeleton, submissions, out, err);
        report.write(out, true);
        PrintWriter console = spec.commandLine().getOut();
        console.println(report.headline());
        console.println(Texts.of(ClassTexts.class, scheme.defaultLanguage()).text(
                "console.report", out.resolve(tabuleiro.grading.report.wholeclass.ClassReport.FILE)
                        .toString()));
        console.flush();
        return 0;
    }

    /**
     * Compares a class's submissions, for this command and {@code grade --similarity}.
     *
     * @param scheme the scheme, for the game's package, the title (in the scheme's language)
     *     and the threshold
     * @param skeleton the skeleton's sources, JPlag's base code, or empty
     * @param submissions the class, named as the report folders are
     * @param out the report folder, where JPlag's result file goes
     * @param err where to say what was left out
     * @return the report, ready to write
     * @throws IOException if the sources cannot be written to a temporary folder
     */
    static SimilarityReport compare(Scheme scheme, Optional<Path> skeleton,
            List<Submission> submissions, Path out, PrintWriter err) throws IOException {
        SimilarityAnalysis analysis = new SimilarityAnalysis(
                new OwnSources(skeleton, scheme.enginePackage()),
                note -> err.println("note: similarity: " + note));
        SimilarityResult result = analysis.run(submissions, Optional.of(out
                .resolve(SimilarityReport.FOLDER).resolve(SimilarityReport.JPLAG_RESULT)));
        err.flush();
        Map<String, String> students = new LinkedHashMap<>();
        for (Submission submission : submissions) {
            students.put(submission.name(), submission.student().fullName()
                    + submission.student().moodleId().map(id -> " " + id).orElse(""));
        }
        return new SimilarityReport(scheme.title(scheme.defaultLanguage()), result,
                scheme.similarityThreshold(), students, scheme.defaultLanguage());
    }
}
