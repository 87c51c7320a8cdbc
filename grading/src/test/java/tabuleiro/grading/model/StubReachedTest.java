package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StubReachedTest {

    private static ScenarioResult failed(String type, String message) {
        return new ScenarioResult(Outcome.FAILED, type, message, "", List.of(), Optional.empty());
    }

    @Test
    void aStubsOwnExceptionNamesItsExerciseAndMember() {
        assertThat(StubReached.of(failed("java.lang.UnsupportedOperationException",
                "Exercise 10: implement SavedGame.playLines")))
                .contains(new StubReached(10, "SavedGame.playLines"));
        assertThat(StubReached.of(failed("java.lang.UnsupportedOperationException",
                "Exercise 3"))).contains(new StubReached(3, ""));
    }

    @Test
    void aCheckQuotingAStubInItsWordsOrATextUisInEitherLanguageIsTheStubs() {
        assertThat(StubReached.of(failed("org.opentest4j.AssertionFailedError",
                "The saved game could not be read (UnsupportedOperationException: Exercise 10:"
                        + " implement SavedGame.playLines); nothing was loaded.")))
                .contains(new StubReached(10, "SavedGame.playLines"));
        assertThat(StubReached.of(failed("java.lang.AssertionError",
                "the text UI said: exercise 2 asks for Game.dropDisc")))
                .contains(new StubReached(2, "Game.dropDisc"));
        assertThat(StubReached.of(failed("org.assertj.core.error.AssertJMultipleFailuresError",
                "O exercício 4 pede Solver.score")))
                .contains(new StubReached(4, "Solver.score"));
    }

    @Test
    void anEngineThatThrowsTheWordsOrAFailureOfAnotherKindIsNoStub() {
        // Only a check may quote a stub: an engine's own exception that says the words is its
        // answer, and an unsupported operation with other words is a contract of its own.
        assertThat(StubReached.of(failed("java.lang.IllegalStateException",
                "Exercise 1: implement Game.play"))).isEmpty();
        assertThat(StubReached.of(failed("java.lang.UnsupportedOperationException",
                "not in this variant"))).isEmpty();
        assertThat(StubReached.of(failed("org.opentest4j.AssertionFailedError",
                "Expected size: 2 but was: 0"))).isEmpty();
    }
}
