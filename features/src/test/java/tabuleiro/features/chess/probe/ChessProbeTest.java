package tabuleiro.features.chess.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.Move;
import tabuleiro.chess.MoveFlag;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Square;
import tabuleiro.features.chess.Coordinates;
import tabuleiro.features.chess.MoveText;
import tabuleiro.features.probe.ProbeCompare;
import tabuleiro.features.probe.ProbeHarness;

/**
 * The chess probe on the reference: every command answers, random games keep the observation's
 * shape and reach castling, en passant and promotion, the generated scenarios run green, and
 * one-line mutants are told apart from the reference by the probe's answers.
 */
class ChessProbeTest {

    /** Random games played: 100 in the build, -Dprobe.games=1000 for the long run. */
    private static final int GAMES = Integer.getInteger("probe.games", 100);

    private static final List<String> KEYS = List.of("board", "fen", "turn", "check",
            "checkseen", "over", "result", "claim", "legal", "kingshape", "slidershape",
            "knightshape", "pawnshape", "promotionshape", "owncapture", "san", "sanread",
            "halfmoveclock", "castlingsafe", "castlingrights", "fenback", "sanback", "pgnback",
            "saveback");

    /** The property keys (issue 61) with the word that says each holds. */
    private static final Map<String, String> PROPERTIES = Map.ofEntries(
            Map.entry("checkseen", "agrees"), Map.entry("kingshape", "agrees"),
            Map.entry("slidershape", "agrees"), Map.entry("knightshape", "agrees"),
            Map.entry("pawnshape", "agrees"), Map.entry("promotionshape", "agrees"),
            Map.entry("owncapture", "agrees"), Map.entry("halfmoveclock", "counted"),
            Map.entry("castlingsafe", "safe"), Map.entry("castlingrights", "updated"),
            Map.entry("fenback", "same"), Map.entry("sanback", "same"),
            Map.entry("pgnback", "same"), Map.entry("saveback", "same"));
    private static final int PLIES = 120;

    @Test
    void everyCommandAnswers() {
        ChessProbe probe = new ChessProbe();
        assertThat(ProbeHarness.observation(probe.apply("new")).keySet())
                .containsExactlyElementsOf(KEYS);
        assertThat(probe.apply("legal").split(" ")).hasSize(20).contains("e2e4", "g1f3");
        assertThat(probe.apply("play e2e5")).isEqualTo("refused: IllegalArgumentException");
        Map<String, String> after = ProbeHarness.observation(probe.apply("play e2e4"));
        assertThat(after).containsEntry("turn", "black").containsEntry("san", "e4")
                .containsEntry("sanread", "e2e4").containsEntry("over", "no")
                .containsEntry("result", "-");
        assertThat(probe.apply("observe")).isEqualTo(probe.apply("observe"));
        assertThat(probe.apply("rules")).contains("legal=CHESS-10", "turn=CHESS-02",
                "san=CHESS-20", "board=CHESS-06");
        assertThat(probe.apply("classify legal e7e5 d7d5 | e7e5")).isEqualTo("CHESS-06");
        assertThat(probe.apply("classify result 1-0 CHECKMATE -")).isEqualTo("CHESS-12");
        assertThat(probe.apply("classify legal e7e5_d7d5 e7e5")).isEqualTo("CHESS-06");
        assertThat(probe.apply("scenario en turn")).contains("Then black is to move");
        assertThat(probe.apply("scenario pt turn")).contains("Então jogam as pretas");
        assertThat(probe.apply("nonsense")).startsWith("error:");
    }

    @Test
    void classifiesTheMovesThatDifferByTheirRule() {
        ChessProbe probe = new ChessProbe();
        probe.apply("new");
        for (String move : "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6".split(" ")) {
            probe.apply("play " + move);
        }
        String legal = probe.apply("legal");
        assertThat(legal).contains("e1g1");
        assertThat(probe.apply("classify legal " + legal + " | "
                + legal.replace("e1g1", "").strip())).isEqualTo("CHESS-08");
        assertThat(probe.apply("classify legal " + legal + " | " + legal + " e1e3"))
                .isEqualTo("CHESS-03");
        assertThat(probe.apply("classify legal " + legal + " | " + legal + " f3f5"))
                .isEqualTo("CHESS-05");
        // A pawn's straight step onto or over a piece, its own knight here, is the pawn rule's.
        assertThat(probe.apply("classify legal " + legal + " | " + legal + " f2f3"))
                .isEqualTo("CHESS-06");
        assertThat(probe.apply("classify legal " + legal + " | " + legal + " f2f4"))
                .isEqualTo("CHESS-06");
    }

