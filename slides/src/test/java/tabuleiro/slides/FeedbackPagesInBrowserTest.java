package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Opens every page the grader wrote for the samples' class run in one headless Chromium
 * session, as a student or a lecturer would, 1,280 px wide, and checks them for accessibility:
 * axe-core finds no WCAG 2.1 A or AA violation, nothing makes a page wider than the window
 * ({@link Viewport}), every board picture ({@code svg} with {@code role="img"}) has
 * a non-empty {@code <title>} as its text equivalent, and every table has header cells.
 *
 * <p>The pages are not written here: the grading module's end-to-end test
 * {@code ReadmeMainCommandIT} grades every game's skeleton and samples with the packaged grader
 * during {@code ./mvnw verify} and keeps each game's pages (each submission's
 * {@code feedback.html}, the class's {@code report.html} and {@code rulebook.html}, and of the
 * rule book site overlaid with the class's results, in {@code rulebook/}, the game's page and
 * its rule pages with the assets and boards they load) in
 * {@code grading/target/readme-run/GAME/}; the slides module is built after the grading module,
 * so they are there when this runs. Grading again here would double the build's longest step.
 * The similarity pages (the class's {@code report.html} of a similarity run and its pairs'
 * side-by-side pages, an exact copy among them) are kept in {@code similarity/} there by the
 * grading module's {@code SimilarityIT}, from its run of the {@code similarity} command.
 */
class FeedbackPagesInBrowserTest {

    private static final Path PROJECT = Path.of("..");
    private static final Path PAGES = PROJECT.resolve("grading/target/readme-run");
    private static final String WHO_WRITES = " (the grading module's ReadmeMainCommandIT writes"
            + " them during ./mvnw verify, which builds the grading module before the slides)";

    private static SlideServer server;
    private static ChromeDriver chromium;
    private static Axe axe;

    @BeforeAll
    static void start() throws IOException {
        axe = Axe.fromWebJar();
        if (!Files.isDirectory(PAGES)) {
            fail("no feedback pages of the samples' class run: " + PAGES.toAbsolutePath()
                    .normalize() + " is missing" + WHO_WRITES);
        }
        server = new SlideServer(PAGES);
        chromium = HeadlessChromium.start(Viewport.WIDTH, 900);
    }

    @AfterAll
    static void stop() {
        if (chromium != null) {
            chromium.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyFeedbackAndClassPageHasNoAccessibilityViolation() throws IOException {
        List<String> problems = new ArrayList<>();
        List<String> games = games();
        assertThat(games).as("the games of grading/schemes/*.json").isNotEmpty();
        for (String game : games) {
            if (feedbackPages(game).isEmpty()) {
                problems.add(game + ": no feedback page in " + PAGES.resolve(game).toAbsolutePath()
                        .normalize() + WHO_WRITES);
            }
        }
        assertThat(problems).as("the samples' feedback pages, one folder per game").isEmpty();
        assertThat(PAGES.resolve("similarity/similarity/pair-0001.html")).as("a pair's"
                + " side-by-side page, kept by the grading module's SimilarityIT").isRegularFile();
        List<Path> pages;
        try (Stream<Path> walk = Files.walk(PAGES)) {
            pages = walk.filter(path -> path.toString().endsWith(".html")).sorted().toList();
        }
        int pictures = 0;
        for (Path file : pages) {
            String page = PAGES.relativize(file).toString().replace('\\', '/');
            chromium.get(server.base() + page);
            pictures += ((Number) chromium.executeScript("return document.querySelectorAll("
                    + "'svg[role=img]').length")).intValue();
            for (Object untitled : (List<?>) chromium.executeScript("return [...document"
                    + ".querySelectorAll('svg[role=img]')].map((svg, i) => [i + 1, svg"
                    + ".querySelector(':scope > title')]).filter(([i, t]) => !t"
                    + " || !t.textContent.trim()).map(([i]) => i)")) {
                problems.add(page + ": board picture " + untitled + " has no <title>");
            }
            for (Object bare : (List<?>) chromium.executeScript("return [...document"
                    + ".querySelectorAll('table')].map((table, i) => [i + 1, table"
                    + ".querySelector('th')]).filter(([i, th]) => !th).map(([i]) => i)")) {
                problems.add(page + ": table " + bare + " has no header cell");
            }
            for (String violation : axe.violations(chromium)) {
                problems.add(page + ": " + violation);
            }
            problems.addAll(Viewport.overflow(chromium, page));
        }
        // The pages load nothing; the browser asks for the server's icon on its own.
        problems.addAll(server.takeMissing().stream().filter(path -> !path.equals(
                "/favicon.ico")).map(path -> "missing: " + path).toList());
        System.out.printf("FeedbackPagesInBrowserTest: %d pages, %d board pictures%n",
                pages.size(), pictures);
        assertThat(problems).as("what is wrong on the grader's pages of the samples").isEmpty();
    }

    /**
     * The games the grader has a scheme for and registers, by their command names: a game's
     * scheme comes with its reference, its samples' pages with its grader module.
     */
    private static List<String> games() throws IOException {
        List<String> games = new ArrayList<>();
        try (Stream<Path> schemes = Files.list(PROJECT.resolve("grading/schemes"))) {
            for (String name : schemes.map(path -> path.getFileName().toString())
                    .filter(name -> name.endsWith(".json")).sorted().toList()) {
                String game = name.substring(0, name.length() - ".json".length());
                if (GradedGames.registers(game)) {
                    games.add(game);
                }
            }
        }
        return games;
    }

    /** A game's submissions' {@code feedback.html}, empty when its folder is missing. */
    private static List<Path> feedbackPages(String game) throws IOException {
        Path folder = PAGES.resolve(game);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> submissions = Files.list(folder)) {
            return submissions.map(submission -> submission.resolve("feedback.html"))
                    .filter(Files::isRegularFile).toList();
        }
    }
}
