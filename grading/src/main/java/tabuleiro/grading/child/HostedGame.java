package tabuleiro.grading.child;

/**
 * One game as an agent is asked to play it ({@link AgentHost}, or the student kit's
 * {@code play --tournament}): on the submission's own engine, through its public methods called
 * by name, since the grader is not compiled against any engine.
 */
public interface HostedGame {

    /**
     * The game's {@code Agent} interface, in the submission.
     *
     * @return the interface
     */
    Class<?> agentType();

    /**
     * Whether the referee's moves are of this game's notation.
     *
     * @param moves the moves field of a referee's line
     * @return {@code true} if they can be replayed
     */
    boolean readable(String moves);

    /**
     * Replays a game on the submission's engine and asks its agent for the next move.
     *
     * @param agent the submission's agent
     * @param moves the game so far, {@link #readable}
     * @return the agent's move, in the game's notation
     * @throws ReflectiveOperationException if the engine or the agent throws, or lacks a
     *     method
     */
    String ask(Object agent, String moves) throws ReflectiveOperationException;

    /**
     * The hosted game of a name.
     *
     * @param game {@code connectfour}, {@code quarto}, {@code qwirkle}, {@code chess} or
     *     {@code checkers}
     * @param loader the class loader that holds the submission's engine
     * @return the game, its engine's classes found
     * @throws ReflectiveOperationException if the submission lacks a class or method of the
     *     game's
     * @throws IllegalArgumentException for another name
     */
    static HostedGame of(String game, ClassLoader loader) throws ReflectiveOperationException {
        return switch (game) {
            case "connectfour" -> new ConnectFourEngine(loader);
            case "quarto" -> new QuartoEngine(loader);
            case "qwirkle" -> new QwirkleEngine(loader);
            case "chess" -> new ChessEngine(loader);
            case "checkers" -> new CheckersEngine(loader);
            default -> throw new IllegalArgumentException("no tournament for " + game);
        };
    }
}
