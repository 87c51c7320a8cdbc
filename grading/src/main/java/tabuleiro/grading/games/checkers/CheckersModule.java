package tabuleiro.grading.games.checkers;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import tabuleiro.grading.spi.GameModule;

/**
 * Checkers in the grader.
 *
 * <p>Generated games are cut at 120 plies. A full game reaches kings but seldom a king's
 * capture of several pieces, so each is followed by an end game ({@code new end SEED}: White's
 * kings against Black's men, grading/docs/generated-examples.md, "Reach, rule by rule"). The
 * kit's 11 random games (and their 11 end games) flag both of its mutants of EveryGameIT at
 * seed 47: the eleventh end game is the first of seed 47 where the quality rule has a king to
 * choose (the majority rule without it is flagged at 10 on each of seeds 1 to 8, not 47). Its
 * properties: the draw's count of kings, the capture of the most pieces, and the position's
 * text read back the same.
 *
 * <p>A partial solution keeps its points on the generated games, because an answer that is a
 * later exercise's stub throwing is charged to no rule: a random game soon meets a capture that
 * only a later exercise can make.
 *
 * <p>Its end games, kings against men, reach a flying king's capture of several pieces and the
 * twenty king moves. Its rules include a network protocol, play between two programs, so its
 * scheme lets a submission open sockets on the loopback interface. The kit draws its recorded
 * games' boards with their FEN.
 *
 * <p>In the tournament it is a game of listed moves: a move is its text in the
 * rule book's numbered squares, found among the engine's own legal moves on either side. Its
 * exercises have no random agent: the one agent, {@code AlphaBetaAgent}, is made to search to
 * the agents' host's depth, and the referee's anchors are a uniform choice among the legal
 * moves and the reference's {@code AlphaBetaAgent} at a fixed depth.
 */
public final class CheckersModule implements GameModule {

    /** Creates the module, as the registry does. */
    public CheckersModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "checkers";
    }

    @Override
    public int rank() {
        return 4;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.checkers.probe.CheckersProbe";
    }

    @Override
    public int maxPlies() {
        return 120;
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
        return 11;
    }

    @Override
    public Class<? extends ResourceBundle> words() {
        return CheckersWords.class;
    }

    @Override
    public Map<String, String> properties() {
        return Map.of("kingcount", "counted", "majority", "most", "pdnfen", "same");
    }

    @Override
    public Set<String> engineCharged() {
        return Set.of("legal");
    }

    @Override
    public String notLegalStep(String move, String language) {
        return language.equals("pt") ? "Então as jogadas legais não incluem " + move
                : "Then the legal moves do not include " + move;
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new CheckersBoard(), new CheckersHardCases(),
                new CheckersTournament());
    }
}
