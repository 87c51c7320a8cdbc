package tabuleiro.grading.tournament.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.schedule.Standings;

/** The first sentences of {@code tournament.md} and the page: its counts said in their number. */
class TournamentIntroTest {

    private static String intro(Language language, int gamesPerColour, int rounds) {
        List<String> names = List.of("ana", "bia");
        List<GameRecord> games = List.of(new GameRecord(1, 0, 1, 11L, "4 4 3", 0,
                Optional.empty(), ""), new GameRecord(2, 1, 0, 12L, "4 4 3", 1,
                Optional.empty(), ""));
        return new TournamentReport(Texts.of(TournamentTexts.class, language), "Connect Four",
                new Standings(names, games), games, Set.of(), names, new TournamentSettings(
                        "connectfour", 7, gamesPerColour, 1000, rounds, 300, "en"), List.of())
                .intro();
    }

    @Test
    void onePairsGameIsOneGameInBothLanguages() {
        assertThat(intro(Language.ENGLISH, 1, 0)).contains("each pair 1 game with each player"
                + " first;");
        assertThat(intro(Language.PORTUGUESE, 1, 0)).contains("cada par 1 jogo com cada jogador"
                + " a começar;");
        assertThat(intro(Language.ENGLISH, 1, 2)).contains("each pair 1 game with each player"
                + " first;");
        assertThat(intro(Language.ENGLISH, 3, 0)).contains("each pair 3 games with each player"
                + " first;");
        assertThat(intro(Language.PORTUGUESE, 3, 2)).contains("cada par 3 jogos com cada"
                + " jogador a começar;");
    }
}
