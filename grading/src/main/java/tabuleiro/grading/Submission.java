package tabuleiro.grading;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.grading.intake.Student;

/**
 * A student's submission: a folder laid out like {@code exercises/}, whose
 * {@code src/main/java} holds the student's copy of the skeleton's sources (all of them, or only
 * those the student changed).
 *
 * <p>{@link tabuleiro.grading.intake.Intake} makes submissions of zip files and of Moodle's
 * download, laying their sources out in such a folder.
 *
 * @param name the name the reports use: the folder's name, unless two submissions share it
 * @param folder the submission's folder
 * @param student who handed it in, as far as the input tells
 * @param submittedAt when it was handed in, when the input tells (for the late penalty)
 * @invariant {@code sources()} is a folder
 */
public record Submission(String name, Path folder, Student student,
        Optional<Instant> submittedAt) {

    /** Where the sources are inside a submission. */
    public static final String SOURCES = "src/main/java";

    /**
     * Checks the submission.
     *
     * @throws IllegalArgumentException unless the name is a plain file name and the folder holds
     *     {@code src/main/java}
     */
    public Submission {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(student, "student");
        Objects.requireNonNull(submittedAt, "submittedAt");
        if (name.isBlank() || name.contains("/") || name.contains("\\") || name.startsWith(".")) {
            throw new IllegalArgumentException("a submission's name is a plain folder name, but"
                    + " it is \"" + name + "\"");
        }
        if (!Files.isDirectory(folder.resolve(SOURCES))) {
            throw new IllegalArgumentException(folder + " is not a submission: it has no "
                    + SOURCES + " folder (a submission has the layout of exercises/)");
        }
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
     * Makes the submission in a folder, named after the folder.
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
        return new Submission(fileName == null ? "submission" : fileName.toString(), absolute);
    }

    /**
     * Returns the same submission under another name.
     *
     * @param newName the name
     * @return the renamed submission
     */
    public Submission named(String newName) {
        return new Submission(newName, folder, student, submittedAt);
    }

    /**
     * Returns the same submission handed in at another time.
     *
     * @param time when it was handed in
     * @return the submission with that time
     */
    public Submission submittedAt(Instant time) {
        return new Submission(name, folder, student, Optional.of(time));
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
