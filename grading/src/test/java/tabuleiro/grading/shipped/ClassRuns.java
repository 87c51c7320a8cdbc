package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
 *
 * <p>One submission of each class is late: the scheme is the game's bundled one with a late
 * penalty added ({@value #LATE_PERCENT}% a started day), and {@code --submitted-at} says the
 * last partial solution (every exercise written) was handed in a day and three hours after the
 * deadline, two started days: {@value #LATE_PERCENT}% × 2 of its points are taken off, on every
 * surface ({@code OneGradeIT}). The other submissions have no time and no penalty, so their
 * grades are the bundled scheme's. Connect Four's scheme also asks {@value #GENERATED_GAMES}
 * generated games per submission instead of the default, so that the catalogue's mutant only
 * generated examples catch at that count is caught on its seed.
 */
final class ClassRuns {

    /** The skeleton's folder name in the class: step 0 of the partial solutions. */
    static final String SKELETON = "exercises";

    /** A game's class (its chess has 24 submissions) takes a few minutes; this is far above. */
    private static final long GRADING_SECONDS = 1800;

    /** The late penalty of the class runs' scheme, in percent a started day. */
    static final int LATE_PERCENT = 10;

    /** The deadline of the class runs' scheme. */
    static final String DEADLINE = "2026-01-01T00:00:00Z";

    /** When the late submission was handed in: two started days after the deadline. */
    static final String HANDED_IN = "2026-01-02T03:00:00Z";

    /** The generated games per submission of {@value #MORE_GENERATED}'s class run's scheme. */
    static final int GENERATED_GAMES = 100;

    /** The one game whose class run asks {@value #GENERATED_GAMES} generated games. */
    static final String MORE_GENERATED = "connect-four";

    private static final Map<String, Path> GRADED = new HashMap<>();

    private static final Map<String, String> CONSOLE = new HashMap<>();

    private static final Map<String, List<Path>> CLASSES = new HashMap<>();

    private static Path work;

    /**
     * The lock of the files every run shares (the work folder, the schemes, the partial
     * solutions), apart from the class's own, which a grading holds for minutes: a test that
     * needs the partial solutions alone (the kits' matrix) does not wait for a class run that
     * another test class, running at once, has started.
     */
    private static final Object FILES = new Object();

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
     * Returns what a game's class run wrote on its console (standard output and error).
     *
     * @param game the game, by its command name
     * @return the output; the class is graded first if it was not yet
     */
    static synchronized String console(String game) throws IOException, InterruptedException {
        graded(game);
        return CONSOLE.get(game);
    }

    /**
     * Returns the name of the one late submission of a game's class run.
     *
     * @param game the game, by its command name
     * @return the last partial solution's name
     */
    static String late(String game) throws IOException {
        return step(exercises(game));
    }

    /**
     * Returns the options that name a game's class run's scheme and times, for a command that
     * must grade or merge under the same scheme: {@code --scheme FILE --submitted-at CSV}.
     *
     * @param game the game, by its command name
     * @return the options' words; the files are written on the first call
     */
    static List<String> schemeOptions(String game) throws IOException {
        synchronized (FILES) {
            return writeSchemeOptions(game);
        }
    }

    private static List<String> writeSchemeOptions(String game) throws IOException {
        Path scheme = work().resolve("schemes").resolve(game + "-late.json");
        Path times = work().resolve("schemes").resolve(game + "-submitted-at.csv");
        if (!Files.isRegularFile(scheme)) {
            Files.createDirectories(scheme.getParent());
            JsonObject late = new JsonObject();
            late.addProperty("deadline", DEADLINE);
            late.addProperty("percent", LATE_PERCENT);
            late.addProperty("per", "day");
            late.addProperty("capPercent", 50);
            JsonObject json = JsonParser.parseString(Files.readString(Shipped.root()
                    .resolve("grading/schemes/" + game + ".json"), StandardCharsets.UTF_8))
                    .getAsJsonObject();
            json.add("late", late);
            // More generated games than the default: Connect Four's anti-diagonal mutant, which
            // only generated examples catch, needs them on its seed. The other games keep their
            // defaults, whose processor time the budget was measured at
            // (grading/docs/generated-examples.md).
            if (game.equals(MORE_GENERATED)) {
                JsonObject generated = new JsonObject();
                generated.addProperty("games", GENERATED_GAMES);
                json.add("generated", generated);
            }
            Files.writeString(scheme, json.toString(), StandardCharsets.UTF_8);
            Files.writeString(times, "identifier,time\n" + late(game) + "," + HANDED_IN + "\n",
                    StandardCharsets.UTF_8);
        }
        return List.of("--scheme", scheme.toString(), "--submitted-at", times.toString());
    }

    /**
     * Returns the command line a game's class run was graded with, without its {@code --out}
     * and {@code --jobs}: the grader ({@link Shipped#grading()}), {@code grade}, the scheme and
     * times ({@link #schemeOptions}) and the submissions.
     *
     * @param game the game, by its command name
     * @return the command's words
     */
    static List<String> command(String game) throws IOException, InterruptedException {
        return command(game, submissions(game));
    }

    /** The grader, {@code grade}, the scheme and times, and the submissions. */
    private static List<String> command(String game, List<Path> submissions)
            throws IOException {
        List<String> command = Shipped.grading();
        command.add("grade");
        command.addAll(schemeOptions(game));
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
        CONSOLE.put(game, ran.output());
        return out;
    }

    /**
     * Every game's partial solutions, written once: {@code GAME/exercises-1-to-0k} under the
     * folder returned.
     */
    static Path partials() throws IOException, InterruptedException {
        synchronized (FILES) {
            Path partials = work().resolve("partials");
            if (!Files.isDirectory(partials)) {
                Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(),
                        "generate", "--partials", partials.toString()), Shipped.root(),
                        Map.of(), 300);
                assertThat(ran.status()).as(ran.output()).isZero();
            }
            return partials;
        }
    }

    /** The class runs' folder, deleted when the build's test JVM ends. */
    private static Path work() throws IOException {
        synchronized (FILES) {
            if (work == null) {
                work = FileTrees.temporaryUntilExit("tabuleiro-class-runs-");
            }
            return work;
        }
    }
}
