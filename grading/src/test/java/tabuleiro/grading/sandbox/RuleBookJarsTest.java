package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.RuleBlock;

/** The rule book split for grading JVMs: glue on the class path, feature text in memory. */
class RuleBookJarsTest {

    private static final String NAME = "tabuleiro/features/demo/board.feature";
    private static final String TEXT = String.join("\n",
            "Feature: Board",
            "",
            "  @D-01 @ex01",
            "  Rule: Visible",
            "",
            "    Scenario: A visible scenario",
            "      Given a board",
            "",
            "  @D-02 @ex01",
            "  Rule: Hidden",
            "",
            "    Scenario: A hidden scenario",
            "      Given a board",
            "");

    @TempDir
    Path folder;

    @Test
    void gradingWritesNoFeatureTextAnywhere() throws IOException {
        Path entry = folder.resolve("entry/tabuleiro/features/demo");
        Files.createDirectories(entry);
        Files.writeString(entry.resolve("board.feature"), TEXT);
        Files.writeString(entry.resolve("Steps.class"), "glue");
        RuleBlock visible = new RuleBlock(NAME, 4, "D-01", "Visible", "");
        RuleBlock hidden = new RuleBlock(NAME, 10, "D-02", "Hidden", "");
        Path cache = folder.resolve("cache");

        RuleBookJars jars = RuleBookJars.forGrading(cache, List.of(folder.resolve("entry")),
                Map.of(NAME, TEXT), List.of(visible, hidden), Set.of(hidden));

        assertThat(jars.visible()).isEmpty();
        assertThat(jars.visibleClasspath()).isEqualTo(jars.classpath());
        assertThat(jars.visibleFeatures().get(NAME)).contains("A visible scenario")
                .doesNotContain("A hidden scenario");
        assertThat(jars.hiddenFeatures().get(NAME)).contains("A hidden scenario")
                .doesNotContain("A visible scenario");
        // Each copy keeps every line where it was, so scenarios keep their lines.
        assertThat(jars.visibleFeatures().get(NAME).lines()).hasSameSizeAs(TEXT.lines()
                .toList());
        for (Path file : filesUnder(cache)) {
            try (JarFile jar = new JarFile(file.toFile())) {
                assertThat(jar.stream().map(ZipEntry::getName)).as("%s", file)
                        .contains("tabuleiro/features/demo/Steps.class")
                        .noneMatch(name -> name.endsWith(".feature"));
            }
        }
    }

    @Test
    void aStudentsMachineGetsAJarOfTheVisibleRules() throws IOException {
        Path entry = folder.resolve("entry/tabuleiro/features/demo");
        Files.createDirectories(entry);
        Files.writeString(entry.resolve("board.feature"), TEXT);
        RuleBlock hidden = new RuleBlock(NAME, 10, "D-02", "Hidden", "");

        RuleBookJars jars = RuleBookJars.make(folder.resolve("cache"),
                List.of(folder.resolve("entry")), Map.of(NAME, TEXT),
                List.of(new RuleBlock(NAME, 4, "D-01", "Visible", ""), hidden), Set.of(hidden));

        assertThat(jars.visible()).isPresent();
        assertThat(jars.visibleClasspath()).endsWith(jars.visible().get());
        try (JarFile jar = new JarFile(jars.visible().get().toFile())) {
            assertThat(new String(jar.getInputStream(jar.getEntry(NAME)).readAllBytes()))
                    .doesNotContain("A hidden scenario");
        }
    }

    private static List<Path> filesUnder(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).toList();
        }
    }
}
