package tabuleiro.grading.rulebook;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Finds the feature files of a Java package on a class path, in folders and in jars, as Cucumber
 * does when it is given the package: the package's sub-packages included.
 */
final class FeatureFiles {

    private FeatureFiles() {
    }

    /**
     * Reads the feature files of a package.
     *
     * @param classpath the class path entries, folders or jars; entries that do not exist are
     *     passed over
     * @param rulebookPackage the package, e.g. {@code tabuleiro.features.GAME}
     * @return each file's text by its resource name, sorted by name; where two entries hold the
     *     same resource, the one earlier on the class path, as a class loader would choose
     * @throws IOException if an entry cannot be read
     */
    static Map<String, String> find(List<Path> classpath, String rulebookPackage)
            throws IOException {
        String folder = rulebookPackage.replace('.', '/') + "/";
        Map<String, String> files = new TreeMap<>();
        for (Path entry : classpath) {
            if (Files.isDirectory(entry)) {
                readFolder(entry, folder, files);
            } else if (Files.isRegularFile(entry)) {
                readJar(entry, folder, files);
            }
        }
        return files;
    }

    private static void readFolder(Path root, String folder, Map<String, String> files)
            throws IOException {
        Path start = root.resolve(folder);
        if (!Files.isDirectory(start)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(start)) {
            for (Path path : paths.filter(FeatureFiles::isFeature).toList()) {
                String resource = root.relativize(path).toString().replace('\\', '/');
                if (!files.containsKey(resource)) {
                    files.put(resource, Files.readString(path, StandardCharsets.UTF_8));
                }
            }
        }
    }

    private static void readJar(Path jar, String folder, Map<String, String> files)
            throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                String name = entry.getName();
                if (!entry.isDirectory() && name.startsWith(folder) && name.endsWith(".feature")
                        && !files.containsKey(name)) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        files.put(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    }
                }
            }
        }
    }

    private static boolean isFeature(Path path) {
        return Files.isRegularFile(path) && path.getFileName().toString().endsWith(".feature");
    }
}
