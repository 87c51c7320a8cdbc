package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The packaged grader grades a bundled sample in English and in Portuguese: each rule, known by
 * its ID, gets the same points in both, since scores come from the rule book's tags and the
 * Portuguese tree has the English tree's rules, tags and examples. The Portuguese feedback
 * quotes the Portuguese tree.
 */
class LanguagesIT {

    private static final String GAME = "quarto";
    private static final String SAMPLE = "anti-diagonal-copy";

    @Test
    void aSampleScoresAlikeInEnglishAndInPortuguese(@TempDir Path out)
            throws IOException, InterruptedException {
        String tree = "tabuleiro/features/pt/" + GAME + "/";
        assumeTrue(hasTree(tree), "the packaged rule book has no Portuguese tree " + tree
                + " yet: this test runs once the Portuguese rule book is merged");
        Path sample = Shipped.root().resolve("grading/samples/" + GAME + "/" + SAMPLE);

        Map<String, String> english = grade(sample, out.resolve("en"), "en");
        Map<String, String> portuguese = grade(sample, out.resolve("pt"), "pt");

        assertThat(english).isNotEmpty();
        assertThat(portuguese).as("points per rule in Portuguese").isEqualTo(english);
        assertThat(Files.readString(out.resolve("pt/" + SAMPLE + "/feedback.md"),
                StandardCharsets.UTF_8)).contains("apreciação de " + SAMPLE)
                .doesNotContain("Scenario:");
    }

    /** Grades the sample in a language; returns each rule's points by its ID, and the total. */
    private static Map<String, String> grade(Path sample, Path out, String language)
            throws IOException, InterruptedException {
        Ran ran = Shipped.run(List.of("java", "-jar", Shipped.graderJar().toString(), "grade",
                "--game", GAME, "--lang", language, "--out", out.toString(),
                sample.toString()), Shipped.root(), Map.of(), 900);
        assertThat(ran.status()).as(ran.output()).isZero();
        Path results = out.resolve(SAMPLE).resolve("results.json");
        JsonObject json = JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject();
        Map<String, String> scores = new TreeMap<>();
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            scores.put(test.getAsJsonArray("tags").get(0).getAsString(),
                    test.get("score").getAsString() + "/" + test.get("max_score").getAsString());
        }
        scores.put("total", json.get("score").getAsString());
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
