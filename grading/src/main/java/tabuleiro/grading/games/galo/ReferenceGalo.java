package tabuleiro.grading.games.galo;

import static tabuleiro.grading.tournament.games.ReferenceJars.call;
import static tabuleiro.grading.tournament.games.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;
import tabuleiro.grading.games.galo.child.GaloEngine;
import tabuleiro.grading.tournament.games.Anchor;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Jogo do Galo on the referee's side: the reference's {@code Game} played through
 * {@link GaloEngine} (the same code the agents' host plays the submission's engine with), its
 * {@code RandomAgent(long)} and {@code PerfectAgent()} as anchors, and its
 * {@code ui.SvgBoard.draw(String)} of {@code Game.toString()} for the replays. A move is a
 * square's name. The game has no solver: its openings are judged move by move only.
 */
public final class ReferenceGalo implements RefereeGame {

    private static final String PACKAGE = "tabuleiro.galo.";

    private final ReferenceJars jars;
    private final GaloEngine engine;
    private final Constructor<?> randomAgent;
    private final Constructor<?> perfectAgent;
    private final Object svg;
    private final Method draw;

    ReferenceGalo(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        engine = new GaloEngine(game.getClassLoader());
        randomAgent = jars.type(PACKAGE + "RandomAgent").getConstructor(long.class);
        perfectAgent = jars.type(PACKAGE + "PerfectAgent").getConstructor();
        svg = jars.type(PACKAGE + "ui.SvgBoard").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", String.class);
    }

    @Override
    public Position start(long seed) {
        return new GaloGrid(engine, game -> (String) call(draw, svg, game.toString()));
    }

    @Override
    public List<Player> anchors() {
        // One perfect agent for every game: it keeps the scores it searched (a few thousand).
        Object perfect = make(perfectAgent);
        // The random agent is made from the game's seed and the move's number, so a game is
        // replayed exactly from its seed.
        return List.of(new Anchor("reference-random", this, (position, seed, ply) ->
                ask(make(randomAgent, seed * 31 + ply), position)),
                new Anchor("reference-perfect", this, (position, seed, ply) ->
                        ask(perfect, position)));
    }

    private String ask(Object agent, Position position) {
        return Reflective.call(() -> engine.choose(agent, ((GaloGrid) position).game()));
    }

    @Override
    public void close() throws IOException {
        jars.close();
    }
}
