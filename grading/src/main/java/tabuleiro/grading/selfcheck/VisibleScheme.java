package tabuleiro.grading.selfcheck;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleSetting;
import tabuleiro.grading.model.Scheme;

/**
 * The scheme a student may see: the instructor's scheme less its hidden rules, with each visible
 * rule worth exactly what the grader gives it. Without the hidden rules an exercise's points
 * would be shared among fewer rules and each would seem worth more than it is; pinning each
 * visible rule's points keeps the student's self-check and the grader in agreement, rule by
 * rule, and says nothing of how many rules are hidden or what they are worth beyond the
 * exercise's smaller total.
 */
public final class VisibleScheme {

    private VisibleScheme() {
    }

    /**
     * Makes the students' scheme.
     *
     * @param marking the instructor's scheme, shared out over the whole rule book
     * @return the same scheme without hidden rules: each exercise worth what its visible rules
     *     are worth, each of those named with its points, and an exercise with only hidden
     *     rules left out; the scheme itself when nothing is hidden
     */
    public static Scheme of(Marking marking) {
        Scheme scheme = marking.scheme();
        if (marking.rules().stream().noneMatch(marking::hidden)) {
            return scheme;
        }
        List<Exercise> exercises = new ArrayList<>();
        for (Exercise exercise : scheme.exercises()) {
            Map<String, BigDecimal> points = new LinkedHashMap<>();
            for (GradedRule rule : marking.rulesOf(exercise.id())) {
                if (!marking.hidden(rule)) {
                    points.merge(rule.id(), marking.points(rule), BigDecimal::add);
                }
            }
            if (points.isEmpty()) {
                continue;
            }
            List<RuleSetting> settings = new ArrayList<>();
            points.forEach((id, given) -> settings.add(new RuleSetting(id, given, false)));
            BigDecimal total = points.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add);
            exercises.add(new Exercise(exercise.id(), exercise.title(), total, settings));
        }
        return new Scheme(scheme.game(), scheme.title(), scheme.rulebook(),
                scheme.enginePackage(), scheme.limits(), exercises,
                scheme.latePenalty().orElse(null), null, null, scheme.language(), scheme.pt(),
                scheme.rulebookUrl(), generated(scheme));
    }

    /**
     * The part of a scheme's generated examples a student may see: how many random games the
     * grader plays and what share of a rule's points a break costs, which the kit's check and
     * guide tell; never the class's seed, from which each submission's games are made.
     *
     * @param scheme the instructor's scheme
     * @return the games and the share, or {@code null} when the scheme sets neither
     */
    public static GeneratedSetting generated(Scheme scheme) {
        GeneratedSetting setting = scheme.generated();
        return setting == null || setting.games() == null && setting.share() == null ? null
                : new GeneratedSetting(setting.games(), setting.share(), null);
    }
}
