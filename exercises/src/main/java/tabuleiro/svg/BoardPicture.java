package tabuleiro.svg;

import tabuleiro.ui.Language;

/**
 * Draws a position of one game as a picture: a standalone SVG document.
 *
 * <p>Each game has one, in its {@code ui} package, which the game's
 * {@link tabuleiro.cli.GameEntry} gives, so that {@link tabuleiro.cli.BoardPictures} finds it
 * by the game's name. The games on a square board of squares and pieces written in
 * FEN share what they do alike in {@link SquareBoardPicture}; every picture writes its document
 * with {@link SvgDocument}. The
 * position is given in the game's own notation, the one its rule book draws positions in, so
 * that a slide or a feedback page can show exactly the position that a scenario states. The
 * picture is a whole SVG document ({@code <svg xmlns=...>}): it can be saved as a {@code .svg}
 * file, put in an {@code <img>}, or written inline into an HTML page.
 *
 * <p>A picture is also a text: {@link #describe(String, Language)} says what the position holds
 * (its pieces and their squares) in words, for a reader who cannot see it, in English or in
 * Portuguese. The picture's own {@code <title>} is that text in English.
 */
public interface BoardPicture {

    /**
     * Returns the game this picture draws, named as the launcher's subcommand and the grading
     * scheme name it.
     *
     * @return the game's command name: lower-case words joined by hyphens
     */
    String game();

    /**
     * Tells whether the game's rule book also writes a position on one line, quoted in a
     * step's text (as FEN), which {@link #draw(String)} draws too: the rule book site then
     * draws each such quoted position beside its step.
     *
     * @return {@code false} unless the picture says otherwise
     */
    default boolean drawsQuotedPositions() {
        return false;
    }

    /**
     * Draws a position given in the game's notation.
     *
     * @param position the position as the game's rule book draws it
     * @return a standalone SVG document showing the position
     * @throws NullPointerException if {@code position} is null
     * @throws IllegalArgumentException unless {@code position} is a position in the game's
     *     notation; the message says what was expected and what came
     */
    String draw(String position);

    /**
     * Describes a position in words, for a reader who cannot see its picture: the pieces it
     * holds and their squares, worked out from the position itself and said in the language's
     * words for them (the rule book's and the text UI's). In English it is the {@code <title>}
     * of {@link #draw(String)}'s picture.
     *
     * @param position the position as the game's rule book draws it, as {@link #draw(String)}
     *     takes it
     * @param language the language of the text
     * @return the text equivalent of the position's picture, plain text (not escaped for XML)
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a position in the game's
     *     notation; the message says what was expected and what came
     */
    String describe(String position, Language language);
}
