package tabuleiro.grading.tournament.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;

/**
 * The tournament's clock: a move's own time, then the game's overage, then the agent's overage
 * over the tournament; a move past what is left loses on time. The players here say how long
 * they took, so no test waits.
 */
class TimeControlTest {

    @Test
    void aMoveWithinItsOwnTimeSpendsNoOverage() {
        TimeControl.GameClock clock = TimeControl.of(2000, 60_000).clock(new AtomicLong(300_000));
        assertThat(clock.allowance()).isEqualTo(62_000);
        assertThat(clock.spend(2000)).isTrue();
        assertThat(clock.spend(0)).isTrue();
        assertThat(clock.allowance()).isEqualTo(62_000);
    }

    @Test
    void aSlowMoveSpendsWhatItTookBeyondItsOwnTime() {
        AtomicLong agent = new AtomicLong(300_000);
        TimeControl.GameClock clock = TimeControl.of(2000, 60_000).clock(agent);
        // The slowest move measured past the book: 8.5 s.
        assertThat(clock.spend(8500)).isTrue();
        assertThat(clock.gameOverageLeft()).isEqualTo(53_500);
        assertThat(agent.get()).isEqualTo(293_500);
        assertThat(clock.allowance()).isEqualTo(55_500);
    }

    @Test
    void aMoveExactlyAtItsAllowanceIsInTimeAndOneMillisecondMoreIsNot() {
        TimeControl.GameClock clock = TimeControl.of(2000, 10_000).clock(new AtomicLong(50_000));
        assertThat(clock.spend(12_000)).isTrue();
        assertThat(clock.allowance()).isEqualTo(2000);
        assertThat(clock.spend(2001)).isFalse();
    }

    @Test
    void theAgentsOverageOverTheTournamentCapsAGamesOverage() {
        AtomicLong agent = new AtomicLong(15_000);
        TimeControl control = new TimeControl(2000, 10_000, 15_000);
        TimeControl.GameClock first = control.clock(agent);
        assertThat(first.spend(11_000)).isTrue();
        // 9 s of the 15 s are spent: a new game has 6 s of overage, not 10.
        TimeControl.GameClock second = control.clock(agent);
        assertThat(second.allowance()).isEqualTo(8000);
        assertThat(second.spend(8000)).isTrue();
        assertThat(control.clock(agent).allowance()).isEqualTo(2000);
    }

    @Test
    void aStrictControlHasNoOverageAndTheDefaultHasConnectXs() {
        assertThat(TimeControl.strict(2000).clock(new AtomicLong(0)).allowance())
                .isEqualTo(2000);
        assertThat(TimeControl.of(2000, TimeControl.GAME_OVERAGE_MILLIS))
                .isEqualTo(new TimeControl(2000, 60_000, 300_000));
        assertThatThrownBy(() -> new TimeControl(0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 ms a move");
        assertThatThrownBy(() -> new TimeControl(2000, -1, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theRefereeOffersTheOverageLeftAndForfeitsTheMovePastIt() {
        // 5 s a move against 2 s and 10 s over the game: 3 s of overage a move, three moves.
        Timed slow = new Timed("slow", 5000);
        Timed quick = new Timed("quick", 1);
        GameRecord record = new Referee(new Counting(10), new TimeControl(2000, 10_000,
                50_000)).play(1, new Pairing(0, 1, 7), List.of(slow, quick));
        assertThat(slow.allowances).containsExactly(12_000L, 9000L, 6000L, 3000L);
        assertThat(record.forfeit()).contains(Forfeit.TIMEOUT);
        assertThat(record.forfeitedBy()).contains(0);
        assertThat(record.winner()).isEqualTo(1);
        assertThat(record.moves().split(" ")).hasSize(6);
        assertThat(ForfeitReason.said(record.reason(), Language.ENGLISH)).contains("3000");
        // The quick player spent nothing: every move was offered the whole overage.
        assertThat(quick.allowances).containsOnly(12_000L);
    }

    @Test
    void anAgentThatSpendsItsOverageEveryGameHasLittleLeftForTheNext() {
        Timed burner = new Timed("burner", 12_000);
        Timed quick = new Timed("quick", 1);
        Referee referee = new Referee(new Counting(1), new TimeControl(2000, 10_000, 25_000));
        List<Player> players = List.of(burner, quick);
        for (int game = 1; game <= 3; game++) {
            referee.play(game, new Pairing(0, 1, game), players);
        }
        // 10 s, 10 s, then the 5 s left of the tournament's 25 s: the third game is lost.
        assertThat(burner.allowances).containsExactly(12_000L, 12_000L, 7000L);
        assertThat(referee.play(4, new Pairing(0, 1, 4), players).forfeit())
                .contains(Forfeit.TIMEOUT);
    }

    @Test
    void anAgentThatNeverAnswersSpendsItsWholeOverageEachGame() {
        List<Long> offered = new ArrayList<>();
        Player silent = new Player() {
            @Override
            public String name() {
                return "silent";
            }

            @Override
            public Reply move(int game, long seed, String moves, long millis) {
                // As the sandbox answers when it stops waiting at the allowance.
                offered.add(millis);
                return Reply.forfeit(Forfeit.TIMEOUT, ForfeitReason.recorded("no.move.in.time",
                        Long.toString(millis)));
            }
        };
        Referee referee = new Referee(new Counting(1), new TimeControl(2000, 10_000, 25_000));
        for (int game = 1; game <= 4; game++) {
            referee.play(game, new Pairing(0, 1, game),
                    List.of(silent, new Timed("quick", 1)));
        }
        // The tournament's 25 s hold two whole games' overage and half of a third's.
        assertThat(offered).containsExactly(12_000L, 12_000L, 7000L, 2000L);
    }

    @Test
    void aPlayerTheRefereeDoesNotTimeNeverSpends() {
        Player anchor = new Player() {
            @Override
            public String name() {
                return "anchor";
            }

            @Override
            public Reply move(int game, long seed, String moves, long millis) {
                return Reply.move("1");
            }
        };
        GameRecord record = new Referee(new Counting(30), new TimeControl(1, 0, 0)).play(1,
                new Pairing(0, 1, 1), List.of(anchor, anchor));
        assertThat(record.forfeit()).isEmpty();
    }

    /** A player that answers at once, says it took a given time and keeps what it was offered. */
    private static final class Timed implements Player {
        private final String name;
        private final long took;
        private final List<Long> allowances = new ArrayList<>();

        Timed(String name, long took) {
            this.name = name;
            this.took = took;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Reply move(int game, long seed, String moves, long millis) {
            allowances.add(millis);
            return Reply.move("1").took(took);
        }
    }

    /** A game of a given number of moves a side, any number a move, drawn at the end. */
    private record Counting(int movesEach) implements RefereeGame {
        @Override
        public Position start(long seed) {
            List<String> said = new ArrayList<>();
            return new Position() {
                @Override
                public boolean over() {
                    return said.size() == 2 * movesEach;
                }

                @Override
                public String play(String move) {
                    said.add(move);
                    return move;
                }

                @Override
                public int winner() {
                    return -1;
                }

                @Override
                public String svg() {
                    return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>";
                }

                @Override
                public Optional<String> pending() {
                    return Optional.empty();
                }
            };
        }

        @Override
        public List<String> split(String moves) {
            return moves.isEmpty() ? List.of() : Arrays.asList(moves.split(" "));
        }

        @Override
        public String join(List<String> moves) {
            return String.join(" ", moves);
        }

        @Override
        public List<Player> anchors() {
            return List.of();
        }

        @Override
        public void close() {
            // Nothing opened.
        }
    }
}
