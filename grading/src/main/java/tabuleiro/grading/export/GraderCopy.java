package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.oracle.ClassGames;
import tabuleiro.grading.sandbox.RunnerClasspath;

/**
 * Copies the running grader into a bundle: its class path entries (from the jar, the jar and
 * its {@code lib/}, laid out as they are; from class folders, those folders and jars) into a
 * {@code grader/} folder, and a {@code classpath} file there that lists them in order, one per
 * line, relative to it. A bundle's script builds the {@code java -cp} argument from that file,
 * so the bundle works whichever way the grader was started. From the jar, the grading JVMs'
 * {@code runner/} folder is copied beside it as well.
 *
 * <p>No entry that holds a class of the games is copied: the grader's class path never carries
 * the reference (it holds none either since its board pictures are drawn when it is built; the
 * check stays, for a grader run from class folders beside the reference), and the one bundle
 * that takes the reference along takes it apart ({@link #referenceInto}). Nor is
 * JPlag's: a bundle grades or checks one submission and never
 * compares a class, and JPlag's GPL-3.0 would otherwise go to every student with the kit.
 */
final class GraderCopy {

    /** The file, in the {@code grader/} folder, that lists the class path. */
    static final String CLASSPATH = "classpath";

    /** The reference's folder beside the grader, as the oracle names it. */
    static final String REFERENCE = "oracle";

    /** The system property that names the reference's folder elsewhere, as the oracle reads it. */
    static final String REFERENCE_PROPERTY = "tabuleiro.oracle";

    private GraderCopy() {
    }

    /**
     * Copies the grader.
     *
     * @param folder the {@code grader/} folder to fill; created if needed
     * @throws IOException if the grader's files cannot be read or copied
     */
    static void into(Path folder) throws IOException {
        Files.createDirectories(folder);
        List<Path> entries = new ArrayList<>();
        for (Path entry : RunnerClasspath.graderEntries()) {
            if (!RunnerClasspath.holdsGameClasses(entry) && !holdsJplag(entry)) {
                entries.add(entry);
            }
        }
        // From the jar, its lib/ keeps its place beside it: the jar's manifest names it so.
        Path base = Files.isRegularFile(entries.get(0)) ? entries.get(0).getParent() : null;
        List<String> lines = new ArrayList<>();
        int n = 0;
        for (Path entry : entries) {
            n++;
            String name = base != null && entry.startsWith(base)
                    ? base.relativize(entry).toString().replace('\\', '/')
                    : (Files.isDirectory(entry) ? n + "-" : "") + entry.getFileName();
            if (lines.contains(name)) {
                name = n + "-" + entry.getFileName();
            }
            Files.createDirectories(folder.resolve(name).getParent());
            copy(entry, folder.resolve(name));
            lines.add(name);
        }
        if (base != null) {
            Path runner = base.resolve(RunnerClasspath.RUNNER);
            RunnerClasspath.ofRunnerFolder(runner);
            copy(runner, folder.resolve(RunnerClasspath.RUNNER));
        }
        Files.write(folder.resolve(CLASSPATH), lines, StandardCharsets.UTF_8);
    }

    /**
     * Copies the reference that answers the generated examples, the jars of the folder
     * {@code oracle/} beside the grader (or the folder {@value #REFERENCE_PROPERTY} names),
     * into {@code grader/oracle/}, where the copied grader looks for it. Only a bundle that
     * runs beside the students' code as another user, which cannot read that folder, takes it
     * (Gradescope's): {@link #into} never copies it, so a kit or a template never holds it.
     *
     * @param folder the {@code grader/} folder {@link #into} filled
     * @return the folder written, or empty when the grader has no reference beside it
     * @throws IOException if the reference cannot be read or copied
     */
    static Optional<Path> referenceInto(Path folder) throws IOException {
        String named = System.getProperty(REFERENCE_PROPERTY);
        Path source;
        if (named != null && !named.isBlank()) {
            source = Path.of(named);
        } else {
            try {
                source = Path.of(GraderCopy.class.getProtectionDomain().getCodeSource()
                        .getLocation().toURI()).toAbsolutePath().getParent()
                        .resolve(REFERENCE);
            } catch (java.net.URISyntaxException e) {
                throw new IOException("cannot tell where the grader is", e);
            }
        }
        List<Path> jars;
        if (!Files.isDirectory(source)) {
            return Optional.empty();
        }
        try (Stream<Path> list = Files.list(source)) {
            jars = list.filter(path -> path.getFileName().toString().endsWith(".jar"))
                    .sorted().toList();
        }
        if (jars.isEmpty()) {
            return Optional.empty();
        }
        Path target = folder.resolve(REFERENCE);
        Files.createDirectories(target);
        for (Path jar : jars) {
            Files.copy(jar, target.resolve(jar.getFileName().toString()),
                    StandardCopyOption.REPLACE_EXISTING);
        }
        return Optional.of(target);
    }

    /**
     * Plays the class's generated games of a scheme into a bundle's copy of the reference,
     * where they are sealed with it, so that a platform that grades one submission a run reads
     * them rather than playing them for each submission ({@code oracle.ClassGames}).
     *
     * @param oracle the bundle's reference folder
     * @param scheme the class's scheme
     * @throws IOException if the reference cannot be opened
     */
    static void classGamesInto(Path oracle, Scheme scheme) throws IOException {
        GeneratedSetting setting = scheme.generatedSetting();
        String rulebook = scheme.rulebook();
        if (setting.asked(rulebook)) {
            ClassGames.prepare(oracle, rulebook.substring(rulebook.lastIndexOf('.') + 1),
                    setting.gamesSeed(), setting.gameCount(rulebook));
        }
    }

    /** Whether a class path entry is a jar of JPlag's (its classes are under de/jplag/). */
    private static boolean holdsJplag(Path entry) throws IOException {
        if (!Files.isRegularFile(entry) || !entry.toString().endsWith(".jar")) {
            return false;
        }
        try (java.util.zip.ZipFile jar = new java.util.zip.ZipFile(entry.toFile())) {
            return jar.stream().anyMatch(zipEntry -> zipEntry.getName().startsWith("de/jplag/"));
        }
    }

    private static void copy(Path source, Path target) throws IOException {
        if (!Files.isDirectory(source)) {
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path file : walk.toList()) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
