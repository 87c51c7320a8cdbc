package tabuleiro.grading.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.Grader;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Progress;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.games.OpeningBookFile;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.report.TournamentTexts;

/**
 * The tournament command's names of the games, its refusal of a game it does not play, its
 * progress line and what it says of a grader without the Connect Four opening book.
 */
class TournamentCommandTest {

    @Test
    void aGameItDoesNotPlayIsRefusedNamingEveryGameItPlays(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        CommandLine command = Grader.commandLine();
        command.setErr(new PrintWriter(err, true));

        int status = command.execute("tournament", "--game", "go", "--out", dir.toString());

        assertThat(status).isEqualTo(2);
        // Chess and checkers are played (TournamentIT): the message once said "not yet".
        assertThat(err.toString()).contains("--game: the tournament plays " + played()
                + ", but it is go").doesNotContain("not yet");
    }

    @Test
    void aRefusalIsSaidInTheLanguageAsked(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        CommandLine command = Grader.commandLine();
        command.setErr(new PrintWriter(err, true));

        int status = command.execute("tournament", "--game", "go", "--lang", "pt", "--out",
                dir.toString());

        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).contains("--game: o torneio joga " + played()
                + ", mas é go");
    }

    /** The games the tournament plays, every registered game, as its refusal lists them. */
    private static String played() {
        assertThat(Games.ids()).startsWith("connectfour", "quarto", "chess", "checkers",
                "qwirkle");
        return String.join(", ", Games.all().stream().map(GameModule::command).toList());
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

    @Test
    void theProgressLineIsGradesBracketAndTheTimeLeftInEitherLanguage() {
        Progress progress = new Progress(28, 560, 70_000_000_000L);
        assertThat(TournamentCommand.progressLine(progress,
                Texts.of(TournamentTexts.class, Language.ENGLISH)))
                .isEqualTo("[28/560 1:10] games done, about 22:10 left");
        assertThat(TournamentCommand.progressLine(progress,
                Texts.of(TournamentTexts.class, Language.PORTUGUESE)))
                .isEqualTo("[28/560 1:10] jogos feitos, faltam cerca de 22:10");
        // Before a game ends there is no pace to go by: the bracket alone.
        assertThat(TournamentCommand.progressLine(new Progress(0, 560, 0),
                Texts.of(TournamentTexts.class, Language.ENGLISH))).isEqualTo("[0/560 0:00]");
    }

    @Test
    void aGraderWithoutTheBookSaysSoInOneSentenceOfTheInstructorsLanguage() {
        String english = Texts.of(TournamentTexts.class, Language.ENGLISH).text("no.book",
                OpeningBookFile.classPathName("connect-four"));
        String portuguese = Texts.of(TournamentTexts.class, Language.PORTUGUESE).text(
                "no.book", OpeningBookFile.classPathName("connect-four"));
        assertThat(english).contains("tabuleiro/connectfour/solver/opening-book.bin.gz")
                .contains("loses its games on time").contains("build the grader again")
                .endsWith(".").doesNotContain(". ");
        assertThat(portuguese).contains("tabuleiro/connectfour/solver/opening-book.bin.gz")
                .contains("perde os jogos por tempo").contains("construa de novo o avaliador")
                .endsWith(".").doesNotContain(". ");
        assertThat(Untranslated.englishIn(portuguese, TournamentTexts.class)).isEmpty();
    }

    @Test
    void thisGraderCarriesTheBookForConnectFourAlone() {
        // The grader's build copies the reference's book (grading/pom.xml).
        assertThat(OpeningBookFile.carried("connect-four")).isTrue();
        assertThat(OpeningBookFile.readBy("connect-four")).isTrue();
        assertThat(BundledSchemes.games().stream().filter(OpeningBookFile::readBy))
                .containsExactly("connect-four");
    }
}
