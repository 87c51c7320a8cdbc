package tabuleiro.grading.tournament.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.connectfour.solver.Solver;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.OpeningSuite;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.report.TournamentTexts;
import tabuleiro.grading.tournament.schedule.RoundRobin;
import tabuleiro.grading.tournament.schedule.Swiss;

/**
 * The opening suites on the reference (on the test class path, each game opened in a loader of
 * its own as the command opens {@code oracle/}): drawn the same from the same seed, every
 * opening legal and balanced by the judge, each played from both seats, and a file of one's own
 * refused, in English and Portuguese, when it is not one.
 */
class OpeningsTest {

    private static final Texts ENGLISH = Texts.of(TournamentTexts.class, Language.ENGLISH);
    private static final Texts PORTUGUESE = Texts.of(TournamentTexts.class, Language.PORTUGUESE);

    private static final List<RefereeGame> OPENED = new ArrayList<>();
    private static Openings connectFour;
    private static Openings quarto;
    private static Openings checkers;
    private static Openings chess;
    private static Openings qwirkle;

    @BeforeAll
    static void openTheReference() throws IOException, ClassNotFoundException {
        List<URL> classes = List.of(Class.forName("tabuleiro.chess.Game").getProtectionDomain()
                .getCodeSource().getLocation());
        connectFour = opened("connectfour", classes);
        quarto = opened("quarto", classes);
        checkers = opened("checkers", classes);
        chess = opened("chess", classes);
        qwirkle = opened("qwirkle", classes);
    }

    private static Openings opened(String game, List<URL> classes) throws IOException {
        TournamentGame tournamentGame = TournamentGame.of(game).orElseThrow();
        RefereeGame reference = tournamentGame.open(classes);
        OPENED.add(reference);
        return new Openings(tournamentGame, reference);
    }

    /** The moves of a game's drawn opening, as its part says. */
    private static int plies(String game) {
        return TournamentGame.of(game).orElseThrow().part().openingPlies();
    }

    @AfterAll
    static void closeThem() throws IOException {
        for (RefereeGame reference : OPENED) {
            reference.close();
        }
    }

    private static RefereeGame reference(Openings openings) {
        return OPENED.get(List.of(connectFour, quarto, checkers, chess, qwirkle)
                .indexOf(openings));
    }

    @Test
    void aSeedDrawsTheSameLegalBalancedOpeningsAndAnotherSeedOthers() {
        Map<Openings, Integer> plies = Map.of(quarto, plies("quarto"), checkers,
                plies("checkers"));
        for (Openings openings : List.of(quarto, checkers, chess)) {
            RefereeGame reference = reference(openings);
            List<String> suite = openings.drawn(3, 8).openings();

            assertThat(suite).hasSize(8).doesNotHaveDuplicates()
                    .isEqualTo(openings.drawn(3, 8).openings())
                    .isNotEqualTo(openings.drawn(4, 8).openings());
            for (String opening : suite) {
                // Legal: the reference replays it without refusing a move, and it is not over.
                RefereeGame.Position position = reference.replay(0, opening);
                assertThat(position.over()).as(opening).isFalse();
                assertThat(openings.decided(opening)).as(opening).isEmpty();
                assertThat(reference.split(opening)).as(opening)
                        .hasSize(plies.getOrDefault(openings, reference.split(opening).size()))
                        .isNotEmpty();
            }
        }
    }

    @Test
    void chessDrawsFromItsBookAndQwirkleStartsFromItsDeal() {
        List<String> suite = chess.drawn(1, 100).openings();

        // All of the book, each once, in the seed's order.
        assertThat(suite).hasSize(19).doesNotHaveDuplicates()
                .contains("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5", "d2d4 f7f5")
                .isNotEqualTo(chess.drawn(2, 100).openings());
        assertThat(qwirkle.drawn(1, 10)).isEqualTo(OpeningSuite.NONE);
    }

