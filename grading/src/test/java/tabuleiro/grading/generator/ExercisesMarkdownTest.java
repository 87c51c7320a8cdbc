package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * Tests of {@link ExercisesMarkdown}: the students' guide says what each exercise asks for and
 * is worth, and how to run and play their code.
 */
class ExercisesMarkdownTest {

    private static final Scheme SCHEME = SchemeBuilder.scheme("connect-four", "Connect Four",
            "tabuleiro.features.connectfour", "tabuleiro.connectfour")
            .limits(new Limits(5, 180, 512))
            .exercise("ex01", "The grid", "10")
            .exercise("ex02", "Dropping a disc", "30")
            .build();

    private static final String GAME = "src/main/java/tabuleiro/connectfour/Game.java";

    private static final String FEATURES = "tabuleiro/features/connectfour/";

    private static String render(Map<String, String> features) {
        List<StubbedMember> stubs = List.of(new StubbedMember(GAME, "Game.hasSpace(int column)",
                "throw new UnsupportedOperationException(\"Exercise 1: implement"
                        + " Game.hasSpace\");", "Game.java:80"));
        return ExercisesMarkdown.render(
                ExerciseCatalogue.build(SCHEME, stubs, RuleBook.parse(features)));
    }

    @Test
    void listsEachExerciseWithItsMembersAndRules() {
        String guide = render(Map.of(
                FEATURES + "grid.feature", String.join("\n",
                        "Feature: The grid",
                        "  @ex01 @C4-05",
                        "  Rule: A column | with space",
                        "    Example: e",
                        "      Then x",
                        "  @ex01 @C4-08",
                        "  Rule: Values",
                        "    Example: e",
                        "      Then x",
                        ""),
                FEATURES + "ui.feature", String.join("\n",
                        "Feature: The UI",
                        "  @C4-15",
                        "  Rule: The UI",
                        "    Example: e",
                        "      Then x",
                        "")));

        assertThat(guide).startsWith("# Connect Four: the exercises\n")
                .contains("| 1 | The grid | 10 | 2 |\n")
                .contains("|  | Total | 40 | 2 |\n")
                .contains("## Exercise 1: The grid (10 points)\n\n"
                        + "Needs: only the code given with the skeleton.\n\nWrite:\n\n"
                        + "- `Game.hasSpace(int column)` in `" + GAME + "`\n")
                .contains("| C4-05 | A column \\| with space | 5 | `grid.feature` |\n"
                        + "| C4-08 | Values | 5 | `grid.feature` |\n")
                .contains("## Exercise 2: Dropping a disc (30 points)\n\n"
                        + "Needs: exercise 1 first.\n\n"
                        + "No method of the skeleton is stubbed for this exercise yet.\n\n"
                        + "No rule of the rule book is tagged `@ex02` yet.\n")
                .contains("## Rules without an exercise\n")
                .contains("| C4-15 | The UI | `ui.feature` |\n")
                .contains("`--tags @C4-05` the scenarios of one rule")
                .contains("features/src/main/resources/tabuleiro/features/connectfour/")
                .contains("./play\n")
                .contains("play --game connect-four --project exercises")
                .endsWith("|\n")
                .doesNotContain("\n\n\n");
        assertThat(guide.indexOf("## Exercise 1")).isLessThan(guide.indexOf("## Exercise 2"));
    }

    @Test
    void saysHowToRunTheRuleBookEvenBeforeItHasRules() {
        String guide = render(Map.of());

        assertThat(guide)
                .contains("./check --exercise 1 ")
                .contains("check --game connect-four exercises")
                .doesNotContain("the scenarios of one rule")
                .contains("No rule of the rule book is tagged `@ex01` yet.\n")
                .doesNotContain("## Rules without an exercise")
                .endsWith("yet.\n");
    }
}
