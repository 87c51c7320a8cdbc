package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.export.StudentKit;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The README's main command, as an instructor runs it: the packaged grader over every game's
 * bundled samples. Each sample must break exactly the rules its {@code expected.json} names
 * (the complete one none), and the untouched skeleton every rule, once with the sandbox the
 * machine offers and once with {@code --sandbox none}, where the reference used to stand in for
 * every submission through the grader jar's manifest.
 */
class ReadmeMainCommandIT {

    private static final List<String> GAMES = List.of("connect-four", "quarto", "chess",
            "checkers", "qwirkle");

    @Test
    void everySampleScoresWhatItsExpectedFileSaysWithTheMachinesSandbox(@TempDir Path out)
            throws IOException, InterruptedException {
        String command = mainCommand().replace("target/grades", out.toString());
        gradeAndCheck(command, out);
        ClassRunPages.classOnRuleBookSums(out, GAMES);
        ClassRunPages.keepPages(out, GAMES);
        selfCheckAgrees(out);
        everyResultIsKeptOnARerun(command);
    }

    /**
     * The same command run again, by a new grader JVM with nothing changed, grades nothing: each
     * stored result is taken as it is. A fingerprint that differs from one JVM to the next (a
     * scheme's map printed in hash order did) made every re-run grade the whole class again.
     */
    private static void everyResultIsKeptOnARerun(String command)
            throws IOException, InterruptedException {
        Ran again = Shipped.run(List.of("bash", "-c", command), Shipped.root(), Map.of(), 600);
        assertThat(again.status()).as(again.output()).isZero();
        List<String> progress = again.output().lines()
                .filter(line -> line.matches("\\[\\d+/\\d+ .*")).toList();
        assertThat(progress).as("a progress line per submission of every game")
                .hasSizeGreaterThan(GAMES.size());
        assertThat(progress).as("nothing changed, so nothing is graded again")
                .allMatch(line -> line.endsWith("unchanged, kept from the last run"));
    }

    @Test
    void everySampleScoresWhatItsExpectedFileSaysWithoutASandbox(@TempDir Path out)
            throws IOException, InterruptedException {
        gradeAndCheck(mainCommand().replace("target/grades", out.toString())
                .replace(" grade --game", " grade --sandbox none --game"), out);
    }

    /**
     * The students' self-check ({@code check}) on every sample and on the skeleton gives each
     * rule exactly the points the grader gave it, in the same results.json. The checks run as
     * the kit's scripts start them ({@link StudentKit#JVM_OPTIONS}), as many at once as there
     * are processors: each is a JVM of its own that reads its own project and writes its own
     * reports, so nothing of one can reach another.
     */
    private static void selfCheckAgrees(Path graded) throws IOException, InterruptedException {
        List<String> checked = new ArrayList<>();
        List<Callable<Ran>> checks = new ArrayList<>();
        for (String game : GAMES) {
            List<String> samples = new ArrayList<>(Shipped.expected(game).keySet());
            samples.add("exercises");
            for (String sample : samples) {
                Path project = sample.equals("exercises") ? Shipped.root().resolve("exercises")
                        : Shipped.root()
                        .resolve("grading/target/samples/" + game + "/" + sample);
                Path reports = graded.resolve("self-check").resolve(game).resolve(sample);
                List<String> command = new ArrayList<>(List.of("java"));
                command.addAll(StudentKit.JVM_OPTIONS);
                command.addAll(List.of("-jar", Shipped.graderJar().toString(), "check",
                        "--game", game, project.toString(), "--reports", reports.toString(),
                        "--explain", "0"));
                checked.add(game + "/" + sample);
                checks.add(() -> Shipped.run(command, Shipped.root(), Map.of(), 600));
            }
        }
        List<Ran> ran = Shipped.atOnce(checks);
        for (int i = 0; i < checked.size(); i++) {
            assertThat(ran.get(i).status()).as(ran.get(i).output()).isIn(0, 1);
            Path self = graded.resolve("self-check").resolve(checked.get(i))
                    .resolve("results.json");
            Path grader = graded.resolve(checked.get(i)).resolve("results.json");
            assertThat(Shipped.testScores(self))
                    .as("%s: the self-check's points per rule are the grader's", checked.get(i))
                    .isEqualTo(Shipped.testScores(grader));
            assertThat(Shipped.score(self)).as("%s: the total", checked.get(i))
                    .isEqualTo(Shipped.score(grader));
        }
    }

    /** The README's main command, less the build that comes before it. */
    private static String mainCommand() throws IOException {
        String readme = Files.readString(Shipped.root().resolve("README.md"),
                StandardCharsets.UTF_8);
        String build = "./mvnw -q -B package -DskipTests && ";
        String line = readme.lines().filter(text -> text.startsWith(build)).findFirst()
                .orElseThrow(() -> new AssertionError("the README has no main command"));
        assertThat(line).contains("tabuleiro-grader.jar grade");
        return line.substring(build.length());
    }

    private static void gradeAndCheck(String command, Path out)
            throws IOException, InterruptedException {
        Ran ran = Shipped.run(List.of("bash", "-c", command), Shipped.root(), Map.of(), 1800);
        assertThat(ran.status()).as(ran.output()).isZero();
        for (String game : GAMES) {
            Path reports = out.resolve(game);
            Path skeleton = reports.resolve("exercises/results.json");
            assertThat(Shipped.allRules(skeleton)).as("%s: the rules graded", game)
                    .isNotEmpty();
            assertThat(Shipped.brokenRules(skeleton)).as("%s: the skeleton breaks every rule",
                    game).isEqualTo(Shipped.allRules(skeleton));
            assertThat(Shipped.score(reports.resolve("exercises/results.json")))
                    .as("%s: the skeleton's score", game).isZero();
            // The album the build drew (the grader holds no renderer of its own any more).
            assertThat(Files.readString(reports.resolve("exercises/feedback.html")))
                    .as("%s: the feedback draws the rule book's boards", game)
                    .contains("<figure class=\"board\"><svg");
            // Where the time went: a row per submission graded, the skeleton's among them.
            assertThat(Files.readAllLines(reports.resolve("timings.csv")))
                    .as("%s: timings.csv", game)
                    .hasSize(Shipped.expected(game).size() + 2)
                    .anyMatch(line -> line.startsWith("exercises,"));
            for (Map.Entry<String, Set<String>> sample : Shipped.expected(game).entrySet()) {
                Path results = reports.resolve(sample.getKey()).resolve("results.json");
                assertThat(Shipped.brokenRules(results))
                        .as("%s/%s breaks exactly what expected.json says", game,
                                sample.getKey())
                        .isEqualTo(sample.getValue());
            }
        }
    }
}
