package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.intake.SafeUnzip;

/**
 * The Gradescope bundle, tried against its documented contract in a local stand-in for the
 * platform: a folder laid out as Gradescope's {@code /autograder} (the zip unpacked into
 * {@code source/}, a student's project in {@code submission/}, Gradescope's
 * {@code submission_metadata.json}). It runs the real scripts with {@code bash}, on the fixture
 * scheme. GitHub Classroom's template is a student kit, which only the packaged grader writes:
 * {@code shipped.BundleIT} tries it.
 */
@Tag("slow")
class BundleTest {

    /** The fields Gradescope's specification allows at the top of results.json. */
    private static final Set<String> TOP_FIELDS = Set.of("score", "execution_time", "output",
            "output_format", "test_output_format", "test_name_format", "visibility",
            "stdout_visibility", "extra_data", "tests", "leaderboard");
    /** The fields it allows in a test. */
    private static final Set<String> TEST_FIELDS = Set.of("score", "max_score", "status",
            "name", "name_format", "number", "output", "output_format", "tags", "visibility",
            "extra_data");
    private static final Set<String> VISIBILITIES = Set.of("hidden", "after_due_date",
            "after_published", "visible");
    /** The values it allows in an {@code output_format} field. */
    private static final Set<String> FORMATS = Set.of("text", "html", "simple_format", "md",
            "ansi");

    @TempDir
    Path dir;

    @Test
    void gradescopesLanguageReachesTheGradeItsScriptRuns() throws Exception {
        Path scheme = Submissions.patientFixtureScheme(dir);
        Run portuguese = Submissions.grader(List.of("bundle", "gradescope", "--scheme",
                scheme.toString(), "--lang", "pt", "--out", dir.resolve("pt").toString()));
        Run unsaid = Submissions.grader(List.of("bundle", "gradescope", "--scheme",
                scheme.toString(), "--out", dir.resolve("unsaid").toString()));
        Run unknown = Submissions.grader(List.of("bundle", "gradescope", "--scheme",
                scheme.toString(), "--lang", "fr", "--out", dir.resolve("fr").toString()));

        assertThat(portuguese.status()).as(portuguese.err()).isZero();
        assertThat(Files.readString(dir.resolve("pt/autograder/run_autograder")))
                .contains("--out \"$WORK/reports\" --lang pt ");
        assertThat(unsaid.status()).as(unsaid.err()).isZero();
        assertThat(Files.readString(dir.resolve("unsaid/autograder/run_autograder")))
                .contains("--out \"$WORK/reports\" ${LATE").doesNotContain("--lang");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("expected en or pt, but it is fr");
    }

    @Test
    void gradescopeAutograderGradesTheSubmissionIntoResultsJsonAsSpecified() throws Exception {
        // A deadline two days and a bit before the submission's created_at: 30% off.
        Path scheme = dir.resolve("late-scheme.json");
        Files.writeString(scheme, Files.readString(Submissions.patientFixtureScheme(dir))
                .replace("\"exercises\"", "\"late\": {\"deadline\": \"2026-11-18T12:00:00Z\","
                        + " \"percent\": 10, \"per\": \"day\", \"capPercent\": 50},"
                        + " \"exercises\""), StandardCharsets.UTF_8);
        Run bundle = Submissions.grader(List.of("bundle", "gradescope", "--scheme",
                scheme.toString(), "--out", dir.resolve("gs").toString()));
        assertThat(bundle.status()).as(bundle.err()).isZero();
        Path zip = dir.resolve("gs/autograder.zip");
        assertThat(SafeUnzip.entryNames(zip)).contains("setup.sh", "run_autograder",
                "scheme.json", "grader/classpath");
        assertThat(unixModes(zip).get("run_autograder") & 0111).isNotZero();
        assertThat(unixModes(zip).get("setup.sh") & 0111).isNotZero();

        Path root = dir.resolve("autograder");
        SafeUnzip.unzip(zip, root.resolve("source"), new SafeUnzip.Limits(100_000, 1L << 32));
        // A student's project, uploaded as it is: sources found by their package.
        Submissions.copy(Submissions.referenceSources(), root.resolve("submission/MyProject"));
        Files.writeString(root.resolve("submission_metadata.json"),
                "{\"created_at\": \"2026-11-20T14:22:32.365935-07:00\", \"users\": []}",
                StandardCharsets.UTF_8);

        int status = bash(root.resolve("source/run_autograder"), Map.of("AUTOGRADER_ROOT",
                root.toString()), dir.resolve("gs.log"));

        assertThat(status).as(Files.readString(dir.resolve("gs.log"))).isZero();
        // The log names what the instructor can open, not the folder the script deletes.
        assertThat(Files.readString(dir.resolve("gs.log"))).doesNotContain("Report: ")
                .contains("Gradescope shows the student and you what results.json holds");
        JsonObject results = JsonParser.parseString(Files.readString(
                root.resolve("results/results.json"))).getAsJsonObject();
        assertThat(results.keySet()).isSubsetOf(TOP_FIELDS);
        assertThat(results.get("output_format").getAsString()).isIn(FORMATS);
        assertThat(results.getAsJsonArray("tests")).hasSize(3);
        if (onPath("python3")) {
            // The time came from Gradescope's submission_metadata.json.
            assertThat(results.get("score").getAsDouble()).isEqualTo(49.0);
            assertThat(results.get("output").getAsString()).contains("after the deadline: 30%");
            // The log, which Gradescope shows the instructor, tells the same grade, and the
            // points before the penalty beside it, said to be so.
            assertThat(Files.readString(dir.resolve("gs.log"))).contains("submission: 49.00/"
                    + results.getAsJsonArray("tests").asList().stream().map(test -> test
                            .getAsJsonObject().get("max_score").getAsBigDecimal())
                            .reduce(BigDecimal.ZERO, BigDecimal::add).setScale(2)
                    + " (70.00 before the late penalty)");
        } else {
            assertThat(results.get("score").getAsDouble()).isEqualTo(70.0);
        }
        for (JsonElement element : results.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            assertThat(test.keySet()).isSubsetOf(TEST_FIELDS).contains("name", "score",
                    "max_score");
            assertThat(test.get("status").getAsString()).isIn("passed", "failed");
            assertThat(test.get("output_format").getAsString()).isIn(FORMATS);
            if (test.has("visibility")) {
                assertThat(test.get("visibility").getAsString()).isIn(VISIBILITIES);
            }
        }
    }

    private static boolean onPath(String command) throws IOException, InterruptedException {
        return new ProcessBuilder("bash", "-c", "command -v " + command).start().waitFor() == 0;
    }

    /** Runs a script with bash, the JDK running the tests first on the PATH. */
    private static int bash(Path script, Map<String, String> env, Path log)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", script.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        builder.environment().put("PATH", Path.of(System.getProperty("java.home"), "bin")
                + ":" + System.getenv("PATH"));
        Process process = builder.start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException(script + " did not end within 10 minutes");
        }
        return process.exitValue();
    }

    /** The Unix file mode of each entry, from the zip's central directory. */
    private static Map<String, Integer> unixModes(Path zip) throws IOException {
        byte[] bytes = Files.readAllBytes(zip);
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        Map<String, Integer> modes = new HashMap<>();
        for (int i = 0; i + 46 <= bytes.length; i++) {
            if (buffer.getInt(i) == 0x02014b50) {
                int nameLength = Short.toUnsignedInt(buffer.getShort(i + 28));
                String name = new String(bytes, i + 46, nameLength, StandardCharsets.UTF_8);
                modes.put(name, buffer.getInt(i + 38) >>> 16);
            }
        }
        return modes;
    }
}
