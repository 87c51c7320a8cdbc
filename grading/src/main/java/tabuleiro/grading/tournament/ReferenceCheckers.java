package tabuleiro.grading.tournament;

import static tabuleiro.grading.tournament.ReferenceJars.call;
import static tabuleiro.grading.tournament.ReferenceJars.make;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import tabuleiro.grading.child.CheckersEngine;
import tabuleiro.grading.child.ListedMovesEngine;

/**
 * Checkers on the referee's side: the reference's {@code Game}, the brief's Damas Clássicas
 * ({@code Variant.CLASSIC}: flying kings, compulsory capture of the most, its two draw rules),
 * played through {@link CheckersEngine} (the same code the agents' host plays the submission's
 * engine with); a uniform choice among its legal moves and its {@code AlphaBetaAgent} at a
 * fixed depth as anchors; its {@code ui.SvgCheckerboard} for the replays. A move is in the rule
 * book's numbered squares, such as {@code 11-15} or {@code 15x24} (a capture names every
 * landing square), or {@code resign}; moves are separated by spaces. A game ends as the
 * reference ends it (a side without pieces or moves loses, a resignation, the draw rules) or,
 * drawn, after {@link #MAX_PLIES}.
 */
final class ReferenceCheckers implements RefereeGame {

    /**
     * How many moves (plies) a game lasts at most: the draw rules end most games long before
     * (twenty king moves without a capture), but a cap makes the end certain.
     */
    static final int MAX_PLIES = 300;

    /**
     * How many plies the strong anchor looks ahead: a fixed depth, not a time budget, so that
     * its games replay exactly whatever the machine's load. Measured against the random
     * anchor (2026-11-25, 2 cores under load): at 4 a move took 9 to 23 ms on average, 18 ms
     * at worst once warm (112 ms cold); at 6, 31 to 44 ms and 139 ms.
     */
    static final int STRONG_DEPTH = 4;

    private static final String PACKAGE = "tabuleiro.checkers.";

    private final ReferenceJars jars;
    private final CheckersEngine engine;
    private final Object strongAgent;
    private final Method board;
    private final Object svg;
    private final Method draw;

    private ReferenceCheckers(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        engine = new CheckersEngine(game.getClassLoader());
        Constructor<?> alphaBeta = jars.type(PACKAGE + "AlphaBetaAgent")
                .getConstructor(int.class);
        strongAgent = make(alphaBeta, STRONG_DEPTH);
        board = game.getMethod("board");
        svg = jars.type(PACKAGE + "ui.SvgCheckerboard").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", jars.type(PACKAGE + "Board"));
    }

    /**
     * Opens checkers in the reference.
     *
     * @param folder the grader's {@code oracle/} folder
     * @return the referee's game
     * @throws IOException if the folder holds no jar or checkers is not in it
     */
    static ReferenceCheckers open(Path folder) throws IOException {
        return ReferenceJars.open(folder, "checkers", ReferenceCheckers::new);
    }

    /**
     * Opens checkers in the reference's jars or class folders, as a test finds them.
     *
     * @param reference the reference's jars or class folders
     * @return the referee's game
     * @throws IOException if checkers is not in them
     */
    static ReferenceCheckers open(List<URL> reference) throws IOException {
        return ReferenceJars.open(reference, reference.toString(), "checkers",
                ReferenceCheckers::new);
    }

    @Override
    public Position start(long seed) {
        return new ListedMovesTable(engine, MAX_PLIES, "not.checkers",
                game -> (String) call(draw, svg, call(board, game)));
    }

    @Override
    public List<String> split(String moves) {
        return ListedMovesEngine.split(moves);
    }

    @Override
    public String join(List<String> moves) {
        return String.join(" ", moves);
    }

    @Override
    public List<Player> anchors() {
        // The reference has no random checkers agent: the random anchor draws among the legal
        // moves from the game's seed and the move's number, so a game replays from its seed.
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
