package tabuleiro.grading.tournament.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 against Glickman's worked example and the rule for a period without games. */
class Glicko2Test {

    @Test
    void glickmansWorkedExample() {
        Glicko2 system = new Glicko2(0.5);
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        Glicko2.Rating after = system.update(player, List.of(
                new Glicko2.Game(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Game(new Glicko2.Rating(1700, 300, 0.06), 0)));
        // The paper prints 1464.06 from rounded intermediate values; unrounded it is 1464.0507.
        assertEquals(1464.05, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        Glicko2.Rating after = new Glicko2(0.5).update(player, List.of());
        assertEquals(1500, after.rating());
        assertEquals(Math.sqrt(200 * 200 + Math.pow(0.06 * 173.7178, 2)), after.deviation(), 1e-9);
        assertTrue(after.deviation() > player.deviation());
    }

    @Test
    void aScoreOtherThanWinDrawOrLossIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new Glicko2.Game(Glicko2.Rating.NEW, 0.7));
    }
}
