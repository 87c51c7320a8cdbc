package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The benchmark of one grading JVM, {@code grading/bench/grading-jvm.sh}, as
 * {@code grading/BENCHMARKS.md} runs it: on the command line that the README's run recorded for
 * Connect Four's complete sample, so that it grades nothing of its own.
 *
 * <p>Alone: it times a grading JVM.
 */
@Isolated
class GradingJvmBenchIT {

    private static final String SCRIPT = "grading/bench/grading-jvm.sh";

    /** How long the script may take; one run of each kind, after a first one, takes seconds. */
    private static final long SECONDS = 120;

    /** The folder where the README's run recorded Connect Four's complete sample's JVMs. */
    private static Path recordedRun() throws IOException, InterruptedException {
        return ReadmeRun.submission("connect-four", "complete").resolve("work/run");
    }

    @Test
    void rerunsTheRecordedGradingJvmOnItsRulesAndWithoutThem()
            throws IOException, InterruptedException {
        Path run = recordedRun();
        long planned;
        try (var lines = Files.lines(run.resolve("progress-1.log"), StandardCharsets.UTF_8)) {
            planned = lines.filter(line -> line.contains("\"event\":\"PLAN\"")).count();
        }
        assertThat(planned).isPositive();

        Ran ran = Shipped.run(List.of("bash", SCRIPT, run.resolve("jvm-1.command").toString(),
                "1"), Shipped.root(), Map.of(), SECONDS);

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output())
                .contains("the visible rules (" + planned + " scenarios, " + planned
                        + " passed): processor time median ")
                .containsPattern("no feature file: processor time median \\d+\\.\\d{3} s"
                        + " \\(smallest \\d+\\.\\d{3} s\\), wall clock median \\d+\\.\\d{3} s"
                        + " \\(1 run\\)");
    }

    @Test
    void saysWhyWhenTheRecordedJvmCannotStart(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path recorded = recordedRun().resolve("jvm-1.command");
        Path broken = Files.writeString(folder.resolve("jvm-1.command"), Files.readString(
                recorded, StandardCharsets.UTF_8).replace("tabuleiro-grader-runner.jar",
                        "no-such-runner.jar"), StandardCharsets.UTF_8);

        Ran ran = Shipped.run(List.of("bash", SCRIPT, broken.toString(), "1"), Shipped.root(),
                Map.of(), SECONDS);

        assertThat(ran.status()).isEqualTo(1);
        assertThat(ran.output()).contains("the grading JVM stopped with exit status 1")
                .contains("Module tabuleiro.grading.runner not found")
                .doesNotContain("processor time median");
    }

    @Test
    void saysWhatItExpectedOfAFileThatIsNoGradingJvmsCommandLine(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path notACommand = Files.writeString(folder.resolve("jvm-1.command"), "java\n-version\n");

        Ran ran = Shipped.run(List.of("bash", SCRIPT, notACommand.toString()), Shipped.root(),
                Map.of(), SECONDS);

        assertThat(ran.status()).isEqualTo(2);
        assertThat(ran.output()).contains("no JVM (a runtime's bin/java) in it");
    }
}
