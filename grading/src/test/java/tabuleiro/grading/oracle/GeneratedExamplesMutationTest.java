package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.Gson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tabuleiro.features.checkers.probe.CheckersProbe;
import tabuleiro.features.chess.probe.ChessProbe;
import tabuleiro.features.connectfour.probe.ConnectFourProbe;
import tabuleiro.features.quarto.probe.QuartoProbe;
import tabuleiro.features.qwirkle.probe.QwirkleProbe;
import tabuleiro.grading.model.GeneratedSetting;

/**
 * The grade's generated examples as PIT's test, for the mutation testing of the whole grade
 * ({@code grading/docs/mutation.md}): PIT mutates the reference's classes on this JVM's class
 * path, which the probes asked here play as a submission's engine, while the oracle answers in a
 * JVM of its own ({@link MutationJudge}), which no mutant reaches. Each game's test is what
 * {@code grade} asks a submission: the game's default count of generated games, end games and
 * properties, from the seed a submission named {@value #SUBMISSION} gets at the default class
 * seed, compared as {@code grade} compares them. A mutant the oracle disagrees with is killed;
 * the written examples' part of the grade is the rule book's own PIT run in {@code features/},
 * and the whole grade's score is the two runs' union.
 *
 * <p>Tagged {@code mutation}: the ordinary build leaves it out (the reference against the
 * oracle is {@code EveryGameIT}'s), and the {@code mutation} profile, after the package phase
 * that fills {@code target/oracle/}, gives it to PIT.
 */
@Tag("mutation")
class GeneratedExamplesMutationTest {

    /** The submission's name whose seed the games are played from. */
    private static final String SUBMISSION = "mutant";

    private static final Gson GSON = new Gson();

    /** Each game's script, as the judge wrote it in this JVM's first test of the game. */
    private static final Map<String, Path> SCRIPTS = new ConcurrentHashMap<>();

    @Test
    void connectFour() throws IOException, InterruptedException {
        assertTheOracleAgrees("connectfour", ConnectFourProbe::new);
    }

    @Test
    void quarto() throws IOException, InterruptedException {
        assertTheOracleAgrees("quarto", QuartoProbe::new);
    }

    @Test
    void chess() throws IOException, InterruptedException {
        assertTheOracleAgrees("chess", ChessProbe::new);
    }

    @Test
    void checkers() throws IOException, InterruptedException {
        assertTheOracleAgrees("checkers", CheckersProbe::new);
    }

    @Test
    void qwirkle() throws IOException, InterruptedException {
        assertTheOracleAgrees("qwirkle", QwirkleProbe::new);
    }

    private static void assertTheOracleAgrees(String game,
            Supplier<Function<String, String>> engine) throws IOException, InterruptedException {
        Path script = SCRIPTS.get(game);
        if (script == null) {
            // Once a JVM: PIT runs many mutants in each of its JVMs, and the games are the seed's.
            script = Files.createTempFile("tabuleiro-mutation-" + game, ".json");
            script.toFile().deleteOnExit();
            long seed = GeneratedSetting.seedOf(GeneratedSetting.DEFAULT_SEED, SUBMISSION);
            Judged made = judge("script", game, String.valueOf(seed), script.toString());
            assertThat(made.status()).as(made.output()).isZero();
            SCRIPTS.put(game, script);
        }
        GeneratedGames.Script games = GSON.fromJson(Files.readString(script,
                StandardCharsets.UTF_8), GeneratedGames.Script.class);
        Function<String, String> probe = engine.get();
        List<String> answers = games.questions().stream().map(probe).toList();
        Path answered = Files.createTempFile("tabuleiro-mutation-" + game, ".answers.json");
        try {
            Files.writeString(answered, GSON.toJson(answers), StandardCharsets.UTF_8);
            Judged judged = judge("compare", game, script.toString(), answered.toString());
            assertThat(answers).as("questions asked of %s", game).isNotEmpty();
            assertThat(judged.status()).as("the oracle's disagreements with the engine: %s",
                    judged.output()).isZero();
        } finally {
            Files.deleteIfExists(answered);
        }
    }

    /** What the judge's JVM printed, and its exit status. */
    private record Judged(int status, String output) {
    }

    /** Runs {@link MutationJudge} in a JVM of its own, on this JVM's class path. */
    private static Judged judge(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                MutationJudge.class.getName()));
        command.addAll(List.of(args));
        Process judge = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(judge.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8);
        return new Judged(judge.waitFor(), output);
    }
}
