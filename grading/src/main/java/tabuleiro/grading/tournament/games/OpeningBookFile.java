package tabuleiro.grading.tournament.games;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The Connect Four perfect agent's opening book, which the grader carries (copied from the
 * reference's resources when the grader is built) for a student's {@code PerfectAgent}: the
 * class tournament writes it among each sandboxed agent's compiled classes (the only folder of
 * its class path that the Java guard lets the submission's code read), and a Connect Four kit
 * holds it in {@code src/main/resources}; the skeleton's {@code OpeningBook.standard()} finds it
 * there on the class path.
 *
 * <p>Why the student may hold it: without it the solver takes minutes for the first moves
 * (grading/docs/tournament.md), far past a move's time; with it the agent answers the first
 * twelve stones at once and its solver well within the time past them. It holds the agent's
 * column and score only for positions of fewer than 13 stones, while the grader asks the solver
 * from {@code ConnectFourProbe.SOLVED_FROM} (22) stones on and on the rule book's positions, all
 * fuller than that: so it gives away no score the grader asks. The rule book's examples of the
 * agent inside its book (C4-16) read the rule book's own copy of it, through the student's
 * {@code OpeningBook.read}.
 */
public final class OpeningBookFile {

    /** Where the skeleton's {@code OpeningBook} looks for the book on its class path. */
    public static final String CLASS_PATH_NAME = "tabuleiro/connectfour/solver/opening-book.bin.gz";

    /** The skeleton's Connect Four opening book, which its perfect agent reads. */
    private static final String BOOK_CLASS = "tabuleiro.connectfour.solver.OpeningBook";

    /** Where the grader's jar carries it. */
    private static final String CARRIED = "/book/" + CLASS_PATH_NAME;

    /** Not instantiated. */
    private OpeningBookFile() {
    }

    /**
     * Whether a game's perfect agent reads this book: Connect Four's.
     *
     * @param scheme the scheme's game, such as {@code connect-four}
     * @return {@code true} for Connect Four
     */
    public static boolean readBy(String scheme) {
        return TournamentGame.ofScheme(scheme).filter(TournamentGame.CONNECT_FOUR::equals)
                .isPresent();
    }

    /**
     * Whether a student's perfect agent would play without its opening book: the skeleton's
     * {@code OpeningBook.standard()}, read through the student's class loader, says why it
     * could not read the book (missing from the class path, damaged). A project without the
     * skeleton's {@code OpeningBook}, or a game whose agent reads no book, has nothing to miss.
     *
     * @param scheme the scheme's game, such as {@code connect-four}
     * @param loader the class loader of the student's compiled classes and resources
     * @return {@code true} if a Connect Four perfect agent would search from the empty board
     */
    public static boolean missing(String scheme, ClassLoader loader) {
        if (!readBy(scheme)) {
            return false;
        }
        try {
            Class<?> book = Class.forName(BOOK_CLASS, true, loader);
            Object standard = book.getMethod("standard").invoke(null);
            return book.getMethod("problem").invoke(standard) instanceof Optional<?> problem
                    && problem.isPresent();
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // Not the skeleton's book: the student's own agent reads no book of ours.
            return false;
        }
    }

    /**
     * Whether this grader carries the book: a grader built without it lets the perfect agent
     * search from the first move.
     *
     * @return {@code true} if it does
     */
    public static boolean carried() {
        return OpeningBookFile.class.getResource(CARRIED) != null;
    }

    /**
     * Writes the book under a class path entry, at the place the skeleton's
     * {@code OpeningBook} reads it from.
     *
     * @param entry a folder that is, or will be, a class path entry (a kit's
     *     {@code src/main/resources}, a tournament agent's classes)
     * @return the file written, or empty if this grader does not carry the book
     * @throws IOException if it cannot be written
     */
    public static Optional<Path> writeUnder(Path entry) throws IOException {
        try (InputStream in = OpeningBookFile.class.getResourceAsStream(CARRIED)) {
            if (in == null) {
                return Optional.empty();
            }
            Path file = entry.resolve(CLASS_PATH_NAME);
            Files.createDirectories(file.getParent());
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return Optional.of(file);
        }
    }
}
