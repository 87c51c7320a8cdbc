package tabuleiro.grading.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tabuleiro.features.connectfour.probe.ConnectFourProbe;
import tabuleiro.grading.model.GeneratedSetting;

/**
 * Generated Connect Four games: the reference on the test class path agrees with the oracle on
 * 1,000 seeds, and an engine that misses a win is charged to the win rule, with the shortest
 * game that shows it and a scenario in both languages.
 */
class GeneratedGamesIT {

    @Test
    void theReferenceAgreesWithTheOracleOnAThousandSeeds() throws Exception {
        try (Oracle oracle = Oracle.ofGrader()) {
            int questions = 0;
            for (long seed = 0; seed < 1000; seed++) {
                GeneratedGames.Outcome outcome = GeneratedGames.play(oracle.probe("connectfour"),
                        new ConnectFourProbe(), seed, 1, 42);
                assertEquals(java.util.Map.of(), outcome.disagreements(), "seed " + seed);
                questions += outcome.questions();
            }
            System.out.println("Connect Four: " + questions / 1000.0
                    + " questions per generated game");
        }
    }

    /**
     * A class's default count of Connect Four games, chosen with their reach floors, asked of
     * the reference's probe: no disagreement. Their cost is measured by
     * {@code GeneratedGamesTiming} (grading/BENCHMARKS.md), not here: a timed test measures
     * the machine it runs on.
     */
    @Test
    void theReferenceAgreesWithItselfOnAClasssDefaultGames() throws Exception {
        int games = GeneratedSetting.defaultGames("connectfour");
        try (Oracle oracle = Oracle.ofGrader()) {
            for (long seed = 2; seed < 7; seed++) {
                GeneratedGames.Script script = ClassGames.select(
                        GeneratedGames.Settings.of("connectfour"), oracle.probe("connectfour"),
                        seed, games);
                ConnectFourProbe engine = new ConnectFourProbe();
                List<String> answers = script.questions().stream().map(engine).toList();
                GeneratedGames.Outcome outcome = GeneratedGames.compare(
                        oracle.probe("connectfour"), script, answers);
                assertEquals(games, outcome.games(), "seed " + seed);
                assertEquals(java.util.Map.of(), outcome.disagreements(), "seed " + seed);
            }
        }
    }

    @Test
    void anEngineThatMissesAWinIsChargedToTheWinRule() throws Exception {
        Function<String, String> missesWins = new Function<>() {
            private final ConnectFourProbe reference = new ConnectFourProbe();

            @Override
            public String apply(String line) {
                return reference.apply(line).replace("over=true\nwinner=1\nline=four",
                        "over=false\nwinner=none\nline=none");
            }
        };
        try (Oracle oracle = Oracle.ofGrader()) {
            GeneratedGames.Outcome outcome = GeneratedGames.play(oracle.probe("connectfour"),
                    missesWins, 47, 20, 42);
            GeneratedGames.Disagreement missed = outcome.disagreements().get("C4-09");
            assertTrue(missed != null, outcome.toString());
            // "over" differs first, a consequence: the winner, which decides it, is charged,
            // and its scenario names the win the engine missed.
            assertEquals("winner", missed.key());
            assertTrue(missed.scenarioEn().contains(" wins with the line "),
                    missed.scenarioEn());
            assertTrue(missed.scenarioPt().contains(" ganha com a linha "),
                    missed.scenarioPt());
            System.out.println("Shrunk (" + missed.moves().size() + " moves), en:\n"
                    + missed.scenarioEn() + "pt:\n" + missed.scenarioPt());
        }
    }
}
