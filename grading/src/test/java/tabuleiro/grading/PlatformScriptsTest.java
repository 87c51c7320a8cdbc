package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;

/**
 * The platform bundles' scripts on the paths their platforms take when something goes wrong:
 * PrairieLearn's {@code run.sh} when Java never starts and {@code /grade/results} was not made,
 * each scheme of a game its own PrairieLearn question, and Gradescope's {@code setup.sh} when
 * apt-get cannot install what it needs. The scripts run with {@code sh} and {@code bash} in
 * stand-in folders; apt-get is a stand-in that records what it is asked.
 */
@Tag("slow")
class PlatformScriptsTest {

    @TempDir
    Path dir;

    @Test
    void prairieLearnsRunScriptWritesItsResultsWhenJavaNeverStarts() throws Exception {
        Path out = dir.resolve("pl");
        Run bundle = Submissions.grader(List.of("bundle", "prairielearn", "--game",
                "connect-four", "--out", out.toString()));
        assertThat(bundle.status()).as(bundle.err()).isZero();
        Path grade = dir.resolve("grade");
        Files.createDirectories(grade.resolve("student"));
        Files.createDirectories(grade.resolve("serverFilesCourse"));
        Path server = out.resolve("serverFilesCourse/tabuleiro");
        for (Path file : List.of(Path.of("connect-four/run.sh"),
                Path.of("connect-four/scheme.json"))) {
            Files.createDirectories(grade.resolve("serverFilesCourse/tabuleiro")
                    .resolve(file).getParent());
            Files.copy(server.resolve(file), grade.resolve("serverFilesCourse/tabuleiro")
                    .resolve(file));
        }
        assertThat(grade.resolve("results")).as("PrairieLearn need not make it")
                .doesNotExist();

        Ran ran = run(List.of("sh", grade.resolve("serverFilesCourse/tabuleiro/connect-four"
                + "/run.sh").toString()), Map.of("PL_GRADE_ROOT", grade.toString(),
                "TABULEIRO_JAVA", dir.resolve("no-java").toString()));

        Path results = grade.resolve("results/results.json");
        assertThat(results).as(ran.output()).isRegularFile();
        JsonObject json = JsonParser.parseString(Files.readString(results)).getAsJsonObject();
        assertThat(json.get("gradable").getAsBoolean()).isFalse();
        assertThat(json.get("message").getAsString()).contains("could not grade")
                .contains("status 127");
        if (ProcessHandle.current().info().user().filter("root"::equals).isPresent()) {
            // As PrairieLearn runs it: the question's files (scheme, reference) root's alone
            // before Java is even tried.
            assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files
                    .getPosixFilePermissions(grade.resolve("serverFilesCourse/tabuleiro"
                            + "/connect-four")))).isEqualTo("rwx------");
            assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files
                    .getPosixFilePermissions(grade.resolve("serverFilesCourse/tabuleiro"
                            + "/connect-four/scheme.json")))).isEqualTo("rw-------");
        }
    }

    @Test
    void eachSchemeOfAGameIsAPrairieLearnQuestionOfItsOwn() throws Exception {
        Path late = dir.resolve("late.json");
        Files.copy(Path.of("schemes/connect-four.json"), late);
        Map<String, List<String>> bundles = Map.of(
                "connect-four", List.of("--game", "connect-four"),
                "connect-four-late", List.of("--scheme", late.toString()),
                "connect-four-late-pt", List.of("--scheme", late.toString(), "--lang", "pt"));
        Path out = dir.resolve("course");
        for (Map.Entry<String, List<String>> bundle : bundles.entrySet()) {
            List<String> command = new java.util.ArrayList<>(List.of("bundle", "prairielearn",
                    "--out", out.toString()));
            command.addAll(bundle.getValue());
            Run run = Submissions.grader(command);
            assertThat(run.status()).as(run.err()).isZero();
        }
        java.util.Set<String> uuids = new java.util.HashSet<>();
        for (String question : bundles.keySet()) {
            JsonObject info = JsonParser.parseString(Files.readString(out.resolve("questions")
                    .resolve(question).resolve("info.json"))).getAsJsonObject();
            String uuid = info.get("uuid").getAsString();
            assertThat(uuid).isEqualTo(UUID.nameUUIDFromBytes(("tabuleiro/" + question)
                    .getBytes(StandardCharsets.UTF_8)).toString());
            uuids.add(uuid);
            JsonObject options = info.getAsJsonObject("externalGradingOptions");
            assertThat(options.get("entrypoint").getAsString()).isEqualTo(
                    "/grade/serverFilesCourse/tabuleiro/" + question + "/run.sh");
            assertThat(options.getAsJsonArray("serverFilesCourse").get(0).getAsString())
                    .isEqualTo("tabuleiro/" + question + "/");
            Path script = out.resolve("serverFilesCourse/tabuleiro").resolve(question)
                    .resolve("run.sh");
            // The question's own folder: its scheme and its reference.
            assertThat(script).content().contains("QUESTION=\"$GRADE/serverFilesCourse/tabuleiro/"
                    + question + "\"\n").contains("--scheme \"$QUESTION/scheme.json\"");
            assertThat(script.resolveSibling("scheme.json")).isRegularFile();
        }
        assertThat(uuids).as("PrairieLearn refuses a uuid twice").hasSize(bundles.size());
    }

    @Test
    void gradescopesSetupUpdatesAptFirstAndFailsWhenAPackageCannotBeInstalled()
            throws Exception {
        Path out = dir.resolve("gs");
        Run bundle = Submissions.grader(List.of("bundle", "gradescope", "--game",
                "connect-four", "--out", out.toString()));
        assertThat(bundle.status()).as(bundle.err()).isZero();
        Path root = dir.resolve("autograder");
        Files.createDirectories(root.resolve("source"));
        Files.writeString(root.resolve("source/run_autograder"), "#!/bin/sh\n");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        final Path log = dir.resolve("apt.log");
        // apt-get: records its arguments; "install bubblewrap" fails as without package lists.
        Files.writeString(bin.resolve("apt-get"), "#!/bin/sh\necho \"$*\" >> \"$APT_LOG\"\n"
                + "case \"$*\" in *bubblewrap*) [ -n \"$APT_FAILS\" ] && {"
                + " echo 'E: Unable to locate package bubblewrap' >&2; exit 100; };; esac\n"
                + "exit 0\n");
        bin.resolve("apt-get").toFile().setExecutable(true);
        // useradd: records its arguments, so that no test makes a user on the build machine.
        Files.writeString(bin.resolve("useradd"),
                "#!/bin/sh\necho \"useradd $*\" >> \"$APT_LOG\"\n");
        bin.resolve("useradd").toFile().setExecutable(true);
        Map<String, String> env = Map.of("PATH", bin + ":/usr/bin:/bin", "APT_LOG",
                log.toString(), "AUTOGRADER_ROOT", root.toString());

        final Path setup = out.resolve("autograder/setup.sh");
        Ran installed = run(List.of("bash", setup.toString()), env);
        assertThat(installed.status()).as(installed.output()).isZero();
        List<String> calls = Files.readAllLines(log);
        assertThat(calls.get(0)).isEqualTo("update");
        assertThat(calls).anyMatch(call -> call.startsWith("install")
                && call.endsWith(" bubblewrap"));
        assertThat(root.resolve("source/run_autograder")).isExecutable();
        if (ProcessHandle.current().info().user().filter("root"::equals).isPresent()) {
            // As Gradescope runs it: the students' user made, the autograder sealed to root.
            if (Files.readAllLines(Path.of("/etc/passwd")).stream()
                    .noneMatch(line -> line.startsWith("tabuleiro-student:"))) {
                assertThat(calls).anyMatch(call -> call.startsWith("useradd --system")
                        && call.endsWith(" tabuleiro-student"));
            }
            assertThat(Files.getPosixFilePermissions(root.resolve("source/run_autograder")))
                    .noneMatch(permission -> permission.name().startsWith("GROUP")
                            || permission.name().startsWith("OTHERS"));
        }

        Map<String, String> failing = new java.util.HashMap<>(env);
        failing.put("APT_FAILS", "yes");
        Ran failed = run(List.of("bash", setup.toString()), failing);
        assertThat(failed.status()).as("setup.sh must fail loudly").isNotZero();
        assertThat(failed.output()).contains("Unable to locate package bubblewrap");
    }

    /** What a script printed (both streams) and its status. */
    private record Ran(int status, String output) {
    }

    private Ran run(List<String> command, Map<String, String> env)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true);
        builder.environment().putAll(env);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8);
        return new Ran(process.waitFor(), output);
    }
}
