package tabuleiro.grading.model;

import static tabuleiro.grading.model.SchemeChecks.require;

import com.google.gson.annotations.SerializedName;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import tabuleiro.grading.spi.Games;

/**
 * A grading scheme: which rule book grades a game, what each exercise is worth, and how long and
 * how much memory a submission may take (the files in {@code grading/schemes/}). The grader
 * grades by it and the generator writes the students' guide from it.
 *
 * <p>An exercise's points are shared evenly by the rule book's Rule blocks tagged with it (see
 * {@link tabuleiro.grading.model.Marking}), so the scheme need not name a rule: adding an
 * example or a rule to the rule book needs no change here. An exercise may name some of its
 * rules ({@link RuleSetting}) to give them points of their own or to hide them; a scheme may
 * have a late-penalty rule ({@link LatePenalty}) and may charge for style
 * ({@link StyleCharge}), may set from which similarity a pair of submissions is listed
 * ({@link SimilaritySetting}), and may name the language it speaks to students and its titles
 * in Portuguese ({@link SchemeTranslation}). All six are optional, so older schemes still read.
 * {@link SchemeReader} reads a scheme from its JSON and {@link BundledSchemes} those the grader
 * carries.
 *
 * @param game the game's command name, as the launcher knows it, e.g. {@code tic-tac-toe}
 * @param title the game's name for people, e.g. {@code Tic-Tac-Toe}
 * @param rulebook the Java package that holds the rule book's feature files and step definitions
 * @param enginePackage the Java package of the game's classes in the reference, such as
 *     {@code tabuleiro.GAME} (the JSON field {@code "package"}): the stubs under it are
 *     this game's exercises, so "Exercise 3" in a stub means this scheme's {@code ex03}
 * @param limits the time and memory a submission may use
 * @param exercises the exercises, in the order students meet them
 * @param late the late-penalty rule, or {@code null} when lateness costs nothing (the JSON field
 *     {@code "late"}, optional); {@link #latePenalty()} wraps it
 * @param style what the style check's findings cost, or {@code null} when they are advice and
 *     cost nothing (the JSON field {@code "style"}, optional); {@link #styleCharge()} wraps it
 * @param similarity from which similarity the similarity report lists a pair, or {@code null}
 *     for the default (the JSON field {@code "similarity"}, optional);
 *     {@link #similarityThreshold()} reads it
 * @param language the tag of the language the grader speaks to students by this scheme,
 *     {@code en} or {@code pt}, or {@code null} for English (the JSON field {@code "language"},
 *     optional; {@code grade --lang} overrides it); {@link #defaultLanguage()} reads it
 * @param pt the game's and the exercises' titles in Portuguese, or {@code null} when the
 *     scheme has none and Portuguese texts show the English titles (the JSON field
 *     {@code "pt"}, optional); {@link #title(Language)} and {@link #title(Exercise, Language)}
 *     read it
 * @param rulebookUrl where students read the rule book as a site (the JSON field
 *     {@code "rulebookUrl"}, optional; {@code grade --rulebook-url} overrides it): an
 *     {@code http}/{@code https} address, or a path relative to the feedback's folder, of the
 *     folder that holds {@code GAME/RULE-ID.html}; {@code null} when there is none, and the
 *     feedback then names the rule and its feature file instead of linking
 * @param generated how generated examples are graded (the JSON field {@code "generated"},
 *     optional: {@link #generatedSetting()} reads it)
 * @invariant every field but the optional ones is present and well formed, the limits are
 *     positive, the exercise ids are distinct, the language is a tag the grader speaks and the
 *     translation names only the scheme's exercises
 */
