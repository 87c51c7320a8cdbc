package tabuleiro.svg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import tabuleiro.ui.Language;

/**
 * The picture of a game played on a square board of squares that hold pieces, and whose
 * positions are also written in FEN: what every such picture does alike, so that each game's
 * picture keeps only what differs (how its rule book writes a position, and how its squares
 * and pieces are drawn and named).
 *
 * <p>A position is given in one of two ways, as the game's rule book gives it: its drawing of
 * the board over several lines, or one line of the game's FEN. Either way it is read into the
 * pieces it holds, by square; the picture ({@link #picture}) and its words ({@link #title}) are
 * worked out from those alone. A picture keeps no state, so one serves every drawing.
 *
 * @param <S> the game's squares
 * @param <P> the game's pieces
 */
public abstract class SquareBoardPicture<S, P> implements BoardPicture {

    private final String game;

    /**
     * Creates the picture of a game.
     *
     * @param game the game's command name, as the launcher names it
     * @throws NullPointerException if {@code game} is null
     */
    protected SquareBoardPicture(String game) {
        this.game = Objects.requireNonNull(game, "game");
    }

    /**
     * Returns the game this picture draws.
     *
     * @return the game's command name, as given to the constructor
     */
    @Override
    public final String game() {
        return game;
    }

    /**
     * Draws a position given as the game's rule book draws it, or in FEN on one line.
     *
     * @param position the board as the rule book draws it (blank lines do not matter), or one
     *     line of FEN; the class's documentation shows the drawing
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code position} is null
     * @throws IllegalArgumentException unless {@code position} is such a drawing or FEN; the
     *     message says which line or square is wrong and why
     */
    @Override
    public final String draw(String position) {
        return picture(pieces(position));
    }

    /**
     * Tells that the game's rule book also quotes positions on one line, in FEN, which
     * {@link #draw(String)} draws.
     *
     * @return {@code true}
     */
    @Override
    public boolean drawsQuotedPositions() {
        return true;
    }

    /**
     * Describes a position in words: each side's pieces by square.
     *
     * @param position the position, as {@link #draw(String)} takes it
     * @param language the language of the text
     * @return the text equivalent of the position's picture
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a drawing or FEN as
     *     {@link #draw(String)} takes it
     */
    @Override
    public final String describe(String position, Language language) {
        Objects.requireNonNull(language, "language");
        return title(pieces(position), language);
    }

    /** Reads a position given as the rule book's drawing or as one line of FEN. */
    private Map<S, P> pieces(String position) {
        Objects.requireNonNull(position, "position");
        List<String> lines = position.lines().filter(line -> !line.isBlank()).toList();
        if (lines.size() == 1 && isFen(lines.get(0))) {
            return readFen(lines.get(0));
        }
        return readDrawing(lines);
    }

    /**
     * The pieces of a board, by square, for drawing a game's own board.
     *
     * @param squares every square of the board
     * @param pieceAt the piece on a square, if any
     * @param <S> the game's squares
     * @param <P> the game's pieces
     * @return the pieces on the squares that hold one
     */
    protected static <S, P> Map<S, P> piecesOf(Iterable<S> squares,
            Function<S, Optional<P>> pieceAt) {
        Map<S, P> pieces = new HashMap<>();
        for (S square : squares) {
            pieceAt.apply(square).ifPresent(piece -> pieces.put(square, piece));
        }
        return pieces;
    }

    /**
     * Tells whether a position of one line is written in FEN rather than drawn.
     *
     * @param line the position's one non-blank line
     * @return true if it is to be read as FEN
     */
    protected abstract boolean isFen(String line);

    /**
     * Reads a position written in FEN.
     *
     * @param line the one line of FEN
     * @return the pieces by square
     * @throws IllegalArgumentException unless it is FEN of a position
     */
    protected abstract Map<S, P> readFen(String line);

    /**
     * Reads the rule book's drawing of a board, checking it line by line.
     *
     * @param lines the drawing's non-blank lines
     * @return the pieces by square
     * @throws IllegalArgumentException unless it is such a drawing; the message says which line
     *     or square is wrong and why
     */
    protected abstract Map<S, P> readDrawing(List<String> lines);

    /**
     * Draws the pieces on the board.
     *
     * @param pieces the pieces by square
     * @return the picture, a standalone SVG document whose title is {@link #title} in English
     */
    protected abstract String picture(Map<S, P> pieces);

    /**
     * Says in words what the pieces are and where, for a reader who cannot see the picture.
     *
     * @param pieces the pieces by square
     * @param language the language of the words
     * @return the text, plain (not escaped for XML)
     */
    protected abstract String title(Map<S, P> pieces, Language language);
}
