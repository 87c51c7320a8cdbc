package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * Partial work earns its points: a student who works through a game's guide in order and stops
 * after exercise {@code k} keeps every rule of exercises 1 to {@code k}.
 *
 * <p>The packaged grader's {@code generate --partials} writes, from the reference's solution
 * markers, the {@code n} partial solutions of every game ("exercises 1 to k written", the later
 * exercises' stubs still throwing); each game's, with the untouched skeleton as step 0, are
 * graded in the game's shared class run ({@link ClassRuns}). For every {@code k}, every rule of
 * exercises 1 to {@code k} must be kept, and step {@code k - 1} must break at least one rule of
 * exercise {@code k} (each exercise is graded by rules of its own, which need its code).
 */
class PartialSolutionsIT {

    /**
     * The games the grader registers, by their command names: a game registered later gets
     * this test too (a scheme whose game has no grader module yet has no class run).
     */
    static List<String> games() {
        return Games.all().stream().map(GameModule::command).sorted().toList();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyStepKeepsTheRulesOfTheExercisesDone(String game)
            throws IOException, InterruptedException {
        int exercises = ClassRuns.exercises(game);
        Path out = ClassRuns.graded(game);

        List<String> failures = new ArrayList<>();
        Set<String> before = Shipped.brokenRules(out.resolve(ClassRuns.SKELETON)
                .resolve("results.json"));
        for (int k = 1; k <= exercises; k++) {
            Set<String> broken = Shipped.brokenRules(out.resolve(ClassRuns.step(k))
                    .resolve("results.json"));
            final int step = k;
            Set<String> done = broken.stream().filter(rule -> exerciseOf(rule) <= step)
                    .collect(Collectors.toCollection(TreeSet::new));
            Set<String> own = before.stream().filter(rule -> exerciseOf(rule) == step)
                    .collect(Collectors.toCollection(TreeSet::new));
            System.out.printf("%s: exercises 1 to %d written: %s; step %d breaks %s of"
                    + " exercise %d%n", game, k, done.isEmpty() ? "every rule of them kept"
                            : "breaks " + done, k - 1, own, k);
            if (!done.isEmpty()) {
                failures.add("exercises 1 to " + k + " written, yet " + done + " broken: they"
                        + " wait for a later exercise");
            }
            if (own.isEmpty()) {
                failures.add("with exercises 1 to " + (k - 1) + " written, no rule of exercise "
                        + k + " is broken: exercise " + k + " has no rule that needs its code");
            }
            before = broken;
        }
        assertThat(failures).as("%s: the steps of its guide", game).isEmpty();
    }

    /** The exercise of a rule read as {@code ID/exercise}, such as {@code C4-09/ex02}. */
    private static int exerciseOf(String rule) {
        return Integer.parseInt(rule.substring(rule.lastIndexOf("/ex") + "/ex".length()));
    }
}
