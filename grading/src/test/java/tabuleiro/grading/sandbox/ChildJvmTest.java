package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
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
                List.of(), new byte[32], dir, "jvm", scratch, false);
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

    @Test
    void inAProcessNamespaceOfItsOwnWhatTheJvmStartedEndsWithItUnwatched(@TempDir Path dir)
            throws IOException, InterruptedException {
        Optional<Path> bwrap = Stream.of("/usr/bin/bwrap", "/bin/bwrap").map(Path::of)
                .filter(Files::isExecutable).findFirst();
        assumeTrue(bwrap.isPresent(), "bubblewrap is not installed");
        // The grader does not look for this JVM's processes while it runs: the namespace's end
        // must take them. The sleep's length names it among the machine's processes.
        String sleeper = "sleep 6173";
        Path scratch = Files.createDirectories(dir.resolve("scratch"));
        ChildJvm jvm = ChildJvm.start(List.of(bwrap.get().toString(), "--unshare-all",
                "--die-with-parent", "--ro-bind", "/", "/", "--dev", "/dev", "sh", "-c",
                sleeper + " & sleep 1"), List.of(), new byte[32], dir, "jvm", scratch, true);
        while (!jvm.waitFor(50)) {
            // The grader polls like this while the JVM runs.
        }

        assertThat(jvm.exitStatus()).isZero();
        assertThat(CompletableFuture.supplyAsync(() -> {
            while (running(sleeper)) {
                LockSupport.parkNanos(20_000_000);
            }
            return true;
        })).as("the process the JVM left behind ends with its namespace")
                .succeedsWithin(Duration.ofSeconds(10));
    }

    private static boolean running(String command) {
        return ProcessHandle.allProcesses().anyMatch(process -> process.info().commandLine()
                .filter(line -> line.contains(command)).isPresent());
    }
}
