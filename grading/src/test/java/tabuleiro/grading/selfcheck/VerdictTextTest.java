package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.GradedSubmission.Status;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.SchemeTranslation;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.selfcheck.SelfCheck.Verdict;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.StyleReport;

/**
 * Tests of {@link VerdictText}: the self-check's verdict in the student's language, with the
 * scheme's titles and the rule book's in that language, and the English verdict as it was.
 */
class VerdictTextTest {

    private static final Scheme SCHEME = SchemeBuilder.scheme("counter", "Counter", "demo.rules",
                    "demo")
            .limits(new Limits(5, 60, 256, false))
            .exercise("ex01", "Counting", "7.5")
            .pt(new SchemeTranslation("Contador", Map.of("ex01", "Contar")))
            .build();

    private static final String ENGLISH = String.join("\n",
            "Feature: Counting",
            "  @ex01 @DEMO-01",
            "  Rule: A count starts at zero",
            "    Example: new",
            "      Then the count is 0",
            "");

    private static final String PORTUGUESE = String.join("\n",
            "# language: pt",
            "Funcionalidade: Contar",
            "  @ex01 @DEMO-01",
            "  Regra: Uma contagem começa em zero",
            "    Exemplo: nova",
            "      Então a contagem é 0",
            "");

    @TempDir
    Path folder;

    /** The student's project, as a submission: a folder with {@code src/main/java}. */
    private Submission project() throws IOException {
        Files.createDirectories(folder.resolve("project/src/main/java"));
        return new Submission("project", folder.resolve("project"));
    }

