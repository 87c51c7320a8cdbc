package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeBuilder;
import tabuleiro.grading.model.SchemeReader;

/** Reading grading schemes, and refusing those that cannot be used. */
class SchemeTest {

    @Test
    void theBundledSchemeGradesConnectFourOutOfOneHundred() {
        Scheme scheme = BundledSchemes.scheme("connect-four");

        assertThat(scheme.game()).isEqualTo("connect-four");
        assertThat(scheme.rulebook()).isEqualTo("tabuleiro.features.connectfour");
        assertThat(scheme.exercises()).extracting(Exercise::id)
                .containsExactly("ex01", "ex02", "ex03", "ex04");
        assertThat(scheme.exercises().stream().map(Exercise::points)
                .reduce(BigDecimal.ZERO, BigDecimal::add)).isEqualByComparingTo("100");
        assertThat(scheme.limits().scenarioSeconds()).isPositive();
    }

    @Test
    void onlyAGameWithANetworkProtocolOpensTheLoopback() {
        assertThat(BundledSchemes.scheme("checkers").limits().loopback()).isTrue();
        assertThat(BundledSchemes.scheme("connect-four").limits().loopback()).isFalse();
        assertThat(new Limits(1, 2, 3)).isEqualTo(new Limits(1, 2, 3, false));
    }

    @Test
    void theProjectsSchemeFileIsTheBundledOne() throws IOException {
        Path file = Submissions.projectRoot().resolve("grading/schemes/connect-four.json");

        assertThat(SchemeReader.read(file)).isEqualTo(BundledSchemes.scheme("connect-four"));
    }

    @Test
    void readsTheGameAndFindsItsExercisesByIdAndByNumber(@TempDir Path folder)
            throws IOException {
        Path file = Files.writeString(folder.resolve("scheme.json"),
                """
                {"game": "connect-four", "title": "Connect Four",
                 "rulebook": "tabuleiro.features.connectfour",
                 "package": "tabuleiro.connectfour",
                 "limits": {"scenarioSeconds": 5, "submissionSeconds": 60, "heapMegabytes": 64},
                 "exercises": [{"id": "ex01", "title": "The grid", "points": 10},
                               {"id": "ex02", "title": "Dropping a disc", "points": 2.5}]}
                """);

        Scheme scheme = SchemeReader.read(file);

        assertThat(scheme.title()).isEqualTo("Connect Four");
        assertThat(scheme.exercises()).containsExactly(
                new Exercise("ex01", "The grid", new BigDecimal("10")),
                new Exercise("ex02", "Dropping a disc", new BigDecimal("2.5")));
        assertThat(scheme.exercise("ex02")).map(Exercise::number).contains(2);
        assertThat(scheme.exercise(2)).map(Exercise::id).contains("ex02");
        assertThat(scheme.exercise(3)).isEmpty();
        assertThat(scheme.exercise("ex03")).isEmpty();
    }