    @Test
    void connectFourDrawsOpeningsThatTheReferencesSolverScoresNoMoreDecidedThanTheEmptyGrid() {
        List<String> suite = connectFour.drawn(3, 2).openings();

        assertThat(suite).hasSize(2).doesNotHaveDuplicates()
                .isEqualTo(connectFour.drawn(3, 2).openings())
                .isNotEqualTo(connectFour.drawn(4, 2).openings());
        // Judged again here by the reference's solver itself, not through the referee.
        Solver solver = new Solver();
        for (String opening : suite) {
            assertThat(opening).as(opening).hasSize(plies("connectfour"));
            assertThat(reference(connectFour).replay(0, opening).over()).as(opening).isFalse();
            // A draw (0) or a win with the winner's last disc (1), as the empty grid's.
            assertThat(solver.solve(opening)).as(opening).isBetween(-1, 1);
        }
    }

    @Test
    void aConnectFourOpeningIsJudgedByTheSolversScoreFromItsLengthOn() {
        // Perfect play from it: a draw, a win with the winner's last disc, a win three discs
        // before the end (no win at once), as the reference's solver scores them.
        assertThat(new Solver().solve("6462635511753647")).isEqualTo(3);
        assertThat(connectFour.decided("1376155317332331")).isEmpty();
        assertThat(connectFour.decided("3215365616316273")).isEmpty();
        assertThat(connectFour.decided("6462635511753647")).contains("opening.solved");
        // Shorter openings are judged move by move only: the solver would take minutes.
        assertThat(connectFour.decided("4")).isEmpty();
    }

    @Test
    void anOpeningThatDecidesTheGameIsJudgedSo() {
        // Three discs of the first player's in column 1, and the first player to move.
        assertThat(connectFour.decided("121212")).contains("opening.win");
        assertThat(connectFour.decided("1212121")).contains("opening.over");
        assertThat(connectFour.decided("1212")).isEmpty();
        // Fool's mate: White to move after it has been mated.
        assertThat(chess.decided("f2f3 e7e5 g2g4 d8h4")).contains("opening.over");
        // Black to move mates at once with Qh4.
        assertThat(chess.decided("f2f3 e7e5 g2g4")).contains("opening.win");
        assertThat(chess.decided("e2e4 e7e5")).isEmpty();
    }

    @Test
    void theLegalMovesAreTheEnginesOwn() {
        assertThat(connectFour.legal(List.of("1", "1", "1", "1", "1", "1")))
                .containsExactly("2", "3", "4", "5", "6", "7");
        // The first Quarto move hands one of the 16 pieces over; the next places it on one of
        // 16 squares and hands one of the 15 left on.
        assertThat(quarto.legal(List.of())).hasSize(16);
        assertThat(quarto.legal(List.of("(B!"))).hasSize(16 * 15);
        assertThat(chess.legal(List.of())).hasSize(20).contains("e2e4", "g1f3");
    }

