package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.child.AgentHost;
import tabuleiro.grading.sandbox.ChildJvm;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.games.TournamentGame;

/**
 * What the build puts on a grading JVM's class path: the packaged {@code runner/} folder holds
 * the runner's own thin jar and the rule book's libraries, and nothing of the games (the
 * reference reached every grading JVM once, through the grader jar's manifest), nor any jar
 * whose manifest brings other jars along; nor does the grader's own jar, its lib/ or its
 * manifest any more.
 */
class RunnerFolderIT {

    private static final Path RUNNER = Shipped.root().resolve("grading/target/runner");

    @Test
    void theRunnerFolderHoldsNoGameClassAndNoJarNamesAnother() throws IOException {
        assertThat(Shipped.jarsUnder(RUNNER)).isNotEmpty();
        for (Path jar : Shipped.jarsUnder(RUNNER)) {
            assertThat(RunnerClasspath.holdsGameClasses(jar)).as("%s holds a game class", jar)
                    .isFalse();
            assertThat(RunnerClasspath.manifestClassPath(jar)).as("%s names other jars", jar)
                    .isEmpty();
        }
        assertThat(RunnerClasspath.ofRunnerFolder(RUNNER).entries())
                .noneMatch(jar -> jar.getFileName().toString().equals("tabuleiro-grader.jar"));
    }

    @Test
    void theRunnersJarIsSealedAndHoldsTheRunnerAlone() throws IOException {
        try (JarFile jar = new JarFile(RUNNER.resolve("tabuleiro-grader-runner.jar").toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Sealed"))
                    .isEqualTo("true");
            assertThat(jar.stream().map(ZipEntry::getName)
                    .filter(name -> name.endsWith(".class")))
                    .isNotEmpty()
                    .allMatch(name -> name.startsWith("tabuleiro/grading/child/")
                            || name.matches("tabuleiro/grading/games/[a-z]+/child/[^/]+")
                            || name.startsWith("tabuleiro/grading/workspace/PublicApi")
                            || name.equals("module-info.class"));
        }
        // A named module that exports its package and opens nothing: what keeps the channel's
        // key out of reach of the submission's code on every Java.
        ModuleDescriptor module = ModuleFinder.of(RUNNER.resolve("tabuleiro-grader-runner.jar"))
                .find(ChildJvm.RUNNER_MODULE).orElseThrow().descriptor();
        assertThat(module.isOpen()).isFalse();
        assertThat(module.opens()).isEmpty();
        assertThat(module.exports()).extracting(ModuleDescriptor.Exports::source)
                .containsExactly("tabuleiro.grading.child");
        // The feature files a grading JVM is sent live in a package that is not exported; its
        // file system and URL handler are installed, which is how Cucumber reaches them.
        assertThat(module.packages()).contains("tabuleiro.grading.child.feed");
        // Each game's engine for the agents' host is in the module, named by the parent and
        // not exported: the exported package names no game, and the submission none of them.
        assertThat(module.packages()).containsAll(Games.all().stream()
                .map(game -> "tabuleiro.grading.games." + game.id() + ".child").toList());
        assertThat(module.provides()).extracting(ModuleDescriptor.Provides::service)
                .containsExactlyInAnyOrder("java.nio.file.spi.FileSystemProvider",
                        "java.net.spi.URLStreamHandlerProvider");
    }

    @Test
    void theRunnersAgentHostPlaysOnlyAnEngineOfItsOwnModule(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path jar = RUNNER.resolve("tabuleiro-grader-runner.jar");
        // A class of the submission's, on the class path as a grading JVM's submission is, that
        // implements the exported HostedGame: given its name, the host must not play it.
        Path source = folder.resolve("src/tabuleiro/quarto/Posing.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, String.join("\n",
                "package tabuleiro.quarto;",
                "public final class Posing implements tabuleiro.grading.child.HostedGame {",
                "    public Posing(ClassLoader loader) {",
                "    }",
                "    public Class<?> agentType() {",
                "        return Posing.class;",
                "    }",
                "    public boolean readable(String moves) {",
                "        return true;",
                "    }",
                "    public String ask(Object agent, String moves) {",
                "        return moves;",
                "    }",
                "}", ""));
        Path classes = Files.createDirectories(folder.resolve("classes"));
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d",
                classes.toString(), "-cp", jar.toString(), source.toString())).isZero();

        String posing = agentHost(jar, classes, "tabuleiro.quarto.Posing");
        assertThat(posing).contains("no engine: tabuleiro.quarto.Posing is not one of the"
                + " grader's engines").doesNotContain("\tready\t");
        // A game's own engine, a package of the module that it does not export, is found by
        // the name the grader passes, and made: it then looks for the submission's game.
        for (TournamentGame game : TournamentGame.values()) {
            assertThat(agentHost(jar, classes, game.hostedEngine())).as(game.id())
                    .contains("no agent: java.lang.ClassNotFoundException: tabuleiro."
                            + game.id() + ".");
        }
    }

    /** What the runner's agents' host answers, run as a grading JVM runs it, for an engine. */
    private static String agentHost(Path jar, Path classes, String engine)
            throws IOException, InterruptedException {
        Process host = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "--module-path", jar.toString(), "--add-reads",
                ChildJvm.RUNNER_MODULE + "=ALL-UNNAMED", "-cp", classes.toString(), "-m",
                ChildJvm.RUNNER_MODULE + "/" + AgentHost.class.getName(), engine, "1",
                "tabuleiro.quarto.Posing").redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (OutputStream in = host.getOutputStream()) {
            in.write(("00".repeat(32) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(host.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(host.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(host.exitValue()).as(out).isEqualTo(1);
        return out;
    }

    @Test
    void noJvmStartedFromTheGradersJarCanLoadTheReference() throws IOException,
            ClassNotFoundException {
        Path grader = Shipped.graderJar();
        assertThat(RunnerClasspath.manifestClassPath(grader)).hasValueSatisfying(classPath ->
                assertThat(classPath).doesNotContain("tabuleiro-reference"));
        assertThat(RunnerClasspath.holdsGameClasses(grader)).as("the grader's jar").isFalse();
        for (Path jar : Shipped.jarsUnder(grader.resolveSibling("lib"))) {
            assertThat(RunnerClasspath.holdsGameClasses(jar)).as("%s holds a game class", jar)
                    .isFalse();
        }
        // A class loader over the jar follows its manifest's Class-Path, as java -jar does.
        try (URLClassLoader started = new URLClassLoader(new URL[] {grader.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            assertThat(started.loadClass("tabuleiro.grading.Grader")).isNotNull();
            for (String game : List.of("connectfour.Game", "quarto.Game", "chess.Game",
                    "checkers.Game", "qwirkle.Game", "cli.BoardPictures")) {
                assertThatExceptionOfType(ClassNotFoundException.class).as(game)
                        .isThrownBy(() -> started.loadClass("tabuleiro." + game));
            }
        }
    }

    @Test
    void theGradersJarCarriesTheBoardAlbumOfEveryGame() throws IOException {
        try (JarFile jar = new JarFile(Shipped.graderJar().toFile())) {
            assertThat(jar.stream().map(ZipEntry::getName)
                    .filter(name -> name.startsWith("tabuleiro/grading/report/feedback/album/")
                            && name.endsWith(".svg"))
                    .map(name -> name.split("/")[5]).distinct())
                    .containsExactlyInAnyOrderElementsOf(Games.all().stream()
                            .map(GameModule::command).toList());
        }
    }
}
