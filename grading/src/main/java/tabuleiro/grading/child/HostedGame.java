package tabuleiro.grading.child;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;

/**
 * One game as an agent is asked to play it ({@link AgentHost}, or the student kit's
 * {@code play --tournament}): on the submission's own engine, through its public methods called
 * by name, since the grader is not compiled against any engine. Each game's implementation
 * is found by the name the game's tournament part gives ({@link #engine}).
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
     * The engine class of a name the grader gives: the parent JVM takes the name from the
     * game's own folder and passes it (the agents' host's first argument), so that this side of
     * the process boundary names no game and needs no registry of its own.
     *
     * <p>Only a concrete {@code HostedGame} of the grader's own, in this interface's module and
     * class loader, is taken: in a grading JVM the submission's classes share the class loader
     * (they are on its class path), so a name that reached here from elsewhere could otherwise
     * make one of them pose as an engine. The class is loaded uninitialised, so a refused class
     * runs no code of its own.
     *
     * @param name the engine class's binary name
     * @return the engine class, not yet initialised
     * @throws IllegalArgumentException if there is no such class, or it is not a concrete
     *     {@code HostedGame} of the grader's own
     */
    static Class<? extends HostedGame> engine(String name) {
        ClassLoader own = HostedGame.class.getClassLoader();
        Class<?> type;
        try {
            type = Class.forName(name, false, own);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("no engine class " + name + ": " + e, e);
        }
        if (!HostedGame.class.isAssignableFrom(type) || type.isInterface()
                || Modifier.isAbstract(type.getModifiers()) || type.getClassLoader() != own
                || type.getModule() != HostedGame.class.getModule()) {
            throw new IllegalArgumentException(name + " is not one of the grader's engines:"
                    + " a concrete HostedGame of " + HostedGame.class.getModule());
        }
        return type.asSubclass(HostedGame.class);
    }

    /**
     * The hosted game on the submission's engine: the engine class, made with its public
     * constructor of the class loader that holds the submission's classes.
     *
     * @param engine the engine class, of {@link #engine} or of the game's tournament part
     * @param loader the class loader that holds the submission's engine
     * @return the game, its engine's classes found
     * @throws ReflectiveOperationException if the submission lacks a class or method of the
     *     game's, as the engine's constructor says it, or the engine has no such constructor
     */
    static HostedGame make(Class<? extends HostedGame> engine, ClassLoader loader)
            throws ReflectiveOperationException {
        try {
            return engine.getConstructor(ClassLoader.class).newInstance(loader);
        } catch (InvocationTargetException e) {
            // What the engine's constructor threw, as it threw it: which class or method of
            // the game's the submission lacks is the reason a student reads.
            if (e.getCause() instanceof ReflectiveOperationException cause) {
                throw cause;
            }
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error cause) {
                throw cause;
            }
            throw e;
        }
    }
}
