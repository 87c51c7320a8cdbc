package tabuleiro.grading.batch;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.style.StyleReport;

/**
 * A submission's result as the grader keeps it for the next run ({@code OUT/NAME/graded.json}):
 * the fingerprint it was graded from and every scenario's result, enough to rebuild the score and
 * the reports without running anything.
 *
 * <p>It is written last, once the submission's reports are in place, and atomically: a file that
 * is there is whole, and says that the reports beside it are complete.
 *
 * @param format the file's format, {@value #FORMAT}; another is ignored
 * @param fingerprint what the result was graded from (see {@link Fingerprint})
 * @param name the submission's name
 * @param status the status's name
 * @param seconds how long grading took
 * @param notes the notes for the student
 * @param compileErrors the compiler's errors
 * @param scenarios each scenario's result
 * @param style what the style check said, or null in a file of a grader before it
 * @param student the student's full name as the reports show it, or null in a file of a
 *     grader before it
 * @param moodleId the student's Moodle user id, or null when there is none
 * @param submittedAt when it was handed in (ISO 8601), or null when that is not known
 * @param generated the first disagreement of each rule's generated examples, or null in a file
 *     of a grader before them
 * @param where by rule ID, the classes found to make each lost rule's difference, or null in a
 *     file of a grader before them
 */
