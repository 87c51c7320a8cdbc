package tabuleiro.grading.games.quarto.child;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.child.ReflectedEngine;

/**
 * A Quarto engine seen through its public methods, called by name: the submission's, in the
 * agent's host, or the reference's, in the referee. The grader compiles against neither, so
 * both sides play a move and ask an agent with this one piece of code.
 *
 * <p>A game starts with {@code Game.start(Variant.SQUARES, Player.SECOND)}: the first player
 * hands the first piece over. A move ({@link QuartoNotation}) is {@code place} then
 * {@code choose}; an agent is asked {@code chooseSquare} for the piece it was handed, which is
 * placed on the same engine, then {@code choosePiece} for the piece it hands over, unless its
 * placement ended the game. Squares and pieces are built with their records' constructors.
 */
public final class QuartoEngine extends ReflectedEngine {

    private final Method start;
    private final Object squares;
    private final Object second;
    private final Method place;
    private final Method choose;
    private final Method chosenPiece;
    private final Method isOver;
    private final Method winner;
    private final Object first;
    private final Method chooseSquare;
    private final Method choosePiece;
    private final Constructor<?> square;
    private final Method column;
    private final Method row;
    private final Constructor<?> piece;
    private final List<Class<?>> traits;
    private final List<Method> traitOf;

    /**
     * Finds the engine's classes and methods.
     *
     * @param loader the class loader that holds the engine
     * @throws ReflectiveOperationException if a class or method of the game's is missing
     */
    public QuartoEngine(ClassLoader loader) throws ReflectiveOperationException {
        super(loader, "quarto");
        Class<?> game = type("Game");
        Class<?> variant = type("Variant");
        Class<?> player = type("Player");
        final Class<?> squareType = type("Square");
        final Class<?> pieceType = type("Piece");
        start = game.getMethod("start", variant, player);
        squares = variant.getField("SQUARES").get(null);
        second = player.getField("SECOND").get(null);
        place = game.getMethod("place", squareType);
        choose = game.getMethod("choose", pieceType);
        chosenPiece = game.getMethod("chosenPiece");
        isOver = game.getMethod("isOver");
        winner = game.getMethod("winner");
        first = player.getField("FIRST").get(null);
        chooseSquare = agentType().getMethod("chooseSquare", game);
        choosePiece = agentType().getMethod("choosePiece", game);
        square = squareType.getConstructor(int.class, int.class);
        column = squareType.getMethod("column");
        row = squareType.getMethod("row");
        traits = List.of(type("Size"), type("Colour"), type("Shape"),
                type("Fill"));
        piece = pieceType.getConstructor(traits.toArray(Class<?>[]::new));
        traitOf = List.of(pieceType.getMethod("size"), pieceType.getMethod("colour"),
                pieceType.getMethod("shape"), pieceType.getMethod("fill"));
    }

    @Override
    public boolean readable(String moves) {
        return QuartoNotation.isGame(moves);
    }

    @Override
    public String ask(Object agent, String moves) throws ReflectiveOperationException {
        return turn(agent, replay(moves));
    }

    /**
     * A game played from the start.
     *
     * @param moves its moves, {@link #readable}
     * @return the engine's {@code Game} after them
     * @throws ReflectiveOperationException if the engine throws (its exception is the cause)
     */
    public Object replay(String moves) throws ReflectiveOperationException {
        Object game = start();
        for (String move : QuartoNotation.split(moves)) {
            Optional<int[]> at = QuartoNotation.square(move);
            if (at.isPresent()) {
                place(game, at.get()[0], at.get()[1]);
            }
            Optional<List<String>> handed = QuartoNotation.piece(move);
            if (handed.isPresent()) {
                choose(game, handed.get());
            }
        }
        return game;
    }

    /**
     * Starts a game in which the first player hands the first piece over.
     *
     * @return the engine's {@code Game}
     * @throws ReflectiveOperationException if the engine throws
     */
    public Object start() throws ReflectiveOperationException {
        return start.invoke(null, squares, second);
    }

    /**
     * Places the piece handed over.
     *
     * @param game the engine's {@code Game}
     * @param atColumn the column, 1 to 4
     * @param atRow the row, 1 to 4
     * @throws ReflectiveOperationException if the engine refuses (its exception is the cause)
     */
    public void place(Object game, int atColumn, int atRow) throws ReflectiveOperationException {
        place.invoke(game, square.newInstance(atColumn, atRow));
    }

    /**
     * Hands a piece over.
     *
     * @param game the engine's {@code Game}
     * @param names the piece's traits' names: size, colour, shape, fill
     * @throws ReflectiveOperationException if the engine refuses (its exception is the cause)
     */
    public void choose(Object game, List<String> names) throws ReflectiveOperationException {
        Object[] values = new Object[traits.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = traits.get(i).getField(names.get(i)).get(null);
        }
        choose.invoke(game, piece.newInstance(values));
    }

    /**
     * The piece handed over and not yet placed.
     *
     * @param game the engine's {@code Game}
     * @return its traits' names, if there is one
     * @throws ReflectiveOperationException if the engine throws
     */
    public Optional<List<String>> pending(Object game) throws ReflectiveOperationException {
        Optional<?> chosen = (Optional<?>) chosenPiece.invoke(game);
        return chosen.isPresent() ? Optional.of(names(chosen.get())) : Optional.empty();
    }

    /**
     * Whether the game has ended.
     *
     * @param game the engine's {@code Game}
     * @return {@code isOver()}
     * @throws ReflectiveOperationException if the engine throws
     */
    public boolean over(Object game) throws ReflectiveOperationException {
        return (Boolean) isOver.invoke(game);
    }

    /**
     * The winner of the game.
     *
     * @param game the engine's {@code Game}
     * @return {@code winner()}: the engine's {@code Player}, empty without one
     * @throws ReflectiveOperationException if the engine throws
     */
    public Optional<?> winner(Object game) throws ReflectiveOperationException {
        return (Optional<?>) winner.invoke(game);
    }

    /**
     * The player who moves first, the one who hands the first piece over.
     *
     * @return the engine's {@code Player.FIRST}
     */
    public Object firstPlayer() {
        return first;
    }

    /**
     * Asks an agent for its move and plays it on the engine.
     *
     * @param agent an agent of the engine's
     * @param game the engine's {@code Game}, changed by the move
     * @return the move, in {@link QuartoNotation}
     * @throws ReflectiveOperationException if the agent or the engine throws
     */
    public String turn(Object agent, Object game) throws ReflectiveOperationException {
        int placedColumn = 0;
        int placedRow = 0;
        if (pending(game).isPresent()) {
            Object chosen = chooseSquare.invoke(agent, game);
            placedColumn = (Integer) column.invoke(chosen);
            placedRow = (Integer) row.invoke(chosen);
            // The agent chooses the piece it hands over from the position it made; if the
            // engine refuses its square, the agent has failed.
            place.invoke(game, chosen);
        }
        List<String> hand = List.of();
        if (!over(game)) {
            hand = names(choosePiece.invoke(agent, game));
        }
        return QuartoNotation.write(placedColumn, placedRow, hand);
    }

    private List<String> names(Object handed) throws ReflectiveOperationException {
        return QuartoNotation.names(traitOf.get(0).invoke(handed), traitOf.get(1).invoke(handed),
                traitOf.get(2).invoke(handed), traitOf.get(3).invoke(handed));
    }
}
