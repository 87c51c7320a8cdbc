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

    @Test
    void aBrokenContractKeepsItsWordsAndNothingElseDoes() {
        // The skeleton's labels keep the first line, cut at 1,000 characters: the student's kit
        // says which contract broke. An assert of the student's own, unlabelled, does not.
        assertThat(GameProbe.thrown(new AssertionError("invariant: four in a row win (C4-09):"
                + " the grid has four\nsecond line")))
                .isEqualTo("AssertionError: invariant: four in a row win (C4-09): the grid has"
                        + " four");
        assertThat(GameProbe.ask(() -> {
            throw new AssertionError("post: the players alternate");
        })).isEqualTo("!AssertionError: post: the players alternate");
        assertThat(GameProbe.thrown(new AssertionError("pre: " + "x".repeat(1_100))))
                .hasSize("AssertionError: ".length() + 1_000 + "...".length());
        assertThat(GameProbe.thrown(new AssertionError("my own check failed")))
                .isEqualTo("AssertionError");
        assertThat(GameProbe.thrown(new AssertionError())).isEqualTo("AssertionError");
    }
}
