package tabuleiro.grading.report;

import java.util.List;
import java.util.Objects;
import tabuleiro.grading.build.CompileError;

/**
 * Everything the reports say about one submission.
 *
 * @param name the submission's name
 * @param status how far grading got
 * @param score the score (every rule broken unless the rule book ran)
 * @param compileErrors what the compiler said, when the code did not compile
 * @param notes what the student should know besides the rules: files left out, a run that
 *     stopped early, the grader's own failure
 * @param seconds how long grading took
 */
public record GradedSubmission(String name, Status status, Score score,
        List<CompileError> compileErrors, List<String> notes, double seconds) {

    /** Checks the parts and keeps unmodifiable copies. */
    public GradedSubmission {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(score, "score");
        compileErrors = List.copyOf(compileErrors);
        notes = List.copyOf(notes);
    }

    /** How far grading got. */
    public enum Status {
        /** The rule book ran against the submission. */
        GRADED("graded"),
        /** The code did not compile, so no rule could be checked. */
        COMPILE_ERRORS("compile errors"),
        /** The grader itself failed on this submission; the score means nothing. */
        GRADER_ERROR("grader error");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        /**
         * Names the status for people.
         *
         * @return e.g. {@code compile errors}
         */
        public String label() {
            return label;
        }
    }
}
