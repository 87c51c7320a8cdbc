package tabuleiro.grading.games.quarto;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import tabuleiro.grading.spi.GameModule;

/**
 * Quarto in the grader.
 *
 * <p>A game ends by 16 placements (17 moves with the first hand-over). A game seldom fills the
 * board, as a group wins first, so each generated game is followed by an end game
 * ({@code new end SEED}: 13 to 15 pieces placed with no winning group, the last pieces and the
 * full board left to random play, QUARTO-10), and the kit plays it too. The legal list is
 * charged by where the reference's pieces would win (its missed wins are the usual bug), which
 * the engine's own board cannot tell: no key is charged through the engine but a legal list
 * whose difference the answer book does not say. Its properties: a win by a line and by a
 * square as its own board shows them, and the position's text read back the same.
 *
 * <p>A move holds a space: its square (or {@code -} before the first piece is chosen) and the
 * piece handed over (or {@code -} when the placement ends the game), and a piece's mark may
 * hold a {@code ;}; so the oracle's moves are one a line and a legal list is split by the
 * moves' shape. Its pool of pieces is comma-separated. The referee's picture does
 * not show the piece handed over and not yet placed, which the next move depends on.
 */
public final class QuartoModule implements GameModule {

    /** Creates the module, as the registry does. */
    public QuartoModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "quarto";
    }

    @Override
    public int rank() {
        return 2;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.quarto.probe.QuartoProbe";
    }

    @Override
    public int maxPlies() {
        return 17;
    }

    @Override
    public int endGames() {
        return 1;
    }

    @Override
    public int kitGames() {
        return 10;
    }

    @Override
    public int kitRandomGames() {
        return 100;
    }

    @Override
    public Class<? extends ResourceBundle> words() {
        return QuartoWords.class;
    }

    @Override
    public Map<String, String> properties() {
        return Map.of("linewin", "agrees", "squarewin", "agrees", "quartotext", "same");
    }

    @Override
    public Set<String> engineChargedWhereUnsaid() {
        // A legal list that lacks none of the moves the answer book charges (the reference's
        // wins) differs where the engine ends the game wrongly: its own board tells the rule.
        return Set.of("legal");
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new QuartoBoard(), new QuartoHardCases(),
                new QuartoTournament());
    }
}
