package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Sha256;

/**
 * A class data sharing archive of the grading JVMs' own classes (Cucumber, the JUnit Platform,
 * the rule book's glue, the runner): made once, then mapped by every grading JVM instead of
 * loading and verifying the same few thousand classes from the jars each time.
 *
 * <p>The archive is kept once per machine ({@link MachineCache}), so every class run of the same
 * grader maps it, whatever its report folder. It is made by running the rule book once with no
 * submission on the class path (its steps then fail, but its classes are loaded), by the
 * grader's own code only. Java archives only
 * jars, so a class path with a folder (the grader's tests, an IDE) gets no archive; and a JVM that
 * cannot map an archive runs without it. Either way grading is the same, only slower.
 */
public final class SharedClasses {

    private static final long MAKE_SECONDS = 60;

    /** The names of the archives in their folder. */
    private static final String ARCHIVES = "runner-*.jsa";

    private SharedClasses() {
    }

    /**
     * Finds or makes the archive for a class path. An archive is named by a digest of what it
     * was made from (the class path's jars by name, size and time of change, the JVM's options,
     * the Java), so a later run with the same grader takes it as it is, and the grading JVMs'
     * command lines in {@code work/} can be run again by hand.
     *
     * @param folder where archives are kept; created if needed
     * @param classpath the grading JVMs' class path without the submission's classes
     * @param rulebook the packages of the feature files the JVMs run and of their step
     *     definitions
     * @param limits the scheme's limits, for the JVM's heap
     * @param runtime the Java the grading JVMs run on
     * @return the archive, or empty when none could be made
     * @throws InterruptedException if the grader is interrupted while it is made
     */
    public static Optional<Path> make(Path folder, List<Path> classpath,
            RuleBookPackages rulebook, Limits limits, GradingRuntime runtime)
            throws InterruptedException {
        return make(folder, classpath, rulebook, limits, runtime, Map.of());
    }

    /**
     * Finds or makes the archive for a class path, running the feature files the grading JVMs
     * will be sent, as they are sent (on standard input), so that the archive holds the classes
     * that read them. A dynamic archive holds classes, never the objects of a run: no feature
     * file's text is in it.
     *
     * @param folder where archives are kept; created if needed
     * @param classpath the grading JVMs' class path without the submission's classes
     * @param rulebook the packages of the feature files the JVMs run and of their step
     *     definitions
     * @param limits the scheme's limits, for the JVM's heap
     * @param runtime the Java the grading JVMs run on
     * @param features the feature files to run by resource name; empty to run the class path's
     * @return the archive, or empty when none could be made
     * @throws InterruptedException if the grader is interrupted while it is made
     */
    public static Optional<Path> make(Path folder, List<Path> classpath,
            RuleBookPackages rulebook, Limits limits, GradingRuntime runtime,
            Map<String, String> features) throws InterruptedException {
        if (classpath.stream().anyMatch(Files::isDirectory)) {
            return Optional.empty();
        }
        Path scratch = null;
        try {
            Files.createDirectories(folder);
            scratch = Files.createTempDirectory(folder, "making-");
            List<String> java = ChildJvm.command(runtime, limits, classpath,
                    Optional.empty(), scratch, List.of(rulebook.features(), rulebook.glue(),
                            Integer.toString(limits.scenarioSeconds())));
            Path archive = folder.resolve("runner-" + digest(java, classpath) + ".jsa");
            if (Files.isRegularFile(archive)) {
                MachineCache.used(archive, ARCHIVES);
                return Optional.of(archive);
            }
            Path made = scratch.resolve("runner.jsa");
            List<String> command = new ArrayList<>(java);
            command.add(1, "-XX:ArchiveClassesAtExit=" + made);
            Process process = new ProcessBuilder(command).directory(scratch.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(scratch.resolve("make.log").toFile()).start();
            // The runner wants a channel key first; this run's results are not read.
            byte[] key = new byte[32];
            new SecureRandom().nextBytes(key);
            List<String> input = new ArrayList<>();
            input.add(HexFormat.of().formatHex(key));
            input.addAll(SpecRun.featureLines(features));
            try (OutputStream in = process.getOutputStream()) {
                in.write((String.join("\n", input) + "\n").getBytes(StandardCharsets.UTF_8));
            }
            if (!process.waitFor(MAKE_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return Optional.empty();
            }
            if (!Files.isRegularFile(made)) {
                return Optional.empty();
            }
            Files.move(made, archive, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
            MachineCache.used(archive, ARCHIVES);
            return Optional.of(archive);
        } catch (IOException e) {
            return Optional.empty();
        } finally {
            if (scratch != null) {
                try {
                    FileTrees.delete(scratch);
                } catch (IOException e) {
                    // A scratch folder left behind is no failure of the grading.
                }
            }
        }
    }

    /** A digest of what an archive is made from; the scratch folder's name left out. */
    private static String digest(List<String> java, List<Path> classpath) throws IOException {
        MessageDigest digest = Sha256.digest();
        StringBuilder text = new StringBuilder(java.get(0) + " " + Runtime.version() + "\n");
        // The JVM's options and the module options (the runner's module, the modules it may
        // load) decide what an archive holds; the class path is digested below.
        java.stream().filter(option -> option.startsWith("-X") || option.startsWith("--")
                || option.contains("=ALL-UNNAMED") || option.startsWith("java.base"))
                .forEach(option ->
                text.append(option).append('\n'));
        for (Path entry : classpath) {
            text.append(entry).append(' ').append(Files.size(entry)).append(' ')
                    .append(Files.getLastModifiedTime(entry)).append('\n');
        }
        return HexFormat.of().formatHex(digest.digest(text.toString()
                .getBytes(StandardCharsets.UTF_8))).substring(0, 16);
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
