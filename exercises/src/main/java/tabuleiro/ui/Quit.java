package tabuleiro.ui;

import java.util.NoSuchElementException;

/**
 * The person at the keyboard stopped: they typed a word that quits, or the input ended. A text UI
 * lets it end the game in hand and says how the game was left.
 *
 * <p>It is a {@link NoSuchElementException} because the games' agent interfaces already state
 * that a human seat throws one when no move will come; the UIs catch it there.
 */
public final class Quit extends NoSuchElementException {

    private static final long serialVersionUID = 1L;

    /** What made the person stop. */
    public enum Reason {
        /** They typed one of {@link Prompter#QUIT_WORDS}. */
        TYPED,
        /** The input ended (Ctrl-D, the end of a piped file, a closed connection). */
        END_OF_INPUT
    }

    private final Reason reason;

    /**
     * Creates the signal.
     *
     * @param reason what made the person stop
     */
    public Quit(Reason reason) {
        super(reason == Reason.TYPED ? "quit" : "the input ended");
        this.reason = reason;
    }

    /**
     * Tells what made the person stop.
     *
     * @return whether they typed a quit word or the input ended
     */
    public Reason reason() {
        return reason;
    }
}
