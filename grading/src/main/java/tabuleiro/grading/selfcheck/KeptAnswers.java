package tabuleiro.grading.selfcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import tabuleiro.grading.model.Sha256;
import tabuleiro.grading.oracle.AnswerBook;

/**
 * The kit's answer book, read once by a warm check and kept for its later checks: reading the
 * largest game's book (620 KB, gzipped) took a sixth of a second of processor time and a quarter
 * of a gigabyte of allocation each check, every check of the same book.
 *
 * <p>A book is kept under the SHA-256 of the file's bytes, read again for every check, never
 * under its name or time: a book replaced, however quickly, is another digest, and is read
 * afresh. A book is kept only when the file held the same bytes before and after it was read,
 * so a file written while it was read is never kept under either version's digest. An answer
 * book is immutable, so one kept is safely read by two checks at once.
 */
final class KeptAnswers {

    /** The book last read, and the digest of the bytes it was read from. */
    private static Kept kept;

    private KeptAnswers() {
    }

    /**
     * The book in a file: the kept one when the file holds the bytes it was read from, else
     * read now (and kept when the file did not change while it was read).
     *
     * @param file the book's file
     * @return the book
     * @throws IOException if the file cannot be read or is not a book, as
     *     {@link AnswerBook#read} says
     */
    static AnswerBook read(Path file) throws IOException {
        byte[] before = digest(file);
        synchronized (KeptAnswers.class) {
            if (kept != null && kept.file().equals(file) && Arrays.equals(kept.digest(), before)) {
                return kept.book();
            }
        }
        AnswerBook book = AnswerBook.read(file);
        if (Arrays.equals(before, digest(file))) {
            synchronized (KeptAnswers.class) {
                kept = new Kept(file, before, book);
            }
        }
        return book;
    }

    private static byte[] digest(Path file) throws IOException {
        return Sha256.digest().digest(Files.readAllBytes(file));
    }

    /** A book as read, with its file and the digest of the bytes it was read from. */
    private record Kept(Path file, byte[] digest, AnswerBook book) {
    }
}
