package tabuleiro.grading.wholeclass;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import tabuleiro.grading.batch.Fingerprint;
import tabuleiro.grading.batch.StoredResult;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Scheme;

/**
 * What a class's report folder holds ({@code OUT/class.json}): the scheme and language its
 * class was graded under, and its students in the class's order. {@code grade} into a folder
 * that holds one adds or regrades the students it is given and keeps the others, writing the
 * class's files from every student's stored result; a folder of another scheme or language is
 * refused, so that no class is silently replaced or mixed with another.
 *
 * @param format the file's format, {@value #FORMAT}
 * @param game the game, as the scheme names it, for the messages
 * @param title the scheme's title, for the messages
 * @param language the language the class was graded in ({@code en}, {@code pt})
 * @param scheme the SHA-256 of the scheme and its language ({@link Fingerprint#ofScheme}),
 *     without the rule book site's address, which changes links and no grade
 * @param students the students' report folders' names, in the class's order
 */
record ClassRecord(int format, String game, String title, String language, String scheme,
        List<String> students) {

    /** The file's name in the class's report folder. */
    static final String FILE = "class.json";

    /** The format this grader writes and reads. */
    static final int FORMAT = 1;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().create();

    /** Checks the parts and keeps an unmodifiable copy of the students. */
    ClassRecord {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(scheme, "scheme");
        students = List.copyOf(students);
    }

    /**
     * Makes the record of a class graded under a scheme.
     *
     * @param scheme the scheme, speaking the class's language
     * @param students the students' report folders' names, in the class's order
     * @return the record
     */
    static ClassRecord of(Scheme scheme, List<String> students) {
        return new ClassRecord(FORMAT, scheme.game(), scheme.title(scheme.defaultLanguage()),
                scheme.defaultLanguage().tag(), digest(scheme), students);
    }

    /**
     * Digests a scheme as the record keeps it: its rule book site's address left out, since
     * {@code --rulebook-url} changes the feedback's links and no grade.
     */
    static String digest(Scheme scheme) {
        return Fingerprint.ofScheme(new Scheme(scheme.game(), scheme.title(), scheme.rulebook(),
                scheme.enginePackage(), scheme.limits(), scheme.exercises(), scheme.late(),
                scheme.style(), scheme.similarity(), scheme.language(), scheme.pt(), null,
                scheme.generated()));
    }

    /**
     * Reads the record of a report folder.
     *
     * @param out the class's report folder
     * @return the record, or empty when there is none
     * @throws IllegalArgumentException if there is one this grader cannot read
     */
    static Optional<ClassRecord> read(Path out) {
        Path file = out.resolve(FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        ClassRecord read;
        try {
            read = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8),
                    ClassRecord.class);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(file + " cannot be read (" + e.getMessage()
                    + ")", e);
        }
        if (read == null || read.format() != FORMAT || read.scheme() == null
                || read.students() == null) {
            throw new IllegalArgumentException(file + " is not a class record this grader"
                    + " writes (format " + FORMAT + ")");
        }
        return Optional.of(read);
    }

    /**
     * Writes the record into the class's report folder, atomically.
     *
     * @param out the class's report folder
     * @throws IOException if it cannot be written
     */
    void write(Path out) throws IOException {
        FileTrees.writeAtomically(out.resolve(FILE),
                file -> Files.writeString(file, GSON.toJson(this), StandardCharsets.UTF_8));
    }

    /**
     * Tells whether a class was graded under a scheme, in its language.
     *
     * @param other the scheme of this run
     * @return {@code true} when the scheme and language are the same
     */
    boolean gradedUnder(Scheme other) {
        return scheme.equals(digest(other));
    }

    /**
     * Names the class as a message shows it.
     *
     * @return the game, the scheme's title and the language, e.g.
     *     {@code GAME ("Title", in en)}
     */
    String describe() {
        return game + " (\"" + title + "\", in " + language + ")";
    }

    /**
     * Names the students a report folder holds: those the record lists, in its order, then any
     * other folder with a stored result (a run stopped before it wrote the record), by name.
     *
     * @param out the class's report folder
     * @param record the folder's record, if any
     * @return the names of the folders that hold a student's stored result this grader can
     *     read, in that order
     * @throws IOException if the folder cannot be listed
     */
    static List<String> stored(Path out, Optional<ClassRecord> record) throws IOException {
        Set<String> names = new LinkedHashSet<>();
        record.ifPresent(r -> names.addAll(r.students()));
        if (Files.isDirectory(out)) {
            try (Stream<Path> list = Files.list(out)) {
                list.filter(folder -> Files.isRegularFile(folder.resolve(StoredResult.FILE),
                        LinkOption.NOFOLLOW_LINKS)).map(folder -> folder.getFileName()
                        .toString()).sorted().forEach(names::add);
            }
        }
        List<String> stored = new ArrayList<>();
        for (String name : names) {
            // A damaged result is one to grade again, as resuming has it: no student of a class.
            if (StoredResult.read(out.resolve(name)).isPresent()) {
                stored.add(name);
            }
        }
        return stored;
    }
}
