package tabuleiro.grading.tournament.schedule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.referee.Reply;

/**
 * A game for the tournament's tests that needs no reference: each side names a number once,
 * the higher wins, equal numbers draw. With {@link Duellist}s whose numbers grow with a
 * strength, the stronger wins more; their noise, drawn from the game's seed, varies the results.
 */
public final class DuelGame implements RefereeGame {

    @Override
    public Position start(long seed) {
        List<Integer> said = new ArrayList<>();
        return new Position() {
            @Override
            public boolean over() {
                return said.size() == 2;
            }

            @Override
            public String play(String move) throws IllegalMoveException {
                if (over() || !move.matches("\\d{1,4}")) {
                    throw new IllegalMoveException("not a number to say: " + move);
                }
                said.add(Integer.parseInt(move));
                return move;
            }

            @Override
            public int winner() {
                int compared = Integer.compare(said.get(0), said.get(1));
                return compared > 0 ? 0 : compared < 0 ? 1 : -1;
            }

            @Override
            public String svg() {
                return "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>" + said + "</text></svg>";
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

    /**
     * A player of known strength: says {@code 10 * strength} plus a noise from the game's
     * seed, below {@code noise}; forfeits the games whose seed is a multiple of
     * {@code forfeitEvery} (0: never).
     *
     * @param name its name
     * @param strength its strength
     * @param noise the noise's bound, 1 for none
     * @param forfeitEvery how rarely it times out
     */
    public record Duellist(String name, int strength, int noise, int forfeitEvery)
            implements Player {

        @Override
        public Reply move(int game, long seed, String moves, long millis) {
            if (forfeitEvery > 0 && Math.floorMod(seed, forfeitEvery) == 0) {
                return Reply.forfeit(Forfeit.TIMEOUT, "no move within " + millis + " ms");
            }
            long mixed = RoundRobin.seedOf(seed, name.hashCode() & 0xffff);
            return Reply.move(Integer.toString(10 * strength + (int) Math.floorMod(mixed,
                    (long) noise)));
        }
    }
}
