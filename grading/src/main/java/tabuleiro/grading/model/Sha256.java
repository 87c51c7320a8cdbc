package tabuleiro.grading.model;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * SHA-256, which names what the grader keeps and compares (caches, fingerprints, a shard's
 * deal, the board album): one place that asks the platform for it, since every Java platform
 * must have it ({@link MessageDigest}'s own documentation) and no caller can do anything
 * else without it.
 */
public final class Sha256 {

    private Sha256() {
    }

    /**
     * A new digest.
     *
     * @return a SHA-256 {@code MessageDigest}, to update and finish
     */
    public static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("every Java platform has SHA-256", impossible);
        }
    }

    /**
     * The digest of some bytes, in hexadecimal.
     *
     * @param bytes the bytes
     * @return 64 lower-case hexadecimal digits
     */
    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    /**
     * The digest of a text's UTF-8 bytes, in hexadecimal.
     *
     * @param text the text
     * @return 64 lower-case hexadecimal digits
     */
    public static String hex(String text) {
        return hex(text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Each file under a folder, by its path there ({@code /} between names), with the digest of
     * its content in hexadecimal.
     *
     * @param root the folder
     * @return the digests by path, in the paths' order; none when there is no such folder
     * @throws IOException if a file cannot be read
     */
    public static Map<String, String> ofFiles(Path root) throws IOException {
        Map<String, String> digests = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return digests;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                digests.put(root.relativize(file).toString().replace('\\', '/'),
                        hex(Files.readAllBytes(file)));
            }
        }
        return digests;
    }
}
