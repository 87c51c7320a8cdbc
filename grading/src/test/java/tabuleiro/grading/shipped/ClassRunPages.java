package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the README's main command wrote besides the grades, read from its shared run: the class
 * on the rule book ({@code GAME/rulebook.html}) against the students' own reports, and the
 * feedback pages of every sample kept in {@code grading/target/readme-run/} for the slides'
 * browser check (axe-core) to read without grading again.
 */
final class ClassRunPages {

    /** Where the feedback pages are kept for the slides module, under the project's root. */
    static final String KEPT = "grading/target/readme-run";

    private static final Pattern ROW = Pattern.compile(
            "data-rule=\"[^\"]+\" data-kept=\"(\\d+)\" data-broken=\"(\\d+)\""
                    + " data-name=\"([^\"]+)\"");

    private ClassRunPages() {
    }

    /**
     * Checks each game's {@code rulebook.html} against its submissions' {@code results.json}:
     * per rule, the submissions it says broke it are exactly those whose test of that rule
     * scored below its maximum, and with those that kept it they are the whole class.
     *
     * @param out the report folder of the run: a folder per game
     * @param games the games
     */
    static void classOnRuleBookSums(Path out, List<String> games) throws IOException {
        for (String game : games) {
            Path folder = out.resolve(game);
            Map<String, Integer> broken = new HashMap<>();
            int submissions = 0;
            try (Stream<Path> each = Files.list(folder)) {
                for (Path results : each.map(sub -> sub.resolve("results.json"))
                        .filter(Files::isRegularFile).toList()) {
                    submissions++;
                    JsonObject json = JsonParser.parseString(Files.readString(results,
                            StandardCharsets.UTF_8)).getAsJsonObject();
                    for (JsonElement test : json.getAsJsonArray("tests")) {
                        JsonObject one = test.getAsJsonObject();
                        if (one.getAsJsonArray("tags").get(0).getAsString().equals("summary")) {
                            continue;
                        }
                        // By the rule's name: an ID may head Rules of two features.
                        broken.merge(one.get("name").getAsString(), one.get("score").getAsDouble()
                                < one.get("max_score").getAsDouble() ? 1 : 0, Integer::sum);
                    }
                }
            }
            String page = Files.readString(folder.resolve("rulebook.html"),
                    StandardCharsets.UTF_8);
            Matcher row = ROW.matcher(page);
            int rows = 0;
            while (row.find()) {
                rows++;
                String name = unescape(row.group(3));
                assertThat(broken).as(game + ": a test of results.json per row")
                        .containsKey(name);
                assertThat(Integer.parseInt(row.group(2))).as(game + " " + name + " broken by")
                        .isEqualTo(broken.get(name));
                assertThat(Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)))
                        .as(game + " " + name + " kept and broken").isEqualTo(submissions);
            }
            assertThat(rows).as(game + ": a row per rule of results.json")
                    .isEqualTo(broken.size()).isPositive();
        }
    }

    /** An attribute's text as jte escaped it, back to the characters it stands for. */
    private static String unescape(String attribute) {
        return attribute.replace("&#34;", "\"").replace("&#39;", "'").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&amp;", "&");
    }

    /**
     * Keeps each game's class report folder's pages ({@code feedback.html} of every submission
     * and {@code rulebook.html}) in {@link #KEPT}, replacing what an earlier build kept.
     *
     * @param out the report folder of the run
     * @param games the games
     */
    static void keepPages(Path out, List<String> games) throws IOException {
        Path kept = Shipped.root().resolve(KEPT);
        for (String game : games) {
            Path folder = out.resolve(game);
            try (Stream<Path> pages = Files.walk(folder, 2)) {
                for (Path page : pages.filter(path -> path.toString().endsWith(".html"))
                        .toList()) {
                    Path copy = kept.resolve(game).resolve(folder.relativize(page).toString());
                    Files.createDirectories(copy.getParent());
                    Files.copy(page, copy, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
