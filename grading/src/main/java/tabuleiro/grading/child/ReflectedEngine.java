package tabuleiro.grading.child;

/**
 * An engine seen through its public methods, called by name, since the grader is compiled
 * against none: the classes of its game's package ({@code tabuleiro.<id>}) in the class loader
 * that holds it, found uninitialised so that finding one runs none of its code, and its
 * {@code Agent} interface among them. Each game's {@link HostedGame} finds its classes here.
 */
public abstract class ReflectedEngine implements HostedGame {

    private final ClassLoader loader;
    private final String game;
    private final Class<?> agentType;

    /**
     * Finds the game's {@code Agent} interface.
     *
     * @param loader the class loader that holds the engine
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @throws ClassNotFoundException if the engine has no {@code Agent}
     */
    protected ReflectedEngine(ClassLoader loader, String game) throws ClassNotFoundException {
        this.loader = loader;
        this.game = game;
        this.agentType = type("Agent");
    }

    /**
     * A class of the game's package, not initialised.
     *
     * @param name its name in the package, such as {@code Game} or {@code Turn$Place}
     * @return the class
     * @throws ClassNotFoundException if the engine has no such class
     */
    public final Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName("tabuleiro." + game + "." + name, false, loader);
    }

    @Override
    public final Class<?> agentType() {
        return agentType;
    }
}
