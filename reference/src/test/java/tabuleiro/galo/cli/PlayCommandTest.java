package tabuleiro.galo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;

/**
 * Tests of {@code galo play} through the launcher's command line, with the standard input
 * replaced by a script and the output captured, as a person would see them.
 */
class PlayCommandTest {

    /** What one run of the launcher printed and the status it ended with. */
    private record Run(int status, String out, String err) {
    }

    private static Run run(String typed, String... args) {
        InputStream keyboard = System.in;
        System.setIn(new ByteArrayInputStream(typed.getBytes(Charset.defaultCharset())));
        try {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            // Built for its arguments, as main does, so that --lang picks the help's language.
            CommandLine launcher = Tabuleiro.commandLine(args);
            launcher.setOut(new PrintWriter(out, true));
            launcher.setErr(new PrintWriter(err, true));
            int status = launcher.execute(args);
            return new Run(status, out.toString().replace(System.lineSeparator(), "\n"),
                    err.toString().replace(System.lineSeparator(), "\n"));
        } finally {
            System.setIn(keyboard);
        }
    }

    @Test
    void byDefaultAPersonPlaysXAgainstTheRandomAgentWithTheSeedShown() {
        Run run = run("b2\nq\n", "galo", "play", "--seed", "5");

        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Random agent seed: 5 (play the same moves again with"
                + " --seed 5)\n").contains("New game. X: human. O: random agent.",
                        "X (human) plays b2.", "O (random agent) plays");
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        Run one = run("", "galo", "play", "--first", "random", "--seed", "11");
        Run other = run("", "galo", "play", "--first", "random", "--seed", "11");

        assertThat(one.status()).isZero();
        assertThat(one.out()).isEqualTo(other.out()).contains("Games won:");
    }

    @Test
    void thePerfectAgentsDrawAndThereIsNoSeedToShow() {
        Run run = run("n\n", "galo", "play", "--first", "perfect", "--second", "perfect");

        assertThat(run.status()).isZero();
        assertThat(run.out()).doesNotContain("seed").contains("Draw: the board is full.");
    }

    @Test
    void speaksPortugueseWithLangPt() {
        Run run = run("sair\n", "--lang", "pt", "galo", "play", "--seed", "1");

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("Novo jogo. X: humano. O: agente aleatório.",
                "X desistiu. O jogo termina aqui.");
    }

    @Test
    void anUnknownSeatIsRefusedWithStatusTwo() {
        Run run = run("", "galo", "play", "--second", "robot");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("robot");
    }
}
