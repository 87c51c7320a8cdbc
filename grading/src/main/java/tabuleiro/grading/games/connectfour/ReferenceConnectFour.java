package tabuleiro.grading.games.connectfour;

import static tabuleiro.grading.tournament.games.ReferenceJars.call;
import static tabuleiro.grading.tournament.games.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;
import java.util.OptionalInt;
import tabuleiro.grading.games.connectfour.child.ConnectFourEngine;
import tabuleiro.grading.tournament.games.Anchor;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Connect Four on the referee's side: the reference's {@code Game} played through
 * {@link ConnectFourEngine} (the same code the agents' host plays the submission's engine
 * with), its {@code RandomAgent(long)} and {@code solver.PerfectAgent()} as anchors, its
 * {@code ui.SvgGrid.draw(Game)} for the replays, its {@code solver.Solver} to judge the
 * openings. A move is a column, one digit.
 */
public final class ReferenceConnectFour implements RefereeGame {

    private static final String PACKAGE = "tabuleiro.connectfour.";

    private final ReferenceJars jars;
    private final ConnectFourEngine engine;
    private final Constructor<?> randomAgent;
    private final Constructor<?> perfectAgent;
    private final Object svg;
    private final Method draw;
    private final Constructor<?> solver;
    private final Method solve;
    /** Made on the first judgement: its table (80 MiB) is only needed when openings are drawn. */
    private Object judge;

    ReferenceConnectFour(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        engine = new ConnectFourEngine(game.getClassLoader());
        randomAgent = jars.type(PACKAGE + "RandomAgent").getConstructor(long.class);
        perfectAgent = jars.type(PACKAGE + "solver.PerfectAgent").getConstructor();
        svg = jars.type(PACKAGE + "ui.SvgGrid").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", game);
        Class<?> solverType = jars.type(PACKAGE + "solver.Solver");
        solver = solverType.getConstructor();
        solve = solverType.getMethod("solve", String.class);
    }

    @Override
    public Position start(long seed) {
        return new ConnectFourGrid(engine, game -> (String) call(draw, svg, game));
    }

    @Override
    public List<String> split(String moves) {
        return ConnectFourGrid.columns(moves);
    }

    @Override
    public String join(List<String> moves) {
        return String.join("", moves);
    }

    @Override
    public OptionalInt solved(String moves) {
        if (judge == null) {
            // One solver for every opening: what it learns of one position is kept for the next.
            judge = make(solver);
        }
        return OptionalInt.of((Integer) call(solve, judge, moves));
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
        return Reflective.call(() -> engine.choose(agent, ((ConnectFourGrid) position).game()));
    }

    @Override
    public void close() throws IOException {
        jars.close();
    }
}
