package tabuleiro.grading.model;

import com.google.gson.Gson;
import com.google.gson.annotations.SerializedName;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import tabuleiro.grading.style.Finding;

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
 * in Portuguese ({@link Translation}). All six are optional, so older schemes still read.
 *
 * @param game the game's command name, as the launcher knows it, e.g. {@code connect-four}
 * @param title the game's name for people, e.g. {@code Connect Four}
 * @param rulebook the Java package that holds the rule book's feature files and step definitions
 * @param enginePackage the Java package of the game's classes in the reference, such as
 *     {@code tabuleiro.connectfour} (the JSON field {@code "package"}): the stubs under it are
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
 * @invariant every field but the optional ones is present and well formed, the limits are
 *     positive, the exercise ids are distinct, the language is a tag the grader speaks and the
 *     translation names only the scheme's exercises
 */
public record Scheme(String game, String title, String rulebook,
        @SerializedName("package") String enginePackage, Limits limits,
        List<Exercise> exercises, LatePenalty late, StyleCharge style,
        SimilaritySetting similarity, String language, Translation pt) {

    /** Where the grader's jar keeps the schemes of {@code grading/schemes/}. */
    public static final String BUNDLED_FOLDER = "/schemes/";

    /** A game's command name, as the launcher knows it: {@code connect-four}. */
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
                + " command, in lower case with '-' between words such as connect-four, but it"
                + " is " + game);
        require(title != null && !title.isBlank(), "a \"title\"");
        require(rulebook != null && PACKAGE.matcher(rulebook).matches(),
                "a \"rulebook\" that is a Java package name, such as"
                        + " tabuleiro.features.connectfour, but it is " + rulebook);
        require(enginePackage != null && PACKAGE.matcher(enginePackage).matches(),
                "a \"package\" that is the Java package of the game's classes, such as"
                        + " tabuleiro.connectfour, but it is " + enginePackage);
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
    }

    /**
     * Makes a scheme in English without Portuguese titles.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's package in the reference
     * @param limits the limits
     * @param exercises the exercises
     * @param late the late-penalty rule, or {@code null} for none
     * @param style what style findings cost, or {@code null} for advice only
     * @param similarity from which similarity a pair is listed, or {@code null} for the default
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public Scheme(String game, String title, String rulebook, String enginePackage,
            Limits limits, List<Exercise> exercises, LatePenalty late, StyleCharge style,
            SimilaritySetting similarity) {
        this(game, title, rulebook, enginePackage, limits, exercises, late, style, similarity,
                null, null);
    }

    /**
     * Makes a scheme with the default similarity threshold.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's package in the reference
     * @param limits the limits
     * @param exercises the exercises
     * @param late the late-penalty rule, or {@code null} for none
     * @param style what style findings cost, or {@code null} for advice only
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public Scheme(String game, String title, String rulebook, String enginePackage,
            Limits limits, List<Exercise> exercises, LatePenalty late, StyleCharge style) {
        this(game, title, rulebook, enginePackage, limits, exercises, late, style, null);
    }

    /**
     * Makes a scheme whose style findings are advice only.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's package in the reference
     * @param limits the limits
     * @param exercises the exercises
     * @param late the late-penalty rule, or {@code null} for none
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public Scheme(String game, String title, String rulebook, String enginePackage,
            Limits limits, List<Exercise> exercises, LatePenalty late) {
        this(game, title, rulebook, enginePackage, limits, exercises, late, null);
    }

    /**
     * Makes a scheme without a late penalty.
     *
     * @param game the game's command name
     * @param title the game's name for people
     * @param rulebook the rule book's package
     * @param enginePackage the game's package in the reference
     * @param limits the limits
     * @param exercises the exercises
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public Scheme(String game, String title, String rulebook, String enginePackage,
            Limits limits, List<Exercise> exercises) {
        this(game, title, rulebook, enginePackage, limits, exercises, null, null);
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
     * Reads a scheme from a JSON file.
     *
     * @param file the scheme file
     * @return the scheme
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException if the file is not a valid scheme; the message says what
     *     was expected
     */
    public static Scheme read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * Reads a scheme bundled with the grader: one of the files of {@code grading/schemes/}.
     *
     * @param game the game's command name, such as {@code connect-four}
     * @return the game's scheme
     * @throws IllegalArgumentException if the grader has no scheme for that game; the message
     *     says which games it has
     */
    public static Scheme bundled(String game) {
        String resource = BUNDLED_FOLDER + Objects.requireNonNull(game, "game") + ".json";
        try (InputStream in = GAME.matcher(game).matches()
                ? Scheme.class.getResourceAsStream(resource) : null) {
            if (in == null) {
                throw new IllegalArgumentException("a game the grader has a scheme for ("
                        + String.join(", ", BundledSchemes.games()) + "), but it is " + game);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource, e);
        }
    }

    /**
     * Parses a scheme from JSON text.
     *
     * @param json the scheme as JSON
     * @param origin where the text came from, for messages
     * @return the scheme
     * @throws IllegalArgumentException if the text is not a valid scheme
     */
    public static Scheme parse(String json, String origin) {
        Scheme scheme;
        try {
            scheme = new Gson().fromJson(json, Scheme.class);
        } catch (RuntimeException e) {
            // Gson wraps what a record's constructor throws; the check's message is the news.
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                // A NumberFormatException is an IllegalArgumentException, but no check's.
                if (cause instanceof NumberFormatException) {
                    throw new IllegalArgumentException("the scheme " + origin + " needs numbers"
                            + " for \"points\" and the limits, such as 10 or 2.5: "
                            + e.getMessage(), e);
                }
                if (cause instanceof IllegalArgumentException) {
                    throw new IllegalArgumentException("the scheme " + origin + " needs "
                            + cause.getMessage(), e);
                }
            }
            throw new IllegalArgumentException("the scheme " + origin + " is not valid JSON: "
                    + e.getMessage(), e);
        }
        if (scheme == null) {
            throw new IllegalArgumentException("the scheme " + origin + " is empty");
        }
        return scheme;
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
                similarity, language, pt);
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
                similarity, Objects.requireNonNull(spoken, "spoken").tag(), pt);
    }

    /** Whether an amount of points is not negative and whole cents. */
    private static boolean cents(BigDecimal points) {
        return points.signum() >= 0 && points.stripTrailingZeros().scale() <= 2;
    }

    private static String shown(BigDecimal points) {
        return points.setScale(2, RoundingMode.UNNECESSARY).toPlainString();
    }

    private static void require(boolean condition, String expected) {
        if (!condition) {
            throw new IllegalArgumentException(expected);
        }
    }

    /**
     * The scheme's titles in Portuguese: what students whose grader speaks Portuguese read
     * instead of the English ones.
     *
     * @param title the game's name, such as {@code Quatro em Linha}, or {@code null} to keep
     *     the English one
     * @param exercises the exercises' titles by id, such as {@code "ex01": "A grelha"}; an
     *     exercise left out keeps its English title
     */
    public record Translation(String title, Map<String, String> exercises) {

        /**
         * Keeps an unmodifiable copy of the titles, in the exercises' order, none when the JSON
         * has none. The order is fixed because a scheme's text is part of a result's
         * fingerprint: {@code Map.copyOf} iterates in an order that changes from one JVM to the
         * next, and every re-run would then grade the whole class again.
         */
        public Translation {
            exercises = Collections.unmodifiableSortedMap(
                    exercises == null ? new TreeMap<>() : new TreeMap<>(exercises));
        }
    }

    /**
     * What a submission may use.
     *
     * @param scenarioSeconds the longest a single scenario may run
     * @param submissionSeconds the longest the whole rule book may run for one submission
     * @param heapMegabytes the Java heap of the JVM that runs the rule book
     * @param loopback whether the submission may open sockets on the loopback interface (and
     *     nowhere else): for a game whose rules include a network protocol, such as Checkers'
     *     play between two programs; {@code false} when the scheme does not say
     * @invariant the three numbers are positive
     */
    public record Limits(int scenarioSeconds, int submissionSeconds, int heapMegabytes,
            boolean loopback) {

        /**
         * Checks the limits.
         *
         * @throws IllegalArgumentException unless the three numbers are positive
         */
        public Limits {
            require(scenarioSeconds > 0 && submissionSeconds > 0 && heapMegabytes > 0,
                    "positive limits, but they are scenarioSeconds " + scenarioSeconds
                            + ", submissionSeconds " + submissionSeconds + ", heapMegabytes "
                            + heapMegabytes);
        }

        /**
         * Makes limits that allow no network at all, as most games need.
         *
         * @param scenarioSeconds the longest a single scenario may run
         * @param submissionSeconds the longest the whole rule book may run for one submission
         * @param heapMegabytes the Java heap of the JVM that runs the rule book
         * @throws IllegalArgumentException unless the three numbers are positive
         */
        public Limits(int scenarioSeconds, int submissionSeconds, int heapMegabytes) {
            this(scenarioSeconds, submissionSeconds, heapMegabytes, false);
        }
    }

    /**
     * An exercise of the course.
     *
     * @param id the tag that marks its rules in the rule book, without the {@code @}: {@code ex}
     *     and two digits, such as {@code ex03}
     * @param title what it is about, e.g. {@code Four in a row}
     * @param points what it is worth
     * @param rules the rules given points of their own or hidden (the JSON field
     *     {@code "rules"}, optional); the other rules share what is left evenly
     * @invariant the id is {@code ex} and two digits, the title is present, the points are
     *     not negative, the rules' IDs are distinct and their own points add up to at most the
     *     exercise's
     */
    public record Exercise(String id, String title, BigDecimal points,
            List<RuleSetting> rules) {

        /** An exercise id; the rule book's exercise tags are these and a few more. */
        private static final Pattern ID = Pattern.compile("ex\\d\\d");

        /**
         * Checks the exercise.
         *
         * @throws IllegalArgumentException unless the id is {@code ex} and two digits, the title
         *     is present, the points are not negative and whole cents, and the rules have
         *     distinct IDs and points that add up to at most the exercise's
         */
        public Exercise {
            require(id != null && ID.matcher(id).matches(), "exercise ids that are 'ex' and two"
                    + " digits, such as ex01, but one is " + id);
            require(title != null && !title.isBlank(), "a \"title\" for exercise " + id);
            require(points != null && points.signum() >= 0,
                    "non-negative \"points\" for exercise " + id + ", but it has " + points);
            // The marking shares points out in cents; a finer figure could not be honoured.
            require(points.stripTrailingZeros().scale() <= 2, "\"points\" with at most two"
                    + " decimals for exercise " + id + ", but it has " + points);
            rules = rules == null ? List.of() : List.copyOf(rules);
            Set<String> ruleIds = new HashSet<>();
            BigDecimal own = BigDecimal.ZERO;
            for (RuleSetting rule : rules) {
                require(ruleIds.add(rule.id()), "distinct rule IDs in the \"rules\" of exercise "
                        + id + ", but " + rule.id() + " appears twice");
                own = own.add(rule.ownPoints().orElse(BigDecimal.ZERO));
            }
            require(own.compareTo(points) <= 0, "rules of exercise " + id + " whose own"
                    + " \"points\" add up to at most its " + points.toPlainString()
                    + ", but they add up to " + own.toPlainString());
        }

        /**
         * Makes an exercise whose rules share its points evenly and none is hidden.
         *
         * @param id the exercise's id
         * @param title what it is about
         * @param points what it is worth
         * @throws IllegalArgumentException as the canonical constructor does
         */
        public Exercise(String id, String title, BigDecimal points) {
            this(id, title, points, List.of());
        }

        /**
         * Finds what the scheme says of one of the exercise's rules.
         *
         * @param ruleId a rule ID, such as {@code C4-09}
         * @return its setting, or empty when the scheme does not name it
         */
        public Optional<RuleSetting> rule(String ruleId) {
            return rules.stream().filter(rule -> rule.id().equals(ruleId)).findFirst();
        }

        /**
         * Returns the exercise's number for people, the one the stubs' messages use.
         *
         * @return the digits of the id as a number: 3 for {@code ex03}
         */
        public int number() {
            return Integer.parseInt(id.substring(2));
        }

        /**
         * Names the exercise as the feedback does: "Exercise 3 — Four in a row".
         *
         * @return the exercise's name for people
         */
        public String label() {
            return "Exercise " + number() + " — " + title;
        }
    }

    /**
     * What a scheme says of one rule of an exercise: points of its own instead of an even
     * share, and whether it is hidden.
     *
     * <p>A hidden rule is run and scored like any other, but no output for students (the
     * feedback, {@code results.json}, the JUnit XML) shows its scenarios, steps or values: only
     * its ID, its title and whether it was kept. The instructor's class reports show it whole.
     *
     * @param id the rule ID, as its Rule's tag in the rule book, e.g. {@code C4-09}
     * @param points its points, with at most two decimals, or {@code null} for an even share of
     *     what the exercise's named points leave ({@link #ownPoints()} wraps it)
     * @param hidden whether its scenarios are kept from students
     * @invariant the id is not blank and the points, when given, are not negative and whole
     *     cents
     */
    public record RuleSetting(String id, BigDecimal points, boolean hidden) {

        /**
         * Checks the setting.
         *
         * @throws IllegalArgumentException unless the id is not blank and the points, when
         *     given, are not negative and whole cents
         */
        public RuleSetting {
            require(id != null && !id.isBlank(), "an \"id\" for each entry of \"rules\","
                    + " such as C4-09");
            require(points == null || points.signum() >= 0 && points.stripTrailingZeros()
                    .scale() <= 2, "\"points\" for rule " + id + " that are not negative,"
                    + " with at most two decimals, but they are " + points);
        }

        /**
         * Returns the rule's own points.
         *
         * @return the points, or empty when it shares what is left
         */
        public Optional<BigDecimal> ownPoints() {
            return Optional.ofNullable(points);
        }
    }

    /**
     * How the similarity report reads a class ({@code tabuleiro.grading.similarity}): the pairs
     * whose similarity, in percent, is at least the threshold are listed in {@code report.html}.
     * A lower threshold lists more pairs to look at; {@code similarity.csv} has every pair.
     *
     * @param threshold the least similarity listed, in percent (0 to 100), or {@code null} for
     *     {@link #DEFAULT_THRESHOLD}
     * @invariant the threshold, when given, is between 0 and 100
     */
    public record SimilaritySetting(Double threshold) {

        /**
         * The threshold when the scheme sets none, in percent: above every pair of independent
         * solutions the calibration found, below every copy (see {@code grading/README.md}).
         */
        public static final double DEFAULT_THRESHOLD = 50;

        /**
         * Checks the setting.
         *
         * @throws IllegalArgumentException unless the threshold, when given, is a number from 0
         *     to 100
         */
        public SimilaritySetting {
            require(threshold == null || threshold >= 0 && threshold <= 100,
                    "a \"threshold\" under \"similarity\" from 0 to 100 (a percentage), but it"
                            + " is " + threshold);
        }
    }

    /**
     * What the style check's findings cost, when a scheme charges for style (as Artemis does):
     * each finding costs {@code pointsPerFinding}, or its category's own rate; a category's
     * findings cost at most its own cap, and all of them together at most {@code cap}. The
     * charge is taken off after the late penalty, and never takes a grade below zero.
     *
     * @param pointsPerFinding what a finding costs, unless its category says otherwise
     * @param cap the most all findings together may cost, or {@code null} for no limit but the
     *     points earned
     * @param categories rates and caps of their own for some categories (those of
     *     {@link Finding#CATEGORIES}), by name; optional
     * @invariant the points are not negative and whole cents, and every category is one of
     *     Checkstyle's
     */
    public record StyleCharge(BigDecimal pointsPerFinding, BigDecimal cap,
            Map<String, CategoryCharge> categories) {

        /**
         * Checks the charge and keeps an unmodifiable copy of the categories, by name.
         *
         * @throws IllegalArgumentException unless the rate is given, the points are not
         *     negative and whole cents, and the categories are Checkstyle's
         */
        public StyleCharge {
            require(pointsPerFinding != null && cents(pointsPerFinding), "a \"pointsPerFinding\""
                    + " under \"style\" that is not negative, with at most two decimals, but it"
                    + " is " + pointsPerFinding);
            require(cap == null || cents(cap), "a \"cap\" under \"style\" that is not negative,"
                    + " with at most two decimals, but it is " + cap);
            Map<String, CategoryCharge> named = new TreeMap<>();
            if (categories != null) {
                categories.forEach((name, charge) -> {
                    require(Finding.CATEGORIES.contains(name), "\"categories\" under \"style\""
                            + " named as Checkstyle groups its checks ("
                            + String.join(", ", Finding.CATEGORIES) + "), but one is " + name);
                    require(charge != null, "a rate or a cap for the style category " + name);
                    named.put(name, charge);
                });
            }
            categories = Collections.unmodifiableMap(named);
        }

        /**
         * Makes a charge with one rate for every finding.
         *
         * @param pointsPerFinding what a finding costs
         * @param cap the most all findings together may cost, or {@code null} for no limit
         * @throws IllegalArgumentException as the canonical constructor does
         */
        public StyleCharge(BigDecimal pointsPerFinding, BigDecimal cap) {
            this(pointsPerFinding, cap, Map.of());
        }

        /**
         * Works out what some findings cost.
         *
         * @param counts how many findings there are of each category
         * @return the points they cost, to the cent, at most the cap
         */
        public BigDecimal charge(Map<String, Long> counts) {
            BigDecimal total = BigDecimal.ZERO;
            for (Map.Entry<String, Long> count : counts.entrySet()) {
                CategoryCharge own = categories.get(count.getKey());
                BigDecimal rate = own == null || own.pointsPerFinding() == null
                        ? pointsPerFinding : own.pointsPerFinding();
                BigDecimal part = rate.multiply(BigDecimal.valueOf(count.getValue()));
                if (own != null && own.cap() != null) {
                    part = part.min(own.cap());
                }
                total = total.add(part);
            }
            if (cap != null) {
                total = total.min(cap);
            }
            return total.setScale(2, RoundingMode.UNNECESSARY);
        }

        /**
         * Says what findings cost, for people.
         *
         * @return e.g. "0.50 a finding, at most 5.00 in all; naming: 1.00 a finding, at most
         *     2.00"
         */
        public String describe() {
            return describe(Language.ENGLISH);
        }

        /**
         * Says what findings cost, for people, in a language.
         *
         * @param in the language
         * @return e.g. "0.50 por reparo, no máximo 5.00 no total" in Portuguese
         */
        public String describe(Language in) {
            Texts texts = Texts.of(GradeTexts.class, in);
            StringBuilder text = new StringBuilder(texts.text("charge.rate",
                    shown(pointsPerFinding)));
            if (cap != null) {
                text.append(texts.text("charge.cap.all", shown(cap)));
            }
            categories.forEach((name, own) -> {
                text.append(texts.text("charge.category", name, shown(own.pointsPerFinding()
                        == null ? pointsPerFinding : own.pointsPerFinding())));
                if (own.cap() != null) {
                    text.append(texts.text("charge.cap", shown(own.cap())));
                }
            });
            return text.toString();
        }
    }

    /**
     * A style category's own rate or cap.
     *
     * @param pointsPerFinding what a finding of the category costs, or {@code null} for the
     *     style charge's rate
     * @param cap the most the category's findings may cost, or {@code null} for no limit of
     *     its own
     * @invariant the points given are not negative and whole cents
     */
    public record CategoryCharge(BigDecimal pointsPerFinding, BigDecimal cap) {

        /**
         * Checks the rate and cap.
         *
         * @throws IllegalArgumentException unless the points given are not negative and whole
         *     cents
         */
        public CategoryCharge {
            require(pointsPerFinding == null || cents(pointsPerFinding), "a style category's"
                    + " \"pointsPerFinding\" that is not negative, with at most two decimals, but"
                    + " it is " + pointsPerFinding);
            require(cap == null || cents(cap), "a style category's \"cap\" that is not"
                    + " negative, with at most two decimals, but it is " + cap);
        }
    }
}