    /** The lines of {@code moves} after some moves from the start that carry the mark. */
    private static List<String> marked(String moves) {
        ChessProbe probe = new ChessProbe();
        probe.apply("new");
        for (String move : moves.split(" ")) {
            if (!move.isEmpty()) {
                assertThat(probe.apply("play " + move)).as(move).doesNotStartWith("refused");
            }
        }
        List<String> lines = probe.apply("moves").lines().toList();
        // Without its marks, the list is the legal moves compared, in the same order.
        assertThat(String.join(" ", lines).replace("*", "")).isEqualTo(probe.apply("legal"));
        return lines.stream().filter(line -> line.startsWith("*")).toList();
    }

    @Test
    void theMovesThatLeadToTheRarerRulesAreMarked() {
        // At the start: the knights leave the way between king and rooks.
        assertThat(marked("")).containsExactly("*b1a3", "*b1c3", "*g1f3", "*g1h3");
        // A check is marked, and a move that attacks a rook the other side may castle with.
        assertThat(marked("e2e4 f7f6 d2d4 g7g5")).contains("*d1h5");
        assertThat(marked("g1f3 a7a6 f3h4 a6a5")).contains("*h4g6").doesNotContain("*h4f5");
        // En passant, and the capture of a castling rook on its home square, alone when legal.
        assertThat(marked("e2e4 a7a6 e4e5 d7d5")).containsExactly("*e5d6");
        assertThat(marked("g2g3 b7b6 f1g2 a7a6")).containsExactly("*g2a8");
        // Next, a move after which the other side may castle on an open wing but for an
        // attacked square: a check (castling out of check), an attack on the square the king
        // crosses (castling through check); marked alone, the checks elsewhere not.
        assertThat(marked("e2e4 e7e5 g1f3 g8f6 f1c4 f8c5")).containsExactly("*c4f7");
        assertThat(marked("e2e4 b7b6 g1f3 g7g6 f1c4 h7h6 c4d5")).containsExactly("*c8a6");
        // Castling is not favoured: it spends both of its side's rights.
        assertThat(marked("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6")).doesNotContain("*e1g1");
    }

    /**
     * The marks read from the engine's board (what each move leads to, by the rule book's own
     * attacks) are the marks that playing each move on the engine and asking it gives, at every
     * position of random games on the reference: the games the grader and the kit draw do not
     * change with how the probe reads them.
     */
    @Test
    void theMarksReadFromTheBoardAreThoseOfPlayingEachMove() {
        int positions = 0;
        for (int seed = 0; seed < 20; seed++) {
            ChessProbe probe = new ChessProbe();
            probe.apply("new");
            Game game = Game.newGame();
            Random random = new Random(seed);
            for (int ply = 0; ply < PLIES && !game.isOver(); ply++) {
                List<String> lines = probe.apply("moves").lines().toList();
                assertThat(lines.stream().filter(line -> line.startsWith("*")).toList())
                        .as("seed %d, ply %d, %s", seed, ply, game.position().fen())
                        .isEqualTo(markedByPlaying(game.position()));
                positions++;
                String move = lines.get(random.nextInt(lines.size())).replace("*", "");
                probe.apply("play " + move);
                game.play(MoveText.read(game.position(), move));
            }
        }
        assertThat(positions).isGreaterThan(1000);
    }

    /** The marked moves as playing each one on a copy of the position tells them. */
    private static List<String> markedByPlaying(Position position) {
        Map<String, Integer> favours = new TreeMap<>();
        for (Move move : position.legalMoves()) {
            favours.put(Coordinates.uci(move), favourByPlaying(position.copy(), move));
        }
        int marked = favours.values().stream().min(Integer::compare).orElse(NOT_FAVOURED);
        return favours.entrySet().stream().filter(entry -> entry.getValue() == marked
                && marked != NOT_FAVOURED).map(entry -> "*" + entry.getKey()).toList();
    }

    private static final int NOT_FAVOURED = 3;

