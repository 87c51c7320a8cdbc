package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Scheme;

/**
 * No English reaches the Portuguese check through the words it takes from elsewhere: each
 * bundled scheme's exercise titles (the scheme holds both languages') and the skeleton's stub
 * messages, which are English.
 */
class PortugueseCheckTextTest {

    /** A stub's message as the skeleton writes it. */
    private static final Pattern STUB = Pattern.compile("Exercise \\d+: implement");

    static List<String> games() {
        return BundledSchemes.games();
    }

    @ParameterizedTest
    @MethodSource("games")
    void theGamesWithTheReferencesAnswersNameEachExerciseByItsPortugueseTitle(String game) {
        Scheme scheme = BundledSchemes.scheme(game).speaking(Language.PORTUGUESE);
        Map<String, Integer> stubs = new LinkedHashMap<>();
        scheme.exercises().forEach(exercise -> stubs.put(exercise.id(), 1));

        String pt = new RecordedGamesText(Marking.of(scheme, List.of()), Language.PORTUGUESE,
                game).of(new RecordedGames.Outcome(1, stubs.size() + 1, 0, List.of(), stubs),
                        stubs.size() + 1);

        for (Exercise exercise : scheme.exercises()) {
            String portuguese = scheme.title(exercise, Language.PORTUGUESE);
            assertThat(pt).contains("(exercício " + exercise.number() + " — " + portuguese
                    + ")");
            if (!portuguese.equals(exercise.title())) {
                assertThat(pt).as(game).doesNotContain("— " + exercise.title() + ")");
            }
        }
        assertThat(pt).doesNotContainPattern(STUB);
    }

    @Test
    void theRandomGamesSayAStubInPortuguese() {
        String pt = new RandomGamesText(Language.PORTUGUESE, "./check", "src/test/java",
                "checkers")
                .of(new RandomGames.Outcome(3, 4, 10, List.of(),
                        Map.of("Exercise 3: implement Rules.jumps", 2)));

        assertThat(pt).contains("(exercício 3: Rules.jumps)").doesNotContainPattern(STUB);
    }
}
