package tabuleiro.grading.generator;

import com.github.difflib.patch.Patch;
import com.github.difflib.patch.PatchFailedException;
import com.github.difflib.unifieddiff.UnifiedDiff;
import com.github.difflib.unifieddiff.UnifiedDiffFile;
import com.github.difflib.unifieddiff.UnifiedDiffParserException;
import com.github.difflib.unifieddiff.UnifiedDiffReader;
import com.google.gson.Gson;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes the sample submissions out of their descriptions: each game's {@code complete/} as it
 * is, and every faulty sample as its patch applied to its base.
 *
 * <p>A faulty sample is stored as {@code grading/samples/GAME/NAME.patch}, a unified diff, and
 * described in {@code grading/samples/GAME/samples.json} (its name, base, effect and the rules it
 * breaks). Its base is either {@code complete}, the game's independent solution, or
 * {@code reference}, the reference's solution as a student would hand it in: the reference's
 * exercise files (those {@code complete/} has) with the solution markers obeyed by
 * {@link MarkerTransformer#partial} for every exercise and the slides' tag lines
 * ({@code // tag::name[]}, {@code // end::name[]}) dropped. A file's path in the patch is taken
 * from its {@code src/} folder on, so a patch made by {@code diff -ru} or
 * {@code git diff --no-index} from any folder applies. Patches apply with a little fuzz, as
 * {@code patch} does, so that a comment changed next to a hunk in the reference does not stop
 * the build; {@code SamplePatchesTest} checks that each sample still differs from its base by
 * exactly its patch.
 *
 * <p>A build tool, not a test: it lives in the test sources beside the library that applies
 * patches, which the grader's jar does not need. The grading POM runs it with exec-maven-plugin
 * before {@code package}, so the README's main command finds {@code target/samples/GAME/*}.
 */
public final class SampleMaterialiser {

    /** The base a sample's patch can name that is the game's own independent solution. */
    public static final String COMPLETE = "complete";
    /** The base a sample's patch can name that is the reference's solution. */
    public static final String REFERENCE = "reference";

    /**
     * Context lines of a hunk that may fail to match, from its outer edges: the fuzz GNU patch
     * allows by default, so a hunk still finds its place when a comment beside it changed.
     */
    private static final int FUZZ = 2;
    private static final Pattern TAG_LINE =
            Pattern.compile("[ \\t]*// (tag|end)::[\\w.-]+\\[[^\\]]*\\][ \\t]*");
    private static final String SOURCES = "src/main/java/";

    private SampleMaterialiser() {
    }

    /**
     * One game's samples, as {@code grading/samples/GAME/samples.json} describes them.
     *
     * @param game the game's name, as the grader's {@code --game} knows it
     * @param about what the file is, for its readers
     * @param samples the faulty samples
     */
    public record Catalogue(String game, String about, List<Sample> samples) {

        /**
         * Creates a catalogue.
         *
         * @throws NullPointerException if {@code game} or {@code samples} is null
         */
        public Catalogue {
            Objects.requireNonNull(game, "game");
            samples = List.copyOf(samples);
        }
    }

    /**
     * One faulty sample: a patch over a base.
     *
     * @param name the sample's name: its folder's and its patch's ({@code NAME.patch})
     * @param base {@value #COMPLETE} or {@value #REFERENCE}
     * @param effect what the bug does, in a sentence
     * @param rules the IDs of the rules it breaks (without the exercise {@code expected.json}
     *     adds)
     */
    public record Sample(String name, String base, String effect, List<String> rules) {

        /**
         * Creates a sample.
         *
         * @throws NullPointerException if {@code name} or {@code base} is null
         * @throws IllegalArgumentException unless the base is {@value #COMPLETE} or
         *     {@value #REFERENCE}
         */
        public Sample {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(base, "base");
            if (!base.equals(COMPLETE) && !base.equals(REFERENCE)) {
                throw new IllegalArgumentException("sample " + name + ": a base is '" + COMPLETE
                        + "' or '" + REFERENCE + "', not '" + base + "'");
            }
            rules = rules == null ? List.of() : List.copyOf(rules);
        }
    }

    /**
     * Materialises every game's samples.
     *
     * @param args the samples' folder ({@code grading/samples}), the reference's sources
     *     ({@code reference/src/main/java}) and the build folder ({@code grading/target}), in
     *     that order
     * @throws IOException if a file cannot be read or written
     * @throws PatchFailedException if a patch no longer applies to its base
     */
    public static void main(String[] args) throws IOException, PatchFailedException {
        if (args.length != 3) {
            throw new IllegalArgumentException("expected three arguments, the samples' folder,"
                    + " the reference's sources and the build folder; got " + List.of(args));
        }
        Path samples = Path.of(args[0]);
        Path target = Path.of(args[2]);
        for (Path game : games(samples)) {
            materialise(game, Path.of(args[1]), target.resolve("samples"),
                    target.resolve("sample-bases"));
        }
        System.out.println("Samples in " + target.resolve("samples"));
    }

    /**
     * The games' sample folders: those with a {@code samples.json}.
     *
     * @param samples the samples' folder ({@code grading/samples})
     * @return the games' folders, by name
     * @throws IOException if the folder cannot be listed
     */
    public static List<Path> games(Path samples) throws IOException {
        try (Stream<Path> games = Files.list(samples)) {
            return games.filter(game -> Files.isRegularFile(game.resolve("samples.json")))
                    .sorted().toList();
        }
    }

    /**
     * Reads a game's {@code samples.json}.
     *
     * @param game the game's sample folder
     * @return its catalogue
     * @throws IOException if the file cannot be read
     */
    public static Catalogue catalogue(Path game) throws IOException {
        try (Reader reader = Files.newBufferedReader(game.resolve("samples.json"))) {
            return new Gson().fromJson(reader, Catalogue.class);
        }
    }

    /**
     * Writes one game's samples: {@code complete/} and each faulty sample into
     * {@code samples/GAME/}, and the bases into {@code bases/GAME/} (to make a patch against).
     * Whatever those two folders held before is removed first, so that a sample renamed or
     * dropped does not linger.
     *
     * @param game the game's sample folder ({@code grading/samples/GAME})
     * @param reference the reference's sources ({@code reference/src/main/java})
     * @param samples where the samples go ({@code grading/target/samples})
     * @param bases where the bases go ({@code grading/target/sample-bases})
     * @throws IOException if a file cannot be read or written
     * @throws PatchFailedException if a patch no longer applies to its base
     */
    public static void materialise(Path game, Path reference, Path samples, Path bases)
            throws IOException, PatchFailedException {
        String name = game.getFileName().toString();
        Map<String, Map<String, List<String>>> baseFiles = Map.of(
                COMPLETE, complete(game), REFERENCE, referenceSolution(game, reference));
        Path out = samples.resolve(name);
        Path baseOut = bases.resolve(name);
        delete(out);
        delete(baseOut);
        write(out.resolve(COMPLETE), baseFiles.get(COMPLETE));
        for (Map.Entry<String, Map<String, List<String>>> base : baseFiles.entrySet()) {
            write(baseOut.resolve(base.getKey()), base.getValue());
        }
        for (Sample sample : catalogue(game).samples()) {
            write(out.resolve(sample.name()), apply(patch(game, sample),
                    baseFiles.get(sample.base()), game.resolve(sample.name() + ".patch")));
        }
    }

    /**
     * The files of a game's {@code complete/}, by path in the sample, as lines.
     *
     * @param game the game's sample folder
     * @return the files, by path from {@code src/} on
     * @throws IOException if a file cannot be read
     */
    public static Map<String, List<String>> complete(Path game) throws IOException {
        Path complete = game.resolve(COMPLETE);
        Map<String, List<String>> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(complete)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(slashes(complete.relativize(file)),
                        Files.readAllLines(file, StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    /**
     * The reference's solution of the files a game's {@code complete/} has: what a student who
     * did every exercise the reference's way would hand in.
     *
     * @param game the game's sample folder
     * @param reference the reference's sources ({@code reference/src/main/java})
     * @return the files, by path from {@code src/} on
     * @throws IOException if a file cannot be read
     */
    public static Map<String, List<String>> referenceSolution(Path game, Path reference)
            throws IOException {
        Map<String, List<String>> files = new TreeMap<>();
        MemberLocator locator = new MemberLocator();
        for (String path : complete(game).keySet()) {
            if (!path.startsWith(SOURCES)) {
                throw new IOException(game.resolve(COMPLETE).resolve(path)
                        + ": a sample's files lie under " + SOURCES);
            }
            Path file = reference.resolve(path.substring(SOURCES.length()));
            String solution = MarkerTransformer.partial(file.toString(),
                    Files.readString(file, StandardCharsets.UTF_8), Integer.MAX_VALUE, locator);
            // The slides' tag lines come and go with the decks, not with the solution.
            files.put(path, solution.lines()
                    .filter(line -> !TAG_LINE.matcher(line).matches()).toList());
        }
        return files;
    }

    /**
     * Reads a sample's patch: for each file it changes, by path from {@code src/} on, the
     * changes.
     *
     * @param game the game's sample folder
     * @param sample the sample
     * @return the patch of each file it changes
     * @throws IOException if the patch cannot be read, or names a file outside {@code src/}
     */
    public static Map<String, Patch<String>> patch(Path game, Sample sample) throws IOException {
        Path file = game.resolve(sample.name() + ".patch");
        UnifiedDiff diff;
        try (InputStream in = Files.newInputStream(file)) {
            diff = UnifiedDiffReader.parseUnifiedDiff(in);
        } catch (UnifiedDiffParserException unreadable) {
            throw new IOException(file + ": not a unified diff: " + unreadable.getMessage(),
                    unreadable);
        }
        Map<String, Patch<String>> patches = new TreeMap<>();
        for (UnifiedDiffFile changed : diff.getFiles()) {
            String from = changed.getFromFile();
            // Where "src/" starts in the path, whether the path starts with it or not.
            int src = ("/" + from).indexOf("/src/");
            if (src < 0) {
                throw new IOException(file + ": " + from + " is not under a src/ folder");
            }
            patches.put(from.substring(src), changed.getPatch());
        }
        return patches;
    }

    /**
     * Applies a patch to a base.
     *
     * @param patch the patch of each file it changes
     * @param base the base's files
     * @param source the patch's file, for error messages
     * @return the base's files, those the patch names patched
     * @throws PatchFailedException naming the file if a hunk finds no place in it
     * @throws IOException if the patch names a file the base does not have
     */
    public static Map<String, List<String>> apply(Map<String, Patch<String>> patch,
            Map<String, List<String>> base, Path source) throws IOException, PatchFailedException {
        Map<String, List<String>> files = new TreeMap<>(base);
        for (Map.Entry<String, Patch<String>> changed : patch.entrySet()) {
            List<String> lines = files.get(changed.getKey());
            if (lines == null) {
                throw new IOException(source + " changes " + changed.getKey()
                        + ", which its base does not have (" + base.keySet() + ")");
            }
            try {
                files.put(changed.getKey(), changed.getValue().applyFuzzy(lines, FUZZ));
            } catch (PatchFailedException failed) {
                throw new PatchFailedException(source + " no longer applies to "
                        + changed.getKey() + " (" + failed.getMessage() + "): make it again"
                        + " against the base, as grading/docs/schemes.md says");
            }
        }
        return files;
    }

    private static void write(Path folder, Map<String, List<String>> files) throws IOException {
        for (Map.Entry<String, List<String>> file : files.entrySet()) {
            Path path = folder.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            // Every line ends in a newline, the last one too, as the sources do.
            StringBuilder text = new StringBuilder();
            file.getValue().forEach(line -> text.append(line).append('\n'));
            Files.writeString(path, text, StandardCharsets.UTF_8);
        }
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.delete(path);
                } catch (IOException failed) {
                    throw new UncheckedIOException(failed);
                }
            });
        }
    }

    private static String slashes(Path path) {
        return path.toString().replace('\\', '/');
    }
}
