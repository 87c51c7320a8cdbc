package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.report.platform.ReportsTest;

/**
 * The class's median as the instructor reads it in {@code report.html} and {@code summary.md}:
 * the middle grade of an odd count, the mean of the two middle grades of an even one.
 */
class ClassMedianTest {

    @TempDir
    Path out;

    /** A submission that keeps the given rules of {@link ReportsTest#MARKING}, 5 points each. */
    private static GradedSubmission keeping(String name, int rules) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        List<GradedRule> all = ReportsTest.MARKING.rules();
        for (int i = 0; i < all.size(); i++) {
            results.put(all.get(i).scenarios().get(0).key(), ScenarioResult.of(
                    i < rules ? Outcome.PASSED : Outcome.FAILED, "", Optional.empty()));
        }
        Score score = Score.of(ReportsTest.MARKING, results, ScenarioResult.of(Outcome.NOT_RUN,
                "?", Optional.empty()));
        return new GradedSubmission(name, Status.GRADED, score, List.of(), List.of(), 1,
                new Student(name, Optional.empty()), Optional.empty());
    }

    private String write(List<GradedSubmission> graded, String file) throws IOException {
        new ClassSummary(ReportsTest.MARKING, graded).write(out);
        return Files.readString(out.resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    void anEvenClassHasTheMeanOfItsTwoMiddleGradesOnEverySurface() throws IOException {
        // 0, 5, 10 and 10 points: the two middle grades are 5 and 10.
        List<GradedSubmission> graded = List.of(keeping("ana", 2), keeping("bia", 0),
                keeping("caio", 2), keeping("davi", 1));

        for (String file : List.of(ClassReport.FILE, ClassSummary.MARKDOWN)) {
            assertThat(write(graded, file)).as(file)
                    .contains("4 submissions, graded out of 10.00 points. Mean 6.25,"
                            + " median 7.50.");
        }
    }

    @Test
    void oneGeneratedGameASubmissionIsOneGame() throws IOException {
        Scheme scheme = ReportsTest.MARKING.scheme();
        Marking marking = Marking.of(new Scheme(scheme.game(), scheme.title(),
                "tabuleiro.features.connectfour", scheme.enginePackage(), scheme.limits(),
                scheme.exercises(), null, null, null, scheme.language(), scheme.pt(), null,
                new GeneratedSetting(1, 0.25, 7L)), ReportsTest.MARKING.rules());

        new ClassSummary(marking, List.of(keeping("ana", 1))).write(out);

        assertThat(Files.readString(out.resolve(ClassReport.FILE), StandardCharsets.UTF_8))
                .contains("Generated examples: 1 random game per submission, from the class"
                        + " seed 7");
        Marking portuguese = Marking.of(marking.scheme().speaking(Language.PORTUGUESE),
                marking.rules());
        new ClassSummary(portuguese, List.of(keeping("ana", 1))).write(out);
        assertThat(Files.readString(out.resolve(ClassSummary.MARKDOWN), StandardCharsets.UTF_8))
                .contains("Exemplos gerados: 1 partida ao acaso por entrega");
    }

    @Test
    void anOddClassHasItsMiddleGradeAndOneSubmissionIsSingular() throws IOException {
        assertThat(write(List.of(keeping("ana", 1)), ClassReport.FILE))
                .contains("1 submission, graded out of 10.00 points. Mean 5.00, median 5.00.");
        assertThat(write(List.of(keeping("ana", 2), keeping("bia", 0), keeping("caio", 1)),
                ClassSummary.MARKDOWN)).contains("Mean 5.00, median 5.00.");
    }
}
