package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
        Marking marking = Marking.of(SCHEME, RuleBook.parse(Map.of(rules + "counting.feature",
                feature)).rules());
        Score score = Score.of(marking, Map.of(), ScenarioResult.of(Outcome.PASSED, "",
                Optional.empty()));
        Submission project = project();
        Verdict verdict = new Verdict(project, new GradedSubmission("project", Status.GRADED,
                score, List.of(), List.of(), 2.25), "", true, 1.25, 1.0);
        return new VerdictText(marking, 3, language).of(verdict);
    }

    @Test
    void speaksPortugueseWithThePortugueseTitles() throws IOException {
        String text = kept(Language.PORTUGUESE, "demo/pt/rules/", PORTUGUESE);

        assertThat(text).contains("Exercício 1 — Contar: 7,50 / 7,50\n")
                .contains("  cumpre DEMO-01    Uma contagem começa em zero\n")
                .contains("Contador: 7,50 / 7,50 pontos, 1 de 1 regras cumpridas.\n")
                .contains("(compilado em 1,3 s, regras e estilo verificados em 1,0 s)")
                .doesNotContain("kept").doesNotContain("Counting");
    }

    @Test
    void speaksEnglishAsBefore() throws IOException {
        String text = kept(Language.ENGLISH, "demo/rules/", ENGLISH);

        assertThat(text).contains("Exercise 1 — Counting: 7.50 / 7.50\n")
                .contains("  kept   DEMO-01    A count starts at zero\n")
                .contains("Counter: 7.50 / 7.50 points, 1 of 1 rules kept.\n")
                .contains("(compiled in 1.3 s, rules and style checked in 1.0 s)");
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
