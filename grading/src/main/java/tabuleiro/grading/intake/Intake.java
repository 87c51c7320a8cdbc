package tabuleiro.grading.intake;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import tabuleiro.grading.FileTrees;
import tabuleiro.grading.Submission;

/**
 * Turns what the instructor names on the command line into submissions. Each path is one of:
 *
 * <ul>
 *   <li>a folder with {@code src/main/java}: one submission, graded as it is;</li>
 *   <li>a folder of Moodle's "download all submissions"
 *       ({@code Full Name_12345_assignsubmission_file_}): one student, named by it, its sources
 *       found in loose files or in the zip files inside it;</li>
 *   <li>a folder with {@code .java} files at its top: one submission of loose files;</li>
 *   <li>a {@code .zip} file: one student's zip, or Moodle's download of a whole class when its
 *       entries are Moodle's folders;</li>
 *   <li>any other folder: a class, each folder or {@code .zip} file in it one student.</li>
 * </ul>
 *
 * <p>Sources found anywhere but in a {@code src/main/java} folder given as such are laid out by
 * their package declarations ({@link SourceLocator}) into {@code staging/N-NAME/src/main/java}.
 * A zip that {@link SafeUnzip} refuses, or a student with no Java file, still makes a submission
 * (graded as the bare skeleton, so it scores 0), and the instructor is told why.
 *
 * <p>The time of a Moodle submission is its newest file's time stamp, which Moodle's download
 * sets to when the file was handed in; other inputs have no time.
 */
public final class Intake {

    private final Path staging;
    private final List<Submission> submissions = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private int staged;

    private Intake(Path staging) {
        this.staging = staging;
    }

    /**
     * What the input holds.
     *
     * @param submissions the submissions, in the order of the command line, each class in the
     *     order of its folder's names
     * @param notes what the instructor should know: refused zips, students without sources,
     *     files left out
     */
    public record Result(List<Submission> submissions, List<String> notes) {

        /** Keeps unmodifiable copies. */
        public Result {
            submissions = List.copyOf(submissions);
            notes = List.copyOf(notes);
        }
    }

    /**
     * Collects the submissions of some paths.
     *
     * @param inputs folders and zip files, as the command line names them
     * @param staging a folder for unpacked and rearranged sources; emptied first
     * @return the submissions and the notes for the instructor
     * @throws IllegalArgumentException if a path does not exist, is neither a folder nor a zip
     *     file, or holds nothing to grade; the message says what was expected
     * @throws IOException if a file cannot be read or written
     */
    public static Result collect(List<Path> inputs, Path staging) throws IOException {
        return collect(inputs, staging, false);
    }

    /**
     * Collects the submissions of some paths, optionally taking each path as one student's
     * work whatever its layout (as an autograder does with the one submission it is given).
     *
     * @param inputs folders and zip files, as the command line names them
     * @param staging a folder for unpacked and rearranged sources; emptied first
     * @param eachIsOneStudent whether a folder is always one student's, never a class
     * @return the submissions and the notes for the instructor
     * @throws IllegalArgumentException if a path does not exist, is neither a folder nor a zip
     *     file, or holds nothing to grade; the message says what was expected
     * @throws IOException if a file cannot be read or written
     */
    public static Result collect(List<Path> inputs, Path staging, boolean eachIsOneStudent)
            throws IOException {
        Intake intake = new Intake(staging.toAbsolutePath().normalize());
        FileTrees.delete(intake.staging);
        for (Path input : inputs) {
            Path path = input.toAbsolutePath().normalize();
            if (eachIsOneStudent && Files.isDirectory(path)
                    && !Files.isDirectory(path.resolve(Submission.SOURCES))) {
                intake.studentFolder(path);
            } else {
                intake.input(path);
            }
        }
        return new Result(intake.submissions, intake.notes);
    }

