package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.Move;
import tabuleiro.chess.MoveFlag;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Tests of the lines that say a chess example waits on the attack rule (CHESS-11), on the
 * pawns' steps (CHESS-06) or on the rule of a listed move no piece may make: the rule book's own
 * reading of the attacks and the moves' shapes, silence on the reference's answers and in the
 * rule's own examples, and the lines said in Portuguese.
 */
class ChessWaitsTest {

    private static final ContractTwins PORTUGUESE =
            ContractTwins.of(ChessGlueWords.class, Language.PORTUGUESE);

    /** The fool's mate: the black queen on h4 mates the white king on e1. */
    private static final String FOOLS_MATE =
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

    @Test
    void theRuleBookReadsWhatThePiecesAttack() {
        Map<Square, Piece> pieces = FenText.read(FOOLS_MATE).pieces();
        assertThat(Attackers.of(pieces, square("e1"), Colour.BLACK))
                .containsExactly(square("h4"));
        assertThat(Attackers.of(pieces, square("c3"), Colour.BLACK)).isEmpty();
        // A pawn attacks diagonally forward, a knight over pieces, a slider up to a piece.
        assertThat(Attackers.of(pieces, square("f3"), Colour.WHITE))
                .containsExactlyInAnyOrder(square("e2"), square("g1"));
        assertThat(Attackers.of(pieces, square("h3"), Colour.WHITE))
                .containsExactlyInAnyOrder(square("g1"), square("f1"));
        assertThat(Attackers.of(pieces, square("e6"), Colour.BLACK))
                .containsExactlyInAnyOrder(square("d7"), square("f7"));
    }

