package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** Reading grading schemes, and refusing those that cannot be used. */
class SchemeTest {

    @Test
    void theBundledSchemeGradesConnectFourOutOfOneHundred() {
        Scheme scheme = Scheme.bundled();

        assertThat(scheme.game()).isEqualTo("connect-four");
        assertThat(scheme.rulebook()).isEqualTo("tabuleiro.features.connectfour");
        assertThat(scheme.exercises()).extracting(Scheme.Exercise::id)
                .containsExactly("ex01", "ex02", "ex03", "ex04", "ex05");
        assertThat(scheme.exercises().stream().map(Scheme.Exercise::points)
                .reduce(BigDecimal.ZERO, BigDecimal::add)).isEqualByComparingTo("100");
        assertThat(scheme.limits().scenarioSeconds()).isPositive();
    }

    @Test
    void exerciseIsNamedByItsNumber() {
        Scheme.Exercise exercise = new Scheme.Exercise("ex03", "Four in a row", BigDecimal.TEN);

        assertThat(exercise.number()).contains(3);
        assertThat(exercise.label()).isEqualTo("Exercise 3 — Four in a row");
        assertThat(new Scheme.Exercise("bonus", "Extra", BigDecimal.ONE).label())
                .isEqualTo("bonus — Extra");
    }

    @Test
    void textThatIsNotJsonIsRefusedWithTheParsersWords() {
        assertThatIllegalArgumentException().isThrownBy(() -> Scheme.parse("{oops", "s.json"))
                .withMessageStartingWith("the scheme s.json is not valid JSON");
    }

    @Test
    void schemeWithoutLimitsSaysWhatItNeeds() {
        assertThatIllegalArgumentException().isThrownBy(() -> Scheme.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b",
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("needs \"limits\"");
    }

    @Test
    void limitsMustBePositive() {
        assertThatIllegalArgumentException().isThrownBy(() -> Scheme.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b",
                 "limits": {"scenarioSeconds": 0, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("positive limits");
    }

    @Test
    void exerciseIdsMustBeDistinct() {
        assertThatIllegalArgumentException().isThrownBy(() -> Scheme.parse(
                """
                {"game": "g", "title": "G", "rulebook": "a.b",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1},
                               {"id": "ex01", "title": "U", "points": 2}]}
                """, "s.json"))
                .withMessageContaining("ex01 appears twice");
    }

    @Test
    void ruleBookIsJavaPackage() {
        assertThatIllegalArgumentException().isThrownBy(() -> Scheme.parse(
                """
                {"game": "g", "title": "G", "rulebook": "features/connectfour",
                 "limits": {"scenarioSeconds": 1, "submissionSeconds": 1, "heapMegabytes": 1},
                 "exercises": [{"id": "ex01", "title": "T", "points": 1}]}
                """, "s.json"))
                .withMessageContaining("Java package name");
    }
}
