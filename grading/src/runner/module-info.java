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
 * <p>The compiler JVM runs the same jar on its class path, where it is not a module; the
 * compiler's modules are therefore read only where they are there ({@code requires static}).
 */
module tabuleiro.grading.runner {
    requires static java.compiler;
    requires static jdk.compiler;

    exports tabuleiro.grading.child;
}
