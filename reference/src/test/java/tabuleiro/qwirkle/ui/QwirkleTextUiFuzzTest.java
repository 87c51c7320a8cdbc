package tabuleiro.qwirkle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import tabuleiro.ui.Fuzzer;

/**
 * A bounded fuzz run of Qwirkle's text UI in every build: seeded random lines (the game's own
 * turns, garbage, control characters, very long lines, help words) typed at every prompt, the
 * input ending wherever the script does. The long run is the fuzz campaign ({@code -Pfuzz}).
 */
class QwirkleTextUiFuzzTest {

    @Test
    void noScriptCrashesHangsOrShowsAnExceptionAndEveryOneExitsWithZero() {
        Fuzzer.Report report = new Fuzzer(new QwirkleFuzzTarget(), 60, 10_000).run(15, 150);

        assertThat(report.problems()).isEmpty();
        assertThat(report.sessions()).isEqualTo(150);
        assertThat(report.lines()).isGreaterThan(150);
    }

    @Test
    void theTargetsVocabularyPlaysGamesToTheirEndAndStartsAnother() {
        StringWriter screen = new StringWriter();
        String script = String.join("\n", "", "play A4 0,3", "", "play A5 0,-1", "",
                "play D1 1,0", "help", "y", "", "quit") + "\n";

        int status = new QwirkleFuzzTarget().play(new StringReader(script),
                new PrintWriter(screen, true));

        assertThat(status).isZero();
        assertThat(new QwirkleFuzzTarget().vocabulary()).contains("play F5 0,2147483646",
                "trade A4 A4", "hand", "y", "sair");
        assertThat(screen.toString()).contains("Ana places A4@0,3", "Bo places A5@0,-1",
                "Ana places D1@1,0", "Game over.", "Play again? (y/n)",
                "Type y (or s, sim) to play another game", "Pass the keyboard to",
                "quit. The game stops here.");
    }
}
