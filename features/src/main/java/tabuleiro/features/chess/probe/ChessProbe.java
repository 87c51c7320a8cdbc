package tabuleiro.features.chess.probe;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import tabuleiro.chess.CastlingRights;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Fen;
import tabuleiro.chess.Game;
import tabuleiro.chess.Move;
import tabuleiro.chess.MoveFlag;
import tabuleiro.chess.Outcome;
import tabuleiro.chess.Pgn;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.Position;
import tabuleiro.chess.Result;
import tabuleiro.chess.San;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.SavedGameFile;
import tabuleiro.chess.Square;
import tabuleiro.chess.Termination;
import tabuleiro.chess.ui.ChessTexts;
import tabuleiro.features.chess.Attackers;
import tabuleiro.features.chess.Coordinates;
import tabuleiro.features.chess.FenText;
import tabuleiro.features.chess.GameSteps;
import tabuleiro.features.chess.MoveShapes;
import tabuleiro.features.chess.MoveText;
import tabuleiro.features.probe.GameProbe;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Asks a chess engine the rule book's questions through its public API only (issue 47, the
 * probe contract of {@code features/PROBES.md}): one line in, text out, never an exception.
 *
 * <p>Moves are UCI long algebraic ({@code e2e4}, {@code e7e8q}, castling as the king's move
 * {@code e1g1}). The observation is the lines, in this order: {@code board} (the position as the
 * rule book writes FEN from the engine's pieces, rights and clocks), {@code fen} (the engine's own
 * FEN, CHESS-20), {@code turn}, {@code check}, {@code checkseen} (a property, CHESS-11: the
 * engine's check is the one the pieces on its own board make, read by the rule book's
 * {@code Attackers}; {@code agrees}), {@code over}, {@code result} ({@code 1-0
 * CHECKMATE}-like, {@code -} while the game goes on), {@code claim} (in an end game, the draw the
 * side to move may claim, {@code THREEFOLD_REPETITION}-like or {@code none}, and
 * {@value #EITHER_CLAIM} for either of the two while both hold; {@code -} in a full
 * game), {@code legal} (every legal move, sorted),
 * the shape properties (each move listed has its piece's shape on the engine's own board, one
 * key a rule: {@code kingshape} CHESS-03, {@code slidershape} CHESS-04, {@code knightshape}
 * CHESS-05, {@code pawnshape} CHESS-06, {@code promotionshape} CHESS-09, {@code owncapture}
 * CHESS-10; {@code agrees}, or the first move that breaks it and why: {@link MoveShapes}),
 * {@code san} (the last move written by the engine's SAN, {@code -} before any move),
 * {@code sanread} (that SAN read back by the engine, in UCI: notation is both ways), then the
 * properties that need no reference answer (issue 61: the student's kit checks them on its own
 * random games, the grader charges them as any key), each {@code -} where it is not asked:
 * {@code halfmoveclock} (CHESS-14: the engine's clock after a move is 0 after a pawn's move or
 * a capture, else its clock before plus one; {@code counted}), {@code castlingsafe} (CHESS-08:
 * no castling listed while the engine says its king is in check, or the square it crosses or
 * lands on is attacked; {@code safe}, asked when a castling is listed), {@code castlingrights}
 * (CHESS-08: the rights after a move are those before less the rights of a corner or king's
 * square it leaves or lands on; {@code updated}), {@code fenback} (CHESS-20: the engine's FEN
 * read back by its {@code Fen.parse} writes the same; {@code same}), {@code sanback} (CHESS-20:
 * {@code sanread} is the move played; {@code same}) and {@code pgnback} (CHESS-20: the game's
 * PGN read back by its {@code Pgn.read} has the same moves; {@code same}, asked after 2 and 24
 * moves and at the end) and {@code saveback} (CHESS-16: the game saved by its
 * {@code SavedGame.save} to a file of a temporary folder, read back by {@code
 * SavedGameFile.read}, has the same moves and position and no warning; {@code same}, asked
 * after the first move of a game from a FEN, the first castling, en passant and promotion of a
 * game, and at the end); {@code fenback} is asked at the start, after the moves that change
 * FEN's rarer fields and every few moves, as reading costs.
 */
public final class ChessProbe extends GameProbe {

    private static final int FEN_FIELDS = 6;
    /** The FEN fields of the castling rights and of the halfmove clock, from 0. */
    private static final int RIGHTS_FIELD = 2;
    private static final int CLOCK_FIELD = 4;
    /**
     * The moves after which the PGN is read back (and at the end): a PGN is the whole game,
     * each of its moves written and read again by the engine's notation, some 0.25 ms a move,
     * so asked at every move it would cost the square of a game's length.
     */
    private static final Set<Integer> PGN_AFTER = Set.of(2, 24);
    /** Besides the moves that change its rarer fields, the FEN is read back every this many. */
    private static final int FEN_EVERY = 16;
    /** The tags of the PGN read back, as the rule book's "the game is exported as PGN". */
    private static final Map<String, String> PGN_TAGS = Map.of("White", "Ana", "Black", "Rui");
    /** The words of the properties that hold (issue 61; the kit's RandomGames.PROPERTIES). */
    private static final String COUNTED = "counted";
    private static final String SAFE = "safe";
    private static final String UPDATED = "updated";
    private static final String SAME = "same";
    private static final String AGREES = "agrees";
    /**
     * The {@code claim} of an engine that gives the threefold repetition or the fifty-move rule
     * where both hold: either is right (the contract of {@code Game.claimableDraw}), so both
     * sides of the comparison write this whichever the engine gave.
     */
    static final String EITHER_CLAIM = "THREEFOLD_REPETITION/FIFTY_MOVES";
    /**
     * The reason in {@code result} of a game drawn by the fivefold repetition or the
     * seventy-five-move rule where both hold: either is right ({@code Game}'s class comment).
     */
    static final String EITHER_END = "FIVEFOLD_REPETITION/SEVENTY_FIVE_MOVES";
    /** The observation's keys, in order. */
    private static final List<String> KEYS = List.of("board", "fen", "turn", "check",
            "checkseen", "over", "result", "claim", "legal", "kingshape", "slidershape",
            "knightshape", "pawnshape", "promotionshape", "owncapture", "san", "sanread",
            "halfmoveclock", "castlingsafe", "castlingrights", "fenback", "sanback", "pgnback",
            "saveback");
    /** The king's file while its side may still castle. */
    private static final int KING_FILE = 4;

    /** The word of {@code new} that asks for an end game: {@code new end SEED}. */
    private static final String END = "end";

    private Game game;
    /** An end game's starting FEN, {@code null} for a new game. */
    private String startFen;
    /** The placements of the pieces met so far in an end game, the start's first. */
    private final List<String> placements = new ArrayList<>();
    private final List<String> played = new ArrayList<>();
    /** The last move the engine threw on (a refusal, a broken contract), until the next play. */
    private String refused;
    private Position before;
    private Move last;
    /**
     * The moves whose line in a saved game is special that this game has played: the game is
     * saved and read back after the first of each kind ({@code saveback}).
     */
    private final Set<SaveLine> savedLines = EnumSet.noneOf(SaveLine.class);
    /** Whether the game was saved and read back after the move just played. */
    private boolean saveAsked;

    /*
     * A ply asks the same position's legal moves four times on the oracle (legal, moves, the
     * observation of play and of observe) and three times on the engine, and its observation
     * twice: each is asked of the engine once per position and kept until the next new or play,
     * which clears it even when refused (a refusal may leave a half-made move behind).
     */
    private List<Move> legalMoves;
    private List<String> uciMoves;
    /** The engine's board, read by the properties that need it, once per position. */
    private Map<Square, Piece> pieces;
    private Map<String, String> observed;

    /** A probe with no game yet: {@code new} starts one. */
    public ChessProbe() {
        // the game starts with the command "new"
    }

    /**
     * Starts the standard game, or with {@code end SEED} an end game (issue 62): the position
     * {@link EndPositions} builds from the seed, few pieces, castling rights, pawns and a
     * fifty-move count well on, where random play meets castling under attack, en passant,
     * promotion, the fifty moves and repetitions, which a full game of the graded plies seldom
     * does.
     */
    @Override
    protected String start(String argument) {
        played.clear();
        refused = null;
        placements.clear();
        savedLines.clear();
        saveAsked = false;
        before = null;
        last = null;
        forget();
        String[] words = argument.isEmpty() ? new String[0] : argument.split("\\s+");
        if (words.length == 2 && words[0].equals(END)) {
            try {
                startFen = EndPositions.of(Long.parseLong(words[1]));
            } catch (NumberFormatException notASeed) {
                return "error: new end SEED, SEED a number, not " + words[1];
            }
            placements.add(startFen.split(" ")[0]);
            game = Game.from(FenText.read(startFen));
        } else {
            startFen = null;
            game = Game.newGame();
        }
        return observe();
    }

    @Override
    protected boolean started() {
        return game != null;
    }

    @Override
    protected String legal() {
        return String.join(" ", uciMoves());
    }

    /** The engine's board in this position, asked once (an exception is not kept). */
    private Map<Square, Piece> pieces() {
        if (pieces == null) {
            pieces = Collections.unmodifiableMap(new HashMap<>(game.position().pieces()));
        }
        return pieces;
    }

    /** The engine's legal moves in this position, asked once (an exception is not kept). */
    private List<Move> legalMoves() {
        if (legalMoves == null) {
            legalMoves = Collections.unmodifiableList(new ArrayList<>(game.legalMoves()));
        }
        return legalMoves;
    }

    private List<String> uciMoves() {
        if (uciMoves == null) {
            uciMoves = legalMoves().stream().map(Coordinates::uci).sorted().toList();
        }
        return uciMoves;
    }

    /**
     * Why a random game should favour a move (issue 47: uniform play seldom reaches the cases
     * where the castling rules matter), in the order the marks are given.
     */
    private enum Favour {
        /**
         * A move of a rare rule: en passant (CHESS-07), promotion (CHESS-09), the capture of a
         * rook on its home square whose castling right is still held (the right goes with the
         * rook, CHESS-08). Marked alone when any is legal, so that the commoner favoured moves
         * do not crowd them out.
         */
        RARE,
        /**
         * A move after which the other side holds a castling right on a wing whose squares
         * between king and rook are empty, and only an attacked square forbids castling there:
         * its king is in check (castling out of check) or the square it would cross is attacked
         * (castling through check). Its next legal set is where an engine that forgets either
         * test lists the castling (CHESS-08). Marked alone when no rarer move is legal: the
         * commoner setting-up moves outnumber it.
         */
        CASTLING,
        /**
         * In an end game only: a move after which the pieces stand as they stood before in the
         * game, whichever side was then to move, so that positions repeat (CHESS-14), and a
         * repetition that counts the side to move is told from one that does not.
         */
        REPEAT,
        /**
         * A move that leads to such a case: a check (CHESS-11; the other side must answer it,
         * and may not castle out of it, CHESS-08), a move off the home rank from between the
         * king and a rook whose castling right is held (it clears the way to castle), a move
         * that attacks the other side's rook on its home square while its right is held (it
         * offers the capture that loses that right).
         */
        SETUP,
        /** Any other move, castling included: castling spends both rights of its side. */
        NONE
    }

    /**
     * The legal moves one a line, sorted as {@link #legal()} lists them, the moves the oracle's
     * random games should favour marked {@value GameProbe#FAVOURED}: those of the first of
     * {@link Favour#RARE}, {@link Favour#CASTLING} and {@link Favour#SETUP} of which any is
     * legal. King and rook moves that lose a castling right are not favoured: uniform play makes
     * many of them, and they would spend the rights that castling's cases need.
     */
    @Override
    protected String moves() {
        Position position = game.position().copy();
        Map<String, Favour> favours = new TreeMap<>();
        for (Move move : legalMoves()) {
            Favour favour = favour(position, pieces(), move);
            if (startFen != null && favour.compareTo(Favour.REPEAT) > 0
                    && repeats(position, move)) {
                favour = Favour.REPEAT;
            }
            favours.put(Coordinates.uci(move), favour);
        }
        Favour marked = Arrays.stream(Favour.values()).filter(favours::containsValue)
                .findFirst().orElse(Favour.NONE);
        return favours.entrySet().stream().map(entry -> (entry.getValue() == marked
                && marked != Favour.NONE ? FAVOURED : "") + entry.getKey())
                .collect(Collectors.joining("\n"));
    }

    /**
     * Whether a move sets the pieces as they stood before in this end game. A castling is played
     * on the engine's copy of the position; any other move of this kind (no promotion, no en
     * passant: those are {@link Favour#RARE}) only lifts its piece and sets it down.
     */
    private boolean repeats(Position position, Move move) {
        if (move.flag() == MoveFlag.CASTLING) {
            position.play(move);
            String placement = FenText.write(position).split(" ")[0];
            position.undo();
            return placements.contains(placement);
        }
        return placements.contains(FenText.placement(after(pieces(), move)));
    }

    /**
     * Why to favour a legal move.
     *
     * <p>What the move leads to is read from the engine's board with the move set on it, by the
     * rule book's own reading of attacks ({@link Attackers}), rather than by playing it on the
     * engine: playing checks the move's legality again and, under {@code -ea}, the position's
     * invariant, for every legal move of every position of a random game, which a kit's check
     * pays for after every change. A move of this kind changes no castling right of the other
     * side's (taking a rook that still holds one is {@link Favour#RARE}), so the rights read
     * before it are the ones after it, and it only lifts its piece and sets it down (en passant,
     * promotion and castling are decided before). On an engine whose answers are the reference's
     * the marks are the same as playing it gives, so the games drawn are too.
     *
     * @param position the position before the move
     * @param pieces the engine's board of that position
     */
    private static Favour favour(Position position, Map<Square, Piece> pieces, Move move) {
        Colour mover = position.sideToMove();
        CastlingRights rights = position.castlingRights();
        if (move.flag() == MoveFlag.EN_PASSANT || move.isPromotion()
                || castlingRookOn(rights, pieces, move.to(), mover.opponent())) {
            return Favour.RARE;
        }
        if (move.flag() == MoveFlag.CASTLING) {
            return Favour.NONE;
        }
        Map<Square, Piece> after = after(pieces, move);
        boolean check = kingAttacked(after, mover.opponent());
        if (castlingForbiddenByAttack(rights, after, mover.opponent(), check)) {
            return Favour.CASTLING;
        }
        return clearsCastling(position, move) || check || attacksCastlingRook(rights, after, mover)
                ? Favour.SETUP : Favour.NONE;
    }

    /** The board after a move that only lifts its piece and sets it down, taking what was there. */
    private static Map<Square, Piece> after(Map<Square, Piece> pieces, Move move) {
        Map<Square, Piece> after = new HashMap<>(pieces);
        Piece moved = after.remove(move.from());
        if (moved != null) {
            after.put(move.to(), moved);
        }
        return after;
    }

    /** Whether a side's king stands attacked on a board; no king, no check. */
    private static boolean kingAttacked(Map<Square, Piece> pieces, Colour side) {
        Piece king = Piece.of(side, PieceKind.KING);
        return pieces.entrySet().stream().filter(entry -> king.equals(entry.getValue()))
                .anyMatch(entry -> !Attackers.of(pieces, entry.getKey(), side.opponent())
                        .isEmpty());
    }

    /**
     * Whether the side to move holds a castling right on a wing whose squares between king and
     * rook are empty, and its king is in check or the square it would cross is attacked: the
     * one test left that decides whether that castling is legal (the square it lands on is the
     * legality of any king move).
     */
    private static boolean castlingForbiddenByAttack(CastlingRights rights,
            Map<Square, Piece> pieces, Colour owner, boolean inCheck) {
        int rank = homeRank(owner);
        for (boolean kingside : new boolean[] {true, false}) {
            int rook = kingside ? Square.SIZE - 1 : 0;
            int step = kingside ? 1 : -1;
            boolean open = rights.allows(owner, kingside);
            for (int file = KING_FILE + step; open && file != rook; file += step) {
                open = !pieces.containsKey(Square.of(file, rank));
            }
            if (open && (inCheck || !Attackers.of(pieces, Square.of(KING_FILE + step, rank),
                    owner.opponent()).isEmpty())) {
                return true;
            }
        }
        return false;
    }

    /** Whether a side's rook stands on a corner of its home rank with that wing's right. */
    private static boolean castlingRookOn(CastlingRights rights, Map<Square, Piece> pieces,
            Square square, Colour owner) {
        boolean corner = square.file() == 0 || square.file() == Square.SIZE - 1;
        return corner && square.rank() == homeRank(owner)
                && Piece.of(owner, PieceKind.ROOK).equals(pieces.get(square))
                && rights.allows(owner, square.file() != 0);
    }

    /** Whether a side attacks a rook of the other side's that it may still castle with. */
    private static boolean attacksCastlingRook(CastlingRights rights, Map<Square, Piece> pieces,
            Colour attacker) {
        Colour owner = attacker.opponent();
        for (int file : new int[] {0, Square.SIZE - 1}) {
            Square corner = Square.of(file, homeRank(owner));
            if (castlingRookOn(rights, pieces, corner, owner)
                    && !Attackers.of(pieces, corner, attacker).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a move takes a piece off the mover's home rank from between its king and a rook
     * it may still castle with (while a right is held, the king is on the e-file).
     */
    private static boolean clearsCastling(Position position, Move move) {
        Colour mover = position.sideToMove();
        Square from = move.from();
        return from.rank() == homeRank(mover) && from.file() > 0 && from.file() < Square.SIZE - 1
                && from.file() != KING_FILE
                && position.castlingRights().allows(mover, from.file() > KING_FILE);
    }

    private static int homeRank(Colour side) {
        return side == Colour.WHITE ? 0 : Square.SIZE - 1;
    }

    /** Drops what was kept of the position before a move or a new game. */
    private void forget() {
        pieces = null;
        legalMoves = null;
        uciMoves = null;
        observed = null;
    }

    @Override
    protected String play(String uci) {
        Move move;
        Position copy;
        forget();
        refused = null;
        try {
            copy = game.position().copy();
            move = MoveText.read(game.position(), uci);
            game.play(move);
        } catch (RuntimeException | AssertionError thrown) {
            refused = uci;
            return "refused: " + thrown(thrown);
        }
        played.add(uci);
        before = copy;
        last = move;
        SaveLine kind = SaveLine.of(copy, move);
        saveAsked = played.size() == 1 && startFen != null
                || kind != SaveLine.PLAIN && savedLines.add(kind);
        if (startFen != null) {
            placements.add(FenText.write(game.position()).split(" ")[0]);
        }
        return observe();
    }

    /**
     * Every observation key with its value, in the fixed order; asked of the engine once per
     * position (the answer to {@code play} and the {@code observe} after it are the same text).
     */
    @Override
    protected Map<String, String> observation() {
        if (observed == null) {
            observed = Collections.unmodifiableMap(observationNow());
        }
        return observed;
    }

    private Map<String, String> observationNow() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("board", ask(() -> FenText.write(game.position())));
        values.put("fen", ask(() -> game.position().fen()));
        values.put("turn", ask(() -> name(game.sideToMove())));
        values.put("check", ask(() -> game.position().isInCheck() ? "yes" : "no"));
        // A property (CHESS-11): next to check, so that a random game names the attack a check
        // misreads before the later answers that misreading spoils (a notation's check mark).
        values.put("checkseen", ask(() -> checkSeen(values.get("check"))));
        values.put("over", ask(() -> game.isOver() ? "yes" : "no"));
        values.put("result", ask(() -> game.outcome().map(this::result).orElse(NONE)));
        // Asked in end games only: a full game's answers stay those before end games existed,
        // and a skeleton whose claims are not written yet stops only its end games there.
        values.put("claim", ask(this::claim));
        values.put("legal", ask(() -> {
            List<String> moves = uciMoves();
            return moves.isEmpty() ? NONE : String.join(" ", moves);
        }));
        // The shape properties: every listed move has its piece's shape on the engine's own
        // board, one key a rule; right after the legal moves, so that a random game names the
        // piece's rule where the engine first lists such a move (MoveShapes).
        Map<String, String> shapes = new LinkedHashMap<>();
        String unread = ask(() -> {
            shapes.putAll(MoveShapes.answers(pieces(), game.sideToMove(),
                    game.position().enPassantSquare(), legalMoves()));
            return NONE;
        });
        MoveShapes.RULES.keySet().forEach(key -> values.put(key, shapes.getOrDefault(key,
                unread)));
        // The SAN read back is the text just written, as the engine gave it (written again
        // only when writing gave nothing, so that it throws or answers null again).
        String[] written = new String[1];
        values.put("san", ask(() -> {
            if (last == null) {
                return NONE;
            }
            written[0] = San.write(before.copy(), last);
            return written[0];
        }));
        values.put("sanread", ask(() -> last == null ? NONE
                : Coordinates.uci(San.parse(before.copy(), written[0] != null ? written[0]
                        : San.write(before.copy(), last)))));
        // The properties (issue 61): each from the engine's own answers and the moves played,
        // so that the student's kit checks them with no reference answer.
        values.put("halfmoveclock", ask(this::halfmoveClock));
        values.put("castlingsafe", ask(() -> castlingSafe(values.get("check"))));
        values.put("castlingrights", ask(this::castlingRights));
        values.put("fenback", ask(() -> fenWorthReading() ? fenBack(values.get("fen")) : NONE));
        values.put("sanback", ask(() -> last == null ? NONE
                : values.get("sanread").equals(Coordinates.uci(last)) ? SAME
                : values.get("sanread")));
        values.put("pgnback", ask(() -> pgnBack(values.get("over"))));
        values.put("saveback", ask(() -> saveAsked || values.get("over").equals("yes")
                ? saveBack() : NONE));
        return values;
    }

    /**
     * Whether the engine's check is the one its own board makes (CHESS-11): the king of the side
     * to move is in check exactly when a piece of the other side could capture on its square,
     * read from the pieces alone ({@link Attackers}, the rule book's own reading, as the written
     * examples' {@code AttackWaits} reads it); {@code agrees}, else the check the pieces make and
     * the attacker; {@code -} when the check or the board cannot be read.
     */
    private String checkSeen(String check) {
        if (!check.equals("yes") && !check.equals("no")) {
            return NONE;
        }
        Optional<Square> king = kingToMove(pieces());
        if (king.isEmpty()) {
            return NONE;
        }
        List<Square> attackers = Attackers.of(pieces(), king.get(),
                game.sideToMove().opponent());
        if (attackers.isEmpty() == check.equals("no")) {
            return AGREES;
        }
        return attackers.isEmpty() ? "no, no piece attacks " + Coordinates.name(king.get())
                : "yes, " + Coordinates.name(attackers.get(0)) + " attacks "
                + Coordinates.name(king.get());
    }

    /** The square of the king of the side to move on the engine's board, if it has one. */
    private Optional<Square> kingToMove(Map<Square, Piece> pieces) {
        Piece king = Piece.of(game.sideToMove(), PieceKind.KING);
        return pieces.entrySet().stream().filter(standing -> standing.getValue().equals(king))
                .map(Map.Entry::getKey).findFirst();
    }

    /**
     * Whether the engine's halfmove clock after the move is what its clock before it makes it:
     * 0 after a pawn's move or a capture (seen on the engine's own board before the move), else
     * one more ({@code counted}, or {@code CLOCK, not EXPECTED}); {@code -} before any move.
     */
    private String halfmoveClock() {
        if (last == null) {
            return NONE;
        }
        int clock = game.position().halfmoveClock();
        int expected = resetsTheClock(before, last) ? 0 : before.halfmoveClock() + 1;
        return clock == expected ? COUNTED : clock + ", not " + expected;
    }

    /** Whether a move is a pawn's or a capture, on the board before it. */
    private static boolean resetsTheClock(Position position, Move move) {
        Optional<Piece> mover = position.pieceAt(move.from());
        boolean pawn = mover.map(piece -> piece.kind() == PieceKind.PAWN).orElse(false);
        boolean capture = move.flag() == MoveFlag.EN_PASSANT || position.pieceAt(move.to())
                .filter(taken -> mover.isEmpty() || taken.colour() != mover.get().colour())
                .isPresent();
        return pawn || capture;
    }

    /**
     * Whether every castling the engine lists is one the squares allow, by the engine's own
     * answers: its king not in check, neither the square it crosses nor the one it lands on
     * attacked by the other side ({@code safe}, or {@code MOVE in check} / {@code MOVE, SQUARE
     * attacked}); {@code -} when it lists none.
     */
    private String castlingSafe(String check) {
        List<Move> castlings = legalMoves().stream().filter(this::castling).toList();
        if (castlings.isEmpty()) {
            return NONE;
        }
        Position position = game.position();
        if (check.equals("yes")) {
            return Coordinates.uci(castlings.get(0)) + " in check";
        }
        Colour other = position.sideToMove().opponent();
        for (Move move : castlings) {
            for (Square square : castlingPath(move.from(), move.to())) {
                if (position.isAttacked(square, other)) {
                    return Coordinates.uci(move) + ", " + Coordinates.name(square) + " attacked";
                }
            }
        }
        return SAFE;
    }

    /** Whether a listed move is a castling: so flagged, or the king's two files sideways. */
    private boolean castling(Move move) {
        return move.flag() == MoveFlag.CASTLING || game.position().pieceAt(move.from())
                .filter(piece -> piece.kind() == PieceKind.KING).isPresent()
                && move.from().rank() == move.to().rank()
                && Math.abs(move.to().file() - move.from().file()) == 2;
    }

    /** The squares a castling king crosses and lands on, from its side's e-file square. */
    private static List<Square> castlingPath(Square from, Square to) {
        int step = Integer.signum(to.file() - from.file());
        int rank = from.rank();
        return List.of(Square.of(KING_FILE + step, rank), Square.of(KING_FILE + 2 * step, rank));
    }

    /**
     * Whether the engine's castling rights after the move are those before it less the rights
     * of the squares the move leaves or lands on (a rook's corner, its king's e-file square):
     * {@code updated}, or {@code RIGHTS, not EXPECTED} in FEN's letters; {@code -} before any
     * move.
     */
    private String castlingRights() {
        if (last == null) {
            return NONE;
        }
        String rights = rights(game.position().castlingRights(), null);
        String expected = rights(before.castlingRights(), last);
        return rights.equals(expected) ? UPDATED : rights + ", not " + expected;
    }

    /**
     * Castling rights in FEN's letters ({@code KQkq}, {@code -} for none), less those a move
     * takes away when it is given.
     */
    private static String rights(CastlingRights rights, Move move) {
        StringBuilder letters = new StringBuilder();
        for (Colour side : List.of(Colour.WHITE, Colour.BLACK)) {
            for (boolean kingside : new boolean[] {true, false}) {
                boolean lost = move != null && (touches(move, side, KING_FILE)
                        || touches(move, side, kingside ? Square.SIZE - 1 : 0));
                if (rights.allows(side, kingside) && !lost) {
                    char letter = kingside ? 'K' : 'Q';
                    letters.append(side == Colour.WHITE ? letter
                            : Character.toLowerCase(letter));
                }
            }
        }
        return letters.isEmpty() ? "-" : letters.toString();
    }

    /** Whether a move leaves or lands on a file's square of a side's home rank. */
    private static boolean touches(Move move, Colour side, int file) {
        Square square = Square.of(file, homeRank(side));
        return move.from().equals(square) || move.to().equals(square);
    }

    /**
     * Whether the FEN is read back here: at the start, after the moves that change its rarer
     * fields (a pawn's double step, which writes an en-passant square; a promotion; a move that
     * takes a castling right away), and after 1, 2, 4, 8 and every 16 moves. A reading costs
     * about a tenth of a millisecond (the engine's reader checks the position is legal), as
     * much as a ply's other questions together; a function of the moves alone, so that a
     * position asked again answers the same.
     */
    private boolean fenWorthReading() {
        int moves = played.size();
        if (last == null || Integer.bitCount(moves) == 1 || moves % FEN_EVERY == 0
                || last.isPromotion()) {
            return true;
        }
        boolean pawn = before.pieceAt(last.from()).map(piece -> piece.kind() == PieceKind.PAWN)
                .orElse(false);
        return pawn && Math.abs(last.to().rank() - last.from().rank()) == 2
                || !rights(before.castlingRights(), null).equals(
                        rights(before.castlingRights(), last));
    }

    /**
     * Whether what the engine's FEN writer wrote reads back, by its FEN reader, as a position
     * it writes the same: {@code same}, or the FEN written again.
     */
    private static String fenBack(String fen) {
        if (fen.startsWith("!")) {
            // the writer's own failure, which the fen key answers
            return fen;
        }
        String again = Fen.parse(fen).fen();
        return again.equals(fen) ? SAME : again;
    }

    /**
     * Whether the PGN the engine writes of the game reads back as the same moves:
     * {@code same}, or {@code N moves, not M} / {@code move K MOVE, not MOVE}. Asked after
     * 2 and 24 moves ({@link #PGN_AFTER}: a first full move, then a movetext of more than one
     * line) and when the game is over (its result).
     */
    private String pgnBack(String over) {
        int moves = played.size();
        if (moves == 0 || !PGN_AFTER.contains(moves) && !over.equals("yes")) {
            return NONE;
        }
        return sameMoves(Pgn.read(Pgn.write(game, PGN_TAGS)).moves());
    }

    /**
     * Whether moves read back are the game's: {@code same}, or {@code N moves, not M} /
     * {@code move K MOVE, not MOVE}.
     */
    private String sameMoves(List<Move> read) {
        List<Move> wanted = game.moves();
        if (read.size() != wanted.size()) {
            return read.size() + " moves, not " + wanted.size();
        }
        for (int i = 0; i < wanted.size(); i++) {
            if (!read.get(i).equals(wanted.get(i))) {
                return "move " + (i + 1) + " " + Coordinates.uci(read.get(i)) + ", not "
                        + Coordinates.uci(wanted.get(i));
            }
        }
        return SAME;
    }

    /** How a move's line in a saved game stands out (CHESS-16): the kinds read back once. */
    private enum SaveLine {
        /** A castling, written as its king's move and read back as the castling. */
        CASTLING,
        /** An en passant capture, whose pawn lands on an empty square. */
        EN_PASSANT,
        /** A promotion, whose line adds the piece's letter. */
        PROMOTION,
        /** Any other move. */
        PLAIN;

        /** The kind of a move, on the board before it. */
        static SaveLine of(Position position, Move move) {
            if (move.isPromotion()) {
                return PROMOTION;
            }
            if (move.flag() == MoveFlag.EN_PASSANT) {
                return EN_PASSANT;
            }
            boolean king = position.pieceAt(move.from())
                    .filter(piece -> piece.kind() == PieceKind.KING).isPresent();
            return move.flag() == MoveFlag.CASTLING || king
                    && Math.abs(move.to().file() - move.from().file()) == 2 ? CASTLING : PLAIN;
        }
    }

    /**
     * Whether the game saved by the engine's {@code SavedGame.save}, read back by {@code
     * SavedGameFile.read}, is the game played: {@code same}, or the warning it gave, or
     * {@code N moves, not M}, {@code move K MOVE, not MOVE}, {@code FEN, not FEN}. The file is
     * written in a folder of its own under {@code java.io.tmpdir}, as the rule book's saved-game
     * steps write theirs (the grading JVM's scratch folder), and deleted with it.
     */
    private String saveBack() {
        try {
            Path folder = Files.createTempDirectory("chess-probe");
            Path file = folder.resolve("game.txt");
            try {
                SavedGame.save(game, file);
                return sameGame(SavedGameFile.read(file));
            } finally {
                Files.deleteIfExists(file);
                Files.deleteIfExists(folder);
            }
        } catch (IOException cannot) {
            throw new UncheckedIOException(cannot);
        }
    }

    /** Whether a game read back is the game played, warned of nothing. */
    private String sameGame(SavedGame read) {
        if (read.warning().isPresent()) {
            return read.warning().get();
        }
        String moves = sameMoves(read.game().moves());
        if (!moves.equals(SAME)) {
            return moves;
        }
        String fen = read.game().position().fen();
        String wantedFen = game.position().fen();
        return fen.equals(wantedFen) ? SAME : fen + ", not " + wantedFen;
    }

    /**
     * The result and its reason; {@value #EITHER_END} for a draw by either of the two while both
     * hold by the engine's own count (the contract lets the end name either then, issue 74).
     */
    private String result(Outcome outcome) {
        boolean either = outcome.result() == Result.DRAW
                && (outcome.termination() == Termination.FIVEFOLD_REPETITION
                        || outcome.termination() == Termination.SEVENTY_FIVE_MOVES)
                && GameSteps.eitherDrawHolds(game, Termination.FIVEFOLD_REPETITION,
                        Termination.SEVENTY_FIVE_MOVES);
        return outcome.result().pgn() + " " + (either ? EITHER_END
                : outcome.termination().name());
    }

    private static String name(Colour side) {
        return side == Colour.WHITE ? "white" : "black";
    }

    @Override
    protected String rules() {
        StringBuilder text = new StringBuilder();
        for (String key : KEYS) {
            text.append(key).append('=').append(rule(key, NONE, NONE)).append('\n');
        }
        return text.toString().strip();
    }

    /**
     * Whether the game is over follows from its result: an engine that ends the game where the
     * reference plays on (or the other way) is charged to the rule of the end its result names,
     * a draw by rule called early to the draws' rule rather than to checkmate's.
     */
    @Override
    protected Map<String, List<String>> deciders() {
        return Map.of("over", List.of("result"));
    }

    /** The values of {@code classify KEY EXPECTED ACTUAL}, possibly with spaces. */
    @Override
    protected String classify(String key, Values values) {
        return rule(key, values.expected(), values.actual());
    }

    private String rule(String key, String expected, String actual) {
        return switch (key) {
            case "board" -> boardRule(expected, actual);
            case "fen", "san", "sanread", "fenback", "sanback", "pgnback" -> "CHESS-20";
            case "saveback" -> "CHESS-16";
            case "turn" -> "CHESS-02";
            case "check", "checkseen" -> "CHESS-11";
            case "claim", "halfmoveclock" -> "CHESS-14";
            case "castlingsafe", "castlingrights" -> "CHESS-08";
            case "over", "result" -> endRule(expected + " " + actual);
            case "legal" -> legalRule(expected, actual);
            default -> MoveShapes.RULES.getOrDefault(key, "unknown");
        };
    }

    /**
     * The rule of a board that differs: where the pieces agree, the FEN field that differs (the
     * castling rights, the en-passant square, the clocks); else the rule of the move just played.
     */
    private String boardRule(String expected, String actual) {
        String[] wanted = expected.split(" ");
        String[] given = actual.split(" ");
        if (wanted.length == FEN_FIELDS && given.length == FEN_FIELDS
                && wanted[0].equals(given[0])) {
            if (!wanted[1].equals(given[1])) {
                return "CHESS-02";
            }
            if (!wanted[2].equals(given[2])) {
                return "CHESS-08";
            }
            if (!wanted[3].equals(given[3])) {
                return "CHESS-07";
            }
            return wanted[4].equals(given[4]) ? "CHESS-02" : "CHESS-14";
        }
        // An end game's first board is its FEN read (CHESS-20), a new game's the start (CHESS-01).
        return last != null ? moveRule(before, last) : startFen == null ? "CHESS-01" : "CHESS-20";
    }

    /**
     * The rule of the end two answers name: the first termination either names, read with its
     * words apart too, since the grader's {@code classify} writes every {@code _} of a value
     * as a space ({@code 1/2-1/2 FIFTY MOVES}); checkmate's when neither names one.
     */
    private static String endRule(String values) {
        for (Termination termination : Termination.values()) {
            if (values.contains(termination.name())
                    || values.contains(termination.name().replace('_', ' '))) {
                return switch (termination) {
                    case CHECKMATE -> "CHESS-12";
                    case STALEMATE -> "CHESS-13";
                    case RESIGNATION -> "CHESS-15";
                    default -> "CHESS-14";
                };
            }
        }
        return "CHESS-12";
    }

    /** The rule of the first move in one set and not the other, judged in this position. */
    private String legalRule(String expected, String actual) {
        TreeSet<String> wanted = new TreeSet<>(Arrays.asList(expected.split("\\s+")));
        TreeSet<String> given = new TreeSet<>(Arrays.asList(actual.split("\\s+")));
        TreeSet<String> missing = new TreeSet<>(wanted);
        missing.removeAll(given);
        TreeSet<String> extra = new TreeSet<>(given);
        extra.removeAll(wanted);
        if (game == null) {
            // The rules command asked before any game: the legal moves' own rule.
            return "CHESS-10";
        }
        Position position = game.position();
        for (String uci : missing) {
            Optional<Move> move = moveOf(position, uci);
            if (move.isPresent()) {
                return moveRule(position, move.get());
            }
        }
        for (String uci : extra) {
            Optional<String> rule = extraRule(position, uci);
            if (rule.isPresent()) {
                return rule.get();
            }
        }
        return "CHESS-10";
    }

    private static Optional<Move> moveOf(Position position, String uci) {
        try {
            return Optional.of(MoveText.read(position, uci));
        } catch (RuntimeException notAMove) {
            return Optional.empty();
        }
    }

    /**
     * A move the engine lists and the rule book does not: one its piece may make by its own rule
     * (castling, en passant and promotion by theirs) broke CHESS-10 (own king left attacked, own
     * piece captured); any other broke its piece's rule.
     */
    private static Optional<String> extraRule(Position position, String uci) {
        if (!uci.matches("[a-h][1-8][a-h][1-8][qrbn]?")) {
            return Optional.empty();
        }
        Square from = Coordinates.square(uci.substring(0, 2));
        Square to = Coordinates.square(uci.substring(2, 4));
        Optional<Piece> piece = position.pieceAt(from);
        if (piece.isEmpty() || piece.get().colour() != position.sideToMove()) {
            return Optional.of("CHESS-10");
        }
        // A pawn moving straight captures nothing: onto or over a piece, its own or not, it
        // breaks its own rule (CHESS-06) before the rule of captures of one's own pieces.
        if (piece.get().kind() == PieceKind.PAWN && from.file() == to.file()
                && (position.pieceAt(to).isPresent()
                        || !clear(position, from, 0, to.rank() - from.rank()))) {
            return Optional.of("CHESS-06");
        }
        if (position.pieceAt(to).map(Piece::colour).filter(piece.get().colour()::equals)
                .isPresent()) {
            return Optional.of("CHESS-10");
        }
        PieceKind kind = piece.get().kind();
        int df = to.file() - from.file();
        int dr = to.rank() - from.rank();
        if (kind == PieceKind.KING && Math.abs(df) == 2 && dr == 0) {
            return Optional.of("CHESS-08");
        }
        if (uci.length() == 5) {
            return Optional.of("CHESS-09");
        }
        if (kind == PieceKind.PAWN && df != 0 && position.pieceAt(to).isEmpty()) {
            return Optional.of("CHESS-07");
        }
        boolean geometric = switch (kind) {
            case KING -> Math.max(Math.abs(df), Math.abs(dr)) == 1;
            case KNIGHT -> Math.abs(df * dr) == 2;
            case PAWN -> pawnShape(position, piece.get().colour(), from, df, dr);
            case ROOK -> (df == 0 || dr == 0) && clear(position, from, df, dr);
            case BISHOP -> Math.abs(df) == Math.abs(dr) && clear(position, from, df, dr);
            case QUEEN -> (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr))
                    && clear(position, from, df, dr);
        };
        return Optional.of(geometric ? "CHESS-10" : kindRule(kind));
    }

    private static boolean pawnShape(Position position, Colour side, Square from, int df,
            int dr) {
        int ahead = side == Colour.WHITE ? 1 : -1;
        int home = side == Colour.WHITE ? 1 : 6;
        return df == 0 && (dr == ahead || dr == 2 * ahead && from.rank() == home)
                || Math.abs(df) == 1 && dr == ahead;
    }

    private static boolean clear(Position position, Square from, int df, int dr) {
        int steps = Math.max(Math.abs(df), Math.abs(dr));
        for (int step = 1; step < steps; step++) {
            Square on = Square.of(from.file() + Integer.signum(df) * step,
                    from.rank() + Integer.signum(dr) * step);
            if (position.pieceAt(on).isPresent()) {
                return false;
            }
        }
        return true;
    }

    /** The rule a move follows: castling, en passant, promotion, else its piece's. */
    private static String moveRule(Position position, Move move) {
        Optional<Piece> piece = position.pieceAt(move.from());
        if (piece.isEmpty()) {
            return "CHESS-10";
        }
        PieceKind kind = piece.get().kind();
        int df = move.to().file() - move.from().file();
        if (kind == PieceKind.KING && Math.abs(df) == 2) {
            return "CHESS-08";
        }
        if (move.isPromotion()) {
            return "CHESS-09";
        }
        if (kind == PieceKind.PAWN && df != 0 && position.pieceAt(move.to()).isEmpty()) {
            return "CHESS-07";
        }
        return kindRule(kind);
    }

    private static String kindRule(PieceKind kind) {
        return switch (kind) {
            case KING -> "CHESS-03";
            case KNIGHT -> "CHESS-05";
            case PAWN -> "CHESS-06";
            default -> "CHESS-04";
        };
    }

    /**
     * The draw the side to move may claim, as the engine says it: {@code none}, a reason's name,
     * or {@value #EITHER_CLAIM} when it gives either reason while both hold by its own count
     * (the contract lets it give either then, issue 74); {@code -} in a full game.
     */
    private String claim() {
        if (startFen == null) {
            return NONE;
        }
        Optional<Termination> claimable = game.claimableDraw();
        if (claimable.isEmpty()) {
            return "none";
        }
        return GameSteps.eitherDrawHolds(game, Termination.THREEFOLD_REPETITION,
                Termination.FIFTY_MOVES) && (claimable.get() == Termination.THREEFOLD_REPETITION
                        || claimable.get() == Termination.FIFTY_MOVES)
                ? EITHER_CLAIM : claimable.get().name();
    }

    /** The Then step of the draw the side to move may claim, in the rule book's phrases. */
    private String claim(boolean pt, Texts texts, String colour) {
        Optional<Termination> claimable = game.claimableDraw();
        if (claimable.isEmpty()) {
            return pt ? "    Então não se pode reclamar o empate\n"
                    : "    Then no draw can be claimed\n";
        }
        String reason = texts.text("termination." + claimable.get().name());
        return pt ? "    Então as " + colour + " podem reclamar o empate por \"" + reason + "\"\n"
                : "    Then " + colour + " may claim a draw by \"" + reason + "\"\n";
    }

    /**
     * A scenario in the rule book's phrases: the start, the moves played so far, and the expected
     * value of the key as this engine (the reference, on the oracle) answers it. For
     * {@code play} after a move the engine threw on, that move last, in a set-up step of its
     * own: such a step keeps no refusal for a {@code Then}, so that pasted the scenario fails on
     * that engine by itself (the kit's random games have no reference's answer to put in a
     * {@code Then}) and passes on one that plays the move.
     */
    @Override
    protected String scenario(String lang, String key) {
        boolean pt = lang.equals("pt");
        if (key.equals("play") && refused == null) {
            return "error: no move refused";
        }
        Language language = pt ? Language.PORTUGUESE : Language.ENGLISH;
        Texts texts = Texts.of(ChessTexts.class, language);
        Colour side = game.sideToMove();
        String colour = pt ? (side == Colour.WHITE ? "brancas" : "pretas") : name(side);
        StringBuilder text = new StringBuilder();
        if (pt) {
            text.append("# language: pt\nFuncionalidade: Um exemplo gerado\n\n  Cenário: ")
                    .append(key).append(" depois de ").append(played.size())
                    .append(" jogadas\n    Dada a posição \"")
                    .append(startFen == null ? FenText.START : startFen)
                    .append("\"\n");
            if (!played.isEmpty()) {
                text.append("    E as jogadas \"").append(String.join(" ", played))
                        .append("\" já foram feitas\n");
            }
        } else {
            text.append("Feature: A generated example\n\n  Scenario: ").append(key)
                    .append(" after ").append(played.size()).append(" moves\n")
                    .append("    Given the position \"")
                    .append(startFen == null ? FenText.START : startFen).append("\"\n");
            if (!played.isEmpty()) {
                text.append("    And the moves \"").append(String.join(" ", played))
                        .append("\" have been played\n");
            }
        }
        switch (key) {
            case "play" -> text.append(pt ? "    E as jogadas \"" + refused
                    + "\" já foram feitas\n" : "    And the moves \"" + refused
                    + "\" have been played\n");
            case "board" -> text.append(pt ? "    Então o tabuleiro é\n"
                    : "    Then the board is\n").append(drawing(game.position()));
            case "fen" -> text.append(pt ? "    Quando a posição é escrita em FEN\n"
                    + "    Então a FEN é \"" : "    When the position is written as FEN\n"
                    + "    Then the FEN is \"").append(game.position().fen()).append("\"\n");
            case "turn" -> text.append(pt ? "    Então jogam as " + colour + "\n"
                    : "    Then " + colour + " is to move\n");
            case "check" -> {
                boolean check = game.position().isInCheck();
                text.append(pt ? "    Então as " + colour + (check ? " estão" : " não estão")
                        + " em xeque\n" : "    Then " + colour + (check ? " is" : " is not")
                        + " in check\n");
            }
            case "checkseen" -> {
                // The check the pieces make, which the rule book answers, not the engine's.
                boolean check = kingToMove(pieces()).map(king -> !Attackers.of(pieces(), king,
                        game.sideToMove().opponent()).isEmpty()).orElse(false);
                text.append(pt ? "    Então as " + colour + (check ? " estão" : " não estão")
                        + " em xeque\n" : "    Then " + colour + (check ? " is" : " is not")
                        + " in check\n");
            }
            case "kingshape", "slidershape", "knightshape", "pawnshape", "promotionshape",
                    "owncapture" -> {
                // The move no rule allows, which the rule book answers is not legal.
                String answer = observation().get(key);
                if (answer.equals(MoveShapes.AGREES) || !answer.contains(":")) {
                    // Every listed move has its shape: the legal moves, as the rule book has
                    // them.
                    text.append(legalLines(pt, colour));
                } else {
                    String move = answer.substring(0, answer.indexOf(':'));
                    text.append(pt ? "    Então \"" + move + "\" não é uma jogada legal\n"
                            : "    Then \"" + move + "\" is not a legal move\n");
                }
            }
            case "over", "result" -> text.append(ending(pt, texts));
            case "claim" -> text.append(claim(pt, texts, colour));
            case "legal" -> text.append(legalLines(pt, colour));
            case "halfmoveclock", "castlingrights" -> text.append(pt
                    ? "    Quando a posição é escrita em FEN\n    Então a FEN é \""
                    : "    When the position is written as FEN\n    Then the FEN is \"")
                    .append(fenAsItShouldBe(key)).append("\"\n");
            case "castlingsafe" -> text.append(castlingLines(pt, colour));
            case "fenback" -> text.append(pt ? "    Quando a posição é escrita em FEN\n"
                    + "    Então ler a FEN dá a mesma posição\n"
                    : "    When the position is written as FEN\n"
                    + "    Then reading the FEN gives the same position\n");
            case "saveback" -> text.append(savedGameSteps(pt, colour));
            case "pgnback", "sanback" -> text.append(pt ? "    Quando o jogo é exportado em PGN\n"
                    + "    Então ler o PGN dá as mesmas jogadas\n"
                    : "    When the game is exported as PGN\n"
                    + "    Then reading the PGN gives the same moves\n");
            case "san", "sanread" -> {
                if (last == null) {
                    return "error: no move played";
                }
                List<String> lines = Pgn.write(game, Map.of("White", "Ana", "Black", "Rui"))
                        .lines().map(String::strip).filter(l -> !l.isEmpty()
                                && !l.startsWith("["))
                        .toList();
                text.append(pt ? "    Quando o jogo é exportado em PGN\n"
                        + "    Então as jogadas do PGN são \"" : "    When the game is exported"
                        + " as PGN\n    Then the PGN's moves are \"")
                        .append(lines.get(lines.size() - 1)).append("\"\n");
            }
            default -> {
                return "error: unknown key " + key;
            }
        }
        return text.toString();
    }

    /**
     * The engine's FEN with the field a property names as the property makes it: the halfmove
     * clock or the castling rights the move just played leaves, from the engine's own before.
     */
    private String fenAsItShouldBe(String key) {
        String[] fields = game.position().fen().split(" ");
        if (last == null || fields.length != FEN_FIELDS) {
            return String.join(" ", fields);
        }
        if (key.equals("halfmoveclock")) {
            fields[CLOCK_FIELD] = String.valueOf(resetsTheClock(before, last) ? 0
                    : before.halfmoveClock() + 1);
        } else {
            fields[RIGHTS_FIELD] = rights(before.castlingRights(), last);
        }
        return String.join(" ", fields);
    }

    /**
     * The steps of the saved game (CHESS-16): the game saved, its file's lines as the rule book
     * writes them from the moves played (the start's FEN first when the game did not start from
     * the starting position; {@code e7>>e8q} for {@code e7e8q}), and the game loaded back.
     */
    private String savedGameSteps(boolean pt, String colour) {
        StringBuilder text = new StringBuilder(pt ? "    Quando o jogo é guardado\n"
                + "    Então o ficheiro guardado tem as linhas\n"
                : "    When the game is saved\n    Then the saved file has the lines\n");
        text.append("      \"\"\"\n");
        if (startFen != null) {
            text.append("      FEN ").append(startFen).append('\n');
        }
        for (String uci : played) {
            text.append("      ").append(uci, 0, 2).append(">>").append(uci.substring(2))
                    .append('\n');
        }
        text.append("      \"\"\"\n");
        int moves = played.size();
        return text.append(pt ? "    E carregar o jogo guardado dá " + moves + " jogada"
                + (moves == 1 ? "" : "s") + ", a jogar as " + colour + "\n"
                : "    And loading the saved game gives " + moves + " moves with " + colour
                + " to move\n").toString();
    }

    /**
     * The Then steps of the castlings an attack forbids the side to move: those the engine
     * lists, and those its rights and the empty squares between king and rook would allow; its
     * king in check, or the squares attacked, then each castling not legal. With none, the
     * legal moves.
     */
    private String castlingLines(boolean pt, String colour) {
        Position position = game.position();
        Colour side = position.sideToMove();
        Colour other = side.opponent();
        boolean check = position.isInCheck();
        TreeSet<String> forbidden = new TreeSet<>();
        TreeSet<String> attacked = new TreeSet<>();
        Map<String, List<Square>> candidates = new TreeMap<>();
        legalMoves().stream().filter(this::castling).forEach(move -> candidates.put(
                Coordinates.uci(move), castlingPath(move.from(), move.to())));
        int rank = homeRank(side);
        Square king = Square.of(KING_FILE, rank);
        for (boolean kingside : new boolean[] {true, false}) {
            int corner = kingside ? Square.SIZE - 1 : 0;
            int step = kingside ? 1 : -1;
            boolean open = position.castlingRights().allows(side, kingside)
                    && position.pieceAt(king).equals(Optional.of(Piece.of(side, PieceKind.KING)));
            for (int file = KING_FILE + step; open && file != corner; file += step) {
                open = position.pieceAt(Square.of(file, rank)).isEmpty();
            }
            if (open) {
                Square to = Square.of(KING_FILE + 2 * step, rank);
                candidates.put(Coordinates.name(king) + Coordinates.name(to),
                        castlingPath(king, to));
            }
        }
        candidates.forEach((move, path) -> {
            List<Square> hit = path.stream().filter(square -> position.isAttacked(square, other))
                    .toList();
            if (check || !hit.isEmpty()) {
                forbidden.add(move);
                hit.forEach(square -> attacked.add(Coordinates.name(square)));
            }
        });
        if (forbidden.isEmpty()) {
            return legalLines(pt, colour);
        }
        StringBuilder text = new StringBuilder();
        if (check) {
            text.append(pt ? "    Então as " + colour + " estão em xeque\n"
                    : "    Then " + colour + " is in check\n");
        }
        String otherName = pt ? (other == Colour.WHITE ? "brancas" : "pretas") : name(other);
        for (String square : attacked) {
            String step = text.isEmpty() ? pt ? "Então " : "Then " : pt ? "E " : "And ";
            text.append("    ").append(step).append(square).append(pt ? " é atacada pelas "
                    + otherName : " is attacked by " + otherName).append('\n');
        }
        for (String move : forbidden) {
            text.append(pt ? "    E \"" + move + "\" não é uma jogada legal\n"
                    : "    And \"" + move + "\" is not a legal move\n");
        }
        return text.toString();
    }

    private String ending(boolean pt, Texts texts) {
        Optional<Outcome> outcome = game.outcome();
        if (outcome.isEmpty()) {
            return pt ? "    Então o jogo continua\n" : "    Then the game goes on\n";
        }
        String reason = texts.text("termination." + outcome.get().termination().name());
        Optional<Colour> winner = outcome.get().result().pgn().equals("1-0")
                ? Optional.of(Colour.WHITE)
                : outcome.get().result().pgn().equals("0-1") ? Optional.of(Colour.BLACK)
                : Optional.empty();
        if (winner.isEmpty()) {
            return pt ? "    Então o jogo termina empatado por \"" + reason + "\"\n"
                    : "    Then the game is drawn by \"" + reason + "\"\n";
        }
        String who = pt ? (winner.get() == Colour.WHITE ? "brancas" : "pretas")
                : name(winner.get());
        return pt ? "    Então as " + who + " ganham por \"" + reason + "\"\n"
                : "    Then " + who + " wins by \"" + reason + "\"\n";
    }

    private String legalLines(boolean pt, String colour) {
        List<Move> moves = legalMoves();
        StringBuilder text = new StringBuilder(pt ? "    Então as " + colour + " têm "
                + moves.size() + " jogadas legais\n" : "    Then " + colour + " has "
                + moves.size() + " legal moves\n");
        Map<String, TreeSet<String>> byOrigin = new TreeMap<>();
        for (Move move : moves) {
            byOrigin.computeIfAbsent(Coordinates.name(move.from()), from -> new TreeSet<>())
                    .add(Coordinates.name(move.to()));
        }
        byOrigin.forEach((from, to) -> text.append(pt ? "    E a peça em " + from
                + " pode ir exatamente para \"" : "    And the piece on " + from
                + " can move to exactly \"").append(String.join(" ", to)).append("\"\n"));
        return text.toString();
    }

    private static String drawing(Position position) {
        StringBuilder text = new StringBuilder("      \"\"\"\n        a b c d e f g h\n");
        for (int rank = Square.SIZE - 1; rank >= 0; rank--) {
            text.append("      ").append(rank + 1);
            for (int file = 0; file < Square.SIZE; file++) {
                text.append(' ').append(position.pieceAt(Square.of(file, rank))
                        .map(piece -> String.valueOf(piece.fenLetter())).orElse("."));
            }
            text.append(' ').append(rank + 1).append('\n');
        }
        return text.append("        a b c d e f g h\n      \"\"\"\n").toString();
    }
}
