package tabuleiro.grading.games.qwirkle;

import static tabuleiro.grading.tournament.games.ReferenceJars.call;
import static tabuleiro.grading.tournament.games.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;
import tabuleiro.grading.games.qwirkle.child.QwirkleEngine;
import tabuleiro.grading.games.qwirkle.child.QwirkleNotation;
import tabuleiro.grading.tournament.games.Anchor;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.Player;

/**
 * Qwirkle on the referee's side: the reference's {@code Game} played through
 * {@link QwirkleEngine} (the same code the agents' host builds the submission's game with),
 * two players, the brief's variant, the bag shuffled from the game's seed (which both orders of
 * a pair share); its {@code RandomAgent(long)} and {@code GreedyAgent} as anchors; its
 * {@code ui.SvgBoard} for the replays. A turn is the brief's command ({@link QwirkleNotation}),
 * such as {@code play A1 0,0 B1 0,1}; a game's turns are separated by {@code ;}. A player is
 * told the position ({@link QwirkleTable#question}), not the turns, and anchors are told the
 * same.
 */
public final class ReferenceQwirkle implements QwirkleGame {

    private static final String PACKAGE = "tabuleiro.qwirkle.";
    /** The empty squares drawn around the tiles, as the text UI draws them. */
    private static final int MARGIN = 1;

    private final ReferenceJars jars;
    private final QwirkleEngine engine;
    private final Method board;
    private final Constructor<?> randomAgent;
    private final Object greedyAgent;
    private final Object svg;
    private final Method draw;

    ReferenceQwirkle(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        engine = new QwirkleEngine(game.getClassLoader());
        board = game.getMethod("board");
        randomAgent = jars.type(PACKAGE + "RandomAgent").getConstructor(long.class);
        greedyAgent = jars.type(PACKAGE + "GreedyAgent").getConstructor().newInstance();
        svg = jars.type(PACKAGE + "ui.SvgBoard").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", jars.type(PACKAGE + "Board"), int.class);
    }

    @Override
    public QwirkleEngine engine() {
        return engine;
    }

    @Override
    public String draw(Object game) {
        return (String) call(draw, svg, call(board, game), MARGIN);
    }

    @Override
    public List<Player> anchors() {
        // The random agent is made from the game's seed and the turn's number, so a game is
        // replayed exactly from its seed.
        return List.of(new Anchor("reference-random", this, (position, seed, ply) ->
                ask(make(randomAgent, seed * 31 + ply), position)),
                new Anchor("reference-greedy", this, (position, seed, ply) ->
                        ask(greedyAgent, position)));
    }

    private String ask(Object agent, Position position) {
        return Reflective.call(() -> engine.turn(agent, ((QwirkleTable) position).game()));
    }

    @Override
    public void close() throws IOException {
        jars.close();
    }
}
