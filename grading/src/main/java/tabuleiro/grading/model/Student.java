package tabuleiro.grading.model;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who handed a submission in, as far as the input tells: a name, and the Moodle user id when the
 * submission comes from Moodle's "download all submissions".
 *
 * @param fullName the student's name, or the submission's folder or file name when nothing
 *     better is known
 * @param moodleId the Moodle user id (the digits in
 *     {@code Full Name_12345_assignsubmission_file_}), or empty
 * @invariant the name is not blank and the Moodle id, when present, is digits
 */
public record Student(String fullName, Optional<String> moodleId) {

    /**
     * A folder of Moodle's "download all submissions": the student's full name, the user id, and
     * the submission plugin ({@code file}, {@code onlinetext}).
     */
    private static final Pattern MOODLE_FOLDER =
            Pattern.compile("(.+)_(\\d+)_assignsubmission_([a-z]+)_?");

    /**
     * Checks the identity.
     *
     * @throws IllegalArgumentException unless the name is not blank and the id is digits
     */
    public Student {
        Objects.requireNonNull(fullName, "fullName");
        Objects.requireNonNull(moodleId, "moodleId");
        if (fullName.isBlank()) {
            throw new IllegalArgumentException("a student has a name, but it is blank");
        }
        if (moodleId.isPresent() && !moodleId.get().matches("\\d+")) {
            throw new IllegalArgumentException("a Moodle user id is digits, but it is "
                    + moodleId.get());
        }
    }

    /**
     * Makes a student known by a name only.
     *
     * @param name the name
     * @return the student, without a Moodle id
     */
    public static Student named(String name) {
        return new Student(name, Optional.empty());
    }

    /**
     * Reads the identity in the name of a Moodle submission folder.
     *
     * @param folderName e.g. {@code Ana Lima_12345_assignsubmission_file_}
     * @return the student, or empty when the name is not Moodle's
     */
    public static Optional<Student> ofMoodleFolder(String folderName) {
        Matcher matcher = MOODLE_FOLDER.matcher(folderName);
        if (!matcher.matches() || matcher.group(1).isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new Student(matcher.group(1).strip(),
                Optional.of(matcher.group(2))));
    }

    /**
     * Tells whether a name is that of a Moodle submission folder.
     *
     * @param folderName a folder's name
     * @return {@code true} for {@code Full Name_12345_assignsubmission_file_}
     */
    public static boolean isMoodleFolder(String folderName) {
        return ofMoodleFolder(folderName).isPresent();
    }

    /**
     * Names the student's report folder: the name (and Moodle id) as {@link Names#fileName}
     * makes it safe, while {@link #fullName} stays as it was for the reports to show.
     *
     * @return a plain file name, e.g. {@code Ana_Lima_12345}
     */
    public String folderName() {
        return Names.fileName(fullName + moodleId.map(id -> "_" + id).orElse(""), "student");
    }
}
