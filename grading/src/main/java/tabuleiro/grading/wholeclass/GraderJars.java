package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import tabuleiro.grading.model.Sha256;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shard.ShardManifest.GraderDigest;

/**
 * The grader as a shard's manifest records it: the SHA-256 of every jar the grader runs with
 * (its own jar and its {@code lib/}) and of every jar its grading JVMs run with (the
 * {@code runner/} folder: the runner, the rule book and its libraries), by content. Unlike the
 * resume fingerprint, which trusts a jar's size and time, this is what tells two machines'
 * copies apart: a pod's image and a Slurm node's copy of the grader agree only if every byte
 * does.
 */
final class GraderJars {

    private GraderJars() {
    }

    /**
     * Digests the running grader and the grading JVMs' class path.
     *
     * @param runner the grading JVMs' class path
     * @return each file's digest by its folder and name, and the digest of them all
     * @throws IOException if a jar cannot be read
     */
    static GraderDigest digest(RunnerClasspath runner) throws IOException {
        Set<Path> entries = new LinkedHashSet<>(RunnerClasspath.graderEntries());
        entries.addAll(runner.entries());
        Map<String, String> files = new LinkedHashMap<>();
        MessageDigest all = Sha256.digest();
        for (Path entry : entries) {
            String name = shownName(entry);
            String digest = Files.isDirectory(entry) ? folder(entry) : file(entry);
            files.put(name, digest);
            all.update((name + " " + digest + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return new GraderDigest(HexFormat.of().formatHex(all.digest()), files);
    }

    /** An entry by its folder and name ({@code runner/x.jar}), the same on every machine. */
    private static String shownName(Path entry) {
        Path name = entry.getFileName();
        Path parent = entry.getParent() == null ? null : entry.getParent().getFileName();
        return (parent == null ? "" : parent + "/") + (name == null ? entry : name);
    }

    private static String file(Path file) throws IOException {
        MessageDigest digest = Sha256.digest();
        add(digest, file);
        return HexFormat.of().formatHex(digest.digest());
    }

    /** A class folder (the tests' grader): its files by relative path and content. */
    private static String folder(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)).forEach(
                    files::add);
        }
        files.sort((a, b) -> folder.relativize(a).toString().compareTo(
                folder.relativize(b).toString()));
        MessageDigest digest = Sha256.digest();
        for (Path file : files) {
            digest.update((folder.relativize(file).toString().replace('\\', '/') + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            add(digest, file);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void add(MessageDigest digest, Path file) throws IOException {
        byte[] buffer = new byte[65536];
        try (InputStream in = Files.newInputStream(file)) {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                digest.update(buffer, 0, read);
            }
        }
    }

}
