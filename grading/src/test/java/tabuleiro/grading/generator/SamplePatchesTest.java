package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Patch;
import com.github.difflib.patch.PatchFailedException;
import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.generator.SampleMaterialiser.Catalogue;
import tabuleiro.grading.generator.SampleMaterialiser.Sample;
import tabuleiro.grading.spi.Games;

/**
 * The faulty samples are patches, and what the build grades is what they say: every game's
 * {@code grading/samples/GAME/} holds {@code complete/} and no other folder (no faulty sample as
 * a copy of whole files), {@code samples.json} names the samples {@code expected.json} grades,
 * with the same rules, every patch applies to its base, the sample it makes differs from that
 * base by exactly the patch's lines, and the build's {@code grading/target/samples/GAME/} is
 * what the patches make today.
 */
class SamplePatchesTest {

    @TempDir
    Path work;

    /**
     * The games of {@code grading/schemes/} that the grader registers. A game comes in two
     * phases: its reference, rule book and skeleton first, for which the generator reads its
     * scheme here, then its grader module with its samples and kit. A scheme whose game the
     * grader does not register yet (Jogo do Galo, in its first phase) has no samples to check,
     * and the grader's jar leaves it out ({@code GamesTest} holds the bundled schemes to the
     * registered games); its samples are checked from the moment its module registers it.
     */
    static List<String> games() throws IOException {
        Path schemes = ProjectRoot.find().resolve("grading/schemes");
        try (Stream<Path> files = Files.list(schemes)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .filter(game -> Games.find(game).isPresent())
                    .sorted().toList();
        }
    }

    private static Path samples() {
        return ProjectRoot.find().resolve("grading/samples");
    }

    private static Path reference() {
        return ProjectRoot.find().resolve("reference/src/main/java");
    }

    @ParameterizedTest
    @MethodSource("games")
    void aGameKeepsItsCompleteSolutionAndOnlyPatchesOfItsFaultyOnes(String game)
            throws IOException {
        Path folder = samples().resolve(game);
        Catalogue catalogue = SampleMaterialiser.catalogue(folder);
        Set<String> expected = new TreeSet<>(Set.of("README.md", "expected.json", "samples.json",
                SampleMaterialiser.COMPLETE));
        catalogue.samples().forEach(sample -> expected.add(sample.name() + ".patch"));
        try (Stream<Path> entries = Files.list(folder)) {
            assertThat(entries.map(entry -> entry.getFileName().toString()))
                    .as("what grading/samples/%s holds", game)
                    .containsExactlyInAnyOrderElementsOf(expected);
        }
        assertThat(catalogue.game()).isEqualTo(game);
    }

    @ParameterizedTest
    @MethodSource("games")
    void theCatalogueAndTheGradesNameTheSameSamplesAndRules(String game) throws IOException {
        Path folder = samples().resolve(game);
        Map<String, List<String>> grades = new Gson().fromJson(
                Files.readString(folder.resolve("expected.json"), StandardCharsets.UTF_8),
                new TypeToken<Map<String, List<String>>>() {}.getType());
        Map<String, Set<String>> graded = new TreeMap<>();
        grades.forEach((name, rules) -> graded.put(name, rules.stream()
                .map(rule -> rule.substring(0, rule.indexOf('/')))
                .collect(Collectors.toCollection(TreeSet::new))));
        graded.remove(SampleMaterialiser.COMPLETE);

        Map<String, Set<String>> described = new TreeMap<>();
        String readme = Files.readString(folder.resolve("README.md"), StandardCharsets.UTF_8);
        for (Sample sample : SampleMaterialiser.catalogue(folder).samples()) {
            described.put(sample.name(), new TreeSet<>(sample.rules()));
            assertThat(sample.effect()).as("%s/%s: its effect", game, sample.name()).isNotBlank();
            assertThat(readme).as("%s/README.md: a row for %s", game, sample.name())
                    .contains("| `" + sample.name() + "` |");
        }
        assertThat(described).as("samples.json of %s against expected.json", game)
                .isEqualTo(graded);
    }

