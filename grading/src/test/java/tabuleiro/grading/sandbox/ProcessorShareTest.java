package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The operating system's bound on a grading JVM's processor time: what this machine offers, and
 * how a JVM's command line asks for it. (Whether it keeps a classmate's score beside a
 * processor burner is the attack matrix's check, {@code HostileCorpusIT}, timed as a real run.)
 */
class ProcessorShareTest {

    @Test
    void aSlotsGroupHasAQuotaOfOneProcessorAndItsJvmsJoinItBeforeTheyRun() throws IOException {
        ProcessorShare share = ProcessorShare.detect(Optional.of(Path.of("/usr/bin/taskset")));
        List<String> prefix = share.prefix();
        switch (share.kind()) {
            case CGROUP_V1, CGROUP_V2 -> {
                Path procs = Path.of(prefix.get(prefix.size() - 1));
                assertThat(procs.getFileName()).hasToString("cgroup.procs");
                Path group = procs.getParent();
                String quota = share.kind() == ProcessorShare.Kind.CGROUP_V1
                        ? Files.readString(group.resolve("cpu.cfs_quota_us"),
                                StandardCharsets.UTF_8)
                        : Files.readString(group.resolve("cpu.max"), StandardCharsets.UTF_8);
                assertThat(quota.strip()).startsWith(Long.toString(
                        ProcessorShare.PERIOD_MICROS));
                assertThat(prefix.get(2)).isEqualTo("echo $$ > \"$0\" && exec \"$@\"");
                // The same thread, the same slot: one group for the JVMs it starts in turn.
                assertThat(share.prefix()).isEqualTo(prefix);
            }
            case PINNED -> assertThat(prefix).hasSize(3).element(1).isEqualTo("-c");
            case NONE -> assertThat(prefix).isEmpty();
            default -> throw new AssertionError(share.kind());
        }
        assertThat(share.description()).isNotBlank();
    }

    @Test
    void aGradingJvmsCommandStatesItsProcessorSecondsForRlimitCpu() {
        List<String> java = ChildJvm.command(GradingRuntime.ownJdk(),
                new tabuleiro.grading.model.Limits(2, 10, 64), List.of(), Optional.empty(),
                Path.of("/tmp/scratch"), List.of());

        assertThat(java).contains(Isolation.CPU_SECONDS_OPTION
                + ProcessorShare.cpuSeconds(10));
        assertThat(ProcessorShare.cpuSeconds(10)).isEqualTo(40);
    }
}
