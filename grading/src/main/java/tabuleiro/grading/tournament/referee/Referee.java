package tabuleiro.grading.tournament.referee;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Plays the schedule's games with the reference engine as referee, in the grader's JVM: a
 * player's move is checked before it is played, and an illegal move, an exception, a crash or
 * a move that does not come in time loses that game alone, its reason recorded. The time is
 * the {@link TimeControl}'s: each move's own and an overage, for the game and for the whole
 * tournament, that the player's slower moves spend.
 */
public final class Referee {

    private final RefereeGame reference;
    private final TimeControl time;
    private final OpeningSuite openings;
    /** What is left of each player's overage over the tournament, by the player's index. */
    private final Map<Integer, AtomicLong> overages = new ConcurrentHashMap<>();

    /**
     * Makes a referee with no overage whose games start from the start: each move its own
     * time, no more.
     *
     * @param reference the game on the reference's engine
     * @param moveMillis how long a sandboxed player may take for one move
     */
    public Referee(RefereeGame reference, long moveMillis) {
        this(reference, TimeControl.strict(moveMillis), OpeningSuite.NONE);
    }

    /**
     * Makes a referee whose games start from the start.
     *
     * @param reference the game on the reference's engine
     * @param time how long a sandboxed player may take for a move and over a game
     */
    public Referee(RefereeGame reference, TimeControl time) {
        this(reference, time, OpeningSuite.NONE);
    }

    /**
     * Makes a referee with no overage whose games start from a suite's openings.
     *
     * @param reference the game on the reference's engine
     * @param moveMillis how long a sandboxed player may take for one move
     * @param openings the openings, legal on the reference's engine
     */
    public Referee(RefereeGame reference, long moveMillis, OpeningSuite openings) {
        this(reference, TimeControl.strict(moveMillis), openings);
    }

    /**
     * Makes a referee.
     *
     * @param reference the game on the reference's engine
     * @param time how long a sandboxed player may take for a move and over a game
     * @param openings the openings, legal on the reference's engine
     */
    public Referee(RefereeGame reference, TimeControl time, OpeningSuite openings) {
        this.reference = Objects.requireNonNull(reference, "reference");
        this.time = Objects.requireNonNull(time, "time");
        this.openings = Objects.requireNonNull(openings, "openings");
    }

    /**
     * Plays one game, from its opening: the opening's moves are the referee's, the players
     * play on from there (the first player of the schedule moving after an even count).
     *
     * @param number the game's number
     * @param pairing who plays first and second, and the seed
     * @param players every player, by index
     * @return the game's record
     */
    public GameRecord play(int number, Pairing pairing, List<Player> players) {
        try {
            return playOut(number, pairing, players);
        } finally {
            // Each side lets go of the game's agent whatever ended it, before its next game.
            players.get(pairing.first()).gameOver(number);
            players.get(pairing.second()).gameOver(number);
        }
    }

