package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a grading JVM leaves behind once it has ended. */
class ChildJvmTest {

    @Test
    void aProcessStartedByTheJvmDoesNotOutliveIt(@TempDir Path dir)
            throws IOException, InterruptedException {
        // Stands in for a submission that starts a process and ends normally; the process
        // inherits the output streams, so it would also hold them open.
        Path scratch = Files.createDirectories(dir.resolve("scratch"));
        ChildJvm jvm = ChildJvm.start(List.of("sh", "-c", "sleep 60 & echo $!; sleep 1"),
                List.of(), new byte[32], dir, "jvm", scratch);
        while (!jvm.waitFor(50)) {
            // The grader polls like this while the JVM runs.
        }

        assertThat(jvm.exitStatus()).isZero();
        long pid = Long.parseLong(
                Files.readString(dir.resolve("jvm.out"), StandardCharsets.UTF_8).strip());
        Optional<ProcessHandle> sleeper = ProcessHandle.of(pid);
        sleeper.ifPresent(handle -> assertThat(handle.onExit())
                .succeedsWithin(Duration.ofSeconds(10)));
        assertThat(jvm.exitStatus()).isZero();
    }
}
