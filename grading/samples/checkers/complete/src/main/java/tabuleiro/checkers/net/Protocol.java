package tabuleiro.checkers.net;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntSupplier;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Square;

/**
 * The brief's protocol between two checkers processes (rules CHECKERS-25 and CHECKERS-26), as a
 * codec over a byte stream.
 *
 * <p>Every value on the wire is a 32-bit two's complement integer, big-endian (network byte
 * order, as {@code htonl} writes and {@link DataOutput#writeInt(int)} does); there is no other
 * framing. First both sides send a random non-negative integer; on a tie both draw and send
 * again; the larger number plays White (rule CHECKERS-25). Then after each turn the active side
 * sends the number of squares its piece occupied, start and end included, and for each square
 * its row and its column (CHECKERS-26). Rows are 1 (Black's side) to 8 (White's side) and columns
 * 1 to 8 from White's left, the same for both processes. A count of 0 is this program's extension
 * for a resignation.
 */
public final class Protocol {

    /** The most squares a move can occupy: twelve captures and the start. */
    public static final int MAX_SQUARES = 13;

    /** How many tied draws in a row are taken as a broken peer rather than bad luck. */
    public static final int MAX_TIES = 16;

    private Protocol() {
    }

    /**
     * Decides the colours (rule CHECKERS-25): sends a random number, reads the other's, and draws
     * again on a tie.
     *
     * @param in the stream from the other process
     * @param out the stream to it
     * @param random where this side's numbers come from; only non-negative ones are sent
     * @return this side's colour: White when its number was larger
     * @throws ProtocolException if the other side sends a negative number or ties
     *     {@link #MAX_TIES} times in a row
     * @throws IOException if the connection fails or times out
     */
    public static Colour negotiate(DataInput in, DataOutputStream out, IntSupplier random)
            throws IOException {
        Objects.requireNonNull(random, "a source of random numbers is needed");
        for (int tie = 0; tie < MAX_TIES; tie++) {
            int mine = random.getAsInt() & Integer.MAX_VALUE;
            out.writeInt(mine);
            out.flush();
            int theirs = in.readInt();
            if (theirs < 0) {
                throw new ProtocolException("the other program sent " + theirs
                        + " to decide the colours, but the numbers drawn are never negative");
            }
            if (mine != theirs) {
                return mine > theirs ? Colour.WHITE : Colour.BLACK;
            }
        }
        throw new ProtocolException("the colours could not be decided: " + MAX_TIES
                + " draws in a row were tied");
    }

    /**
     * Sends the squares a moved piece occupied (rule CHECKERS-26), or a resignation.
     *
     * @param out the stream to the other process; flushed
     * @param path the squares, start and end included; empty to resign
     * @throws IOException if the connection fails
     * @throws IllegalArgumentException unless the path has 0 or 2 to 13 squares
     */
    public static void writeMove(DataOutputStream out, List<Square> path) throws IOException {
        if (path.size() == 1 || path.size() > MAX_SQUARES) {
            throw new IllegalArgumentException("a move occupies 2 to " + MAX_SQUARES
                    + " squares (0 to resign), but " + path.size() + " were given");
        }
        out.writeInt(path.size());
        for (Square square : path) {
            out.writeInt(square.row());
            out.writeInt(square.column());
        }
        out.flush();
    }

    /**
     * Receives the squares of the other side's move (rule CHECKERS-26), checking each number.
     *
     * @param in the stream from the other process
     * @return the squares, start and end included; empty for a resignation
     * @throws ProtocolException if the count is not 0 or 2 to 13, or a row and column do not
     *     name a dark square of the board: the message says which number and why
     * @throws IOException if the connection fails, closes or times out
     */
    public static List<Square> readMove(DataInput in) throws IOException {
        int count = in.readInt();
        if (count == 1 || count < 0 || count > MAX_SQUARES) {
            throw new ProtocolException("the other program announced a move of " + count
                    + " squares, but a move occupies 2 to " + MAX_SQUARES + " squares");
        }
        List<Square> path = new ArrayList<>();
        for (int index = 1; index <= count; index++) {
            int row = in.readInt();
            int column = in.readInt();
            if (!Square.isOnBoard(row, column) || !Square.isDark(row, column)) {
                throw new ProtocolException("square " + index + " of the other program's move"
                        + " is row " + row + ", column " + column + ", which is not a dark"
                        + " square of the board (rows and columns 1 to 8, row + column odd)");
            }
            path.add(Square.at(row, column));
        }
        return path;
    }
}