    @Test
    void eachOpeningIsPlayedOnceFromEachSeatTheSameForEveryPair() {
        List<Pairing> schedule = RoundRobin.schedule(3, 4, 9);
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                int first = a;
                int second = b;
                if (first != second) {
                    assertThat(schedule.stream().filter(p -> p.first() == first
                            && p.second() == second).map(Pairing::opening))
                            .as("%d first against %d", first, second)
                            .containsExactly(0, 1, 2, 3);
                }
            }
        }
        Swiss.Round round = new Swiss.Round(List.of(new Swiss.Match(0, 1)),
                java.util.OptionalInt.empty());
        assertThat(Swiss.games(round, 2, 9, 0)).extracting(Pairing::opening)
                .containsExactly(0, 0, 1, 1);
    }

    @Test
    void theRefereePlaysTheOpeningAndThePlayersGoOnFromIt() {
        RefereeGame reference = reference(connectFour);
        OpeningSuite suite = new OpeningSuite(List.of("1234", "777"));
        // The random anchor on both sides: the perfect one is slow out of its book.
        Player random = reference.anchors().get(0);
        List<Player> players = List.of(random, random);
        Referee referee = new Referee(reference, 60_000, suite);

        GameRecord even = referee.play(1, new Pairing(0, 1, 5, 0), players);
        GameRecord odd = referee.play(2, new Pairing(0, 1, 5, 1), players);
        GameRecord round = referee.play(3, new Pairing(0, 1, 5, 2), players);

        assertThat(even.opening()).isEqualTo("1234");
        assertThat(even.moves()).startsWith("1234").hasSizeGreaterThan(4);
        assertThat(odd.opening()).isEqualTo("777");
        assertThat(odd.moves()).startsWith("777");
        // A suite shorter than the games a colour is taken round again.
        assertThat(round.opening()).isEqualTo("1234");
        assertThat(reference.replay(5, even.moves()).over()).isTrue();
    }

    @Test
    void aFileOfOnesOwnIsReadWithItsCommentsLeftOut(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("mine.txt"), "# two openings\n\n"
                + "e2e4 e7e5   # the open game\n  d2d4 d7d5\n", StandardCharsets.UTF_8);

        assertThat(chess.read(file, ENGLISH).openings())
                .containsExactly("e2e4 e7e5", "d2d4 d7d5");
    }

    @Test
    void aBadFileIsRefusedSayingWhatWasExpectedInBothLanguages(@TempDir Path dir)
            throws IOException {
        Path missing = dir.resolve("missing.txt");
        Path empty = Files.writeString(dir.resolve("empty.txt"), "# nothing\n\n");
        Path illegal = Files.writeString(dir.resolve("illegal.txt"), "4453\n1111111\n");
        Path decided = Files.writeString(dir.resolve("decided.txt"), "12\n121212\n");
        Path solved = Files.writeString(dir.resolve("solved.txt"), "1376155317332331\n"
                + "6462635511753647 # three discs before the end\n");

        assertThatThrownBy(() -> connectFour.read(missing, ENGLISH))
                .hasMessageStartingWith("--openings: cannot read " + missing);
        assertThatThrownBy(() -> connectFour.read(missing, PORTUGUESE))
                .hasMessageStartingWith("--openings: não é possível ler " + missing);
        assertThatThrownBy(() -> connectFour.read(empty, ENGLISH))
                .hasMessageContaining("holds no opening; expected one opening a line");
        assertThatThrownBy(() -> connectFour.read(empty, PORTUGUESE))
                .hasMessageContaining("não tem nenhuma abertura");
        assertThatThrownBy(() -> connectFour.read(illegal, ENGLISH))
                .hasMessageStartingWith("--openings: illegal.txt:2: move 7, 1, is not legal");
        assertThatThrownBy(() -> connectFour.read(illegal, PORTUGUESE))
                .hasMessageStartingWith("--openings: illegal.txt:2: a jogada 7, 1, não é legal");
        assertThatThrownBy(() -> connectFour.read(decided, ENGLISH)).hasMessage(
                "--openings: decided.txt:2: the opening decides the game: the player to move"
                        + " wins with its next move");
        assertThatThrownBy(() -> connectFour.read(decided, PORTUGUESE)).hasMessage(
                "--openings: decided.txt:2: a abertura decide o jogo: o jogador a jogar ganha"
                        + " com a sua próxima jogada");
        assertThatThrownBy(() -> connectFour.read(solved, ENGLISH)).hasMessage(
                "--openings: solved.txt:2: the opening decides the game: perfect play from it"
                        + " wins before the winner's last disc (the reference's solver; from the"
                        + " empty grid the first player wins only with its last disc)");
        assertThatThrownBy(() -> connectFour.read(solved, PORTUGUESE)).hasMessageStartingWith(
                "--openings: solved.txt:2: a abertura decide o jogo: o jogo perfeito a partir"
                        + " dela ganha antes do último disco do vencedor");
        assertThatThrownBy(() -> qwirkle.read(decided, PORTUGUESE))
                .hasMessageStartingWith("--openings não é para Qwirkle");
        assertThatThrownBy(() -> chess.read(illegal, ENGLISH))
                .hasMessageStartingWith("--openings: illegal.txt:1: move 1, 4453, is not legal");
        assertThatThrownBy(() -> qwirkle.read(decided, ENGLISH))
                .hasMessageStartingWith("--openings is not for Qwirkle");
    }
}
