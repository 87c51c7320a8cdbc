package tabuleiro.quarto.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;

/** Tests of {@code quarto play} and {@code quarto match} through the launcher. */
class QuartoCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String typed, String... args) {
        InputStream keyboard = System.in;
        System.setIn(new ByteArrayInputStream(typed.getBytes(Charset.defaultCharset())));
        try {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine launcher = Tabuleiro.commandLine(args);
            launcher.setOut(new PrintWriter(out, true));
            launcher.setErr(new PrintWriter(err, true));
            int status = launcher.execute(args);
            return new Run(status, out.toString(), err.toString());
        } finally {
            System.setIn(keyboard);
        }
    }

    @Test
    void playShowsTheSeedAndTheMenu() {
        Run run = run("b\nz\nz\n", "quarto", "play", "--seed", "5", "--variant", "classic");

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Seed: 5 (replay the same dice and random decisions"
                + " with --seed 5)").contains("b: Play").contains("quit. Back to the menu.")
                .contains("Goodbye!");
    }

    @Test
    void quittingOrTheEndOfTheInputExitsWithZeroAndSaysSo() {
        Run atTheMenu = run("", "quarto", "play", "--seed", "5");
        Run inAGame = run("b\nsair\n", "quarto", "play", "--seed", "5");

        assertThat(atTheMenu.status()).isZero();
        assertThat(atTheMenu.out()).endsWith("Option? " + System.lineSeparator()
                + "The input ended. Goodbye!" + System.lineSeparator());
        assertThat(inAGame.status()).isZero();
        assertThat(inAGame.out()).endsWith("Player 1 quit." + System.lineSeparator()
                + "Goodbye!" + System.lineSeparator());
    }

    @Test
    void helpDescribesThePromptsAndListsTheExitStatuses() {
        Run run = run("", "quarto", "play", "--help");

        assertThat(run.status()).isZero();
        assertThat(run.out().replaceAll("\\s+", " ")).contains("At any prompt, help says what"
                + " is expected, z goes back to the menu and quit (or sair) leaves.");
        assertThat(run.out()).contains("Exit status:")
                .containsPattern("(?m)^  2 +The command line could not be understood");
    }

    @Test
    void aVariantIsReadInAnyCaseAndABadOneRefusedInWordsAsTyped() {
        Run bad = run("", "quarto", "play", "--variant", "hexagonal");

        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("a variant is squares or classic, but \"hexagonal\" was"
                + " given").doesNotContain("SQUARES");
        assertThat(run("", "quarto", "match", "--variant", "Classic", "--games", "1", "--depth",
                "1").out()).startsWith("1 games, variant classic");
    }

    @Test
    void twoAgentsCanPlayFromTheMenu() {
        Run run = run("b\nz\n", "quarto", "play", "--first", "random", "--second", "strong",
                "--budget", "20");

        assertThat(run.status()).isZero();
        assertThat(run.out()).containsAnyOf("wins with", "Draw: the board is full.");
    }

    @Test
    void wrongOptionsAreRefused() {
        assertThat(run("", "quarto", "play", "--variant", "hexagonal").status()).isEqualTo(2);
        assertThat(run("", "quarto", "play", "--budget", "0").status()).isEqualTo(2);
        assertThat(run("", "quarto", "match", "--first", "human").err())
                .contains("a match is played by agents only");
        assertThat(run("", "quarto", "match", "--games", "0").status()).isEqualTo(2);
        assertThat(run("", "quarto", "match", "--depth", "17").status()).isEqualTo(2);
    }

    @Test
    void aMatchReportsResultsAndTimes() {
        Run run = run("", "quarto", "match", "--games", "3", "--seed", "2", "--budget", "10");

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("3 games, variant squares, seed 2, strong agent budget")
                .containsPattern("player 1 \\(strong\\) wins \\d, player 2 \\(random\\) wins \\d,"
                        + " draws \\d")
                .containsPattern("player 1 \\(strong\\): \\d+ decisions, mean [\\d.]+ ms");
    }

    @Test
    void aMatchAtAFixedDepthReplaysExactly() {
        String[] args = {"quarto", "match", "--games", "2", "--seed", "9", "--depth", "1",
            "--first", "random", "--second", "strong"};
        Run once = run("", args);
        Run again = run("", args);

        assertThat(once.out()).contains("strong agent depth 1");
        assertThat(once.out().lines().limit(2)).isEqualTo(again.out().lines().limit(2).toList());
    }

    @Test
    void playSpeaksPortugueseWithLangPt() {
        Run run = run("b\nz\nquit\n", "quarto", "play", "--lang", "pt", "--seed", "5");

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Semente: 5 (repita os mesmos dados e decisões"
                + " aleatórias com --seed 5)").contains("b: Jogar")
                .contains("desistiu. De volta ao menu.").endsWith("Até breve!"
                        + System.lineSeparator());
    }

    @Test
    void playHelpIsInPortugueseWithLangPt() {
        Run run = run("", "quarto", "play", "--lang", "pt", "--help");

        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Utilização: tabuleiro quarto play");
        assertThat(run.out().replaceAll("\\s+", " ")).contains("Jogue Quarto no terminal:"
                + " escolha pela letra a peça que o adversário vai colocar", "Em qualquer"
                + " pergunta, ajuda diz o que se espera, z volta ao menu e sair (ou quit)"
                + " termina.", "Quem é o jogador 2: human, random, strong. Por omissão: random.",
                "Estado de saída:").doesNotContain("Play Quarto", "Default:");
    }

    @Test
    void aMatchReportsInPortugueseWithLangPt() {
        Run one = run("", "quarto", "match", "--lang", "pt", "--games", "1", "--depth", "1");
        Run human = run("", "quarto", "match", "--lang", "pt", "--first", "human");

        assertThat(one.out()).startsWith("1 jogo, variante squares, semente 1, agente forte com"
                + " profundidade 1").containsPattern("jogador 1 \\(strong\\) ganha \\d,"
                + " jogador 2 \\(random\\) ganha \\d, empates \\d")
                .containsPattern("jogador 2 \\(random\\): \\d+ decisões, média [\\d,]+ ms");
        assertThat(human.status()).isEqualTo(2);
        assertThat(human.err()).contains("um confronto é jogado só por agentes");
    }

    @Test
    void quartoAloneListsItsCommands() {
        Run run = run("", "quarto");

        assertThat(run.out()).contains("play").contains("match");
    }
}
