package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * How a scheme grades generated examples (issue 47, {@code grading/docs/generated-examples.md}):
 * how many random games the reference plays against each submission's engine, what share of a
 * rule's points a rule loses when its generated examples disagree while every written example
 * passes, and the class's seed (the JSON field {@code "generated"}, optional).
 *
 * @param games how many games per submission, or {@code null} for the game's
 *     {@link #defaultGames(String) default}; 0 asks none
 * @param share the share of a rule's points lost, from 0 to 1, or {@code null} for
 *     {@link #DEFAULT_SHARE}
 * @param seed the class's seed, from which the class's games are drawn ({@link #gamesSeed()}),
 *     or {@code null} for {@link #DEFAULT_SEED} ({@code grade --seed N} sets it)
 * @invariant games, when given, is 0 to {@value #MAX_GAMES}; share, when given, is 0 to 1
 */
public record GeneratedSetting(Integer games, Double share, Long seed) {

    /** The most games a scheme may ask per submission. */
    public static final int MAX_GAMES = 10_000;

    /** The share of a rule's points a disagreement costs when the scheme sets none. */
    public static final double DEFAULT_SHARE = 0.5;

    /** The class's seed when neither the scheme nor {@code grade --seed} sets one. */
    public static final long DEFAULT_SEED = 47;

    /**
     * The student kit's seeds, 1 to this: a kit carries the reference's answers to the games of
     * these class seeds ({@code oracle.AnswerBook}), so no class is graded with one of them.
     */
    public static final int KIT_SEEDS = 2;

    /** The name the kit's games are drawn with, beside a kit seed ({@link #seedOf}). */
    public static final String KIT_SUBMISSION = "student-kit";

    /** The name a class's games are drawn with, beside the class seed: no submission's. */
    private static final String CLASS_GAMES = "class";

    /** The setting of a scheme that says nothing: every default. */
    public static final GeneratedSetting DEFAULTS = new GeneratedSetting(null, null, null);

    /**
     * Checks the setting.
     *
     * @throws IllegalArgumentException unless games and share, when given, are in range
     */
    public GeneratedSetting {
        require(games == null || games >= 0 && games <= MAX_GAMES, "\"games\" under"
                + " \"generated\" from 0 to " + MAX_GAMES + ", but it is " + games);
        require(share == null || share >= 0 && share <= 1, "a \"share\" under \"generated\""
                + " from 0 to 1, but it is " + share);
        require(seed == null || !isKitSeed(seed), kitSeedRefused(seed == null ? 0 : seed));
    }

    /**
     * Whether a class seed is one of the student kit's, whose games a kit answers, or one whose
     * class games ({@link #gamesSeed(long)}) would be a kit's games.
     *
     * @param classSeed a class seed
     * @return whether no class may be graded with it
     */
    public static boolean isKitSeed(long classSeed) {
        if (classSeed >= 1 && classSeed <= KIT_SEEDS) {
            return true;
        }
        for (long kitSeed = 1; kitSeed <= KIT_SEEDS; kitSeed++) {
            // The two mixes are one-to-one in the class seed, so exactly one class seed per
            // kit seed could meet the kit's games: refused too, however unlikely its choice.
            if (gamesSeed(classSeed) == seedOf(kitSeed, KIT_SUBMISSION)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Why a kit's seed is no class seed, for the instructor who gave it.
     *
     * @param classSeed the seed given
     * @return the message
     */
    public static String kitSeedRefused(long classSeed) {
        return "the class seed " + classSeed + (classSeed >= 1 && classSeed <= KIT_SEEDS
                ? " is one of the student kit's seeds (1 to " + KIT_SEEDS + ")"
                : " would meet the games of one of the student kit's seeds (1 to " + KIT_SEEDS
                        + ")") + ": every kit carries the reference's answers to the games of"
                + " those seeds, so a class graded with it could be answered from a kit."
                + " Choose another seed (the default is " + DEFAULT_SEED + ")";
    }

    /**
     * The games per submission of a rule book's game.
     *
     * @param rulebook the scheme's rule book package, or the game's package name alone
     * @return the scheme's count, or the game's default
     * @throws IllegalArgumentException for a game without generated games, when the scheme sets
     *     no count
     */
    public int gameCount(String rulebook) {
        return games == null ? defaultGames(rulebook) : games;
    }

    /**
     * The games per submission of a game when the scheme sets none.
     *
     * @param rulebook the scheme's rule book package, or the game's package name alone
     * @return the game's default count
     * @throws IllegalArgumentException for a game without generated games
     */
    public static int defaultGames(String rulebook) {
        return module(rulebook).classGames();
    }

    /**
     * Tells whether a scheme's class is asked generated examples: games are asked and its rule
     * book's game has them (the grader also needs its {@code oracle/} folder).
     *
     * @param rulebook the scheme's rule book package
     * @return whether generated examples are graded
     */
    public boolean asked(String rulebook) {
        return Games.find(rulebook).isPresent() && gameCount(rulebook) > 0;
    }

    /**
     * The share of a rule's points a disagreement costs.
     *
     * @return the scheme's share, or the default
     */
    public double shareLost() {
        return share == null ? DEFAULT_SHARE : share;
    }

    /**
     * The class's seed.
     *
     * @return the scheme's seed, or the default
     */
    public long classSeed() {
        return seed == null ? DEFAULT_SEED : seed;
    }

    /**
     * Returns this setting with another class seed.
     *
     * @param classSeed the seed
     * @return the setting
     */
    public GeneratedSetting withSeed(long classSeed) {
        return new GeneratedSetting(games, share, classSeed);
    }

    /**
     * The seed of the class's generated games: every submission of a class meets the same
     * games (issue 82), so identical code gets the identical grade whatever it is called, in
     * one class, across regrades, shards and platforms; and the reference plays them once per
     * class. A student cannot know them in advance: the kit carries the answers of its own
     * seeds' games only, and no class is graded with those ({@link #isKitSeed(long)}).
     *
     * @return the seed the class's games are drawn from
     */
    public long gamesSeed() {
        return gamesSeed(classSeed());
    }

    /**
     * The seed of the generated games of a class graded with a class seed
     * ({@link #gamesSeed()}).
     *
     * @param classSeed the class seed
     * @return the seed its games are drawn from
     */
    public static long gamesSeed(long classSeed) {
        return seedOf(classSeed, CLASS_GAMES);
    }

    /**
     * A seed drawn from a class seed and a name: the kit's games are those of its seeds and
     * {@value #KIT_SUBMISSION} ({@code oracle.AnswerBook}), and measurements sample many
     * seeds by name; the grader's games are those of {@link #gamesSeed(long)}, which names
     * no submission.
     *
     * @param classSeed the class seed
     * @param name the name mixed in
     * @return the seed
     */
    public static long seedOf(long classSeed, String name) {
        long mixed = classSeed * 0x9E3779B97F4A7C15L + name.hashCode();
        mixed = (mixed ^ (mixed >>> 30)) * 0xBF58476D1CE4E5B9L;
        mixed = (mixed ^ (mixed >>> 27)) * 0x94D049BB133111EBL;
        return mixed ^ (mixed >>> 31);
    }

    /**
     * The games of each kit seed of a game (the kit's answer book, and the count the oracle's
     * own measures and tests play by default).
     *
     * @param rulebook the scheme's rule book package, or the game's package name alone
     * @return the kit's count
     * @throws IllegalArgumentException for a game without generated games
     */
    public static int kitGames(String rulebook) {
        return module(rulebook).kitGames();
    }

    /** The registered game of a rule book, which says its counts. */
    private static GameModule module(String rulebook) {
        return Games.find(rulebook).orElseThrow(() -> new IllegalArgumentException(
                "no generated games for " + rulebook));
    }
}
