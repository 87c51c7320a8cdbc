package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.LatePenalty;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleSetting;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.model.StyleCharge;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.RunnerClasspath;

/**
 * The scheme's optional parts: rules with points of their own, hidden rules, the late penalty and
 * what style costs, as grading/schemes/README.md documents them (its JSON examples are read
 * here).
 */
class SchemeReadmeTest {

    private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)```",
            Pattern.DOTALL);

    static List<String> readmeExamples() throws IOException {
        String readme = Files.readString(Submissions.projectRoot()
                .resolve("grading/schemes/README.md"), StandardCharsets.UTF_8);
        List<String> examples = new ArrayList<>();
        Matcher matcher = JSON_BLOCK.matcher(readme);
        while (matcher.find()) {
            examples.add(matcher.group(1));
        }
        return examples;
    }

    @Test
    void theReadmesCourseExampleGivesOwnPointsHidesARuleAndHasADeadline() throws IOException {
        List<String> examples = readmeExamples();
        assertThat(examples).hasSize(2);
        Scheme scheme = SchemeReader.parse(examples.get(0), "README.md");
        RuleBook book = RuleBook.load(RunnerClasspath.ofGrader().entries(), scheme.rulebook());

        Marking marking = Marking.of(scheme, book.rules());

        assertThat(marking.problems()).isEmpty();
        assertThat(marking.max()).isEqualByComparingTo("100");
        List<GradedRule> ex02 = marking.rulesOf("ex02");
        assertThat(ex02).hasSize(11).extracting(GradedRule::id).contains("C4-09", "C4-13");
        // C4-09 has 12 of the 60 points; the other ten share 48, to the cent.
        assertThat(ex02).filteredOn(rule -> rule.id().equals("C4-09"))
                .extracting(marking::points).extracting(BigDecimal::toPlainString)
                .containsExactly("12.00");
        assertThat(ex02).filteredOn(rule -> !rule.id().equals("C4-09"))
                .extracting(marking::points).extracting(BigDecimal::toPlainString)
                .allMatch(points -> points.equals("4.80"));
        assertThat(ex02).filteredOn(marking::hidden).extracting(GradedRule::id)
                .containsExactly("C4-13");
        assertThat(scheme.latePenalty()).isPresent();
    }

    @Test
    void theReadmesStyleExampleChargesByCategoryWithinItsCap() throws IOException {
        Scheme scheme = SchemeReader.parse(readmeExamples().get(1), "README.md");

        StyleCharge charge = scheme.styleCharge().orElseThrow();
        assertThat(scheme.exercises()).isEqualTo(BundledSchemes.scheme("connect-four").exercises());
        assertThat(charge.charge(Map.of("javadoc", 10L, "naming", 1L, "blocks", 4L)))
                .isEqualByComparingTo("2.00");
        assertThat(charge.charge(Map.of("naming", 5L, "whitespace", 20L)))
                .isEqualByComparingTo("5.00");
    }

    @Test
    void theBundledSchemesHaveNoneOfTheOptionalParts() {
        for (String game : BundledSchemes.games()) {
            Scheme scheme = BundledSchemes.scheme(game);
            assertThat(scheme.latePenalty()).as(game).isEmpty();
            assertThat(scheme.styleCharge()).as(game).isEmpty();
        }
    }

    @Test
    void ownPointsMayNotExceedTheExercisesAndRuleIdsAreDistinct() {
        String scheme =
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a.c",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 10, "rules": RULES}]}
                """;

        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(scheme.replace(
                "RULES", "[{\"id\": \"R-1\", \"points\": 8}, {\"id\": \"R-2\", \"points\": 3}]"),
                "s")).withMessageContaining("add up to at most its 10, but they add up to 11");
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(scheme.replace(
                "RULES", "[{\"id\": \"R-1\"}, {\"id\": \"R-1\", \"hidden\": true}]"), "s"))
                .withMessageContaining("R-1 appears twice");
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(scheme.replace(
                "RULES", "[{\"id\": \"R-1\", \"points\": 0.001}]"), "s"))
                .withMessageContaining("at most two decimals");
    }

    @Test
    void rulesNamedButAbsentOrPointsThatCannotAllBeEarnedAreProblems() {
        String feature =
                """
                Feature: F
                  @R-01 @ex01
                  Rule: One
                    Scenario: a
                      Then x
                  @R-02 @ex01
                  Rule: Two
                    Scenario: b
                      Then x
                """;
        Scheme scheme = SchemeBuilder.scheme("g", "G", "a.b", "a.c")
                .exercise(new Exercise("ex01", "First", BigDecimal.TEN, List.of(
                        new RuleSetting("R-01", new BigDecimal("3"), false),
                        new RuleSetting("R-02", new BigDecimal("4"), false),
                        new RuleSetting("R-99", null, true))))
                .build();

        Marking marking = Marking.of(scheme, RuleBook.parse(Map.of("f.feature", feature)).rules());

        assertThat(marking.problems()).anySatisfy(problem -> assertThat(problem)
                .contains("names the rule R-99"));
        assertThat(marking.problems()).anySatisfy(problem -> assertThat(problem)
                .contains("add up to 7.00, not its 10 points"));
        assertThat(marking.max()).isEqualByComparingTo("7");
    }

    @Test
    void latePenaltyCountsStartedDaysUpToTheCap() {
        LatePenalty rule = new LatePenalty("2026-12-01T23:59:00+01:00", BigDecimal.TEN, "day",
                new BigDecimal("25"));
        Instant due = rule.due();

        assertThat(rule.deduction(new BigDecimal("80.00"), Optional.of(due))).isZero();
        assertThat(rule.deduction(new BigDecimal("80.00"), Optional.empty())).isZero();
        assertThat(rule.deduction(new BigDecimal("80.00"),
                Optional.of(due.plusSeconds(60)))).isEqualByComparingTo("8.00");
        assertThat(rule.deduction(new BigDecimal("80.00"),
                Optional.of(due.plus(Duration.ofDays(2))))).isEqualByComparingTo("16.00");
        assertThat(rule.deduction(new BigDecimal("80.00"),
                Optional.of(due.plus(Duration.ofDays(9))))).isEqualByComparingTo("20.00");
        assertThat(new LatePenalty("2026-12-01T23:59:00Z", BigDecimal.ONE, "hour",
                BigDecimal.TEN).percentLost(Optional.of(Instant.parse("2026-12-02T02:00:00Z"))))
                .isEqualByComparingTo("3");
    }

    @Test
    void latePenaltyRefusesAWallClockDeadlineAndUnknownUnits() {
        assertThatIllegalArgumentException().isThrownBy(() -> new LatePenalty(
                "2026-12-01T23:59:00", BigDecimal.TEN, "day", BigDecimal.TEN))
                .withMessageContaining("with its offset");
        assertThatIllegalArgumentException().isThrownBy(() -> new LatePenalty(
                "2026-12-01T23:59:00Z", BigDecimal.TEN, "week", BigDecimal.TEN))
                .withMessageContaining("\"day\" or \"hour\"");
        assertThatIllegalArgumentException().isThrownBy(() -> new LatePenalty(
                "2026-12-01T23:59:00Z", BigDecimal.TEN, "day", new BigDecimal("101")))
                .withMessageContaining("capPercent");
    }
}
