package tabuleiro.grading.games.galo;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import tabuleiro.grading.spi.GameModule;

/**
 * Jogo do Galo (tic-tac-toe) in the grader: the courseware's first lab.
 *
 * <p>A game ends by nine marks, so a generated game is never cut, and there is no end game: a
 * random game reaches every rule's case (a win on each line, by either player, and a draw). The
 * game is tiny, so its counts are small, to keep the build's end-to-end time low: a kit seed's
 * {@value #KIT_GAMES} generated games and {@value #KIT_RANDOM_GAMES} random games flag both
 * faulty samples of the engine's play ({@code no-anti-diagonal}, {@code draw-on-last-square},
 * each in both; the third, {@code upper-case-refused}, is {@code Square.parse}'s, which the
 * probe never calls: the rule book's to show), and a class plays twice the kit's games, a class
 * run of the samples and the mutants 24 s on the loaded 2-core machine (2026-11-29). A kit's
 * {@code ./check} takes 2.5 s cold, 0.4 s warm. It has no property: its agents (the
 * random one and the perfect one, a whole search of the game's tree) are given, not written
 * by the student, so the probe's keys are the rule book's alone.
 *
 * <p>In the tournament a move is a square's name, such as {@code b2}, and the reference's
 * perfect agent is the strong anchor: perfect play draws, so it loses no game and ranks above
 * the random players by its wins against them.
 */
public final class GaloModule implements GameModule {

    /** The generated games of a kit seed. */
    static final int KIT_GAMES = 10;

    /** The random games of the kit's {@code ./check}. */
    static final int KIT_RANDOM_GAMES = 50;

    /** Creates the module, as the registry does. */
    public GaloModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "galo";
    }

    @Override
    public int rank() {
        return 6;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.galo.probe.GaloProbe";
    }

    @Override
    public int maxPlies() {
        return 9;
    }

    @Override
    public int endGames() {
        return 0;
    }

    @Override
    public int kitGames() {
        return KIT_GAMES;
    }

    @Override
    public int kitRandomGames() {
        return KIT_RANDOM_GAMES;
    }

    @Override
    public Class<? extends ResourceBundle> words() {
        return GaloWords.class;
    }

    @Override
    public Map<String, String> properties() {
        return Map.of();
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new GaloBoard(), new GaloHardCases(),
                new GaloTournament());
    }
}
