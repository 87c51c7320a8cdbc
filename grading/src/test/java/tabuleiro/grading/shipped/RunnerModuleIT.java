package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.sandbox.ChildJvm;
import tabuleiro.grading.sandbox.GradingRuntime;

/**
 * The boundary that holds even where the forbidden-API scan is fooled: code on a grading JVM's
 * class path (where the submission is), run with the packaged runner's module and exactly the
 * grading JVM's module options ({@link ChildJvm#moduleOptions}), on Java 17 and on this
 * machine's Java 24+, cannot open the runner's module, load the JDK's diagnostic, agent,
 * {@code Unsafe} or call-by-name modules, or load native code: on the run-time image of the
 * grading modules that the grader makes with jlink, and on the JDK limited to them.
 *
 * <p>The probe uses reflection freely: it stands for a submission that got past the class
 * check by a route no one has thought of yet. Each probe prints {@code HELD name} or
 * {@code ESCAPED name}.
 */
class RunnerModuleIT {

    private static final String PROBE =
            """
            import java.lang.reflect.Field;
            public class Probe {
                static void probe(String name, java.util.concurrent.Callable<Object> attempt) {
                    try {
                        Object got = attempt.call();
                        System.out.println("ESCAPED " + name + ": " + got);
                    } catch (Throwable e) {
                        System.out.println("HELD " + name + ": " + e);
                    }
                }
                public static void main(String[] args) {
                    probe("runner-private-field", () -> {
                        Field field = Class.forName("tabuleiro.grading.child.ProgressWriter")
                                .getDeclaredField("installed");
                        field.setAccessible(true);
                        return field.get(null);
                    });
                    probe("runner-private-lookup", () -> java.lang.invoke.MethodHandles
                            .privateLookupIn(Class.forName("tabuleiro.grading.child.Channel"),
                                    java.lang.invoke.MethodHandles.lookup()));
                    for (String name : new String[] {"sun.misc.Unsafe",
                            "java.lang.management.ManagementFactory",
                            "com.sun.management.HotSpotDiagnosticMXBean",
                            "java.lang.instrument.Instrumentation", "java.beans.Expression",
                            "javax.script.ScriptEngineManager", "jdk.jfr.Recording",
                            "com.sun.tools.attach.VirtualMachine"}) {
                        probe("class " + name, () -> Class.forName(name));
                    }
                    if (Runtime.version().feature() >= 24) {
                        probe("native-library", () -> {
                            System.loadLibrary("zip");
                            return "loaded";
                        });
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void codeOnTheClassPathCannotOpenTheRunnerOrLoadWhatReadsTheJvm() throws Exception {
        Path runnerJar = Shipped.root().resolve("grading/target/runner/"
                + "tabuleiro-grader-runner.jar");
        assertThat(ChildJvm.runnerModule(List.of(runnerJar))).as("the packaged runner is a"
                + " named module").contains(runnerJar);
        Path classes = compileProbe();
        List<Path> homes = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"))));
        Optional<Path> java25 = Shipped.java25();
        java25.ifPresent(java -> homes.add(java.getParent().getParent()));
        for (Path home : homes) {
            int feature = home.equals(homes.get(0)) ? Runtime.version().feature() : 25;
            // The two runtimes a grader may give its grading JVMs: the image of the grading
            // modules that jlink makes, and the JDK told to load only them.
            GradingRuntime image = GradingRuntime.prepare(home, dir.resolve("cache"));
            assertThat(image.image()).as(image.description()).isTrue();
            GradingRuntime limited = new GradingRuntime(home, false, "the JDK, limited");
            for (GradingRuntime runtime : List.of(image, limited)) {
                List<String> command = new ArrayList<>(List.of(runtime.java().toString()));
                command.addAll(ChildJvm.moduleOptions(runnerJar, feature, runtime.limits()));
                command.addAll(List.of("-cp", classes.toString(), "Probe"));
                Shipped.Ran ran = Shipped.run(command, dir, Map.of(), 120);

                assertThat(ran.status()).as(ran.output()).isZero();
                List<String> lines = ran.output().lines()
                        .filter(line -> line.startsWith("HELD") || line.startsWith("ESCAPED"))
                        .toList();
                assertThat(lines).as("Java %d on %s: %s", feature, runtime.description(),
                        ran.output())
                        .hasSize(feature >= 24 ? 11 : 10)
                        .allMatch(line -> line.startsWith("HELD"));
            }
        }
    }

    private Path compileProbe() throws IOException {
        Path source = dir.resolve("Probe.java");
        Files.writeString(source, PROBE, StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release",
                "17", "-d", classes.toString(), source.toString());
        assertThat(status).isZero();
        return classes;
    }
}
