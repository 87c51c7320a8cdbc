package tabuleiro.grading.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.grading.Submissions;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.platform.ReportsTest;
import tabuleiro.grading.report.wholeclass.ClassTexts;

/**
 * A platform's script grades in a folder it deletes when it ends: the console it logs names
 * what the platform shows, never the report folder, and a platform the grader does not know
 * is refused before anything is graded.
 */
class PlatformConsoleTest {

    @TempDir
    Path out;

    @ParameterizedTest
    @ValueSource(strings = {"gradescope", "classroom50"})
    void thePlatformsLogNamesWhatItShowsNotTheDeletedFolder(String platform) throws IOException {
        Marking marking = ReportsTest.MARKING;
        StringWriter console = new StringWriter();
        new ClassFiles(marking, marking.scheme(), Optional.empty(), true,
                new PrintWriter(console, true), new PrintWriter(new StringWriter(), true))
                .shownBy(platform).write(out, List.of(ReportsTest.brokenRow("ana")), List.of(),
                        Optional.empty());

        assertThat(console.toString()).doesNotContain(out.toString())
                .contains(Texts.of(ClassTexts.class, marking.language())
                        .text("console.platform." + platform))
                .contains(platform.equals("gradescope") ? "results.json holds"
                        : "release-body.md");
    }

    @ParameterizedTest
    @ValueSource(strings = {"moodle", "Gradescope"})
    void anUnknownPlatformIsABadCommandLine(String platform) {
        Run run = Submissions.grader(List.of("grade", out.toString(), "--single", "--game",
                "connect-four", "--out", out.resolve("reports").toString(), "--platform",
                platform));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--platform is one of gradescope, classroom50, but it is "
                + platform);
    }
}