    @Test
    void theReferencesAnswersNameNoRule() {
        ScenarioRules others = ScenarioRules.of("CHESS-12");
        for (String fen : List.of(FOOLS_MATE, "7k/5Q2/6K1/8/8/8/8/8 b - - 1 1", FenText.START,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")) {
            Position position = FenText.read(fen);
            assertThat(AttackWaits.of(position, others)).as(fen).isEmpty();
            assertThat(PawnWaits.of(position, others)).as(fen).isEmpty();
            assertThat(ShapeWaits.of(position, others)).as(fen).isEmpty();
        }
    }

    /**
     * The waits are read only when a check failed, so the rule book passing on the reference
     * never runs them: here they are asked of every position of seeded random games the
     * reference plays (captures, checks, castlings, en passant, promotions), where a sentence
     * would charge a student's other bug to a rule the engine keeps.
     */
    @Test
    void theReferencesRandomGamesNameNoRule() {
        ScenarioRules others = ScenarioRules.of("CHESS-12");
        int positions = 0;
        for (long seed = 1; seed <= 12; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position position = Position.start();
            for (int ply = 0; ply < 160; ply++) {
                assertThat(AttackWaits.of(position, others)).as("seed %d, %s", seed,
                        position.fen()).isEmpty();
                assertThat(PawnWaits.of(position, others)).as("seed %d, %s", seed,
                        position.fen()).isEmpty();
                assertThat(ShapeWaits.of(position, others)).as("seed %d, %s", seed,
                        position.fen()).isEmpty();
                assertThat(KingSafetyWaits.of(position, others)).as("seed %d, %s", seed,
                        position.fen()).isEmpty();
                assertThat(MissingWaits.of(position, others)).as("seed %d, %s", seed,
                        position.fen()).isEmpty();
                positions++;
                List<Move> moves = position.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                position.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(positions).isGreaterThan(1000);
    }

    @Test
    void aPawnsStraightStepOntoOrOverAPieceWaitsOnThePawnRule() {
        Map<Square, Piece> pieces = FenText.read(FOOLS_MATE).pieces();
        Move onto = new Move(square("h2"), square("h4"), null, MoveFlag.DOUBLE_STEP);
        assertThat(PawnWaits.blocked(List.of(onto), pieces)).isEqualTo("The engine lists h2h4,"
                + " in which the pawn on h2 steps onto h4, which holds a piece, though a pawn"
                + " steps forward only onto empty squares: this example waits on rule CHESS-06 (a"
                + " pawn steps forward onto empty squares, two from its starting rank, and"
                + " captures diagonally).");
        Move over = new Move(square("e2"), square("e4"), null, MoveFlag.DOUBLE_STEP);
        assertThat(PawnWaits.blocked(List.of(over), Map.of(square("e2"),
                Piece.of(Colour.WHITE, PieceKind.PAWN), square("e3"),
                Piece.of(Colour.BLACK, PieceKind.KNIGHT)))).contains("the pawn on e2 passes"
                + " over e3, which holds a piece");
        Move free = new Move(square("h2"), square("h3"), null, MoveFlag.NORMAL);
        assertThat(PawnWaits.blocked(List.of(free), pieces)).isEmpty();
    }

    /**
     * A listed move no piece's rule allows names the piece's rule: a rook over a pawn, a knight
     * off its L, a king two squares off, a bishop onto its own side's piece, a pawn's capture
     * onto an empty square; silence in that rule's own examples.
     */
    @Test
    void aMoveNoPiecesRuleAllowsWaitsOnThatRule() {
        Map<Square, Piece> pieces = Map.of(square("e1"), Piece.of(Colour.WHITE, PieceKind.KING),
                square("e8"), Piece.of(Colour.BLACK, PieceKind.KING), square("a1"),
                Piece.of(Colour.WHITE, PieceKind.ROOK), square("a2"),
                Piece.of(Colour.WHITE, PieceKind.PAWN), square("b1"),
                Piece.of(Colour.WHITE, PieceKind.KNIGHT), square("c1"),
                Piece.of(Colour.WHITE, PieceKind.BISHOP), square("d2"),
                Piece.of(Colour.WHITE, PieceKind.PAWN));
        Map<String, String> said = new TreeMap<>();
        for (String uci : List.of("a1a4", "b1b3", "e1e3", "c1d2", "a2b3")) {
            Move move = new Move(square(uci.substring(0, 2)), square(uci.substring(2)), null,
                    MoveFlag.NORMAL);
            MoveShapes.broken(pieces, Colour.WHITE, Optional.empty(), List.of(move))
                    .forEach(broken -> said.put(uci, ShapeWaits.sentence(broken)));
        }
        assertThat(said.get("a1a4")).isEqualTo("The engine lists a1a4, in which the piece on a1"
                + " passes over a2: this example waits on rule CHESS-04 (a rook, bishop or queen"
                + " moves along its lines and passes over no piece).");
        assertThat(said.get("b1b3")).contains("though a knight moves in an L", "rule CHESS-05");
        assertThat(said.get("e1e3")).contains("though a king moves one square", "rule CHESS-03");
        assertThat(said.get("c1d2")).contains("takes its own side's piece on d2",
                "rule CHESS-10");
        assertThat(said.get("a2b3")).contains("no move or capture of the pawn on a2",
                "rule CHESS-06");
        // Each said in Portuguese, and nothing in the rule's own examples.
        String board = ChessWorld.drawn(FenText.read(FOOLS_MATE));
        for (String sentence : said.values()) {
            assertThat(PORTUGUESE.say("The text should be refused, but the engine read it.\n"
                    + board + "\n" + sentence)).as(sentence).contains("este exemplo espera pela"
                    + " regra CHESS-").doesNotContain("waits on");
        }
        Move over = new Move(square("a1"), square("a4"), null, MoveFlag.NORMAL);
        assertThat(MoveShapes.broken(pieces, Colour.WHITE, Optional.empty(),
                List.of(over)).get(0).rule()).isEqualTo("CHESS-04");
    }

    /** A listed move that leaves the mover's king attacked, a pinned bishop's, is CHESS-10's. */
    @Test
    void aMoveThatLeavesTheKingAttackedWaitsOnTheKingSafetyRule() {
        Position pinned = FenText.read("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
        Move off = Move.of(square("e2"), square("d3"));
        String sentence = KingSafetyWaits.of(pinned.pieces(), Colour.WHITE, List.of(off));
        assertThat(sentence).isEqualTo("The engine lists e2d3, after which the mover's king on e1"
                + " is attacked by the piece on e7: this example waits on rule CHESS-10 (no move"
                + " may leave one's own king attacked).");
        // Along the pin, and the reference's own list, nothing is said.
        assertThat(KingSafetyWaits.of(pinned.pieces(), Colour.WHITE,
                List.of(Move.of(square("e1"), square("d1"))))).isEmpty();
        assertThat(KingSafetyWaits.of(pinned, ScenarioRules.of("CHESS-12"))).isEmpty();
        assertThat(PORTUGUESE.say("the PGN:\n1. Bd3 *\n" + sentence)).contains("O motor lista"
                + " e2d3, depois da qual o rei de quem joga em e1 fica atacado pela peça em e7:"
                + " este exemplo espera pela regra CHESS-10").doesNotContain("waits on");
    }

    /**
     * A move a piece's rule gives that the engine leaves out of its list (a knight short of one
     * jump) is that piece's rule's, said in Portuguese; a move the pin forbids is not one, and
     * the rule's own examples say nothing.
     */
    @Test
    void aMoveThePiecesRuleGivesAndTheEngineLeavesOutWaitsOnThatRule() {
        Position start = FenText.read(FenText.START);
        List<Move> withoutNf3 = start.legalMoves().stream()
                .filter(move -> !Coordinates.uci(move).equals("g1f3")).toList();
        String sentence = MissingWaits.of(start.pieces(), Colour.WHITE, withoutNf3,
                ScenarioRules.of("CHESS-20"));
        assertThat(sentence).isEqualTo("The engine does not list g1f3, a move its rule gives the"
                + " piece on g1 and that leaves the mover's king safe: this example waits on rule"
                + " CHESS-05 (the knight moves two squares one way and one at right angles).");
        assertThat(MissingWaits.of(start.pieces(), Colour.WHITE, withoutNf3,
                ScenarioRules.of("CHESS-05"))).isEmpty();
        assertThat(MissingWaits.of(start.pieces(), Colour.WHITE, start.legalMoves(),
                ScenarioRules.of("CHESS-20"))).isEmpty();
        // The pinned bishop's moves off the file are no moves: nothing left out.
        Position pinned = FenText.read("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
        assertThat(MissingWaits.of(pinned, ScenarioRules.of("CHESS-12"))).isEmpty();
        List<Move> noPawnStep = start.legalMoves().stream()
                .filter(move -> !Coordinates.uci(move).equals("e2e4")).toList();
        assertThat(MissingWaits.of(start.pieces(), Colour.WHITE, noPawnStep,
                ScenarioRules.of("CHESS-20"))).contains("does not list e2e4", "rule CHESS-06");
        assertThat(PORTUGUESE.say("To set this scenario up, the moves \"Nf3\" are played, but"
                + " Nf3 was refused.\n" + sentence)).contains("O motor não lista g1f3, uma jogada"
                        + " que a sua regra dá à peça em g1 e que deixa o rei de quem joga a salvo:"
                        + " este exemplo espera pela regra CHESS-05").doesNotContain("waits on");
    }

    /**
     * A PGN the engine refused fails the later step that needs its game by saying so, with the
     * rule its reader's stop shows (none on the reference, which reads it), in both languages.
     */
    @Test
    void aRefusedPgnFailsTheStepThatNeedsItsGameBySayingSo() {
        ChessWorld world = new ChessWorld();
        world.refusedToRead(new IllegalArgumentException("move 1: Nf3 is not legal"),
                "1. Nf3 Nf6 *");
        Throwable failed = catchThrowable(world::game);
        assertThat(failed).isInstanceOf(AssertionError.class).hasMessage("The text should be"
                + " read, but the engine refused it:"
                + " move 1: Nf3 is not legal").hasCauseInstanceOf(IllegalArgumentException.class);
        assertThat(PORTUGUESE.say(failed.getMessage() + "\nThe engine does not list g1f3, a"
                + " move its rule gives the piece on g1 and that leaves the mover's king safe:"
                + " this example waits on rule CHESS-05 (the knight moves two squares one way and"
                + " one at right angles).")).startsWith("O texto devia ser lido, mas o motor"
                        + " recusou-o: move 1: Nf3 is not legal\nO motor não lista g1f3")
                .doesNotContain("waits on");
    }

    /**
     * The replay that finds where the engine's reader stopped reads every way the import format
     * writes move numbers, so that it reaches the move the engine refused.
     */
    @Test
    void aPgnIsReplayedWhateverWayItsMoveNumbersAreWritten() {
        for (String movetext : List.of("1. e4 e5 2. Nf3 *", "1 e4 e5 2 Nf3 *",
                "1 . e4 1 ... e5 2 . Nf3 *", "1. e4 1. ... e5 2. Nf3 *", "1.e4 1...e5 2.Nf3 *",
                "1. e4 e5 2. Nf3 1-0")) {
            assertThat(PgnReplay.replay(movetext)).as(movetext).hasValueSatisfying(
                    game -> assertThat(game.moves()).hasSize(3));
        }
    }

    /**
     * The checkmate's winner is CHESS-12's: nothing is said of the reference's mates, with
     * either side mated, and the sentence is said in Portuguese.
     */
    @Test
    void aMateWonByTheMatedWaitsOnTheCheckmateRule() {
        Game white = Game.fromFen("rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        white.play(Move.of(square("d1"), square("h5")));
        Game black = Game.fromFen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        black.play(Move.of(square("d8"), square("h4")));
        for (Game mated : List.of(white, black)) {
            assertThat(mated.outcome()).isPresent();
            assertThat(ChessWorld.mateWonByTheMated(mated)).isEmpty();
        }
        assertThat(ChessWorld.mateWonByTheMated(Game.newGame())).isEmpty();
        String board = ChessWorld.drawn(black.position());
        assertThat(PORTUGUESE.say("[how the game ended\n" + board + "\nThe engine ends the game"
                + " by checkmate but gives the win to the side it checkmated: this example waits"
                + " on rule CHESS-12 (the side checkmated loses).] expected: \"Black wins by"
                + " checkmate (0-1).\"")).contains("O motor termina o jogo por xeque-mate mas dá"
                        + " a vitória ao lado a quem deu mate: este exemplo espera pela regra"
                        + " CHESS-12").doesNotContain("waits on");
    }

    @Test
    void nothingIsSaidInTheRulesOwnExamples() {
        // A position whose reading nothing could fault is no test of silence: any engine's
        // answer is skipped for the rule's own examples before it is asked.
        Position position = FenText.read(FOOLS_MATE);
        assertThat(AttackWaits.of(position, ScenarioRules.of("CHESS-11"))).isEmpty();
        assertThat(PawnWaits.of(position, ScenarioRules.of("CHESS-06"))).isEmpty();
        assertThat(ShapeWaits.of(position, ScenarioRules.of("CHESS-04"))).isEmpty();
    }

    @Test
    void theLinesAreSaidInPortuguese() {
        String board = ChessWorld.drawn(FenText.read(FOOLS_MATE));
        String unseen = PORTUGUESE.say("[how the game ended\n" + board + "\nThe engine answers"
                + " that e1 is not attacked by black, though the piece on h4 could capture there:"
                + " this example waits on rule CHESS-11 (a square is attacked by every piece that"
                + " could capture on it).] expected: \"Black wins by checkmate (0-1).\"");
        assertThat(unseen).contains("O motor responde que e1 não é atacada pelas pretas, mas a"
                + " peça em h4 podia capturar aí: este exemplo espera pela regra CHESS-11")
                .doesNotContain("waits on");
        String unfounded = PORTUGUESE.say("The move or action should be rejected, but the engine"
                + " accepted it.\n" + board + "\nThe engine answers that d4 is attacked by white,"
                + " though no white piece could capture there: this example waits on rule"
                + " CHESS-11 (a square is attacked by every piece that could capture on it).");
        assertThat(unfounded).contains("nenhuma peça das brancas").doesNotContain("waits on");
        String pawn = PORTUGUESE.say("The text should be refused, but the engine read it.\n"
                + board + "\nThe engine lists h2h4, in which the pawn on h2 passes over h3, which"
                + " holds a piece, though a pawn steps forward only onto empty squares: this"
                + " example waits on rule CHESS-06 (a pawn steps forward onto empty squares, two"
                + " from its starting rank, and captures diagonally).");
        assertThat(pawn).startsWith("O texto devia ser recusado, mas o motor leu-o.")
                .contains("o peão em h2 passa por h3, onde já há uma peça")
                .contains("este exemplo espera pela regra CHESS-06").doesNotContain("waits on");
    }

    @Test
    void aRefusedSetUpIsSaidInPortuguese() {
        String said = PORTUGUESE.say("To set this scenario up, the engine is given the position"
                + " 8/8/8/3k4/8/3K4/8/8 b -, but it refused it: the side not to move cannot be in"
                + " check, but white's king on d3 is attacked and black is to move\nThe engine"
                + " answers that d3 is attacked by black, though no black piece could capture"
                + " there: this example waits on rule CHESS-11 (a square is attacked by every"
                + " piece that could capture on it).");
        assertThat(said).startsWith("Para preparar este cenário, dá-se ao motor a posição"
                + " 8/8/8/3k4/8/3K4/8/8 b -, mas ele recusou-a:")
                .contains("este exemplo espera pela regra CHESS-11").doesNotContain("waits on");
    }

    @Test
    void aBoardBothSidesRefusedWithNoKingAttackedIsSaidInPortuguese() {
        // The reference accepts the kings two squares apart: nothing to say.
        assertThat(AttackWaits.ofRefused(FenText.pieces("8/8/8/3k4/8/3K4/8/8"),
                ScenarioRules.of("CHESS-10"))).isEmpty();
        String said = PORTUGUESE.say("To set this scenario up, the engine is given the position"
                + " 8/8/8/3k4/8/3K4/8/8 w -, but it refused it: the side not to move cannot be in"
                + " check\nThe engine refuses these pieces with either side to move, though"
                + " neither king is attacked, and a position with one king a side and no pawn on"
                + " the first or last rank is refused so only when the side not to move is in"
                + " check: this example waits on rule CHESS-11 (a square is attacked by every"
                + " piece that could capture on it).");
        assertThat(said).contains("O motor recusa estas peças com qualquer dos lados a jogar")
                .contains("este exemplo espera pela regra CHESS-11").doesNotContain("waits on");
    }

    private static Square square(String name) {
        return Coordinates.square(name);
    }
}
