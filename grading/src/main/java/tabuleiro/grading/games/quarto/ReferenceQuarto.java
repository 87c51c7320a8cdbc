package tabuleiro.grading.games.quarto;

import static tabuleiro.grading.tournament.games.ReferenceJars.call;
import static tabuleiro.grading.tournament.games.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;
import tabuleiro.grading.games.quarto.child.QuartoEngine;
import tabuleiro.grading.games.quarto.child.QuartoNotation;
import tabuleiro.grading.tournament.games.Anchor;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Quarto on the referee's side: the reference's {@code Game} played through
 * {@link QuartoEngine} (the same code the agents' host plays the submission's engine with),
 * the brief's variant with the 2x2 squares; its {@code RandomAgent(long)} and
 * {@code search.StrongAgent.ofDepth(int)} as anchors; its {@code ui.SvgQuartoBoard} for the
 * replays. A move is the square the piece handed over is placed on, then the piece handed to
 * the opponent ({@link QuartoNotation}), such as {@code B3[p;}; moves are separated by spaces.
 */
public final class ReferenceQuarto implements RefereeGame {

    /**
     * How many placements the strong anchor looks ahead: a fixed depth, not a time budget, so
     * that its games replay exactly whatever the machine's load.
     */
    static final int STRONG_DEPTH = 3;

    private static final String PACKAGE = "tabuleiro.quarto.";

    private final ReferenceJars jars;
    private final QuartoEngine engine;
    private final Method board;
    private final Constructor<?> randomAgent;
    private final Object strongAgent;
    private final Object svg;
    private final Method draw;

    ReferenceQuarto(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        engine = new QuartoEngine(game.getClassLoader());
        board = game.getMethod("board");
        randomAgent = jars.type(PACKAGE + "RandomAgent").getConstructor(long.class);
        strongAgent = jars.type(PACKAGE + "search.StrongAgent").getMethod("ofDepth", int.class)
                .invoke(null, STRONG_DEPTH);
        svg = jars.type(PACKAGE + "ui.SvgQuartoBoard").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", jars.type(PACKAGE + "Board"));
    }

    @Override
    public Position start(long seed) {
        return new QuartoTable(engine, game -> (String) call(draw, svg, call(board, game)));
    }

    @Override
    public List<String> split(String moves) {
        return QuartoNotation.split(moves);
    }

    @Override
    public List<Player> anchors() {
        // The random agent is made from the game's seed and the move's number, so a game is
        // replayed exactly from its seed.
        return List.of(new Anchor("reference-random", this, (position, seed, ply) ->
                ask(make(randomAgent, seed * 31 + ply), position)),
                new Anchor("reference-strong", this, (position, seed, ply) ->
                        ask(strongAgent, position)));
    }

    private String ask(Object agent, Position position) {
        return Reflective.call(() -> engine.turn(agent, ((QuartoTable) position).game()));
    }

    @Override
    public void close() throws IOException {
        jars.close();
    }
}
