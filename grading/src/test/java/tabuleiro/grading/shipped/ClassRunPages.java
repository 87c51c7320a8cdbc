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
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;

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
     * Checks each game's {@code rulebook.html} and the rule book site overlaid beside it
     * against its submissions' {@code results.json}: per rule, the submissions it says broke it
     * are exactly those whose test of that rule scored below its maximum, and with those that
     * kept it they are the whole class.
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
            overlaySums(folder, game, broken, submissions);
        }
    }

    /**
     * Checks the class's copy of the rule book site, {@code GAME/rulebook/}: every Rule page
     * the site has for the game is there, each Rule's counts on its page are its counts in the
     * students' {@code results.json}, every Rule of those is on a page, and no page names a
     * student (by their submission's folder).
     */
    private static void overlaySums(Path folder, String game, Map<String, Integer> broken,
            int submissions) throws IOException {
        Path site = folder.resolve("rulebook");
        Path portable = Shipped.root().resolve(
                "features/site/target/portable/tabuleiro-rulebook-site");
        List<String> pages = Files.readAllLines(portable.resolve("files.txt")).stream()
                .filter(file -> file.matches(Pattern.quote(game) + "/[A-Z][A-Z0-9]*-[0-9]{2}"
                        + "\\.html")).toList();
        assertThat(pages).as(game + ": the site's Rule pages").isNotEmpty();
        List<String> students;
        try (Stream<Path> each = Files.list(folder)) {
            students = each.filter(sub -> Files.isRegularFile(sub.resolve("results.json")))
                    .map(sub -> sub.getFileName().toString()).toList();
        }
        Map<String, Integer> onPages = new HashMap<>();
        for (String file : pages) {
            Path page = site.resolve(file);
            assertThat(page).as(game + ": the overlay's page " + file).isRegularFile();
            String html = Files.readString(page, StandardCharsets.UTF_8);
            // The page is the site's but for its slot, and the slot names nobody the rule
            // book itself does not (a sample's folder, "complete", is also a word of it).
            int start = html.indexOf("<section class=\"class-results\"");
            int end = html.indexOf("</section>", start) + "</section>".length();
            String slot = start < 0 ? "" : html.substring(start, end);
            String bare = Files.readString(portable.resolve(file), StandardCharsets.UTF_8)
                    .replaceAll("<!-- tabuleiro:class [A-Z0-9-]+ -->", "");
            assertThat(html.replace(slot, "")).as(file + " but for its slot").isEqualTo(bare);
            for (String student : students) {
                if (!bare.contains(student)) {
                    assertThat(slot).as(file + " names the submission " + student)
                            .doesNotContain(student);
                }
            }
            Matcher row = ROW.matcher(slot);
            while (row.find()) {
                String name = unescape(row.group(3));
                onPages.merge(name, 1, Integer::sum);
                assertThat(Integer.parseInt(row.group(2))).as(file + " " + name + " broken by")
                        .isEqualTo(broken.get(name));
                assertThat(Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)))
                        .as(file + " " + name + " kept and broken").isEqualTo(submissions);
            }
        }
        assertThat(onPages.keySet()).as(game + ": the Rules the overlay's pages count")
                .containsExactlyInAnyOrderElementsOf(broken.keySet());
        assertThat(onPages.values()).as(game + ": each Rule on one page").containsOnly(1);
    }

    /** An attribute's text as jte escaped it, back to the characters it stands for. */
    private static String unescape(String attribute) {
        return attribute.replace("&#34;", "\"").replace("&#39;", "'").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&amp;", "&");
    }

    /**
     * The Rule pages of a game's overlaid site that the browser's check opens: the one the class
     * broke most and the one it broke least. Every Rule page is the site's page with a results
     * block of one template in it ({@link #classOnRuleBookSums} checks that the rest of the
     * page is the site's), so these two put that block's template before the browser's check,
     * and opening the other hundred there would only cost the build time.
     */
    private static List<String> representativeRulePages(Path site, String game)
            throws IOException {
        Map<String, Integer> brokenByPage = new HashMap<>();
        try (Stream<Path> pages = Files.list(site.resolve(game))) {
            for (Path page : pages.filter(path -> path.getFileName().toString()
                    .matches("[A-Z][A-Z0-9]*-[0-9]{2}\\.html")).toList()) {
                Matcher row = ROW.matcher(Files.readString(page, StandardCharsets.UTF_8));
                int broken = 0;
                while (row.find()) {
                    broken += Integer.parseInt(row.group(2));
                }
                brokenByPage.put(game + "/" + page.getFileName(), broken);
            }
        }
        assertThat(brokenByPage).as("the Rule pages of %s's overlaid site", game).isNotEmpty();
        Comparator<Map.Entry<String, Integer>> byBroken = Map.Entry.<String, Integer>
                comparingByValue().thenComparing(Map.Entry.comparingByKey());
        List<Map.Entry<String, Integer>> sorted = brokenByPage.entrySet().stream()
                .sorted(byBroken).toList();
        return List.of(sorted.get(0).getKey(), sorted.get(sorted.size() - 1).getKey());
    }

    /**
     * Keeps each game's class report folder's pages ({@code feedback.html} of every submission
     * and {@code rulebook.html}) in {@link #KEPT}, replacing what an earlier build kept, and of
     * the class's copy of the rule book site the pages the class's results are on (the game's
     * page and two of its Rule pages) with what they load (the assets and the boards).
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
            Path site = folder.resolve("rulebook");
            Path keptSite = kept.resolve(game).resolve("rulebook");
            FileTrees.delete(keptSite);
            List<String> rulePages = representativeRulePages(site, game);
            try (Stream<Path> files = Files.walk(site)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    String name = site.relativize(file).toString().replace('\\', '/');
                    if (name.startsWith("assets/") || name.startsWith(game + "/boards/")
                            || name.equals(game + "/index.html") || rulePages.contains(name)) {
                        Path copy = keptSite.resolve(name);
                        Files.createDirectories(copy.getParent());
                        Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
        }
    }
}
