package tabuleiro.qwirkle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;

/** Tests of {@code qwirkle play} through the launcher, with a scripted standard input. */
class PlayCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String typed, String... options) {
        InputStream keyboard = System.in;
        System.setIn(new ByteArrayInputStream(typed.getBytes(Charset.defaultCharset())));
        try {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine launcher = Tabuleiro.commandLine();
            launcher.setOut(new PrintWriter(out, true));
            launcher.setErr(new PrintWriter(err, true));
            String[] args = new String[options.length + 2];
            args[0] = "qwirkle";
            args[1] = "play";
            System.arraycopy(options, 0, args, 2, options.length);
            return new Run(launcher.execute(args), out.toString(), err.toString());
        } finally {
            System.setIn(keyboard);
        }
    }

    @Test
    void twoAgentsPlayAGameOfTheBriefAndStopWhenAskedNotToPlayAgain() {
        Run run = run("n\n", "--variant", "BRIEF", "--players", "greedy,random", "--seed", "5");

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("Seed: 5", "Player 1 (greedy)", "Game over.",
                "Play again? (y/n)");
    }

    @Test
    void aPersonCanQuit() {
        Run run = run("quit\n", "--players", "human,greedy,random", "--seed", "1");

        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out()).contains("Player 1 (human) quit.");
    }

    @Test
    void wrongCommandLinesAreRefusedWithAMessage() {
        assertThat(run("", "--players", "human").err())
                .contains("Qwirkle is played by 2 to 4 players, but 1 seats were given");
        Run cheat = run("", "--cheat");
        assertThat(cheat.status()).isEqualTo(2);
        assertThat(cheat.err()).contains("add --variant brief");
        assertThat(run("", "--variant", "odd").err()).contains("official or brief");
        assertThat(run("", "--players", "human,robot").status()).isEqualTo(2);
        assertThat(run("", "--help").out()).contains("--variant");
    }
}
