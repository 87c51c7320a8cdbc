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
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The packaged grader grades the skeleton and a game's bundled samples (a complete solution and
 * the buggy ones) in English (in the game's shared class run, {@link ClassRuns}) and in
 * Portuguese: each submission's rules, known by their IDs,
 * get the same points in both, since scores come from the rule book's tags and the Portuguese
 * tree has the English tree's rules, tags and examples. The Portuguese feedback quotes the
 * Portuguese tree.
 */
class LanguagesIT {

    private static final String GAME = "quarto";
    private static final String SAMPLE = "anti-diagonal-copy";

    @Test
    void theSamplesScoreAlikeInEnglishAndInPortuguese(@TempDir Path out)
            throws IOException, InterruptedException {
        String tree = "tabuleiro/features/pt/" + GAME + "/";
        assertThat(hasTree(tree)).as("the packaged rule book holds the Portuguese tree " + tree)
                .isTrue();
        Path samples = Shipped.root().resolve("grading/target/samples/" + GAME);
        List<Path> submissions = new ArrayList<>(List.of(Shipped.root().resolve("exercises")));
        try (Stream<Path> folders = Files.list(samples)) {
            folders.filter(Files::isDirectory).sorted().forEach(submissions::add);
        }

        // English: the README's main command, which grades these among others.
        Map<String, String> english = scores(submissions, ReadmeRun.graded().resolve(GAME));
        Map<String, String> portuguese = grade(submissions, out.resolve("pt"), "pt");

        assertThat(english).as("points per submission and rule in English")
                .hasSizeGreaterThan(submissions.size() * 10);
        assertThat(Double.parseDouble(english.get("exercises total"))).as("the skeleton")
                .isZero();
        assertThat(Double.parseDouble(english.get("complete total"))).as("the complete sample")
                .isGreaterThan(Double.parseDouble(english.get(SAMPLE + " total")));
        assertThat(portuguese).as("points per submission and rule in Portuguese")
                .isEqualTo(english);
        assertThat(Files.readString(out.resolve("pt/" + SAMPLE + "/feedback.md"),
                StandardCharsets.UTF_8)).contains("apreciação de " + SAMPLE)
                .doesNotContain("Scenario:");
    }

    /**
     * Grades the submissions in a language; returns each submission's points per rule, by
     * submission and rule ID, and its total.
     */
    private static Map<String, String> grade(List<Path> submissions, Path out, String language)
            throws IOException, InterruptedException {
        List<String> command = Shipped.grading();
        command.addAll(List.of("grade", "--game", GAME, "--lang", language, "--out",
                out.toString()));
        submissions.forEach(submission -> command.add(submission.toString()));
        Ran ran = Shipped.run(command, Shipped.root(), Map.of(), 1800);
        assertThat(ran.status()).as(ran.output()).isZero();
        return scores(submissions, out);
    }

    /** Each submission's points per rule in a class run, by submission and rule ID; its total. */
    private static Map<String, String> scores(List<Path> submissions, Path out)
            throws IOException {
        Map<String, String> scores = new TreeMap<>();
        for (Path submission : submissions) {
            String name = submission.getFileName().toString();
            Path results = out.resolve(name).resolve("results.json");
            JsonObject json = JsonParser.parseString(Files.readString(results,
                    StandardCharsets.UTF_8)).getAsJsonObject();
            for (JsonElement element : json.getAsJsonArray("tests")) {
                JsonObject test = element.getAsJsonObject();
                scores.put(name + " " + test.getAsJsonArray("tags").get(0).getAsString(),
                        test.get("score").getAsString() + "/"
                                + test.get("max_score").getAsString());
            }
            scores.put(name + " total", json.get("score").getAsString());
        }
        return scores;
    }

    /** Whether a jar the packaged grader runs with holds a folder of feature files. */
    private static boolean hasTree(String folder) throws IOException {
        Path lib = Shipped.graderJar().resolveSibling("lib");
        List<Path> jars = Files.isDirectory(lib) ? Shipped.jarsUnder(lib) : List.of();
        for (Path jar : jars) {
            try (ZipFile zip = new ZipFile(jar.toFile())) {
                if (zip.stream().anyMatch(entry -> entry.getName().startsWith(folder)
                        && entry.getName().endsWith(".feature"))) {
                    return true;
                }
            }
        }
        return false;
    }
}
