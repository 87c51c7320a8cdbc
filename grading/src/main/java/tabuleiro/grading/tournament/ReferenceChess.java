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
import tabuleiro.grading.child.ChessEngine;
import tabuleiro.grading.child.ListedMovesEngine;

/**
 * Chess on the referee's side: the reference's {@code Game} played through
 * {@link ChessEngine} (the same code the agents' host plays the submission's engine with); a
 * uniform choice among its legal moves and its {@code AlphaBetaAgent} at a fixed depth as
 * anchors; its {@code ui.SvgDiagram} for the replays. A move is in UCI, such as {@code e2e4}
 * or {@code e7e8q}; moves are separated by spaces. A game ends as the reference ends it
 * (checkmate, stalemate, insufficient material, the seventy-five-move rule, fivefold
 * repetition: the draws a player need not claim) or, drawn, after {@link #MAX_PLIES}.
 */
final class ReferenceChess implements RefereeGame {

    /**
     * How many moves (plies) a game lasts at most: two random players rarely mate, and the
     * reference's automatic draws may take some 150 moves of each side to come.
     */
    static final int MAX_PLIES = 200;

    /**
     * How many plies the strong anchor looks ahead: a fixed depth, not a time budget, so that
     * its games replay exactly whatever the machine's load. Measured against the random
     * anchor (2026-11-25, 2 cores under load): at 2 a move took 12 ms on average, 51 ms at
     * worst once warm; at 3, 61 ms and 110 ms.
     */
    static final int STRONG_DEPTH = 2;

    private static final String PACKAGE = "tabuleiro.chess.";

    private final ReferenceJars jars;
    private final ChessEngine engine;
    private final Object strongAgent;
    private final Method position;
    private final Object svg;
    private final Method draw;

    private ReferenceChess(ReferenceJars jars) throws ReflectiveOperationException {
        this.jars = jars;
        Class<?> game = jars.type(PACKAGE + "Game");
        engine = new ChessEngine(game.getClassLoader());
        Constructor<?> alphaBeta = jars.type(PACKAGE + "AlphaBetaAgent")
                .getConstructor(int.class);
        strongAgent = make(alphaBeta, STRONG_DEPTH);
        position = game.getMethod("position");
        svg = jars.type(PACKAGE + "ui.SvgDiagram").getConstructor().newInstance();
        draw = svg.getClass().getMethod("draw", jars.type(PACKAGE + "Position"));
    }

    /**
     * Opens chess in the reference.
     *
     * @param folder the grader's {@code oracle/} folder
     * @return the referee's game
     * @throws IOException if the folder holds no jar or chess is not in it
     */
    static ReferenceChess open(Path folder) throws IOException {
        return ReferenceJars.open(folder, "chess", ReferenceChess::new);
    }

    /**
     * Opens chess in the reference's jars or class folders, as a test finds them.
     *
     * @param reference the reference's jars or class folders
     * @return the referee's game
     * @throws IOException if chess is not in them
     */
    static ReferenceChess open(List<URL> reference) throws IOException {
        return ReferenceJars.open(reference, reference.toString(), "chess",
                ReferenceChess::new);
    }

    @Override
    public Position start(long seed) {
        return new ListedMovesTable(engine, MAX_PLIES, "not.chess",
                game -> (String) call(draw, svg, call(position, game)));
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
        // The reference has no random chess agent: the random anchor draws among the legal
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
