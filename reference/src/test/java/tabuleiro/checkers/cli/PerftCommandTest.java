package tabuleiro.checkers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;
import tabuleiro.checkers.ui.CheckersContracts;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

class PerftCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine command = Tabuleiro.commandLine();
        command.setOut(new PrintWriter(out, true));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }

    @Test
    void printsTheTotalOnTheLastLine() {
        assertThat(run("checkers", "perft", "--variant", "classic", "--depth", "3")).isZero();
        assertThat(out.toString().strip()).isEqualTo("302");
    }

    @Test
    void divideListsEachMoveThenTheTotal() {
        assertThat(run("checkers", "perft", "--depth", "2", "--divide",
                "--position", "W:W22:B18,11")).isZero();
        String[] lines = out.toString().strip().split("\\R");
        assertThat(lines[0]).startsWith("22x15x8: ");
        assertThat(lines[lines.length - 1]).isEqualTo("0");
    }

    @Test
    void badOptionsAreExplained() {
        assertThat(run("checkers", "perft", "--depth", "2", "--variant", "english")).isEqualTo(2);
        assertThat(err.toString()).contains("expected one of classic, simplified but was");
        assertThat(run("checkers", "perft", "--depth", "0", "--divide")).isEqualTo(2);
        assertThat(run("checkers", "perft", "--depth", "1", "--position", "W:Q")).isEqualTo(2);
        assertThat(err.toString()).contains("character 3");
        assertThat(run("checkers", "perft", "--depth", "1", "--position", "W:W1:B11")).isEqualTo(2);
        assertThat(err.toString()).contains("perft: a WHITE man cannot rest on square 1, on its"
                + " promotion row");
        assertThat(run("checkers")).isZero();
        assertThat(out.toString()).contains("perft");
    }

    @Test
    void aPositionThatIsNotFenIsRefusedInPortuguese() {
        Texts contracts = Texts.of(CheckersContracts.class, Language.PORTUGUESE);

        assertThat(run("--lang", "pt", "checkers", "perft", "--depth", "1", "--position",
                "W:W5,5")).isEqualTo(2);
        assertThat(run("--lang", "pt", "checkers", "play", "--position", "X")).isEqualTo(2);

        // Fen.read's refusal and what it says was expected and found, in the rule book's words.
        assertThat(err.toString()).contains("perft: " + contracts.text("fen.at", "W:W5,5", 6,
                contracts.text("fen.square.once"), contracts.text("fen.square.again", 5)))
                .contains("play: " + contracts.text("fen.at", "X", 1, contracts.text("fen.side"),
                        "'X'"))
                .doesNotContain("expected", "found", "character");
    }
}