    @Test
    void fileThatDoesNotExistCannotBeRead(@TempDir Path folder) {
        assertThatThrownBy(() -> SchemeReader.read(folder.resolve("missing.json")))
                .isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void exerciseIsNamedByItsNumber() {
        Exercise exercise = new Exercise("ex03", "Four in a row", BigDecimal.TEN);

        assertThat(exercise.number()).isEqualTo(3);
        assertThat(exercise.label()).isEqualTo("Exercise 3 — Four in a row");
    }

    @Test
    void exerciseIdIsExAndTwoDigits() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Exercise("bonus", "Extra", BigDecimal.ONE))
                .withMessage("exercise ids that are 'ex' and two digits, such as ex01, but one"
                        + " is bonus");
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex1", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessage("the scheme s.json needs exercise ids that are 'ex' and two digits,"
                        + " such as ex01, but one is ex1");
    }

    @Test
    void negativePointsAreRefused() {
        BigDecimal minusOne = BigDecimal.ONE.negate();

        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Exercise("ex01", "The grid", minusOne))
                .withMessage("non-negative \"points\" for exercise ex01, but it has -1");
    }

    @Test
    void pointsFinerThanCentsAreRefused() {
        BigDecimal tenth = new BigDecimal("0.125");

        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Exercise("ex01", "The grid", tenth))
                .withMessage("\"points\" with at most two decimals for exercise ex01, but it"
                        + " has 0.125");
        assertThat(new Exercise("ex01", "The grid", new BigDecimal("2.500")).points())
                .isEqualByComparingTo("2.5");
    }

    @Test
    void pointsThatAreNotANumberAreRefusedSayingSo() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": "ten"}]}
                """, "s.json"))
                .withMessageStartingWith("the scheme s.json needs numbers for \"points\" and"
                        + " the limits, such as 10 or 2.5: ")
                .withMessageContaining("ten");
    }

    @Test
    void schemeWithoutExercisesSaysWhatItNeeds() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1}}
                """, "s.json"))
                .withMessage("the scheme s.json needs a non-empty list of \"exercises\"");
    }

    @Test
    void gameIsCommandName() {
        Limits limits = new Limits(1, 1, 1);
        List<Exercise> exercises =
                List.of(new Exercise("ex01", "T", BigDecimal.ONE));

        assertThatIllegalArgumentException()
                .isThrownBy(() -> SchemeBuilder.scheme("Connect Four", "C", "a.b", "a")
                        .limits(limits).exercises(exercises).build())
                .withMessageContaining("in lower case with '-' between words such as"
                        + " connect-four, but it is Connect Four");
    }

    @Test
    void textThatIsNotJsonIsRefusedWithTheParsersWords() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse("{oops", "s.json"))
                .withMessageStartingWith("the scheme s.json is not valid JSON");
    }

    @Test
    void schemeWithoutLimitsSaysWhatItNeeds() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("needs \"limits\"");
    }

    @Test
    void limitsMustBePositive() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "limits": {"scenarioSeconds": 0, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("positive limits");
    }

    @Test
    void exerciseIdsMustBeDistinct() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1},
                               {"id": "ex01", "title": "U", "points": 2}]}
                """, "s.json"))
                .withMessageContaining("ex01 appears twice");
    }

    @Test
    void ruleBookIsJavaPackage() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "features/connectfour", "package": "a",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("Java package name");
    }

    @Test
    void everyBundledSchemeNamesTheGameAndEachExerciseInPortuguese() {
        for (String game : BundledSchemes.games()) {
            Scheme scheme = BundledSchemes.scheme(game);
            assertThat(scheme.defaultLanguage()).as(game).isEqualTo(Language.ENGLISH);
            assertThat(scheme.pt()).as(game).isNotNull();
            for (Exercise exercise : scheme.exercises()) {
                assertThat(scheme.title(exercise, Language.PORTUGUESE))
                        .as(game + " " + exercise.id())
                        .isNotBlank().isNotEqualTo(scheme.title(exercise, Language.ENGLISH));
            }
        }
        Scheme connectFour = BundledSchemes.scheme("connect-four");
        assertThat(connectFour.title(Language.PORTUGUESE)).isEqualTo("Quatro em Linha");
        assertThat(connectFour.title(Language.ENGLISH)).isEqualTo("Connect Four");
    }

    @Test
    void aSchemeMaySpeakPortugueseAndKeepsAnUntranslatedTitleInEnglish() {
        Scheme scheme = SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a", "language": "pt",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1},
                               {"id": "ex02", "title": "U", "points": 1}],
                 "pt": {"exercises": {"ex01": "Tê"}}}
                """, "s.json");

        assertThat(scheme.defaultLanguage()).isEqualTo(Language.PORTUGUESE);
        assertThat(scheme.title(Language.PORTUGUESE)).isEqualTo("G");
        assertThat(scheme.title(scheme.exercises().get(0), Language.PORTUGUESE)).isEqualTo("Tê");
        assertThat(scheme.title(scheme.exercises().get(1), Language.PORTUGUESE)).isEqualTo("U");
        assertThat(scheme.with("c.d", scheme.limits()).defaultLanguage())
                .isEqualTo(Language.PORTUGUESE);
    }

    @Test
    void aLanguageTheGraderDoesNotSpeakOrATranslationOfNoExerciseIsRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a", "language": "fr",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("a \"language\" that is en or pt, but it is fr");
        assertThatIllegalArgumentException().isThrownBy(() -> SchemeReader.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b", "package": "a",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}],
                 "pt": {"exercises": {"ex09": "Nove"}}}
                """, "s.json")).withMessageContaining("it names ex09");
    }

    @Test
    void thePortugueseRuleBookIsTheTwinPackageInThePtFolder() {
        assertThat(Language.PORTUGUESE.features("tabuleiro.features.quarto"))
                .isEqualTo("tabuleiro.features.pt.quarto");
        assertThat(Language.ENGLISH.features("tabuleiro.features.quarto"))
                .isEqualTo("tabuleiro.features.quarto");
        assertThatIllegalArgumentException().isThrownBy(() -> Language.PORTUGUESE.features("x"));
    }
}
