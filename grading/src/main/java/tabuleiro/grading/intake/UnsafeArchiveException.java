package tabuleiro.grading.intake;

import java.io.IOException;

/** A zip file that is refused: it is not a zip, or unpacking it could harm the machine. */
public final class UnsafeArchiveException extends IOException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what is wrong with the archive, in plain words
     */
    public UnsafeArchiveException(String message) {
        super(message);
    }
}
