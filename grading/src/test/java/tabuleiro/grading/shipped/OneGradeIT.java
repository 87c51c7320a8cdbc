package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.report.wholeclass.SurfaceGrades;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * One grade on every surface, in every game's shared class run ({@link ClassRuns}, which has a
 * late submission): for each submission, the console, {@code summary.csv}, {@code summary.md},
 * {@code moodle-grades.csv}, {@code report.html}, {@code results.json}, {@code feedback.md},
 * {@code feedback.html}, {@code junit.xml}, {@code classroom50.json} and
 * {@code prairielearn.json} show the same grade, compared with each other (read as their readers
 * read them, {@link SurfaceGrades}), not with an expectation of this test's. The late
 * submission's grade is its rules' points less the late penalty, and each surface that also
 * shows the points before the penalty says so beside them. No class is graded here: the shared
 * runs are read.
 */
class OneGradeIT {

    /**
     * The games the grader registers, by their command names: a game registered later gets
     * this test too (a scheme whose game has no grader module yet has no class run).
     */
    static List<String> games() {
        return Games.all().stream().map(GameModule::command).sorted().toList();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everySurfaceShowsTheSameGradeForEverySubmission(String game)
            throws IOException, InterruptedException {
        Path out = ClassRuns.graded(game);
        List<String> names = ClassRuns.submissions(game).stream()
                .map(submission -> submission.getFileName().toString()).toList();
        Map<String, Map<String, BigDecimal>> classFiles = SurfaceGrades.ofClass(out);
        Map<String, BigDecimal> console = SurfaceGrades.ofConsole(ClassRuns.console(game));

        List<String> disagreements = new ArrayList<>();
        for (String name : names) {
            Map<String, BigDecimal> shown = new TreeMap<>(SurfaceGrades.ofSubmission(
                    out.resolve(name)));
            classFiles.forEach((file, grades) -> shown.put(file, grades.get(name)));
            shown.put("console", console.get(name));
            BigDecimal grade = shown.get("results.json");
            BigDecimal max = max(out.resolve(name).resolve("results.json"));
            shown.forEach((surface, number) -> {
                if (number == null || number.compareTo(grade) != 0) {
                    disagreements.add(name + ": " + surface + " shows " + number + " where"
                            + " results.json shows " + grade);
                }
            });
            Optional<BigDecimal> fraction = SurfaceGrades.fraction(out.resolve(name));
            if (fraction.isPresent() && fraction.get().compareTo(SurfaceGrades.fractionOf(grade,
                    max)) != 0) {
                disagreements.add(name + ": prairielearn.json's score is " + fraction.get()
                        + ", not " + grade + " of " + max);
            }
        }
        assertThat(disagreements).as("%s: the surfaces of %d submissions", game, names.size())
                .isEmpty();
    }

    @ParameterizedTest
    @MethodSource("games")
    void theLateSubmissionLosesItsShareAndSaysSoBesideTheGrade(String game)
            throws IOException, InterruptedException {
        Path out = ClassRuns.graded(game);
        String late = ClassRuns.late(game);
        Path results = out.resolve(late).resolve("results.json");

        BigDecimal earned = earned(results);
        BigDecimal percent = BigDecimal.valueOf(2L * ClassRuns.LATE_PERCENT);
        BigDecimal after = earned.subtract(earned.multiply(percent).divide(
                BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP));
        assertThat(earned).as("%s/%s earns points to lose", game, late).isPositive();
        assertThat(new BigDecimal(JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject().get("score").getAsString()))
                .as("%s/%s: two started days late at %d%% a day", game, late,
                        ClassRuns.LATE_PERCENT).isEqualByComparingTo(after);

        String before = " (" + earned.setScale(2).toPlainString() + " before the late penalty)";
        assertThat(SurfaceGrades.besideTheGrade(ClassRuns.console(game), late))
                .as("%s/%s on the console", game, late).hasValue(before);
        for (String file : List.of("summary.md", "report.html")) {
            assertThat(SurfaceGrades.besideTheGrade(Files.readString(out.resolve(file),
                    StandardCharsets.UTF_8), late)).as("%s: %s in %s", game, late, file)
                    .hasValue(before);
        }
        assertThat(SurfaceGrades.junitProperty(Files.readString(out.resolve(late)
                .resolve("junit.xml"), StandardCharsets.UTF_8), "score-before-penalties"))
                .hasValueSatisfying(points -> assertThat(points).isEqualByComparingTo(earned));
        assertThat(Files.readString(out.resolve(late).resolve("feedback.md"),
                StandardCharsets.UTF_8)).contains("** (" + before.substring(2));
        // A submission handed in with no time has no penalty, and says nothing of one.
        assertThat(SurfaceGrades.besideTheGrade(ClassRuns.console(game), ClassRuns.SKELETON))
                .as("%s: the skeleton on the console", game).hasValueSatisfying(text ->
                        assertThat(text).doesNotContain("before"));
    }

    /** The points the rules earned: the sum of results.json's tests. */
    private static BigDecimal earned(Path results) throws IOException {
        BigDecimal sum = BigDecimal.ZERO;
        for (JsonElement test : JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject().getAsJsonArray("tests")) {
            sum = sum.add(test.getAsJsonObject().get("score").getAsBigDecimal());
        }
        return sum;
    }

    /** The most points: the sum of results.json's tests' {@code max_score}. */
    private static BigDecimal max(Path results) throws IOException {
        BigDecimal sum = BigDecimal.ZERO;
        for (JsonElement test : JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject().getAsJsonArray("tests")) {
            sum = sum.add(test.getAsJsonObject().get("max_score").getAsBigDecimal());
        }
        return sum;
    }
}
