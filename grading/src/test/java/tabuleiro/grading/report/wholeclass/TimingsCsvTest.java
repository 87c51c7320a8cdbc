package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.PhaseTimes;

/** The instructor's table of where the grading time went. */
class TimingsCsvTest {

    @Test
    void eachSubmissionIsARowOfItsPhasesAndTheirSum(@TempDir Path out) throws IOException {
        Path file = TimingsCsv.write(out, List.of(
                new PhaseTimes("ana", 0.1, 0.4, 1.0, 0, 0.2, 0.05),
                new PhaseTimes("=cmd", 0.1, 0.3, 0, 0, 0, 0.01)));

        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).containsExactly(
                "submission,prepare,compile,visible,hidden,style,reports,total",
                "ana,0.100,0.400,1.000,0.000,0.200,0.050,1.750",
                // A name a spreadsheet would run as a formula stays text.
                "'=cmd,0.100,0.300,0.000,0.000,0.000,0.010,0.410");
    }

    @Test
    void aNegativeTimeIsRefusedNamingTheSubmission() {
        assertThatThrownBy(() -> new PhaseTimes("ana", 0, -1, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ana");
    }
}
