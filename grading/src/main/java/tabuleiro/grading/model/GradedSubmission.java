package tabuleiro.grading.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.grading.style.StyleReport;

/**
 * Everything the reports say about one submission.
 *
 * @param name the submission's name
 * @param status how far grading got
 * @param score the score (every rule broken unless the rule book ran)
 * @param compileErrors what the compiler said, when the code did not compile
 * @param notes what the student should know besides the rules: files left out, a run that
 *     stopped early, the grader's own failure
 * @param seconds how long grading took, up to the end of the visible rules' JVMs: the hidden
 *     rules' run is left out, since students see this time and a submission that knows it
 *     runs a hidden scenario could spell what it plays there in delays
 * @param student who handed it in, as far as the input tells
 * @param submittedAt when it was handed in, if known (for the late penalty)
 * @param style what the style check said of the student's files: advice, and points off when
 *     the scheme charges for style (see {@link FinalGrade})
 */
public record GradedSubmission(String name, Status status, Score score,
        List<CompileError> compileErrors, List<String> notes, double seconds, Student student,
        Optional<Instant> submittedAt, StyleReport style) {

    /** Checks the parts and keeps unmodifiable copies. */
    public GradedSubmission {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(score, "score");
        compileErrors = List.copyOf(compileErrors);
        // A note may quote what a submission produced (see UntrustedText).
        notes = UntrustedText.visible(notes);
        Objects.requireNonNull(student, "student");
        Objects.requireNonNull(submittedAt, "submittedAt");
        Objects.requireNonNull(style, "style");
    }

    /**
     * Makes the result of a submission whose style was not checked.
     *
     * @param name the submission's name
     * @param status how far grading got
     * @param score the score
     * @param compileErrors what the compiler said
     * @param notes what the student should know besides the rules
     * @param seconds how long grading took
     * @param student who handed it in
     * @param submittedAt when it was handed in, if known
     */
    public GradedSubmission(String name, Status status, Score score,
            List<CompileError> compileErrors, List<String> notes, double seconds,
            Student student, Optional<Instant> submittedAt) {
        this(name, status, score, compileErrors, notes, seconds, student, submittedAt,
                StyleReport.none());
    }

    /**
     * Makes the result of a submission whose student is known by its name only, with no time.
     *
     * @param name the submission's name
     * @param status how far grading got
     * @param score the score
     * @param compileErrors what the compiler said
     * @param notes what the student should know besides the rules
     * @param seconds how long grading took
     */
    public GradedSubmission(String name, Status status, Score score,
            List<CompileError> compileErrors, List<String> notes, double seconds) {
        this(name, status, score, compileErrors, notes, seconds, Student.named(name),
                Optional.empty());
    }

    /**
     * Returns the same result with the student and time of the submission it grades.
     *
     * @param submission the submission
     * @return the result, with the submission's student and time
     */
    public GradedSubmission of(Submission submission) {
        return new GradedSubmission(name, status, score, compileErrors, notes, seconds,
                submission.student(), submission.submittedAt(), style);
    }

    /**
     * Returns the same result with what the style check said.
     *
     * @param report the style check's report on the student's files
     * @return the result, with that report
     */
    public GradedSubmission withStyle(StyleReport report) {
        return new GradedSubmission(name, status, score, compileErrors, notes, seconds, student,
                submittedAt, report);
    }

    /**
     * Says why the submission was refused, for every surface that shows its status.
     *
     * @return the reason (the first note, in the reports' language), or empty unless the
     *     status is {@link Status#REFUSED}
     */
    public Optional<String> refusal() {
        return status == Status.REFUSED && !notes.isEmpty() ? Optional.of(notes.get(0))
                : Optional.empty();
    }

    /**
     * Names the status as the machine-read files write it: its label, and for a refused
     * submission the reason after it ({@code refused: the zip cannot be read ...}).
     *
     * @return e.g. {@code graded}, {@code refused: no .java file was handed in}
     */
    public String statusLabel() {
        return refusal().map(why -> status.label() + ": " + why).orElse(status.label());
    }

    /** How far grading got. */
    public enum Status {
        /** The rule book ran against the submission. */
        GRADED("graded"),
        /** The code did not compile, so no rule could be checked. */
        COMPILE_ERRORS("compile errors"),
        /** The grader itself failed on this submission; the score means nothing. */
        GRADER_ERROR("grader error"),
        /**
         * What was handed in was refused before grading (a zip that cannot be read, no Java
         * file at all): nothing ran, the 0 is no graded 0, and the first note says why.
         */
        REFUSED("refused");

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
