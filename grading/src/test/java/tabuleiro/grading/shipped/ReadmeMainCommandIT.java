package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.export.StudentKit;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The README's main command, as an instructor runs it: the packaged grader over every game's
 * bundled samples ({@link ReadmeRun}, the build's one grading of them). Each sample must break
 * exactly the rules its {@code expected.json} names (the complete one none) and lose exactly
 * their points, and the untouched skeleton every rule, each failure naming the exercise to
 * write. The same command without a sandbox ({@code --sandbox none}), where the reference used
 * to stand in for every submission through the grader jar's manifest, grades the first
 * registered game's skeleton and one faulty sample: a reference on the class path would give
 * both full marks (the one jar holds every game's reference, so one game shows it).
 */
// Started among the first of the classes that run two at a time: it grades the README
// run, which others read.
@Order(3)
class ReadmeMainCommandIT {

    private static final List<String> GAMES = ReadmeRun.GAMES;

    @Test
    void everySampleScoresWhatItsExpectedFileSaysWithTheMachinesSandbox()
            throws IOException, InterruptedException {
        Path out = ReadmeRun.graded();
        check(out, GAMES, game -> Shipped.expected(game).keySet());
        theSkeletonNamesAnExerciseInEveryFailure(out);
        ClassRunPages.classOnRuleBookSums(out, GAMES);
        ClassRunPages.keepPages(out, GAMES);
        selfCheckAgrees(out);
        everyResultIsKeptOnARerun(ReadmeRun.command());
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
    void theSkeletonAndAFaultySampleScoreAsExpectedWithoutASandbox(@TempDir Path out)
            throws IOException, InterruptedException {
        // The README's command, for the first registered game, its class cut to its skeleton
        // and first faulty sample: the reference stood in through the grader jar's manifest,
        // one jar for every game, so one game shows it (each game's samples are graded in the
        // sandbox above).
        String command = ReadmeRun.command(out)
                .replace("$(ls grading/target/samples)", GAMES.get(0))
                .replace(" grade --game", " grade --sandbox none --game")
                .replace("grading/target/samples/$game/*/",
                        "$(LC_ALL=C ls -d grading/target/samples/$game/*/"
                                + " | grep -v /complete/ | head -1)");
        assertThat(command).as("the README's loop over the samples' games")
                .doesNotContain("$(ls grading/target/samples)");
        Ran ran = Shipped.run(List.of("bash", "-c", command), Shipped.root(), Map.of(), 1800);
        assertThat(ran.status()).as(ran.output()).isZero();
        check(out, List.of(GAMES.get(0)), game -> Set.of(Shipped.expected(game).keySet()
                .stream().filter(sample -> !sample.equals("complete")).sorted().findFirst()
                .orElseThrow()));
    }

    /**
     * The students' self-check ({@code check}) on each game's first buggy sample gives each rule
     * exactly the points the grader gave it, in the same results.json. The checks run as the
     * kit's scripts start them ({@link StudentKit#JVM_OPTIONS}), as many at once as there are
     * processors: each is a JVM of its own that reads its own project and writes its own
     * reports, so nothing of one can reach another. The complete sample and the skeleton are
     * checked against this same run by each game's student kit, as a student checks them
     * ({@code StudentKitIT}), rather than twice; the kit's verdicts on one-line bugs beside the
     * grader's, rule by rule, are {@code RecordedGamesIT}'s (the games) and
     * {@code grading/bench/kit-surfaces.py}'s (every surface), so one buggy sample a game
     * shows the written examples' agreement end to end, as a student's cold check gives it.
     */
    private static void selfCheckAgrees(Path graded) throws IOException, InterruptedException {
        List<String> checked = new ArrayList<>();
        List<Callable<Ran>> checks = new ArrayList<>();
        for (String game : GAMES) {
            List<String> samples = Shipped.expected(game).keySet().stream()
                    .filter(sample -> !sample.equals("complete")).sorted().limit(1).toList();
            assertThat(samples).as("%s: the buggy samples", game).isNotEmpty();
            for (String sample : samples) {
                Path project = Shipped.root()
                        .resolve("grading/target/samples/" + game + "/" + sample);
                Path reports = graded.resolve("self-check").resolve(game).resolve(sample);
                List<String> command = new ArrayList<>(List.of("java"));
                command.addAll(StudentKit.JVM_OPTIONS);
                // No random games: they write nothing to the results.json compared here, and
                // the kits' own checks play them (StudentKitIT).
                command.addAll(List.of("-jar", Shipped.graderJar().toString(), "check",
                        "--game", game, project.toString(), "--reports", reports.toString(),
                        "--explain", "0", "--games", "0"));
                checked.add(game + "/" + sample);
                checks.add(() -> Shipped.run(command, Shipped.root(), Map.of(), 600));
            }
        }
        List<Ran> ran = Shipped.atOnce(checks);
        for (int i = 0; i < checked.size(); i++) {
            assertThat(ran.get(i).status()).as(ran.get(i).output()).isIn(0, 1);
            Path self = graded.resolve("self-check").resolve(checked.get(i))
                    .resolve("results.json");
            Shipped.sameScoresOnWrittenExamples(self, graded.resolve(checked.get(i))
                    .resolve("results.json"), checked.get(i));
        }
    }

    /** The samples of a game that a run graded. */
    private interface Graded {
        Set<String> samples(String game) throws IOException;
    }

    private static void check(Path out, List<String> games, Graded graded) throws IOException {
        for (String game : games) {
            Path reports = out.resolve(game);
            Path skeleton = reports.resolve("exercises/results.json");
            assertThat(Shipped.allRules(skeleton)).as("%s: the rules graded", game)
                    .isNotEmpty();
            assertThat(Shipped.brokenRules(skeleton)).as("%s: the skeleton breaks every rule",
                    game).isEqualTo(Shipped.allRules(skeleton));
            assertThat(Shipped.score(skeleton)).as("%s: the skeleton's score", game).isZero();
            // The album the build drew (the grader holds no renderer of its own any more).
            assertThat(Files.readString(reports.resolve("exercises/feedback.html")))
                    .as("%s: the feedback draws the rule book's boards", game)
                    .contains("<figure class=\"board\"><svg");
            Set<String> samples = graded.samples(game);
            // Where the time went: a row per submission graded, the skeleton's among them.
            assertThat(Files.readAllLines(reports.resolve("timings.csv")))
                    .as("%s: timings.csv", game)
                    .hasSize(samples.size() + 2)
                    .anyMatch(line -> line.startsWith("exercises,"));
            Map<String, Double> worth = Shipped.maxScores(skeleton);
            double full = worth.values().stream().mapToDouble(Double::doubleValue).sum();
            for (String sample : samples) {
                Set<String> broken = Shipped.expected(game).get(sample);
                Path results = reports.resolve(sample).resolve("results.json");
                assertThat(Shipped.brokenRules(results))
                        .as("%s/%s breaks exactly what expected.json says", game, sample)
                        .isEqualTo(broken);
                // A rule kept on its written examples and broken on a generated one (a score
                // above nothing) loses the scheme's share of its points, any other all of them.
                Map<String, Double> kept = Shipped.scores(results);
                double lost = broken.stream().mapToDouble(rule -> kept.get(rule) > 0
                        ? worth.get(rule) * GeneratedSetting.DEFAULT_SHARE : worth.get(rule))
                        .sum();
                assertThat(Shipped.score(results))
                        .as("%s/%s loses exactly the points of the rules it breaks", game,
                                sample)
                        .isCloseTo(full - lost, within(0.011));
            }
        }
    }

    /**
     * Every scenario the untouched skeleton fails says which exercise to write: a student who
     * runs the rule book before writing anything is told where to start.
     */
    private static void theSkeletonNamesAnExerciseInEveryFailure(Path out) throws IOException {
        for (String game : GAMES) {
            JsonObject results = JsonParser.parseString(Files.readString(out.resolve(game)
                    .resolve("exercises/results.json"), StandardCharsets.UTF_8))
                    .getAsJsonObject();
            for (JsonElement test : results.getAsJsonArray("tests")) {
                String output = test.getAsJsonObject().get("output").getAsString();
                assertThat(output).as("%s: %s", game,
                        test.getAsJsonObject().get("name").getAsString())
                        .containsPattern("(?i)exercise \\d");
            }
        }
    }
}
