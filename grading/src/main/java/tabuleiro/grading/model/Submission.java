package tabuleiro.grading.model;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A student's submission: a folder laid out like {@code exercises/}, whose
 * {@code src/main/java} holds the student's copy of the skeleton's sources (all of them, or only
 * those the student changed).
 *
 * <p>{@link tabuleiro.grading.intake.Intake} makes submissions of zip files and of Moodle's
 * download, laying their sources out in such a folder.
 *
 * @param name the name the reports use, a safe file name ({@link Names#isSafe}): the folder's
 *     name made safe, unless two submissions share it
 * @param folder the submission's folder
 * @param student who handed it in, as far as the input tells, with the name to show
 * @param submittedAt when it was handed in, when the input tells (for the late penalty)
 * @param notes what the intake left out or refused of what the student handed in, and why, one
 *     sentence each, for the student's feedback
 * @invariant {@code sources()} is a folder and the name is a safe file name
 */
public record Submission(String name, Path folder, Student student,
        Optional<Instant> submittedAt, List<String> notes) {

    /** Where the sources are inside a submission. */
    public static final String SOURCES = "src/main/java";

    /**
     * Checks the submission.
     *
     * @throws IllegalArgumentException unless the name is a safe file name (no path separator,
     *     no leading dot, no control character: see {@link Names#isSafe}) and the folder holds
     *     {@code src/main/java}
     */
    public Submission {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(student, "student");
        Objects.requireNonNull(submittedAt, "submittedAt");
        notes = List.copyOf(notes);
        if (!Names.isSafe(name)) {
            throw new IllegalArgumentException("a submission's name is a plain folder name, but"
                    + " it is \"" + Names.shown(name) + "\"");
        }
        if (!Files.isDirectory(folder.resolve(SOURCES))) {
            throw new IllegalArgumentException(folder + " is not a submission: it has no "
                    + SOURCES + " folder (a submission has the layout of exercises/)");
        }
    }

    /**
     * Makes a submission that the intake has nothing to say about.
     *
     * @param name the name the reports use
     * @param folder the submission's folder
     * @param student who handed it in
     * @param submittedAt when it was handed in, if known
     * @throws IllegalArgumentException unless the name is a safe file name and the folder holds
     *     {@code src/main/java}
     */
    public Submission(String name, Path folder, Student student, Optional<Instant> submittedAt) {
        this(name, folder, student, submittedAt, List.of());
    }

    /**
     * Makes a submission of a student known by the folder's name only, with no time.
     *
     * @param name the name the reports use
     * @param folder the submission's folder
     * @throws IllegalArgumentException unless the name is a plain file name and the folder holds
     *     {@code src/main/java}
     */
    public Submission(String name, Path folder) {
        this(name, folder, Student.named(name), Optional.empty());
    }

    /**
     * Makes the submission in a folder, named after the folder: the report folder's name is the
     * folder's made safe ({@link Names#fileName}), the student's the folder's as it is.
     *
     * @param folder the submission's folder
     * @return the submission
     * @throws IllegalArgumentException if the folder does not exist or has no
     *     {@code src/main/java}
     */
    public static Submission in(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        if (!Files.isDirectory(absolute)) {
            throw new IllegalArgumentException(folder + " is not a folder: a submission is a"
                    + " folder with the layout of exercises/");
        }
        Path fileName = absolute.getFileName();
        String raw = fileName == null || fileName.toString().isBlank() ? "submission"
                : fileName.toString();
        return new Submission(Names.fileName(raw, "submission"), absolute, Student.named(raw),
                Optional.empty());
    }

    /**
     * Returns the same submission under another name.
     *
     * @param newName the name
     * @return the renamed submission
     */
    public Submission named(String newName) {
        return new Submission(newName, folder, student, submittedAt, notes);
    }

    /**
     * Returns the same submission handed in at another time.
     *
     * @param time when it was handed in
     * @return the submission with that time
     */
    public Submission submittedAt(Instant time) {
        return new Submission(name, folder, student, Optional.of(time), notes);
    }

    /**
     * Returns the folder of the student's sources.
     *
     * @return {@code folder/src/main/java}
     */
    public Path sources() {
        return folder.resolve(SOURCES);
    }
}
