package tabuleiro.grading.report.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.intake.Intake;
import tabuleiro.grading.intake.SafeUnzip;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;

/**
 * Moodle's feedback files upload: each student of Moodle's download gets their own
 * {@code feedback.html} back, in a folder Moodle's import gives to that student and no other.
 */
class MoodleFeedbackZipTest {

    private static final String GAME = "package tabuleiro.connectfour;\n\nclass Game {\n}\n";

    @TempDir
    Path dir;

    @Test
    void aMoodleClassGetsAFolderPerStudentAsMoodleNamesItHoldingTheirFeedbackHtml()
            throws IOException {
        Path download = dir.resolve("download");
        write(download.resolve("Ana Lima_12345_assignsubmission_file_/Game.java"), GAME);
        write(download.resolve("Bo Chen_67890_assignsubmission_file_/Game.java"), GAME);
        write(download.resolve("Bo Chen_67890_assignsubmission_onlinetext_/onlinetext.html"),
                "<p>see my file</p>");
        write(download.resolve("José da Silva_42_assignsubmission_file_/Game.java"), GAME);
        Path out = dir.resolve("out");
        List<GradedSubmission> graded = new ArrayList<>();
        for (Submission submission : Intake.collect(List.of(download), dir.resolve("staging"))
                .submissions()) {
            graded.add(StudentReports.write(submission, ReportsTest.brokenRow(submission.name()),
                    ReportsTest.MARKING, out.resolve(submission.name())));
        }

        MoodleFeedbackZip.Written written = MoodleFeedbackZip.write(out, graded);

        assertThat(written.zip()).contains(out.resolve("moodle-feedback.zip"));
        assertThat(written.students()).isEqualTo(3);
        assertThat(written.notes()).isEmpty();
        Map<String, byte[]> entries = entries(out.resolve("moodle-feedback.zip"));
        assertThat(entries.keySet()).containsExactly(
                "Ana Lima_12345_assignsubmission_file_/feedback.html",
                "Bo Chen_67890_assignsubmission_file_/feedback.html",
                "José da Silva_42_assignsubmission_file_/feedback.html");
        List<String> reports = List.of("Ana_Lima_12345", "Bo_Chen_67890", "José_da_Silva_42");
        List<String> ids = List.of("12345", "67890", "42");
        int i = 0;
        for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
            // The very page written for the student, byte for byte.
            assertThat(entry.getValue()).isEqualTo(Files.readAllBytes(
                    out.resolve(reports.get(i)).resolve("feedback.html")));
            assertThat(moodleImport(entry.getKey())).contains(new Imported(ids.get(i),
                    "assignsubmission", "file", "/feedback.html"));
            i++;
        }
        assertThat(new String(entries.values().iterator().next(), StandardCharsets.UTF_8))
                .startsWith("<!DOCTYPE html>").contains("W-01");
        try (ZipFile zip = ZipFile.builder().setPath(out.resolve("moodle-feedback.zip")).get()) {
            assertThat(Collections.list(zip.getEntries())).allSatisfy(entry -> assertThat(
                    entry.getGeneralPurposeBit().usesUTF8ForNames()).isTrue());
        }
    }

    @Test
    void anAccentedNameReadsTheSameInUnzipPythonAndTheJdk() throws Exception {
        String name = "João Gonçalves";
        String entryName = name + "_103_assignsubmission_file_/feedback.html";
        Path out = dir.resolve("out");
        write(out.resolve("s103/feedback.html"), "<p>s103</p>");
        MoodleFeedbackZip.write(out, List.of(new GradedSubmission("s103",
                GradedSubmission.Status.GRADED, ReportsTest.brokenRow("s103").score(),
                List.of(), List.of(), 1, new Student(name, Optional.of("103")),
                Optional.empty())));
        Path zip = out.resolve("moodle-feedback.zip");

        // Info-ZIP's unzip 6.00 honours the UTF-8 flag only on an entry made by Unix.
        try (ZipFile file = ZipFile.builder().setPath(zip).get()) {
            assertThat(Collections.list(file.getEntries())).singleElement().satisfies(entry -> {
                assertThat(entry.getName()).isEqualTo(entryName);
                assertThat(entry.getPlatform()).isEqualTo(ZipArchiveEntry.PLATFORM_UNIX);
                assertThat(entry.getUnixMode()).isEqualTo(0100644);
            });
        }
        try (java.util.zip.ZipFile jdk = new java.util.zip.ZipFile(zip.toFile(),
                StandardCharsets.UTF_8)) {
            assertThat(Collections.list(jdk.entries())).extracting(entry -> entry.getName())
                    .containsExactly(entryName);
        }
        if (onPath("unzip")) {
            assertThat(run("unzip", "-l", zip.toString())).contains(entryName);
            Path unpacked = dir.resolve("by-unzip");
            assertThat(run("unzip", "-q", zip.toString(), "-d", unpacked.toString()))
                    .doesNotContain("mismatching");
            assertThat(unpacked.resolve(entryName)).hasContent("<p>s103</p>");
        }
        if (onPath("python3")) {
            assertThat(run("python3", "-c", "import sys, zipfile;"
                    + " print(zipfile.ZipFile(sys.argv[1]).namelist()[0])", zip.toString()))
                    .isEqualTo(entryName + "\n");
        }
    }

    private static boolean onPath(String command) throws IOException, InterruptedException {
        return new ProcessBuilder("bash", "-c", "command -v " + command).start().waitFor() == 0;
    }

    /** What a command prints, as a terminal with a UTF-8 locale shows it. */
    private static String run(String... command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("LC_ALL", "C.UTF-8");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        return output;
    }

    @Test
    void namesMoodleOrAnUnzipWouldReadAsStructureAreMadeSafe() throws IOException {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("7", "Ana_Lima_999_assignsubmission_file_x");
        names.put("8", "../../etc/passwd");
        names.put("9", "C:\\Users\\a/b:c*?\"<>|");
        names.put("10", "Line\nBreak\u0000\u202Eevil");
        names.put("11", "...");
        names.put("12", "_");
        names.put("13", "Maria ".repeat(40));
        Path out = dir.resolve("out");
        List<GradedSubmission> graded = new ArrayList<>();
        for (Map.Entry<String, String> name : names.entrySet()) {
            String report = "s" + name.getKey();
            write(out.resolve(report).resolve("feedback.html"), "<p>" + report + "</p>");
            graded.add(new GradedSubmission(report, GradedSubmission.Status.GRADED,
                    ReportsTest.brokenRow(report).score(), List.of(), List.of(), 1,
                    new Student(name.getValue(), Optional.of(name.getKey())),
                    Optional.empty()));
        }

        MoodleFeedbackZip.write(out, graded);

        Map<String, byte[]> entries = entries(out.resolve("moodle-feedback.zip"));
        assertThat(entries.keySet()).containsExactly(
                "Ana Lima 999 assignsubmission file x_7_assignsubmission_file_/feedback.html",
                "etc passwd_8_assignsubmission_file_/feedback.html",
                "C Users a b c_9_assignsubmission_file_/feedback.html",
                "Line Break evil_10_assignsubmission_file_/feedback.html",
                "Participant_11_assignsubmission_file_/feedback.html",
                "Participant_12_assignsubmission_file_/feedback.html",
                "Maria ".repeat(13) + "Ma_13_assignsubmission_file_/feedback.html");
        Pattern plain = Pattern.compile("[\\p{L}\\p{N} .,'()-]+_\\d+_assignsubmission_file_"
                + "/feedback\\.html");
        for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
            assertThat(entry.getKey()).matches(plain).doesNotStartWith(".");
            // Moodle gives each page to its own student: the number, never one in the name.
            String id = entry.getKey().replaceAll(".*_(\\d+)_assignsubmission_file_/.*", "$1");
            String report = "s" + id;
            assertThat(moodleImport(entry.getKey())).contains(new Imported(id,
                    "assignsubmission", "file", "/feedback.html"));
            assertThat(new String(entry.getValue(), StandardCharsets.UTF_8))
                    .isEqualTo("<p>" + report + "</p>");
        }
        // The grader's own careful unzip finds nothing to refuse in it.
        Path unpacked = dir.resolve("unpacked");
        SafeUnzip.Unpacked result = SafeUnzip.unzip(out.resolve("moodle-feedback.zip"),
                unpacked, SafeUnzip.Limits.STUDENT);
        assertThat(result.notes()).isEmpty();
        try (Stream<Path> files = Files.walk(unpacked)) {
            assertThat(files.filter(Files::isRegularFile)).hasSize(names.size())
                    .allSatisfy(file -> assertThat(file.getParent().getParent())
                            .isEqualTo(unpacked));
        }
    }

    @Test
    void aClassNotFromMoodleGetsNoZipAndTheInstructorIsToldWhy() throws IOException {
        Path out = dir.resolve("out");
        write(out.resolve("moodle-feedback.zip"), "left by an earlier run");
        write(out.resolve("alice/feedback.html"), "<p>alice</p>");
        GradedSubmission alice = new GradedSubmission("alice", GradedSubmission.Status.GRADED,
                ReportsTest.brokenRow("alice").score(), List.of(), List.of(), 1);

        MoodleFeedbackZip.Written written = MoodleFeedbackZip.write(out, List.of(alice));

        assertThat(written.zip()).isEmpty();
        assertThat(out.resolve("moodle-feedback.zip")).doesNotExist();
        assertThat(written.notes()).singleElement().asString()
                .startsWith("moodle-feedback.zip is not written: Moodle's feedback files"
                        + " upload gives each file to the participant numbered in its"
                        + " folder's name")
                .contains("Full Name_12345_assignsubmission_file_");
    }

    @Test
    void whoCannotBeGivenTheirPageIsLeftOutAndNamedToTheInstructor() throws IOException {
        Path out = dir.resolve("out");
        List<GradedSubmission> graded = new ArrayList<>();
        for (String name : List.of("ana", "alice", "ana-2", "bo")) {
            write(out.resolve(name).resolve("feedback.html"), "<p>" + name + "</p>");
        }
        Files.delete(out.resolve("bo/feedback.html"));
        graded.add(moodle("ana", "Ana Lima", "12345"));
        graded.add(new GradedSubmission("alice", GradedSubmission.Status.GRADED,
                ReportsTest.brokenRow("alice").score(), List.of(), List.of(), 1));
        graded.add(moodle("ana-2", "Ana Lima", "12345"));
        graded.add(moodle("bo", "Bo Chen", "67890"));

        MoodleFeedbackZip.Written written = MoodleFeedbackZip.write(out, graded);

        assertThat(entries(written.zip().orElseThrow()).keySet())
                .containsExactly("Ana Lima_12345_assignsubmission_file_/feedback.html");
        assertThat(written.students()).isOne();
        assertThat(written.notes()).containsExactly(
                "ana-2 has the Moodle participant number 12345 that ana has too: only ana's"
                        + " feedback.html is in moodle-feedback.zip",
                "alice did not come from Moodle's download (a folder named Full"
                        + " Name_12345_assignsubmission_file_), so its feedback.html is not in"
                        + " moodle-feedback.zip: hand it to the student yourself",
                "bo has no feedback.html, so it is not in moodle-feedback.zip");
    }

    private static GradedSubmission moodle(String name, String fullName, String id) {
        return new GradedSubmission(name, GradedSubmission.Status.GRADED,
                ReportsTest.brokenRow(name).score(), List.of(), List.of(), 1,
                new Student(fullName, Optional.of(id)), Optional.empty());
    }

    /**
     * Reads a file's path in the uploaded zip as Moodle's import does
     * ({@code assignfeedback_file_zip_importer::is_valid_filename_for_import}): the file is
     * extracted under {@code /import/}; each folder of its path is split at its first four
     * underscores ({@code explode('_', $part, 5)}), and the first with four parts or more whose
     * second is a number names the participant and whose third and fourth the plugin; what
     * follows, that folder's fifth part first, is the file's name for the participant.
     */
    private static Optional<Imported> moodleImport(String path) {
        String fileName = path.substring(path.lastIndexOf('/') + 1);
        if (fileName.startsWith(".") || fileName.startsWith("~")) {
            return Optional.empty();
        }
        LinkedList<String> parts = new LinkedList<>(Arrays.asList(("/import/" + path)
                .split("/", -1)));
        while (!parts.isEmpty()) {
            // Java's split with a positive limit keeps the empty last part, as PHP's explode.
            String[] info = parts.removeFirst().split("_", 5);
            if (info.length < 4 || !info[1].matches("\\d+")) {
                continue;
            }
            parts.addFirst(info.length == 4 ? "" : info[4]);
            return Optional.of(new Imported(info[1], info[2], info[3], String.join("/", parts)));
        }
        return Optional.empty();
    }

    private static Map<String, byte[]> entries(Path zip) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipFile file = ZipFile.builder().setPath(zip).get()) {
            for (ZipArchiveEntry entry : Collections.list(file.getEntriesInPhysicalOrder())) {
                try (InputStream in = file.getInputStream(entry)) {
                    entries.put(entry.getName(), in.readAllBytes());
                }
            }
        }
        return entries;
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** Whom Moodle's import gives a file, through which plugin, and under what name. */
    private record Imported(String participant, String subtype, String plugin, String file) {
    }
}