public record StoredResult(int format, String fingerprint, String name, String status,
        double seconds, List<String> notes, List<CompileError> compileErrors,
        List<Scenario> scenarios, StyleReport style, String student, String moodleId,
        String submittedAt, List<GeneratedExample> generated, Map<String, List<String>> where) {

    /** The file's name in a submission's report folder. */
    public static final String FILE = "graded.json";

    /** The format this grader writes and reads. */
    static final int FORMAT = 1;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().create();

    /**
     * Keeps what a graded submission's reports were made from.
     *
     * @param graded the graded submission
     * @param fingerprint what it was graded from
     * @return the result to store
     */
    public static StoredResult of(GradedSubmission graded, String fingerprint) {
        List<Scenario> scenarios = new ArrayList<>();
        List<GeneratedExample> generated = new ArrayList<>();
        for (RuleScore rule : graded.score().rules()) {
            rule.generated().ifPresent(generated::add);
            for (ScenarioOutcome outcome : rule.scenarios()) {
                ScenarioResult result = outcome.result();
                ScenarioKey key = outcome.scenario().key();
                scenarios.add(new Scenario(key.resource(), key.line(), result.outcome().name(),
                        result.exceptionClass(), result.message(), result.thrownAt(),
                        result.trace(), result.step().map(ScenarioResult.Step::line).orElse(0),
                        result.step().map(ScenarioResult.Step::text).orElse(null)));
            }
        }
        return new StoredResult(FORMAT, fingerprint, graded.name(), graded.status().name(),
                graded.seconds(), graded.notes(), graded.compileErrors(), scenarios,
                graded.style(), graded.student().fullName(),
                graded.student().moodleId().orElse(null),
                graded.submittedAt().map(Instant::toString).orElse(null), generated,
                graded.score().where());
    }

    /**
     * Reads the result stored in a submission's report folder.
     *
     * @param folder the submission's report folder
     * @return the stored result, or empty if there is none, or one this grader cannot read
     */
    public static Optional<StoredResult> read(Path folder) {
        Path file = folder.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            StoredResult stored = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8),
                    StoredResult.class);
            return stored != null && stored.format() == FORMAT && stored.fingerprint() != null
                    && stored.scenarios() != null ? Optional.of(stored) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            // A damaged file is a result to grade again, not a failure. Gson reports what a
            // record's constructor refuses (a finding without its rule) as a bare
            // RuntimeException.
            return Optional.empty();
        }
    }

    /**
     * Writes the result into a submission's report folder, atomically.
     *
     * @param folder the submission's report folder
     * @throws IOException if it cannot be written
     */
    public void write(Path folder) throws IOException {
        FileTrees.writeAtomically(folder.resolve(FILE),
                file -> Files.writeString(file, GSON.toJson(this), StandardCharsets.UTF_8));
    }

    /**
     * Rebuilds the graded submission, scored by a marking.
     *
     * @param marking the marking, the same as when it was graded (the fingerprint says so)
     * @param submission the submission as this run found it: its report name, its student and
     *     its time, which the fingerprint vouches are those it was graded with
     * @return the graded submission
     * @throws IllegalArgumentException if the stored status is unknown
     */
    public GradedSubmission graded(Marking marking, Submission submission) {
        return graded(marking, submission.name(), submission.student(),
                submission.submittedAt());
    }

    /**
     * Rebuilds the graded submission, scored by a marking, with the student and time it was
     * graded with: what {@code grade} does with the students of a class it keeps but was not
     * given this time.
     *
     * @param marking the marking, the same as when it was graded
     * @return the graded submission; a file of a grader before these fields knows the student
     *     by the report name alone
     * @throws IllegalArgumentException if the stored status or time cannot be read
     */
    public GradedSubmission graded(Marking marking) {
        Student who = new Student(student == null ? name : student,
                Optional.ofNullable(moodleId));
        Optional<Instant> time;
        try {
            time = Optional.ofNullable(submittedAt).map(Instant::parse);
        } catch (java.time.format.DateTimeParseException e) {
            throw new IllegalArgumentException("the stored time " + submittedAt
                    + " is not an ISO 8601 instant", e);
        }
        return graded(marking, name, who, time);
    }

    /**
     * Rebuilds the graded submission, scored by a marking, without its sources at hand: what
     * {@code grade merge} does with a shard's results.
     *
     * @param marking the marking, the same as when it was graded
     * @param name its report name
     * @param student who handed it in
     * @param submittedAt when it was handed in, if known
     * @return the graded submission
     * @throws IllegalArgumentException if the stored status is unknown
     */
    public GradedSubmission graded(Marking marking, String name, Student student,
            Optional<Instant> submittedAt) {
        Map<ScenarioKey, ScenarioResult> results = new HashMap<>();
        for (Scenario scenario : scenarios) {
            results.put(new ScenarioKey(scenario.resource(), scenario.line()), scenario.result());
        }
        ScenarioResult missing = ScenarioResult.of(Outcome.NOT_RUN,
                "the stored result does not have this scenario", Optional.empty());
        return new GradedSubmission(name, GradedSubmission.Status.valueOf(status),
                Score.of(marking, results, missing, generated == null ? List.of() : generated)
                        .withWhere(where == null ? Map.of() : where),
                compileErrors == null ? List.of()
                        : compileErrors, notes == null ? List.of() : notes, seconds,
                student, submittedAt,
                style == null ? StyleReport.none() : style);
    }

    /**
     * A scenario's result as stored.
     *
     * @param resource its feature file, as a class path resource
     * @param line its line
     * @param outcome the outcome's name
     * @param exceptionClass the class of what was thrown, or empty
     * @param message the message
     * @param thrownAt the frame that threw, or empty
     * @param trace the frames under it
     * @param stepLine the line of the step that failed, or 0
     * @param stepText the text of the step that failed, or null
     */
    public record Scenario(String resource, int line, String outcome, String exceptionClass,
            String message, String thrownAt, List<String> trace, int stepLine,
            String stepText) {

        ScenarioResult result() {
            Optional<ScenarioResult.Step> step = stepText == null ? Optional.empty()
                    : Optional.of(new ScenarioResult.Step(stepLine, stepText));
            return new ScenarioResult(Outcome.valueOf(outcome), orEmpty(exceptionClass),
                    orEmpty(message), orEmpty(thrownAt), trace == null ? List.of() : trace, step);
        }

        private static String orEmpty(String text) {
            return text == null ? "" : text;
        }
    }
}