    private void input(Path path) throws IOException {
        String name = fileName(path);
        if (Files.isRegularFile(path) && isZip(path)) {
            if (holdsMoodleFolders(path)) {
                Path unpacked = stage(stem(name)).resolve("unpacked");
                SafeUnzip.unzip(path, unpacked, SafeUnzip.Limits.CLASS);
                classFolder(moodleRoot(unpacked), path);
            } else {
                studentZip(path);
            }
        } else if (!Files.isDirectory(path)) {
            throw new IllegalArgumentException(path + " is not a folder nor a .zip file: a"
                    + " submission is a folder laid out like exercises/, a folder of .java files,"
                    + " a .zip, or a folder of those (a class, or Moodle's download)");
        } else if (!Student.isMoodleFolder(name)
                && Files.isDirectory(path.resolve(Submission.SOURCES))) {
            submissions.add(Submission.in(path));
        } else if (Student.isMoodleFolder(name) || hasJavaAtTop(path)) {
            if (!holdsAnything(path)) {
                throw new IllegalArgumentException(path + " holds no .java file and no .zip:"
                        + " there is nothing to grade");
            }
            studentFolder(path);
        } else {
            classFolder(path, path);
        }
    }

    private void classFolder(Path folder, Path shownAs) throws IOException {
        if (!holdsAnything(folder)) {
            throw new IllegalArgumentException(shownAs + " is not a submission: it has no "
                    + Submission.SOURCES + " folder, no .java file and no .zip (a submission"
                    + " has the layout of exercises/)");
        }
        List<Path> children;
        try (Stream<Path> list = Files.list(folder)) {
            children = list.filter(child -> !fileName(child).startsWith("."))
                    .filter(child -> !fileName(child).equals("__MACOSX")).sorted().toList();
        }
        int before = submissions.size();
        // A student's Moodle folders, one per submission plugin, make one submission.
        Map<Student, List<Path>> moodle = new LinkedHashMap<>();
        for (Path child : children) {
            Optional<Student> student = Student.ofMoodleFolder(fileName(child));
            if (student.isPresent() && Files.isDirectory(child, LinkOption.NOFOLLOW_LINKS)) {
                moodle.computeIfAbsent(student.get(), s -> new ArrayList<>()).add(child);
            }
        }
        for (Path child : children) {
            Optional<Student> student = Student.ofMoodleFolder(fileName(child));
            if (student.isPresent() && moodle.containsKey(student.get())) {
                List<Path> folders = moodle.remove(student.get());
                studentFolders(student.get(), folders, true);
            } else if (student.isPresent() && Files.isDirectory(child,
                    LinkOption.NOFOLLOW_LINKS)) {
                continue;
            } else if (Files.isSymbolicLink(child)) {
                notes.add("left out " + child + ": a symbolic link is not a submission");
            } else if (Files.isDirectory(child)) {
                studentFolder(child);
            } else if (isZip(child)) {
                studentZip(child);
            } else {
                notes.add("left out " + child + ": a class folder holds a folder or a .zip"
                        + " per student");
            }
        }
        if (submissions.size() == before) {
            throw new IllegalArgumentException(shownAs + " is not a submission: it has no "
                    + Submission.SOURCES + " folder, no .java file, and no folder or .zip of"
                    + " a student (a submission has the layout of exercises/)");
        }
    }

    private void studentFolder(Path folder) throws IOException {
        String name = fileName(folder);
        Optional<Student> moodle = Student.ofMoodleFolder(name);
        if (moodle.isEmpty() && Files.isDirectory(folder.resolve(Submission.SOURCES))) {
            submissions.add(Submission.in(folder));
            return;
        }
        studentFolders(moodle.orElse(Student.named(name)), List.of(folder), moodle.isPresent());
    }

