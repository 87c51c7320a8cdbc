package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.model.SimilaritySetting;

/**
 * The {@code similarity} command in process: a command line it cannot use is refused with exit
 * status 2 and a message saying what was expected; a class is compared and reported; a scheme's
 * threshold out of range is refused when the scheme is read.
 */
class SimilarityCommandTest {

    @TempDir
    Path work;

    private static Path samples() {
        return Submissions.projectRoot().resolve("grading/target/samples/connect-four");
    }

    @Test
    void aCommandLineItCannotUseIsRefusedWithWhatWasExpected() throws IOException {
        Path file = Files.writeString(work.resolve("a-file"), "x", StandardCharsets.UTF_8);

        Submissions.Run noGame = Submissions.grader(List.of("similarity",
                samples().toString(), "--out", work.resolve("out").toString()));
        Submissions.Run outIsAFile = Submissions.grader(List.of("similarity", "--game",
                "connect-four", samples().toString(), "--out", file.toString()));
        Submissions.Run missing = Submissions.grader(List.of("similarity", "--game",
                "connect-four", work.resolve("nowhere").toString(), "--out",
                work.resolve("out").toString()));

        assertThat(noGame.status()).isEqualTo(2);
        assertThat(noGame.err()).contains("--game GAME", "connect-four");
        assertThat(outIsAFile.status()).isEqualTo(2);
        assertThat(outIsAFile.err()).contains("--out must name a folder");
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("nowhere");
    }

    @Test
    void aClassIsComparedAndItsReportsWritten() throws IOException {
        Path out = work.resolve("out");
        Submissions.Run run = Submissions.grader(List.of("similarity", "--game", "connect-four",
                samples().resolve("complete").toString(),
                samples().resolve("no-diagonals").toString(), "--out", out.toString()));

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("Similarity: 2 submissions compared, 1 pairs at or above"
                + " 50.0%");
        assertThat(Files.readAllLines(out.resolve("similarity.csv"))).hasSize(2);
        assertThat(out.resolve("report.html")).content(StandardCharsets.UTF_8)
                .contains("similarity/pair-0001.html");
    }

    @Test
    void aThresholdOutOfRangeIsRefusedWithTheRange() {
        String json =
                """
                {"game": "connect-four", "title": "Connect Four",
                 "rulebook": "tabuleiro.features.connectfour", "package": "tabuleiro.connectfour",
                 "limits": {"scenarioSeconds": 5, "submissionSeconds": 180, "heapMegabytes": 512},
                 "exercises": [{"id": "ex01", "title": "The grid", "points": 10}]SIMILARITY}
                """;

        assertThat(SchemeReader.parse(json.replace("SIMILARITY",
                ", \"similarity\": {\"threshold\": 35}"), "test").similarityThreshold())
                .isEqualTo(35);
        assertThat(SchemeReader.parse(json.replace("SIMILARITY", ""), "test").similarityThreshold())
                .isEqualTo(SimilaritySetting.DEFAULT_THRESHOLD);
        assertThatThrownBy(() -> SchemeReader.parse(json.replace("SIMILARITY",
                ", \"similarity\": {\"threshold\": 150}"), "test"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"threshold\" under \"similarity\" from 0 to 100");
    }
}
