package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.style.StyleReview;
import tabuleiro.grading.workspace.Skeleton;

/**
 * Style through the grade command, with the fixture rule book and a scheme that charges 0.50 a
 * finding, at most 2.00: a misplaced brace in the student's own file costs its points and is
 * shown; the skeleton's files, which are not the student's, are not judged; a file that javac
 * compiles but that is too large for the style check costs a note, not the grade.
 */
@Tag("slow")
class StyleGradingTest {

    @TempDir
    static Path dir;

    private static Path out;
    private static Run run;
    private static int braceLine;
    private static final boolean HAS_SKELETON = Skeleton.bundled().isPresent();

    @BeforeAll
    static void gradeTheClass() throws IOException {
        Map<String, Path> submissions = new LinkedHashMap<>();
        Path reference = Submissions.referenceSources();
        submissions.put("reference", Submissions.copy(reference, dir.resolve("reference")));

        Path brace = Submissions.copy(reference, dir.resolve("brace"));
        braceLine = Submissions.editGame(brace, "    public boolean isOver() {\n",
                "    public boolean isOver()\n    {\n") + 1;
        submissions.put("brace", brace);

        // javac compiles it in no time; the style check does not read a file that large.
        Path huge = Submissions.copy(reference, dir.resolve("huge"));
        StringBuilder text = new StringBuilder("package tabuleiro.connectfour;\n\n/** Huge. */"
                + "\nfinal class Huge {\n");
        while (text.length() <= StyleReview.MAX_BYTES) {
            text.append("    // ").append("x".repeat(80)).append('\n');
        }
        Files.writeString(Submissions.game(huge).resolveSibling("Huge.java"),
                text.append("}\n"), StandardCharsets.UTF_8);
        submissions.put("huge", huge);

        if (HAS_SKELETON) {
            submissions.put("skeleton", Submissions.copy(Skeleton.bundled().orElseThrow(),
                    dir.resolve("skeleton")));
        }

        Path scheme = dir.resolve("style-scheme.json");
        String fixture = Files.readString(Submissions.patientFixtureScheme(dir));
        Files.writeString(scheme, fixture.substring(0, fixture.lastIndexOf('}'))
                + ", \"style\": { \"pointsPerFinding\": 0.5, \"cap\": 2 }\n}\n");
        out = dir.resolve("out");
        List<String> arguments = new ArrayList<>(List.of("grade"));
        submissions.values().forEach(folder -> arguments.add(folder.toString()));
        arguments.addAll(List.of("--out", out.toString(), "--scheme", scheme.toString()));
        run = Submissions.grader(arguments);
    }

    private static JsonObject results(String name) throws IOException {
        return JsonParser.parseString(Files.readString(out.resolve(name)
                .resolve("results.json"))).getAsJsonObject();
    }

    private static String feedback(String name) throws IOException {
        return Files.readString(out.resolve(name).resolve("feedback.md"));
    }

    @Test
    void theMisplacedBraceCostsItsPointsAndIsShownWhereItIs() throws IOException {
        assertThat(run.status()).as(run.err()).isZero();

        assertThat(results("brace").get("score").getAsBigDecimal()).isEqualByComparingTo("69.5");
        assertThat(feedback("brace")).contains("**Score: 69.50 / 70.00**")
                .contains("## Style: −0.50 points")
                .contains("| src/main/java/tabuleiro/connectfour/Game.java:" + braceLine
                        + ":5 | '{' at column 5 should be on the previous line. | LeftCurly |");
        assertThat(Files.readString(out.resolve("report.html")))
                .contains("Style findings cost points: 0.50 a finding, at most 2.00 in all.")
                .contains("<td>1, −0.50</td>");
    }

    @Test
    void theReferenceHasNothingToImprove() throws IOException {
        assertThat(results("reference").get("score").getAsBigDecimal())
                .isEqualByComparingTo("70");
        assertThat(feedback("reference")).contains("## Style (advice)")
                .contains("Checkstyle finds nothing to improve in the");
    }

    @Test
    void aFileTooLargeForTheStyleCheckCostsANoteNotTheGrade() throws IOException {
        assertThat(run.out()).contains("huge: 70.00/70.00");
        assertThat(results("huge").get("score").getAsBigDecimal()).isEqualByComparingTo("70");
        assertThat(feedback("huge")).contains("- Style not checked for"
                + " src/main/java/tabuleiro/connectfour/Huge.java: it is larger than 256 kB.");
        assertThat(results("huge").get("output").getAsString()).contains("Style not checked"
                + " for src/main/java/tabuleiro/connectfour/Huge.java");
    }

    @Test
    void theSkeletonsFilesAreNotTheStudentsAndAreNotJudged() throws IOException {
        if (!HAS_SKELETON) {
            return;
        }
        assertThat(feedback("skeleton")).doesNotContain("Style");
        assertThat(results("skeleton").get("output").getAsString()).doesNotContain("Style");
    }
}
