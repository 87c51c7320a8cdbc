package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.Sha256;

/**
 * The rule book as grading JVMs see it: the step definitions with no feature file beside them,
 * and the texts of the graded rule book's feature files, the visible rules' copy and the hidden
 * rules' copy.
 *
 * <p>No feature file is on a grading JVM's class path, where the submission's code could read
 * it: the grader sends each JVM the copy it runs on its standard input ({@link SpecRun}), and
 * the runner keeps it in its module's memory ({@code tabuleiro.grading.child.feed}). The
 * visible JVMs are sent only the visible rules; the hidden rules run later, in JVMs of their
 * own, whose output no student sees. Each copy keeps every feature file's lines where they were
 * (the other rules' lines are left blank), so Cucumber reports each scenario at the line the
 * grader's rule book knows.
 *
 * <p>Every class path entry that holds a feature file (the rule book's jar, a test's class
 * folder) is replaced by a jar of everything else it holds. The jars are made in a folder of
 * the grader's, named by a digest of what they hold, and reused while it does not change. A
 * jar of the visible rules is made only for a student's own machine (the kit, the self-check),
 * which runs them in-process ({@link #make}); grading never writes one ({@link #forGrading}).
 *
 * @param classpath the grading JVMs' class path without any feature file
 * @param visible the jar of the visible rules' feature files, for the kit and the self-check;
 *     empty when grading
 * @param visibleFeatures the visible rules' copy of each feature file, by resource name
 * @param hiddenFeatures the hidden rules' copy of each feature file that has one, by resource
 *     name; empty when no rule is hidden
 */
