package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * One class run per game, by the packaged grader with the game's bundled scheme, the machine's
 * sandbox and English, shared by every test that reads it instead of a grading per test: the
 * untouched skeleton ({@value #SKELETON}), the mutants of {@code grading/mutants/} with the
 * unchanged reference as their control, and the partial solutions of {@code generate --partials}
 * (step {@code k} in {@code exercises-1-to-0k}). The bundled samples are not here: the README's
 * main command grades them ({@link ReadmeRun}), and the tests that read them read that run. A
 * class of them graded at once keeps both processors busy to its end and pays the grader's
 * start (its rule book, its compiler JVM, its style check) once; the tests run in one JVM of
 * the build, so the first to ask grades and the others read.
 */
final class ClassRuns {

    /** The skeleton's folder name in the class: step 0 of the partial solutions. */
    static final String SKELETON = "exercises";

    /** A game's class (its chess has 24 submissions) takes a few minutes; this is far above. */
    private static final long GRADING_SECONDS = 1800;

    private static final Map<String, Path> GRADED = new HashMap<>();

    private static final Map<String, List<Path>> CLASSES = new HashMap<>();

    private static Path work;

    private ClassRuns() {
    }

    /**
     * Returns the report folder of a game's class run, graded on the first call.
     *
     * @param game the game, by its command name
     * @return the report folder: a folder per submission, by the names above
     */
    static synchronized Path graded(String game) throws IOException, InterruptedException {
        Path out = GRADED.get(game);
        if (out == null) {
            out = grade(game);
            GRADED.put(game, out);
        }
        return out;
    }

    /**
     * Returns what a game's class run graded, in the order its command line named it, so that
     * a test can grade the same class again (in shards, say) and compare.
     *
     * @param game the game, by its command name
     * @return the submissions' folders; the class is graded first if it was not yet
     */
    static synchronized List<Path> submissions(String game)
            throws IOException, InterruptedException {
        graded(game);
        return CLASSES.get(game);
    }

    /**
     * Returns the command line a game's class run was graded with, without its {@code --out}
     * and {@code --jobs}: the grader ({@link Shipped#grading()}), {@code grade --game GAME}
     * and the submissions.
     *
     * @param game the game, by its command name
     * @return the command's words
     */
    static List<String> command(String game) throws IOException, InterruptedException {
        return command(game, submissions(game));
    }

    /** The grader, {@code grade --game GAME} and the submissions. */
    private static List<String> command(String game, List<Path> submissions) {
        List<String> command = Shipped.grading();
        command.addAll(List.of("grade", "--game", game));
        submissions.forEach(submission -> command.add(submission.toString()));
        return command;
    }

    /** A partial solution's folder name, as {@code generate --partials} names it. */
    static String step(int upTo) {
        return String.format("exercises-1-to-%02d", upTo);
    }

    /** The number of exercises of a game's bundled scheme. */
    static int exercises(String game) throws IOException {
        return SchemeReader.read(Shipped.root().resolve("grading/schemes/" + game + ".json"))
                .exercises().size();
    }

    private static Path grade(String game) throws IOException, InterruptedException {
        List<Path> submissions = new ArrayList<>(List.of(Shipped.root().resolve(SKELETON)));
        submissions.addAll(Mutants.writeAll(game, work().resolve("mutants").resolve(game)));
        Path partials = partials();
        for (int k = 1; k <= exercises(game); k++) {
            Path step = partials.resolve(game).resolve(step(k));
            assertThat(step).as("%s: the partial solution of step %d", game, k).isDirectory();
            submissions.add(step);
        }
        Set<String> names = new TreeSet<>();
        for (Path submission : submissions) {
            assertThat(names.add(submission.getFileName().toString()))
                    .as("%s: two submissions of the class are named %s", game,
                            submission.getFileName()).isTrue();
        }

        CLASSES.put(game, List.copyOf(submissions));
        Path out = work().resolve("graded").resolve(game);
        List<String> command = command(game, submissions);
        command.addAll(List.of("--out", out.toString(), "--jobs",
                String.valueOf(Runtime.getRuntime().availableProcessors())));
        long start = System.nanoTime();
        Ran ran = Shipped.run(command, Shipped.root(), Map.of(), GRADING_SECONDS);
        System.out.printf("ClassRuns: %s, %d submissions graded in %.1f s%n", game,
                submissions.size(), (System.nanoTime() - start) / 1e9);
        assertThat(ran.status()).as(ran.output()).isZero();
        return out;
    }

    /**
     * Every game's partial solutions, written once: {@code GAME/exercises-1-to-0k} under the
     * folder returned.
     */
    static synchronized Path partials() throws IOException, InterruptedException {
        Path partials = work().resolve("partials");
        if (!Files.isDirectory(partials)) {
            Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(),
                    "generate", "--partials", partials.toString()), Shipped.root(), Map.of(),
                    300);
            assertThat(ran.status()).as(ran.output()).isZero();
        }
        return partials;
    }

    /** The class runs' folder, deleted when the build's test JVM ends. */
    private static Path work() throws IOException {
        if (work == null) {
            work = FileTrees.temporaryUntilExit("tabuleiro-class-runs-");
        }
        return work;
    }
}
