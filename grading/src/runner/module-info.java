/**
 * The runner of a grading JVM as a named module: the one thing in that JVM that the submission's
 * code, in the unnamed module of the class path, cannot open.
 *
 * <p>The package is exported, because Cucumber (on the class path) creates the runner's step
 * recorder by name; it is never opened. So a submission may call the package's public methods,
 * none of which signs a result, but no reflection, method handle or {@code setAccessible} reaches
 * its private and package-private members: the key of the results' channel, the progress writer
 * and the listener. That is the JVM's strong encapsulation, which holds on every Java from 17 on
 * whatever the forbidden-API scan lets through.
 *
 * <p>The package {@code tabuleiro.grading.child.feed}, which holds the rule book's feature files
 * in memory while Cucumber discovers the scenarios, is not exported at all: the submission can
 * name none of its classes. Its file system provider and URL handler provider are installed
 * ({@code provides}), since Cucumber and the JUnit Platform open the feature files by URI and
 * URL, and the JDK resolves a scheme it does not know only through installed providers; they
 * serve nothing once discovery is over.
 *
 * <p>Each game's engine on the student's side ({@code tabuleiro.grading.games.<id>.child}, a
 * {@code HostedGame}) is a package of the module too, and not exported: the agents' host is told
 * its class by name and makes it reflectively, which needs no {@code exports} within one module,
 * and refuses a class outside the module. So the submission can name none of them, and the
 * exported package names no game.
 *
 * <p>The compiler JVM runs the same jar on its class path, where it is not a module; the
 * compiler's modules are therefore read only where they are there ({@code requires static}).
 */
module tabuleiro.grading.runner {
    requires static java.compiler;
    requires static jdk.compiler;

    exports tabuleiro.grading.child;

    provides java.nio.file.spi.FileSystemProvider
            with tabuleiro.grading.child.feed.MemoryProvider;
    provides java.net.spi.URLStreamHandlerProvider
            with tabuleiro.grading.child.feed.MemoryUrls;
}
