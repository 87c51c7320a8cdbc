package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.shipped.Mutants.Mutant;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The fixed set of mutants of {@code grading/mutants/GAME.json}, graded by the packaged grader as
 * an instructor grades a class: each mutant is the reference's exercise files (those with
 * solution regions) with one line changed, laid over the skeleton like a sample ({@link
 * Mutants}); a game's mutants and the unchanged reference, the control, are graded in the
 * game's shared class run ({@link ClassRuns}). The control must earn full marks, so what a
 * mutant loses is its one line's doing; each mutant must score below full marks, break every
 * rule its catalogue entry names and lose at least their points.
 */
// Started among the first of the classes that run two at a time: it grades every game's
// class run, which others read.
@Order(2)
class MutantCatalogueIT {

    /**
     * Identical code, identical grade (issue 82): each generated-only mutant handed in again
     * under two other names in the same class gets the same points on every rule, the same
     * rules charged by generated examples and the same feedback, but for the name. Before,
     * each submission's games came from its name, and such copies were graded apart.
     */
    @ParameterizedTest
    @MethodSource("games")
    void identicalCodeUnderOtherNamesGetsTheIdenticalGrade(String game) throws Exception {
        Path out = ClassRuns.graded(game);
        for (Mutant mutant : Mutants.catalogue(game)) {
            String original = Mutants.submission(mutant);
            Map<String, String> scores = Shipped.testScores(out.resolve(original)
                    .resolve("results.json"));
            String feedback = Files.readString(out.resolve(original).resolve("feedback.md"))
                    .replace(original, "NAME");
            for (String copy : Mutants.copies(mutant)) {
                assertThat(Shipped.testScores(out.resolve(copy).resolve("results.json")))
                        .as("%s/%s under the name %s: every rule's points", game,
                                mutant.name(), copy).isEqualTo(scores);
                assertThat(Files.readString(out.resolve(copy).resolve("feedback.md"))
                        .replace(copy, "NAME")).as("%s/%s under the name %s: its feedback",
                                game, mutant.name(), copy).isEqualTo(feedback);
            }
        }
    }

    /** Points are given to the cent; sums of shares may differ in the last bits. */
    private static final double CENT = 0.005;

    /** The games with a catalogue, by their command names. */
    static List<String> games() throws IOException {
        return Mutants.games();
    }

    /**
     * Every game the grader registers has a catalogue of mutants, and no other game: a game
     * registered later needs one (a scheme whose game has no grader module yet does not).
     */
    @Test
    void everyGameHasACatalogue() throws IOException {
        Set<String> games = Games.all().stream().map(GameModule::command)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(new TreeSet<>(games())).as("the games of grading/mutants/")
                .isEqualTo(games);
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyMutantLosesThePointsOfTheRulesItBreaks(String game)
            throws IOException, InterruptedException {
        List<Mutant> mutants = Mutants.catalogue(game);
        assertThat(mutants).as("%s: the catalogue's mutants", game).isNotEmpty();
        Path out = ClassRuns.graded(game);

        Path control = out.resolve(Mutants.CONTROL).resolve("results.json");
        Map<String, Double> points = Shipped.maxScores(control);
        double full = points.values().stream().mapToDouble(Double::doubleValue).sum();
        assertThat(Shipped.brokenRules(control))
                .as("%s: the unchanged reference keeps every rule", game).isEmpty();
        assertThat(Shipped.score(control)).as("%s: the unchanged reference's score", game)
                .isEqualTo(full);
        Set<String> rules = points.keySet();
        for (Mutant mutant : mutants) {
            Path results = out.resolve(Mutants.submission(mutant)).resolve("results.json");
            Set<String> broken = Shipped.brokenRules(results);
            double score = Shipped.score(results);
            System.out.printf("%s/%s: %.2f of %.2f, breaks %s%n", game, mutant.name(), score,
                    full, broken);
            assertThat(rules).as("%s/%s: the rules it names are the rule book's", game,
                    mutant.name()).containsAll(mutant.rules());
            assertThat(broken).as("%s/%s (%s) must break the rules its catalogue entry names",
                    game, mutant.name(), mutant.description()).containsAll(mutant.rules());
            assertThat(broken).as("%s/%s keeps no rule: it did not compile, or its one line "
                    + "breaks everything and shows nothing", game, mutant.name())
                    .isNotEqualTo(rules);
            // A mutant only generated examples catch loses the scheme's share of each rule.
            double lost = mutant.generated() ? GeneratedSetting.DEFAULT_SHARE : 1;
            double named = mutant.rules().stream().mapToDouble(points::get).sum() * lost;
            assertThat(score).as("%s/%s: below full marks by at least the points of %s", game,
                    mutant.name(), mutant.rules()).isLessThan(full)
                    .isLessThanOrEqualTo(full - named + CENT);
        }
    }
}
