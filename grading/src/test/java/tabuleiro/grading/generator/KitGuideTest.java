package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.RuleSetting;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.selfcheck.VisibleScheme;

/**
 * The kit's guide ({@link KitGuide}) and the rule IDs it lists, on every game's real rule book in
 * both languages: every graded rule has an ID of its own and every ID a scheme names is one
 * Rule; from a bundled scheme the kit's guide is the repository's guide; and from a scheme that
 * hides one rule and gives another points of its own, the guide lists every other rule, each
 * with the points the scheme's marking gives it (the students' scheme's), and names the hidden
 * rule nowhere.
 */
class KitGuideTest {

    private static final Path ROOT = ProjectRoot.find();

    /** An exercise's heading in the guide: its number and its points. */
    private static final Pattern HEADING = Pattern.compile("^## \\S+ (\\d+): .* \\(([0-9.,]+) "
            + "\\S+\\)$");

    /** A graded rule's row in the guide: its ID and points. */
    private static final Pattern ROW = Pattern.compile(
            "^\\| ([A-Z][A-Z0-9]*-[0-9]{2}) \\| .* \\| ([0-9.,]+) \\| `[^`]+` \\|$");

    static Stream<Arguments> gamesAndLanguages() {
        return BundledSchemes.games().stream().flatMap(game -> Stream.of(
                Arguments.of(game, Language.ENGLISH), Arguments.of(game, Language.PORTUGUESE)));
    }

    private static RuleBook book(Scheme scheme, Language language) throws IOException {
        return RuleBook.read(ROOT.resolve("features/src/main/resources"),
                language.features(scheme.rulebook()));
    }

    private static Path skeleton() {
        return ROOT.resolve("exercises/src/main/java");
    }

