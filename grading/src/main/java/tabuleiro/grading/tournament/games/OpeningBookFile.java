package tabuleiro.grading.tournament.games;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The opening book a game's perfect agent reads ({@link TournamentPart#agentResource()}), which
 * the grader carries (copied from the reference's resources when the grader is built) for a
 * student's perfect agent: the class tournament writes it among each sandboxed agent's compiled
 * classes (the only folder of its class path that the Java guard lets the submission's code
 * read), and the game's kit holds it in {@code src/main/resources}; the skeleton's reader finds
 * it there on the class path.
 *
 * <p>Why the student may hold it: without it a solver takes minutes for the first moves
 * (grading/docs/tournament.md), far past a move's time; with it the agent answers the first
 * moves at once. It holds the agent's move and score only for positions earlier than any the
 * grader asks the solver about (the game's module says which), so it gives away no score the
 * grader asks.
 */
public final class OpeningBookFile {

    /** Where the grader's jar carries the books, each under its class path name. */
    private static final String CARRIED = "/book/";

    /** Not instantiated. */
    private OpeningBookFile() {
    }

    /**
     * The book a game's perfect agent reads, if it reads one.
     *
     * @param scheme the scheme's game, its command
     * @return the book, or empty for a game whose agents read none
     */
    public static Optional<TournamentPart.AgentResource> of(String scheme) {
        return TournamentGame.ofScheme(scheme).flatMap(game -> game.part().agentResource());
    }

    /**
     * Whether a game's perfect agent reads a book.
     *
     * @param scheme the scheme's game, its command
     * @return {@code true} for a game whose part names one
     */
    public static boolean readBy(String scheme) {
        return of(scheme).isPresent();
    }

    /**
     * Where a game's perfect agent looks for its book on its class path.
     *
     * @param scheme the scheme's game, its command
     * @return the class path name, or empty for a game whose agents read none
     */
    public static String classPathName(String scheme) {
        return of(scheme).map(TournamentPart.AgentResource::classPathName).orElse("");
    }

    /**
     * Whether a student's perfect agent would play without its opening book: the skeleton's
     * reader's {@code standard()}, read through the student's class loader, says why it could
     * not read the book (missing from the class path, damaged). A project without the
     * skeleton's reader, or a game whose agent reads no book, has nothing to miss.
     *
     * @param scheme the scheme's game, its command
     * @param loader the class loader of the student's compiled classes and resources
     * @return {@code true} if the perfect agent would search from the start
     */
    public static boolean missing(String scheme, ClassLoader loader) {
        Optional<TournamentPart.AgentResource> book = of(scheme);
        if (book.isEmpty()) {
            return false;
        }
        try {
            Class<?> reader = Class.forName(book.get().readerClass(), true, loader);
            Object standard = reader.getMethod("standard").invoke(null);
            return reader.getMethod("problem").invoke(standard) instanceof Optional<?> problem
                    && problem.isPresent();
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // Not the skeleton's book: the student's own agent reads no book of ours.
            return false;
        }
    }

    /**
     * Whether this grader carries a game's book: a grader built without it lets the perfect
     * agent search from the first move.
     *
     * @param scheme the scheme's game, its command
     * @return {@code true} if it does
     */
    public static boolean carried(String scheme) {
        return of(scheme).map(book -> OpeningBookFile.class.getResource(CARRIED
                + book.classPathName()) != null).orElse(false);
    }

    /**
     * Writes a game's book under a class path entry, at the place the skeleton's reader reads
     * it from.
     *
     * @param scheme the scheme's game, its command
     * @param entry a folder that is, or will be, a class path entry (a kit's
     *     {@code src/main/resources}, a tournament agent's classes)
     * @return the file written, or empty if the game's agents read no book or this grader
     *     does not carry it
     * @throws IOException if it cannot be written
     */
    public static Optional<Path> writeUnder(String scheme, Path entry) throws IOException {
        Optional<TournamentPart.AgentResource> book = of(scheme);
        if (book.isEmpty()) {
            return Optional.empty();
        }
        try (InputStream in = OpeningBookFile.class.getResourceAsStream(CARRIED
                + book.get().classPathName())) {
            if (in == null) {
                return Optional.empty();
            }
            Path file = entry.resolve(book.get().classPathName());
            Files.createDirectories(file.getParent());
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return Optional.of(file);
        }
    }
}
