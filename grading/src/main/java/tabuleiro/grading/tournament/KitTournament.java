package tabuleiro.grading.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import tabuleiro.grading.child.AgentMaker;
import tabuleiro.grading.child.HostedGame;

/**
 * The student kit's {@code play --tournament}: the student's agent against the grader's own
 * anchors (random and greedy, {@link KitAnchor}), the same number of games with each colour,
 * refereed by the student's own engine, since the kit holds nothing of the reference. An
 * illegal move, an exception or a move later than {@link #MOVE_MILLIS} loses that game alone.
 */
public final class KitTournament {

    /** How long the student's agent may take for one move, as the class tournament's default. */
    public static final long MOVE_MILLIS = 2000;

    private final TournamentGame game;
    private final int gamesPerColour;
    private final long seed;

    private KitTournament(TournamentGame game, int gamesPerColour, long seed) {
        this.game = game;
        this.gamesPerColour = gamesPerColour;
        this.seed = seed;
    }

    /**
     * The kit's tournament of a game.
     *
     * @param scheme the scheme's game, such as {@code connect-four}
     * @param gamesPerColour how many games against each anchor with each colour, at least 1
     * @param seed the seed every game's seed derives from
     * @return the tournament, if the game has one (the five games have)
     * @throws IllegalArgumentException if gamesPerColour is below 1
     */
    public static Optional<KitTournament> of(String scheme, int gamesPerColour, long seed) {
        if (gamesPerColour < 1) {
            throw new IllegalArgumentException("at least one game with each colour: "
                    + gamesPerColour);
        }
        return TournamentGame.ofScheme(scheme)
                .map(game -> new KitTournament(game, gamesPerColour, seed));
    }

    /**
     * Whether a game has the kit's tournament.
     *
     * @param scheme the scheme's game, such as {@code connect-four}
     * @return {@code true} for a game the class tournament plays: the five games
     */
    public static boolean plays(String scheme) {
        return TournamentGame.ofScheme(scheme).isPresent();
    }

    /**
     * Plays the student's agent against each anchor.
     *
     * @param loader the class loader of the student's compiled classes
     * @param candidates the classes to try as the agent, in order, as the class tournament
     *     tries them
     * @return the agent's class and its record against each anchor, weakest anchor first
     * @throws ReflectiveOperationException if the student's engine lacks a class or method the
     *     games need, or no candidate is a usable agent
     */
    public Result play(ClassLoader loader, List<String> candidates)
            throws ReflectiveOperationException {
        HostedGame hosted = HostedGame.of(game.id(), loader);
        AgentMaker maker = AgentMaker.find(hosted.agentType(), candidates, loader);
        RefereeGame own = game.own(hosted);
        Referee referee = new Referee(own, MOVE_MILLIS);
        SplittableRandom seeds = new SplittableRandom(seed);
        List<AnchorRecord> records = new ArrayList<>();
        int number = 0;
        try (LocalAgent agent = new LocalAgent(hosted, maker, loader)) {
            for (Player anchor : own.anchors()) {
                AnchorRecord record = AnchorRecord.none(((KitAnchor) anchor).kind());
                for (int k = 0; k < 2 * gamesPerColour; k++) {
                    number++;
                    // Both colours in turn: index 0 is the student's agent, 1 the anchor.
                    RoundRobin.Pairing pairing = k % 2 == 0
                            ? new RoundRobin.Pairing(0, 1, seeds.nextLong())
                            : new RoundRobin.Pairing(1, 0, seeds.nextLong());
                    record = record.with(play(referee, number, pairing, agent, anchor));
                }
                records.add(record);
            }
        }
        return new Result(game, maker.className(), records);
    }

    /**
     * One game; one the student's engine cannot referee (it throws, as referee or under an
     * anchor) is the student's loss, with the engine's exception as its reason.
     */
    private static GameRecord play(Referee referee, int number, RoundRobin.Pairing pairing,
            Player agent, Player anchor) {
        try {
            return referee.play(number, pairing, List.of(agent, anchor));
        } catch (RuntimeException | AssertionError | StackOverflowError | LinkageError e) {
            // An assert of the student's engine (assertions are on) is its failure, too.
            return new GameRecord(number, pairing.first(), pairing.second(), pairing.seed(), "",
                    pairing.first() == 0 ? 1 : 0, Optional.of(Forfeit.CRASH), e.toString());
        }
    }

    /**
     * What the kit's tournament played.
     *
     * @param game the game
     * @param agentClass the student's agent's class
     * @param anchors the agent's record against each anchor, weakest first
     */
    public record Result(TournamentGame game, String agentClass, List<AnchorRecord> anchors) {

        /** Keeps an unmodifiable copy. */
        public Result {
            anchors = List.copyOf(anchors);
        }
    }

    /**
     * The student's agent's record against one anchor.
     *
     * @param anchor the anchor
     * @param won the games the agent won
     * @param drawn the games drawn
     * @param lost the games the agent lost, forfeits among them
     * @param forfeits the games the agent lost off the board
     * @param firstForfeits the first of those of each kind, in the order of the kinds: a time-out
     *     is not hidden behind an earlier exception
     */
    public record AnchorRecord(KitAnchor.Kind anchor, int won, int drawn, int lost,
            int forfeits, List<GameRecord> firstForfeits) {

        /** Keeps an unmodifiable copy. */
        public AnchorRecord {
            firstForfeits = List.copyOf(firstForfeits);
        }

        static AnchorRecord none(KitAnchor.Kind anchor) {
            return new AnchorRecord(anchor, 0, 0, 0, 0, List.of());
        }

        /** This record with one more game, the student's agent at index 0. */
        AnchorRecord with(GameRecord game) {
            double score = game.score(0);
            boolean forfeited = game.forfeitedBy().map(loser -> loser == 0).orElse(false);
            List<GameRecord> first = new ArrayList<>(firstForfeits);
            if (forfeited && first.stream().noneMatch(seen -> seen.forfeit()
                    .equals(game.forfeit()))) {
                first.add(game);
                first.sort(Comparator.comparing(seen -> seen.forfeit().orElseThrow()));
            }
            return new AnchorRecord(anchor, won + (score == 1 ? 1 : 0),
                    drawn + (score == 0.5 ? 1 : 0), lost + (score == 0 ? 1 : 0),
                    forfeits + (forfeited ? 1 : 0), first);
        }
    }
}
