package tabuleiro.chess;

/**
 * A FEN text that cannot be read: the message says which field is wrong, where in it, and what
 * was expected (rules CHESS-20, CHESS-26).
 */
public final class FenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message where the text is wrong and why
     */
    public FenException(String message) {
        super(message);
    }
}
