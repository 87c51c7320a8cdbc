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
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Names;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;

/**
 * Turns what the instructor names on the command line into submissions. Each path is one of:
 *
 * <ul>
 *   <li>a folder with {@code src/main/java}: one submission, graded as it is;</li>
 *   <li>a folder of Moodle's "download all submissions"
 *       ({@code Full Name_12345_assignsubmission_file_}): one student, named by it, its sources
 *       found in loose files or in the zip files inside it;</li>
 *   <li>a folder with {@code .java} files at its top: one submission of loose files;</li>
 *   <li>a {@code .zip} file: one student's zip, whatever its entries look like; only in
 *       {@link Mode#MOODLE} is a zip whose entries are Moodle's folders read as Moodle's download
 *       of a whole class;</li>
 *   <li>any other folder: a class, each folder or {@code .zip} file in it one student, and each
 *       Moodle folder in it a student with the Moodle identity its name gives.</li>
 * </ul>
 *
 * <p>A folder keeps that meaning in every mode but {@link Mode#SINGLE}: its top level is laid
 * out by the instructor or by Moodle, never by a student, whose work reaches the grader as a zip
 * or as files inside a class, where nothing makes it more than one student.
 *
 * <p>Sources found anywhere but in a {@code src/main/java} folder given as such are laid out by
 * their package declarations ({@link SourceLocator}) into {@code staging/N-NAME/src/main/java}.
 * One student's input never stops the class: a zip that {@link SafeUnzip} refuses, a folder that
 * cannot be read, or a student with no Java file still makes a submission, a refused one
 * ({@link Result#refusal}: nothing of it is graded, and every report says why), and the
 * instructor's notes say why too. With {@code --moodle} a zip that is not Moodle's download is
 * refused as a whole, and the grader's own report folders are never read as submissions.
 *
 * <p>The time of a Moodle submission is its newest file's time stamp, which Moodle's download
 * sets to when the file was handed in; other inputs have no time.
 */
public final class Intake {

    /** How to read the paths of the command line. */
    public enum Mode {
        /** By their layout, as the class comment says: a zip is always one student's. */
        LAYOUT,
        /** Each path is one student's work whatever its layout (what an autograder is given). */
        SINGLE,
        /**
         * As {@link #LAYOUT}, but a zip whose entries are Moodle's folders is Moodle's download
         * of the whole class (the instructor says so with {@code --moodle}).
         */
        MOODLE
    }

    /**
     * The files a report folder of the grader holds and a student's work does not: a class's
     * record ({@code class.json}), a shard's manifest ({@code shard.json}), a student's stored
     * result ({@code graded.json}). A folder holding one, or both class summaries
     * ({@link #SUMMARIES}), is the grader's output and is never graded as a submission.
     */
    public static final List<String> REPORT_MARKERS = List.of("class.json", "shard.json",
            "graded.json");

    /** The class summaries every class report folder holds: both make a report folder. */
    public static final List<String> SUMMARIES = List.of("summary.csv", "summary.md");

    /** What Moodle's "download all submissions" looks like, for a message that refuses one. */
    private static final String MOODLE_SHAPE = "Moodle's \"Download all submissions\" is a"
            + " .zip holding one folder per student named Full Name_12345_assignsubmission_file_"
            + " (at its top, or under one folder named after the course); a single student's"
            + " .zip is graded without --moodle";

    private final Path staging;
    private final Optional<Path> reports;
    private final List<Submission> submissions = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<Path> unreadable = new ArrayList<>();
    private final Map<Path, Refusal> refused = new LinkedHashMap<>();
    private final List<Path> leftOutReports = new ArrayList<>();
    private int staged;

    private Intake(Path staging, Optional<Path> reports) {
        this.staging = staging;
        this.reports = reports;
    }

    /**
     * Why a student's hand-in is refused rather than graded: nothing of it can be graded, so
     * its 0 is no graded 0.
     *
     * @param kind what was wrong
     * @param detail what the reader or the archive said (English), or empty
     */
    public record Refusal(Kind kind, String detail) {

        /** Checks the parts. */
        public Refusal {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(detail, "detail");
        }

        /** What was wrong with a refused hand-in. */
        public enum Kind {
            /** The zip or folder could not be read, or was refused as unsafe. */
            UNREADABLE,
            /** It holds no .java file at all. */
            EMPTY
        }
    }

