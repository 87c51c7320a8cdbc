package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The progress line grade, tournament and the kit's play --tournament share. */
class ProgressTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void theBracketIsGradesDoneOfTheTotalAndMinutesAndSeconds() {
        assertThat(new Progress(12, 560, 65 * SECOND + 999_999_999L).bracket())
                .isEqualTo("[12/560 1:05]");
        assertThat(new Progress(0, 3, 0).bracket()).isEqualTo("[0/3 0:00]");
        // Hours are counted in minutes, as grade has always printed them.
        assertThat(new Progress(1, 2, 3_725 * SECOND).bracket()).isEqualTo("[1/2 62:05]");
    }

    @Test
    void whatIsLeftIsThePaceSoFarTimesTheUnitsLeft() {
        // 10 games in 50 s: 5 s a game, 30 games left, 150 s.
        assertThat(new Progress(10, 40, 50 * SECOND).left()).contains("2:30");
        assertThat(new Progress(40, 40, 200 * SECOND).left()).contains("0:00");
        assertThat(new Progress(0, 40, 3 * SECOND).left()).isEmpty();
    }

    @Test
    void aLongRunPrintsAboutTwentyLinesAndAlwaysItsLast() {
        long printed = IntStream.rangeClosed(1, 560)
                .filter(done -> new Progress(done, 560, 0).due()).count();
        assertThat(printed).isEqualTo(20);
        assertThat(new Progress(560, 560, 0).due()).isTrue();
        assertThat(new Progress(559, 560, 0).due()).isFalse();
        // A run shorter than twenty units tells of each.
        assertThat(IntStream.rangeClosed(1, 8).allMatch(done -> new Progress(done, 8, 0).due()))
                .isTrue();
        // 41 units: every second one, and the last.
        assertThat(IntStream.rangeClosed(1, 41).filter(done -> new Progress(done, 41, 0).due())
                .count()).isEqualTo(21);
    }

    @Test
    void aProgressPastItsTotalOrBackInTimeIsRefused() {
        assertThatThrownBy(() -> new Progress(5, 4, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("5 of 4");
        assertThatThrownBy(() -> new Progress(-1, 4, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Progress(1, 4, -1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
