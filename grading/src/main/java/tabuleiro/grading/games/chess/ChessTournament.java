package tabuleiro.grading.games.chess;

import java.lang.reflect.Method;
import java.util.Map;
import java.util.Optional;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.chess.child.ChessEngine;
import tabuleiro.grading.tournament.games.Material;
import tabuleiro.grading.tournament.games.OwnListedMoves;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.TournamentPart;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Chess in the tournament: a move is in UCI, one the engine lists; a game is drawn after
 * {@link ReferenceChess#MAX_PLIES} plies. Random moves make poor chess openings, so its openings
 * are those of a small book of well-known ones ({@value #BOOK}), drawn in an order from the
 * seed. On the student's own engine, the greedy anchor counts the pieces' values.
 */
final class ChessTournament implements TournamentPart {

    /** The book of openings on the grader's class path. */
    static final String BOOK = "/tabuleiro/grading/games/chess/openings.txt";

    @Override
    public RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException {
        return new ReferenceChess(jars);
    }

    @Override
    public Class<ChessEngine> hostedEngine() {
        return ChessEngine.class;
    }

    @Override
    public RefereeGame own(HostedGame engine) throws ReflectiveOperationException {
        return OwnListedMoves.of((ChessEngine) engine, material((ChessEngine) engine),
                ReferenceChess.MAX_PLIES, ChessWords.class);
    }

    @Override
    public int cap() {
        return ReferenceChess.MAX_PLIES;
    }

    @Override
    public Optional<String> openingBook() {
        return Optional.of(BOOK);
    }

    /**
     * Chess: a copy is {@code Game.from(game.position())} (its history left behind, which only
     * the draws by repetition read), the material the pieces' {@code PieceKind.value()}.
     *
     * @param engine the student's engine
     * @return the material of chess
     * @throws ReflectiveOperationException if the engine lacks one of those
     */
    static Material material(ChessEngine engine) throws ReflectiveOperationException {
        Class<?> game = engine.type("Game");
        Class<?> position = engine.type("Position");
        Class<?> piece = engine.type("Piece");
        Method from = game.getMethod("from", position);
        Method current = game.getMethod("position");
        Method pieces = position.getMethod("pieces");
        Method colour = piece.getMethod("colour");
        Method kind = piece.getMethod("kind");
        Method value = engine.type("PieceKind").getMethod("value");
        Object white = engine.type("Colour").getField("WHITE").get(null);
        return new Material(copied -> from.invoke(null, current.invoke(copied)), counted -> {
            int balance = 0;
            for (Object on : ((Map<?, ?>) pieces.invoke(current.invoke(counted))).values()) {
                int worth = (Integer) value.invoke(kind.invoke(on));
                balance += white.equals(colour.invoke(on)) ? worth : -worth;
            }
            return balance;
        });
    }
}
