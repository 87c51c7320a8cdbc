package tabuleiro.grading.tournament;

import static tabuleiro.grading.tournament.ReferenceJars.call;
import static tabuleiro.grading.tournament.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Connect Four on the referee's side: the reference's {@code Game} ({@code newGame},
 * {@code hasSpace}, {@code play}, {@code isOver}, {@code winner}, {@code nextPlayer}), its
 * {@code RandomAgent(long)} and {@code solver.PerfectAgent()} as anchors, its
 * {@code ui.SvgGrid.draw(Game)} for the replays. A move is a column, one digit.
 */
final class ReferenceConnectFour implements RefereeGame {

    private static final String PACKAGE = "tabuleiro.connectfour.";

    private final ReferenceJars jars;
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

    private ReferenceConnectFour(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        final Class<?> player = jars.type(PACKAGE + "Player");
        newGame = game.getMethod("newGame");
        hasSpace = game.getMethod("hasSpace", int.class);
        play = game.getMethod("play", int.class);
        isOver = game.getMethod("isOver");
        winner = game.getMethod("winner");
        nextPlayer = game.getMethod("nextPlayer");
        choose = jars.type(PACKAGE + "Agent").getMethod("chooseColumn", game, player);
        randomAgent = jars.type(PACKAGE + "RandomAgent").getConstructor(long.class);
        perfectAgent = jars.type(PACKAGE + "solver.PerfectAgent").getConstructor();
        svg = jars.type(PACKAGE + "ui.SvgGrid").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", game);
    }

    /**
     * Opens Connect Four in the reference.
     *
     * @param folder the grader's {@code oracle/} folder
     * @return the referee's game
     * @throws IOException if the folder holds no jar or Connect Four is not in it
     */
    static ReferenceConnectFour open(Path folder) throws IOException {
        return ReferenceJars.open(folder, "Connect Four", ReferenceConnectFour::new);
    }

    @Override
    public Position start() {
        return new Grid(call(newGame, null));
    }

    @Override
    public List<String> split(String moves) {
        List<String> columns = new ArrayList<>();
        for (char column : moves.toCharArray()) {
            columns.add(String.valueOf(column));
        }
        return columns;
    }

    @Override
    public String join(List<String> moves) {
        return String.join("", moves);
    }

    @Override
    public List<Player> anchors() {
        Object perfect = make(perfectAgent);
        // The random agent is made from the game's seed and the move's number, so a game is
        // replayed exactly from its seed.
        return List.of(new Anchor("reference-random", this, (position, seed, ply) ->
                ask(make(randomAgent, seed * 31 + ply), position)),
                new Anchor("reference-perfect", this, (position, seed, ply) ->
                        ask(perfect, position)));
    }

    private String ask(Object agent, Position position) {
        Object game = ((Grid) position).game;
        return String.valueOf(call(choose, agent, game, call(nextPlayer, game)));
    }

    @Override
    public void close() throws IOException {
        jars.close();
    }

    /** A game under the referee: the reference's {@code Game}, one column at a time. */
    private final class Grid implements Position {

        private Object game;
        private final Object first;

        private Grid(Object game) {
            this.game = game;
            this.first = call(nextPlayer, game);
        }

        @Override
        public String play(String move) throws IllegalMoveException {
            if (!move.matches("[1-7]") || over()
                    || !(Boolean) call(hasSpace, game, Integer.parseInt(move))) {
                throw new IllegalMoveException("column " + move
                        + " is not a column with space");
            }
            Object next = call(ReferenceConnectFour.this.play, game, Integer.parseInt(move));
            game = next == null ? game : next;
            return move;
        }

        @Override
        public boolean over() {
            return (Boolean) call(isOver, game);
        }

        @Override
        public int winner() {
            return RefereeGame.side((Optional<?>) call(ReferenceConnectFour.this.winner, game),
                    first);
        }

        @Override
        public String svg() {
            return (String) call(draw, svg, game);
        }

        @Override
        public Optional<String> pending() {
            return Optional.empty();
        }
    }
}
