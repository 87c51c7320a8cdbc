package tabuleiro.grading.tournament.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import tabuleiro.grading.child.AgentMaker;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.model.Progress;
import tabuleiro.grading.tournament.agent.LocalAgent;
import tabuleiro.grading.tournament.games.KitAnchor;
import tabuleiro.grading.tournament.games.OpeningBookFile;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.referee.TimeControl;

/**
 * The student kit's {@code play --tournament}: the student's agent against the grader's own
 * anchors (random and greedy, {@link KitAnchor}), the same number of games with each colour,
 * refereed by the student's own engine, since the kit holds nothing of the reference. An
 * illegal move, an exception or a move later than {@link #MOVE_MILLIS} and what is left of the
 * game's overage ({@link #OVERAGE_SECONDS} unless told) loses that game alone, as in the class
 * tournament.
 */
public final class KitTournament {

    /** How long the student's agent may take for one move, as the class tournament's default. */
    public static final long MOVE_MILLIS = 2000;

    /** The seconds a game's moves may take beyond their own, as the class tournament's. */
    public static final int OVERAGE_SECONDS = (int) (TimeControl.GAME_OVERAGE_MILLIS / 1000);

    private final TournamentGame game;
    private final int gamesPerColour;
    private final long seed;

    private final int overageSeconds;

    private KitTournament(TournamentGame game, int gamesPerColour, long seed,
            int overageSeconds) {
        this.game = game;
        this.gamesPerColour = gamesPerColour;
        this.seed = seed;
        this.overageSeconds = overageSeconds;
    }

    /**
     * The kit's tournament of a game.
     *
     * @param scheme the scheme's game, its command name
     * @param gamesPerColour how many games against each anchor with each colour, at least 1
     * @param seed the seed every game's seed derives from
     * @return the tournament, if the game has one (the five games have)
     * @throws IllegalArgumentException if gamesPerColour is below 1
     */
    public static Optional<KitTournament> of(String scheme, int gamesPerColour, long seed) {
        return of(scheme, gamesPerColour, seed, OVERAGE_SECONDS);
    }

    /**
     * The kit's tournament of a game, with a game's overage of its own.
     *
     * @param scheme the scheme's game, its command name
     * @param gamesPerColour how many games against each anchor with each colour, at least 1
     * @param seed the seed every game's seed derives from
     * @param overageSeconds the seconds a game's moves may take beyond their own, 0 or more
     * @return the tournament, if the game has one (the five games have)
     * @throws IllegalArgumentException if gamesPerColour is below 1 or the overage negative
     */
    public static Optional<KitTournament> of(String scheme, int gamesPerColour, long seed,
            int overageSeconds) {
        if (gamesPerColour < 1 || overageSeconds < 0) {
            throw new IllegalArgumentException("at least one game with each colour and no"
                    + " negative overage: " + gamesPerColour + ", " + overageSeconds);
        }
        return TournamentGame.ofScheme(scheme)
                .map(game -> new KitTournament(game, gamesPerColour, seed, overageSeconds));
    }

    /**
     * Whether a game has the kit's tournament.
     *
     * @param scheme the scheme's game, its command name
     * @return {@code true} for a game the class tournament plays: the five games
     */
    public static boolean plays(String scheme) {
        return TournamentGame.ofScheme(scheme).isPresent();
    }

    /**
     * Whether the student's perfect agent would play without its opening book: the skeleton's
     * {@code OpeningBook.standard()}, read through the student's class loader, says why it
     * could not read the book (missing from the class path, damaged). A project without the
     * skeleton's {@code OpeningBook}, or a game without a book, has nothing to miss
     * ({@link OpeningBookFile#missing}).
     *
     * @param loader the class loader of the student's compiled classes and resources
     * @return {@code true} if the game's perfect agent would search from the empty board
     */
    public boolean bookMissing(ClassLoader loader) {
        return OpeningBookFile.missing(game.scheme(), loader);
    }

    /**
     * Plays the student's agent against each anchor.
     *
     * @param loader the class loader of the student's compiled classes
     * @param candidates the classes to try as the agent, in order, as the class tournament
     *     tries them
     * @param told told of the games done after each game, as {@code grade} tells of its
     *     submissions
     * @return the agent's class and its record against each anchor, weakest anchor first
     * @throws ReflectiveOperationException if the student's engine lacks a class or method the
     *     games need, or no candidate is a usable agent
     */
    public Result play(ClassLoader loader, List<String> candidates, Consumer<Progress> told)
            throws ReflectiveOperationException {
        HostedGame hosted = game.host(loader);
        AgentMaker maker = AgentMaker.find(hosted.agentType(), candidates, loader);
        RefereeGame own = game.own(hosted);
        Referee referee = new Referee(own, TimeControl.of(MOVE_MILLIS,
                overageSeconds * 1000L));
        SplittableRandom seeds = new SplittableRandom(seed);
        List<AnchorRecord> records = new ArrayList<>();
        int number = 0;
        List<Player> anchors = own.anchors();
        int total = anchors.size() * 2 * gamesPerColour;
        long started = System.nanoTime();
        try (LocalAgent agent = new LocalAgent(hosted, maker, loader)) {
            for (Player anchor : anchors) {
                AnchorRecord record = AnchorRecord.none(((KitAnchor) anchor).kind());
                for (int k = 0; k < 2 * gamesPerColour; k++) {
                    number++;
                    // Both colours in turn: index 0 is the student's agent, 1 the anchor.
                    Pairing pairing = k % 2 == 0
                            ? new Pairing(0, 1, seeds.nextLong())
                            : new Pairing(1, 0, seeds.nextLong());
                    record = record.with(play(referee, number, pairing, agent, anchor));
                    told.accept(Progress.since(number, total, started));
                }
                records.add(record);
            }
        }
        return new Result(game, maker.className(), records, overageSeconds);
    }

    /**
     * One game; one the student's engine cannot referee (it throws, as referee or under an
     * anchor) is the student's loss, with the engine's exception as its reason.
     */
    private static GameRecord play(Referee referee, int number, Pairing pairing,
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
     * @param overageSeconds the seconds a game's moves could take beyond their own
     */
    public record Result(TournamentGame game, String agentClass, List<AnchorRecord> anchors,
            int overageSeconds) {

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
