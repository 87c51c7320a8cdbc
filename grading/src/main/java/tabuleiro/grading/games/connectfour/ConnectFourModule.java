package tabuleiro.grading.games.connectfour;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
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
 *
 * <p>In the tournament a game's moves are one digit a column. The reference's solver scores a
 * position from the player to move: 0 for a draw, and for a win {@code 22 - k} when the winner
 * connects four with its {@code k}-th disc (the empty grid scores 1: the first player wins
 * with its last disc). A student's perfect agent reads an opening book from the kit's
 * resources, which the kit's build and {@code play} put on the class path; without it the
 * agent would search from the empty board. A correct perfect agent answers the first twelve
 * discs from its book and most moves past it in milliseconds, but a few positions just past
 * the book take its solver several seconds on a loaded machine (8.5 s at most,
 * grading/docs/tournament.md): why the time control has a bank. It holds an 80 MiB table, and
 * eight kept agents ran the agents' host's 512 MB heap out of memory in a tournament of 10
 * games a pair, so the host keeps no more agents than the games it plays at once. A ladder of
 * its search depths (2026-11-26) showed that ranking by periods could put a player below an
 * opponent it beat, and change with the order of the submissions.
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
    public int maxPlies() {
        return 42;
    }

    @Override
    public int endGames() {
        return 0;
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
    public Class<? extends ResourceBundle> words() {
        return ConnectFourWords.class;
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
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new ConnectFourBoard(), new ConnectFourHardCases(),
                new ConnectFourTournament());
    }
}
