package tabuleiro.grading.tournament.games;

import java.lang.reflect.Method;
import java.util.Map;

/**
 * What the kit's greedy anchor of chess or checkers reads of the student's engine besides its
 * moves ({@link OwnListedMoves}): a copy of a game to try a move on, and the material on the
 * board. Both through the game's public API, called by name: the grader is not compiled
 * against any engine.
 */
final class Material {

    /** Copies a game. */
    @FunctionalInterface
    private interface Copier {
        Object copy(Object game) throws ReflectiveOperationException;
    }

    /** Counts a game's material. */
    @FunctionalInterface
    private interface Counter {
        int balance(Object game) throws ReflectiveOperationException;
    }

    private final Copier copier;
    private final Counter counter;

    private Material(Copier copier, Counter counter) {
        this.copier = copier;
        this.counter = counter;
    }

    /**
     * Chess: a copy is {@code Game.from(game.position())} (its history left behind, which only
     * the draws by repetition read), the material the pieces' {@code PieceKind.value()}.
     *
     * @param loader the class loader of the student's engine
     * @return the material of chess
     * @throws ReflectiveOperationException if the engine lacks one of those
     */
    static Material chess(ClassLoader loader) throws ReflectiveOperationException {
        Class<?> game = type(loader, "chess.Game");
        Class<?> position = type(loader, "chess.Position");
        Class<?> piece = type(loader, "chess.Piece");
        Method from = game.getMethod("from", position);
        Method current = game.getMethod("position");
        Method pieces = position.getMethod("pieces");
        Method colour = piece.getMethod("colour");
        Method kind = piece.getMethod("kind");
        Method value = type(loader, "chess.PieceKind").getMethod("value");
        Object white = type(loader, "chess.Colour").getField("WHITE").get(null);
        return new Material(copied -> from.invoke(null, current.invoke(copied)), counted -> {
            int balance = 0;
            for (Object on : ((Map<?, ?>) pieces.invoke(current.invoke(counted))).values()) {
                int worth = (Integer) value.invoke(kind.invoke(on));
                balance += white.equals(colour.invoke(on)) ? worth : -worth;
            }
            return balance;
        });
    }

    /**
     * Checkers: a copy is {@code Game.fromPosition(variant(), board(), sideToMove())} (its draw
     * counters left behind), a man worth 1 and a king 3, as the kit's {@code AlphaBetaAgent}
     * weighs them.
     *
     * @param loader the class loader of the student's engine
     * @return the material of checkers
     * @throws ReflectiveOperationException if the engine lacks one of those
     */
    static Material checkers(ClassLoader loader) throws ReflectiveOperationException {
        Class<?> game = type(loader, "checkers.Game");
        Class<?> board = type(loader, "checkers.Board");
        Class<?> piece = type(loader, "checkers.Piece");
        Method fromPosition = game.getMethod("fromPosition", type(loader, "checkers.Variant"),
                board, type(loader, "checkers.Colour"));
        Method variant = game.getMethod("variant");
        Method current = game.getMethod("board");
        Method toMove = game.getMethod("sideToMove");
        Method count = board.getMethod("count", piece);
        Object[] men = {piece.getField("WHITE_MAN").get(null),
            piece.getField("BLACK_MAN").get(null)};
        Object[] kings = {piece.getField("WHITE_KING").get(null),
            piece.getField("BLACK_KING").get(null)};
        return new Material(copied -> fromPosition.invoke(null, variant.invoke(copied),
                current.invoke(copied), toMove.invoke(copied)), counted -> {
                    Object pieces = current.invoke(counted);
                    return (Integer) count.invoke(pieces, men[0])
                            - (Integer) count.invoke(pieces, men[1])
                            + 3 * ((Integer) count.invoke(pieces, kings[0])
                            - (Integer) count.invoke(pieces, kings[1]));
                });
    }

    private static Class<?> type(ClassLoader loader, String name)
            throws ClassNotFoundException {
        return Class.forName("tabuleiro." + name, false, loader);
    }

    /**
     * A copy of a game, which a move can be tried on while the game stays as it is.
     *
     * @param game the engine's {@code Game}
     * @return the copy
     * @throws ReflectiveOperationException if the engine throws
     */
    Object copy(Object game) throws ReflectiveOperationException {
        return copier.copy(game);
    }

    /**
     * White's material less Black's.
     *
     * @param game the engine's {@code Game}
     * @return the difference, in pawns (chess) or men (checkers)
     * @throws ReflectiveOperationException if the engine throws
     */
    int balance(Object game) throws ReflectiveOperationException {
        return counter.balance(game);
    }
}
