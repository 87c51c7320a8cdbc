package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import tabuleiro.features.checkers.probe.CheckersProbe;
import tabuleiro.features.chess.probe.ChessProbe;
import tabuleiro.features.connectfour.probe.ConnectFourProbe;
import tabuleiro.features.quarto.probe.QuartoProbe;
import tabuleiro.features.qwirkle.probe.QwirkleProbe;

/**
 * The floors of the generated examples' reach (issue 62): on the first {@value #SEEDS} seeds of a
 * class (class seed 47), played in-process with the reference's probes, every rule of the floor
 * table is asked at least as many questions per submission as it says, and its hard case
 * ({@link HardCases}) is reached on at least as many seeds. The figures over 40 seeds, by
 * {@link GeneratedGamesReach}'s main, are in grading/docs/generated-examples.md ("Reach, rule by
 * rule"); these floors are at or a little below what the same two seeds reached when the end
 * games of checkers and chess were added (the seeds decide the games, so the figures do not
 * vary from run to run), so that a change that loses a rule's reach fails the build. Two seeds
 * keep it a unit test: some 9 s of processor time for the five games.
 */
class GeneratedGamesReachTest {

    private static final int SEEDS = 2;

    /** A rule's floor: questions per submission, seeds of {@value #SEEDS} reaching its case. */
    private record Floor(double questions, int seeds) {
    }

    /** The floors, by game then rule. */
    private static final Map<String, Map<String, Floor>> FLOORS = Map.of(
            "connectfour", Map.of(
                    "C4-05", new Floor(300, 2),
                    "C4-06", new Floor(300, 2),
                    "C4-09", new Floor(300, 2),
                    "C4-16", new Floor(50, 2)),
            // The end games and the properties (since issues 61 and 62): the full board
            // (QUARTO-10) on both seeds; linewin, squarewin and quartotext ask QUARTO-07, -08
            // and -12 at every observation.
            "quarto", Map.of(
                    "QUARTO-06", new Floor(300, 2),
                    "QUARTO-07", new Floor(600, 2),
                    "QUARTO-08", new Floor(300, 2),
                    "QUARTO-10", new Floor(2, 2),
                    "QUARTO-11", new Floor(200, 2),
                    "QUARTO-12", new Floor(250, 2)),
            // The end games (since issue 62): CHESS-14's questions are their claims, and its hard
            // case a placement met three times or the fifty-move count at 80.
            "chess", Map.of(
                    "CHESS-07", new Floor(1, 1),
                    "CHESS-08", new Floor(20, 2),
                    "CHESS-09", new Floor(10, 2),
                    "CHESS-11", new Floor(1000, 2),
                    "CHESS-14", new Floor(500, 2),
                    // saveback (issue 61): after a game's first castling, en passant and
                    // promotion, the first move from a FEN and the end (22 on these seeds).
                    "CHESS-16", new Floor(20, 2),
                    "CHESS-20", new Floor(3000, 2)),
            // The end games: a king's capture of three pieces (CHECKERS-10) on both seeds.
            "checkers", Map.of(
                    "CHECKERS-05", new Floor(700, 2),
                    "CHECKERS-06", new Floor(40, 2),
                    "CHECKERS-10", new Floor(0, 2),
                    "CHECKERS-13", new Floor(700, 2),
                    "CHECKERS-15", new Floor(40, 2),
                    "CHECKERS-17", new Floor(1000, 2)),
            // Since issue 61 the properties add QWIRKLE-09 (linepoints), -13 (notation), -17
            // (endrule) and -18 (winrule) questions; since issue 62 every end game's starting
            // hand holds a tile twice (QWIRKLE-19's hard case).
            "qwirkle", Map.of(
                    "QWIRKLE-09", new Floor(150, 2),
                    "QWIRKLE-13", new Floor(50, 2),
                    "QWIRKLE-17", new Floor(120, 2),
                    "QWIRKLE-18", new Floor(6, 2),
                    "QWIRKLE-19", new Floor(5, 2)));

    private static final Map<String, Supplier<Function<String, String>>> PROBES = Map.of(
            "connectfour", ConnectFourProbe::new,
            "quarto", QuartoProbe::new,
            "chess", ChessProbe::new,
            "checkers", CheckersProbe::new,
            "qwirkle", QwirkleProbe::new);

    @Test
    void everyRuleOfTheFloorTableKeepsItsReach() {
        List<Long> seeds = GeneratedGamesReach.classSeeds(SEEDS);
        SoftAssertions softly = new SoftAssertions();
        FLOORS.forEach((game, floors) -> {
            Map<String, GeneratedGamesReach.Reach> reach = GeneratedGamesReach.measure(
                    GeneratedGames.Settings.of(game), PROBES.get(game).get(), seeds);
            reach.values().forEach(rule -> System.out.printf("%s: %.1f questions per"
                    + " submission, hard case on %d of %d seeds%n", rule.rule(),
                    rule.perSubmission(), rule.seedsHard(), SEEDS));
            floors.forEach((rule, floor) -> {
                GeneratedGamesReach.Reach measured = reach.get(rule);
                softly.assertThat(measured).as(rule).isNotNull();
                if (measured != null) {
                    softly.assertThat(measured.perSubmission()).as(rule + " questions per"
                            + " submission").isGreaterThanOrEqualTo(floor.questions());
                    softly.assertThat(measured.seedsHard()).as(rule + " seeds reaching "
                            + measured.hardCase()).isGreaterThanOrEqualTo(floor.seeds());
                }
            });
        });
        softly.assertAll();
    }

    @Test
    void theSampledSeedsAreThoseEarlierMeasuresUsed() {
        assertThat(GeneratedGamesReach.classSeeds(2)).containsExactly(
                tabuleiro.grading.model.GeneratedSetting.seedOf(47, "student-0"),
                tabuleiro.grading.model.GeneratedSetting.seedOf(47, "student-1"));
    }
}