    @ParameterizedTest
    @MethodSource("gamesAndLanguages")
    void everyGradedRuleHasItsOwnIdAndEveryIdOfTheSchemeNamesOneRule(String game,
            Language language) throws IOException {
        Scheme scheme = BundledSchemes.scheme(game);
        RuleBook book = book(scheme, language);

        assertThat(book.problems()).as("%s (%s): the rule book's problems", game, language)
                .isEmpty();
        Map<String, Long> graded = book.rules().stream()
                .collect(Collectors.groupingBy(GradedRule::id, TreeMap::new,
                        Collectors.counting()));
        assertThat(graded).as("%s (%s): graded rules by ID", game, language).isNotEmpty()
                .allSatisfy((id, count) -> assertThat(count).as("graded rules with the ID %s",
                        id).isOne());
        Map<String, Long> blocks = book.blocks().stream().map(RuleBlock::id)
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new,
                        Collectors.counting()));
        assertThat(blocks).as("%s (%s): Rules by ID", game, language)
                .allSatisfy((id, count) -> assertThat(count).as("Rules with the ID %s", id)
                        .isOne());
        for (Scheme named : List.of(scheme, hiding(scheme, book))) {
            for (Exercise exercise : named.exercises()) {
                for (RuleSetting setting : exercise.rules()) {
                    assertThat(book.blocks().stream()
                            .filter(block -> block.id().equals(setting.id())))
                            .as("%s (%s): the Rules the scheme's %s names", game, language,
                                    setting.id())
                            .hasSize(1);
                }
            }
        }
    }

    @Test
    void twoRulesUnderOneIdAreAProblemOfTheRuleBook() {
        String feature =
                """
                Feature: The end
                  @QUARTO-07 @ex03
                  Rule: Four alike in a line win
                    Scenario: A row
                      When a row is full

                  @QUARTO-07 @ex05
                  Rule: The placing player wins
                    Scenario: The win
                      When the row is completed
                """;
        RuleBook book = RuleBook.parse(Map.of("tabuleiro/features/quarto/end.feature", feature));

        assertThat(book.problems()).containsExactly("tabuleiro/features/quarto/end.feature:8:"
                + " the Rule \"The placing player wins\" has the ID QUARTO-07 of the Rule at"
                + " tabuleiro/features/quarto/end.feature:3: give it an ID of its own (the"
                + " game's next free number), so that grades, reports and schemes name one"
                + " rule");
    }

    @ParameterizedTest
    @MethodSource("gamesAndLanguages")
    void fromABundledSchemeTheKitsGuideIsTheRepositorysGuide(String game, Language language)
            throws IOException {
        Scheme scheme = BundledSchemes.scheme(game);
        RuleBook book = book(scheme, language);
        Path guide = ROOT.resolve("exercises").resolve(GeneratedExercises.guideOf(game,
                language));

        String written = KitGuide.render(Marking.of(scheme, book.rules()), book, skeleton(),
                language);

        assertThat(written).isEqualTo(Files.readString(guide, StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @MethodSource("gamesAndLanguages")
    void aGuideThatHidesOneRuleListsEveryOtherWithTheSchemesPoints(String game,
            Language language) throws IOException {
        RuleBook book = book(BundledSchemes.scheme(game), language);
        Scheme scheme = hiding(BundledSchemes.scheme(game), book);
        Marking marking = Marking.of(scheme, book.rules());
        assertThat(marking.problems()).isEmpty();
        String hidden = marking.rules().stream().filter(marking::hidden).map(GradedRule::id)
                .findFirst().orElseThrow();

        String guide = KitGuide.render(marking, book, skeleton(), language);

        assertThat(guide).as("the guide names the hidden rule").doesNotContain(hidden);
        Map<String, BigDecimal> expected = new TreeMap<>();
        for (GradedRule rule : marking.rules()) {
            if (!marking.hidden(rule)) {
                expected.put(rule.exercise() + " " + rule.id(), marking.points(rule));
            }
        }
        Map<String, BigDecimal> students = new TreeMap<>();
        Map<String, BigDecimal> exercises = new TreeMap<>();
        for (Exercise exercise : VisibleScheme.of(marking).exercises()) {
            exercise.rules().forEach(setting -> students.put(exercise.id() + " " + setting.id(),
                    setting.ownPoints().orElseThrow()));
            exercises.put(exercise.id(), exercise.points());
        }
        assertThat(rows(guide)).as("%s (%s): each rule's points in the guide", game, language)
                .isEqualTo(expected).isEqualTo(students);
        assertThat(headings(guide)).as("the exercises' points in the guide")
                .isEqualTo(exercises);
    }

    /**
     * The guide says what a break in the grader's random games costs, by the scheme's share
     * ({@code GeneratedSetting.shareLost}): half a rule's points unless the scheme says, and
     * nothing when the scheme has the grader play none. The kit's scheme keeps the games and the
     * share, never the class's seed.
     */
    @Test
    void theGuideSaysTheSchemesShareOfARandomGameBreak() throws IOException {
        Scheme bundled = BundledSchemes.scheme("connect-four");
        RuleBook book = book(bundled, Language.ENGLISH);
        assertThat(KitGuide.render(Marking.of(bundled, book.rules()), book, skeleton(),
                Language.ENGLISH)).contains("loses 50% of its points there");
        Scheme quarter = withGenerated(bundled, new GeneratedSetting(null, 0.25, 99L));
        assertThat(KitGuide.render(Marking.of(quarter, book.rules()), book, skeleton(),
                Language.ENGLISH)).contains("loses 25% of its points there");
        RuleBook portuguese = book(bundled, Language.PORTUGUESE);
        assertThat(KitGuide.render(Marking.of(quarter, portuguese.rules()), portuguese,
                skeleton(), Language.PORTUGUESE)).contains("perde lá 25% dos seus pontos");
        Scheme none = withGenerated(bundled, new GeneratedSetting(0, 0.25, null));
        assertThat(KitGuide.render(Marking.of(none, book.rules()), book, skeleton(),
                Language.ENGLISH)).doesNotContain("of its points there");
        assertThat(VisibleScheme.generated(quarter))
                .isEqualTo(new GeneratedSetting(null, 0.25, null));
    }

    private static Scheme withGenerated(Scheme scheme, GeneratedSetting generated) {
        return new Scheme(scheme.game(), scheme.title(), scheme.rulebook(),
                scheme.enginePackage(), scheme.limits(), scheme.exercises(),
                scheme.latePenalty().orElse(null), scheme.style(), scheme.similarity(),
                scheme.language(), scheme.pt(), scheme.rulebookUrl(), generated);
    }

    /**
     * The case: Quarto's scheme hides the winning lines (QUARTO-07, exercise 3) and
     * gives the full board's draw (QUARTO-10, exercise 5) 6 of its exercise's 30 points. The
     * guide keeps the placing player's win (QUARTO-19, exercise 5) and shows QUARTO-10 at 6.
     */
    @Test
    void hidingQuartosWinningLinesKeepsTheWinOfExerciseFiveAndPinnedPointsShow()
            throws IOException {
        Scheme bundled = BundledSchemes.scheme("quarto");
        RuleBook book = book(bundled, Language.ENGLISH);
        Scheme scheme = with(bundled, Map.of(
                "ex03", List.of(new RuleSetting("QUARTO-07", null, true)),
                "ex05", List.of(new RuleSetting("QUARTO-10", new BigDecimal("6"), false))));

        String guide = KitGuide.render(Marking.of(scheme, book.rules()), book, skeleton(),
                Language.ENGLISH);

        assertThat(guide).doesNotContain("QUARTO-07")
                .contains("| QUARTO-19 | The player whose placement completes a winning group")
                .contains("| QUARTO-10 | A full board without a win is a draw, but a last piece"
                        + " that completes a group wins | 6 | `end.feature` |")
                .contains("Your course's grading scheme gives some rules points of their own");
        assertThat(rows(guide)).containsEntry("ex05 QUARTO-10", new BigDecimal("6.00"))
                .containsEntry("ex03 QUARTO-09", new BigDecimal("10.00"))
                .doesNotContainKey("ex03 QUARTO-07");
    }

    /**
     * The bundled scheme with its largest exercise hiding its first rule by ID and giving its
     * last rule twice an even share of its points.
     */
    private static Scheme hiding(Scheme scheme, RuleBook book) {
        Marking marking = Marking.of(scheme, book.rules());
        Exercise largest = scheme.exercises().stream()
                .max(Comparator.comparingInt((Exercise exercise) ->
                        marking.rulesOf(exercise.id()).size()))
                .orElseThrow();
        List<GradedRule> rules = marking.rulesOf(largest.id());
        assertThat(rules).as("the rules of %s", largest.id()).hasSizeGreaterThan(2);
        BigDecimal twice = largest.points().multiply(BigDecimal.valueOf(2))
                .divide(BigDecimal.valueOf(rules.size()), 0, java.math.RoundingMode.DOWN);
        return with(scheme, Map.of(largest.id(), List.of(
                new RuleSetting(rules.get(0).id(), null, true),
                new RuleSetting(rules.get(rules.size() - 1).id(), twice, false))));
    }

    /** A scheme with the given settings for some of its exercises. */
    private static Scheme with(Scheme scheme, Map<String, List<RuleSetting>> settings) {
        List<Exercise> exercises = new ArrayList<>();
        for (Exercise exercise : scheme.exercises()) {
            exercises.add(new Exercise(exercise.id(), exercise.title(), exercise.points(),
                    settings.getOrDefault(exercise.id(), exercise.rules())));
        }
        return new Scheme(scheme.game(), scheme.title(), scheme.rulebook(),
                scheme.enginePackage(), scheme.limits(), exercises, null, null, null,
                scheme.language(), scheme.pt());
    }

    /** The graded rules' rows of a guide: {@code exNN ID} and the points, two decimals. */
    private static Map<String, BigDecimal> rows(String guide) {
        Map<String, BigDecimal> rows = new TreeMap<>();
        String exercise = null;
        for (String line : guide.lines().toList()) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                exercise = String.format("ex%02d", Integer.parseInt(heading.group(1)));
                continue;
            }
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                assertThat(rows.put(exercise + " " + row.group(1), points(row.group(2))))
                        .as("a rule listed twice: %s", line).isNull();
            }
        }
        return rows;
    }

    /** Each exercise's points, as its heading in the guide says them. */
    private static Map<String, BigDecimal> headings(String guide) {
        Map<String, BigDecimal> headings = new TreeMap<>();
        for (String line : guide.lines().toList()) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                headings.put(String.format("ex%02d", Integer.parseInt(heading.group(1))),
                        points(heading.group(2)));
            }
        }
        return headings;
    }

    private static BigDecimal points(String text) {
        return new BigDecimal(text.replace(',', '.')).setScale(2);
    }
}
