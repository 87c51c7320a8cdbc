package tabuleiro.chess.ui;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Texts;

/**
 * Says in words why a file could not be read or written, or what broke, for a player: the
 * file and the reason, not the name of a Java exception. A failure the program did not foresee
 * keeps its class's name, as it is a bug to report, not something the player can mend. The
 * words are the screen's language's; a reason given by the system is quoted as it came, and
 * the engine's contract messages through their twins ({@link ChessContracts}), in the screen's
 * language when the twin knows them.
 */
public final class Failures {

    private Failures() {
    }

    /**
     * Explains a failure.
     *
     * @param failure what went wrong
     * @param texts the chess UI's texts ({@link ChessTexts}), in the screen's language
     * @return such as {@code "there is no such file or folder: game.txt"}
     */
    public static String explain(Throwable failure, Texts texts) {
        if (failure instanceof NoSuchFileException missing) {
            return texts.text("failure.no.such.file", missing.getFile());
        }
        if (failure instanceof AccessDeniedException denied) {
            return texts.text("failure.access.denied", denied.getFile());
        }
        if (failure instanceof FileAlreadyExistsException inTheWay) {
            return texts.text("failure.in.the.way", inTheWay.getFile());
        }
        if (failure instanceof NotDirectoryException notFolder) {
            return texts.text("failure.not.a.folder", notFolder.getFile());
        }
        if (failure instanceof FileSystemException other) {
            return other.getReason() == null ? texts.text("failure.cannot.use", other.getFile())
                    : texts.text("failure.file.system", other.getReason(), other.getFile());
        }
        if (failure instanceof IOException && failure.getMessage() != null) {
            return failure.getMessage();
        }
        return failure.getMessage() == null ? failure.getClass().getSimpleName()
                : failure.getClass().getSimpleName() + ": " + ContractTwins.of(
                        ChessContracts.class, texts.language()).say(failure.getMessage());
    }
}