    private GameRecord playOut(int number, Pairing pairing, List<Player> players) {
        RefereeGame.Position board = reference.start(pairing.seed());
        List<String> moves = new ArrayList<>();
        String opening = openings.opening(pairing.opening());
        for (String move : reference.split(opening)) {
            try {
                moves.add(board.play(move));
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("the suite's opening " + opening
                        + " is not legal: " + e.getMessage(), e);
            }
        }
        int[] sides = {pairing.first(), pairing.second()};
        TimeControl.GameClock[] clocks = {time.clock(overage(sides[0])),
            time.clock(overage(sides[1]))};
        for (int turn = moves.size() % 2; !board.over(); turn = 1 - turn) {
            Player player = players.get(sides[turn]);
            long allowance = clocks[turn].allowance();
            Reply reply = player.move(number, pairing.seed(),
                    reference.question(board, pairing.seed(), moves), allowance);
            if (reply.forfeit().isPresent()) {
                if (reply.forfeit().get() == Forfeit.TIMEOUT) {
                    // It was waited for to the end: its overage is gone, the tournament's too,
                    // so an agent that never answers cannot take a whole overage every game.
                    clocks[turn].spend(allowance);
                }
                return new GameRecord(number, sides[0], sides[1], pairing.seed(),
                        reference.join(moves), 1 - turn, reply.forfeit(), reply.reason(),
                        opening);
            }
            // The player stops waiting at the allowance; a move that still came later, by the
            // player's own measure, is lost on time all the same.
            if (!clocks[turn].spend(reply.millis())) {
                return new GameRecord(number, sides[0], sides[1], pairing.seed(),
                        reference.join(moves), 1 - turn, Optional.of(Forfeit.TIMEOUT),
                        ForfeitReason.recorded("no.move.in.time", Long.toString(allowance)));
            }
            try {
                moves.add(board.play(reply.move().orElseThrow()));
            } catch (IllegalMoveException e) {
                return new GameRecord(number, sides[0], sides[1], pairing.seed(),
                        reference.join(moves), 1 - turn, Optional.of(Forfeit.ILLEGAL),
                        e.getMessage(), opening);
            }
        }
        return new GameRecord(number, sides[0], sides[1], pairing.seed(), reference.join(moves),
                board.winner(), Optional.empty(), "", opening);
    }

    /** What is left of a player's overage over the tournament, shared by its games. */
    private AtomicLong overage(int player) {
        return overages.computeIfAbsent(player, index -> new AtomicLong(
                time.agentOverageMillis()));
    }

    /**
     * Plays every game of a schedule, each pair's games one after the other, pairs in parallel.
     *
     * @param schedule the games
     * @param players every player, by index
     * @param jobs how many pairs play at once
     * @param played told of each game as it ends
     * @return the records, in the schedule's order
     * @throws InterruptedException if the tournament is interrupted
     */
    public List<GameRecord> playAll(List<Pairing> schedule, List<Player> players, int jobs,
            Consumer<GameRecord> played) throws InterruptedException {
        SortedMap<Integer, Pairing> numbered = new TreeMap<>();
        for (int i = 0; i < schedule.size(); i++) {
            numbered.put(i + 1, schedule.get(i));
        }
        return playAll(numbered, players, jobs, played);
    }

    /**
     * Plays some games of a schedule, numbered as the whole schedule numbers them (a shard's
     * share, a Swiss round), each pair's games one after the other, pairs in parallel.
     *
     * @param games the games by number, from 1
     * @param players every player, by index
     * @param jobs how many pairs play at once
     * @param played told of each game as it ends
     * @return the records, in the games' order
     * @throws InterruptedException if the tournament is interrupted
     */
    public List<GameRecord> playAll(SortedMap<Integer, Pairing> games, List<Player> players,
            int jobs, Consumer<GameRecord> played) throws InterruptedException {
        Map<String, List<Integer>> pairs = new LinkedHashMap<>();
        for (Map.Entry<Integer, Pairing> entry : games.entrySet()) {
            Pairing game = entry.getValue();
            String pair = Math.min(game.first(), game.second()) + "-"
                    + Math.max(game.first(), game.second());
            pairs.computeIfAbsent(pair, key -> new ArrayList<>()).add(entry.getKey());
        }
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<List<GameRecord>>> futures = new ArrayList<>();
            for (List<Integer> numbers : pairs.values()) {
                futures.add(pool.submit(() -> {
                    List<GameRecord> records = new ArrayList<>();
                    for (int number : numbers) {
                        GameRecord record = play(number, games.get(number), players);
                        synchronized (played) {
                            played.accept(record);
                        }
                        records.add(record);
                    }
                    return records;
                }));
            }
            List<GameRecord> all = new ArrayList<>();
            for (Future<List<GameRecord>> future : futures) {
                try {
                    all.addAll(future.get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException("the referee failed: " + e.getCause(),
                            e.getCause());
                }
            }
            all.sort(Comparator.comparingInt(GameRecord::number));
            return all;
        } finally {
            pool.shutdownNow();
        }
    }
}
