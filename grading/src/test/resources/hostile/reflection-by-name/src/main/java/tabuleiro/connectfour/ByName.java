package tabuleiro.connectfour;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection-by-name): reflection with
 * no reflective name in the class file. {@code Class.forName}, {@code getDeclaredField},
 * {@code setAccessible} and {@code Field.get} are all looked up as method handles from strings
 * built at run time, then the runner's installed progress writer is read and told that the
 * running scenario passed. Where it gets that far, the scenario's result is forged; where a
 * step is refused, the exception ends the route (the skeleton's stubs then fail every rule).
 */
final class ByName {

    private static boolean struck;

    private ByName() {
    }

    static synchronized void forge() {
        if (struck) {
            return;
        }
        struck = true;
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            MethodHandle forName = lookup.findStatic(Class.class, "for" + "Name",
                    MethodType.methodType(Class.class, String.class));
            Class<?> writer = (Class<?>) forName.invoke("tabuleiro.grading.child.Progress"
                    + "Writer");
            Class<?> field = (Class<?>) forName.invoke("java.lang.reflect." + "Field");
            Class<?> accessible = (Class<?>) forName.invoke("java.lang.reflect."
                    + "AccessibleObject");
            MethodHandle declared = lookup.findVirtual(Class.class, "getDeclared" + "Field",
                    MethodType.methodType(field, String.class));
            Object installed = declared.invoke(writer, "installed");
            lookup.findVirtual(accessible, "set" + "Accessible",
                    MethodType.methodType(void.class, boolean.class)).invoke(installed, true);
            Object progress = lookup.findVirtual(field, "get",
                    MethodType.methodType(Object.class, Object.class)).invoke(installed,
                            (Object) null);
            // The writer's own method that ends a scenario, with a passed result.
            Object running = lookup.findVirtual(writer, "running",
                    MethodType.methodType(java.util.Optional.class)).invoke(progress);
            System.err.println("reflection-by-name: reached the writer, running " + running);
        } catch (Throwable e) {
            System.err.println("reflection-by-name: refused: " + e);
        }
    }
}
