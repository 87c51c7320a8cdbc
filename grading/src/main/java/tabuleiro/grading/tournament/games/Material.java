package tabuleiro.grading.tournament.games;

/**
 * What the kit's greedy anchor of a game of listed moves reads of the student's engine besides
 * its moves ({@link OwnListedMoves}): a copy of a game to try a move on, and the material on the
 * board. Both through the game's public API, called by name: the grader is not compiled
 * against any engine. Each such game says how (its tournament's part).
 */
public final class Material {

    /** Copies a game. */
    @FunctionalInterface
    public interface Copier {

        /**
         * A copy of a game.
         *
         * @param game the engine's game
         * @return the copy
         * @throws ReflectiveOperationException if the engine throws
         */
        Object copy(Object game) throws ReflectiveOperationException;
    }

    /** Counts a game's material. */
    @FunctionalInterface
    public interface Counter {

        /**
         * The first player's material less the second's.
         *
         * @param game the engine's game
         * @return the difference
         * @throws ReflectiveOperationException if the engine throws
         */
        int balance(Object game) throws ReflectiveOperationException;
    }

    private final Copier copier;
    private final Counter counter;

    /**
     * The material of a game.
     *
     * @param copier copies a game
     * @param counter counts its material
     */
    public Material(Copier copier, Counter counter) {
        this.copier = copier;
        this.counter = counter;
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
     * The first player's material less the second's.
     *
     * @param game the engine's {@code Game}
     * @return the difference, in the game's own unit
     * @throws ReflectiveOperationException if the engine throws
     */
    int balance(Object game) throws ReflectiveOperationException {
        return counter.balance(game);
    }
}
