package tabuleiro.grading.shard;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Names;
import tabuleiro.grading.model.PhaseTimes;

/**
 * What one shard of a class graded, and with what: {@code OUT/shard.json}, written by
 * {@code grade --shard I/N} once its submissions' results are in place, and read by
 * {@code grade merge}, which refuses shards that do not make one class graded one way.
 *
 * @param format the file's format, {@value #FORMAT}; another is refused
 * @param index the shard, from 0
 * @param count how many shards the class was graded as
 * @param grader the grader that graded it: its jars and the grading JVMs' jars, by content
 * @param scheme the SHA-256 of the scheme it graded under, its language included
 * @param jdk the Java the grader ran on
 * @param classDigest the class it was dealt from ({@link Deal#classDigest})
 * @param classSize how many submissions that class has
 * @param submissions the submissions of this shard, in the class's order
 * @param started when the shard's run started (ISO 8601)
 * @param finished when its last result was written (ISO 8601)
 */
public record ShardManifest(int format, int index, int count, GraderDigest grader,
        String scheme, Jdk jdk, String classDigest, int classSize, List<Entry> submissions,
        String started, String finished) {

    /** The file's name in a shard's report folder. */
    public static final String FILE = "shard.json";

    /** The format this grader writes and reads. */
    public static final int FORMAT = 1;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().create();

    /** Keeps an unmodifiable copy of the submissions. */
    public ShardManifest {
        submissions = submissions == null ? null : List.copyOf(submissions);
    }

    /**
     * Returns the shard the manifest is of.
     *
     * @return {@code index/count}
     * @throws IllegalArgumentException if the numbers make no shard
     */
    public Shard shard() {
        return new Shard(index, count);
    }

    /**
     * Writes the manifest into a shard's report folder, atomically.
     *
     * @param folder the shard's report folder
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public Path write(Path folder) throws IOException {
        Path file = folder.resolve(FILE);
        FileTrees.writeAtomically(file, partial -> Files.writeString(partial, GSON.toJson(this),
                StandardCharsets.UTF_8));
        return file;
    }

    /**
     * Reads the manifest of a shard's report folder.
     *
     * @param folder the shard's report folder
     * @return the manifest
     * @throws IllegalArgumentException if the folder has no manifest, or one this grader cannot
     *     read; the message names the folder and says what was expected
     * @throws IOException if the file exists but cannot be read
     */
    public static ShardManifest read(Path folder) throws IOException {
        Path file = folder.resolve(FILE);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(folder + " is not a shard's report folder: it"
                    + " has no " + FILE + " (grade --shard I/N writes one)", e);
        }
        ShardManifest manifest;
        try {
            manifest = GSON.fromJson(text, ShardManifest.class);
        } catch (JsonParseException | IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is not a shard manifest this grader can"
                    + " read: " + e.getMessage(), e);
        }
        String problem = manifest == null ? "it is empty" : manifest.problem();
        if (problem != null) {
            throw new IllegalArgumentException(file + " is not a shard manifest this grader can"
                    + " read: " + problem);
        }
        return manifest;
    }

    /** What makes a manifest unreadable, or null. */
    private String problem() {
        if (format != FORMAT) {
            return "its format is " + format + ", and this grader reads " + FORMAT;
        }
        if (count < 1 || index < 0 || index >= count) {
            return "it names no shard (" + index + "/" + count + ")";
        }
        if (grader == null || grader.digest() == null || scheme == null
                || classDigest == null || submissions == null || classSize < 0) {
            return "it lacks the grader, the scheme, the class or the submissions";
        }
        for (Entry entry : submissions) {
            if (entry == null || entry.name() == null || entry.fingerprint() == null
                    || entry.sources() == null || entry.student() == null
                    || entry.student().isBlank() || entry.folder() == null
                    || entry.position() < 0 || entry.position() >= classSize) {
                return "a submission lacks its name, student, folder, digests or place in the"
                        + " class";
            }
            // The name becomes a folder of the merge's: a path in it must not reach elsewhere.
            if (!Names.isSafe(entry.name())) {
                return "a submission's name is not a plain folder name: \""
                        + Names.shown(entry.name()) + "\"";
            }
            if (entry.moodleId() != null && !entry.moodleId().matches("\\d+")) {
                return entry.name() + "'s Moodle id is not digits";
            }
            if (entry.submittedAt() != null && !isInstant(entry.submittedAt())) {
                return entry.name() + "'s time is not an ISO 8601 instant: "
                        + Names.shown(entry.submittedAt());
            }
        }
        return null;
    }

    private static boolean isInstant(String text) {
        try {
            Instant.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /**
     * The grader that graded a shard: every jar of its own and of its grading JVMs (a class
     * folder, from the tests, counts as its files), by content.
     *
     * @param digest the SHA-256 of the files below, in order
     * @param files each file's SHA-256, by its folder and name ({@code runner/x.jar}), in the
     *     order of the names
     */
    public record GraderDigest(String digest, Map<String, String> files) {

        /** Checks the digest is there. */
        public GraderDigest {
            Objects.requireNonNull(digest, "digest");
            files = Collections.unmodifiableMap(new TreeMap<>(files == null ? Map.of()
                    : files));
        }
    }

    /**
     * The Java a shard's grader ran on (its grading JVMs run the same).
     *
     * @param version {@code java.version}
     * @param vendor {@code java.vendor}
     * @param runtime {@code java.runtime.version}
     */
    public record Jdk(String version, String vendor, String runtime) {

        /**
         * The Java this grader runs on.
         *
         * @return its version, vendor and runtime version
         */
        public static Jdk current() {
            return new Jdk(System.getProperty("java.version"), System.getProperty("java.vendor"),
                    System.getProperty("java.runtime.version"));
        }
    }

    /**
     * One submission a shard graded.
     *
     * @param name its identity, the name of its report folder {@code OUT/NAME}
     * @param position its place in the class's order, from 0 (the order of the class files)
     * @param student who handed it in, as the reports show the name
     * @param moodleId the Moodle user id, or null
     * @param submittedAt when it was handed in (ISO 8601), or null
     * @param folder the submission's folder as the shard read it
     * @param sources the SHA-256 of its {@code src/main/java} files, by path and content
     * @param fingerprint the fingerprint of its stored result ({@code graded.json})
     * @param unreadable whether what was handed in could not be read or was refused, so that
     *     it was graded as handing in nothing
     * @param times where its grading time went, or null for a result kept from an earlier run
     */
    public record Entry(String name, int position, String student, String moodleId,
            String submittedAt, String folder, String sources, String fingerprint,
            boolean unreadable, PhaseTimes times) {
    }
}
