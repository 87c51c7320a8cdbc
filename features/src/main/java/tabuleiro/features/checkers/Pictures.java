package tabuleiro.features.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;

/**
 * The rule book's labelled boards: column numbers on top, row numbers on the left, a space for a
 * light square, {@code .} for an empty dark one, {@code w}/{@code b} for men and
 * {@code W}/{@code B} for kings. The glue draws the engine's boards itself, through
 * {@code pieceAt}, so that a wrong drawing routine of a student fails only the scenarios about
 * drawing.
 */
public final class Pictures {

    private Pictures() {
    }

    /**
     * Draws a game's board and says whose turn it is, for failure messages.
     *
     * @param game the game
     * @return the drawing, or why it could not be made
     */
    public static String of(Game game) {
        try {
            return "The engine's board:\n" + draw(game.board());
        } catch (RuntimeException failure) {
            return "(the board could not be read: " + failure.getMessage() + ")";
        }
    }

    /**
     * Draws a board in the rule book's way, with no trailing spaces.
     *
     * @param board the board
     * @return the drawing
     */
    public static String draw(Board board) {
        List<String> lines = new ArrayList<>();
        lines.add("  1 2 3 4 5 6 7 8");
        for (int row = 1; row <= Square.SIZE; row++) {
            StringBuilder line = new StringBuilder().append(row);
            for (int column = 1; column <= Square.SIZE; column++) {
                char shown = ' ';
                if (Square.isDark(row, column)) {
                    Optional<Piece> piece = board.pieceAt(Square.at(row, column));
                    shown = piece.map(Pictures::symbol).orElse('.');
                }
                line.append(' ').append(shown);
            }
            lines.add(line.toString().stripTrailing());
        }
        return String.join("\n", lines);
    }

    /**
     * Reads a labelled board.
     *
     * @param drawing the drawing, as the rule book writes it
     * @return the board
     * @throws IllegalArgumentException if the drawing is not a labelled board
     */
    public static Board parse(String drawing) {
        String[] lines = drawing.split("\\R");
        if (lines.length != Square.SIZE + 1) {
            throw new IllegalArgumentException("a labelled board has a header and 8 rows, but"
                    + " this one has " + lines.length + " lines");
        }
        Board board = new Board();
        for (int row = 1; row <= Square.SIZE; row++) {
            String line = String.format("%-17s", lines[row]);
            for (int column = 1; column <= Square.SIZE; column++) {
                char shown = line.charAt(2 * column);
                if (shown == ' ' || shown == '.') {
                    continue;
                }
                Piece piece = switch (shown) {
                    case 'w' -> Piece.WHITE_MAN;
                    case 'W' -> Piece.WHITE_KING;
                    case 'b' -> Piece.BLACK_MAN;
                    case 'B' -> Piece.BLACK_KING;
                    default -> throw new IllegalArgumentException("row " + row + ", column "
                            + column + " shows '" + shown + "', which is not w, b, W, B or .");
                };
                board.put(Square.at(row, column), piece);
            }
        }
        return board;
    }

    /**
     * Normalises a drawing for comparison: no trailing spaces, no blank lines at the ends.
     *
     * @param drawing a drawing
     * @return the same drawing, tidied
     */
    public static String tidy(String drawing) {
        List<String> lines = new ArrayList<>(drawing.lines().map(String::stripTrailing).toList());
        while (!lines.isEmpty() && lines.get(0).isEmpty()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return String.join("\n", lines);
    }

    /**
     * Names a colour as the rule book does.
     *
     * @param colour the colour
     * @return "White" or "Black"
     */
    public static String name(Colour colour) {
        return colour == Colour.WHITE ? "White" : "Black";
    }

    private static char symbol(Piece piece) {
        char letter = piece.colour() == Colour.WHITE ? 'w' : 'b';
        return piece.king() ? Character.toUpperCase(letter) : letter;
    }
}