    /**
     * Makes one submission of a student's folders: Moodle gives a student one folder per
     * submission plugin ({@code _file_}, {@code _onlinetext_}), which are one submission.
     */
    private void studentFolders(Student student, List<Path> folders, boolean fromMoodle)
            throws IOException {
        Path stage = stage(student.folderName());
        List<Path> roots = new ArrayList<>(folders);
        for (Path folder : folders) {
            for (Path zip : zipsIn(folder)) {
                Path unpacked = stage.resolve("unpacked").resolve(roots.size() + "-"
                        + stem(fileName(zip)));
                try {
                    SafeUnzip.unzip(zip, unpacked, SafeUnzip.Limits.STUDENT);
                    roots.add(unpacked);
                } catch (UnsafeArchiveException e) {
                    FileTrees.delete(unpacked);
                    notes.add(student.folderName() + ": " + e.getMessage() + "; its files are"
                            + " left out");
                }
            }
        }
        Optional<Instant> time = Optional.empty();
        if (fromMoodle) {
            for (Path folder : folders) {
                Optional<Instant> newest = newest(folder);
                if (newest.isPresent() && (time.isEmpty() || newest.get().isAfter(time.get()))) {
                    time = newest;
                }
            }
        }
        add(student, stage, roots, time);
    }

    private void studentZip(Path zip) throws IOException {
        Student student = Student.named(stem(fileName(zip)));
        Path stage = stage(student.folderName());
        Path unpacked = stage.resolve("unpacked");
        List<Path> roots = new ArrayList<>();
        try {
            SafeUnzip.unzip(zip, unpacked, SafeUnzip.Limits.STUDENT);
            roots.add(unpacked);
        } catch (UnsafeArchiveException e) {
            FileTrees.delete(unpacked);
            notes.add(student.folderName() + ": " + e.getMessage()
                    + "; graded as handing in nothing");
        }
        add(student, stage, roots, Optional.empty());
    }

    private void add(Student student, Path stage, List<Path> roots, Optional<Instant> time)
            throws IOException {
        Path sources = stage.resolve(Submission.SOURCES);
        List<String> found = SourceLocator.arrange(roots, sources);
        found.forEach(note -> notes.add(student.folderName() + ": " + note));
        try (Stream<Path> files = Files.walk(sources)) {
            if (files.noneMatch(Files::isRegularFile)) {
                notes.add(student.folderName() + ": no .java file was handed in; graded as"
                        + " the bare skeleton");
            }
        }
        submissions.add(new Submission(student.folderName(), stage, student, time));
    }

    /** A fresh staging folder, numbered so that two students of one name never share it. */
    private Path stage(String name) throws IOException {
        staged++;
        Path stage = staging.resolve(staged + "-" + name);
        Files.createDirectories(stage);
        return stage;
    }

    private static boolean holdsMoodleFolders(Path zip) throws IOException {
        for (String entry : SafeUnzip.entryNames(zip)) {
            for (String part : entry.replace('\\', '/').split("/")) {
                if (Student.isMoodleFolder(part)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Moodle's zip holds its folders at the top, or under one folder of the course's name. */
    private static Path moodleRoot(Path unpacked) throws IOException {
        try (Stream<Path> list = Files.list(unpacked)) {
            List<Path> top = list.filter(Files::isDirectory).toList();
            if (top.size() == 1 && !Student.isMoodleFolder(fileName(top.get(0)))) {
                return top.get(0);
            }
        }
        return unpacked;
    }

    private static List<Path> zipsIn(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
                    .filter(Intake::isZip).sorted().toList();
        }
    }

    private static boolean hasJavaAtTop(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.anyMatch(file -> fileName(file).endsWith(".java"));
        }
    }

    private static boolean holdsAnything(Path folder) throws IOException {
        return !SourceLocator.javaFiles(folder).isEmpty() || !zipsIn(folder).isEmpty();
    }

    private static Optional<Instant> newest(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
                    .map(Intake::modified).max(FileTime::compareTo).map(FileTime::toInstant);
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    private static boolean isZip(Path file) {
        return fileName(file).toLowerCase(Locale.ROOT).endsWith(".zip");
    }

    private static String stem(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }

    private static String fileName(Path path) {
        Path name = path.getFileName();
        return name == null ? "submission" : name.toString();
    }
}
