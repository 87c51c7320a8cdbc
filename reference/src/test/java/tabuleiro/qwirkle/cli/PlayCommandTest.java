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
            String[] args = new String[options.length + 2];
            args[0] = "qwirkle";
            args[1] = "play";
            System.arraycopy(options, 0, args, 2, options.length);
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine launcher = Tabuleiro.commandLine(args);
            launcher.setOut(new PrintWriter(out, true));
            launcher.setErr(new PrintWriter(err, true));
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
    void quittingOrEndingTheInputAtAnyPromptExitsWithZero() {
        Run quit = run("quit\n", "--players", "human,greedy,random", "--seed", "1");
        Run sair = run("\nsair\n", "--players", "human,human", "--seed", "1");
        Run ended = run("", "--players", "human,greedy", "--seed", "1");

        assertThat(quit.status()).isZero();
        assertThat(quit.out()).contains("Player 1 (human) quit.");
        assertThat(sair.status()).isZero();
        // By the official rules the hand with the longest line starts: with seed 1, player 2's.
        assertThat(sair.out()).contains("Pass the keyboard to Player 2 (human) and press Enter.",
                "  Player 1 (human): 0 points, 6 tiles in hand", "Player 2 (human) quit.");
        assertThat(ended.status()).isZero();
        assertThat(ended.out()).contains("The input ended before the game did.");
    }

    @Test
    void theHelpListsTheSeatsAndTheExitStatusesAsTheyAreTyped() {
        Run help = run("", "--help");

        assertThat(help.status()).isZero();
        assertThat(help.out()).contains("each one of human, random, greedy",
                "Default: official", "quit (or sair) to stop", "Exit status:",
                "0   Done: the command finished, or the game ended, or the player quit");
        assertThat(run("", "--players", "human,robot").err())
                .contains("a seat is one of human, random or greedy, but 'robot' was given");
    }

    @Test
    void inPortugueseTheHelpTheScreensAndTheRefusalsArePortugueseAndSeatsReadInBoth() {
        Run help = run("", "--lang", "pt", "--help");
        Run game = run("n\n", "--lang", "pt", "--variant", "brief", "--players",
                "guloso,random", "--seed", "5");
        Run quit = run("sair\n", "--lang", "pt", "--players", "humano,aleatório", "--seed", "1");

        assertThat(help.status()).isZero();
        assertThat(help.out()).contains("Joga Qwirkle no terminal. Escreva jogar A1 0,0",
                "cada um de human, random, greedy (ou humano,",
                "Por omissão: human,greedy.", "O modo de batota do enunciado", "Estado de saída:")
                .doesNotContain("Plays Qwirkle", "Default:");
        assertThat(game.status()).isZero();
        assertThat(game.out()).contains("Semente: 5 (jogue os mesmos jogos outra vez com --seed",
                "Jogador 1 (guloso)", "Jogador 2 (aleatório)", "Fim do jogo.",
                "Jogar outra vez? (s/n)");
        assertThat(quit.out()).contains("Jogador 1 (humano) saiu.");
        assertThat(run("", "--lang", "pt", "--players", "humano").err()).contains(
                "qwirkle play: O Qwirkle joga-se com 2 a 4 jogadores, mas foram dados 1 lugares");
        assertThat(run("", "--lang", "pt", "--cheat").err())
                .contains("o modo de batota faz parte das regras do enunciado");
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