    @ParameterizedTest
    @MethodSource("games")
    void everySampleDiffersFromItsBaseByExactlyItsPatch(String game)
            throws IOException, PatchFailedException {
        Path folder = samples().resolve(game);
        Path made = work.resolve("samples");
        SampleMaterialiser.materialise(folder, reference(),
                made, work.resolve("bases"));
        Map<String, Map<String, List<String>>> bases = Map.of(
                SampleMaterialiser.COMPLETE, SampleMaterialiser.complete(folder),
                SampleMaterialiser.REFERENCE, SampleMaterialiser.referenceSolution(folder,
                        reference()));
        for (Sample sample : SampleMaterialiser.catalogue(folder).samples()) {
            Map<String, List<String>> base = bases.get(sample.base());
            Map<String, Patch<String>> patch = SampleMaterialiser.patch(folder, sample);
            assertThat(patch).as("%s/%s.patch changes something", game, sample.name())
                    .isNotEmpty();
            Map<String, List<String>> sampleFiles = read(made.resolve(game).resolve(sample.name()));
            assertThat(sampleFiles.keySet()).as("%s/%s: the files of its base", game,
                    sample.name()).isEqualTo(base.keySet());
            for (Map.Entry<String, List<String>> file : base.entrySet()) {
                Patch<String> own = patch.get(file.getKey());
                assertThat(changes(DiffUtils.diff(file.getValue(),
                        sampleFiles.get(file.getKey()))))
                        .as("%s/%s: how %s differs from its base", game, sample.name(),
                                file.getKey())
                        .isEqualTo(own == null ? List.of() : patchChanges(own));
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void theBuildGradesTheSamplesThePatchesMake(String game)
            throws IOException, PatchFailedException {
        Path folder = samples().resolve(game);
        SampleMaterialiser.materialise(folder, reference(),
                work.resolve("samples"), work.resolve("bases"));
        Path built = ProjectRoot.find().resolve("grading/target/samples").resolve(game);
        assertThat(built).as("the build's samples (the grading POM's 'samples' execution)")
                .isDirectory();
        assertThat(readTree(built)).as("grading/target/samples/%s", game)
                .isEqualTo(readTree(work.resolve("samples").resolve(game)));
    }

    /**
     * The guide's command that makes a sample's patch ({@code grading/docs/schemes.md}), run as
     * written from a copy of {@code grading/target} (so the tracked patch is not touched), makes
     * a patch that turns the base into the sample again.
     */
    @Test
    void aPatchMadeByTheGuidesCommandMakesTheSampleAgain()
            throws IOException, InterruptedException, PatchFailedException {
        String game = "connect-four";
        Path folder = samples().resolve(game);
        Sample sample = SampleMaterialiser.catalogue(folder).samples().get(0);
        Path target = work.resolve("target");
        SampleMaterialiser.materialise(folder, reference(), target.resolve("samples"),
                target.resolve("sample-bases"));
        Path patches = Files.createDirectories(work.resolve("samples").resolve(game));
        String command = Files.readAllLines(ProjectRoot.find().resolve("grading/docs/schemes.md"))
                .stream().filter(line -> line.startsWith("git diff --no-index ")).findFirst()
                .orElseThrow(() -> new AssertionError("the guide shows no git diff command"))
                .replace("GAME", game).replace("BASE", sample.base())
                .replace("NAME", sample.name());
        Process git = new ProcessBuilder("bash", "-c", command).directory(target.toFile())
                .redirectErrorStream(true).redirectOutput(work.resolve("git.txt").toFile())
                .start();
        assertThat(git.waitFor(60, TimeUnit.SECONDS)).as(command).isTrue();
        // git diff --no-index exits with 1 when the folders differ, as a sample's do.
        assertThat(git.exitValue()).as(command + ": " + Files.readString(work.resolve("git.txt")))
                .isEqualTo(1);
        Map<String, List<String>> base = read(target.resolve("sample-bases").resolve(game)
                .resolve(sample.base()));
        Map<String, List<String>> made = SampleMaterialiser.apply(
                SampleMaterialiser.patch(patches, sample), base, patches);
        assertThat(made).as(command)
                .isEqualTo(read(target.resolve("samples").resolve(game).resolve(sample.name())));
    }

    /** Each removed line as "-line" and each added one as "+line", in order. */
    private static List<String> changes(Patch<String> patch) {
        List<String> changes = new ArrayList<>();
        for (AbstractDelta<String> delta : patch.getDeltas()) {
            delta.getSource().getLines().forEach(line -> changes.add("-" + line));
            delta.getTarget().getLines().forEach(line -> changes.add("+" + line));
        }
        return changes;
    }

    /** The changes of a patch read from a unified diff, whose hunks carry their context. */
    private static List<String> patchChanges(Patch<String> patch) {
        List<String> changes = new ArrayList<>();
        for (AbstractDelta<String> hunk : patch.getDeltas()) {
            changes.addAll(changes(DiffUtils.diff(hunk.getSource().getLines(),
                    hunk.getTarget().getLines())));
        }
        return changes;
    }

    private static Map<String, List<String>> read(Path folder) throws IOException {
        Map<String, List<String>> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(file).toString().replace('\\', '/'),
                        Files.readAllLines(file, StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    private static Map<String, Map<String, List<String>>> readTree(Path game) throws IOException {
        Map<String, Map<String, List<String>>> samples = new TreeMap<>();
        try (Stream<Path> folders = Files.list(game)) {
            for (Path sample : folders.filter(Files::isDirectory).toList()) {
                samples.put(sample.getFileName().toString(), read(sample));
            }
        }
        return samples;
    }
}