    /**
     * What the input holds.
     *
     * @param submissions the submissions, in the order of the command line, each class in the
     *     order of its folder's names
     * @param notes what the instructor should know: refused zips, students without sources,
     *     files left out, each a sentence that starts with the submission's name
     * @param unreadable the folders of the submissions made for students whose whole hand-in
     *     could not be read or was refused (a refused submission): the same input
     *     fails the same way every time, which a cluster engine retrying a shard needs to know
     * @param refused why each refused submission is refused, by its folder: those that could
     *     not be read and those with no .java file at all
     * @param leftOutReports the report folders of the grader found among the inputs' folders
     *     and left out, never graded as submissions
     */
    public record Result(List<Submission> submissions, List<String> notes,
            List<Path> unreadable, Map<Path, Refusal> refused, List<Path> leftOutReports) {

        /** Keeps unmodifiable copies. */
        public Result {
            submissions = List.copyOf(submissions);
            notes = List.copyOf(notes);
            unreadable = List.copyOf(unreadable);
            refused = Map.copyOf(refused);
            leftOutReports = List.copyOf(leftOutReports);
        }

        /**
         * Makes a result in which every hand-in could be read.
         *
         * @param submissions the submissions
         * @param notes what the instructor should know
         */
        public Result(List<Submission> submissions, List<String> notes) {
            this(submissions, notes, List.of(), Map.of(), List.of());
        }

        /**
         * Tells why a submission is refused, if it is.
         *
         * @param submission a submission of this result, renamed or not
         * @return why it is refused, or empty when it is to be graded
         */
        public Optional<Refusal> refusal(Submission submission) {
            return Optional.ofNullable(refused.get(submission.folder()));
        }

        /**
         * Tells whether a submission stands for a hand-in that could not be read or was
         * refused as a whole.
         *
         * @param submission a submission of this result, renamed or not
         * @return {@code true} if it is refused for that reason
         */
        public boolean unreadable(Submission submission) {
            return unreadable.contains(submission.folder());
        }
    }

    /** A student's part of the intake, which may fail on what the student handed in. */
    @FunctionalInterface
    private interface StudentWork {
        void run() throws IOException;
    }

    /**
     * Collects the submissions of some paths, read by their layout.
     *
     * @param inputs folders and zip files, as the command line names them
     * @param staging a folder for unpacked and rearranged sources; emptied first
     * @return the submissions and the notes for the instructor
     * @throws IllegalArgumentException if a path does not exist, is neither a folder nor a zip
     *     file, or holds nothing to grade; the message says what was expected
     * @throws IOException if a file of the instructor's (not of a student's) cannot be read or
     *     written
     */
    public static Result collect(List<Path> inputs, Path staging) throws IOException {
        return collect(inputs, staging, Mode.LAYOUT);
    }

    /**
     * Collects the submissions of some paths, read as the mode says.
     *
     * @param inputs folders and zip files, as the command line names them
     * @param staging a folder for unpacked and rearranged sources; emptied first
     * @param mode how to read the paths
     * @return the submissions and the notes for the instructor
     * @throws IllegalArgumentException if a path does not exist, is neither a folder nor a zip
     *     file, or holds nothing to grade, or if a zip read as Moodle's download of the class is
     *     refused; the message says what was expected
     * @throws IOException if a file of the instructor's (not of a student's) cannot be read or
     *     written
     */
    public static Result collect(List<Path> inputs, Path staging, Mode mode)
            throws IOException {
        return collect(inputs, staging, mode, Optional.empty());
    }