    private String kept(Language language, String rules, String feature) throws IOException {
        return verdict(language, rules, feature, ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()));
    }

    /** The verdict on a project whose every scenario came out as given. */
    private String verdict(Language language, String rules, String feature,
            ScenarioResult every) throws IOException {
        Marking marking = Marking.of(SCHEME, RuleBook.parse(Map.of(rules + "counting.feature",
                feature)).rules());
        Score score = Score.of(marking, Map.of(), every);
        Submission project = project();
        Verdict verdict = new Verdict(project, new GradedSubmission("project", Status.GRADED,
                score, List.of(), List.of(), 2.25), "", true, 1.25, 1.0);
        return new VerdictText(marking, 3, language).of(verdict);
    }

    /**
     * A rule whose exercise is not begun says one state, in its line and in its explanation's
     * heading, and the line below the total names the exercise to work on next.
     */
    @Test
    void aRuleNotStartedSaysOneStateAndTheNextExerciseIsNamed() throws IOException {
        ScenarioResult stub = new ScenarioResult(Outcome.FAILED,
                "java.lang.UnsupportedOperationException", "Exercise 1: implement Counter.count",
                "demo.Counter.count(Counter.java:9)", List.of("demo.Counter.count(Counter.java:9)"),
                Optional.empty());
        String english = verdict(Language.ENGLISH, "demo/rules/", ENGLISH, stub);
        String portuguese = verdict(Language.PORTUGUESE, "demo/pt/rules/", PORTUGUESE, stub);

        assertThat(english).contains("  not started DEMO-01")
                .contains("### DEMO-01 — not started").doesNotContain("broken")
                .doesNotContain("BROKEN")
                .contains("Next: exercise 1 — Counting (its one rule still to keep;"
                        + " --exercise 1 checks it alone).");
        assertThat(portuguese).contains("### DEMO-01 — por começar").doesNotContain("FALHA")
                .contains("A seguir: exercício 1 — Contar (a sua única regra ainda por"
                        + " cumprir; --exercise 1 verifica só essa).");
        assertThat(kept(Language.ENGLISH, "demo/rules/", ENGLISH)).doesNotContain("Next:");
    }

    /**
     * A rule not started whose first scenario waits for a later exercise: the reason under its
     * label is its own exercise's stub, not the wait that rows labelled "waits" give.
     */
    @Test
    void aRuleNotStartedGivesTheReasonOfItsLabelNotAnotherScenariosWait() throws IOException {
        String feature = String.join("\n",
                "Feature: Counting",
                "  @ex01 @DEMO-01",
                "  Rule: A count starts at zero",
                "    Example: reset",
                "      Then the count is 0 after a reset",
                "    Example: new",
                "      Then the count is 0",
                "");
        Marking marking = Marking.of(SCHEME, RuleBook.parse(Map.of("demo/rules/counting.feature",
                feature)).rules());
        var scenarios = marking.rules().get(0).scenarios();
        Score score = Score.of(marking, Map.of(
                scenarios.get(0).key(), stub("Exercise 2: implement Counter.reset"),
                scenarios.get(1).key(), stub("Exercise 1: implement Counter.count")),
                ScenarioResult.of(Outcome.PASSED, "", Optional.empty()));
        Verdict verdict = new Verdict(project(), new GradedSubmission("project", Status.GRADED,
                score, List.of(), List.of(), 2.25), "", true, 1.25, 1.0);

        String text = new VerdictText(marking, 3, Language.ENGLISH).of(verdict);

        // The wait is told among the rule's other failing scenarios, not as its reason.
        assertThat(text).contains("  not started DEMO-01")
                .contains("What happened: not written yet: Exercise 1, Counter.count")
                .contains("- \"reset\" (counting.feature:4): waits for exercise 2");
        assertThat(text.lines().dropWhile(line -> !line.contains("not started DEMO-01")).skip(1)
                .findFirst()).hasValueSatisfying(reason -> assertThat(reason.strip())
                        .startsWith("not written yet: Exercise 1, Counter.count"));
    }

    private static ScenarioResult stub(String message) {
        return new ScenarioResult(Outcome.FAILED, "java.lang.UnsupportedOperationException",
                message, "demo.Counter.count(Counter.java:9)",
                List.of("demo.Counter.count(Counter.java:9)"), Optional.empty());
    }

    @Test
    void speaksPortugueseWithThePortugueseTitles() throws IOException {
        String text = kept(Language.PORTUGUESE, "demo/pt/rules/", PORTUGUESE);

        assertThat(text).contains("Exercício 1 — Contar: 7,50 / 7,50\n")
                .contains("  cumpre      DEMO-01    Uma contagem começa em zero\n")
                .contains("Contador: 7,50 / 7,50 pontos, 1 de 1 regras cumpridas, nos"
                        + " exemplos escritos do livro de regras.\n")
                .contains("(compilado em 1,3 s, regras e estilo verificados em 1,0 s)")
                .doesNotContain("kept").doesNotContain("Counting");
    }

    @Test
    void aStyleFindingIsSaidInCheckstylesPortuguese() throws IOException {
        ResourceBundle.Control exact = ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_PROPERTIES);
        String sizes = "com.puppycrawl.tools.checkstyle.checks.sizes.messages";
        String english = new MessageFormat(ResourceBundle.getBundle(sizes, Locale.ROOT, exact)
                .getString("maxLineLen"), Locale.ROOT).format(new Object[] {100, 101});
        String portuguese = new MessageFormat(ResourceBundle.getBundle(sizes,
                Locale.forLanguageTag("pt"), exact).getString("maxLineLen"), Locale.ROOT)
                .format(new Object[] {100, 101});
        Marking marking = Marking.of(SCHEME, RuleBook.parse(Map.of("demo/pt/rules/"
                + "counting.feature", PORTUGUESE)).rules());
        GradedSubmission graded = new GradedSubmission("project", Status.GRADED,
                Score.of(marking, Map.of(), ScenarioResult.of(Outcome.PASSED, "",
                        Optional.empty())), List.of(), List.of(), 2.25)
                .withStyle(new StyleReport(List.of("demo/Counter.java"), List.of(new Finding(
                        "demo/Counter.java", 9, 0, "LineLength", "sizes", english)), List.of()));

        String text = new VerdictText(marking, 3, Language.PORTUGUESE).of(new Verdict(project(),
                graded, "", true, 1.25, 1.0));

        assertThat(text).contains("demo/Counter.java:9: " + portuguese + " (LineLength)")
                .doesNotContain(english);
    }

    @Test
    void speaksEnglishAsBefore() throws IOException {
        String text = kept(Language.ENGLISH, "demo/rules/", ENGLISH);

        assertThat(text).contains("Exercise 1 — Counting: 7.50 / 7.50\n")
                .contains("  kept        DEMO-01    A count starts at zero\n")
                .contains("Counter: 7.50 / 7.50 points, 1 of 1 rules kept, on the rule"
                        + " book's written examples.\n")
                .contains("(compiled in 1.3 s, rules and style checked in 1.0 s)");
    }

    @Test
    void aRuleWhoseExerciseIsNotBegunIsNotStartedNotBroken() throws IOException {
        ScenarioResult stub = new ScenarioResult(Outcome.FAILED,
                "java.lang.UnsupportedOperationException", "Exercise 1: implement Counter.count",
                "demo.Counter.count(Counter.java:7)", List.of(), Optional.empty());

        assertThat(verdict(Language.ENGLISH, "demo/rules/", ENGLISH, stub))
                .contains("  not started DEMO-01    A count starts at zero\n")
                .doesNotContain("BROKEN").contains("0.00 / 7.50 points");
        assertThat(verdict(Language.PORTUGUESE, "demo/pt/rules/", PORTUGUESE, stub))
                .contains("  por começar DEMO-01    Uma contagem começa em zero\n")
                .doesNotContain("FALHA");
    }

    @Test
    void aScenarioThatTimedOutIsNamedWithWhereItWas() throws IOException {
        ScenarioResult late = new ScenarioResult(Outcome.TIMED_OUT, "", "the scenario did not"
                + " finish within 5 s", "demo.Counter.count(Counter.java:7)",
                List.of("demo.Counter.count(Counter.java:7)"), Optional.empty());

        assertThat(verdict(Language.ENGLISH, "demo/rules/", ENGLISH, late))
                .contains("The scenario \"new\" (DEMO-01) did not finish within 5 s; it was in"
                        + " demo.Counter.count(Counter.java:7): is there a loop that never"
                        + " ends? It costs its rule, and the check went on with the next"
                        + " scenarios, as the grader does.");
        assertThat(verdict(Language.PORTUGUESE, "demo/pt/rules/", PORTUGUESE, late))
                .contains("O cenário \"nova\" (DEMO-01) não terminou em 5 s; estava em"
                        + " demo.Counter.count(Counter.java:7)");
    }

    @Test
    void oneOfSomethingIsSingularAndMarkdownEscapesAreNotShown() {
        tabuleiro.grading.model.Texts english = tabuleiro.grading.model.Texts.of(
                CheckTexts.class, Language.ENGLISH);

        assertThat(english.text("more.broken", 1)).startsWith("(1 more broken rule:");
        assertThat(english.text("more.broken", 2)).startsWith("(2 more broken rules:");
        assertThat(english.text("waiting", 1)).startsWith("1 broken rule waits for");
        assertThat(VerdictText.terminal("Expected \\[4, 4, 3\\] \\(a\\_b\\)"))
                .isEqualTo("Expected [4, 4, 3] (a_b)");
    }

    @Test
    void saysInPortugueseThatTheCodeDoesNotCompile() throws IOException {
        Marking marking = Marking.of(SCHEME, List.of());
        Score none = Score.of(marking, Map.of(), ScenarioResult.of(Outcome.NOT_RUN, "",
                Optional.empty()));
        Submission project = project();
        Verdict verdict = new Verdict(project, new GradedSubmission("project",
                Status.COMPILE_ERRORS, none, List.of(new CompileError("Game.java", 3,
                        "';' expected", "", true)), List.of(), 1.0), "", true, 1.0, 0);

        assertThat(new VerdictText(marking, 3, Language.PORTUGUESE).of(verdict))
                .startsWith("O seu código não compila, por isso nenhuma regra pôde correr.")
                .contains("Game.java:3: ';' expected");
    }
}
