package tabuleiro.grading.sandbox;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What running the rule book against a submission produced.
 *
 * @param scenarios every scenario the grading JVMs found, with its result, in the order found
 * @param notes what the grader noticed along the way, e.g. a feature file that failed to load
 * @param notRunReason why scenarios that never ran did not: set when the run stopped early
 * @param jvms how many grading JVMs it took
 * @param answers the probe's answers to the questions of generated examples, in order, as far
 *     as they came without a gap (all of them, unless the probe was stopped); empty when none
 *     was asked
 */
public record RunReport(List<ScenarioRun> scenarios, List<String> notes,
        Optional<String> notRunReason, int jvms, List<String> answers) {

    /** Keeps unmodifiable copies. */
    public RunReport {
        scenarios = List.copyOf(scenarios);
        notes = List.copyOf(notes);
        Objects.requireNonNull(notRunReason, "notRunReason");
        answers = List.copyOf(answers);
    }
}
