package tabuleiro.grading.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the schemes tests grade by, naming only what a test is about: a scheme read from JSON
 * needs every field, a test of the reports needs a game and an exercise or two. What a test does
 * not name is what a scheme file may leave out (no late penalty, style as advice, the default
 * similarity, English), and the least limits, as a test that builds a scheme by hand runs no
 * grading JVM.
 */
public final class SchemeBuilder {

    private final String game;
    private final String title;
    private final String rulebook;
    private final String enginePackage;
    private Limits limits = new Limits(1, 1, 1);
    private final List<Exercise> exercises = new ArrayList<>();
    private LatePenalty late;
    private StyleCharge style;
    private SimilaritySetting similarity;
    private String language;
    private SchemeTranslation pt;

    private SchemeBuilder(String game, String title, String rulebook, String enginePackage) {
        this.game = game;
        this.title = title;
        this.rulebook = rulebook;
        this.enginePackage = enginePackage;
    }

    /**
     * Starts a scheme.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's package in the reference
     * @return a builder of a scheme with no exercise yet
     */
    public static SchemeBuilder scheme(String game, String title, String rulebook,
            String enginePackage) {
        return new SchemeBuilder(game, title, rulebook, enginePackage);
    }

    /**
     * Starts a Connect Four scheme whose rule book the tests of the reports parse themselves.
     *
     * @return a builder of a scheme with no exercise yet
     */
    public static SchemeBuilder connectFour() {
        return scheme("connect-four", "Connect Four", "tabuleiro.features.x",
                "tabuleiro.connectfour");
    }

    /**
     * Sets the limits.
     *
     * @param limits what a submission may use
     * @return this builder
     */
    public SchemeBuilder limits(Limits limits) {
        this.limits = limits;
        return this;
    }

    /**
     * Adds an exercise whose rules share its points evenly.
     *
     * @param id the exercise's id, such as {@code ex01}
     * @param title what it is about
     * @param points what it is worth, such as {@code "7.5"}
     * @return this builder
     */
    public SchemeBuilder exercise(String id, String title, String points) {
        return exercise(new Exercise(id, title, new BigDecimal(points)));
    }

    /**
     * Adds an exercise.
     *
     * @param exercise the exercise
     * @return this builder
     */
    public SchemeBuilder exercise(Exercise exercise) {
        exercises.add(exercise);
        return this;
    }

    /**
     * Adds exercises.
     *
     * @param more the exercises, in the order students meet them
     * @return this builder
     */
    public SchemeBuilder exercises(List<Exercise> more) {
        exercises.addAll(more);
        return this;
    }

    /**
     * Sets the late penalty.
     *
     * @param penalty the rule, or {@code null} for none
     * @return this builder
     */
    public SchemeBuilder late(LatePenalty penalty) {
        this.late = penalty;
        return this;
    }

    /**
     * Sets what style findings cost.
     *
     * @param charge the charge, or {@code null} for advice only
     * @return this builder
     */
    public SchemeBuilder style(StyleCharge charge) {
        this.style = charge;
        return this;
    }

    /**
     * Sets from which similarity a pair is listed.
     *
     * @param setting the setting, or {@code null} for the default
     * @return this builder
     */
    public SchemeBuilder similarity(SimilaritySetting setting) {
        this.similarity = setting;
        return this;
    }

    /**
     * Sets the language the scheme speaks to students.
     *
     * @param tag the language's tag, such as {@code pt}, or {@code null} for English
     * @return this builder
     */
    public SchemeBuilder language(String tag) {
        this.language = tag;
        return this;
    }

    /**
     * Sets the titles in Portuguese.
     *
     * @param translation the titles, or {@code null} for none
     * @return this builder
     */
    public SchemeBuilder pt(SchemeTranslation translation) {
        this.pt = translation;
        return this;
    }

    /**
     * Makes the scheme.
     *
     * @return the scheme
     * @throws IllegalArgumentException as the scheme's constructor does, when what was named is
     *     not a valid scheme
     */
    public Scheme build() {
        return new Scheme(game, title, rulebook, enginePackage, limits, exercises, late, style,
                similarity, language, pt);
    }
}
