package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.GeneratedGames.Disagreement;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * The kit's games with the reference's answers show a disagreement on a list (the legal moves)
 * by what only the engine answered and what only the reference did, with the count in common,
 * each wrapped and cut short, in both languages; a scalar answer as it came.
 */
class RecordedGamesTextTest {

    @Test
    void aListDisagreementShowsWhatOnlyEachSideAnswered() {
        // The reported case's size: 44 placements of the engine's, 30 of the reference's.
        List<String> common = new ArrayList<>();
        for (int i = 0; i < 28; i++) {
            common.add("A" + (i % 6 + 1) + "@" + i + ",0;B1@" + i + ",1");
        }
        List<String> mine = new ArrayList<>(common);
        for (int i = 0; i < 16; i++) {
            mine.add("A6@" + i + ",1;A4@" + i + ",2");
        }
        List<String> theirs = new ArrayList<>(common);
        theirs.add("C1@9,9");
        theirs.add("C2@9,8");
        for (Language language : Language.values()) {
            String text = text(language, "legal", String.join(" ", theirs),
                    String.join(" ", mine));
            Texts words = Texts.of(AnswerTexts.class, language);
            assertThat(text).as(text).contains(words.text("answers.list", "44", "30", "28"),
                    words.text("answers.list.actual", "16"), "A6@0,1;A4@0,2",
                    words.text("answers.list.expected", "2") + "\n      C1@9,9 C2@9,8\n")
                    .doesNotContain(String.join(" ", mine), words.text("answers.actual", ""));
            // The items wrapped to a terminal's 80 columns, each whole.
            assertThat(text.lines().filter(line -> line.startsWith("      ")))
                    .isNotEmpty().allMatch(line -> line.length() <= 80, "80 columns");
        }
        String cut = text(Language.ENGLISH, "legal", "-", String.join(" ", mine));
        assertThat(cut).contains("Only your engine (44):", "… and 20 more",
                "Only the reference (0): none");
    }

    @Test
    void aScalarDisagreementShowsTheTwoAnswers() {
        String text = text(Language.ENGLISH, "winner", "1", "2");
        assertThat(text).contains("Your engine answered: 2", "The reference answered: 1")
                .doesNotContain("Only your engine");
    }

    @Test
    void aDisagreementNamesTheMethodsOfItsRulesExerciseAsTheFeedbackDoes() {
        String feature =
                """
                Feature: F
                  @QWIRKLE-06 @ex02
                  Rule: A line holds no tile twice
                    Scenario: a
                      Then x
                """;
        Scheme scheme = BundledSchemes.scheme("qwirkle");
        Marking marking = Marking.of(scheme, RuleBook.parse(Map.of("f.feature", feature))
                .rules());
        Disagreement disagreement = new Disagreement(List.of("A1@0,0"), "legal", "a", "b",
                "QWIRKLE-06", "", "", "");
        String text = new RecordedGamesText(marking, Language.ENGLISH, "qwirkle")
                .of(new RecordedGames.Outcome(1, 1, 10, List.of(new RecordedGames.Found(1, 1,
                        "new 3", disagreement)), Map.of()), 1);
        assertThat(text).contains("Where to look, the methods exercise 2 asks for:",
                "Lines.isValid");
    }

    private static String text(Language language, String key, String expected, String actual) {
        Scheme scheme = BundledSchemes.scheme("qwirkle").speaking(language);
        Disagreement disagreement = new Disagreement(List.of("A1@0,0"), key, expected, actual,
                "QWIRKLE-06", "", "", "");
        RecordedGames.Outcome outcome = new RecordedGames.Outcome(1, 1, 10,
                List.of(new RecordedGames.Found(1, 1, "new 3", disagreement)), Map.of());
        return new RecordedGamesText(Marking.of(scheme, List.of()), language, "qwirkle")
                .of(outcome, 1);
    }
}
