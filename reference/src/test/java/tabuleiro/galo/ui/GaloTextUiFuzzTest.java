package tabuleiro.galo.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tabuleiro.ui.Fuzzer;

/**
 * A bounded fuzz run of Jogo do Galo's text UI in every build: 150 seeded scripts of up to 60
 * lines (garbage, control characters, very long lines, help and quit words, and the end of the
 * input at whatever prompt a script reaches), none of which may crash the UI, hang it, show an
 * exception, refuse an answer without a word or end with a status other than 0.
 */
class GaloTextUiFuzzTest {

    @Test
    @Timeout(60)
    void seededRandomScriptsNeitherCrashNorHang() {
        Fuzzer.Report report = new Fuzzer(new GaloFuzzTarget(), 60, 10_000).run(1, 150);

        assertThat(report.problems()).isEmpty();
        assertThat(report.sessions()).isEqualTo(150);
        assertThat(report.lines()).isGreaterThan(150);
    }
}
