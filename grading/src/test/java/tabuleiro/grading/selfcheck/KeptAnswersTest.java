package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.oracle.AnswerBook;

/**
 * A warm check reads the kit's answer book once and keeps it under the digest of the file's
 * bytes: the same bytes give the kept book, other bytes (even under the same size and time)
 * a book read afresh.
 */
class KeptAnswersTest {

    @TempDir
    Path dir;

    @Test
    void theSameBytesGiveTheKeptBookAndOtherBytesTheirOwn() throws IOException {
        Path file = AnswerBook.file(dir, "chess");
        new AnswerBook("chess", Map.of("turn", "CHESS-02"), List.of()).write(file);
        final FileTime written = Files.getLastModifiedTime(file);
        AnswerBook first = KeptAnswers.read(file);
        assertThat(first.rules()).containsEntry("turn", "CHESS-02");
        assertThat(KeptAnswers.read(file)).isSameAs(first);

        // Another book of the same length, given the first one's time: another digest.
        new AnswerBook("chess", Map.of("turn", "CHESS-03"), List.of()).write(file);
        Files.setLastModifiedTime(file, written);
        AnswerBook second = KeptAnswers.read(file);
        assertThat(second).isNotSameAs(first);
        assertThat(second.rules()).containsEntry("turn", "CHESS-03");
        assertThat(KeptAnswers.read(file)).isSameAs(second);
    }
}
