package tabuleiro.grading.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.Grader;
import tabuleiro.grading.model.BundledSchemes;

/** The tournament command's names of the games, and its refusal of a game it does not play. */
class TournamentCommandTest {

    @Test
    void aGameItDoesNotPlayIsRefusedNamingEveryGameItPlays(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        CommandLine command = Grader.commandLine();
        command.setErr(new PrintWriter(err, true));

        int status = command.execute("tournament", "--game", "go", "--out", dir.toString());

        assertThat(status).isEqualTo(2);
        // Chess and checkers are played (TournamentIT): the message once said "not yet".
        assertThat(err.toString()).contains("--game: the tournament plays connect-four, quarto,"
                + " qwirkle, chess, checkers, but it is go").doesNotContain("not yet");
    }

    @Test
    void aRefusalIsSaidInTheLanguageAsked(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        CommandLine command = Grader.commandLine();
        command.setErr(new PrintWriter(err, true));

        int status = command.execute("tournament", "--game", "go", "--lang", "pt", "--out",
                dir.toString());

        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).contains("--game: o torneio joga connect-four, quarto,"
                + " qwirkle, chess, checkers, mas é go");
    }

    @Test
    void everyGameIsNamedAsGradeNamesItAndByItsPackage() {
        // grade --game connect-four, then tournament --game connect-four: one name per game.
        assertThat(BundledSchemes.games()).allSatisfy(scheme -> {
            TournamentGame game = TournamentGame.of(scheme).orElseThrow();
            assertThat(game.scheme()).isEqualTo(scheme);
            assertThat(TournamentGame.of(game.id())).contains(game);
        });
        assertThat(TournamentGame.values()).hasSameSizeAs(BundledSchemes.games());
    }
}
