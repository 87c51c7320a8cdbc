package tabuleiro.grading.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import tabuleiro.grading.FileTrees;
import tabuleiro.grading.Scheme.Limits;

/**
 * A class data sharing archive of the grading JVMs' own classes (Cucumber, the JUnit Platform,
 * the rule book's glue, the runner): made once per grading run, then mapped by every grading JVM
 * instead of loading and verifying the same few thousand classes from the jars each time. It
 * saves about a sixth of each grading JVM's processor time.
 *
 * <p>The archive is made by running the rule book once with no submission on the class path (its
 * steps then fail, but its classes are loaded), by the grader's own code only. Java archives only
 * jars, so a class path with a folder (the grader's tests, an IDE) gets no archive; and a JVM that
 * cannot map an archive runs without it. Either way grading is the same, only slower.
 */
public final class SharedClasses {

    private static final long MAKE_SECONDS = 60;

    private SharedClasses() {
    }

    /**
     * Makes the archive for a class path.
     *
     * @param classpath the grading JVMs' class path without the submission's classes
     * @param rulebook the rule book's package
     * @param limits the scheme's limits, for the JVM's heap
     * @return the archive, in a folder of its own deleted when the grader ends, or empty when
     *     none could be made
     * @throws InterruptedException if the grader is interrupted while it is made
     */
    public static Optional<Path> make(List<Path> classpath, String rulebook, Limits limits)
            throws InterruptedException {
        if (classpath.stream().anyMatch(Files::isDirectory)) {
            return Optional.empty();
        }
        try {
            Path folder = Files.createTempDirectory("tabuleiro-classes");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    FileTrees.delete(folder);
                } catch (IOException e) {
                    // A temporary folder left behind is no failure of the grading.
                }
            }));
            Path archive = folder.resolve("runner.jsa");
            List<String> java = ChildJvm.command(limits.heapMegabytes(), classpath,
                    Optional.empty(), folder, List.of(folder.resolve("progress.log").toString(),
                            rulebook, Integer.toString(limits.scenarioSeconds())));
            List<String> command = new ArrayList<>(java);
            command.add(1, "-XX:ArchiveClassesAtExit=" + archive);
            Process process = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(folder.resolve("make.log").toFile()).start();
            process.getOutputStream().close();
            if (!process.waitFor(MAKE_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return Optional.empty();
            }
            return Files.isRegularFile(archive) ? Optional.of(archive) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * Returns the options that make a grading JVM map an archive.
     *
     * @param archive the archive, if any
     * @return the options, none without an archive
     */
    static List<String> options(Optional<Path> archive) {
        return archive.map(file -> List.of("-XX:SharedArchiveFile=" + file, "-Xshare:auto"))
                .orElse(List.of());
    }
}
