package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
        gradeAndCheck(mainCommand().replace("target/grades", out.toString()), out);
    }

    @Test
    void everySampleScoresWhatItsExpectedFileSaysWithoutASandbox(@TempDir Path out)
            throws IOException, InterruptedException {
        gradeAndCheck(mainCommand().replace("target/grades", out.toString())
                .replace(" grade --game", " grade --sandbox none --game"), out);
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
