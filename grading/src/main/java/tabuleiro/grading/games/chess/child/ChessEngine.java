package tabuleiro.grading.games.chess.child;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.child.ListedMovesEngine;
import tabuleiro.grading.child.ReflectedEngine;

/**
 * A chess engine seen through its public methods, called by name: the submission's, in the
 * agent's host, or the reference's, in the referee. A game is {@code Game.newGame()}; a move
 * is the UCI text ({@code Move.uci()}, such as {@code e2e4} or {@code e7e8q}) of one of
 * {@code Game.legalMoves()}, played with {@code Game.play(Move)}; an agent is asked
 * {@code Agent.chooseMove(Game)}. White moves first.
 */
public final class ChessEngine extends ReflectedEngine implements ListedMovesEngine {

    private static final String UCI = "[a-h][1-8][a-h][1-8][qrbn]?";

    private final Method chooseMove;
    private final Method newGame;
    private final Method legalMoves;
    private final Method play;
    private final Method isOver;
    private final Method outcome;
    private final Method result;
    private final Method uci;

    /**
     * Finds the engine's classes and methods.
     *
     * @param loader the class loader that holds the engine
     * @throws ReflectiveOperationException if a class or method of the game's is missing
     */
    public ChessEngine(ClassLoader loader) throws ReflectiveOperationException {
        super(loader, "chess");
        Class<?> game = type("Game");
        final Class<?> move = type("Move");
        chooseMove = agentType().getMethod("chooseMove", game);
        newGame = game.getMethod("newGame");
        legalMoves = game.getMethod("legalMoves");
        play = game.getMethod("play", move);
        isOver = game.getMethod("isOver");
        outcome = game.getMethod("outcome");
        result = type("Outcome").getMethod("result");
        uci = move.getMethod("uci");
    }

    @Override
    public boolean readable(String moves) {
        return moves.isEmpty() || moves.matches(UCI + "( " + UCI + ")*");
    }

    @Override
    public Object start() throws ReflectiveOperationException {
        return newGame.invoke(null);
    }

    @Override
    public List<String> legal(Object game) throws ReflectiveOperationException {
        List<String> texts = new ArrayList<>();
        for (Object move : (List<?>) legalMoves.invoke(game)) {
            texts.add((String) uci.invoke(move));
        }
        return texts;
    }

    @Override
    public boolean play(Object game, String move) throws ReflectiveOperationException {
        if (over(game)) {
            return false;
        }
        for (Object legal : (List<?>) legalMoves.invoke(game)) {
            if (move.equals(uci.invoke(legal))) {
                play.invoke(game, legal);
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
        Optional<?> ended = (Optional<?>) outcome.invoke(game);
        if (ended.isEmpty()) {
            return -1;
        }
        return switch (((Enum<?>) result.invoke(ended.get())).name()) {
            case "WHITE_WINS" -> 0;
            case "BLACK_WINS" -> 1;
            default -> -1;
        };
    }

    @Override
    public String choose(Object agent, Object game) throws ReflectiveOperationException {
        return (String) uci.invoke(chooseMove.invoke(agent, game));
    }
}
