package tabuleiro.grading.report.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.report.platform.ReportsTest;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * The class on the rule book, from hand-made results: per rule, the submissions that broke it
 * add up to those whose score says so; per scenario, the failures are grouped by step and first
 * line; no student is named.
 */
class ClassOnRuleBookTest {

    private static final Marking MARKING = ReportsTest.MARKING;

    private static final Pattern ROW = Pattern.compile(
            "data-rule=\"([^\"]+)\" data-kept=\"(\\d+)\" data-broken=\"(\\d+)\"");

    private static GradedSubmission all(String name, Outcome outcome, Status status) {
        return all(MARKING, name, outcome, status);
    }

    private static GradedSubmission all(Marking marking, String name, Outcome outcome,
            Status status) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (GradedRule rule : marking.rules()) {
            rule.scenarios().forEach(scenario -> results.put(scenario.key(),
                    ScenarioResult.of(outcome, "stopped in /tmp/tabuleiro-grading-1/2/x.txt",
                            Optional.empty())));
        }
        return new GradedSubmission(name, status, Score.of(marking, results,
                ScenarioResult.of(Outcome.NOT_RUN, "?", Optional.empty())), List.of(),
                List.of(), 1, new Student(name + " Lima", Optional.empty()), Optional.empty());
    }

    @Test
    void eachRulesBrokenCountIsTheNumberOfSubmissionsThatBrokeIt() {
        List<GradedSubmission> graded = List.of(ReportsTest.brokenRow("ana"),
                ReportsTest.brokenRow("bruno"), all("carla", Outcome.PASSED, Status.GRADED),
                all("duarte", Outcome.NOT_RUN, Status.COMPILE_ERRORS),
                all("eva", Outcome.TIMED_OUT, Status.GRADED));
        String page = new ClassOnRuleBook(MARKING, graded).page(false);

        Matcher row = ROW.matcher(page);
        int rows = 0;
        while (row.find()) {
            rows++;
            String id = row.group(1);
            long broke = graded.stream().filter(one -> one.score().rules().stream()
                    .anyMatch(rule -> rule.rule().id().equals(id) && !rule.kept())).count();
            assertThat(Integer.parseInt(row.group(3))).as(id).isEqualTo(broke);
            assertThat(Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3)))
                    .isEqualTo(graded.size());
        }
        assertThat(rows).isEqualTo(MARKING.rules().size());
        String first = MARKING.rules().get(0).id();
        assertThat(page).contains("data-rule=\"" + first + "\" data-kept=\"1\""
                + " data-broken=\"4\"")
                // ana's and bruno's one failure, grouped; eva's timeout on its own line
                .contains("2 × Then X wins — the code threw an exception")
                .contains("1 × ran out of time")
                // what the submission's code said is the student's text, not the class's
                .doesNotContain("a column from 1 to 7").doesNotContain("stopped in")
                .doesNotContain("Lima").doesNotContain("ana").doesNotContain("tabuleiro-grading")
                .contains("<th scope=\"col\">Broken by</th>");
    }

    /**
     * A student's exception message, a right-to-left override and zero-width characters in it,
     * never reaches the page the lecturer projects: failures are grouped by the rule book's
     * step and the grader's words for how it failed; a step the scenario does not have is not
     * quoted.
     */
    @Test
    void noTextOfASubmissionReachesTheClassPage() {
        GradedRule row = MARKING.rules().get(0);
        String said = "hello class \u202Eevil\u200B\u2066 line\uD800"; // escapes
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        results.put(row.scenarios().get(0).key(), new ScenarioResult(Outcome.FAILED,
                "java.lang.AssertionError", said, "", List.of(),
                Optional.of(new ScenarioResult.Step(10, "Then \u202Eforged")))); // escapes
        results.put(MARKING.rules().get(1).scenarios().get(0).key(), new ScenarioResult(
                Outcome.FAILED, "evil.Thing\u202E", said, "", List.of(), // escapes
                Optional.of(new ScenarioResult.Step(99, "Then \u202Eforged")))); // escapes
        GradedSubmission graded = new GradedSubmission("ana", Status.GRADED, Score.of(MARKING,
                results, ScenarioResult.of(Outcome.NOT_RUN, "?", Optional.empty())), List.of(),
                List.of(), 1);

        String page = new ClassOnRuleBook(MARKING, List.of(graded)).page(false);

        assertThat(page).doesNotContain("hello class").doesNotContain("evil")
                .doesNotContain("forged").doesNotContain("U+202E")
                .doesNotContain("\u202E") // escapes
                .contains("1 × Then X wins — the expected outcome did not hold")
                .contains("1 × At a step the rule book does not show — the code threw an"
                        + " exception");
    }

    /**
     * An example row of a Scenario Outline fails at the outline's step, its placeholders filled
     * with the row's cells: the page quotes that step; a text the outline cannot make is not.
     */
    @Test
    void anExampleRowsStepIsQuotedWithItsRowsValuesAndNothingElse() {
        String feature =
                """
                Feature: Turns
                  @C4-05 @ex01
                  Rule: Players alternate
                    Scenario Outline: after <moves> moves
                      Given the moves <moves>
                      Then player <next> is next
                      Examples:
                        | moves | next |
                        | 1     | 2    |
                        | 1 2   | 1    |
                """;
        Marking marking = Marking.of(SchemeBuilder.connectFour().exercise("ex01", "Turns",
                "10").build(), RuleBook.parse(Map.of("turns.feature", feature)).rules());
        List<GradedSubmission> graded = new ArrayList<>();
        for (String said : List.of("Then player 2 is next", "Then player 9 is next")) {
            Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
            marking.rules().get(0).scenarios().forEach(scenario -> results.put(scenario.key(),
                    new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError", "no", "",
                            List.of(), Optional.of(new ScenarioResult.Step(6, said)))));
            graded.add(new GradedSubmission("ana", Status.GRADED, Score.of(marking, results,
                    ScenarioResult.of(Outcome.NOT_RUN, "?", Optional.empty())), List.of(),
                    List.of(), 1));
        }

        String page = new ClassOnRuleBook(marking, graded).page(false);

        assertThat(page).contains("× Then player 2 is next — the expected outcome did not hold")
                .doesNotContain("player 9")
                .contains("× At a step the rule book does not show — the expected outcome");
    }

    @Test
    void aRuleLinksToItsSitePageWhenTheSchemeKnowsTheSite() {
        Marking linked = Marking.of(MARKING.scheme().withRulebookUrl("../site"),
                MARKING.rules());
        String id = MARKING.rules().get(0).id();

        assertThat(new ClassOnRuleBook(linked, List.of(ReportsTest.brokenRow("ana"))).page(false))
                .contains("<a href=\"../site/connect-four/" + id + ".html\">" + id + "</a>");
    }

    @Test
    void rulesOfTheSameIdGetSectionsOfDifferentAnchors() {
        // The rule books have Rules of different features that share an ID; an anchor must not.
        GradedRule first = MARKING.rules().get(0);
        GradedRule again = new GradedRule(first.block(), first.exercise(), first.scenarios(),
                first.name() + " again");
        Marking twice = Marking.of(MARKING.scheme(), List.of(first, again));

        String page = new ClassOnRuleBook(twice, List.of(all(twice, "ana", Outcome.FAILED,
                Status.GRADED), all(twice, "bruno", Outcome.PASSED, Status.GRADED))).page(false);

        assertThat(page).contains("<section class=\"rule\" id=\"" + first.id() + "\">")
                .contains("<section class=\"rule\" id=\"" + first.id() + "-2\">");
        // Each Rule is counted by its own results, not by the first Rule of its ID.
        assertThat(page).contains("data-rule=\"" + first.id() + "\" data-kept=\"1\""
                + " data-broken=\"1\" data-name=\"" + first.name() + " again\"");
    }

    /**
     * The class's copy of the rule book site: each Rule's page holds the class's numbers on
     * it, the game's page each Rule's share kept, and no page names a student.
     */
    @Test
    void theSiteOverlaidHoldsEachRulesCountsOnItsPageAndNamesNoStudent(@TempDir Path folder)
            throws IOException {
        String feature =
                """
                Feature: The grid
                  @C4-01 @ex01
                  Rule: The grid starts empty
                    Scenario: a new game
                      Then the grid is empty
                  @C4-02 @ex01
                  Rule: A disc falls
                    Scenario: a drop
                      Then the disc is at the bottom
                """;
        Marking marking = Marking.of(SchemeBuilder.connectFour().exercise("ex01", "Grid",
                "10").build(), RuleBook.parse(Map.of("grid.feature", feature)).rules());
        new ClassOnRuleBook(marking, List.of(all(marking, "ana", Outcome.FAILED,
                Status.GRADED), all(marking, "bruno", Outcome.PASSED, Status.GRADED),
                all(marking, "carla", Outcome.FAILED, Status.GRADED))).write(folder);

        Path site = folder.resolve("rulebook");
        assertThat(folder.resolve(ClassOnRuleBook.FILE)).content(StandardCharsets.UTF_8)
                .contains("href=\"rulebook/connect-four/index.html\"")
                .contains("href=\"rulebook/connect-four/C4-01.html\"");
        for (GradedRule rule : marking.rules()) {
            assertThat(site.resolve("connect-four/" + rule.id() + ".html"))
                    .content(StandardCharsets.UTF_8)
                    .contains("class=\"class-results\"")
                    .contains("data-rule=\"" + rule.id() + "\" data-kept=\"1\""
                            + " data-broken=\"2\"")
                    .contains("data-failed=\"2\"").doesNotContain("/tmp/");
        }
        assertThat(site.resolve("connect-four/index.html")).content(StandardCharsets.UTF_8)
                .contains("<span class=\"class-kept\" data-rule=\"C4-01\" data-kept=\"1\"")
                .contains("kept by 33 % of the class").contains("cumprida por 33 % da turma");
        assertThat(site.resolve("connect-four/C4-03.html")).content(StandardCharsets.UTF_8)
                .doesNotContain("tabuleiro:class").doesNotContain("class-results");
        assertThat(site.resolve("quarto")).doesNotExist();
        try (Stream<Path> files = Files.walk(site)) {
            for (Path page : files.filter(file -> file.toString().endsWith(".html")).toList()) {
                // The students as whole words: a rule's page may well name Solver.analyze.
                assertThat(page).content(StandardCharsets.UTF_8).as("%s", page)
                        .doesNotContain("Lima").doesNotContainPattern("\\b(ana|bruno)\\b");
            }
        }
    }
}
