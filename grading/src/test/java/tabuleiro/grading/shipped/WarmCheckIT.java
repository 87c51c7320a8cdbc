package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The kit's warm check ({@code tabuleiro.grading.selfcheck.CheckServer}) as a student meets it,
 * through the kit's own {@code ./check}: it gives the cold check's verdict, word for word but
 * for its times, on a kit with a one-line bug and after a change, and each fault (a server
 * killed, a stale server file, a copied kit, the kit's tools changed, another JDK, a check cut
 * half way, two checks at once) gives that verdict too, never one of other sources.
 */
class WarmCheckIT {

    /** The game: its complete sample is the project, with a one-line bug. */
    private static final String GAME = "connect-four";

    /** The sample's line that needs four in a row to win, and the bug that needs five. */
    private static final String FOUR = "if (run.size() >= CONNECT) {";

    private static final String FIVE = "if (run.size() > CONNECT) {";

    @TempDir
    static Path dir;

    /** The kit as bundled, with the complete sample's sources and no check run yet. */
    private static Path template;

    @BeforeAll
    static void writeTheKit() throws IOException, InterruptedException {
        template = dir.resolve("kit");
        Ran bundled = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(),
                "bundle", "student-kit", "--game", GAME, "--out", template.toString()), dir,
                Map.of(), 300);
        assertThat(bundled.status()).as(bundled.output()).isZero();
        copy(Shipped.root().resolve("grading/samples/" + GAME + "/complete/src"),
                template.resolve("src"));
    }

    /** Ends the servers the tests started and left running, each by its own file's pid. */
    @AfterAll
    static void endTheServers() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(file -> file.endsWith("server.properties")).toList()) {
                server(file.getParent().getParent().getParent())
                        .ifPresent(ProcessHandle::destroy);
            }
        }
    }

    @Test
    void aWarmCheckGivesTheColdVerdictOnAOneLineBugAndAfterAChange()
            throws IOException, InterruptedException {
        Path project = project("bug");
        Ran cold = check(project, true);
        assertThat(cold.status()).as(cold.output()).isEqualTo(1);
        assertThat(cold.output()).contains("C4-10");
        Ran first = check(project, false);
        assertThat(server(project)).as("the server the first warm check started").isPresent();
        assertThat(verdict(first)).isEqualTo(verdict(cold));
        assertThat(first.status()).isEqualTo(cold.status());

        changeALine(project);
        Ran warm = check(project, false);
        Ran coldAgain = check(project, true);
        assertThat(verdict(warm)).as(warm.output()).isEqualTo(verdict(coldAgain));
        assertThat(warm.status()).isEqualTo(coldAgain.status()).isEqualTo(1);
        assertThat(digest(warm)).as("the verdict names the sources on disk")
                .isEqualTo(digest(coldAgain)).isNotEqualTo(digest(first));
        assertThat(warm.output()).doesNotContain("warm check");
        // A comment leaves every class as it was: the rules' and the games' results of the
        // first check answer for these classes, and the check says so.
        assertThat(warm.output()).contains("Taken from an earlier check of the same classes",
                "the rule book's results", "the games with the reference's answers");

        // A filter, warm and cold: the same verdict of what it names.
        Ran tagged = check(project, false, "--tags", "@C4-10");
        Ran taggedCold = check(project, true, "--tags", "@C4-10");
        assertThat(verdict(tagged)).isEqualTo(verdict(taggedCold));
        assertThat(tagged.status()).isEqualTo(taggedCold.status()).isEqualTo(1);
        Ran exercise = check(project, false, "--exercise", "1");
        Ran exerciseCold = check(project, true, "--exercise", "1");
        assertThat(verdict(exercise)).isEqualTo(verdict(exerciseCold));
        assertThat(exercise.status()).isEqualTo(exerciseCold.status());

        // The bug mended: the warm check answers for the mended sources, and compiles the
        // one file whose body changed against the classes of the others, as a cold check
        // compiling everything does.
        Path game = source(project);
        Files.writeString(game, Files.readString(game).replace(FIVE, FOUR));
        Ran mended = check(project, false);
        assertThat(mended.status()).as(mended.output()).isZero();
        assertThat(mended.output()).as("another class, nothing taken")
                .doesNotContain("Taken from an earlier check")
                .contains("compiled now: 1 of them, those a change reached");
        Ran mendedCold = check(project, true);
        assertThat(verdict(mended)).isEqualTo(verdict(mendedCold));
        assertThat(digest(mended)).isEqualTo(digest(mendedCold));
    }

    @Test
    void aKilledServerAStaleFileAndACopiedKitEachGetTheVerdictOfTheirOwnSources()
            throws IOException, InterruptedException {
        Path project = project("faults");
        Ran cold = check(project, true);
        Ran first = check(project, false);
        assertThat(verdict(first)).isEqualTo(verdict(cold));

        // Killed: its file names a port nobody answers.
        ProcessHandle killed = server(project).orElseThrow();
        killed.destroyForcibly();
        killed.onExit().join();
        Ran afterKill = check(project, false);
        assertThat(verdict(afterKill)).as(afterKill.output()).isEqualTo(verdict(cold));
        assertThat(server(project)).isPresent().get().isNotEqualTo(killed);

        // A file of no use (another token; CheckClientTest reads one that is no file at all).
        Path file = project.resolve("target/check-server/server.properties");
        String kept = Files.readString(file);
        Files.writeString(file, kept.replaceAll("token=\\w+", "token=0123"));
        Ran wrongToken = check(project, false);
        assertThat(verdict(wrongToken)).isEqualTo(verdict(cold));

        // A copy of the kit carries the file of the original's server: the copy's own sources,
        // mended, are what its check answers for, and the original keeps its own verdict.
        Path copied = dir.resolve("faults-copy");
        copy(project, copied);
        Path game = source(copied);
        Files.writeString(game, Files.readString(game).replace(FIVE, FOUR));
        Ran copy = check(copied, false);
        assertThat(copy.status()).as(copy.output()).isZero();
        assertThat(server(copied)).isPresent().get().isNotEqualTo(server(project).orElseThrow());
        Ran original = check(project, false);
        assertThat(verdict(original)).isEqualTo(verdict(cold));

        // A source deleted: the warm check says what the cold one says.
        Files.delete(source(copied));
        Ran warmGone = check(copied, false);
        Ran coldGone = check(copied, true);
        assertThat(verdict(warmGone)).isEqualTo(verdict(coldGone));
        assertThat(warmGone.status()).isEqualTo(coldGone.status()).isEqualTo(1);
    }

    @Test
    void changedToolsAnotherJdkAndACheckCutHalfWayEndTheServer()
            throws IOException, InterruptedException {
        Path project = project("ends");
        Ran cold = check(project, true);
        check(project, false);

        // The kit's grader replaced (a newer time is enough): its server ends, another answers.
        ProcessHandle before = server(project).orElseThrow();
        Path jar = project.resolve("tools/tabuleiro-grader.jar");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        Ran changed = check(project, false);
        assertThat(verdict(changed)).isEqualTo(verdict(cold));
        assertThat(before.onExit().orTimeout(30, TimeUnit.SECONDS).join().isAlive()).isFalse();

        // A check cut half way (Ctrl+C): its server ends, the next check starts another.
        final ProcessHandle serving = server(project).orElseThrow();
        Process cut = new ProcessBuilder("sh", project.resolve("check").toString(), "--games",
                "5000").directory(project.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("cut.log").toFile()).start();
        cut.getOutputStream().close();
        Thread.sleep(1_500);
        cut.descendants().forEach(ProcessHandle::destroyForcibly);
        cut.destroyForcibly().waitFor();
        assertThat(serving.onExit().orTimeout(30, TimeUnit.SECONDS).join().isAlive())
                .as(Files.readString(project.resolve("target/check-server/server.log")))
                .isFalse();
        Ran afterCut = check(project, false);
        assertThat(verdict(afterCut)).isEqualTo(verdict(cold));

        // Another JDK: a server of its own, with the same verdict.
        assumeTrue(Files.isExecutable(Shipped.JAVA_25), "no second JDK on this machine");
        ProcessHandle java17 = server(project).orElseThrow();
        Map<String, String> environment = new HashMap<>(environment(false));
        environment.put("JAVA_HOME", Shipped.JAVA_25.getParent().getParent().toString());
        Ran other = Shipped.run(List.of("sh", project.resolve("check").toString()), project,
                environment, 300);
        assertThat(verdict(other)).as(other.output()).isEqualTo(verdict(cold));
        assertThat(server(project)).isPresent().get().isNotEqualTo(java17);
        assertThat(java17.onExit().orTimeout(30, TimeUnit.SECONDS).join().isAlive()).isFalse();
    }

    @Test
    void twoChecksAtOnceGiveOneVerdict() throws IOException, InterruptedException {
        Path project = project("twice");
        Ran cold = check(project, true);
        List<Callable<Ran>> both = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            both.add(() -> check(project, false));
        }
        for (Ran ran : Shipped.atOnce(both)) {
            assertThat(verdict(ran)).as(ran.output()).isEqualTo(verdict(cold));
            assertThat(ran.status()).isEqualTo(cold.status());
        }
    }

    /** A copy of the kit with the complete sample and the one-line bug. */
    private static Path project(String name) throws IOException {
        Path project = dir.resolve(name);
        copy(template, project);
        Path game = source(project);
        String text = Files.readString(game, StandardCharsets.UTF_8);
        assertThat(text).contains(FOUR);
        Files.writeString(game, text.replace(FOUR, FIVE), StandardCharsets.UTF_8);
        return project;
    }

    private static Path source(Path project) {
        return project.resolve("src/main/java/tabuleiro/connectfour/Game.java");
    }

    /** A change that changes no verdict: a line added. */
    private static void changeALine(Path project) throws IOException {
        Files.writeString(source(project), Files.readString(source(project))
                + "// a line added\n");
    }

    /** The kit's {@code ./check}, warm or cold, as a student runs it. */
    private static Ran check(Path project, boolean cold, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", project.resolve("check")
                .toString()));
        command.addAll(List.of(args));
        return Shipped.run(command, project, environment(cold), 300);
    }

    private static Map<String, String> environment(boolean cold) {
        Map<String, String> environment = new HashMap<>(Map.of("JAVA_HOME",
                System.getProperty("java.home"), "TABULEIRO_CHECK_IDLE", "120"));
        environment.put("TABULEIRO_CHECK", cold ? "cold" : "warm");
        return environment;
    }

    /**
     * What a check said but for its times, and what it kept from an earlier check (the last
     * lines name the sources it checked by their digest, which {@link #digest} compares, and
     * what it took from an earlier check of the same classes).
     */
    private static List<String> verdict(Ran ran) {
        return ran.output().lines().filter(line -> !line.startsWith("(compiled in"))
                .filter(line -> !line.startsWith("Taken from an earlier check"))
                .map(line -> line.replaceAll(" \\((compiled now|their classes kept).*", ""))
                .toList();
    }

    private static String digest(Ran ran) {
        return ran.output().lines().filter(line -> line.startsWith("Checked: ")).findFirst()
                .orElseThrow().replaceAll(" \\(.*", "");
    }

    /** The server that a project's file names, while it runs. */
    private static Optional<ProcessHandle> server(Path project) throws IOException {
        Path file = project.resolve("target/check-server/server.properties");
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            properties.load(in);
        }
        try {
            return ProcessHandle.of(Long.parseLong(properties.getProperty("pid", "")));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
                if (Files.isExecutable(file)) {
                    target.toFile().setExecutable(true, false);
                }
            }
        }
    }
}
