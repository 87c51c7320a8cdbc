package tabuleiro.grading.batch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Sha256;
import tabuleiro.grading.model.Submission;

/**
 * What a result was graded from, as a SHA-256 digest: the scheme and its language, the grader
 * and its rule book
 * (every class path entry, by name, size and time of change), the skeleton and the submission's
 * files (by path and content). Two gradings with the same fingerprint give the same score, so a
 * submission whose fingerprint matches its stored result is not graded again.
 */
public final class Fingerprint {

    private final byte[] base;

    private Fingerprint(byte[] base) {
        this.base = base.clone();
    }

    /**
     * Digests what every submission of a run is graded with.
     *
     * @param scheme the scheme
     * @param classpath the grading JVMs' class path: the grader, the rule book, the libraries
     * @param skeleton the skeleton's sources, if any
     * @return the fingerprint of the grading itself, to which each submission is added
     * @throws IOException if a file cannot be read
     */
    public static Fingerprint ofGrading(Scheme scheme, List<Path> classpath,
            Optional<Path> skeleton) throws IOException {
        MessageDigest digest = Sha256.digest();
        update(digest, "scheme " + scheme);
        // The scheme names its language too; said again because a result graded in one
        // language (its feedback, the tree that ran) is no result for the other.
        update(digest, "language " + scheme.defaultLanguage().tag());
        for (Path entry : classpath) {
            update(digest, "entry " + entry.toAbsolutePath().normalize());
            if (Files.isRegularFile(entry)) {
                update(digest, Files.size(entry) + " " + Files.getLastModifiedTime(entry));
            } else if (Files.isDirectory(entry)) {
                files(digest, entry);
            }
        }
        if (skeleton.isPresent()) {
            update(digest, "skeleton");
            files(digest, skeleton.get());
        }
        return new Fingerprint(digest.digest());
    }

    /**
     * Digests a submission graded this way.
     *
     * @param submission the submission
     * @return the submission's fingerprint, as 64 hexadecimal digits
     * @throws IOException if one of its files cannot be read
     */
    public String of(Submission submission) throws IOException {
        MessageDigest digest = Sha256.digest();
        digest.update(base);
        // The reports carry who handed it in and when (the late penalty): both are part of it.
        update(digest, "student " + submission.student().fullName() + " "
                + submission.student().moodleId().orElse("-"));
        update(digest, "submitted " + submission.submittedAt().map(Object::toString).orElse("-"));
        files(digest, submission.sources());
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * Digests a scheme as a shard's manifest records it: what every shard of a class and the
     * merge must agree on.
     *
     * @param scheme the scheme, speaking the language it grades in
     * @return the SHA-256 of the scheme and its language, as 64 hexadecimal digits
     */
    public static String ofScheme(Scheme scheme) {
        MessageDigest digest = Sha256.digest();
        update(digest, "scheme " + scheme);
        update(digest, "language " + scheme.defaultLanguage().tag());
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * Digests a submission's sources alone, as a shard's manifest records them: every file
     * under its {@code src/main/java}, by relative path and content.
     *
     * @param submission the submission
     * @return the SHA-256, as 64 hexadecimal digits
     * @throws IOException if one of its files cannot be read
     */
    public static String sources(Submission submission) throws IOException {
        MessageDigest digest = Sha256.digest();
        files(digest, submission.sources());
        return HexFormat.of().formatHex(digest.digest());
    }

    /** Adds every regular file under a folder, by relative path and content, in path order. */
    private static void files(MessageDigest digest, Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
                    .sorted((a, b) -> folder.relativize(a).toString()
                            .compareTo(folder.relativize(b).toString()))
                    .toList();
        }
        byte[] buffer = new byte[8192];
        for (Path file : files) {
            update(digest, "file " + folder.relativize(file).toString().replace('\\', '/') + " "
                    + Files.size(file));
            try (InputStream in = Files.newInputStream(file)) {
                for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                    digest.update(buffer, 0, read);
                }
            }
        }
    }

    private static void update(MessageDigest digest, String text) {
        digest.update((text + "\n").getBytes(StandardCharsets.UTF_8));
    }

}
