package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.wolfraam.chessgame.ChessGame;
import io.github.wolfraam.chessgame.notation.NotationType;
import io.github.wolfraam.chessgame.result.ChessGameResult;
import io.github.wolfraam.chessgame.result.ChessGameResultType;
import io.github.wolfraam.chessgame.result.DrawType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The reference against an independent chess implementation: wolfraam's
 * {@code chessgame} (MIT, on Maven Central, test scope only), over seeded random playouts from
 * the starting position and from positions known for their traps (castling, en passant out of
 * a pin, promotions). At every position the two must agree on the legal moves, on whether the
 * side to move is in check, on the FEN, on the SAN of the move played (and of every legal move
 * at every tenth position, which the reference must also read back as that move), and on how
 * the game stands: checkmate, stalemate, insufficient
 * material, and the draws that can be claimed (threefold repetition, fifty moves).
 *
 * <p>One convention differs and is not compared: the reference writes the en-passant square
 * after every double step, as the 1994 PGN standard's FEN does; the oracle only when a
 * capture there is legal. So the FEN's en-passant field is compared only when it is legal.
 * Where the reference calls a position dead that the oracle does not (bishops all on one
 * colour, more than one of them), the test's own account of that rule decides.
 */
class DifferentialTest {

    /** Playouts per start: seeds 0 to GAMES - 1. */
    private static final int GAMES = 10;
    /** Half-moves at most per playout; most random games end sooner (dead material). */
    private static final int PLIES = 250;
    /** Every how many positions the SAN of every legal move is compared. */
    private static final int SAN_EVERY = 10;

    private static final AtomicInteger SAN_COMPARED = new AtomicInteger();

    private static final List<String> STARTS = List.of(
            Position.START_FEN,
            // "Kiwipete": castling both ways, pins, en passant, promotion by capture.
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // En passant that would expose the king along the rank.
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            // Promotions, with and without capture, for both sides.
            "r3k2r/1PP5/8/8/8/8/6pp/R3K2R w KQkq - 0 1",
            // Two knights, two rooks and two bishops that need disambiguating.
            "1n2k1n1/8/2r3r1/8/8/2R3R1/8/1N1BKB1N w - - 0 1",
            // Two bishops on one file and a knight on b1: B1c3 is a bishop's move, not b1-c3.
            "4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1");

    @Test
    void theReferenceAgreesWithAnIndependentImplementationOverRandomGames() {
        int positions = 0;
        for (String start : STARTS) {
            for (long seed = 0; seed < GAMES; seed++) {
                positions += playout(start, seed);
            }
        }
        assertThat(positions).as("positions compared").isGreaterThan(STARTS.size() * GAMES);
        assertThat(SAN_COMPARED.get()).as("SAN strings compared").isGreaterThan(positions);
    }

    /** Plays one random game on both implementations; returns how many positions it compared. */
    private static int playout(String start, long seed) {
        Random random = new Random(seed);
        Game game = Game.fromFen(start);
        ChessGame oracle = new ChessGame(start);
        int compared = 0;
        for (int ply = 0; ply <= PLIES; ply++) {
            Position position = game.position();
            String where = "seed " + seed + " from " + start + ", ply " + ply + ", "
                    + position.fen();
            List<Move> legal = position.legalMoves();
            assertThat(uci(legal)).as("legal moves, " + where).isEqualTo(oracleMoves(oracle));
            assertThat(position.isInCheck()).as("check, " + where)
                    .isEqualTo(oracle.isKingAttacked());
            assertThat(comparableFen(position.fen(), position)).as("FEN, " + where)
                    .isEqualTo(comparableFen(oracle.getFen(), position));
            compareStatus(game, oracle.getGameResult(), where);
            compared++;
            if (game.isOver() || legal.isEmpty()) {
                break;
            }
            if (ply % SAN_EVERY == 0) {
                Map<String, io.github.wolfraam.chessgame.move.Move> theirs = new HashMap<>();
                oracle.getLegalMoves().forEach(move -> theirs.put(oracleUci(move), move));
                for (Move move : legal) {
                    String san = oracle.getNotation(NotationType.SAN, theirs.get(move.uci()));
                    assertThat(San.write(position, move)).as("SAN of " + move.uci() + ", " + where)
                            .isEqualTo(san);
                    assertThat(San.parse(position, san)).as("reading " + san + ", " + where)
                            .isEqualTo(move);
                    SAN_COMPARED.incrementAndGet();
                }
            }
            Move move = legal.get(random.nextInt(legal.size()));
            io.github.wolfraam.chessgame.move.Move theirs = oracleMove(oracle, move);
            assertThat(San.write(position, move)).as("SAN of " + move.uci() + ", " + where)
                    .isEqualTo(oracle.getNotation(NotationType.SAN, theirs));
            SAN_COMPARED.incrementAndGet();
            game.play(move);
            oracle.playMove(theirs);
        }
        return compared;
    }

