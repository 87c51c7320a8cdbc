package tabuleiro.grading.tournament;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The referee and the anchors of Connect Four: the reference engine, its agents and its SVG
 * renderer, opened from the grader's {@code oracle/} folder in a class loader of their own
 * (parent: the platform loader), in the grader's JVM only, as {@code oracle.Oracle} opens them.
 *
 * <p>The grader may not compile against the reference (the POM's enforcer bans it), so its
 * public methods are called by name: {@code Game.newGame}, {@code hasSpace}, {@code play},
 * {@code isOver}, {@code winner}, {@code nextPlayer}; {@code RandomAgent(long)} and
 * {@code solver.PerfectAgent()}; {@code ui.SvgGrid.draw(Game)}.
 */
final class ReferenceConnectFour implements AutoCloseable {

    private static final String PACKAGE = "tabuleiro.connectfour.";

    private final URLClassLoader loader;
    private final Method newGame;
    private final Method hasSpace;
    private final Method play;
    private final Method isOver;
    private final Method winner;
    private final Method nextPlayer;
    private final Method choose;
    private final Constructor<?> randomAgent;
    private final Constructor<?> perfectAgent;
    private final Object svg;
    private final Method draw;

    private ReferenceConnectFour(URLClassLoader loader) throws ReflectiveOperationException {
        this.loader = loader;
        Class<?> game = type("Game");
        final Class<?> player = type("Player");
        newGame = game.getMethod("newGame");
        hasSpace = game.getMethod("hasSpace", int.class);
        play = game.getMethod("play", int.class);
        isOver = game.getMethod("isOver");
        winner = game.getMethod("winner");
        nextPlayer = game.getMethod("nextPlayer");
        choose = type("Agent").getMethod("chooseColumn", game, player);
        randomAgent = type("RandomAgent").getConstructor(long.class);
        perfectAgent = type("solver.PerfectAgent").getConstructor();
        svg = type("ui.SvgGrid").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", game);
    }

    /**
     * Opens the reference from a folder of jars.
     *
     * @param folder the grader's {@code oracle/} folder
     * @return the referee
     * @throws IOException if the folder holds no jar or the reference is not in it
     */
    static ReferenceConnectFour open(Path folder) throws IOException {
        List<URL> urls = new ArrayList<>();
        try (Stream<Path> jars = Files.list(folder)) {
            for (Path jar : jars.filter(p -> p.getFileName().toString().endsWith(".jar"))
                    .sorted().toList()) {
                try {
                    urls.add(jar.toUri().toURL());
                } catch (MalformedURLException e) {
                    throw new IOException("not a jar's address: " + jar, e);
                }
            }
        }
        URLClassLoader loader = new URLClassLoader("tabuleiro-tournament-referee",
                urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        try {
            return new ReferenceConnectFour(loader);
        } catch (ReflectiveOperationException | LinkageError e) {
            loader.close();
            throw new IOException("the reference's Connect Four is not in " + folder
                    + " (build the grading module: its package phase fills oracle/): " + e, e);
        }
    }

    private Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName(PACKAGE + name, true, loader);
    }

    /**
     * Starts a game.
     *
     * @return the empty grid, first player to move
     */
    Board newBoard() {
        return new Board(call(newGame, null));
    }

    /**
     * The reference's anchors: its random agent and its perfect agent.
     *
     * @return the anchors, weakest first
     */
    List<Player> anchors() {
        return List.of(new Anchor("reference-random", null), new Anchor("reference-perfect",
                call(() -> perfectAgent.newInstance())));
    }

    private Object call(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object call(ReflectiveSupplier supplier) {
        try {
            return supplier.get();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A reflective call that returns a value. */
    @FunctionalInterface
    private interface ReflectiveSupplier {
        Object get() throws ReflectiveOperationException;
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }

    /** A game under the referee: the reference's {@code Game}, one move at a time. */
    final class Board {

        private Object game;
        private final Object first;

        private Board(Object game) {
            this.game = game;
            this.first = call(nextPlayer, game);
        }

        /**
         * Whether a move is legal now: a column 1 to 7 with space, the game going on.
         *
         * @param move the move as the player wrote it
         * @return the column, if the move is legal
         */
        Optional<Integer> legal(String move) {
            if (!move.matches("[1-7]") || over()) {
                return Optional.empty();
            }
            int column = Integer.parseInt(move);
            return (Boolean) call(hasSpace, game, column) ? Optional.of(column) : Optional.empty();
        }

        /**
         * Plays a legal column.
         *
         * @param column the column, as {@link #legal} returned it
         */
        void play(int column) {
            Object next = call(ReferenceConnectFour.this.play, game, column);
            game = next == null ? game : next;
        }

        boolean over() {
            return (Boolean) call(isOver, game);
        }

        /**
         * The winner of an ended game.
         *
         * @return 0 for the first player, 1 for the second, -1 for a draw
         */
        int winner() {
            Optional<?> won = (Optional<?>) call(ReferenceConnectFour.this.winner, game);
            return won.map(player -> player.equals(first) ? 0 : 1).orElse(-1);
        }

        /**
         * The grid drawn by the reference's renderer.
         *
         * @return a standalone SVG document
         */
        String svg() {
            return (String) call(draw, svg, game);
        }

        Object game() {
            return game;
        }
    }

    /** One of the reference's agents, asked in the grader's JVM: trusted, never timed. */
    private final class Anchor implements Player {

        private final String name;
        /** The shared agent, or null for the random agent, made afresh for each move. */
        private final Object agent;

        Anchor(String name, Object agent) {
            this.name = name;
            this.agent = agent;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public synchronized Reply move(int gameNumber, long seed, String moves, long millis) {
            Board board = newBoard();
            for (char column : moves.toCharArray()) {
                board.play(column - '0');
            }
            // The random agent is made from the game's seed and the move's number, so a game
            // is replayed exactly from its seed.
            Object chooser = agent != null ? agent
                    : call(() -> randomAgent.newInstance(seed * 31 + moves.length()));
            Object column = call(choose, chooser, board.game(), call(nextPlayer, board.game()));
            return Reply.move(String.valueOf(column));
        }
    }
}
