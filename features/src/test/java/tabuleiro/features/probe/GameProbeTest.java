package tabuleiro.features.probe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * How an engine's exception is named in an answer: a skeleton's stub with its message, so that
 * the grader can leave a method not written yet uncharged, anything else by its class alone.
 */
class GameProbeTest {

    @Test
    void aStubIsNamedWithItsExerciseAndMethod() {
        assertThat(GameProbe.thrown(new UnsupportedOperationException(
                "Exercise 3: implement Rules.jumps")))
                .isEqualTo("UnsupportedOperationException: Exercise 3: implement Rules.jumps");
        assertThat(GameProbe.ask(() -> {
            throw new UnsupportedOperationException("Exercise 12: implement Game$Inner.run");
        })).isEqualTo("!UnsupportedOperationException: Exercise 12: implement Game$Inner.run");
    }

    @Test
    void anyOtherExceptionIsNamedByItsClassAlone() {
        // Not a stub's message, a stub's message with more after it, a message with a line
        // break, another exception with a stub's message: none of them says "not written".
        assertThat(GameProbe.thrown(new UnsupportedOperationException("not supported")))
                .isEqualTo("UnsupportedOperationException");
        assertThat(GameProbe.thrown(new UnsupportedOperationException(
                "Exercise 3: implement Rules.jumps, but it is wrong")))
                .isEqualTo("UnsupportedOperationException");
        assertThat(GameProbe.thrown(new UnsupportedOperationException(
                "Exercise 3: implement Rules.jumps\nmore")))
                .isEqualTo("UnsupportedOperationException");
        assertThat(GameProbe.thrown(new IllegalStateException(
                "Exercise 3: implement Rules.jumps"))).isEqualTo("IllegalStateException");
        assertThat(GameProbe.thrown(new UnsupportedOperationException()))
                .isEqualTo("UnsupportedOperationException");
    }
}
