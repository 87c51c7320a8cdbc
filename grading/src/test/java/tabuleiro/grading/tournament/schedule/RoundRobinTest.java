package tabuleiro.grading.tournament.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.tournament.referee.Pairing;

/** The round robin both ways: every ordered pair, the same number of times, reproducibly. */
class RoundRobinTest {

    @Test
    void everyOrderedPairPlaysTheAskedNumberOfGames() {
        List<Pairing> games = RoundRobin.schedule(4, 2, 7);
        assertEquals(4 * 3 * 2, games.size());
        Map<String, Integer> byOrderedPair = new HashMap<>();
        for (Pairing game : games) {
            byOrderedPair.merge(game.first() + ">" + game.second(), 1, Integer::sum);
        }
        assertEquals(12, byOrderedPair.size());
        byOrderedPair.values().forEach(count -> assertEquals(2, count));
        // One seed for the two orders of a pair's game, so a game of chance deals alike.
        assertEquals(games.size() / 2,
                games.stream().map(Pairing::seed).distinct().count());
        for (int i = 0; i < games.size(); i += 2) {
            assertEquals(games.get(i).seed(), games.get(i + 1).seed());
            assertEquals(games.get(i).first(), games.get(i + 1).second());
        }
    }

    @Test
    void theSameSeedGivesTheSameScheduleAndAnotherSeedOtherGameSeeds() {
        assertEquals(RoundRobin.schedule(3, 1, 42), RoundRobin.schedule(3, 1, 42));
        assertEquals(RoundRobin.schedule(3, 1, 42).get(0).first(),
                RoundRobin.schedule(3, 1, 43).get(0).first());
        assertEquals(false, RoundRobin.schedule(3, 1, 42).get(0).seed()
                == RoundRobin.schedule(3, 1, 43).get(0).seed());
    }

    @Test
    void fewerThanTwoAgentsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RoundRobin.schedule(1, 1, 0));
    }
}
