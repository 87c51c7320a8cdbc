package tabuleiro.chess.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.ui.Fuzzer;

class TextUiFuzzTest {

    @Test
    void seededGarbageAtEveryPromptNeitherCrashesNorHangs() {
        Fuzzer.Report report = new Fuzzer(new ChessFuzzTarget(), 60, 10_000).run(15, 150);

        assertThat(report.problems()).as("sessions that went wrong, by seed").isEmpty();
        assertThat(report.sessions()).isEqualTo(150);
        assertThat(report.lines()).as("lines typed").isGreaterThan(2_000);
    }
}
