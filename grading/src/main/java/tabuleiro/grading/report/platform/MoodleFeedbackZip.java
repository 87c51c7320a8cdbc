package tabuleiro.grading.report.platform;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Names;
import tabuleiro.grading.model.Student;

/**
 * Moodle's "feedback files" upload for a class that came from Moodle's "Download all
 * submissions": {@code moodle-feedback.zip}, one folder per student holding that student's
 * {@code feedback.html}, for the assignment's "Upload multiple feedback files in a zip". Moodle
 * then shows each student the page among the assignment's feedback files.
 *
 * <p>How Moodle's import ({@code mod/assign/feedback/file/importziplib.php}) reads the zip: for
 * each file it splits each folder of the file's path at its first four underscores, and takes
 * the first folder whose second part is the number of one of the assignment's participants and
 * whose third and fourth parts name one of its plugins ({@code assignsubmission_file}); the file
 * goes to that participant, named by the rest of the path. The number is the one Moodle puts in
 * the folder names of its download ({@code Full Name_12345_assignsubmission_file_}), which the
 * import looks up the same way, so the grader writes back the number the intake read there.
 * A submission that did not come from that download has no such number and cannot be in the
 * zip.
 *
 * <p>Each folder is named as the download names it. Moodle's own names never hold an underscore
 * (its download writes a name's underscores as spaces), and the import relies on that: an
 * underscore in the name would shift the parts and give the file to whichever participant the
 * shifted number is. So the name part keeps only letters, digits, spaces and {@code .,'()-},
 * anything else becoming a space: no underscore, path separator ({@code /}, {@code \}, {@code :})
 * or control character can reach the zip. Moodle does not read the name part; it is there for
 * the instructor who opens the zip.
 */
public final class MoodleFeedbackZip {

    /** The file's name, in lower case. */
    public static final String FILE = "moodle-feedback.zip";

    /** The plugin the folders name, as Moodle's download names a file submission's folder. */
    static final String PLUGIN = "assignsubmission_file";

    /** The name part of a folder whose student's name keeps nothing: Moodle's own word. */
    static final String NO_NAME = "Participant";

    /**
     * Each page's mode: a regular file, {@code rw-r--r--}. Setting it marks the entry as made by
     * Unix, so that every unzip reads its UTF-8 name as UTF-8.
     */
    private static final int ZIP_MODE = 0100644;

    /** The longest name part, as long as the grader's own safe names. */
    private static final int LONGEST_NAME = 80;

    /** What a name part may not hold (every run becomes one space). */
    private static final Pattern LEFT_OUT = Pattern.compile("[^\\p{L}\\p{M}\\p{N} .,'()-]+");

    private MoodleFeedbackZip() {
    }

    /**
     * Decides which submissions the zip holds: each one that came from Moodle's download, under
     * the folder Moodle's import reads as its participant's.
     *
     * @param submissions the graded submissions, in the order of the class
     * @return the plan, with a note for each submission left out
     */
    public static Plan plan(List<GradedSubmission> submissions) {
        Map<String, String> folders = new LinkedHashMap<>();
        Map<String, String> byParticipant = new HashMap<>();
        List<String> notes = new ArrayList<>();
        List<String> notFromMoodle = new ArrayList<>();
        for (GradedSubmission graded : submissions) {
            Optional<String> id = graded.student().moodleId();
            if (id.isEmpty()) {
                notFromMoodle.add(graded.name());
                continue;
            }
            String first = byParticipant.putIfAbsent(id.get(), graded.name());
            if (first != null) {
                // Moodle would give the one participant both pages, the second over the first.
                notes.add(graded.name() + " has the Moodle participant number " + id.get()
                        + " that " + first + " has too: only " + first + "'s feedback.html is in "
                        + FILE);
                continue;
            }
            folders.put(graded.name(), folderName(graded.student()));
        }
        if (folders.isEmpty()) {
            notes.add(FILE + " is not written: Moodle's feedback files upload gives each file to"
                    + " the participant numbered in its folder's name, and no submission came"
                    + " from Moodle's \"Download all submissions\" (folders named Full"
                    + " Name_12345_assignsubmission_file_) to give one. Hand each student their"
                    + " feedback.html yourself.");
        } else {
            notFromMoodle.forEach(name -> notes.add(name + " did not come from Moodle's"
                    + " download (a folder named Full Name_12345_assignsubmission_file_), so"
                    + " its feedback.html is not in " + FILE + ": hand it to the student"
                    + " yourself"));
        }
        return new Plan(folders, notes);
    }

