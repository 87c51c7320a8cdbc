package tabuleiro.grading.games.connectfour;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.spi.GameModule;

/**
 * Connect Four in the grader: the courseware's first game.
 *
 * <p>A game ends by 42 discs, so a generated game is never cut, and there is no end game: a
 * random game reaches every rule's case. The kit's 100 random games flag both of the catalogue's
 * generated-only mutants on each of seeds 1 to 8 and 47. Its properties are the solver's: a
 * position's score against its children's ({@code children}), and the perfect agent's move
 * among the best ({@code agent}, asked in a scenario of the board alone, so its break has no
 * scenario that states the rule's answer).
 */
public final class ConnectFourModule implements GameModule {

    /** Creates the module, as the registry does. */
    public ConnectFourModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "connectfour";
    }

    @Override
    public String command() {
        return "connect-four";
    }

    @Override
    public int rank() {
        return 1;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.connectfour.probe.ConnectFourProbe";
    }

    @Override
    public boolean seeded() {
        return false;
    }

    @Override
    public int maxPlies() {
        return 42;
    }

    @Override
    public int endGames() {
        return 0;
    }

    @Override
    public int classGames() {
        return 40;
    }

    @Override
    public int kitGames() {
        return 20;
    }

    @Override
    public int kitRandomGames() {
        return 100;
    }

    @Override
    public int kitRandomEndGames() {
        return 0;
    }

    @Override
    public Map<String, String> properties() {
        return Map.of("children", "agrees", "agent", "best");
    }

    @Override
    public Set<String> propertiesUnstated() {
        return Set.of("agent");
    }

    @Override
    public Set<String> engineCharged() {
        return Set.of();
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new ConnectFourBoard(), new ConnectFourHardCases());
    }
}
