package tabuleiro.grading.games.chess;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import tabuleiro.grading.spi.GameModule;

/**
 * Chess in the grader.
 *
 * <p>Generated games are cut at 120 plies, which the probe's own random games show reach
 * castling, en passant and promotion; each is followed by an end game (few pieces with castling
 * rights, pawns near promotion, a game from a FEN: {@code saveback}'s first line,
 * {@code castlingsafe}). The kit's end game adds some 0.35 s of processor time to a cold check
 * ({@code grading/BENCHMARKS.md}, "The kit's random games"). The legal list and the board are
 * charged through the engine's own board. Its properties read the engine's own answers: the
 * check its pieces make, each listed move's shape by its piece's rule, the clock and the
 * castling rights move by move, and the notations read back the same.
 *
 * <p>Its end games' few pieces with castling rights, pawns and a fifty-move count well on
 * reach castling under attack, promotion, repetitions and the fifty moves; the random games
 * favour castling and checks. A step of its rule book saves the game and reads it back,
 * deleting both files, so a probe's question opens files as a scenario's step may. Its kit's
 * answer book is the largest (620 KB, gzipped): read afresh, it took a sixth of a second of
 * processor time and a quarter of a gigabyte of allocation each check, so a warm check keeps
 * it. The kit draws its recorded games' boards with their FEN.
 *
 * <p>In the tournament it is a game of listed moves (the shared {@code ListedMoves} family): a
 * move is its UCI text, found among the engine's own legal moves on either side. Its exercises
 * have no random agent: the one agent, {@code AlphaBetaAgent}, is made to search to the agents'
 * host's depth, and the referee's anchors are a uniform choice among the legal moves and the
 * reference's {@code AlphaBetaAgent} at a fixed depth.
 */
public final class ChessModule implements GameModule {

    /** Creates the module, as the registry does. */
    public ChessModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "chess";
    }

    @Override
    public int rank() {
        return 3;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.chess.probe.ChessProbe";
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
        return 4;
    }

    @Override
    public int kitRandomGames() {
        return 8;
    }

    @Override
    public Class<? extends ResourceBundle> words() {
        return ChessWords.class;
    }

    @Override
    public Map<String, String> properties() {
        return Map.ofEntries(Map.entry("checkseen", "agrees"),
                Map.entry("kingshape", "agrees"), Map.entry("slidershape", "agrees"),
                Map.entry("knightshape", "agrees"), Map.entry("pawnshape", "agrees"),
                Map.entry("promotionshape", "agrees"), Map.entry("owncapture", "agrees"),
                Map.entry("halfmoveclock", "counted"), Map.entry("castlingsafe", "safe"),
                Map.entry("castlingrights", "updated"), Map.entry("fenback", "same"),
                Map.entry("sanback", "same"), Map.entry("pgnback", "same"),
                Map.entry("saveback", "same"));
    }

    @Override
    public Set<String> engineCharged() {
        return Set.of("legal", "board");
    }

    @Override
    public String notLegalStep(String move, String language) {
        return language.equals("pt") ? "Então \"" + move + "\" não é uma jogada legal"
                : "Then \"" + move + "\" is not a legal move";
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new ChessBoard(), new ChessHardCases(),
                new ChessTournament());
    }
}
