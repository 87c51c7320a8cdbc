package tabuleiro.grading.spi;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The games registered with the grader: every {@link GameModule} that a line of
 * {@code META-INF/services/tabuleiro.grading.spi.GameModule} names, found once by
 * {@link ServiceLoader} in the grader's own class loader, in the courseware's order. A game is
 * looked up by its package name or its command alike, as schemes, shard files and
 * {@code --game} give either.
 */
public final class Games {

    /** Every registered game, by rank: read once, when the class is first used. */
    private static final List<GameModule> ALL = load();

    private Games() {
    }

    /**
     * Every registered game, in the courseware's order.
     *
     * @return the games, at least one
     */
    public static List<GameModule> all() {
        return ALL;
    }

    /**
     * The game a message gives as its example of a name (the courseware's first), so that no
     * message names a game of its own.
     *
     * @return the first registered game
     */
    public static GameModule example() {
        return ALL.get(0);
    }

    /**
     * The package names of every registered game, in the courseware's order.
     *
     * @return their {@link GameModule#id()}s
     */
    public static List<String> ids() {
        return ALL.stream().map(GameModule::id).toList();
    }

    /**
     * A registered game, by its package name, its command, or a rule book's package that ends
     * with its package name (the Portuguese tree's, {@code tabuleiro.features.pt.<id>}, too).
     *
     * @param name the game's package name, command or rule book package
     * @return the game, or empty when none is registered under that name
     */
    public static Optional<GameModule> find(String name) {
        String last = name.substring(name.lastIndexOf('.') + 1);
        return ALL.stream().filter(game -> game.id().equals(last)
                || game.command().equals(name)).findFirst();
    }

    /**
     * A registered game, as {@link #find} finds it.
     *
     * @param name the game's package name, command or rule book package
     * @return the game
     * @throws IllegalArgumentException when no game is registered under that name, saying
     *     which are
     */
    public static GameModule of(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("no game " + name
                + " is registered; the games are " + ALL.stream().map(GameModule::command)
                .collect(Collectors.joining(", "))));
    }

    /**
     * A registered game's part of a kind ({@link GameModule#part}).
     *
     * @param <P> the part's type
     * @param name the game's package name, command or rule book package
     * @param kind the part's interface
     * @return the part
     * @throws IllegalArgumentException when no game is registered under that name, or it has no
     *     part of that kind
     */
    public static <P> P part(String name, Class<P> kind) {
        GameModule game = of(name);
        return game.part(kind).orElseThrow(() -> new IllegalArgumentException("the game "
                + game.command() + " has no " + kind.getSimpleName()));
    }

    /**
     * Every game's properties in one map ({@link GameModule#properties()}): a key is one game's.
     *
     * @return key to the answer that holds
     */
    public static Map<String, String> properties() {
        Map<String, String> all = new TreeMap<>();
        ALL.forEach(game -> all.putAll(game.properties()));
        return all;
    }

    /**
     * Reads the registered modules and checks that they can be told apart: one id, command
     * and rank each, and no property key shared by two games.
     */
    private static List<GameModule> load() {
        List<GameModule> found = ServiceLoader.load(GameModule.class,
                Games.class.getClassLoader()).stream().map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparingInt(GameModule::rank)).toList();
        if (found.isEmpty()) {
            throw new IllegalStateException("no game is registered: META-INF/services/"
                    + GameModule.class.getName() + " is missing from the grader's jar");
        }
        Set<Object> names = new HashSet<>();
        Set<String> keys = new HashSet<>();
        for (GameModule game : found) {
            for (Object name : List.of(game.id(), "command " + game.command(),
                    "rank " + game.rank())) {
                if (!names.add(name)) {
                    throw new IllegalStateException("two registered games share " + name);
                }
            }
            if (!game.id().matches("[a-z]+")) {
                throw new IllegalStateException("a game's id is lower-case letters: "
                        + game.id());
            }
            for (String key : game.properties().keySet()) {
                if (!keys.add(key)) {
                    throw new IllegalStateException("two registered games share the property "
                            + key);
                }
            }
        }
        return found;
    }
}
