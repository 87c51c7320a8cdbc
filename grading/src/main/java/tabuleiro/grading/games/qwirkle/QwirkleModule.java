package tabuleiro.grading.games.qwirkle;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.spi.GameModule;

/**
 * Qwirkle in the grader: its probe deals each game from a seed ({@code new SEED}).
 *
 * <p>A generated game is cut at 24 turns, where its legal sets cost what a game can pay within
 * the budget: every game of 40 seeds placed several tiles at once, 32 scored crossing lines, 37
 * swapped, 4 made a Qwirkle and none reached the end (at 40 turns 11 of 40 made a Qwirkle, and
 * still none ended; grading/docs/generated-examples.md). So each game is followed by an end
 * game ({@code new end SEED}, within the same turns): of the end games of 40 seeds all ended,
 * 22 by a last tile placed with the bag empty and 18 with nobody able to place, 3 on equal
 * points. A class's 2 games, and the kit's one a seed, cost about as much as chess's. Its
 * properties: a placement's points by its own lines, the end and the winner by its rules, and
 * the placement read back.
 *
 * <p>Its probe deals each game itself (its own full set and shuffle, and the bag dealt again
 * after a trade): a game started from the engine's own shuffle of its own full set met other
 * hands at {@code new} on a correct engine that builds the set in another order (the bundled
 * {@code complete} sample), and was charged there.
 */
public final class QwirkleModule implements GameModule {

    /** Creates the module, as the registry does. */
    public QwirkleModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "qwirkle";
    }

    @Override
    public String command() {
        return "qwirkle";
    }

    @Override
    public int rank() {
        return 5;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.qwirkle.probe.QwirkleProbe";
    }

    @Override
    public boolean seeded() {
        return true;
    }

    @Override
    public int maxPlies() {
        return 24;
    }

    @Override
    public int endGames() {
        return 1;
    }

    @Override
    public int classGames() {
        return 2;
    }

    @Override
    public int kitGames() {
        return 1;
    }

    @Override
    public int kitRandomGames() {
        return 4;
    }

    @Override
    public int kitRandomEndGames() {
        return 1;
    }

    @Override
    public Map<String, String> properties() {
        return Map.of("linepoints", "agrees", "endrule", "agrees", "winrule", "agrees",
                "placementback", "agrees");
    }

    @Override
    public Set<String> engineCharged() {
        return Set.of("legal", "linepoints");
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new QwirkleBoard(), new QwirkleHardCases());
    }
}
