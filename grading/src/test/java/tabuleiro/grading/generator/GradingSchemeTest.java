package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tests of {@link GradingScheme}: what the generator reads of a scheme, and what it refuses.
 */
class GradingSchemeTest {

    @TempDir
    private Path folder;

    private Path scheme(String json) throws IOException {
        return Files.writeString(folder.resolve("scheme.json"), json);
    }

    @Test
    void readsTheGameAndItsExercisesAndIgnoresTheGradersLimits() throws IOException {
        Path file = scheme("{\"game\": \"connect-four\", \"title\": \"Connect Four\","
                + " \"rulebook\": \"tabuleiro.features.connectfour\","
                + " \"limits\": {\"scenarioSeconds\": 5},"
                + " \"exercises\": [{\"id\": \"ex01\", \"title\": \"The grid\", \"points\": 10},"
                + " {\"id\": \"ex02\", \"title\": \"Dropping a disc\", \"points\": 2.5}]}");

        GradingScheme scheme = GradingScheme.read(file);

        assertThat(scheme.game()).isEqualTo("connect-four");
        assertThat(scheme.title()).isEqualTo("Connect Four");
        assertThat(scheme.rulebook()).isEqualTo("tabuleiro.features.connectfour");
        assertThat(scheme.exercises()).containsExactly(
                new GradingScheme.Exercise("ex01", "The grid", new BigDecimal("10")),
                new GradingScheme.Exercise("ex02", "Dropping a disc", new BigDecimal("2.5")));
        assertThat(scheme.exercise(2)).map(GradingScheme.Exercise::id).hasValue("ex02");
        assertThat(scheme.exercise(3)).isEmpty();
    }

    @Test
    void readsTheProjectsConnectFourScheme() {
        Path file = ProjectRoot.find().resolve("grading/schemes/connect-four.json");

        GradingScheme scheme = GradingScheme.read(file);

        assertThat(scheme.exercises()).extracting(GradingScheme.Exercise::number)
                .containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void textThatIsNotJsonIsRefusedNamingTheFile() throws IOException {
        Path file = scheme("{\"game\": ");

        assertThatThrownBy(() -> GradingScheme.read(file))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith(file + ": not a valid grading scheme: ");
    }

    @Test
    void schemeWithoutExercisesIsRefused() throws IOException {
        Path file = scheme("{\"game\": \"connect-four\", \"title\": \"Connect Four\","
                + " \"rulebook\": \"tabuleiro.features.connectfour\"}");

        assertThatThrownBy(() -> GradingScheme.read(file))
                .isInstanceOf(GeneratorException.class)
                .hasMessage(file + ": not a valid grading scheme:"
                        + " the scheme needs a list of 'exercises'");
    }

    @Test
    void badExerciseIdIsRefusedSayingWhatIsExpected() throws IOException {
        Path file = scheme("{\"game\": \"connect-four\", \"title\": \"Connect Four\","
                + " \"rulebook\": \"tabuleiro.features.connectfour\","
                + " \"exercises\": [{\"id\": \"exercise1\", \"title\": \"The grid\","
                + " \"points\": 10}]}");

        assertThatThrownBy(() -> GradingScheme.read(file))
                .isInstanceOf(GeneratorException.class)
                .hasMessageContaining("an exercise id is 'ex' and two digits, such as ex01,"
                        + " but exercise1 was given");
    }

    @Test
    void exerciseListedTwiceIsRefused() {
        GradingScheme.Exercise grid =
                new GradingScheme.Exercise("ex01", "The grid", BigDecimal.ONE);

        assertThatThrownBy(() -> new GradingScheme("connect-four", "Connect Four",
                "tabuleiro.features.connectfour", List.of(grid, grid)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("exercise ex01 is listed twice");
    }

    @Test
    void negativePointsAreRefused() {
        BigDecimal minusOne = BigDecimal.ONE.negate();

        assertThatThrownBy(() -> new GradingScheme.Exercise("ex01", "The grid", minusOne))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("exercise ex01 needs points, 0 or more, but -1 was given");
    }

    @Test
    void missingFileIsRefusedNamingIt() {
        Path file = folder.resolve("missing.json");

        assertThatThrownBy(() -> GradingScheme.read(file))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith(file + ": the grading scheme cannot be read");
    }
}
