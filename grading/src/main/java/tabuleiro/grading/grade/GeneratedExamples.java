package tabuleiro.grading.grade;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.oracle.ClassGames;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.oracle.Oracle;
import tabuleiro.grading.sandbox.ProbeQuestions;
import tabuleiro.grading.spi.Games;

/**
 * Generated examples of a class (issue 47), in the grader's JVM: the oracle plays the class's
 * games from the class seed, once for the whole class (issue 82: every submission meets the
 * same games, so identical code gets the identical grade whatever it is called, and the
 * reference's answers are worked out once), the questions go to each submission's grading JVM
 * (moves only, never an answer), and its answers are compared here with the oracle's, each
 * disagreement charged to a rule.
 *
 * <p>Every registered game ({@link Games}) has them, each game played as
 * {@link GeneratedGames.Settings#of(String)} says (see
 * {@code grading/docs/generated-examples.md}).
 */
final class GeneratedExamples implements AutoCloseable {

    private final Oracle oracle;
    private final String game;
    private final GeneratedSetting setting;

    /** The class's games, played by the oracle the first time a submission needs them. */
    private GeneratedGames.Script script;

    private GeneratedExamples(Oracle oracle, String game, GeneratedSetting setting) {
        this.oracle = oracle;
        this.game = game;
        this.setting = setting;
    }

    /**
     * Opens the oracle for a class, when the scheme asks for generated examples of a game that
     * has them and the oracle is beside the grader.
     *
     * @param scheme the class's scheme
     * @param instructor where to say why generated examples are not graded
     * @return the class's generated examples, or empty when none are graded
     */
    static Optional<GeneratedExamples> open(Scheme scheme, Consumer<String> instructor) {
        GeneratedSetting setting = scheme.generatedSetting();
        String rulebook = scheme.rulebook();
        String game = rulebook.substring(rulebook.lastIndexOf('.') + 1);
        if (!setting.asked(rulebook)) {
            return Optional.empty();
        }
        try {
            Path folder = Oracle.defaultFolder();
            if (!Files.isDirectory(folder)) {
                instructor.accept("generated examples are not graded: there is no folder "
                        + folder + " beside the grader (its build fills it)");
                return Optional.empty();
            }
            Oracle oracle = Oracle.open(folder);
            instructor.accept("generated examples: the class's " + setting.gameCount(rulebook)
                    + (setting.gameCount(rulebook) == 1 ? " game" : " games")
                    + ", the same for every submission, from the class seed "
                    + setting.classSeed()
                    + " (grade --seed N to change it), a rule they break loses "
                    + setting.shareLost()
                    + " of its points");
            return Optional.of(new GeneratedExamples(oracle, game, setting));
        } catch (IOException | RuntimeException e) {
            instructor.accept("generated examples are not graded: the oracle did not open: "
                    + e);
            return Optional.empty();
        }
    }

    /**
     * The class's games, played with the oracle alone the first time they are asked for: the
     * same for every submission, whatever its name, chosen with reach floors
     * ({@link ClassGames}). Synchronized since submissions are graded
     * in parallel and the oracle's probe is one engine.
     *
     * @return the script whose questions every grading JVM of the class is sent
     */
    synchronized GeneratedGames.Script script() {
        if (script == null) {
            script = ClassGames.kept(oracle, game, setting.gamesSeed(),
                    setting.gameCount(game));
        }
        return script;
    }

    /**
     * The questions a grading JVM asks its probe.
     *
     * @param script the submission's script
     * @return the probe and its questions
     */
    ProbeQuestions questions(GeneratedGames.Script script) {
        return new ProbeQuestions(Oracle.probeClassName(game), script.questions());
    }

    /**
     * The reference's class files of one class of the game's package, to put in place of a
     * submission's ({@link ClassSwap}).
     *
     * @param enginePackage the game's package
     * @param simpleName the class's simple name
     * @return its files by file name, nested classes' included; empty when it has none
     * @throws IOException if the oracle's jars cannot be read
     */
    Map<String, byte[]> referenceClassFiles(String enginePackage, String simpleName)
            throws IOException {
        return oracle.classFiles(enginePackage, simpleName);
    }

    /**
     * Compares the engine's answers with the oracle's.
     *
     * @param script the submission's script
     * @param answers the grading JVM's answers, in order
     * @return the first disagreement of each rule that had one
     */
    List<GeneratedExample> compare(GeneratedGames.Script script, List<String> answers) {
        GeneratedGames.Outcome outcome = GeneratedGames.compare(oracle.probe(game), script,
                answers);
        return outcome.disagreements().values().stream()
                .map(found -> new GeneratedExample(found.rule(), script.seed(), found.moves(),
                        found.key(), found.expected(), found.actual(), found.scenarioEn(),
                        found.scenarioPt(), found.board(), gamesAsked(outcome, found.rule()),
                        gamesAsked(outcome, found.rule()) == 0 ? 0
                                : outcome.gamesContradicted().getOrDefault(found.rule(), 0)))
                .toList();
    }

    /** The games that asked a rule a question of its own; 0 for one only classify reaches. */
    private static int gamesAsked(GeneratedGames.Outcome outcome, String rule) {
        return outcome.gamesAsked().getOrDefault(rule, 0);
    }

    @Override
    public void close() {
        oracle.close();
    }

    /**
     * The game's package name in the features module.
     *
     * @return the last part of {@code tabuleiro.features.GAME}
     */
    String game() {
        return Objects.requireNonNull(game);
    }
}
