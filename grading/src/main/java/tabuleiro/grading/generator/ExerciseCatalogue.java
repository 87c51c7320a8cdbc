package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.grading.Scheme;
import tabuleiro.grading.generator.RuleBook.RuleBlock;

/**
 * What each exercise asks for and what it is worth: the methods to write, found from the stubs,
 * and the rules of the rule book that pass once they are written, found from the tags.
 *
 * <p>A stub belongs to the exercise its text names ("Exercise 3: ..."); a rule to the exercise
 * it is tagged with ({@code @ex03}). An exercise's points, from the grading scheme, are shared
 * evenly by its rules.
 *
 * @param game the game's name, as the launcher's command for it
 * @param title the game's title
 * @param rulebook the package of the game's feature files
 * @param exercises one entry per exercise of the scheme, in the scheme's order
 * @param ungraded the rules tagged with no exercise, which earn no points
 */
record ExerciseCatalogue(String game, String title, String rulebook, List<Entry> exercises,
        List<Rule> ungraded) {

    private static final Pattern EXERCISE_NUMBER = Pattern.compile("Exercise (\\d+)");
    private static final Pattern EXERCISE_TAG = Pattern.compile("ex\\d\\d");
    private static final Pattern RULE_TAG = Pattern.compile("[A-Z0-9]+-\\d\\d");

    /** Rules by their first id, those without one last; the sort is stable for equal keys. */
    private static final Comparator<Rule> BY_ID = Comparator.comparing(
            (Rule rule) -> rule.ids().isEmpty() ? null : rule.ids().get(0),
            Comparator.nullsLast(Comparator.naturalOrder()));

    /**
     * Creates a catalogue.
     *
     * @throws NullPointerException if an argument is null
     */
    ExerciseCatalogue {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(rulebook, "rulebook");
        exercises = List.copyOf(exercises);
        ungraded = List.copyOf(ungraded);
    }

    /**
     * A member of the skeleton that holds a stub.
     *
     * @param file the source file, relative to the skeleton's root (such as
     *     {@code src/main/java/tabuleiro/connectfour/Game.java})
     * @param member the enclosing member, such as {@code Game.hasSpace(int column)}
     * @param code the stub's code, which names its exercise
     * @param origin where the stub is in the reference, {@code path:line}, for error messages
     */
    record StubbedMember(String file, String member, String code, String origin) {

        /**
         * Creates a stubbed member.
         *
         * @throws NullPointerException if an argument is null
         */
        StubbedMember {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(member, "member");
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(origin, "origin");
        }
    }

    /**
     * One rule of the rule book, as the catalogue lists it.
     *
     * @param ids the rule's catalogue ids, such as {@code C4-09}; usually one, none if the rule
     *     carries no id tag
     * @param title the rule's title
     * @param file the feature file that has it, relative to the game's rule book folder
     * @param points what the rule is worth: its exercise's points shared evenly, rounded to
     *     hundredths; zero for an ungraded rule
     */
    record Rule(List<String> ids, String title, String file, BigDecimal points) {

        /**
         * Creates a rule.
         *
         * @throws NullPointerException if an argument is null
         */
        Rule {
            ids = List.copyOf(ids);
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(points, "points");
        }
    }

    /**
     * One exercise with the members to write and the rules it unlocks.
     *
     * @param exercise the exercise as the scheme has it
     * @param members the members to write, as {@code file} and {@code member}, in the order of
     *     the files and of the stubs in each file, each once
     * @param rules the rules that pass once the exercise is done, in the order of their ids
     */
    record Entry(Scheme.Exercise exercise, List<StubbedMember> members, List<Rule> rules) {

        /**
         * Creates an entry.
         *
         * @throws NullPointerException if an argument is null
         */
        Entry {
            Objects.requireNonNull(exercise, "exercise");
            members = List.copyOf(members);
            rules = List.copyOf(rules);
        }
    }

    /**
     * Builds the catalogue of a game.
     *
     * @param scheme the game's grading scheme: exercises, titles and points
     * @param stubs the stubbed members of the skeleton, in the order of files and lines
     * @param rules the rule blocks of the game's rule book, in the order of files and lines
     * @return the catalogue, which has an entry for every exercise of the scheme, with or
     *     without members and rules
     * @throws GeneratorException naming {@code file:line} if a stub names no exercise or one
     *     the scheme lacks, or a rule is tagged with several exercises or one the scheme lacks
     */
    static ExerciseCatalogue build(Scheme scheme, List<StubbedMember> stubs,
            List<RuleBlock> rules) {
        Map<String, List<StubbedMember>> members = new LinkedHashMap<>();
        Map<String, List<RuleBlock>> blocks = new LinkedHashMap<>();
        for (Scheme.Exercise exercise : scheme.exercises()) {
            members.put(exercise.id(), new ArrayList<>());
            blocks.put(exercise.id(), new ArrayList<>());
        }
        for (StubbedMember stub : stubs) {
            List<StubbedMember> ofExercise = members.get(exerciseOf(scheme, stub));
            boolean listed = ofExercise.stream().anyMatch(member ->
                    member.file().equals(stub.file()) && member.member().equals(stub.member()));
            if (!listed) {
                ofExercise.add(stub);
            }
        }
        List<Rule> ungraded = new ArrayList<>();
        for (RuleBlock rule : rules) {
            String exercise = exerciseOf(scheme, rule);
            if (exercise == null) {
                ungraded.add(new Rule(ids(rule), rule.title(), rule.file(), BigDecimal.ZERO));
            } else {
                blocks.get(exercise).add(rule);
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (Scheme.Exercise exercise : scheme.exercises()) {
            List<RuleBlock> unlocked = blocks.get(exercise.id());
            BigDecimal each = unlocked.isEmpty() ? BigDecimal.ZERO
                    : exercise.points().divide(BigDecimal.valueOf(unlocked.size()), 2,
                            RoundingMode.HALF_UP);
            List<Rule> listed = unlocked.stream()
                    .map(rule -> new Rule(ids(rule), rule.title(), rule.file(), each))
                    .sorted(BY_ID)
                    .collect(Collectors.toList());
            entries.add(new Entry(exercise, members.get(exercise.id()), listed));
        }
        ungraded.sort(BY_ID);
        return new ExerciseCatalogue(scheme.game(), scheme.title(), scheme.rulebook(), entries,
                ungraded);
    }

    private static String exerciseOf(Scheme scheme, StubbedMember stub) {
        Matcher number = EXERCISE_NUMBER.matcher(stub.code());
        if (!number.find()) {
            throw new GeneratorException(stub.origin() + ": the stub in " + stub.member()
                    + " does not say which exercise it belongs to: write 'Exercise N' in its"
                    + " message or in a comment on its line");
        }
        int exercise = Integer.parseInt(number.group(1));
        return scheme.exercise(exercise)
                .orElseThrow(() -> new GeneratorException(stub.origin() + ": the stub in "
                        + stub.member() + " belongs to Exercise " + exercise
                        + ", but the grading scheme has no such exercise"))
                .id();
    }

    /** The rule's exercise, or {@code null} if it is tagged with none. */
    private static String exerciseOf(Scheme scheme, RuleBlock rule) {
        List<String> exercises = rule.tags().stream()
                .filter(tag -> EXERCISE_TAG.matcher(tag).matches())
                .collect(Collectors.toList());
        if (exercises.size() > 1) {
            throw GeneratorException.at(rule.file(), rule.line(), "the rule '" + rule.title()
                    + "' is tagged with several exercises, @" + String.join(" @", exercises)
                    + ": a rule belongs to one exercise");
        }
        if (exercises.isEmpty()) {
            return null;
        }
        String exercise = exercises.get(0);
        if (scheme.exercises().stream().noneMatch(e -> e.id().equals(exercise))) {
            throw GeneratorException.at(rule.file(), rule.line(), "the rule '" + rule.title()
                    + "' is tagged @" + exercise + ", but the grading scheme has no such exercise");
        }
        return exercise;
    }

    private static List<String> ids(RuleBlock rule) {
        return rule.tags().stream()
                .filter(tag -> RULE_TAG.matcher(tag).matches())
                .collect(Collectors.toList());
    }
}
