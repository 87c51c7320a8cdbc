package tabuleiro.grading.generator;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * What each exercise asks for and what it is worth: the methods to write, found from the stubs,
 * and the rules of the rule book that pass once they are written, found from the tags.
 *
 * <p>A stub belongs to the exercise its text names ("Exercise 3: ..."), and it throws:
 * {@code throw new UnsupportedOperationException("Exercise 3: implement Game.fourThrough");},
 * naming the member it stands in. A stub that returned a plausible default instead (no four, no
 * attack, no end) would let a missing exercise pass some rules by accident and fail others far
 * from its cause, blamed on an invariant or a postcondition; the text UIs and the grader read
 * the message to say which exercise is not written yet. The rules and their
 * points are the grader's: the units of {@link RuleBook} and the points {@link Marking} gives
 * them (an exercise's points shared evenly, to the cent), so the guide promises what the grader
 * gives.
 *
 * <p>A catalogue is in one language: the Portuguese one reads the Portuguese rule book (the same
 * rules, tags and points in other words) and the scheme's Portuguese titles.
 *
 * @param game the game's name, as the launcher's command for it
 * @param title the game's title, in the catalogue's language
 * @param rulebook the package of the game's feature files in the catalogue's language
 * @param language the language of the titles and of the rule book
 * @param exercises one entry per exercise of the scheme, in the scheme's order
 * @param ungraded the Rule blocks none of whose scenarios is tagged with an exercise, which earn
 *     no points
 * @param evenShares whether every exercise's points are shared evenly by its rules: the scheme
 *     gives no rule points of its own
 * @param randomShare the share of a rule's points that a break in the grader's random games
 *     costs ({@code GeneratedSetting.shareLost}), from 0 to 1; 0 when the scheme asks none
 */
record ExerciseCatalogue(String game, String title, String rulebook, Language language,
        List<Entry> exercises, List<Rule> ungraded, boolean evenShares, double randomShare) {

    private static final Pattern EXERCISE_NUMBER = Pattern.compile("Exercise (\\d+)");

    /** A stub's code, its lines joined by one space: group 1 the member its message names. */
    private static final Pattern THROWING_STUB = Pattern.compile("throw new"
            + " UnsupportedOperationException\\( ?\"Exercise \\d+: implement ([\\w$]+\\.[\\w$]+)\""
            + " ?\\);");

    /**
     * Creates a catalogue.
     *
     * @throws NullPointerException if an argument is null
     */
    ExerciseCatalogue {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(rulebook, "rulebook");
        Objects.requireNonNull(language, "language");
        exercises = List.copyOf(exercises);
        ungraded = List.copyOf(ungraded);
    }

    /**
     * A member of the skeleton that holds a stub.
     *
     * @param file the source file, relative to the skeleton's root (such as
     *     {@code src/main/java/tabuleiro/GAME/Game.java})
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
     * @param id the rule's ID, such as {@code C4-09}, or {@code ?} if it carries no ID tag
     * @param title the rule's title
     * @param file the feature file that has it, relative to the game's rule book folder
     * @param points what the rule is worth, as the grader marks it; zero for an ungraded rule
     */
    record Rule(String id, String title, String file, BigDecimal points) {

        /**
         * Creates a rule.
         *
         * @throws NullPointerException if an argument is null
         */
        Rule {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(points, "points");
        }
    }

    /**
     * One exercise with the members to write and the rules it unlocks.
     *
     * @param exercise the exercise as the scheme has it
     * @param title what the exercise is about, in the catalogue's language
     * @param members the members to write, as {@code file} and {@code member}, in the order of
     *     the files and of the stubs in each file, each once
     * @param rules the rules that pass once the exercise is done, by rule ID
     */
    record Entry(Exercise exercise, String title, List<StubbedMember> members,
            List<Rule> rules) {

        /**
         * Creates an entry.
         *
         * @throws NullPointerException if an argument is null
         */
        Entry {
            Objects.requireNonNull(exercise, "exercise");
            Objects.requireNonNull(title, "title");
            members = List.copyOf(members);
            rules = List.copyOf(rules);
        }
    }

    /**
     * Builds the catalogue of a game in English.
     *
     * @param scheme the game's grading scheme: exercises, titles and points
     * @param stubs the stubbed members of the skeleton, in the order of files and lines
     * @param book the game's English rule book; it may have no feature files yet
     * @return the catalogue, as {@link #build(Scheme, List, RuleBook, Language)} builds it
     * @throws GeneratorException as {@link #build(Scheme, List, RuleBook, Language)} does
     */
    static ExerciseCatalogue build(Scheme scheme, List<StubbedMember> stubs, RuleBook book) {
        return build(scheme, stubs, book, Language.ENGLISH);
    }

    /**
     * Builds the catalogue of a game in a language.
     *
     * @param scheme the game's grading scheme: exercises, titles and points
     * @param stubs the stubbed members of the skeleton, in the order of files and lines
     * @param book the game's rule book in the language; it may have no feature files yet
     * @param language the language of the rule book and of the titles
     * @return the catalogue, which has an entry for every exercise of the scheme, with or
     *     without members and rules
     * @throws GeneratorException naming {@code file:line} if a stub names no exercise or one
     *     the scheme lacks, if the rule book has feature files and a problem, or if a rule is
     *     tagged with an exercise the scheme lacks
     */
    static ExerciseCatalogue build(Scheme scheme, List<StubbedMember> stubs, RuleBook book,
            Language language) {
        if (!book.files().isEmpty() && !book.problems().isEmpty()) {
            throw new GeneratorException(String.join("\n", book.problems()));
        }
        Marking marking = Marking.of(scheme, book.rules());
        if (!marking.unlistedExercises().isEmpty()) {
            throw new GeneratorException(String.join("\n", marking.unlistedExercises()));
        }
        return of(marking, stubs, book, language);
    }

    /**
     * Builds the catalogue that a marking's students see, in a language: the rules the marking
     * shows, each worth what the grader gives it, so that a student kit's guide promises what
     * its check and the grader give. A rule the scheme hides is neither listed nor counted: an
     * exercise that hides some is worth what its visible rules are worth (as the kit's own
     * scheme has it, {@code selfcheck.VisibleScheme}), and a hidden Rule is not listed among
     * the rules without an exercise either.
     *
     * @param marking the scheme shared out over the rule book
     * @param stubs the stubbed members of the skeleton, in the order of files and lines
     * @param book the rule book the marking was made from, in the language
     * @param language the language of the rule book and of the titles
     * @return the catalogue, which has an entry for every exercise of the scheme
     * @throws GeneratorException naming {@code file:line} if a stub names no exercise or one
     *     the scheme lacks
     */
    static ExerciseCatalogue of(Marking marking, List<StubbedMember> stubs, RuleBook book,
            Language language) {
        Scheme scheme = marking.scheme();
        Map<String, List<StubbedMember>> members = new LinkedHashMap<>();
        for (Exercise exercise : scheme.exercises()) {
            members.put(exercise.id(), new ArrayList<>());
        }
        for (StubbedMember stub : stubs) {
            List<StubbedMember> ofExercise = members.get(exerciseOf(scheme, stub));
            boolean listed = ofExercise.stream().anyMatch(member ->
                    member.file().equals(stub.file()) && member.member().equals(stub.member()));
            if (!listed) {
                ofExercise.add(stub);
            }
        }
        String rulebook = language.features(scheme.rulebook());
        List<Entry> entries = new ArrayList<>();
        for (Exercise exercise : scheme.exercises()) {
            List<GradedRule> shown = marking.rulesOf(exercise.id()).stream()
                    .filter(rule -> !marking.hidden(rule)).toList();
            List<Rule> rules = shown.stream()
                    .map(rule -> rule(rulebook, rule.block(), marking.points(rule)))
                    .collect(Collectors.toList());
            // An exercise that hides rules is worth what its visible rules are worth, as the
            // students' scheme says; their points are not shared again.
            Exercise listed = shown.size() == marking.rulesOf(exercise.id()).size() ? exercise
                    : new Exercise(exercise.id(), exercise.title(), rules.stream()
                            .map(Rule::points).reduce(BigDecimal.ZERO, BigDecimal::add));
            entries.add(new Entry(listed, scheme.title(exercise, language),
                    members.get(exercise.id()), rules));
        }
        Set<RuleBlock> graded = book.rules().stream().map(GradedRule::block)
                .collect(Collectors.toSet());
        List<Rule> ungraded = book.blocks().stream().filter(block -> !graded.contains(block))
                .map(block -> rule(rulebook, block, BigDecimal.ZERO))
                .collect(Collectors.toList());
        boolean evenShares = scheme.exercises().stream().flatMap(e -> e.rules().stream())
                .noneMatch(setting -> setting.ownPoints().isPresent());
        double randomShare = scheme.generatedSetting().asked(scheme.rulebook())
                ? scheme.generatedSetting().shareLost() : 0;
        return new ExerciseCatalogue(scheme.game(), scheme.title(language), rulebook, language,
                entries, ungraded, evenShares, randomShare);
    }

    /** The rule as the guide lists it, its file named from the rule book's folder. */
    private static Rule rule(String rulebook, RuleBlock block, BigDecimal points) {
        String folder = rulebook.replace('.', '/') + "/";
        String file = block.resource().startsWith(folder)
                ? block.resource().substring(folder.length()) : block.resource();
        return new Rule(block.id(), block.title(), file, points);
    }

    /**
     * Refuses a stub that does not throw {@code UnsupportedOperationException("Exercise N:
     * implement Class.method")} naming the member it is in.
     */
    private static void requireThrowing(StubbedMember stub, String exercise) {
        String code = stub.code().strip().replaceAll("\\s+", " ");
        Matcher throwing = THROWING_STUB.matcher(code);
        String member = stub.member();
        String expected = member.contains("(") ? member.substring(0, member.indexOf('('))
                : member;
        if (!throwing.matches()) {
            throw new GeneratorException(stub.origin() + ": the stub in " + member + " is '"
                    + code + "', but a stub throws, saying what is not written yet: write"
                    + " 'throw new UnsupportedOperationException(\"Exercise " + exercise
                    + ": implement " + expected + "\");' (where the stub would be reached by"
                    + " code that does not need the exercise, move the call or the region so"
                    + " that it is not)");
        }
        if (!throwing.group(1).equals(expected)) {
            throw new GeneratorException(stub.origin() + ": the stub in " + member + " says"
                    + " 'implement " + throwing.group(1) + "': name the member it is in,"
                    + " 'implement " + expected + "'");
        }
    }

    private static String exerciseOf(Scheme scheme, StubbedMember stub) {
        Matcher number = EXERCISE_NUMBER.matcher(stub.code());
        if (!number.find()) {
            throw new GeneratorException(stub.origin() + ": the stub in " + stub.member()
                    + " does not say which exercise it belongs to: write 'Exercise N' in its"
                    + " message or in a comment on its line");
        }
        requireThrowing(stub, number.group(1));
        int exercise = Integer.parseInt(number.group(1));
        return scheme.exercise(exercise)
                .orElseThrow(() -> new GeneratorException(stub.origin() + ": the stub in "
                        + stub.member() + " belongs to Exercise " + exercise
                        + ", but the grading scheme has no such exercise"))
                .id();
    }
}
