package tabuleiro.connectfour;

import java.io.OutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import sun.misc.Unsafe;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection): {@code sun.misc.Unsafe}
 * against private and final state: the runner's progress writer read without
 * {@code setAccessible}, the names of JUnit's {@code FAILED} and {@code ABORTED} statuses
 * changed to {@code SUCCESSFUL} (the runner writes {@code status().name()} to its log), and
 * AssertJ's comparison strategy replaced by one under which everything is equal.
 */
final class Unsafes {

    private Unsafes() {
    }

    static Unsafe unsafe() throws ReflectiveOperationException {
        Field field = Unsafe.class.getDeclaredField("theUnsafe");
        field.setAccessible(true);
        return (Unsafe) field.get(null);
    }

    /** The writer's stream, and every scenario passed, without setAccessible on the runner. */
    @SuppressWarnings("deprecation")
    static void forge() {
        try {
            Unsafe unsafe = unsafe();
            Class<?> type = Class.forName(Player.Hook.WRITER);
            Field installed = type.getDeclaredField("installed");
            Object writer = unsafe.getObjectVolatile(unsafe.staticFieldBase(installed),
                    unsafe.staticFieldOffset(installed));
            if (writer == null) {
                throw new IllegalStateException("no writer");
            }
            OutputStream stream = (OutputStream) unsafe.getObject(writer,
                    unsafe.objectFieldOffset(type.getDeclaredField("out")));
            synchronized (writer) {
                stream.write((Player.Hook.passed(running(writer)) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
                stream.flush();
            }
            Player.Hook.note("Unsafe: ProgressWriter.installed and its stream", "OK",
                    "the running scenario passed");
        } catch (ReflectiveOperationException | java.io.IOException | RuntimeException e) {
            Player.Hook.note("Unsafe: ProgressWriter.installed and its stream", "REFUSED",
                    e.toString());
        }
    }

    private static String running(Object writer) throws ReflectiveOperationException {
        java.lang.reflect.Method running = writer.getClass().getDeclaredMethod("running");
        running.setAccessible(true);
        Optional<?> current = (Optional<?>) running.invoke(writer);
        if (current.isEmpty()) {
            return "";
        }
        java.lang.reflect.Method id = current.get().getClass().getDeclaredMethod("id");
        id.setAccessible(true);
        return (String) id.invoke(current.get());
    }

    /** Renames JUnit's and Cucumber's failing statuses: every result then reads as passed. */
    @SuppressWarnings("deprecation")
    static void passEveryResult() {
        try {
            Unsafe unsafe = unsafe();
            long name = unsafe.objectFieldOffset(Enum.class.getDeclaredField("name"));
            Class<?> junit = Class.forName("org.junit.platform.engine.TestExecutionResult$Status");
            for (Object constant : junit.getEnumConstants()) {
                if (!((Enum<?>) constant).name().equals("SUCCESSFUL")) {
                    unsafe.putObjectVolatile(constant, name, "SUCCESSFUL");
                }
            }
            Player.Hook.note("Unsafe: JUnit's FAILED and ABORTED renamed SUCCESSFUL", "OK",
                    List.of(junit.getEnumConstants()).toString());
        } catch (ReflectiveOperationException | RuntimeException e) {
            Player.Hook.note("Unsafe: JUnit's FAILED and ABORTED renamed SUCCESSFUL",
                    "REFUSED", e.toString());
        }
        try {
            Unsafe unsafe = unsafe();
            Class<?> cucumber = Class.forName("io.cucumber.plugin.event.Status");
            Field failed = cucumber.getDeclaredField("FAILED");
            Field passed = cucumber.getDeclaredField("PASSED");
            Object pass = passed.get(null);
            for (String name : List.of("FAILED", "AMBIGUOUS", "UNDEFINED", "PENDING")) {
                Field field = cucumber.getDeclaredField(name);
                unsafe.putObjectVolatile(unsafe.staticFieldBase(field),
                        unsafe.staticFieldOffset(field), pass);
            }
            Player.Hook.note("Unsafe: Cucumber's Status.FAILED made Status.PASSED", "OK",
                    "FAILED is now " + failed.get(null));
        } catch (ReflectiveOperationException | RuntimeException e) {
            Player.Hook.note("Unsafe: Cucumber's Status.FAILED made Status.PASSED", "REFUSED",
                    e.toString());
        }
    }

    /** AssertJ's equality made always true, for rule books whose steps use AssertJ. */
    @SuppressWarnings("deprecation")
    static void assertjAlwaysEqual() {
        try {
            Unsafe unsafe = unsafe();
            Class<?> objects = Class.forName("org.assertj.core.internal.Objects");
            Class<?> strategy = Class.forName("org.assertj.core.internal.ComparisonStrategy");
            Object lenient = Proxy.newProxyInstance(strategy.getClassLoader(),
                    new Class<?>[] {strategy}, (proxy, method, arguments) ->
                            method.getReturnType() == boolean.class ? Boolean.TRUE : null);
            Object instance = objects.getMethod("instance").invoke(null);
            unsafe.putObjectVolatile(instance, unsafe.objectFieldOffset(
                    objects.getDeclaredField("comparisonStrategy")), lenient);
            Player.Hook.note("Unsafe: AssertJ's Objects.comparisonStrategy always equal", "OK",
                    "isEqualTo passes for anything");
        } catch (ReflectiveOperationException | RuntimeException e) {
            Player.Hook.note("Unsafe: AssertJ's Objects.comparisonStrategy always equal",
                    "REFUSED", e.toString());
        }
    }
}
