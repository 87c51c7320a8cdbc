/**
 * The rule book's feature files inside a grading JVM: held in the runner module's memory, read
 * by Cucumber through a file system of its own, and gone before the submission runs.
 *
 * <p>The grader sends the feature files on the JVM's standard input ({@code SpecRunner} reads it
 * whole before anything else), so no jar, file, command line or environment variable the
 * submission could read holds a scenario's text. Cucumber's engine finds feature files through
 * the thread's class loader and opens them as {@link java.nio.file.Path}s, so
 * {@link FeatureFiles} shows it, for the time of discovery alone, a class loader whose feature
 * package's resources are {@code tabuleiro-rulebook:} URLs of {@link MemoryProvider}'s file
 * system; Cucumber parses them into its scenarios, and the file system is then emptied.
 *
 * <p>This package is not exported by the module {@code tabuleiro.grading.runner} (and, like the
 * whole module, opened to no one): the submission, in the class path's unnamed module, can name
 * none of its classes and reach none of its fields. The one object it can reach, the installed
 * file system provider (every provider is listed by the JDK), serves nothing once discovery is
 * over, which is before any class of the submission is loaded.
 */
package tabuleiro.grading.child.feed;
