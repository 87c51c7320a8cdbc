package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The bundles the packaged grader writes, tried as their platforms use them: Gradescope's
 * autograder unpacked into a stand-in {@code /autograder} on a machine without bubblewrap (as
 * Gradescope's images are), grading the untouched skeleton (0) and the complete sample (full
 * marks); and every jar of every bundle opened, none holding a class of the games.
 */
class BundleIT {

    @TempDir
    static Path dir;

    private static Path gradescope;
    private static Path classroom;

    @BeforeAll
    static void writeTheBundles() throws IOException, InterruptedException {
        gradescope = dir.resolve("gradescope");
        classroom = dir.resolve("classroom");
        Files.createDirectories(classroom);
        for (List<String> bundle : List.of(
                List.of("gradescope", "--game", "connect-four", "--out", gradescope.toString()),
                List.of("github-classroom", "--game", "connect-four", "--out",
                        classroom.toString()))) {
            List<String> command = new java.util.ArrayList<>(List.of("java", "-jar",
                    Shipped.graderJar().toString(), "bundle"));
            command.addAll(bundle);
            Ran ran = Shipped.run(command, dir, Map.of(), 300);
            assertThat(ran.status()).as(ran.output()).isZero();
        }
    }

    @Test
    void noBundleHoldsAClassOfTheGames() throws IOException {
        for (Path bundle : List.of(gradescope, classroom)) {
            List<Path> jars = Shipped.jarsUnder(bundle);
            assertThat(jars).as("the grader's jars in %s", bundle).isNotEmpty();
            for (Path jar : jars) {
                assertThat(RunnerClasspath.holdsGameClasses(jar)).as("%s holds a game class",
                        jar).isFalse();
            }
        }
        try (ZipFile zip = new ZipFile(gradescope.resolve("autograder.zip").toFile())) {
            assertThat(zip.stream().map(ZipEntry::getName))
                    .noneMatch(name -> name.contains("tabuleiro-reference"));
        }
    }

    @Test
    void gradescopesAutograderGradesTheSkeletonZeroAndTheCompleteSampleFullMarksWithoutBwrap()
            throws IOException, InterruptedException {
        Path skeleton = Shipped.root().resolve("exercises");
        Path complete = Shipped.root().resolve("grading/samples/connect-four/complete");
        assertThat(autograde(skeleton, dir.resolve("root-skeleton"))).isZero();
        assertThat(autograde(complete, dir.resolve("root-complete"))).isEqualTo(100.0);
    }

    @Test
    void githubClassroomsTemplateIsTheKitAndItsStepHandsTheReporterTheRunnersResult()
            throws IOException, InterruptedException {
        assertThat(classroom.resolve("check")).isRegularFile();
        assertThat(classroom.resolve("rulebook/connect-four")).isDirectory();
        String workflow = Files.readString(classroom.resolve(".github/workflows/classroom.yml"));
        assertThat(workflow).contains("classroom-resources/autograding-grading-reporter@v1")
                .contains("runners: tabuleiro")
                .contains("TABULEIRO_RESULTS: \"${{ steps.tabuleiro.outputs.result }}\"")
                .contains("run: bash .github/classroom/grade.sh");
        JsonObject untouched = classroomResult(classroom, "skeleton");
        assertThat(untouched.get("max_score").getAsDouble()).isEqualTo(100.0);
        assertThat(points(untouched)).isZero();

        Path done = dir.resolve("classroom-done");
        copy(classroom, done);
        copyOver(Shipped.root().resolve("grading/samples/connect-four/complete/src"),
                done.resolve("src"));
        JsonObject complete = classroomResult(done, "complete");
        assertThat(complete.get("status").getAsString()).isEqualTo("pass");
        // Each rule's score has two decimals; the reporter adds them up as numbers.
        assertThat(points(complete)).isCloseTo(100.0, within(1e-9));
    }

    /** Runs the template's grading step as the workflow does; returns the reporter's input. */
    private static JsonObject classroomResult(Path repo, String name)
            throws IOException, InterruptedException {
        Path output = dir.resolve("github-output-" + name);
        Ran ran = Shipped.run(List.of("bash", repo.resolve(".github/classroom/grade.sh")
                .toString()), repo, Map.of("GITHUB_OUTPUT", output.toString()), 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).as("the feedback in the job's log").contains("**Score: ");
        String line = Files.readAllLines(output).stream().filter(l -> l.startsWith("result="))
                .findFirst().orElseThrow();
        return JsonParser.parseString(new String(Base64.getDecoder().decode(
                line.substring("result=".length())), StandardCharsets.UTF_8)).getAsJsonObject();
    }

    private static double points(JsonObject result) {
        double total = 0;
        for (JsonElement test : result.getAsJsonArray("tests")) {
            total += test.getAsJsonObject().get("score").getAsDouble();
        }
        return total;
    }

    private static void copyOver(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** Runs run_autograder in a stand-in /autograder on one submission; returns its score. */
    private static double autograde(Path submission, Path root)
            throws IOException, InterruptedException {
        unzip(gradescope.resolve("autograder.zip"), root.resolve("source"));
        copy(submission.resolve("src"), root.resolve("submission/src"));
        Files.createDirectories(root.resolve("results"));
        Ran ran = Shipped.run(List.of("bash", root.resolve("source/run_autograder").toString()),
                root, Map.of("AUTOGRADER_ROOT", root.toString(), "PATH",
                        pathWithoutBwrap(dir.resolve("no-bwrap")).toString()), 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        Path results = root.resolve("results/results.json");
        assertThat(results).as(ran.output()).isRegularFile();
        return Shipped.score(results);
    }

    /** A folder of links to every program of the system's folders but bwrap. */
    private static Path pathWithoutBwrap(Path folder) throws IOException {
        if (Files.isDirectory(folder)) {
            return folder;
        }
        Files.createDirectories(folder);
        for (String system : List.of("/usr/local/bin", "/usr/bin", "/bin")) {
            if (!Files.isDirectory(Path.of(system))) {
                continue;
            }
            try (Stream<Path> programs = Files.list(Path.of(system))) {
                for (Path program : programs.toList()) {
                    Path link = folder.resolve(program.getFileName().toString());
                    if (!program.getFileName().toString().equals("bwrap")
                            && !Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, program);
                    }
                }
            }
        }
        return folder;
    }

    private static void unzip(Path zip, Path target) throws IOException {
        try (ZipFile file = new ZipFile(zip.toFile())) {
            Enumeration<? extends ZipEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                Path out = target.resolve(entry.getName()).normalize();
                assertThat(out).startsWithRaw(target);
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else {
                    Files.createDirectories(out.getParent());
                    try (InputStream in = file.getInputStream(entry)) {
                        Files.copy(in, out);
                    }
                }
            }
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path file : walk.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
