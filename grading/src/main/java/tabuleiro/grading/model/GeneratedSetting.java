package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

import java.util.Set;

/**
 * How a scheme grades generated examples (issue 47, {@code grading/docs/generated-examples.md}):
 * how many random games the reference plays against each submission's engine, what share of a
 * rule's points a rule loses when its generated examples disagree while every written example
 * passes, and the class's seed (the JSON field {@code "generated"}, optional).
 *
 * @param games how many games per submission, or {@code null} for {@link #DEFAULT_GAMES}; 0
 *     asks none
 * @param share the share of a rule's points lost, from 0 to 1, or {@code null} for
 *     {@link #DEFAULT_SHARE}
 * @param seed the class's seed, from which each submission's is made, or {@code null} for
 *     {@link #DEFAULT_SEED} ({@code grade --seed N} sets it)
 * @invariant games, when given, is 0 to {@value #MAX_GAMES}; share, when given, is 0 to 1
 */
public record GeneratedSetting(Integer games, Double share, Long seed) {

    /** The games per submission when the scheme sets none (measured: see the docs). */
    public static final int DEFAULT_GAMES = 20;

    /** The most games a scheme may ask per submission. */
    public static final int MAX_GAMES = 10_000;

    /** The share of a rule's points a disagreement costs when the scheme sets none. */
    public static final double DEFAULT_SHARE = 0.5;

    /** The class's seed when neither the scheme nor {@code grade --seed} sets one. */
    public static final long DEFAULT_SEED = 47;

    /**
     * The rule books (the last part of the scheme's {@code rulebook} package) whose generated
     * examples are graded: the games whose comparison is checked end to end.
     */
    public static final Set<String> GAMES = Set.of("connectfour");

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
    }

    /**
     * The games per submission.
     *
     * @return the scheme's count, or the default
     */
    public int gameCount() {
        return games == null ? DEFAULT_GAMES : games;
    }

    /**
     * Tells whether a scheme's class is asked generated examples: games are asked and its rule
     * book's game has them (the grader also needs its {@code oracle/} folder).
     *
     * @param rulebook the scheme's rule book package
     * @return whether generated examples are graded
     */
    public boolean asked(String rulebook) {
        return gameCount() > 0 && GAMES.contains(rulebook.substring(rulebook.lastIndexOf('.')
                + 1));
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
     * A submission's seed: the class's mixed with the submission's name, so that two
     * submissions meet different games and one submission meets the same ones every run.
     *
     * @param submission the submission's name
     * @return its seed
     */
    public long seedOf(String submission) {
        long mixed = classSeed() * 0x9E3779B97F4A7C15L + submission.hashCode();
        mixed = (mixed ^ (mixed >>> 30)) * 0xBF58476D1CE4E5B9L;
        mixed = (mixed ^ (mixed >>> 27)) * 0x94D049BB133111EBL;
        return mixed ^ (mixed >>> 31);
    }
}
