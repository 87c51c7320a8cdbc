package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.child.SpecRunner;
import tabuleiro.grading.model.Limits;

/** What the grader reports when a grading JVM cannot even start the rule book. */
class SpecRunTest {

    @Test
    void jvmWithoutTheRuleBooksLibrariesSaysWhyNothingRan(@TempDir Path dir)
            throws IOException, InterruptedException, URISyntaxException {
        Path graderOnly = Path.of(SpecRunner.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());

        RunReport report = SpecRun.run(RunRequest.of(dir, List.of(graderOnly),
                RuleBookPackages.of("tabuleiro.grading.fixture"), new Limits(2, 30, 64)));

        assertThat(report.scenarios()).isEmpty();
        assertThat(report.jvms()).isEqualTo(1);
        assertThat(report.notRunReason()).hasValueSatisfying(reason -> assertThat(reason)
                .startsWith("the rule book could not be started (exit status ")
                .contains("NoClassDefFoundError"));
    }
}
