package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.model.Submission;

/**
 * Submissions that attack the intake, graded in one run of the grade command with the fixture
 * rule book: each is the reference's Connect Four with one trick added. None stops the class,
 * none reaches what it aims at, and each student is told what was left out.
 */
@Tag("slow")
class HostileIntakeTest {

    private static final String GAME = "tabuleiro/connectfour/Game.java";

    @TempDir
    static Path dir;

    private static Path out;
    private static Run run;

    @BeforeAll
    static void gradeTheClass() throws IOException {
        Path in = dir.resolve("in");
        Map<String, byte[]> reference = referenceFiles();

        // A symbolic link to a file of the grader's machine, beside a correct game.
        Map<String, byte[]> withLink = new LinkedHashMap<>(prefixed("project/src/main/java/",
                reference));
        final Path mallory = zip(in.resolve("mallory.zip"), withLink, "project/src/main/java/"
                + "tabuleiro/connectfour/Secret.java", "/etc/passwd");

        // Folders named as Moodle names them, which would invent Bo's Moodle id if read as a
        // class: Eve hands in one game, under a folder that looks like Bo's.
        Map<String, byte[]> moodleLooking = new LinkedHashMap<>(prefixed(
                "Bo Chen_202_assignsubmission_file_/", reference));
        final Path eve = zip(in.resolve("eve.zip"), moodleLooking, null, null);

        // A module declaration, a class in the grader's own package, and Game.java saved in
        // ISO-8859-1 with accents in a comment.
        Map<String, byte[]> tricks = new LinkedHashMap<>(reference);
        tricks.put("module-info.java", "module evil {\n}\n".getBytes(StandardCharsets.UTF_8));
        tricks.put("tabuleiro/grading/child/Evil.java", ("package tabuleiro.grading.child;\n"
                + "public class Evil {\n}\n").getBytes(StandardCharsets.UTF_8));
        tricks.put(GAME, ("// Posição das peças, à portuguesa.\n" + new String(
                reference.get(GAME), StandardCharsets.UTF_8)).getBytes(
                StandardCharsets.ISO_8859_1));
        Path trudy = zip(in.resolve("trudy.zip"), prefixed("src/main/java/", tricks), null, null);

        // A folder whose name holds the class path's separators, a space and a newline.
        Path odd = in.resolve("ana: lima;\nx");
        for (Map.Entry<String, byte[]> file : reference.entrySet()) {
            Path copy = odd.resolve(Submission.SOURCES).resolve(file.getKey());
            Files.createDirectories(copy.getParent());
            Files.write(copy, file.getValue());
        }

        out = dir.resolve("out");
        List<String> arguments = new ArrayList<>(List.of("grade", mallory.toString(),
                eve.toString(), trudy.toString(), odd.toString(), "--out", out.toString(),
                "--scheme", Submissions.fixtureScheme(dir).toString(), "--jobs", "2"));
        run = Submissions.grader(arguments);
    }

    @Test
    void everyStudentIsGradedAndNoneStopsTheClass() {
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("mallory: 70.00/70.00").contains("eve: 70.00/70.00")
                .contains("trudy: 70.00/70.00").contains("ana_lima_x: 70.00/70.00");
    }

    @Test
    void aSymbolicLinkIsLeftOutAndBothTheStudentAndTheInstructorAreTold() throws IOException {
        String note = "mallory.zip holds a symbolic link, project/src/main/java/tabuleiro/"
                + "connectfour/Secret.java: it was left out (hand in the files themselves)";
        assertThat(run.err()).contains("warning: mallory: " + note);
        assertThat(feedback("mallory")).contains(note);
    }

    @Test
    void aStudentsZipOfMoodleLookingFoldersIsThatStudentsWorkAlone() throws IOException {
        assertThat(out.resolve("Bo_Chen_202")).doesNotExist();
        assertThat(Files.readString(out.resolve("moodle-grades.csv"), StandardCharsets.UTF_8))
                .doesNotContain("202");
        // Nor can it have feedback files uploaded to Moodle under someone else's number.
        assertThat(out.resolve("moodle-feedback.zip")).doesNotExist();
    }

    @Test
    void moduleInfoForeignPackagesAndLatin1AreToldAndTheGameStillCompiles()
            throws IOException {
        assertThat(feedback("trudy"))
                .contains("module-info.java was left out")
                .contains("tabuleiro/grading/child/Evil.java is outside the package"
                        + " tabuleiro.connectfour that this assignment grades; it was left out")
                .contains(GAME + " was not UTF-8; it was read as ISO-8859-1");
        // The Latin-1 source compiled once read as ISO-8859-1, and Evil never reached the
        // compiler: the submission is graded, not refused.
        assertThat(feedback("trudy")).doesNotContain("## Compile errors")
                .doesNotContain("Evil.java (");
    }

    @Test
    void anOddFolderNameGivesASafeReportFolderAndKeepsTheNameToShow() throws IOException {
        assertThat(out.resolve("ana_lima_x/feedback.html")).exists();
        assertThat(Files.readString(out.resolve("summary.csv"), StandardCharsets.UTF_8))
                .contains("ana_lima_x");
    }

    private static String feedback(String name) throws IOException {
        return Files.readString(out.resolve(name + "/feedback.md"), StandardCharsets.UTF_8);
    }

    /** The reference's Connect Four, by path in src/main/java. */
    private static Map<String, byte[]> referenceFiles() throws IOException {
        Path sources = Submissions.referenceSources();
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(sources.resolve("tabuleiro/connectfour"))) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                files.put(sources.relativize(file).toString().replace('\\', '/'),
                        Files.readAllBytes(file));
            }
        }
        return files;
    }

    private static Map<String, byte[]> prefixed(String prefix, Map<String, byte[]> files) {
        Map<String, byte[]> moved = new LinkedHashMap<>();
        files.forEach((name, bytes) -> moved.put(prefix + name, bytes));
        return moved;
    }

    /** Writes a zip of files and, if {@code link} is given, a symbolic link to a target. */
    private static Path zip(Path file, Map<String, byte[]> files, String link, String target)
            throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream stream = Files.newOutputStream(file);
                ZipArchiveOutputStream zip = new ZipArchiveOutputStream(stream)) {
            if (link != null) {
                ZipArchiveEntry entry = new ZipArchiveEntry(link);
                entry.setUnixMode(0120777);
                zip.putArchiveEntry(entry);
                zip.write(target.getBytes(StandardCharsets.UTF_8));
                zip.closeArchiveEntry();
            }
            for (Map.Entry<String, byte[]> entry : files.entrySet()) {
                zip.putArchiveEntry(new ZipArchiveEntry(entry.getKey()));
                zip.write(entry.getValue());
                zip.closeArchiveEntry();
            }
        }
        return file;
    }
}
