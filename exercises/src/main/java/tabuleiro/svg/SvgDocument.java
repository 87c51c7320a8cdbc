package tabuleiro.svg;

import java.util.Locale;
import java.util.Objects;

/**
 * A board picture's SVG document, as every game's {@link BoardPicture} writes it: the root
 * element with its size, the title a reader who cannot see the picture is told, rectangles,
 * the row and column labels, and the end.
 *
 * <p>The games' pictures differ in what they draw on their squares (piece symbols, discs,
 * pieces of several traits, tiles) and in their layout, which each keeps; the frame of the
 * document and its lettering are the same, so they are written once, here. Numbers are written
 * with {@link Locale#ROOT}: a picture must not change with the machine's language.
 */
public final class SvgDocument {

    /** The fonts every picture's text asks for, the first the one the rule book's site has. */
    public static final String FONT = "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\"";

    private final StringBuilder svg = new StringBuilder();

    /**
     * Starts a document.
     *
     * @param width the picture's width, in SVG user units (pixels at 100%)
     * @param height the picture's height
     * @param title what a reader who cannot see the picture is told, already fit for XML (the
     *     caller escapes what it must)
     * @throws NullPointerException if {@code title} is null
     * @throws IllegalArgumentException unless {@code width > 0 && height > 0}
     */
    public SvgDocument(int width, int height, String title) {
        Objects.requireNonNull(title, "title");
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("a picture is at least one unit wide and high,"
                    + " but this one would be " + width + " by " + height);
        }
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\">%n",
                width, height, width, height));
        svg.append("<title>").append(title).append("</title>\n");
    }

    /**
     * Adds elements the caller wrote, such as a piece.
     *
     * @param elements SVG elements, each ending its line
     * @return this document
     * @throws NullPointerException if {@code elements} is null
     */
    public SvgDocument add(String elements) {
        svg.append(Objects.requireNonNull(elements, "elements"));
        return this;
    }

    /**
     * Adds a filled rectangle with square corners, such as a square of a board.
     *
     * @param x the left edge
     * @param y the top edge
     * @param width the width
     * @param height the height
     * @param fill the colour, such as {@code #f0d9b5}
     * @return this document
     * @throws NullPointerException if {@code fill} is null
     */
    public SvgDocument rectangle(int x, int y, int width, int height, String fill) {
        Objects.requireNonNull(fill, "fill");
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\""
                + " height=\"%d\" fill=\"%s\"/>%n", x, y, width, height, fill));
        return this;
    }

    /**
     * Adds a label, such as a row's number or a column's letter, centred on a point.
     *
     * @param x the centre of the text
     * @param y the text's baseline
     * @param size the font size
     * @param text the label, fit for XML
     * @return this document
     * @throws NullPointerException if {@code text} is null
     */
    public SvgDocument label(int x, int y, int size, String text) {
        Objects.requireNonNull(text, "text");
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\""
                + " font-size=\"%d\" " + FONT + " fill=\"#333\">%s</text>%n", x, y, size, text));
        return this;
    }

    /**
     * Ends the document.
     *
     * @return the standalone SVG document, ending with a line break; this document is not to be
     *     added to afterwards
     */
    public String end() {
        return svg.append("</svg>\n").toString();
    }
}
