package tabuleiro.chess.ui;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Says in words why a file could not be read or written, or what broke, for a player: the
 * file and the reason, not the name of a Java exception. A failure the program did not foresee
 * keeps its class's name, as it is a bug to report, not something the player can mend.
 */
public final class Failures {

    private Failures() {
    }

    /**
     * Explains a failure.
     *
     * @param failure what went wrong
     * @return such as {@code "there is no such file or folder: game.txt"}
     */
    public static String explain(Throwable failure) {
        if (failure instanceof NoSuchFileException missing) {
            return "there is no such file or folder: " + missing.getFile();
        }
        if (failure instanceof AccessDeniedException denied) {
            return "permission denied: " + denied.getFile();
        }
        if (failure instanceof FileAlreadyExistsException inTheWay) {
            return "a file is in the way: " + inTheWay.getFile();
        }
        if (failure instanceof NotDirectoryException notFolder) {
            return "not a folder: " + notFolder.getFile();
        }
        if (failure instanceof FileSystemException other) {
            return (other.getReason() == null ? "the file cannot be used" : other.getReason())
                    + ": " + other.getFile();
        }
        if (failure instanceof IOException && failure.getMessage() != null) {
            return failure.getMessage();
        }
        return failure.getMessage() == null ? failure.getClass().getSimpleName()
                : failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }
}
