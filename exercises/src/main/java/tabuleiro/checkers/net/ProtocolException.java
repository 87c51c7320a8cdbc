package tabuleiro.checkers.net;

import java.io.IOException;

/**
 * A message from the other process that breaks the protocol: a number out of range, a square off
 * the board or light, a move the rules do not allow, or too many tied draws (rule CHECKERS-27).
 */
public final class ProtocolException extends IOException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception.
     *
     * @param message what was received and what was expected
     */
    public ProtocolException(String message) {
        super(message);
    }
}