    /**
     * Why a move is favoured, by playing it: 0 rare (en passant, promotion, taking a castling
     * rook), 1 castling forbidden only by an attack next, 2 a setting-up move, 3 none.
     */
    private static int favourByPlaying(Position position, Move move) {
        Colour mover = position.sideToMove();
        if (move.flag() == MoveFlag.EN_PASSANT || move.isPromotion()
                || castlingRook(position, move.to(), mover.opponent())) {
            return 0;
        }
        if (move.flag() == MoveFlag.CASTLING) {
            return NOT_FAVOURED;
        }
        int home = mover == Colour.WHITE ? 0 : Square.SIZE - 1;
        final boolean clears = move.from().rank() == home && move.from().file() > 0
                && move.from().file() < Square.SIZE - 1 && move.from().file() != 4
                && position.castlingRights().allows(mover, move.from().file() > 4);
        position.play(move);
        Colour owner = mover.opponent();
        int rank = owner == Colour.WHITE ? 0 : Square.SIZE - 1;
        for (boolean kingside : new boolean[] {true, false}) {
            int step = kingside ? 1 : -1;
            boolean open = position.castlingRights().allows(owner, kingside);
            for (int file = 4 + step; open && file != (kingside ? Square.SIZE - 1 : 0);
                    file += step) {
                open = position.pieceAt(Square.of(file, rank)).isEmpty();
            }
            if (open && (position.isInCheck()
                    || position.isAttacked(Square.of(4 + step, rank), mover))) {
                return 1;
            }
        }
        boolean rookAttacked = false;
        for (int file : new int[] {0, Square.SIZE - 1}) {
            Square corner = Square.of(file, rank);
            rookAttacked |= castlingRook(position, corner, owner)
                    && position.isAttacked(corner, mover);
        }
        return clears || position.isInCheck() || rookAttacked ? 2 : NOT_FAVOURED;
    }

    private static boolean castlingRook(Position position, Square square, Colour owner) {
        int home = owner == Colour.WHITE ? 0 : Square.SIZE - 1;
        return (square.file() == 0 || square.file() == Square.SIZE - 1) && square.rank() == home
                && position.pieceAt(square).equals(java.util.Optional.of(
                        Piece.of(owner, PieceKind.ROOK)))
                && position.castlingRights().allows(owner, square.file() != 0);
    }

    @Test
    void aPositionIsAskedOnceAndForgottenAtTheNextMove() {
        ChessProbe probe = new ChessProbe();
        String start = probe.apply("new");
        assertThat(probe.apply("observe")).isEqualTo(start);
        String played = probe.apply("play e2e4");
        assertThat(played).isNotEqualTo(start);
        assertThat(probe.apply("observe")).isEqualTo(played);
        assertThat(ProbeHarness.observation(played).get("legal"))
                .isEqualTo(probe.apply("legal"));
        assertThat(probe.apply("play e2e4")).startsWith("refused");
        assertThat(probe.apply("observe")).isEqualTo(played);
        assertThat(probe.apply("new")).isEqualTo(start);
        assertThat(probe.apply("legal")).contains("e2e4").doesNotContain("e7e5");
    }

    @Test
    void randomGamesKeepTheFormatAndReachTheSpecialMoves() {
        Map<String, Integer> reached = new TreeMap<>();
        int questions = 0;
        for (int seed = 0; seed < GAMES; seed++) {
            List<String> game = play(new ChessProbe(), new Random(seed),
                    seed < 100 ? reached : null, ChessProbeTest::checkShape);
            questions += game.size();
        }
        System.out.println("chess: plies in " + GAMES + " games "
                + questions + "; in 100 games, games"
                + " reaching each case " + reached);
        assertThat(reached).containsKeys("castling", "en passant", "promotion", "check",
                "checkmate");
    }

    private static void checkShape(Map<String, String> observation) {
        assertThat(observation.keySet()).containsExactlyElementsOf(KEYS);
        observation.forEach((key, value) -> assertThat(value).as(key).doesNotStartWith("!")
                .isNotEmpty());
        // The reference keeps every property it is asked (issue 61: no false flag).
        PROPERTIES.forEach((key, holds) -> assertThat(observation.get(key))
                .as(key + " in " + observation.get("board")).isIn("-", holds));
    }

