package tabuleiro.slides.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rule book's site written for a course whose scheme hides a rule: the instructor's site
 * marks the rule hidden in words, and the student's site, the one a student may be given, has no
 * page of it, no entry of it in the search and no link outside itself. The build's own site is
 * checked in the browser ({@code RuleBookSiteInBrowserTest}); no shipped scheme hides a rule, so
 * this is where the student's variant is held to its promise.
 */
class RuleBookSiteTest {

    /** The project's root: the tests run in the slides module's folder. */
    private static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void theInstructorsSiteMarksAHiddenRuleAndTheStudentsHasNothingOfIt(@TempDir Path dir)
            throws IOException {
        // Every game's scheme as the build has it, Connect Four's with a hidden rule.
        Path schemes = Files.createDirectories(dir.resolve("schemes"));
        try (Stream<Path> bundled = Files.list(PROJECT.resolve("grading/schemes"))) {
            for (Path file : bundled.filter(one -> one.toString().endsWith(".json")).toList()) {
                Files.copy(file, schemes.resolve(file.getFileName().toString()));
            }
        }
        String scheme = Files.readString(PROJECT.resolve("grading/schemes/connect-four.json"),
                StandardCharsets.UTF_8);
        String hiding = scheme.replace("\"points\": 60 }",
                "\"points\": 60, \"rules\": [{ \"id\": \"C4-11\", \"hidden\": true }] }");
        assertThat(hiding).as("the scheme's exercise 2, given a hidden rule").isNotEqualTo(scheme);
        Files.writeString(schemes.resolve("connect-four.json"), hiding, StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING);
        Path site = dir.resolve("site");
        Path student = dir.resolve("student");

        RuleBookSite.main(new String[] {"--project=" + PROJECT,
                "--slides=" + PROJECT.resolve("slides/target/slides"), "--out=" + site,
                "--student-out=" + student, "--schemes=" + schemes});

        assertThat(site.resolve("connect-four/C4-11.html")).content(StandardCharsets.UTF_8)
                .contains("class=\"hidden-rule\"");
        assertThat(site.resolve("connect-four/C4-09.html")).content(StandardCharsets.UTF_8)
                .doesNotContain("class=\"hidden-rule\"");
        assertThat(student.resolve("connect-four/C4-11.html")).doesNotExist();
        assertThat(student.resolve("connect-four/C4-09.html")).exists();
        assertThat(student.resolve("assets/search-index.json")).content(StandardCharsets.UTF_8)
                .contains("C4-09").doesNotContain("C4-11");
        assertThat(student.resolve("connect-four/C4-09.html")).content(StandardCharsets.UTF_8)
                .doesNotContain("C4-11.html").doesNotContain("href=\"http");
    }

    @Test
    void aCommandLineWithoutItsFoldersSaysWhatItExpects() {
        assertThatThrownBy(() -> RuleBookSite.main(new String[] {"--project=" + PROJECT}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--slides");
        assertThatThrownBy(() -> RuleBookSite.main(new String[] {"slides"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--NAME=VALUE");
    }
}
