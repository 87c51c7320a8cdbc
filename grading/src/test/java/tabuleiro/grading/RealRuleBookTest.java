package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.build.Skeleton;
import tabuleiro.grading.report.GradedSubmission;
import tabuleiro.grading.report.Marking;
import tabuleiro.grading.report.RuleScore;
import tabuleiro.grading.report.ScenarioOutcome;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.run.Outcome;
import tabuleiro.grading.run.RunnerClasspath;

/**
 * The real rule book against the real exercises, the reference and the bundled sample
 * submissions: the untouched skeleton keeps no rule and every scenario says which exercise to
 * write, the reference and the complete sample earn full marks, and each buggy sample loses
 * exactly the points of the rules its bug breaks.
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
        assertThat(Files.isDirectory(exercises)).as("exercises/src/main/java exists").isTrue();
        assertThat(hasFeatureFiles(features)).as("the Connect Four rule book exists").isTrue();

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

    /**
     * The bundled samples with the rules (ID/exercise) that their bug breaks, worked out from the
     * rule book: a rule is broken when one of its examples meets the bug.
     */
    static Stream<Arguments> samples() {
        return Stream.of(
                // A correct solution written differently from the reference.
                Arguments.of("complete", Set.of()),
                // Only rows and columns are searched for fours: the diagonal examples of the
                // winning rule fail, and so does the invariant's diagonal game, because the
                // invariant sees a four that the engine did not report.
                Arguments.of("no-diagonals", Set.of("C4-09/ex03", "C4-13/ex03")),
                // A full grid does not end the game: every rule with an example that fills the
                // grid breaks, each caught by the invariant when the 42nd disc is played.
                Arguments.of("draw-forgotten", Set.of("C4-02/ex02", "C4-05/ex02", "C4-07/ex02",
                        "C4-11/ex02", "C4-12/ex02", "C4-13/ex03", "C4-15/ex03")),
                // The random agent never picks the last open column, and fails with one open.
                Arguments.of("random-off-by-one", Set.of("C4-14/ex04")));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void aSampleLosesExactlyThePointsOfTheRulesItsBugBreaks(String sample, Set<String> broken) {
        Path folder = Submissions.projectRoot().resolve("grading/samples/connect-four/" + sample);

        GradedSubmission graded = grader.grade(Submission.in(folder), dir.resolve("samples"));

        assertThat(graded.status()).isEqualTo(GradedSubmission.Status.GRADED);
        assertThat(graded.score().rules())
                .filteredOn(rule -> !rule.kept())
                .extracting(rule -> rule.rule().block().id() + "/" + rule.rule().exercise())
                .containsExactlyInAnyOrderElementsOf(broken);
        BigDecimal lost = graded.score().rules().stream()
                .filter(rule -> broken.contains(rule.rule().block().id() + "/"
                        + rule.rule().exercise()))
                .map(RuleScore::max)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        assertThat(graded.score().total()).isEqualByComparingTo(marking.max().subtract(lost));
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
