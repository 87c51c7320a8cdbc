package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The packaged grader regrading one student into a class's report folder, on a copy of the
 * README run's Quarto class ({@link ReadmeRun}) rather than a class graded for this test: the
 * untouched skeleton is handed in under a sample's name, so that one student's grade changes,
 * and the class's files must keep every other row as it was. Only that one submission (the
 * skeleton, the quickest there is) is graded; the {@code --moodle} refusals grade nothing.
 */
class ClassFolderIT {

    private static final String GAME = "quarto";

    private static Path before;
    private static Path after;
    private static String student;
    private static Ran regrade;

    @BeforeAll
    static void regradeOneStudentIntoACopyOfTheClass() throws IOException, InterruptedException {
        before = ReadmeRun.graded().resolve(GAME);
        Path work = FileTrees.temporaryUntilExit("tabuleiro-class-folder-");
        after = work.resolve("out");
        Shipped.copyTree(before, after);
        try (Stream<Path> list = Files.list(before)) {
            student = list.filter(folder -> Files.isRegularFile(folder.resolve("graded.json")))
                    .map(folder -> folder.getFileName().toString())
                    .filter(name -> !name.equals(ClassRuns.SKELETON)).sorted().findFirst()
                    .orElseThrow(() -> new AssertionError("the README run graded no sample"));
        }
        // The sample's student hands in the untouched skeleton: graded into the class again.
        Path handedIn = work.resolve("in").resolve(student);
        Shipped.copyTree(Shipped.root().resolve(ClassRuns.SKELETON).resolve("src"),
                handedIn.resolve("src"));
        List<String> command = Shipped.grading();
        command.addAll(List.of("grade", "--game", GAME, handedIn.toString(), "--out",
                after.toString()));
        regrade = Shipped.run(command, Shipped.root(), Map.of(), 600);
    }

    @Test
    void regradingOneStudentKeepsEveryOtherRowOfEveryClassFile() throws IOException {
        assertThat(regrade.status()).as(regrade.output()).isZero();
        int size = rows(before, "summary.csv").size() - 1;
        assertThat(regrade.output()).contains("regraded " + student + "; kept " + (size - 1)
                + " as they were graded; the class has " + size + " students");
        for (String file : List.of("summary.csv", "moodle-grades.csv")) {
            List<String> was = rows(before, file);
            List<String> is = rows(after, file);
            assertThat(is).as(file).hasSameSizeAs(was);
            for (int i = 0; i < was.size(); i++) {
                if (was.get(i).contains(student)) {
                    assertThat(is.get(i)).as(file).contains(student).isNotEqualTo(was.get(i));
                } else {
                    assertThat(is.get(i)).as(file).isEqualTo(was.get(i));
                }
            }
        }
        assertThat(rows(after, "summary.csv")).anySatisfy(row -> assertThat(row)
                .startsWith(student + ",0.00,"));
        assertThat(Files.readString(after.resolve("report.html"), StandardCharsets.UTF_8))
                .contains(size + " submissions");
        assertThat(Files.readString(after.resolve("summary.md"), StandardCharsets.UTF_8))
                .contains(size + " submissions");
    }

    @Test
    void aZipThatIsNotMoodlesDownloadIsRefusedWithMoodle() throws IOException,
            InterruptedException {
        Path work = FileTrees.temporaryUntilExit("tabuleiro-not-moodle-");
        Path whole = work.resolve("download.zip");
        try (ZipOutputStream zip = new ZipOutputStream(
                Files.newOutputStream(whole))) {
            for (String name : List.of("Ana Lima_1_assignsubmission_file_/Board.java",
                    "Bo Chen_2_assignsubmission_file_/Board.java")) {
                zip.putNextEntry(new ZipEntry(name));
                zip.write(("package tabuleiro.quarto;\n// " + "x".repeat(40_000) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = Files.write(work.resolve("cut.zip"), Arrays.copyOf(bytes, bytes.length / 2));
        List<String> command = new ArrayList<>(Shipped.grading());
        command.addAll(List.of("grade", "--game", GAME, cut.toString(), "--moodle", "--out",
                work.resolve("out").toString()));

        Ran ran = Shipped.run(command, Shipped.root(), Map.of(), 300);

        assertThat(ran.status()).as(ran.output()).isEqualTo(2);
        assertThat(ran.output()).contains("cut.zip was given with --moodle, but it cannot be"
                + " read as a zip", "is the download complete?",
                "Full Name_12345_assignsubmission_file_");
        assertThat(work.resolve("out").resolve("summary.csv")).doesNotExist();
    }

    private static List<String> rows(Path out, String file) throws IOException {
        return Files.readAllLines(out.resolve(file), StandardCharsets.UTF_8);
    }

}