    /**
     * Compares how the game stands. The oracle ends a game on a claimable draw by itself, and
     * calls a dead position only where neither side has mating material; the reference ends it
     * by rule only at 75 moves and fivefold repetition, and lets the player claim at 50 and
     * three: what the oracle reports as a draw must be one the reference lets be claimed.
     */
    private static void compareStatus(Game game, ChessGameResult result, String where) {
        Position position = game.position();
        GameState state = game.state();
        if (result == null && game.outcome().map(Outcome::termination)
                .equals(Optional.of(Termination.INSUFFICIENT_MATERIAL))) {
            // The oracle knows the usual dead endings only; the reference also sees that any
            // number of bishops all on squares of one colour cannot mate (FIDE 5.2.2, a dead
            // position). The test's own account of that case decides.
            assertThat(onlyBishopsOnOneColour(position)).as("a dead position, " + where)
                    .isTrue();
            return;
        }
        if (result == null) {
            assertThat(state).as("state, " + where)
                    .isIn(GameState.START, GameState.IN_PROGRESS, GameState.CHECK);
            assertThat(game.claimableDraw()).as("claimable draw, " + where).isEmpty();
            return;
        }
        if (result.chessGameResultType != ChessGameResultType.DRAW) {
            assertThat(state).as("checkmate, " + where).isEqualTo(GameState.CHECKMATE);
            Colour winner = result.chessGameResultType == ChessGameResultType.WHITE_WINS
                    ? Colour.WHITE : Colour.BLACK;
            assertThat(position.sideToMove()).as("the mated side, " + where)
                    .isEqualTo(winner.opponent());
            return;
        }
        DrawType draw = result.drawType;
        switch (draw) {
            case STALE_MATE -> assertThat(state).as("stalemate, " + where)
                    .isEqualTo(GameState.STALEMATE);
            case INSUFFICIENT_MATERIAL -> assertThat(position.hasInsufficientMaterial())
                    .as("insufficient material, " + where).isTrue();
            case THREEFOLD_REPETITION -> assertThat(game.repetitions())
                    .as("repetitions, " + where).isGreaterThanOrEqualTo(3);
            case FIFTY_MOVE_RULE -> assertThat(position.halfmoveClock())
                    .as("halfmove clock, " + where).isGreaterThanOrEqualTo(100);
            default -> throw new AssertionError("an unknown draw " + draw);
        }
    }

    /** Whether the kings' only companions are bishops, all on squares of one colour. */
    private static boolean onlyBishopsOnOneColour(Position position) {
        Set<Boolean> colours = new HashSet<>();
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            PieceKind kind = entry.getValue().kind();
            if (kind != PieceKind.KING && kind != PieceKind.BISHOP) {
                return false;
            }
            if (kind == PieceKind.BISHOP) {
                Square square = entry.getKey();
                colours.add((square.file() + square.rank()) % 2 == 0);
            }
        }
        return colours.size() <= 1;
    }

    private static Set<String> uci(List<Move> moves) {
        return moves.stream().map(Move::uci).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> oracleMoves(ChessGame oracle) {
        return oracle.getLegalMoves().stream().map(DifferentialTest::oracleUci)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String oracleUci(io.github.wolfraam.chessgame.move.Move move) {
        String promotion = move.promotion == null ? ""
                : move.promotion.name().equals("KNIGHT") ? "n"
                : move.promotion.name().substring(0, 1).toLowerCase(Locale.ROOT);
        return move.from.name().toLowerCase(Locale.ROOT) + move.to.name().toLowerCase(Locale.ROOT)
                + promotion;
    }

    private static io.github.wolfraam.chessgame.move.Move oracleMove(ChessGame oracle,
            Move move) {
        return oracle.getLegalMoves().stream()
                .filter(theirs -> oracleUci(theirs).equals(move.uci())).findFirst()
                .orElseThrow(() -> new AssertionError("the oracle has no move "
                        + move.uci() + " in " + oracle.getFen()));
    }

    /** A FEN of the position, its en-passant field kept only when a capture there is legal. */
    private static String comparableFen(String fen, Position position) {
        String[] fields = fen.split(" ");
        boolean capturable = position.legalMoves().stream()
                .anyMatch(move -> move.flag() == MoveFlag.EN_PASSANT);
        if (!capturable) {
            fields[3] = "-";
        }
        return String.join(" ", fields);
    }
}
