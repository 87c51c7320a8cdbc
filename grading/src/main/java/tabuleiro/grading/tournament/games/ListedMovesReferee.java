package tabuleiro.grading.tournament.games;

import static tabuleiro.grading.tournament.games.ReferenceJars.call;
import static tabuleiro.grading.tournament.games.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import tabuleiro.grading.child.ListedMovesEngine;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A game of listed moves on the referee's side: the reference's {@code Game}
 * played through the same {@link ListedMovesEngine} the agents' host plays the submission's
 * engine with, a uniform choice among its legal moves and its {@code AlphaBetaAgent} at a fixed
 * depth as anchors (the reference has no random agent for these games), and its SVG renderer
 * for the replays. A game's moves are separated by spaces; it ends as the reference ends it or,
 * drawn, after a cap of plies. The games differ only in the names this class is given.
 */
public abstract class ListedMovesReferee implements RefereeGame {

    /** Makes a game's engine over the classes of a class loader. */
    @FunctionalInterface
    public interface EngineMaker {

        /**
         * Makes the engine.
         *
         * @param loader the class loader of the reference's game
         * @return the engine
         * @throws ReflectiveOperationException if the game lacks a member the engine calls
         */
        ListedMovesEngine make(ClassLoader loader) throws ReflectiveOperationException;
    }

    private final ReferenceJars jars;
    private final ListedMovesEngine engine;
    private final Object strongAgent;
    private final int maxPlies;
    private final Class<? extends ResourceBundle> words;
    private final Method drawn;
    private final Object svg;
    private final Method draw;

    /**
     * Opens a game of the reference.
     *
     * @param jars the reference's jars
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @param engine the engine of the game, given the reference's class loader
     * @param strongDepth the strong anchor's depth
     * @param maxPlies the most plies a game lasts
     * @param drawn the {@code Game}'s method that gives what the renderer draws, such as
     *     {@code position}
     * @param drawnType the type of what it gives, such as {@code Position}
     * @param renderer the renderer's class in the game's {@code ui} package
     * @throws ReflectiveOperationException if the reference lacks one of them
     */
    public ListedMovesReferee(ReferenceJars jars, String game, EngineMaker engine, int strongDepth,
            int maxPlies, String drawn, String drawnType, String renderer)
            throws ReflectiveOperationException {
        this.jars = jars;
        String prefix = "tabuleiro." + game + ".";
        Class<?> type = jars.type(prefix + "Game");
        this.engine = engine.make(type.getClassLoader());
        this.strongAgent = make(jars.type(prefix + "AlphaBetaAgent").getConstructor(int.class),
                strongDepth);
        this.maxPlies = maxPlies;
        this.words = Games.of(game).words();
        this.drawn = type.getMethod(drawn);
        this.svg = jars.type(prefix + "ui." + renderer).getConstructor().newInstance();
        this.draw = svg.getClass().getMethod("draw", jars.type(prefix + drawnType));
    }

    @Override
    public Position start(long seed) {
        return new ListedMovesTable(engine, maxPlies, words,
                game -> (String) call(draw, svg, call(drawn, game)));
    }

    @Override
    public List<Player> anchors() {
        // The random anchor draws among the legal moves from the game's seed and the move's
        // number, so a game replays from its seed.
        return List.of(new Anchor("reference-random", this, (table, seed, ply) ->
                        random(table, seed * 31 + ply)),
                new Anchor("reference-strong", this, (table, seed, ply) ->
                        Reflective.call(() -> engine.choose(strongAgent,
                                ((ListedMovesTable) table).game()))));
    }

    private String random(Position table, long seed) {
        List<String> legal = Reflective.call(() -> engine.legal(((ListedMovesTable) table)
                .game()));
        return legal.get(new SplittableRandom(seed).nextInt(legal.size()));
    }

    @Override
    public void close() throws IOException {
        jars.close();
    }
}
