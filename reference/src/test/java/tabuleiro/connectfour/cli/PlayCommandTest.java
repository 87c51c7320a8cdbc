package tabuleiro.connectfour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;

/**
 * Tests of {@code connect-four play} through the launcher's command line, with the standard
 * input replaced by a script and the output captured, as a person would see them.
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

    private static String[] play(String... options) {
        String[] args = new String[options.length + 2];
        args[0] = "connect-four";
        args[1] = "play";
        System.arraycopy(options, 0, args, 2, options.length);
        return args;
    }

    @Test
    void byDefaultPersonPlaysFirstAgainstTheRandomAgentWithTheSeedShown() {
        Run run = run("4\nq\n", play());

        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        Matcher seed = Pattern.compile("Random agent seed: (-?\\d+) \\(play the same moves again"
                + " with --seed \\1\\)\n").matcher(run.out());
        assertThat(seed.lookingAt()).as("the output starts with the seed: %s", run.out()).isTrue();
        assertThat(run.out())
                .contains("New game. Player 1 (X): human. Player 2 (O): random agent.")
                .contains("Player 1 (human) plays column 4.")
                .contains("Player 2 (random agent) plays column")
                .endsWith("Player 1 quit. The game stops here.\n");
    }

    @Test
    void theSameSeedReplaysTheSameGame() {
        String[] args = play("--first", "random", "--second", "random", "--seed", "2021");

        Run once = run("", args);
        Run again = run("", args);

        assertThat(once.status()).isZero();
        assertThat(once.out()).startsWith("Random agent seed: 2021 ")
                .contains("New game. Player 1 (X): random agent. Player 2 (O): random agent.")
                .containsPattern("(wins with|Draw: the grid is full)")
                .endsWith("Play again? (y/n) \nThe input ended: no more games.\n");
        assertThat(again.out()).isEqualTo(once.out());
    }

    @Test
    void sessionGoesOnWhileThePlayerSaysYes() {
        Run run = run("1\n1\n2\n2\n3\n3\n4\ny\nq\n", play("--second", "human"));

        assertThat(run.status()).isZero();
        assertThat(run.out()).doesNotContain("Random agent seed")
                .contains("Player 1 wins with (6,1) (6,2) (6,3) (6,4).")
                .contains("Games won: player 1 1, player 2 0; draws 0.")
                .endsWith("Player 1 quit. The game stops here.\n");
    }

    @Test
    void thePerfectAgentCanTakeSeat() {
        Run run = run("q\n", play("--second", "perfect"));

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("Player 2 (O): perfect agent.");
    }

    @Test
    void thePerfectAgentOpensFromItsBookAtOnce() {
        long start = System.nanoTime();
        Run run = run("q\n", play("--first", "perfect", "--second", "human"));
        long millis = (System.nanoTime() - start) / 1_000_000;

        // Its first move comes from the book: the solver alone took minutes for it
        // (reference/BENCHMARKS.md).
        assertThat(run.status()).isZero();
        assertThat(run.out()).doesNotContain("Warning")
                .contains("Player 1 (perfect agent) plays column 4.");
        assertThat(millis).isLessThan(10_000);
    }

    @Test
    void colourIsOffWithoutTerminalAndOnWhenAsked() {
        String humans = "1\n1\n2\n2\n3\n3\n4\nn\n";

        assertThat(run(humans, play("--second", "human")).out()).doesNotContain("\u001B[");
        assertThat(run(humans, play("--second", "human", "--no-color")).out())
                .doesNotContain("\u001B[");
        assertThat(run(humans, play("--second", "human", "--color")).out())
                .contains("\u001B[1;31m");
    }

    @Test
    void anUnknownSeatIsRefusedWithTheSeatsThereAre() {
        Run run = run("", play("--first", "robot"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("Invalid value for option '--first': expected one of"
                + " human, random, perfect but was 'robot'\n")
                .contains("Usage: tabuleiro connect-four play");
    }

    @Test
    void seedThatIsNotNumberIsRefused() {
        Run run = run("", play("--seed", "twelve"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).startsWith("Invalid value for option '--seed': 'twelve' is not a"
                + " long");
    }

    @Test
    void helpListsTheOptionsAndTheSeats() {
        Run run = run("", play("--help"));

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Usage: tabuleiro connect-four play")
                .contains("--first=SEAT", "--second=SEAT", "--seed=N", "--[no-]color",
                        "human, random, perfect");
    }

    @Test
    void helpInPortugueseDescribesTheCommandItsOptionsAndItsSeats() {
        Run run = run("", play("--lang", "pt", "--help"));

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Utilização: tabuleiro connect-four play")
                .contains("Jogue Quatro em Linha no terminal: escreva o número de uma coluna para"
                        + " largar nela uma peça.")
                .contains("--first=SEAT    Quem joga primeiro (X): human (uma pessoa), random (o"
                        + " agente aleatório) ou")
                .contains("Por omissão: human.", "Por omissão: random.", "--seed=N",
                        "A semente do agente aleatório", "Pinta as peças com códigos ANSI.",
                        "Mostra esta ajuda e termina.")
                .doesNotContain("Who plays", "Default:");
    }

    @Test
    void inPortugueseTheSessionAndTheCommandsOwnLinesArePortuguese() {
        Run run = run("1\n1\n2\n2\n3\n3\n4\nnão\n", play("--lang", "pt", "--first", "random",
                "--second", "human", "--seed", "2021"));

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Semente do agente aleatório: 2021 (repita as mesmas"
                        + " jogadas com --seed 2021)\nNovo jogo. Jogador 1 (X): agente aleatório."
                        + " Jogador 2 (O): humano.")
                .contains("Jogador 1 (agente aleatório) joga na coluna", "Vez do Jogador 2 (O).");
    }
}
