package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Limits;

/**
 * A run's request: the four parts every run names, a run without isolation for the rest, and
 * each {@code with} method changing its own part and no other.
 */
class RunRequestTest {

    private static final Limits LIMITS = new Limits(2, 30, 64);

    private final RunRequest plain = RunRequest.of(Path.of("logs"), List.of(Path.of("a.jar")),
            RuleBookPackages.of("tabuleiro.features.connectfour"), LIMITS);

    @Test
    void aPlainRequestRunsWithoutIsolationGuardOrArchive() {
        assertThat(plain.scratchRoot()).isEqualTo(Path.of("logs", "scratch"));
        assertThat(plain.submissionClasses()).isEmpty();
        assertThat(plain.sharedClasses()).isEmpty();
        assertThat(plain.isolation().description()).startsWith("none;");
        assertThat(plain.deadline() - System.nanoTime()).isPositive();
        assertThat(plain.features()).isEmpty();
    }

    @Test
    void eachWithMethodChangesItsPartAlone() {
        RunRequest changed = plain.withScratchRoot(Path.of("scratch"))
                .withSubmissionClasses(Path.of("classes"))
                .withSharedClasses(Optional.of(Path.of("cds.jsa"))).withDeadline(42)
                .withFeatures(Map.of("a/b.feature", "Feature: b"));

        assertThat(changed).isEqualTo(new RunRequest(Path.of("logs"), Path.of("scratch"),
                List.of(Path.of("a.jar")), Optional.of(Path.of("classes")),
                RuleBookPackages.of("tabuleiro.features.connectfour"), LIMITS,
                plain.isolation(), Optional.of(Path.of("cds.jsa")), 42,
                Map.of("a/b.feature", "Feature: b"), ProbeQuestions.NONE));
        Isolation other = Isolation.none();
        assertThat(changed.withIsolation(other).isolation()).isSameAs(other);
        assertThat(changed.withIsolation(other).withIsolation(plain.isolation()))
                .isEqualTo(changed);
    }
}
