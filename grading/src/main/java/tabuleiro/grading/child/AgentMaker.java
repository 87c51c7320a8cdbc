package tabuleiro.grading.child;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Optional;

/**
 * Makes a submission's agent: the first of some candidate classes that is public, concrete,
 * implements the game's {@code Agent} and has a constructor of a seed ({@code long}), of
 * nothing, or of a search depth ({@code int}, made with {@value #DEPTH}: the
 * {@code AlphaBetaAgent} of a game whose exercises have no other agent). The agents' host and the
 * student kit's {@code play --tournament} choose the agent the same way, so a student sees
 * locally the agent the class tournament will play.
 */
public final class AgentMaker {

    /** The depth an agent made from a constructor of a search depth searches to. */
    public static final int DEPTH = 1;

    private final Constructor<?> maker;

    private AgentMaker(Class<?> agent) throws NoSuchMethodException {
        this.maker = constructor(agent, long.class).or(() -> constructor(agent))
                .or(() -> constructor(agent, int.class))
                .orElseThrow(() -> new NoSuchMethodException(agent.getName()
                        + " has no constructor of a long, of nothing or of an int"));
    }

    private static Optional<Constructor<?>> constructor(Class<?> agent, Class<?>... parameters) {
        try {
            return Optional.of(agent.getConstructor(parameters));
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }

    /**
     * Finds the agent among candidates.
     *
     * @param agentType the game's {@code Agent} interface
     * @param candidates the classes' binary names, in order
     * @param loader the class loader that holds the submission
     * @return the maker of the first usable one
     * @throws ClassNotFoundException if none is usable
     */
    public static AgentMaker find(Class<?> agentType, List<String> candidates,
            ClassLoader loader) throws ClassNotFoundException {
        for (String name : candidates) {
            Class<?> type;
            try {
                type = Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                continue;
            }
            if (agentType.isAssignableFrom(type) && Modifier.isPublic(type.getModifiers())
                    && !type.isInterface() && !Modifier.isAbstract(type.getModifiers())
                    && hasMaker(type)) {
                try {
                    return new AgentMaker(type);
                } catch (NoSuchMethodException e) {
                    throw new AssertionError("hasMaker found a constructor", e);
                }
            }
        }
        throw new ClassNotFoundException("none of " + candidates + " is a public class that"
                + " implements " + agentType.getName() + " with a constructor of a long, of"
                + " nothing or of an int");
    }

    private static boolean hasMaker(Class<?> type) {
        for (Constructor<?> constructor : type.getConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length == 0 || parameters.length == 1
                    && (parameters[0] == long.class || parameters[0] == int.class)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The agent's class.
     *
     * @return its binary name
     */
    public String className() {
        return maker.getDeclaringClass().getName();
    }

    /**
     * Makes an agent for one game.
     *
     * @param seed the game's seed, for an agent whose constructor takes one
     * @return the agent
     * @throws ReflectiveOperationException if the constructor throws (its exception is the
     *     cause)
     */
    public Object make(long seed) throws ReflectiveOperationException {
        Class<?>[] parameters = maker.getParameterTypes();
        if (parameters.length == 0) {
            return maker.newInstance();
        }
        return parameters[0] == long.class ? maker.newInstance(seed) : maker.newInstance(DEPTH);
    }
}