    /**
     * Writes {@code moodle-feedback.zip} into the class's report folder, from each planned
     * student's {@code NAME/feedback.html} as it was written there, or, when no submission came
     * from Moodle, removes one an earlier run left.
     *
     * @param out the report folder of the class, holding each submission's folder
     * @param submissions the graded submissions, in the order of the class
     * @return what was written, with a note for the instructor for each student left out
     * @throws IOException if the zip cannot be written
     */
    public static Written write(Path out, List<GradedSubmission> submissions) throws IOException {
        Plan plan = plan(submissions);
        Path zip = out.resolve(FILE);
        List<String> notes = new ArrayList<>(plan.notes());
        if (plan.folders().isEmpty()) {
            Files.deleteIfExists(zip);
            return new Written(Optional.empty(), 0, notes);
        }
        int[] students = new int[1];
        FileTrees.writeAtomically(zip, partial -> students[0] = zip(out, plan, partial, notes));
        return new Written(Optional.of(zip), students[0], notes);
    }

    /** Writes the planned pages into a zip, noting each student whose page is missing. */
    private static int zip(Path out, Plan plan, Path file, List<String> notes)
            throws IOException {
        int students = 0;
        try (ZipArchiveOutputStream archive = new ZipArchiveOutputStream(file)) {
            // Names go as UTF-8 with the zip's UTF-8 flag, which Moodle, Python and the JDK
            // read. Info-ZIP's unzip 6.00 (Debian's) ignores the flag for an entry made by
            // MS-DOS, commons-compress's default, and reads its name as code page 437 ("Jo+�o"):
            // each entry is made by Unix instead (ZIP_MODE), which it reads as UTF-8.
            archive.setEncoding("UTF-8");
            archive.setUseLanguageEncodingFlag(true);
            for (Map.Entry<String, String> planned : plan.folders().entrySet()) {
                Path page = out.resolve(planned.getKey()).resolve(StudentReports.FEEDBACK_HTML);
                // The report folder is the grader's own; a link there is no report of it.
                if (!Files.isRegularFile(page, LinkOption.NOFOLLOW_LINKS)) {
                    notes.add(planned.getKey() + " has no " + StudentReports.FEEDBACK_HTML
                            + ", so it is not in " + FILE);
                    continue;
                }
                ZipArchiveEntry entry = new ZipArchiveEntry(planned.getValue() + "/"
                        + StudentReports.FEEDBACK_HTML);
                entry.setUnixMode(ZIP_MODE);
                entry.setTime(Files.getLastModifiedTime(page, LinkOption.NOFOLLOW_LINKS));
                archive.putArchiveEntry(entry);
                try (InputStream in = Files.newInputStream(page, LinkOption.NOFOLLOW_LINKS)) {
                    in.transferTo(archive);
                }
                archive.closeArchiveEntry();
                students++;
            }
        }
        return students;
    }

    /**
     * Names a student's folder in the zip as Moodle's download names it.
     *
     * @param student a student of Moodle's download
     * @return e.g. {@code Ana Lima_12345_assignsubmission_file_}
     * @throws IllegalArgumentException if the student has no Moodle number
     */
    static String folderName(Student student) {
        String id = student.moodleId().orElseThrow(() -> new IllegalArgumentException(
                "only a student of Moodle's download has a Moodle folder, but \""
                        + Names.shown(student.fullName()) + "\" has no Moodle number"));
        return namePart(student.fullName()) + "_" + id + "_" + PLUGIN + "_";
    }

    /** The student's name, with nothing Moodle's import or an unzip would read as structure. */
    private static String namePart(String fullName) {
        String composed = Normalizer.normalize(fullName, Normalizer.Form.NFC);
        String kept = LEFT_OUT.matcher(composed).replaceAll(" ").replaceAll(" {2,}", " ")
                .strip().replaceAll("^[. ]+", "");
        if (kept.codePointCount(0, kept.length()) > LONGEST_NAME) {
            kept = kept.substring(0, kept.offsetByCodePoints(0, LONGEST_NAME)).strip();
        }
        return kept.isEmpty() ? NO_NAME : kept;
    }

    /**
     * Which submissions the zip holds.
     *
     * @param folders each planned submission's name and its folder in the zip, in the class's
     *     order
     * @param notes for the instructor: each submission left out, and why
     */
    public record Plan(Map<String, String> folders, List<String> notes) {

        /** Keeps unmodifiable copies, the folders in their order. */
        public Plan {
            folders = Collections.unmodifiableMap(new LinkedHashMap<>(folders));
            notes = List.copyOf(notes);
        }

        /**
         * Tells whether a submission's feedback is planned into the zip.
         *
         * @param name the submission's name
         * @return {@code true} when Moodle will show its student the page
         */
        public boolean holds(String name) {
            return folders.containsKey(name);
        }
    }

    /**
     * What {@link #write} did.
     *
     * @param zip the zip, or empty when no submission came from Moodle
     * @param students how many students' pages it holds
     * @param notes for the instructor: each submission left out, and why
     */
    public record Written(Optional<Path> zip, int students, List<String> notes) {

        /** Checks the parts and keeps an unmodifiable copy of the notes. */
        public Written {
            Objects.requireNonNull(zip, "zip");
            notes = List.copyOf(notes);
        }
    }
}