    /**
     * Collects the submissions of some paths, read as the mode says, never reading the
     * grader's own report folders as submissions: the one this run writes into, and any
     * folder that holds a report folder's files ({@link #REPORT_MARKERS}, both
     * {@link #SUMMARIES}). Those found inside a class are left out ({@link Result#leftOutReports});
     * one named on the command line is refused.
     *
     * @param inputs folders and zip files, as the command line names them
     * @param staging a folder for unpacked and rearranged sources; emptied first
     * @param mode how to read the paths
     * @param reports the report folder this run writes into, if any
     * @return the submissions and the notes for the instructor
     * @throws IllegalArgumentException if a path does not exist, is neither a folder nor a zip
     *     file, holds nothing to grade or is a report folder of the grader, or if a zip read
     *     as Moodle's download of the class is refused or is not one; the message says what
     *     was expected
     * @throws IOException if a file of the instructor's (not of a student's) cannot be read or
     *     written
     */
    public static Result collect(List<Path> inputs, Path staging, Mode mode,
            Optional<Path> reports) throws IOException {
        Objects.requireNonNull(mode, "mode");
        Intake intake = new Intake(staging.toAbsolutePath().normalize(),
                reports.map(folder -> folder.toAbsolutePath().normalize()));
        FileTrees.delete(intake.staging);
        for (Path input : inputs) {
            Path path = input.toAbsolutePath().normalize();
            if (intake.isReportFolder(path)) {
                throw new IllegalArgumentException(input + " is a report folder of the grader"
                        + " (it holds the class's or a student's reports), not submissions:"
                        + " name the folder of the students' work instead");
            }
            if (mode == Mode.SINGLE && Files.isDirectory(path)
                    && !Files.isDirectory(path.resolve(Submission.SOURCES))) {
                intake.guarded(studentOf(path), () -> intake.studentFolder(path));
            } else {
                intake.input(path, mode);
            }
        }
        return new Result(intake.submissions, intake.notes, intake.unreadable, intake.refused,
                intake.leftOutReports);
    }

    /**
     * Whether a folder is the grader's output: the report folder of this run (or a folder in
     * it), or a folder that holds a report folder's files. Moodle's folders are the students'.
     */
    private boolean isReportFolder(Path path) {
        if (!Files.isDirectory(path) || Student.isMoodleFolder(fileName(path))) {
            return false;
        }
        if (reports.isPresent() && path.startsWith(reports.get())) {
            return true;
        }
        try {
            if (reports.isPresent() && Files.isSameFile(path, reports.get())) {
                return true;
            }
        } catch (IOException e) {
            // Not there yet, or unreadable: then it is not this run's report folder.
        }
        for (String marker : REPORT_MARKERS) {
            if (Files.isRegularFile(path.resolve(marker), LinkOption.NOFOLLOW_LINKS)) {
                return true;
            }
        }
        return SUMMARIES.stream().allMatch(file -> Files.isRegularFile(path.resolve(file),
                LinkOption.NOFOLLOW_LINKS));
    }

    private void input(Path path, Mode mode) throws IOException {
        String name = fileName(path);
        if (Files.isRegularFile(path) && isZip(path)) {
            if (mode == Mode.MOODLE) {
                requireMoodleDownload(path);
                moodleZip(path);
            } else {
                guarded(named(stem(name)), () -> studentZip(path));
            }
        } else if (!Files.isDirectory(path)) {
            throw new IllegalArgumentException(path + " is not a folder nor a .zip file: a"
                    + " submission is a folder laid out like exercises/, a folder of .java files,"
                    + " a .zip, or a folder of those (a class, or Moodle's download)");
        } else if (!Student.isMoodleFolder(name)
                && Files.isDirectory(path.resolve(Submission.SOURCES))) {
            direct(path);
        } else if (Student.isMoodleFolder(name) || hasJavaAtTop(path)) {
            if (!holdsAnything(path)) {
                throw new IllegalArgumentException(path + " holds no .java file and no .zip:"
                        + " there is nothing to grade");
            }
            guarded(studentOf(path), () -> studentFolder(path));
        } else {
            classFolder(path, path);
        }
    }