    /**
     * The properties on the reference (issue 61): each is asked where it applies and holds,
     * and a one-line mutant of the reference that breaks it, its assertions off so that the
     * property alone tells (the kit's -ea may stop some sooner by a contract), answers what
     * came instead, with a scenario that asserts what should hold.
     */
    @Test
    void eachPropertyHoldsOnTheReferenceAndNotOnAnEngineBrokenThatWay() {
        ChessProbe probe = new ChessProbe();
        Map<String, String> start = ProbeHarness.observation(probe.apply("new"));
        assertThat(start).containsEntry("halfmoveclock", "-").containsEntry("castlingsafe", "-")
                .containsEntry("castlingrights", "-").containsEntry("fenback", "same")
                .containsEntry("sanback", "-").containsEntry("pgnback", "-");
        Map<String, String> castles = after(probe, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
        assertThat(castles).containsEntry("castlingsafe", "safe")
                .containsEntry("castlingrights", "updated").containsEntry("halfmoveclock",
                        "counted").containsEntry("sanback", "same");
        assertThat(after(new ChessProbe(), "e2e4 e7e5")).containsEntry("pgnback", "same");
        assertThat(start).containsEntry("checkseen", "agrees");
        ChessProbe mated = new ChessProbe();
        assertThat(after(mated, "f2f3 e7e5 g2g4 d8h4")).containsEntry("check", "yes")
                .containsEntry("checkseen", "agrees");
        assertThat(mated.apply("scenario en checkseen")).contains("Then white is in check");
        assertThat(mated.apply("scenario pt checkseen")).contains("Então as brancas estão em"
                + " xeque");

        assertThat(broken("halfmoveclock", "tabuleiro/chess/Position.java",
                "halfmoveClock = moved.kind() == PieceKind.PAWN || captured != null",
                "halfmoveClock = moved.kind() == PieceKind.PAWN", "new",
                "e2e4 d7d5 e4d5 d8d5")).isEqualTo("1, not 0");
        assertThat(broken("castlingsafe", "tabuleiro/chess/MoveGenerator.java",
                "if (!position.attacked(king, enemy) && !position.attacked(king + step, enemy)",
                "if (!position.attacked(king + step, enemy)", "new",
                "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8b4")).isEqualTo("e1g1 in check");
        assertThat(broken("castlingrights", "tabuleiro/chess/Position.java",
                "castling &= KEEP_RIGHTS[from] & KEEP_RIGHTS[to];",
                "castling &= KEEP_RIGHTS[from];", "new", "g2g3 b7b6 f1g2 a7a6 g2a8"))
                .isEqualTo("KQkq, not KQk");
        assertThat(broken("fenback", "tabuleiro/chess/Fen.java",
                "int halfmoves = number(fields[4], 4, 0);",
                "int halfmoves = number(fields[5], 4, 0);", "new", "g1f3"))
                .isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
        assertThat(broken("sanback", "tabuleiro/chess/San.java",
                "text.append(move.to().file() == 6 ? \"O-O\" : \"O-O-O\");",
                "text.append(\"O-O\");", "new",
                "d2d4 d7d5 c1f4 c8f5 b1c3 b8c6 d1d2 d8d7 e1c1"))
                .isEqualTo("!NotationException");
        // Each shape holds on the reference and names the move no rule allows on a mutant.
        for (String shape : List.of("kingshape", "slidershape", "knightshape", "pawnshape",
                "promotionshape", "owncapture")) {
            assertThat(start).containsEntry(shape, "agrees");
            assertThat(castles).containsEntry(shape, "agrees");
        }
        // The white queen on h5 sees black pawns with pieces behind them.
        assertThat(broken("slidershape", "tabuleiro/chess/MoveGenerator.java",
                "if (target != null || !kind.slides()) {", "if (!kind.slides()) {", "new",
                "e2e4 d7d5 d1h5 a7a6")).matches("h5[a-h][1-8]: passes over [a-h][1-8]");
        assertThat(broken("pawnshape", "tabuleiro/chess/MoveGenerator.java",
                "if (Position.isOnBoard(one) && position.at(one) == null) {",
                "if (Position.isOnBoard(one)) {", "new", "e2e4 e7e5"))
                .isEqualTo("e4e5: no pawn's move or capture");
        assertThat(broken("promotionshape", "tabuleiro/chess/MoveGenerator.java",
                "if (rank == 0 || rank == 7) {", "if (rank == 7) {", "new",
                "a2a4 b7b5 a4b5 h7h6 b5b6 h6h5 b6a7 h5h4 g2g3 h4g3 h2h3 g3g2 h3h4"))
                .isEqualTo("g2f1: a pawn reaches the last rank without becoming a queen, rook,"
                        + " bishop or knight");
        assertThat(broken("owncapture", "tabuleiro/chess/MoveGenerator.java",
                "if (target != null && target.colour() == side) {", "if (false) {", "new",
                "e2e4")).matches("[a-h][1-8][a-h][1-8]: takes its own side's piece on [a-h][1-8]");
        // A queen that attacks nothing: the engine sees no check where the pieces make one.
        assertThat(broken("checkseen", "tabuleiro/chess/Position.java",
                "&& (piece.kind() == line || piece.kind() == PieceKind.QUEEN)) {",
                "&& piece.kind() == line) {", "new", "f2f3 e7e5 g2g4 d8h4"))
                .isEqualTo("yes, h4 attacks e1");
        assertThat(broken("pgnback", "tabuleiro/chess/Pgn.java",
                "tags.containsKey(\"FEN\") ? Game.fromFen(tags.get(\"FEN\")) : Game.newGame()",
                "Game.newGame()", "new end 1", "")).isNotIn("-", "same");
    }

    /**
     * The saved game (CHESS-16) is saved and read back where its lines are special: after the
     * first castling, en passant and promotion of a game, after the first move of a game from
     * a FEN, and at the end; it holds on the reference, and a saver that drops the promotion's
     * piece, or the start's FEN, answers what was read instead, with a scenario that names the
     * file's lines.
     */
    @Test
    void theSavedGameReadsBackWhereItsLinesAreSpecial() {
        String promotes = "a2a4 b7b5 a4b5 a7a6 b5a6 c8b7 a6b7 b8c6 b7a8n";
        ChessProbe probe = new ChessProbe();
        assertThat(ProbeHarness.observation(probe.apply("new"))).containsEntry("saveback", "-");
        assertThat(after(probe, "a2a4")).containsEntry("saveback", "-");
        assertThat(after(probe, promotes)).containsEntry("saveback", "same");
        assertThat(ProbeHarness.observation(probe.apply("play e7e5")))
                .containsEntry("saveback", "-");
        assertThat(after(probe, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"))
                .containsEntry("saveback", "same");
        assertThat(after(probe, "e2e4 a7a6 e4e5 d7d5 e5d6")).containsEntry("saveback", "same");
        // Fool's mate: the end.
        assertThat(after(probe, "f2f3 e7e5 g2g4 d8h4")).containsEntry("over", "yes")
                .containsEntry("saveback", "same");
        assertThat(probe.apply("scenario en saveback")).contains("When the game is saved",
                "      f2>>f3\n", "And loading the saved game gives 4 moves with white to move");
        assertThat(probe.apply("scenario pt saveback")).contains("Quando o jogo é guardado",
                "E carregar o jogo guardado dá 4 jogadas, a jogar as brancas");
        assertThat(ProbeHarness.observation(probe.apply("new end 1")))
                .containsEntry("saveback", "-");
        String first = probe.apply("legal").split(" ")[0];
        assertThat(ProbeHarness.observation(probe.apply("play " + first)))
                .containsEntry("saveback", "same");
        assertThat(probe.apply("scenario en saveback")).contains("      FEN ");

        assertThat(broken("saveback", "tabuleiro/chess/SavedGame.java",
                "+ (move.isPromotion() ? String.valueOf(move.promotion().letter()) : \"\");",
                ";", "new", promotes)).isNotIn("-", "same");
        assertThat(broken("saveback", "tabuleiro/chess/SavedGame.java",
                "lines.add(FEN_PREFIX + startFen);", "assert lines.isEmpty();", "new end 1", first))
                .isNotIn("-", "same");
    }

    /**
     * The scenario of {@code castlingsafe} where an attack forbids a castling the rights and
     * empty squares would allow: it names the check or the attacked square and says the
     * castling is not legal, and runs green on the reference in both languages.
     */
    @Test
    void theCastlingScenarioNamesTheAttackAndRunsGreen() {
        List<String> features = new ArrayList<>();
        Map<String, String> games = Map.of(
                "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8b4", "Then white is in check",
                "e2e4 b7b6 g1f3 g7g6 f1c4 h7h6 c4d5 c8a6", "Then f1 is attacked by black");
        games.forEach((moves, reason) -> {
            ChessProbe probe = new ChessProbe();
            assertThat(after(probe, moves)).containsEntry("castlingsafe", "-");
            String en = probe.apply("scenario en castlingsafe");
            assertThat(en).contains(reason, "And \"e1g1\" is not a legal move");
            assertThat(probe.apply("scenario pt castlingsafe"))
                    .contains("E \"e1g1\" não é uma jogada legal");
            features.add(en);
            features.add(probe.apply("scenario pt castlingsafe"));
        });
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.chess", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features).isZero();
        assertThat(run.getValue()).contains("4 scenarios (4 passed)");
    }

    /** The observation after moves from a new game, each of them played. */
    private static Map<String, String> after(Function<String, String> probe, String moves) {
        String answer = probe.apply("new");
        for (String move : moves.split(" ")) {
            answer = probe.apply("play " + move);
            assertThat(answer).as(move).doesNotStartWith("refused");
        }
        return ProbeHarness.observation(answer);
    }

    /**
     * A property's answer on a mutant of the reference after some moves (none given: the
     * engine's first listed move, twice), checking that the
     * reference keeps it there and that the mutant's scenario of the key asserts it.
     */
    private static String broken(String key, String file, String from, String to, String start,
            String moves) {
        Function<String, String> mutant = ProbeHarness.mutant(file, from, to,
                ChessProbe.class.getName(), Game.class, ChessProbe.class);
        // Off before the mutant's engine classes are first loaded: the property alone tells.
        mutant.getClass().getClassLoader().setDefaultAssertionStatus(false);
        Function<String, String> reference = new ChessProbe();
        String answer = "";
        for (Function<String, String> probe : List.of(reference, mutant)) {
            answer = probe.apply(start);
            List<String> played = moves.isEmpty() ? List.of("", "") : List.of(moves.split(" "));
            for (String given : played) {
                String move = given.isEmpty() ? probe.apply("legal").split(" ")[0] : given;
                answer = probe.apply("play " + move);
                assertThat(answer).as(key + ": " + move).doesNotStartWith("refused");
            }
            String value = ProbeHarness.observation(answer).get(key);
            if (probe == reference) {
                // Castling out of check: the reference lists none there, so it is not asked.
                assertThat(value).as(key + " on the reference").isEqualTo(
                        key.equals("castlingsafe") ? "-" : PROPERTIES.get(key));
            } else {
                answer = value;
                assertThat(probe.apply("scenario en " + key)).as(key).doesNotStartWith("error")
                        .contains(key.equals("castlingsafe") ? "\"e1g1\" is not a legal move"
                                : key.equals("castlingrights") ? " KQk - 0 3\"" : "Then");
            }
        }
        return answer;
    }

    /**
     * Plays one random game through a probe, biased toward castling, en passant, promotion and
     * captures (always taken when on offer, captures half the time), so that short games reach
     * them.
     *
     * @return the moves played
     */
    static List<String> play(Function<String, String> probe, Random random,
            Map<String, Integer> reached, java.util.function.Consumer<Map<String, String>> check) {
        Map<String, String> observation = ProbeHarness.observation(probe.apply("new"));
        check.accept(observation);
        List<String> moves = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int ply = 0; ply < PLIES && observation.get("over").equals("no"); ply++) {
            String move = choose(observation, random, seen);
            if (move == null) {
                break;
            }
            observation = ProbeHarness.observation(probe.apply("play " + move));
            check.accept(observation);
            moves.add(move);
            if (observation.get("check").equals("yes")) {
                seen.add("check");
            }
            if (observation.get("result").contains("CHECKMATE")) {
                seen.add("checkmate");
            }
        }
        if (reached != null) {
            seen.forEach(kind -> reached.merge(kind, 1, Integer::sum));
        }
        return moves;
    }

    private static String choose(Map<String, String> observation, Random random,
            java.util.Set<String> seen) {
        String[] legal = observation.get("legal").split(" ");
        if (legal[0].equals("-")) {
            return null;
        }
        char[] board = squares(observation.get("board"));
        List<String> special = new ArrayList<>();
        List<String> captures = new ArrayList<>();
        List<String> pawns = new ArrayList<>();
        for (String move : legal) {
            String kind = kind(board, move);
            switch (kind) {
                case "castling", "en passant", "promotion" -> special.add(move);
                case "capture" -> captures.add(move);
                case "pawn" -> pawns.add(move);
                default -> {
                    // a quiet piece move: chosen only at random
                }
            }
        }
        String chosen;
        if (!special.isEmpty()) {
            chosen = special.get(random.nextInt(special.size()));
        } else if (!captures.isEmpty() && random.nextBoolean()) {
            chosen = captures.get(random.nextInt(captures.size()));
        } else if (!pawns.isEmpty() && random.nextInt(3) == 0) {
            chosen = pawns.get(random.nextInt(pawns.size()));
        } else {
            chosen = legal[random.nextInt(legal.length)];
        }
        String kind = kind(board, chosen);
        if (!kind.equals("capture") && !kind.equals("pawn") && !kind.equals("other")) {
            seen.add(kind);
        }
        return chosen;
    }

    private static String kind(char[] board, String move) {
        int from = index(move.substring(0, 2));
        int to = index(move.substring(2, 4));
        char piece = Character.toLowerCase(board[from]);
        int files = Math.abs(from % 8 - to % 8);
        if (move.length() == 5) {
            return "promotion";
        }
        if (piece == 'k' && files == 2) {
            return "castling";
        }
        if (piece == 'p' && files == 1 && board[to] == '.') {
            return "en passant";
        }
        if (board[to] != '.') {
            return "capture";
        }
        return piece == 'p' ? "pawn" : "other";
    }

    private static int index(String square) {
        return (square.charAt(1) - '1') * 8 + square.charAt(0) - 'a';
    }

    private static char[] squares(String fen) {
        char[] board = new char[64];
        String[] ranks = fen.split(" ")[0].split("/");
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        board[(7 - r) * 8 + file++] = '.';
                    }
                } else {
                    board[(7 - r) * 8 + file++] = c;
                }
            }
        }
        return board;
    }

    private static void ignore(Map<String, String> observation) {
        // the scenarios' games need no check of their own: the thousand games have one
    }

    @Test
    void theGeneratedScenariosRunGreenOnTheReference() {
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {1, 2, 3}) {
            ChessProbe probe = new ChessProbe();
            List<String> moves = play(probe, new Random(seed), null, ChessProbeTest::ignore);
            assertThat(moves).isNotEmpty();
            for (String lang : List.of("en", "pt")) {
                for (String key : KEYS) {
                    features.add(probe.apply("scenario " + lang + " " + key));
                }
            }
        }
        features.forEach(text -> assertThat(text).doesNotStartWith("error:"));
        Map.Entry<Integer, String> run = ProbeHarness.runScenarios(
                List.of("tabuleiro.features.chess", "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }

    /**
     * An end game ({@code new end SEED}, issue 62): the same seed builds the same position,
     * another seed another one; random play from it keeps the observation's shape, and the
     * scenarios of every key, which start from that position, run green in both languages.
     */
    @Test
    void theEndGamesArePositionsOfTheirSeedAndTheirScenariosRunGreen() {
        ProbeHarness.assertEndGamesRunGreen(ChessProbe::new, KEYS, PLIES,
                "tabuleiro.features.chess");
    }

    /**
     * Every seed's end game is a position the reference starts, with one king a side: the soak
     * of the student's kit met a seed where Black's castling set-up covered White's king, which
     * the reference refused (about one seed in two hundred, so five thousand meet several).
     */
    @Test
    void everyEndGameIsAPositionTheReferenceStarts() {
        ChessProbe probe = new ChessProbe();
        for (long seed = 0; seed < 5_000; seed++) {
            String fen = EndPositions.of(seed);
            String placement = fen.split(" ")[0];
            assertThat(placement.chars().filter(c -> c == 'K').count()).as(fen).isOne();
            assertThat(placement.chars().filter(c -> c == 'k').count()).as(fen).isOne();
            assertThat(probe.apply("new end " + seed)).as(fen).doesNotStartWith("error:");
        }
        assertThat(probe.apply("new end 225618399")).doesNotStartWith("error:");
    }

    /**
     * A {@code new} that starts nothing leaves no game: the commands after it answer that there
     * is none, never for the game before it.
     */
    @Test
    void aStartThatFailsLeavesNoGame() {
        ChessProbe probe = new ChessProbe();
        assertThat(probe.apply("new")).doesNotStartWith("error:");
        assertThat(probe.apply("legal")).contains("e2e4");
        assertThat(probe.apply("new end twelve")).startsWith("error: new end SEED");
        assertThat(probe.apply("legal")).isEqualTo("error: no game");
        assertThat(probe.apply("play e2e4")).isEqualTo("error: no game");
        assertThat(probe.apply("observe")).isEqualTo("error: no game");
        assertThat(probe.apply("new")).doesNotStartWith("error:");
        assertThat(probe.apply("legal")).contains("e2e4");
    }

    /** One-line mutants: mutant kind, file, text, replacement. */
    private static final String[][] MUTANTS = {
        {"rules meeting on one move: castling out of check", "tabuleiro/chess/MoveGenerator.java",
                "if (!position.attacked(king, enemy) && !position.attacked(king + step, enemy)",
                "if (!position.attacked(king + step, enemy)"},
        {"ordered criteria: SAN tells like pieces apart by rank before file",
                "tabuleiro/chess/San.java",
                "if (rivals.stream().noneMatch(square -> square.file() == move.from().file())) {",
                "if (false) {"},
        {"identity: capturing a rook on its home square keeps the other side's castling right",
                "tabuleiro/chess/Position.java",
                "castling &= KEEP_RIGHTS[from] & KEEP_RIGHTS[to];",
                "castling &= KEEP_RIGHTS[from];"},
        {"mid-move state: the clock asks the square reached (a promoted piece), not the mover",
                "tabuleiro/chess/Position.java",
                "halfmoveClock = moved.kind() == PieceKind.PAWN || captured != null",
                "halfmoveClock = board[to].kind() == PieceKind.PAWN || captured != null"},
        {"counting: the halfmove clock not reset by a capture", "tabuleiro/chess/Position.java",
                "halfmoveClock = moved.kind() == PieceKind.PAWN || captured != null",
                "halfmoveClock = moved.kind() == PieceKind.PAWN"},
    };

    @Test
    @Tag("soak")
    void comparingWithTheReferenceFindsEachMutant() {
        StringBuilder report = new StringBuilder();
        for (String[] mutant : MUTANTS) {
            Function<String, String> mutated = ProbeHarness.mutant(mutant[1], mutant[2], mutant[3],
                    ChessProbe.class.getName(), Game.class, ChessProbe.class);
            String found = ProbeCompare.firstDisagreement(new ChessProbe(), mutated, 200,
                    (probe, random) -> {
                        Map<String, String> observation = ProbeHarness.observation(
                                probe.apply("observe"));
                        return observation.get("over").equals("yes") ? null
                                : choose(observation, random, new java.util.HashSet<>());
                    }, PLIES, "new");
            report.append(mutant[0]).append(": ").append(found).append('\n');
            assertThat(found).as(mutant[0]).isNotNull();
        }
        System.out.println("chess mutants:\n" + report);
    }

    /**
     * A one-line mutant whose play refuses every promotion that its legal moves list (a listed
     * move refused, the refusal an IllegalArgumentException, which a When keeps for a Then).
     * Its scenario plays the move last, in a set-up step of its own, so that pasted it fails on
     * the mutant and passes on the reference, in both languages.
     */
    @Test
    void aListedMoveRefusedHasAScenarioThatFailsOnTheMutantAndPassesOnTheReference()
            throws Exception {
        ProbeHarness.Edit noPromotion = new ProbeHarness.Edit("tabuleiro/chess/Game.java",
                "if (!position.isLegal(move)) {",
                "if (!position.isLegal(move) || move.isPromotion()) {");
        List<String> starts = new ArrayList<>();
        for (int seed = 1; seed <= 60; seed++) {
            starts.add("new end " + seed);
        }
        try (java.net.URLClassLoader variant = ProbeHarness.variant(Game.class,
                List.of(noPromotion))) {
            ProbeHarness.MoveBreak found = ProbeHarness.assertAMoveThatBreaksPlaysLast(variant,
                    ChessProbe.class, List.of("tabuleiro.features.chess",
                            "tabuleiro.features.contracts"), starts, PLIES);
            assertThat(found.answer()).isEqualTo("refused: IllegalArgumentException");
            assertThat(found.move()).hasSize(5);
            assertThat(found.en()).endsWith("    And the moves \"" + found.move()
                    + "\" have been played\n");
            assertThat(found.pt()).endsWith("    E as jogadas \"" + found.move()
                    + "\" já foram feitas\n");
        }
    }
}
