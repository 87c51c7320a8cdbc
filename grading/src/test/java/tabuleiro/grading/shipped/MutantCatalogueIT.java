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
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The fixed set of mutants of {@code grading/mutants/GAME.json}, graded by the packaged grader as
 * an instructor grades a class: each mutant is the reference's exercise files (those with
 * solution regions) with one line changed, laid over the skeleton like a sample; a game's
 * mutants, and the unchanged reference as the control, are one class, graded in one run. The
 * control must earn full marks, so what a mutant loses is its one line's doing; each mutant must
 * score below full marks, break every rule its catalogue entry names and lose at least their
 * points.
 *
 * <p>Each mutant's line is found by its text, not its number, and must be in its file exactly
 * once: a change of the reference that moves or rewrites it fails here, so that the catalogue
 * is looked at again rather than silently mutating something else.
 */
class MutantCatalogueIT {

    /** The control's name: the reference's exercise files, unchanged. */
    private static final String CONTROL = "reference-unchanged";

    /** A game's grading takes a few rule-book runs per mutant; this is far above it. */
    private static final long GRADING_SECONDS = 900;

    /** Points are given to the cent; sums of shares may differ in the last bits. */
    private static final double CENT = 0.005;

    @TempDir
    static Path dir;

    /** The games with a catalogue, by their command names. */
    static List<String> games() throws IOException {
        try (Stream<Path> files = Files.list(mutants())) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .sorted().toList();
        }
    }

    @Test
    void everyGameHasACatalogue() throws IOException {
        try (Stream<Path> schemes = Files.list(Shipped.root().resolve("grading/schemes"))) {
            Set<String> games = schemes.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .collect(Collectors.toCollection(TreeSet::new));
            assertThat(new TreeSet<>(games())).as("the games of grading/mutants/")
                    .isEqualTo(games);
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyMutantLosesThePointsOfTheRulesItBreaks(String game)
            throws IOException, InterruptedException {
        List<Mutant> mutants = catalogue(game);
        assertThat(mutants).as("%s: the catalogue's mutants", game).isNotEmpty();
        Path reference = Shipped.root().resolve("reference/src/main/java");
        List<Path> exercises = exerciseFiles(reference, packageOf(game));
        Path submissions = dir.resolve("submissions").resolve(game);
        write(submissions.resolve(CONTROL), reference, exercises, null);
        for (Mutant mutant : mutants) {
            assertThat(exercises).as("%s/%s: %s is not one of the game's exercise files",
                    game, mutant.name(), mutant.file()).contains(Path.of(mutant.file()));
            write(submissions.resolve(mutant.name()), reference, exercises, mutant);
        }

        Path out = dir.resolve("graded").resolve(game);
        long start = System.nanoTime();
        Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "grade",
                "--game", game, submissions.toString(), "--out", out.toString(), "--jobs",
                String.valueOf(Runtime.getRuntime().availableProcessors())), Shipped.root(),
                Map.of(), GRADING_SECONDS);
        System.out.printf("%s: %d mutants and the control graded in %.1f s%n", game,
                mutants.size(), (System.nanoTime() - start) / 1e9);
        assertThat(ran.status()).as(ran.output()).isZero();

        Path control = out.resolve(CONTROL).resolve("results.json");
        Map<String, Double> points = Shipped.maxScores(control);
        double full = points.values().stream().mapToDouble(Double::doubleValue).sum();
        assertThat(Shipped.brokenRules(control))
                .as("%s: the unchanged reference keeps every rule", game).isEmpty();
        assertThat(Shipped.score(control)).as("%s: the unchanged reference's score", game)
                .isEqualTo(full);
        Set<String> rules = points.keySet();
        for (Mutant mutant : mutants) {
            Path results = out.resolve(mutant.name()).resolve("results.json");
            Set<String> broken = Shipped.brokenRules(results);
            double score = Shipped.score(results);
            System.out.printf("%s/%s: %.2f of %.2f, breaks %s%n", game, mutant.name(), score,
                    full, broken);
            assertThat(rules).as("%s/%s: the rules it names are the rule book's", game,
                    mutant.name()).containsAll(mutant.rules());
            assertThat(broken).as("%s/%s (%s) must break the rules its catalogue entry names",
                    game, mutant.name(), mutant.description()).containsAll(mutant.rules());
            assertThat(broken).as("%s/%s keeps no rule: it did not compile, or its one line "
                    + "breaks everything and shows nothing", game, mutant.name())
                    .isNotEqualTo(rules);
            double named = mutant.rules().stream().mapToDouble(points::get).sum();
            assertThat(score).as("%s/%s: below full marks by at least the points of %s", game,
                    mutant.name(), mutant.rules()).isLessThan(full)
                    .isLessThanOrEqualTo(full - named + CENT);
        }
    }

    /** One line of a reference file, changed. */
    private record Mutant(String name, String file, String original, String replacement,
            String description, List<String> rules) {
    }

    private static Path mutants() {
        return Shipped.root().resolve("grading/mutants");
    }

    private static List<Mutant> catalogue(String game) throws IOException {
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
                    entry.get("description").getAsString(), rules);
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

    /** The scheme's package, whose reference files with solution regions a student writes. */
    private static String packageOf(String game) throws IOException {
        return Scheme.read(Shipped.root().resolve("grading/schemes/" + game + ".json"))
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