    /** Moodle's download of a whole class, as one zip: only with {@code --moodle}. */
    private void moodleZip(Path zip) throws IOException {
        Path unpacked = stage(Names.fileName(stem(fileName(zip)), "class")).resolve("unpacked");
        try {
            SafeUnzip.Unpacked result = SafeUnzip.unzip(zip, unpacked, SafeUnzip.Limits.CLASS);
            result.notes().forEach(note -> notes.add(Names.shown(fileName(zip)) + ": " + note));
        } catch (UnsafeArchiveException e) {
            // With --moodle the zip is the class: refusing it leaves no student to grade.
            throw new IllegalArgumentException(zip + " was given with --moodle as Moodle's"
                    + " download of the class, but it is refused: " + e.getMessage(), e);
        }
        classFolder(moodleRoot(unpacked), zip);
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
                guarded(student.get(), () -> studentFolders(student.get(), folders, true));
            } else if (student.isPresent() && Files.isDirectory(child,
                    LinkOption.NOFOLLOW_LINKS)) {
                continue;
            } else if (isReportFolder(child)) {
                leftOutReports.add(child);
            } else if (Files.isSymbolicLink(child)) {
                notes.add("left out " + Names.shown(child.toString()) + ": a symbolic link is not"
                        + " a submission");
            } else if (Files.isDirectory(child)) {
                guarded(studentOf(child), () -> studentFolder(child));
            } else if (isZip(child) && Files.isRegularFile(child)) {
                guarded(named(stem(fileName(child))), () -> studentZip(child));
            } else {
                notes.add("left out " + Names.shown(child.toString()) + ": a class folder holds a"
                        + " folder or a .zip per student");
            }
        }
        if (submissions.size() == before && !leftOutReports.isEmpty()) {
            throw new IllegalArgumentException(shownAs + " holds no student's work, only"
                    + " report folders of the grader (" + leftOutReports + "), which are never"
                    + " graded");
        }
        if (submissions.size() == before) {
            throw new IllegalArgumentException(shownAs + " is not a submission: it has no "
                    + Submission.SOURCES + " folder, no .java file, and no folder or .zip of"
                    + " a student (a submission has the layout of exercises/)");
        }
    }

    /**
     * Does a student's part of the intake; if what the student handed in makes it fail, the
     * student's submission is refused (nothing of it graded), and the student and the
     * instructor are told why.
     */
    private void guarded(Student student, StudentWork work) throws IOException {
        int before = submissions.size();
        try {
            work.run();
        } catch (IOException | RuntimeException e) {
            while (submissions.size() > before) {
                submissions.remove(submissions.size() - 1);
            }
            // The student's feedback need not show where the grader unpacks on this machine.
            String reason = e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage().replace(staging.toString(), "…");
            String said = "what was handed in could not be read (" + Names.shown(reason)
                    + "); refused, not graded";
            Path stage = stage(student.folderName());
            Files.createDirectories(stage.resolve(Submission.SOURCES));
            notes.add(student.folderName() + ": " + said);
            unreadable.add(stage);
            refused.put(stage, new Refusal(Refusal.Kind.UNREADABLE, Names.shown(reason)));
            submissions.add(new Submission(student.folderName(), stage, student,
                    Optional.empty(), List.of()));
        }
    }

    private void studentFolder(Path folder) throws IOException {
        boolean fromMoodle = Student.isMoodleFolder(fileName(folder));
        if (!fromMoodle && Files.isDirectory(folder.resolve(Submission.SOURCES))) {
            direct(folder);
            return;
        }
        studentFolders(studentOf(folder), List.of(folder), fromMoodle);
    }

    /** Who a student's folder is: the Moodle student its name gives, else its name. */
    private static Student studentOf(Path folder) {
        return Student.ofMoodleFolder(fileName(folder)).orElse(named(fileName(folder)));
    }

    /**
     * Makes one submission of a student's folders: Moodle gives a student one folder per
     * submission plugin ({@code _file_}, {@code _onlinetext_}), which are one submission.
     */
    private void studentFolders(Student student, List<Path> folders, boolean fromMoodle)
            throws IOException {
        Path stage = stage(student.folderName());
        List<Path> roots = new ArrayList<>(folders);
        List<String> said = new ArrayList<>();
        for (Path folder : folders) {
            for (Path zip : zipsIn(folder)) {
                Path unpacked = stage.resolve("unpacked").resolve(roots.size() + "-"
                        + Names.fileName(stem(fileName(zip)), "zip"));
                try {
                    said.addAll(SafeUnzip.unzip(zip, unpacked, SafeUnzip.Limits.STUDENT)
                            .notes());
                    roots.add(unpacked);
                } catch (UnsafeArchiveException e) {
                    FileTrees.delete(unpacked);
                    said.add(e.getMessage() + "; its files are left out");
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
        add(student, stage, roots, time, said);
    }

    private void studentZip(Path zip) throws IOException {
        Student student = named(stem(fileName(zip)));
        Path stage = stage(student.folderName());
        Path unpacked = stage.resolve("unpacked");
        List<Path> roots = new ArrayList<>();
        List<String> said = new ArrayList<>();
        try {
            said.addAll(SafeUnzip.unzip(zip, unpacked, SafeUnzip.Limits.STUDENT).notes());
            roots.add(unpacked);
        } catch (UnsafeArchiveException e) {
            FileTrees.delete(unpacked);
            notes.add(student.folderName() + ": " + e.getMessage() + "; refused, not graded");
            unreadable.add(stage);
            refused.put(stage, new Refusal(Refusal.Kind.UNREADABLE, e.getMessage()));
        }
        add(student, stage, roots, Optional.empty(), said);
    }

    /**
     * A folder with {@code src/main/java}, graded where it is; refused when it holds no
     * {@code .java} file at all.
     */
    private void direct(Path folder) throws IOException {
        Submission submission = Submission.in(folder);
        if (SourceLocator.javaFiles(submission.sources()).isEmpty()) {
            notes.add(submission.name() + ": no .java file was handed in; refused, not graded");
            refused.put(submission.folder(), new Refusal(Refusal.Kind.EMPTY, ""));
        }
        submissions.add(submission);
    }

    private void add(Student student, Path stage, List<Path> roots, Optional<Instant> time,
            List<String> said) throws IOException {
        Path sources = stage.resolve(Submission.SOURCES);
        said.addAll(SourceLocator.arrange(roots, sources));
        try (Stream<Path> files = Files.walk(sources)) {
            if (files.noneMatch(Files::isRegularFile) && !refused.containsKey(stage)) {
                notes.add(student.folderName() + ": no .java file was handed in; refused, not"
                        + " graded");
                refused.put(stage, new Refusal(Refusal.Kind.EMPTY, ""));
            }
        }
        said.forEach(note -> notes.add(student.folderName() + ": " + note));
        submissions.add(new Submission(student.folderName(), stage, student, time, said));
    }

    /** A fresh staging folder, numbered so that two students of one name never share it. */
    private Path stage(String name) throws IOException {
        staged++;
        Path stage = staging.resolve(staged + "-" + name);
        Files.createDirectories(stage);
        return stage;
    }

    /** A student known by a file's name, which may be blank (a zip named {@code " .zip"}). */
    private static Student named(String name) {
        return Student.named(name.isBlank() ? "(no name)" : name);
    }

    /**
     * Checks that a zip given with {@code --moodle} is Moodle's download: it can be read, and
     * its folders, at its top or under the one folder that Moodle names after the course, are
     * all Moodle's submission folders ({@code Full Name_12345_assignsubmission_file_}). A
     * truncated download, one student's zip and any other zip are refused, so that none is
     * graded as one student of a class by mistake.
     *
     * @throws IllegalArgumentException naming what is wrong and what Moodle's download looks
     *     like
     */
    static void requireMoodleDownload(Path zip) {
        List<String> entries;
        try {
            entries = SafeUnzip.entryNames(zip);
        } catch (IOException e) {
            throw new IllegalArgumentException(zip + " was given with --moodle, but it cannot be"
                    + " read as a zip (" + Names.shown(String.valueOf(e.getMessage()))
                    + "): is the download complete? " + MOODLE_SHAPE, e);
        }
        List<String[]> paths = entries.stream().map(entry -> entry.replace('\\', '/'))
                .filter(entry -> !entry.startsWith("__MACOSX/"))
                .map(entry -> entry.split("/")).filter(parts -> parts.length > 0).toList();
        // Moodle puts the folders under one course folder, or at the top.
        TreeSet<String> top = new TreeSet<>();
        paths.stream().filter(parts -> parts.length > 1).forEach(parts -> top.add(parts[0]));
        boolean oneCourse = top.size() == 1 && !Student.isMoodleFolder(top.first())
                && paths.stream().allMatch(parts -> parts[0].equals(top.first()));
        Set<String> folders = new TreeSet<>();
        int depth = oneCourse ? 1 : 0;
        paths.stream().filter(parts -> parts.length > depth + 1)
                .forEach(parts -> folders.add(parts[depth]));
        List<String> others = folders.stream().filter(folder -> !Student.isMoodleFolder(folder)
                && !folder.startsWith(".")).toList();
        if (folders.isEmpty() || others.size() == folders.size()) {
            throw new IllegalArgumentException(zip + " was given with --moodle, but it holds no"
                    + " Moodle submission folder: " + MOODLE_SHAPE);
        }
        if (!others.isEmpty()) {
            throw new IllegalArgumentException(zip + " was given with --moodle, but "
                    + others.size() + " of its folders are not Moodle's submission folders ("
                    + others.stream().limit(3).map(Names::shown)
                            .collect(Collectors.joining(", "))
                    + (others.size() > 3 ? ", ..." : "") + "): " + MOODLE_SHAPE);
        }
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
                    .map(SourceLocator::modified).max(FileTime::compareTo).map(FileTime::toInstant);
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
