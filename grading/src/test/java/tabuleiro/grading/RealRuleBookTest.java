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
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
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
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.workspace.Skeleton;

/**
 * Every game's real rule book, in both languages, against the real exercises and the reference,
 * in the build's own JVM: each exercise has rules worth its points, each sample folder the build
 * materialised is one {@code grading/samples/GAME/expected.json} expects, and with the Portuguese
 * tree the untouched skeleton keeps no rule (every scenario saying which exercise to write) and
 * the reference earns full marks. The English tree's gradings of the same submissions, and the
 * samples' points, are checked on the packaged grader by the end-to-end tests that read the
 * build's shared class runs ({@code ReadmeMainCommandIT}, {@code MutantCatalogueIT}).
 *
 * <p>The games are the schemes of {@code grading/schemes/}, so a game that lands with its
 * scheme, rule book and samples is checked here without a change to this class.
 *
 * <p>Its tests run two at a time (the surefire configuration in {@code grading/pom.xml}), as the
 * grader grades a class with {@code --jobs 2}: each grades a submission of its own with the
 * game's one {@link SubmissionGrader}, which grades submissions at once as a class run does.
 */
@Execution(ExecutionMode.CONCURRENT)
@Tag("slow")
class RealRuleBookTest {

    @TempDir
    static Path dir;

    /** A game's rule book and marking, read once per game and language. */
    private record Game(RuleBook book, Marking marking, RunnerClasspath classpath) {
    }

    private static final Map<String, Game> GAMES = new ConcurrentHashMap<>();

    private static final Map<String, SubmissionGrader> GRADERS = new ConcurrentHashMap<>();

    private static Game game(String name) {
        return GAMES.computeIfAbsent(name, RealRuleBookTest::load);
    }

    /**
     * Loads a game's rule book and marking; a name such as {@code quarto pt} loads the game's
     * Portuguese tree, graded in Portuguese.
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
            return new Game(book, Marking.of(scheme, book.rules()), classpath);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load the rule book of " + name, e);
        }
    }

    /**
     * A game's grader, prepared on first use only: a test that reads the rule book alone does
     * not pay for the compiler JVM and the rule book's jars.
     */
    private static SubmissionGrader grader(String name) {
        return GRADERS.computeIfAbsent(name, key -> {
            Game game = game(key);
            try {
                // Prepared once per game and never closed: the JVM's end takes its compilers.
                return new SubmissionGrader(ClassPreparation.prepare(game.marking(),
                        game.book(), game.classpath(), Skeleton.bundled(), note -> {},
                        Isolation.none()));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot prepare the grader of " + key, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while preparing " + key, e);
            }
        });
    }

    /**
     * The games of {@code grading/schemes/} that the grader registers, by their command names.
     * A game comes in two phases: its reference, rule book and skeleton first, for which the
     * generator reads its scheme there, then its grader module with its samples and kit. A
     * scheme whose game the grader does not register yet (Jogo do Galo, in its first phase) is
     * not in the grader's jar and has no samples: it is left out here, and graded from the
     * moment its module registers it.
     */
    static List<String> games() throws IOException {
        Path schemes = Submissions.projectRoot().resolve("grading/schemes");
        try (Stream<Path> files = Files.list(schemes)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .filter(game -> Games.find(game).isPresent())
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
        both.addAll(gamesInPortuguese());
        return both;
    }

    /**
     * Each game of {@code grading/schemes/} graded with its Portuguese tree ({@code quarto pt}).
     * The English tree's gradings of the skeleton, the reference and the samples are the
     * packaged grader's, in the build's shared class runs (the README's main command and the
     * mutants' control in {@code tabuleiro.grading.shipped}); the Portuguese tree's are here.
     */
    static List<String> gamesInPortuguese() throws IOException {
        return games().stream().map(game -> game + " " + Language.PORTUGUESE.tag()).toList();
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
    @MethodSource("gamesInPortuguese")
    void theUntouchedSkeletonKeepsNoRuleAndNamesAnExerciseInEveryFailure(String name) {
        GradedSubmission skeleton = grader(name).grade(Submission.in(
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
                        // In the Portuguese rule book the text UI names it in Portuguese.
                        .containsPattern("(?i)(exercise|exercício) \\d");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("gamesInPortuguese")
    void theReferenceEarnsFullMarks(String name) throws IOException {
        Path reference = Submissions.copy(Submissions.referenceSources(),
                dir.resolve(name.replace(' ', '-') + "-reference"));

        GradedSubmission graded = grader(name).grade(Submission.in(reference),
                dir.resolve(name.replace(' ', '-') + "-out"));

        assertThat(graded.score().rules()).allSatisfy(rule -> assertThat(rule.kept())
                .as(rule.rule().name() + " " + rule.failures().stream().findFirst()
                        .map(failure -> failure.scenario().name() + ": "
                                + failure.result().message()).orElse(""))
                .isTrue());
        assertThat(graded.score().total()).isEqualByComparingTo(game(name).marking().max());
        assertThat(Optional.of(graded.status())).contains(GradedSubmission.Status.GRADED);
    }
}
