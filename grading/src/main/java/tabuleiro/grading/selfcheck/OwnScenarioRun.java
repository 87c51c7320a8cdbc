package tabuleiro.grading.selfcheck;

import java.util.List;
import java.util.Objects;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.ScenarioResult;

/**
 * What the student's own scenarios ({@link OwnScenarios}) did when a check ran them: each
 * scenario's result, and the files that could not be read as Gherkin, which did not run.
 *
 * @param folder the folders they were read from, relative to the project, with {@code /},
 *     joined by {@code ", "}
 * @param scenarios each scenario the tag expression picked, in the order they ran
 * @param problems one sentence per file that does not parse: {@code file:line: message}
 * @param cut whether a scenario ran out of time, so that those after it did not run
 */
public record OwnScenarioRun(String folder, List<Ran> scenarios, List<String> problems,
        boolean cut) {

    /** Keeps unmodifiable copies. */
    public OwnScenarioRun {
        Objects.requireNonNull(folder, "folder");
        scenarios = List.copyOf(scenarios);
        problems = List.copyOf(problems);
    }

    /**
     * Tells whether every scenario passed and every file was read.
     *
     * @return {@code true} when nothing failed
     */
    public boolean passed() {
        return problems.isEmpty() && !cut && scenarios.stream()
                .allMatch(ran -> ran.result().outcome() == Outcome.PASSED);
    }

    /**
     * One of the student's scenarios and its result.
     *
     * @param name the scenario's name
     * @param where its file, relative to the project, and line: {@code src/.../mine.feature:12}
     * @param result what it did
     */
    public record Ran(String name, String where, ScenarioResult result) {

        /** Checks that every part is present. */
        public Ran {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(where, "where");
            Objects.requireNonNull(result, "result");
        }
    }
}
