package tabuleiro.grading.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.CompileError;

/**
 * Which compilation errors are the grader's own failure (its disk), not the code's: those are
 * reported as the grader's error with "regrade", never as compile errors blamed on the
 * skeleton.
 */
class GraderFailureTest {

    private static CompileError error(String message, boolean students) {
        return new CompileError("tabuleiro/connectfour/Board.java (from the skeleton)", 0,
                message, "", students);
    }

    @Test
    void aClassFileTheDiskCouldNotTakeIsTheGradersFailure() {
        for (String message : List.of(
                "error while writing tabuleiro.connectfour.Board: No space left on device",
                "error while writing Board$Cell: /tmp/x/classes/tabuleiro/connectfour/"
                        + "Board$Cell.class (Disk quota exceeded)",
                "error while writing Game: Read-only file system",
                "the compiler failed: java.io.IOException: No space left on device")) {
            assertThat(JavaCompilation.graderFailure(List.of(error("cannot find symbol",
                    true), error(message, false)))).as(message).contains(message);
        }
    }

    @Test
    void theCodesOwnErrorsAreNot() {
        for (String message : List.of("cannot find symbol\n  symbol: class IOException",
                "unreported exception java.io.IOException; must be caught or declared to be"
                        + " thrown",
                "class NoSpaceLeftOnDevice is public, should be declared in a file named"
                        + " NoSpaceLeftOnDevice.java",
                "error while writing Game: File name too long")) {
            assertThat(JavaCompilation.graderFailure(List.of(error(message, true))))
                    .as(message).isEmpty();
        }
    }
}
