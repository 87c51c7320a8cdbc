package tabuleiro.grading.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

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
}