public record RuleBookJars(List<Path> classpath, Optional<Path> visible,
        Map<String, String> visibleFeatures, Map<String, String> hiddenFeatures) {

    private static final Pattern SCENARIO_START = Pattern.compile("(@|Scenario|Example"
            + "|Cen[aá]rio|Exemplo|Esquema|Delinea).*");

    /** Keeps unmodifiable copies. */
    public RuleBookJars {
        classpath = List.copyOf(classpath);
        visibleFeatures = Collections.unmodifiableMap(new TreeMap<>(visibleFeatures));
        hiddenFeatures = Collections.unmodifiableMap(new TreeMap<>(hiddenFeatures));
    }

    /**
     * Makes (or finds) the jars of a rule book for a student's own machine: the glue without
     * feature files, and a jar of the visible rules.
     *
     * @param folder where the jars are kept; created if needed
     * @param entries the class path, feature files included
     * @param files the rule book's feature files, each text by its resource name
     * @param blocks every Rule block of the rule book
     * @param hiddenBlocks the blocks of hidden rules
     * @return the jars
     * @throws IOException if an entry cannot be read or a jar written
     */
    public static RuleBookJars make(Path folder, List<Path> entries, Map<String, String> files,
            List<RuleBlock> blocks, Set<RuleBlock> hiddenBlocks) throws IOException {
        RuleBookJars split = forGrading(folder, entries, files, blocks, hiddenBlocks);
        return new RuleBookJars(split.classpath(), Optional.of(jar(folder, "visible",
                split.visibleFeatures())), split.visibleFeatures(), split.hiddenFeatures());
    }

    /**
     * Makes (or finds) the glue's jars of a rule book for grading JVMs, and splits its feature
     * files into the visible and the hidden rules' copies, which are written nowhere.
     *
     * @param folder where the jars are kept, a folder no grading JVM can write; created if
     *     needed
     * @param entries the grading JVMs' class path, feature files included
     * @param files the rule book's feature files, each text by its resource name
     * @param blocks every Rule block of the rule book
     * @param hiddenBlocks the blocks of hidden rules
     * @return the glue's class path and the two copies
     * @throws IOException if an entry cannot be read or a jar written
     */
    public static RuleBookJars forGrading(Path folder, List<Path> entries,
            Map<String, String> files, List<RuleBlock> blocks, Set<RuleBlock> hiddenBlocks)
            throws IOException {
        Files.createDirectories(folder);
        List<Path> classpath = new ArrayList<>();
        for (Path entry : entries) {
            classpath.add(holdsFeatures(entry) ? withoutFeatures(folder, entry) : entry);
        }
        Map<String, String> visible = new TreeMap<>();
        Map<String, String> hidden = new TreeMap<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
            List<RuleBlock> inFile = blocks.stream()
                    .filter(block -> block.resource().equals(file.getKey())).toList();
            visible.put(file.getKey(), keep(file.getValue(), inFile, hiddenBlocks, false));
            if (inFile.stream().anyMatch(hiddenBlocks::contains)) {
                hidden.put(file.getKey(), keep(file.getValue(), inFile, hiddenBlocks, true));
            }
        }
        return new RuleBookJars(classpath, Optional.empty(), visible, hidden);
    }

    /**
     * Returns the class path of an in-process run of the visible rules on a student's machine:
     * the glue and, when this was made by {@link #make}, the visible rules' jar.
     *
     * @return the class path and the visible rules' jar
     */
    public List<Path> visibleClasspath() {
        List<Path> all = new ArrayList<>(classpath);
        visible.ifPresent(all::add);
        return all;
    }

    /**
     * Keeps the lines of one kind of rule in a feature file and blanks the others' lines.
     *
     * @param text the file
     * @param blocks the file's Rule blocks (and the block its Feature stands in for)
     * @param hiddenBlocks the hidden ones
     * @param hiddenCopy {@code true} to keep the hidden rules, {@code false} the visible ones
     */
    private static String keep(String text, List<RuleBlock> blocks, Set<RuleBlock> hiddenBlocks,
            boolean hiddenCopy) {
        String[] lines = text.split("\n", -1);
        int featureLine = featureLine(lines);
        TreeMap<Integer, RuleBlock> starts = new TreeMap<>();
        Optional<RuleBlock> featureBlock = Optional.empty();
        for (RuleBlock block : blocks) {
            if (block.line() == featureLine) {
                featureBlock = Optional.of(block);
            } else {
                starts.put(firstLineOf(lines, block.line()), block);
            }
        }
        int firstRule = starts.isEmpty() ? lines.length + 1 : starts.firstKey();
        boolean headerHidden = featureBlock.map(hiddenBlocks::contains).orElse(false);
        if (headerHidden != hiddenCopy) {
            blank(lines, headerScenarios(lines, featureLine, firstRule), firstRule - 1);
        }
        for (Map.Entry<Integer, RuleBlock> start : starts.entrySet()) {
            Integer next = starts.higherKey(start.getKey());
            if (hiddenBlocks.contains(start.getValue()) != hiddenCopy) {
                blank(lines, start.getKey(), next == null ? lines.length : next - 1);
            }
        }
        return String.join("\n", lines);
    }

    /** The line, from 1, of the Feature keyword: the first that is no comment or tag. */
    private static int featureLine(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (!line.isEmpty() && !line.startsWith("#") && !line.startsWith("@")) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The first line of a block: its keyword's line, or the tags and comments right above. */
    private static int firstLineOf(String[] lines, int keywordLine) {
        int first = keywordLine;
        while (first > 1) {
            String above = lines[first - 2].strip();
            if (above.startsWith("@") || above.startsWith("#")) {
                first--;
            } else {
                break;
            }
        }
        return first;
    }

    /** The first line of the scenarios written outside any Rule, or past the header if none. */
    private static int headerScenarios(String[] lines, int featureLine, int firstRule) {
        for (int line = featureLine + 1; line < firstRule; line++) {
            if (SCENARIO_START.matcher(lines[line - 1].strip()).matches()) {
                return line;
            }
        }
        return firstRule;
    }

    /** Blanks lines {@code from} to {@code to}, counted from 1, both included. */
    private static void blank(String[] lines, int from, int to) {
        for (int line = Math.max(1, from); line <= Math.min(to, lines.length); line++) {
            lines[line - 1] = "";
        }
    }

    private static boolean holdsFeatures(Path entry) throws IOException {
        return RunnerClasspath.holdsName(entry, name -> name.endsWith(".feature"));
    }

    private static boolean isFeature(Path path) {
        return path.getFileName() != null && path.getFileName().toString().endsWith(".feature");
    }

    /** A jar of everything an entry holds but its feature files. */
    private static Path withoutFeatures(Path folder, Path entry) throws IOException {
        Map<String, byte[]> contents = new TreeMap<>();
        if (Files.isDirectory(entry)) {
            try (Stream<Path> walk = Files.walk(entry)) {
                for (Path file : walk.filter(Files::isRegularFile).toList()) {
                    if (!isFeature(file)) {
                        contents.put(entry.relativize(file).toString().replace('\\', '/'),
                                Files.readAllBytes(file));
                    }
                }
            }
        } else {
            try (ZipFile zip = new ZipFile(entry.toFile())) {
                Enumeration<? extends ZipEntry> all = zip.entries();
                while (all.hasMoreElements()) {
                    ZipEntry file = all.nextElement();
                    if (!file.isDirectory() && !file.getName().endsWith(".feature")
                            && !file.getName().equals("META-INF/MANIFEST.MF")) {
                        try (InputStream in = zip.getInputStream(file)) {
                            contents.put(file.getName(), in.readAllBytes());
                        }
                    }
                }
            }
        }
        return jarOf(folder, "glue", contents);
    }

    private static Path jar(Path folder, String kind, Map<String, String> files)
            throws IOException {
        Map<String, byte[]> contents = new TreeMap<>();
        files.forEach((name, text) -> contents.put(name, text.getBytes(StandardCharsets.UTF_8)));
        return jarOf(folder, kind, contents);
    }

    /**
     * Writes a jar of the given contents, named by their digest, unless it is there already.
     * The jar has no manifest, so it brings nothing else onto a class path.
     */
    private static Path jarOf(Path folder, String kind, Map<String, byte[]> contents)
            throws IOException {
        MessageDigest digest = Sha256.digest();
        for (Map.Entry<String, byte[]> file : contents.entrySet()) {
            digest.update(file.getKey().getBytes(StandardCharsets.UTF_8));
            digest.update((byte) 0);
            digest.update(file.getValue());
        }
        Path jar = folder.resolve(kind + "-" + HexFormat.of().formatHex(digest.digest())
                .substring(0, 16) + ".jar");
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        FileTrees.writeAtomically(jar, partial -> {
            try (OutputStream out = Files.newOutputStream(partial);
                    ZipOutputStream zip = new ZipOutputStream(out)) {
                Set<String> folders = new TreeSet<>();
                for (Map.Entry<String, byte[]> file : contents.entrySet()) {
                    addFolders(zip, folders, file.getKey());
                    ZipEntry entry = new ZipEntry(file.getKey());
                    // A fixed time keeps the jar, and so the class data archive, the same.
                    entry.setTime(0);
                    zip.putNextEntry(entry);
                    zip.write(file.getValue());
                    zip.closeEntry();
                }
            }
        });
        return jar;
    }

    /** Adds a jar's folder entries, which class loaders need to find a package's resources. */
    private static void addFolders(ZipOutputStream zip, Set<String> written, String name)
            throws IOException {
        int slash = name.indexOf('/');
        while (slash > 0) {
            String folder = name.substring(0, slash + 1);
            if (written.add(folder)) {
                ZipEntry entry = new ZipEntry(folder);
                entry.setTime(0);
                zip.putNextEntry(entry);
                zip.closeEntry();
            }
            slash = name.indexOf('/', slash + 1);
        }
    }
}
