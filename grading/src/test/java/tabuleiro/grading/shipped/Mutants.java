package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import tabuleiro.grading.model.SchemeReader;

/**
 * The fixed set of mutants of {@code grading/mutants/GAME.json}: each is the reference's exercise
 * files (those with solution regions) with one line changed, laid over the skeleton like a
 * sample. Each mutant's line is found by its text, not its number, and must be in its file
 * exactly once: a change of the reference that moves or rewrites it fails, so that the
 * catalogue is looked at again rather than silently mutating something else.
 */
final class Mutants {

    /** The control's name: the reference's exercise files, unchanged. */
    static final String CONTROL = "reference-unchanged";

    /** What a mutant's submission name starts with, so that none is named as a sample is. */
    private static final String PREFIX = "mutant-";

    private Mutants() {
    }

    /** The games with a catalogue, by their command names. */
    static List<String> games() throws IOException {
        try (Stream<Path> files = Files.list(mutants())) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .sorted().toList();
        }
    }

    /**
     * Writes a game's control and mutants as submissions, each in a folder of its name.
     *
     * @param game the game, by its command name
     * @param folder where the submissions' folders go
     * @return the submissions' folders, the control's first
     */
    static List<Path> writeAll(String game, Path folder) throws IOException {
        Path reference = Shipped.root().resolve("reference/src/main/java");
        List<Path> exercises = exerciseFiles(reference, packageOf(game));
        List<Path> written = new ArrayList<>();
        written.add(folder.resolve(CONTROL));
        write(folder.resolve(CONTROL), reference, exercises, null);
        for (Mutant mutant : catalogue(game)) {
            assertThat(exercises).as("%s/%s: %s is not one of the game's exercise files",
                    game, mutant.name(), mutant.file()).contains(Path.of(mutant.file()));
            written.add(folder.resolve(submission(mutant)));
            write(folder.resolve(submission(mutant)), reference, exercises, mutant);
            for (String copy : copies(mutant)) {
                written.add(folder.resolve(copy));
                write(folder.resolve(copy), reference, exercises, mutant);
            }
        }
        return written;
    }

    /** A mutant's name as a submission of a class: its report folder's name. */
    static String submission(Mutant mutant) {
        return PREFIX + mutant.name();
    }

    /**
     * The names under which a generated-only mutant is handed in again, as identical code from
     * other students ({@code MutantCatalogueIT}, issue 82): one grade for all of them.
     *
     * @param mutant the mutant
     * @return the copies' submission names
     */
    static List<String> copies(Mutant mutant) {
        return mutant.generated() ? List.of("ana-silva-" + mutant.name(),
                "joao-goncalves-" + mutant.name()) : List.of();
    }

    /**
     * One line of a reference file, changed. A mutant whose {@code generated} is true keeps
     * every written example: only generated examples (issue 47) catch it, and its rules lose
     * the scheme's share of their points, not all of them. The one mutant of a game whose
     * {@code pasted} is true is shown by the kit's games with the reference's answers with a
     * scenario to paste.
     */
    record Mutant(String name, String file, String original, String replacement,
            String description, List<String> rules, boolean generated, boolean pasted) {
    }

    private static Path mutants() {
        return Shipped.root().resolve("grading/mutants");
    }

    static List<Mutant> catalogue(String game) throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(mutants().resolve(game
                + ".json"), StandardCharsets.UTF_8)).getAsJsonObject();
        List<Mutant> mutants = new ArrayList<>();
        Set<String> names = new TreeSet<>();
        for (JsonElement element : json.getAsJsonArray("mutants")) {
            JsonObject entry = element.getAsJsonObject();
            List<String> rules = new ArrayList<>();
            entry.getAsJsonArray("rules").forEach(rule -> rules.add(rule.getAsString()));
            Mutant mutant = new Mutant(entry.get("name").getAsString(),
                    entry.get("file").getAsString(), entry.get("original").getAsString(),
                    entry.get("replacement").getAsString(),
                    entry.get("description").getAsString(), rules,
                    entry.has("generated") && entry.get("generated").getAsBoolean(),
                    entry.has("pasted") && entry.get("pasted").getAsBoolean());
            assertThat(names.add(mutant.name())).as("%s: two mutants named %s", game,
                    mutant.name()).isTrue();
            assertThat(mutant.name()).as("%s: a mutant's name is its folder's", game)
                    .matches("[a-z0-9-]+").isNotEqualTo(CONTROL);
            assertThat(rules).as("%s/%s: the rules it breaks", game, mutant.name())
                    .isNotEmpty();
            mutants.add(mutant);
        }
        return mutants;
    }

    /**
     * Where the game's mutant whose break the kit's games with the reference's answers show
     * with a scenario to paste stands in its catalogue: every game marks one.
     *
     * @param game the game's command
     * @return its index in {@link #catalogue(String)}, from 0
     */
    static int pasted(String game) throws IOException {
        List<Mutant> mutants = catalogue(game);
        List<Integer> marked = new ArrayList<>();
        for (int i = 0; i < mutants.size(); i++) {
            if (mutants.get(i).pasted()) {
                marked.add(i);
            }
        }
        assertThat(marked).as("%s: the mutants marked \"pasted\"", game).hasSize(1);
        return marked.get(0);
    }

    /** The scheme's package, whose reference files with solution regions a student writes. */
    private static String packageOf(String game) throws IOException {
        return SchemeReader.read(Shipped.root().resolve("grading/schemes/" + game + ".json"))
                .enginePackage();
    }

    private static List<Path> exerciseFiles(Path reference, String pkg) throws IOException {
        Path folder = reference.resolve(pkg.replace('.', '/'));
        try (Stream<Path> walk = Files.walk(folder)) {
            List<Path> files = new ArrayList<>();
            for (Path file : walk.filter(path -> path.toString().endsWith(".java")).sorted()
                    .toList()) {
                if (Files.readString(file, StandardCharsets.UTF_8).contains("// BEGIN SOLUTION")) {
                    files.add(reference.relativize(file));
                }
            }
            return files;
        }
    }

    /**
     * Writes a submission: every exercise file of the reference, the mutant's with its line
     * replaced (indentation kept), under {@code src/main/java} as a student's project has them.
     */
    private static void write(Path submission, Path reference, List<Path> exercises,
            Mutant mutant) throws IOException {
        for (Path file : exercises) {
            String text = Files.readString(reference.resolve(file), StandardCharsets.UTF_8);
            if (mutant != null && file.equals(Path.of(mutant.file()))) {
                text = mutate(text, mutant);
            }
            Path target = submission.resolve("src/main/java").resolve(file);
            Files.createDirectories(target.getParent());
            Files.writeString(target, text, StandardCharsets.UTF_8);
        }
    }

    private static String mutate(String text, Mutant mutant) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().equals(mutant.original())) {
                found.add(i);
            }
        }
        assertThat(found).as("mutant %s: the line \"%s\" must be in %s exactly once (found on "
                + "lines %s); the reference changed, so look at this mutant again",
                mutant.name(), mutant.original(), mutant.file(),
                found.stream().map(i -> i + 1).toList()).hasSize(1);
        int at = found.get(0);
        String line = lines.get(at);
        String indent = line.substring(0, line.indexOf(mutant.original()));
        lines.set(at, indent + mutant.replacement());
        return String.join("\n", lines) + "\n";
    }
}
