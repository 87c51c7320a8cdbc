package tabuleiro.grading.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.Grader;

/** The tournament command's refusal of a game it does not play. */
class TournamentCommandTest {

    @Test
    void aGameItDoesNotPlayIsRefusedNamingEveryGameItPlays(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        CommandLine command = Grader.commandLine();
        command.setErr(new PrintWriter(err, true));

        int status = command.execute("tournament", "--game", "go", "--out", dir.toString());

        assertThat(status).isEqualTo(2);
        // Chess and checkers are played (TournamentIT): the message once said "not yet".
        assertThat(err.toString()).contains("--game: the tournament plays connectfour, quarto,"
                + " qwirkle, chess, checkers, but it is go").doesNotContain("not yet");
    }
}
