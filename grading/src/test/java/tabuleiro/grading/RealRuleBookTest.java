package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.build.Skeleton;
import tabuleiro.grading.report.GradedSubmission;
import tabuleiro.grading.report.Marking;
import tabuleiro.grading.report.RuleScore;
import tabuleiro.grading.report.ScenarioOutcome;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.run.Outcome;
import tabuleiro.grading.run.RunnerClasspath;

/**
 * The real rule book against the real exercises and the reference, once both are in the
 * project: the untouched skeleton keeps no rule and every scenario says which exercise to write,
 * and the reference earns full marks. Skipped while exercises/src/main/java or the Connect Four
 * feature files are missing.
 */
class RealRuleBookTest {

    @TempDir
    static Path dir;

    private static Marking marking;
    private static SubmissionGrader grader;

    @BeforeAll
    static void readTheRuleBook() throws IOException {
        Path exercises = Submissions.projectRoot().resolve("exercises/src/main/java");
        Path features = Submissions.projectRoot()
                .resolve("features/src/main/resources/tabuleiro/features/connectfour");
        assumeTrue(Files.isDirectory(exercises), "exercises/src/main/java is not generated yet");
        assumeTrue(hasFeatureFiles(features), "the Connect Four rule book is not written yet");

        Scheme scheme = Scheme.bundled();
        RunnerClasspath classpath = RunnerClasspath.ofGrader();
        RuleBook book = RuleBook.load(classpath.entries(), scheme.rulebook());
        assertThat(book.problems()).as("problems of the rule book").isEmpty();
        marking = Marking.of(scheme, book);
        grader = new SubmissionGrader(marking, book, classpath, Skeleton.bundled(), note -> {});
    }

    @Test
    void everyExerciseHasRulesWorthItsPoints() {
        assertThat(marking.problems()).isEmpty();
        assertThat(marking.max()).isEqualByComparingTo(marking.scheme().exercises().stream()
                .map(Scheme.Exercise::points).reduce(BigDecimal.ZERO, BigDecimal::add));
    }

    @Test
    void theUntouchedSkeletonKeepsNoRuleAndNamesAnExerciseInEveryFailure() {
        GradedSubmission skeleton = grader.grade(Submission.in(
                Submissions.projectRoot().resolve("exercises")), dir.resolve("out"));

        assertThat(skeleton.status()).isEqualTo(GradedSubmission.Status.GRADED);
        assertThat(skeleton.score().total()).isZero();
        for (RuleScore rule : skeleton.score().rules()) {
            for (ScenarioOutcome scenario : rule.scenarios()) {
                assertThat(scenario.result().outcome())
                        .as(rule.rule().name() + ": " + scenario.scenario().name())
                        .isEqualTo(Outcome.FAILED);
                assertThat(scenario.result().message())
                        .as(rule.rule().name() + ": " + scenario.scenario().name())
                        .containsPattern("Exercise \\d");
            }
        }
    }

    @Test
    void theReferenceEarnsFullMarks() throws IOException {
        Path reference = Submissions.copy(Submissions.referenceSources(),
                dir.resolve("reference"));

        GradedSubmission graded = grader.grade(Submission.in(reference), dir.resolve("out"));

        assertThat(graded.score().rules()).allSatisfy(rule -> assertThat(rule.kept())
                .as(rule.rule().name() + " " + rule.failures().stream().findFirst()
                        .map(failure -> failure.scenario().name() + ": "
                                + failure.result().message()).orElse(""))
                .isTrue());
        assertThat(graded.score().total()).isEqualByComparingTo(marking.max());
        assertThat(Optional.of(graded.status())).contains(GradedSubmission.Status.GRADED);
    }

    private static boolean hasFeatureFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.anyMatch(file -> file.toString().endsWith(".feature"));
        }
    }
}
