package tabuleiro.chess;

/**
 * A move or game text that cannot be read: the message says where and why (rules CHESS-20,
 * CHESS-25).
 */
public final class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message where the text is wrong and why
     */
    public NotationException(String message) {
        super(message);
    }
}
