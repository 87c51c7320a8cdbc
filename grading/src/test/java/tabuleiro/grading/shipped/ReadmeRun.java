package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.shipped.Shipped.Ran;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The README's main command, less the build before it, run once for the build's end-to-end
 * tests: the packaged grader over every game's untouched skeleton and bundled samples, with the
 * sandbox the machine offers. It is the one grading of the samples in the build; every test that
 * reads how a sample or the skeleton fared reads this run's reports, as {@link ClassRuns} is the
 * one grading of the mutants and partial solutions. The tests run in one JVM of the build, so the
 * first to ask runs the command and the others read.
 */
final class ReadmeRun {

    /** The games the README's command grades: every registered game, each its samples. */
    static final List<String> GAMES = Games.all().stream().map(GameModule::command).toList();

    /** The whole command for five games takes about two minutes; this is far above. */
    private static final long GRADING_SECONDS = 1800;

    private static Path out;

    private static String command;

    private ReadmeRun() {
    }

    /**
     * Returns the report folder of the README's main command, run on the first call.
     *
     * @return the folder: a folder per game, in it a folder per submission ({@code exercises}
     *     for the skeleton, the samples by name)
     */
    static synchronized Path graded() throws IOException, InterruptedException {
        if (out == null) {
            Path folder = FileTrees.temporaryUntilExit("tabuleiro-readme-run-");
            String run = command(folder);
            long start = System.nanoTime();
            Ran ran = Shipped.run(List.of("bash", "-c", run), Shipped.root(), Map.of(),
                    GRADING_SECONDS);
            System.out.printf("ReadmeRun: the README's main command graded in %.1f s%n",
                    (System.nanoTime() - start) / 1e9);
            assertThat(ran.status()).as(ran.output()).isZero();
            for (String game : GAMES) {
                assertThat(folder.resolve(game).resolve("summary.md"))
                        .as("the README's command grades " + game).isRegularFile();
            }
            out = folder;
            command = run;
        }
        return out;
    }

    /**
     * Returns the command {@link #graded()} ran, its reports folder in place of the README's.
     *
     * @return the shell command
     */
    static synchronized String command() throws IOException, InterruptedException {
        graded();
        return command;
    }

    /**
     * Returns the README's main command, less the build that comes before it, writing its
     * reports to a folder of the caller's.
     *
     * @param reports the folder in place of the README's {@code target/grades}
     * @return the shell command
     */
    static String command(Path reports) throws IOException {
        String readme = Files.readString(Shipped.root().resolve("README.md"),
                StandardCharsets.UTF_8);
        String build = "./mvnw -q -B package -DskipTests && ";
        String line = readme.lines().filter(text -> text.startsWith(build)).findFirst()
                .orElseThrow(() -> new AssertionError("the README has no main command"));
        assertThat(line).contains("tabuleiro-grader.jar grade");
        return line.substring(build.length()).replace("target/grades", reports.toString());
    }

    /**
     * Returns a submission's report folder in the README's run.
     *
     * @param game the game, by its command name
     * @param submission {@code exercises} for the skeleton, or a sample's name
     * @return the folder holding its {@code results.json} and feedback
     */
    static Path submission(String game, String submission)
            throws IOException, InterruptedException {
        return graded().resolve(game).resolve(submission);
    }
}
