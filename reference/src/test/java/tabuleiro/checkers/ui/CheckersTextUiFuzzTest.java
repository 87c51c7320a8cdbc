package tabuleiro.checkers.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.ui.Fuzzer;

/**
 * The bounded fuzz run of checkers's text UI, in every build: 150 seeded scripts of up to 60
 * lines each (the long run is {@link tabuleiro.ui.FuzzCampaign}).
 */
class CheckersTextUiFuzzTest {

    @Test
    void noScriptCrashesHangsOrShowsAnException() {
        Fuzzer.Report report = new Fuzzer(new CheckersFuzzTarget(), 60, 10_000).run(1, 150);

        assertThat(report.problems()).isEmpty();
        assertThat(report.sessions()).isEqualTo(150);
        assertThat(report.lines()).isGreaterThan(150);
    }
}
