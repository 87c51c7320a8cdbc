package tabuleiro.grading.games.checkers.child;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.child.ListedMovesEngine;
import tabuleiro.grading.child.ReflectedEngine;

/**
 * A checkers engine seen through its public methods, called by name: the submission's, in the
 * agent's host, or the reference's, in the referee. A game is
 * {@code Game.newGame(Variant.CLASSIC)}, the brief's Damas Clássicas with its draw rules; a
 * move is the text ({@code Move.toString()}, the rule book's numbered squares, such as
 * {@code 11-15} or {@code 15x24x31}) of one of {@code Game.routes()} (every legal move, a
 * capture by any of its routes), played with {@code Game.play(Move)}, or {@code resign}
 * ({@code Game.resign()}, rule CHECKERS-23); an agent is asked
 * {@code Agent.chooseMove(Game)}, whose empty answer resigns. White moves first.
 */
public final class CheckersEngine extends ReflectedEngine implements ListedMovesEngine {

    /** The move that gives the game up. */
    public static final String RESIGN = "resign";

    private static final String MOVE = "([1-9]|[12][0-9]|3[0-2])([-x]([1-9]|[12][0-9]|3[0-2]))+";

    private final Method chooseMove;
    private final Method newGame;
    private final Object classic;
    private final Method routes;
    private final Method legalMoves;
    private final Method play;
    private final Method resign;
    private final Method isOver;
    private final Method winner;
    private final Object white;

    /**
     * Finds the engine's classes and methods.
     *
     * @param loader the class loader that holds the engine
     * @throws ReflectiveOperationException if a class or method of the game's is missing
     */
    public CheckersEngine(ClassLoader loader) throws ReflectiveOperationException {
        super(loader, "checkers");
        Class<?> game = type("Game");
        Class<?> variant = type("Variant");
        chooseMove = agentType().getMethod("chooseMove", game);
        newGame = game.getMethod("newGame", variant);
        classic = variant.getField("CLASSIC").get(null);
        routes = game.getMethod("routes");
        legalMoves = game.getMethod("legalMoves");
        play = game.getMethod("play", type("Move"));
        resign = game.getMethod("resign");
        isOver = game.getMethod("isOver");
        winner = game.getMethod("winner");
        white = type("Colour").getField("WHITE").get(null);
    }

    @Override
    public boolean readable(String moves) {
        String one = "(" + MOVE + "|" + RESIGN + ")";
        return moves.isEmpty() || moves.matches(one + "( " + one + ")*");
    }

    @Override
    public Object start() throws ReflectiveOperationException {
        return newGame.invoke(null, classic);
    }

    // Each legal move once ({@code legalMoves()}), not each route: a random agent draws among
    // moves, and a capture of two routes is one move.
    @Override
    public List<String> legal(Object game) throws ReflectiveOperationException {
        List<String> texts = new ArrayList<>();
        for (Object route : (List<?>) legalMoves.invoke(game)) {
            texts.add(route.toString());
        }
        return texts;
    }

    @Override
    public boolean play(Object game, String move) throws ReflectiveOperationException {
        if (over(game)) {
            return false;
        }
        if (RESIGN.equals(move)) {
            resign.invoke(game);
            return true;
        }
        for (Object route : (List<?>) routes.invoke(game)) {
            if (move.equals(route.toString())) {
                play.invoke(game, route);
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean over(Object game) throws ReflectiveOperationException {
        return (Boolean) isOver.invoke(game);
    }

    @Override
    public int winner(Object game) throws ReflectiveOperationException {
        Optional<?> won = (Optional<?>) winner.invoke(game);
        return won.map(side -> side.equals(white) ? 0 : 1).orElse(-1);
    }

    @Override
    public String choose(Object agent, Object game) throws ReflectiveOperationException {
        Optional<?> move = (Optional<?>) chooseMove.invoke(agent, game);
        return move.map(Object::toString).orElse(RESIGN);
    }
}