public record Scheme(String game, String title, String rulebook,
        @SerializedName("package") String enginePackage, Limits limits,
        List<Exercise> exercises, LatePenalty late, StyleCharge style,
        SimilaritySetting similarity, String language, SchemeTranslation pt,
        String rulebookUrl, GeneratedSetting generated) {

    /** A site's address: http(s) or a relative path, nothing a page could run. */
    private static final Pattern SITE = Pattern.compile(
            "(https?://[^\\s\"'<>()]+|[A-Za-z0-9._~/-]+)");

    /** A game's command name, as the launcher knows it: {@code tic-tac-toe}. */
    private static final Pattern GAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private static final Pattern PACKAGE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");

    /**
     * Checks the scheme and keeps an unmodifiable copy of the exercises.
     *
     * @throws IllegalArgumentException unless the game is a command name (lower case, words
     *     joined by {@code -}), the title is present, the rule book and the engine's package are
     *     Java package names, the limits are positive, and the exercises are valid and have
     *     distinct ids
     */
    public Scheme {
        require(game != null && GAME.matcher(game).matches(), "a \"game\" that is the game's"
                + " command, in lower case with '-' between words such as "
                + Games.example().command() + ", but it is " + game);
        require(title != null && !title.isBlank(), "a \"title\"");
        require(rulebook != null && PACKAGE.matcher(rulebook).matches(),
                "a \"rulebook\" that is a Java package name, such as tabuleiro.features."
                        + Games.example().id() + ", but it is " + rulebook);
        require(enginePackage != null && PACKAGE.matcher(enginePackage).matches(),
                "a \"package\" that is the Java package of the game's classes, such as"
                        + " tabuleiro." + Games.example().id() + ", but it is "
                        + enginePackage);
        require(limits != null, "\"limits\" with scenarioSeconds, submissionSeconds and"
                + " heapMegabytes");
        require(exercises != null && !exercises.isEmpty(), "a non-empty list of \"exercises\"");
        Set<String> ids = new HashSet<>();
        for (Exercise exercise : exercises) {
            require(exercise != null, "no empty entry in \"exercises\"");
            require(ids.add(exercise.id()), "distinct exercise ids, but " + exercise.id()
                    + " appears twice");
        }
        exercises = List.copyOf(exercises);
        require(language == null || Language.ofTag(language).isPresent(), "a \"language\" that"
                + " is " + Language.tags() + ", but it is " + language);
        if (pt != null) {
            for (String id : pt.exercises().keySet()) {
                require(ids.contains(id), "a \"pt\" translation of the scheme's exercises"
                        + " only, but it names " + id + ", which the scheme does not have");
            }
        }
        require(rulebookUrl == null || SITE.matcher(rulebookUrl).matches() && !rulebookUrl
                .startsWith("/"), "a \"rulebookUrl\" that is an http or https address or a"
                + " relative path, such as https://course.example/rulebook/, but it is "
                + rulebookUrl);
    }

    /**
     * Makes a scheme without a rule book site, as schemes were before it had one.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's classes' package
     * @param limits the limits
     * @param exercises the exercises
     * @param late the late-penalty rule, or {@code null}
     * @param style the style charge, or {@code null}
     * @param similarity the similarity setting, or {@code null}
     * @param language the language's tag, or {@code null}
     * @param pt the Portuguese titles, or {@code null}
     */
    public Scheme(String game, String title, String rulebook, String enginePackage,
            Limits limits, List<Exercise> exercises, LatePenalty late, StyleCharge style,
            SimilaritySetting similarity, String language, SchemeTranslation pt) {
        this(game, title, rulebook, enginePackage, limits, exercises, late, style, similarity,
                language, pt, null, null);
    }

    /**
     * Makes a scheme with a rule book site and the default generated examples.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's classes' package
     * @param limits the limits
     * @param exercises the exercises
     * @param late the late-penalty rule, or {@code null}
     * @param style the style charge, or {@code null}
     * @param similarity the similarity setting, or {@code null}
     * @param language the language's tag, or {@code null}
     * @param pt the Portuguese titles, or {@code null}
     * @param rulebookUrl the rule book site, or {@code null}
     */
    public Scheme(String game, String title, String rulebook, String enginePackage,
            Limits limits, List<Exercise> exercises, LatePenalty late, StyleCharge style,
            SimilaritySetting similarity, String language, SchemeTranslation pt,
            String rulebookUrl) {
        this(game, title, rulebook, enginePackage, limits, exercises, late, style, similarity,
                language, pt, rulebookUrl, null);
    }

    /**
     * How generated examples are graded.
     *
     * @return the scheme's setting, or every default when it has none
     */
    public GeneratedSetting generatedSetting() {
        return generated == null ? GeneratedSetting.DEFAULTS : generated;
    }

    /**
     * Makes the scheme grade generated examples from another class seed: {@code grade --seed}.
     *
     * @param seed the class's seed
     * @return a copy of this scheme with that seed
     */
    public Scheme withSeed(long seed) {
        return new Scheme(game, title, rulebook, enginePackage, limits, exercises, late, style,
                similarity, language, pt, rulebookUrl, generatedSetting().withSeed(seed));
    }

    /**
     * Where a rule's page of the rule book site is, for a student's feedback.
     *
     * @param ruleId the rule's ID, such as {@code C4-09}
     * @return {@code rulebookUrl/GAME/RULE-ID.html}, or empty when the scheme knows no site
     */
    public Optional<String> rulePage(String ruleId) {
        if (rulebookUrl == null) {
            return Optional.empty();
        }
        String base = rulebookUrl.endsWith("/") ? rulebookUrl : rulebookUrl + "/";
        return Optional.of(base + game + "/" + ruleId + ".html");
    }

    /**
     * Makes the scheme link its feedback into a rule book site: {@code grade --rulebook-url}.
     *
     * @param url the site's address, as {@link #rulebookUrl()} describes it
     * @return a copy of this scheme with that site
     * @throws IllegalArgumentException if the address is not one
     */
    public Scheme withRulebookUrl(String url) {
        return new Scheme(game, title, rulebook, enginePackage, limits, exercises, late, style,
                similarity, language, pt, Objects.requireNonNull(url, "url"), generated);
    }

    /**
     * Returns the late-penalty rule.
     *
     * @return the rule, or empty when lateness costs nothing
     */
    public Optional<LatePenalty> latePenalty() {
        return Optional.ofNullable(late);
    }

    /**
     * Returns what the style check's findings cost.
     *
     * @return the charge, or empty when findings are advice and cost nothing
     */
    public Optional<StyleCharge> styleCharge() {
        return Optional.ofNullable(style);
    }

    /**
     * Returns from which similarity the similarity report lists a pair of submissions.
     *
     * @return the scheme's {@code "similarity": {"threshold": ...}}, in percent, or
     *     {@link SimilaritySetting#DEFAULT_THRESHOLD} when the scheme sets none
     */
    public double similarityThreshold() {
        return similarity == null || similarity.threshold() == null
                ? SimilaritySetting.DEFAULT_THRESHOLD : similarity.threshold();
    }

    /**
     * The language the grader speaks to students by this scheme when {@code --lang} does not
     * say; once {@link #speaking} has applied {@code --lang}, the language of the grading.
     *
     * @return the scheme's {@code "language"}, or English when it has none
     */
    public Language defaultLanguage() {
        return language == null ? Language.ENGLISH : Language.ofTag(language).orElseThrow();
    }

    /**
     * The game's name for people in a language.
     *
     * @param in the language
     * @return the Portuguese title when asked for and the scheme has one, else {@link #title()}
     */
    public String title(Language in) {
        return in == Language.PORTUGUESE && pt != null && pt.title() != null ? pt.title()
                : title;
    }

    /**
     * What an exercise is about, in a language.
     *
     * @param exercise one of the scheme's exercises
     * @param in the language
     * @return its Portuguese title when asked for and the scheme has one, else its own title
     */
    public String title(Exercise exercise, Language in) {
        String translated = in == Language.PORTUGUESE && pt != null
                ? pt.exercises().get(exercise.id()) : null;
        return translated == null ? exercise.title() : translated;
    }

    /**
     * Names an exercise as the feedback does, in a language: "Exercise 3 — Four in a row".
     *
     * @param exercise one of the scheme's exercises
     * @param in the language
     * @return its number and its title in that language
     */
    public String label(Exercise exercise, Language in) {
        return Texts.of(GradeTexts.class, in).text("exercise.label",
                String.valueOf(exercise.number()), title(exercise, in));
    }

    /**
     * Whether a text is a game's command name, as a scheme's {@code "game"} must be: lower case,
     * words joined by {@code -}.
     *
     * @param game the text
     * @return {@code true} for a name such as {@code tic-tac-toe}
     */
    static boolean isCommandName(String game) {
        return GAME.matcher(game).matches();
    }

    /**
     * Finds an exercise by its id.
     *
     * @param id the exercise id, e.g. {@code ex03}
     * @return the exercise, or empty when the scheme has none with that id
     */
    public Optional<Exercise> exercise(String id) {
        return exercises.stream().filter(exercise -> exercise.id().equals(id)).findFirst();
    }

    /**
     * Finds an exercise by its number, as the skeleton's stubs name it ("Exercise 3: ...").
     *
     * @param number the exercise's number
     * @return the exercise, or empty when the scheme has none with that number
     */
    public Optional<Exercise> exercise(int number) {
        return exercises.stream().filter(exercise -> exercise.number() == number).findFirst();
    }

    /**
     * Makes a scheme that runs another rule book with other limits, for tests and trials.
     *
     * @param rulebook the rule book's package
     * @param limits the limits
     * @return a copy of this scheme with the rule book and limits replaced
     */
    public Scheme with(String rulebook, Limits limits) {
        return new Scheme(game, title, Objects.requireNonNull(rulebook, "rulebook"),
                enginePackage, Objects.requireNonNull(limits, "limits"), exercises, late, style,
                similarity, language, pt, rulebookUrl, generated);
    }

    /**
     * Makes the scheme a grading speaks by: {@code grade --lang} chooses the language, and
     * everything that reads the scheme (the rule book that runs, the reports, the resume cache's
     * fingerprint, which digests the scheme) follows it.
     *
     * @param spoken the language to speak to students
     * @return a copy of this scheme whose {@link #defaultLanguage()} is {@code spoken}
     */
    public Scheme speaking(Language spoken) {
        return new Scheme(game, title, rulebook, enginePackage, limits, exercises, late, style,
                similarity, Objects.requireNonNull(spoken, "spoken").tag(), pt, rulebookUrl,
                generated);
    }
}
