package tabuleiro.checkers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;
import tabuleiro.cli.ExitStatus;

class PlayCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine command = Tabuleiro.commandLine(args);
        command.setOut(new PrintWriter(out, true));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }

    @Test
    void theHelpIsInPortugueseWithLangPt() {
        assertThat(run("checkers", "play", "--lang", "pt", "--help")).isZero();
        assertThat(out.toString()).contains("Utilização: tabuleiro checkers play",
                "Jogar damas no terminal: escreva a casa onde está uma peça",
                "Quem joga com as Brancas: human (uma pessoa) ou agent (o agente). Por",
                "As regras: classic, simplified. Por omissão: simplified.",
                "Por omissão:", String.valueOf(PlayCommand.AGENTS_MOVE_LIMIT) + " quando",
                "No fim, guardar o jogo em PDN neste ficheiro.")
                .doesNotContain("Play checkers", "Default:");
    }

    @Test
    void theHelpIsInEnglishWithLangEn() {
        assertThat(run("checkers", "play", "--lang", "en", "--help")).isZero();
        assertThat(out.toString()).contains("Usage: tabuleiro checkers play",
                "Play checkers in the terminal: type the square a piece is on and the",
                "Who plays White: human, agent. Default: human.",
                "Default: " + PlayCommand.AGENTS_MOVE_LIMIT + " when");
    }

    @Test
    void everyCheckersCommandHasItsHelpInPortuguese() {
        for (String command : new String[] {"host", "join", "perft"}) {
            out.getBuffer().setLength(0);
            assertThat(run("checkers", command, "--lang", "pt", "--help")).isZero();
            assertThat(out.toString()).as(command).contains("Por omissão:")
                    .doesNotContain("Default:");
        }
        out.getBuffer().setLength(0);
        assertThat(run("--lang", "pt", "checkers")).isZero();
        assertThat(out.toString()).contains("Damas (Damas Clássicas)", "Esperar que o programa"
                + " do outro jogador se ligue");
    }

    @Test
    void aBadValueIsRefusedInTheLanguageAskedFor() {
        assertThat(run("checkers", "play", "--lang", "pt", "--max-moves", "0"))
                .isEqualTo(ExitStatus.USAGE.code());
        assertThat(err.toString()).contains("play: --max-moves tem de ser pelo menos 1, mas foi"
                + " dado 0");
        assertThat(run("checkers", "join", "--lang", "pt", "nowhere"))
                .isEqualTo(ExitStatus.USAGE.code());
        assertThat(err.toString()).contains("join: esperava-se HOST:PORT");
    }
}
