package tabuleiro.qwirkle.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.Colour;
import tabuleiro.qwirkle.Shape;
import tabuleiro.qwirkle.Tile;
import tabuleiro.svg.BoardPicture;
import tabuleiro.svg.SvgDocument;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * Draws a Qwirkle board as a picture: a standalone SVG document, for the slides and for feedback
 * pages.
 *
 * <p>The position is given as the rule book draws it (and as {@link Board#draw(int)} writes it):
 * column numbers on top, row numbers on the left, each tile in the game's notation (a shape
 * letter then a colour digit, {@code A1} a red circle) and {@code ..} for an empty square:
 *
 * <pre>
 *    -1  0  1
 * -1 B1 .. ..
 *  0 A1 A2 A3
 * </pre>
 *
 * <p>The picture keeps the drawing's squares and numbers, negative ones included, so that a
 * square such as {@code 0,3} in a rule can be found on it (rule QWIRKLE-14). A tile is drawn as
 * the game's black tile with its shape in its colour, and its notation written in a corner: the
 * picture reads the same to a colour-blind reader, and the shape alone tells the shapes apart.
 * The document's title lists the tiles by square for a reader who cannot see the picture;
 * {@link #describe} says the same in Portuguese, in the words of the text UI
 * ({@link TextUiTexts}).
 */
public final class SvgBoard implements BoardPicture {

    /** The side of one square, in SVG user units (pixels at 100%). */
    private static final int CELL = 64;
    /** The room left of the board for the row numbers, which may be negative. */
    private static final int LEFT = 44;
    /** The room above the board for the column numbers. */
    private static final int TOP = 32;
    private static final int PADDING = 8;
    /** The font size of the row and column labels. */
    private static final int LABEL_SIZE = 18;

    /**
     * Creates the Qwirkle board picture; it keeps no state, so one serves every drawing.
     */
    public SvgBoard() {
        // Nothing to set up: every drawing is worked out from its argument alone.
    }

    /**
     * Returns the game this picture draws.
     *
     * @return {@code "qwirkle"}, the game's command name
     */
    @Override
    public String game() {
        return "qwirkle";
    }

    /**
     * Draws a board given as the rule book draws it.
     *
     * @param position the board: a line of column numbers, one after the other and growing to
     *     the right, then one line per row, the rows one after the other and growing downwards,
     *     each its number and then, for each column, a tile such as {@code A1} or {@code ..}
     *     (or {@code .}) for an empty square; blank lines and spacing do not matter
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code position} is null
     * @throws IllegalArgumentException unless {@code position} is such a board; the message says
     *     which line is wrong and why
     */
    @Override
    public String draw(String position) {
        return svg(Drawing.parse(position));
    }

    /**
     * Draws a board with a margin of empty squares around its tiles, as the text UI shows it.
     *
     * @param board the board to draw, read through {@link Board#draw(int)} only, and not changed
     * @param margin how many empty rows and columns to draw on each side, 0 or more
     * @return the picture, a standalone SVG document
     * @throws NullPointerException if {@code board} is null
     * @throws IllegalArgumentException unless {@code margin >= 0}
     */
    public String draw(Board board, int margin) {
        Objects.requireNonNull(board, "board");
        return draw(board.draw(margin));
    }

    /**
     * Describes a board in words: the rows and columns drawn, then each tile, in the game's
     * notation, and its square, in reading order.
     *
     * @param position the board, as {@link #draw(String)} takes it
     * @param language the language of the text
     * @return such as {@code Qwirkle board, rows 0 to 0, columns 0 to 1: 2 tiles, A1@0,0 A2@0,1}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException unless {@code position} is a board as
     *     {@link #draw(String)} takes it
     */
    @Override
    public String describe(String position, Language language) {
        Objects.requireNonNull(language, "language");
        return title(Drawing.parse(position), language);
    }

    /**
     * A board as the rule book draws it: the first row and column and, row by row, each square's
     * tile, or empty.
     */
    private record Drawing(int firstRow, int firstColumn, List<List<Optional<Tile>>> rows) {

        int columns() {
            return rows.get(0).size();
        }

        int tileCount() {
            return (int) rows.stream().flatMap(List::stream).filter(Optional::isPresent).count();
        }

        /** Reads the rule book's drawing of a board, checking it line by line. */
        static Drawing parse(String drawing) {
            Objects.requireNonNull(drawing, "position");
            List<String> lines = drawing.lines().filter(line -> !line.isBlank()).toList();
            if (lines.size() < 2) {
                throw new IllegalArgumentException("a Qwirkle board is drawn as a line of column"
                        + " numbers and at least one row, but this drawing has " + lines.size()
                        + (lines.size() == 1 ? " line" : " lines"));
            }
            String[] header = lines.get(0).trim().split("\\s+");
            int firstColumn = consecutive(header, "the first line numbers the columns");
            List<List<Optional<Tile>>> rows = new ArrayList<>();
            String[] rowNumbers = new String[lines.size() - 1];
            for (int i = 1; i < lines.size(); i++) {
                String line = lines.get(i).trim();
                String[] symbols = line.split("\\s+");
                if (symbols.length != header.length + 1) {
                    throw new IllegalArgumentException("line " + (i + 1) + " of a Qwirkle board"
                            + " is a row: its number and then " + header.length + " squares, but"
                            + " it is \"" + line + "\"");
                }
                rowNumbers[i - 1] = symbols[0];
                List<Optional<Tile>> row = new ArrayList<>();
                for (int column = 1; column < symbols.length; column++) {
                    row.add(square(symbols[column], symbols[0], header[column - 1]));
                }
                rows.add(row);
            }
            int firstRow = consecutive(rowNumbers, "the rows are numbered on the left");
            return new Drawing(firstRow, firstColumn, rows);
        }

        /** Checks that numbers count up by one, and returns the first. */
        private static int consecutive(String[] numbers, String what) {
            String expected = what + " with whole numbers that count up by one, such as -1 0 1";
            int first;
            try {
                first = Integer.parseInt(numbers[0]);
                for (int i = 1; i < numbers.length; i++) {
                    if (Integer.parseInt(numbers[i]) != first + i) {
                        throw new IllegalArgumentException(expected + ", but they are "
                                + String.join(" ", numbers));
                    }
                }
            } catch (NumberFormatException notNumber) {
                throw new IllegalArgumentException(expected + ", but they are "
                        + String.join(" ", numbers), notNumber);
            }
            return first;
        }

        private static Optional<Tile> square(String symbol, String row, String column) {
            if (symbol.equals(Board.EMPTY) || symbol.equals(".")) {
                return Optional.empty();
            }
            Optional<Tile> tile = Tile.read(symbol);
            if (tile.isEmpty()) {
                throw new IllegalArgumentException("a square of a Qwirkle board is drawn as \"..\""
                        + " (empty) or a tile, a shape letter A-F then a colour digit 1-6, but "
                        + row + "," + column + " is \"" + symbol + "\"");
            }
            return tile;
        }
    }

    private static String svg(Drawing drawing) {
        int width = LEFT + drawing.columns() * CELL + PADDING;
        int height = TOP + drawing.rows().size() * CELL + PADDING;
        SvgDocument svg = new SvgDocument(width, height, title(drawing, Language.ENGLISH));
        for (int column = 0; column < drawing.columns(); column++) {
            svg.label(LEFT + column * CELL + CELL / 2, TOP - 10, LABEL_SIZE,
                    String.valueOf(drawing.firstColumn() + column));
        }
        for (int row = 0; row < drawing.rows().size(); row++) {
            int y = TOP + row * CELL;
            svg.label(LEFT / 2 - 2, y + CELL / 2 + 7, LABEL_SIZE,
                    String.valueOf(drawing.firstRow() + row));
            for (int column = 0; column < drawing.columns(); column++) {
                int x = LEFT + column * CELL;
                Optional<Tile> tile = drawing.rows().get(row).get(column);
                svg.add(tile.isPresent() ? tile(x, y, tile.get()) : empty(x, y));
            }
        }
        return svg.end();
    }

    /**
     * What a reader who cannot see the picture is told: the tiles, in reading order, in the words
     * of the language's text UI.
     */
    private static String title(Drawing drawing, Language language) {
        List<String> where = new ArrayList<>();
        for (int row = 0; row < drawing.rows().size(); row++) {
            for (int column = 0; column < drawing.columns(); column++) {
                int r = drawing.firstRow() + row;
                int c = drawing.firstColumn() + column;
                drawing.rows().get(row).get(column)
                        .ifPresent(tile -> where.add(tile + "@" + r + "," + c));
            }
        }
        // The numbers go in as text: a language's number format might group or sign them.
        return Texts.of(TextUiTexts.class, language).text("picture.title",
                String.valueOf(drawing.firstRow()),
                String.valueOf(drawing.firstRow() + drawing.rows().size() - 1),
                String.valueOf(drawing.firstColumn()),
                String.valueOf(drawing.firstColumn() + drawing.columns() - 1),
                drawing.tileCount(), String.join(" ", where));
    }

    private static String empty(int x, int y) {
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                + " rx=\"6\" fill=\"#f2efe6\" stroke=\"#c9c2ae\" stroke-width=\"1.5\"/>%n",
                x + 3, y + 3, CELL - 6, CELL - 6);
    }

    private static String tile(int x, int y, Tile tile) {
        String colour = colour(tile.colour());
        return String.format(Locale.ROOT, "<g class=\"tile\" data-tile=\"%s\">%n"
                + "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"#1b1b1b\"/>%n"
                + "%s"
                + "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\" " + SvgDocument.FONT
                + " fill=\"#ffffff\">%s</text>%n</g>%n",
                tile, x + 3, y + 3, CELL - 6, CELL - 6,
                shape(tile.shape(), x + CELL / 2.0, y + CELL / 2.0 - 3, colour),
                x + CELL - 7, y + CELL - 7, tile);
    }

    /** The colours of the game's six colours, bright enough on a black tile. */
    private static String colour(Colour colour) {
        return switch (colour) {
            case RED -> "#e8343f";
            case ORANGE -> "#f68b1f";
            case YELLOW -> "#f7d51d";
            case GREEN -> "#36b24a";
            case BLUE -> "#2f8fe0";
            case PURPLE -> "#a45bd0";
        };
    }

    /** One of the six shapes, about 36 units across, centred on a point. */
    private static String shape(Shape shape, double cx, double cy, String fill) {
        return switch (shape) {
            case CIRCLE -> String.format(Locale.ROOT,
                    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"16\" fill=\"%s\"/>%n", cx, cy, fill);
            case CROSS -> polygon(fill, cx, cy, -6, -18, 6, -18, 6, -6, 18, -6, 18, 6, 6, 6, 6, 18,
                    -6, 18, -6, 6, -18, 6, -18, -6, -6, -6);
            case DIAMOND -> polygon(fill, cx, cy, 0, -19, 15, 0, 0, 19, -15, 0);
            case SQUARE -> String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"30\""
                    + " height=\"30\" fill=\"%s\"/>%n", cx - 15, cy - 15, fill);
            case STAR -> star(fill, cx, cy);
            case CLOVER -> clover(fill, cx, cy);
        };
    }

    private static String polygon(String fill, double cx, double cy, double... offsets) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < offsets.length; i += 2) {
            points.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f",
                    cx + offsets[i], cy + offsets[i + 1]));
        }
        return "<polygon points=\"" + points + "\" fill=\"" + fill + "\"/>\n";
    }

    /** An eight-pointed star, the game's starburst. */
    private static String star(String fill, double cx, double cy) {
        double[] offsets = new double[32];
        for (int point = 0; point < 16; point++) {
            double radius = point % 2 == 0 ? 19 : 8;
            double angle = Math.PI * point / 8 - Math.PI / 2;
            offsets[2 * point] = radius * Math.cos(angle);
            offsets[2 * point + 1] = radius * Math.sin(angle);
        }
        return polygon(fill, cx, cy, offsets);
    }

    /** A four-leafed clover: four round leaves around a round heart. */
    private static String clover(String fill, double cx, double cy) {
        StringBuilder svg = new StringBuilder();
        double[][] leaves = {{0, -9}, {9, 0}, {0, 9}, {-9, 0}};
        for (double[] leaf : leaves) {
            svg.append(String.format(Locale.ROOT,
                    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8.5\" fill=\"%s\"/>%n",
                    cx + leaf[0], cy + leaf[1], fill));
        }
        svg.append(String.format(Locale.ROOT,
                "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"6\" fill=\"%s\"/>%n", cx, cy, fill));
        return svg.toString();
    }
}
