package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.grade.ClassPreparation;
import tabuleiro.grading.grade.SubmissionGrader;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.workspace.Skeleton;

/**
 * Every game's real rule book against the real exercises, the reference and the game's bundled
 * sample submissions: the untouched skeleton keeps no rule and every scenario says which
 * exercise to write, the reference earns full marks (both with the English and with the
 * Portuguese tree), and each sample loses exactly the points of
 * the rules that {@code grading/samples/GAME/expected.json} says its bug breaks. The samples are
 * graded as the build materialised them, in {@code grading/target/samples/GAME/}.
 *
 * <p>The games are the schemes of {@code grading/schemes/}, so a game that lands with its
 * scheme, rule book and samples is checked here without a change to this class.
 *
 * <p>Its tests run two at a time (the surefire configuration in {@code grading/pom.xml}), as the
 * grader grades a class with {@code --jobs 2}: each grades a submission of its own with the
 * game's one {@link SubmissionGrader}, which grades submissions at once as a class run does.
 */
@Execution(ExecutionMode.CONCURRENT)
class RealRuleBookTest {

    @TempDir
    static Path dir;

    /** A game's rule book, marking and grader, made once per game. */
    private record Game(RuleBook book, Marking marking, SubmissionGrader grader) {
    }

    private static final Map<String, Game> GAMES = new ConcurrentHashMap<>();

    private static Game game(String name) {
        return GAMES.computeIfAbsent(name, RealRuleBookTest::load);
    }

    /**
     * Loads a game's rule book, marking and grader; a name such as {@code quarto pt} loads the
     * game's Portuguese tree, graded in Portuguese.
     */
    private static Game load(String name) {
        try {
            String[] words = name.split(" ");
            Language language = words.length > 1 ? Language.ofTag(words[1]).orElseThrow()
                    : Language.ENGLISH;
            Scheme scheme = BundledSchemes.scheme(words[0]).speaking(language);
            RunnerClasspath classpath = RunnerClasspath.ofGrader();
            RuleBook book = RuleBook.load(classpath.entries(),
                    language.features(scheme.rulebook()));
            Marking marking = Marking.of(scheme, book.rules());
            // Prepared once per game and never closed: the JVM's end takes its compilers.
            return new Game(book, marking, new SubmissionGrader(ClassPreparation.prepare(
                    marking, book, classpath, Skeleton.bundled(), note -> {}, Isolation.none())));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load the rule book of " + name, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while preparing " + name, e);
        }
    }

    /** The games of {@code grading/schemes/}, by their command names. */
    static List<String> games() throws IOException {
        Path schemes = Submissions.projectRoot().resolve("grading/schemes");
        try (Stream<Path> files = Files.list(schemes)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    /**
     * The games of {@code grading/schemes/} and each of them graded with its Portuguese tree
     * ({@code quarto pt}): the skeleton and the reference must fare alike in both languages.
     */
    static List<String> gamesInBothLanguages() throws IOException {
        List<String> both = new ArrayList<>(games());
        games().forEach(game -> both.add(game + " " + Language.PORTUGUESE.tag()));
        return both;
    }

    /** Each game's samples with the rules (ID/exercise) that their bug breaks. */
    static Stream<Arguments> samples() throws IOException {
        List<Arguments> samples = new ArrayList<>();
        for (String game : games()) {
            expected(game).forEach((sample, broken) ->
                    samples.add(Arguments.of(game, sample, Set.copyOf(broken))));
        }
        return samples.stream();
    }

    private static Map<String, List<String>> expected(String game) throws IOException {
        Path file = Submissions.projectRoot()
                .resolve("grading/samples/" + game + "/expected.json");
        Map<String, List<String>> expected = new Gson().fromJson(
                Files.readString(file, StandardCharsets.UTF_8),
                new TypeToken<Map<String, List<String>>>() {}.getType());
        return new TreeMap<>(expected);
    }

    /**
     * A game's samples as the build materialised them (SampleMaterialiser): complete/ and each
     * faulty sample, its patch applied.
     */
    private static Path samplesOf(String game) {
        return Submissions.projectRoot().resolve("grading/target/samples/" + game);
    }

    @ParameterizedTest
    @MethodSource("gamesInBothLanguages")
    void everyExerciseHasRulesWorthItsPoints(String name) {
        Game game = game(name);

        assertThat(game.book().problems()).as("problems of the rule book").isEmpty();
        assertThat(game.book().rules()).as("graded rules").isNotEmpty();
        assertThat(game.marking().problems()).isEmpty();
        assertThat(game.marking().max()).isEqualByComparingTo(game.marking().scheme().exercises()
                .stream().map(Exercise::points).reduce(BigDecimal.ZERO, BigDecimal::add));
    }

    @ParameterizedTest
    @MethodSource("games")
    void everySampleFolderIsExpectedSomething(String name) throws IOException {
        try (Stream<Path> folders = Files.list(samplesOf(name))) {
            assertThat(folders.filter(Files::isDirectory)
                    .map(folder -> folder.getFileName().toString()))
                    .as("the sample folders of " + name)
                    .containsExactlyInAnyOrderElementsOf(expected(name).keySet());
        }
        assertThat(expected(name)).as("a complete sample").containsEntry("complete", List.of());
    }

    @ParameterizedTest
    @MethodSource("gamesInBothLanguages")
    void theUntouchedSkeletonKeepsNoRuleAndNamesAnExerciseInEveryFailure(String name) {
        GradedSubmission skeleton = game(name).grader().grade(Submission.in(
                Submissions.projectRoot().resolve("exercises")),
                dir.resolve(name.replace(' ', '-') + "-skeleton"));

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

    @ParameterizedTest
    @MethodSource("gamesInBothLanguages")
    void theReferenceEarnsFullMarks(String name) throws IOException {
        Path reference = Submissions.copy(Submissions.referenceSources(),
                dir.resolve(name.replace(' ', '-') + "-reference"));

        GradedSubmission graded = game(name).grader().grade(Submission.in(reference),
                dir.resolve(name.replace(' ', '-') + "-out"));

        assertThat(graded.score().rules()).allSatisfy(rule -> assertThat(rule.kept())
                .as(rule.rule().name() + " " + rule.failures().stream().findFirst()
                        .map(failure -> failure.scenario().name() + ": "
                                + failure.result().message()).orElse(""))
                .isTrue());
        assertThat(graded.score().total()).isEqualByComparingTo(game(name).marking().max());
        assertThat(Optional.of(graded.status())).contains(GradedSubmission.Status.GRADED);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("samples")
    void aSampleLosesExactlyThePointsOfTheRulesItsBugBreaks(String name, String sample,
            Set<String> broken) {
        Game game = game(name);

        GradedSubmission graded = game.grader().grade(Submission.in(samplesOf(name)
                .resolve(sample)), dir.resolve(name + "-samples"));

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
        assertThat(graded.score().total()).isEqualByComparingTo(game.marking().max()
                .subtract(lost));
    }
}
