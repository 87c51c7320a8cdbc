package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The packaged grader's {@code similarity} command and {@code grade --similarity} on the Connect
 * Four samples, read through the ordinary intake (folders and a student's zip): the reports are
 * written, the copy is listed with its side-by-side page, and JPlag stays in the grader's own
 * JVM (no jar a grading JVM gets holds a class of it).
 */
class SimilarityIT {

    @TempDir
    Path work;

    private Path classFolder;

    @BeforeEach
    void aClassOfThreeWithACopyInAZip() throws IOException {
        Path samples = Shipped.root().resolve("grading/target/samples/connect-four");
        classFolder = work.resolve("class");
        Shipped.copyTree(samples.resolve("complete"), classFolder.resolve("ana"));
        Shipped.copyTree(samples.resolve("no-diagonals"), classFolder.resolve("carla"));
        // Bruno hands in the same files as Ana, zipped loose, as a student would.
        try (OutputStream file = Files.newOutputStream(classFolder.resolve("bruno.zip"));
                ZipOutputStream zip = new ZipOutputStream(file);
                Stream<Path> sources = Files.walk(samples.resolve("complete"))) {
            for (Path source : sources.filter(path -> path.toString().endsWith(".java"))
                    .toList()) {
                zip.putNextEntry(new ZipEntry(source.getFileName().toString()));
                zip.write(Files.readAllBytes(source));
                zip.closeEntry();
            }
        }
    }

    @Test
    void similarityWritesTheReportThePagesTheCsvAndJplagsFile()
            throws IOException, InterruptedException {
        Path out = work.resolve("out");
        Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(),
                "similarity", "--game", "connect-four", classFolder.toString(), "--out",
                out.toString()), work, Map.of(), 300);

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).contains("Similarity: 3 submissions compared")
                .doesNotContain("SLF4J");
        List<String> csv = Files.readAllLines(out.resolve("similarity.csv"));
        assertThat(csv).hasSize(4).first().isEqualTo("first,second,similarity,matched tokens");
        assertThat(csv.get(1)).matches("(ana,bruno|bruno,ana),\\d+\\.\\d,\\d+");
        String report = Files.readString(out.resolve("report.html"), StandardCharsets.UTF_8);
        assertThat(report).contains("Similar submissions", "similarity/pair-0001.html",
                "What similarity can show", "similarity/jplag-result.zip");
        assertThat(out.resolve("similarity/pair-0001.html")).isRegularFile();
        try (ZipFile jplag = new ZipFile(out.resolve("similarity/jplag-result.zip").toFile())) {
            assertThat(jplag.getEntry("overview.json")).isNotNull();
        }
        assertThat(Shipped.root().resolve("errors")).doesNotExist();
        // Bruno's exact copy of Ana's: the page says what its percentage measures, and why an
        // exact copy need not be 100 %.
        String pair = Files.readString(out.resolve("similarity/pair-0001.html"),
                StandardCharsets.UTF_8);
        assertThat(pair).contains("What the percentage measures: JPlag").contains(
                "an exact copy need not reach 100%").contains("runs of at least ");
        System.out.println("similarity: an exact copy, " + csv.get(1));
        // Kept for the slides module's browser check (axe-core, 1,280 px wide).
        Path kept = Shipped.root().resolve(ClassRunPages.KEPT).resolve("similarity");
        FileTrees.delete(kept);
        Files.createDirectories(kept.resolve("similarity"));
        Files.copy(out.resolve("report.html"), kept.resolve("report.html"));
        try (Stream<Path> pages = Files.list(out.resolve("similarity"))) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".html")).toList()) {
                Files.copy(page, kept.resolve("similarity").resolve(page.getFileName()));
            }
        }
    }

    @Test
    void gradeWithSimilarityAddsTheSectionToTheClassReport()
            throws IOException, InterruptedException {
        Path out = work.resolve("graded");
        Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "grade",
                "--game", "connect-four", "--similarity", "--jobs", "1", classFolder.toString(),
                "--out", out.toString()), work, Map.of(), 540);

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).contains("Similarity: 3 submissions compared");
        String report = Files.readString(out.resolve("report.html"), StandardCharsets.UTF_8);
        assertThat(report).contains("Grade distribution", "Similar submissions",
                "similarity/pair-0001.html");
        assertThat(out.resolve("similarity.csv")).isRegularFile();
        assertThat(out.resolve("ana/feedback.html")).isRegularFile();
    }

    @Test
    void jplagIsOnNoGradingJvmsClassPath() throws IOException {
        Path runner = Shipped.root().resolve("grading/target/runner");
        try (Stream<Path> jars = Files.list(runner)) {
            for (Path jar : jars.filter(path -> path.toString().endsWith(".jar")).toList()) {
                try (ZipFile zip = new ZipFile(jar.toFile())) {
                    assertThat(zip.stream().map(ZipEntry::getName))
                            .as("%s, on a grading JVM's class path", jar.getFileName())
                            .noneMatch(name -> name.startsWith("de/jplag/")
                                    || name.startsWith("org/slf4j/")
                                    || name.startsWith("com/fasterxml/jackson/"));
                }
            }
        }
        try (Stream<Path> lib = Files.list(Shipped.root().resolve("grading/target/lib"))) {
            assertThat(lib.map(path -> path.getFileName().toString()))
                    .as("JPlag beside the grader, for the grader's own JVM")
                    .anyMatch(name -> name.startsWith("jplag-"));
        }
    }

}
