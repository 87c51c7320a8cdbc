package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.Rule;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Step;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import tabuleiro.cli.BoardPictures;
import tabuleiro.cli.GameEntry;
import tabuleiro.svg.BoardPicture;

/**
 * Opens every page of the rule book site ({@code target/slides/rulebook/}) in headless Chromium
 * (two sessions at once, a game each), as an instructor would, and checks what the site promises:
 * every rule ID of the catalogue has a page with its English and its Portuguese title, and each
 * language can be shown alone; every board of the rule book (a doc string, or a FEN in a step, that
 * the game's renderer draws) is on its rule's page as a picture that loaded, with a text
 * equivalent; every link of every page goes to a file of the site, the decks or the contract
 * documentation that is there, to an anchor that is there; the search finds a rule; axe-core finds
 * no WCAG 2.1 A or AA violation on the pages that hold every kind of markup and every rule's
 * content (each game's index, catalogue, both booklets, which hold every rule's examples and
 * boards in its language, and its first and last rule page, which show the rule pages' one
 * template with both languages); and at 1,280 px nothing makes a page wider than the window,
 * with both languages shown and with each alone ({@link Viewport}).
 *
 * <p>axe-core takes about a second of a processor per page; run on the 111 rule pages, which
 * one template writes around the content the booklets already hold, it cost the build two
 * minutes and could find nothing the booklets and two rule pages a game do not show.
 *
 * <p>The facts it checks against are read here on their own, not taken from the generator: the
 * catalogue's IDs from {@code features/rules/GAME.md}, the boards from the feature files with
 * Cucumber's parser and the reference's renderers.
 */
class RuleBookSiteInBrowserTest {

    private static final Path SLIDES = Path.of("target", "slides");
    private static final Path SITE = SLIDES.resolve("rulebook");
    private static final Path PROJECT = Path.of("..");
    private static final Map<String, String> FOLDERS = new LinkedHashMap<>();
    private static final Pattern ROW = Pattern.compile("^\\| ([A-Z][A-Z0-9]*-[0-9]{2}) \\|");
    private static final Pattern RULE_ID = Pattern.compile("[A-Z][A-Z0-9]*-[0-9]{2}");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]{8,})\"");

    static {
        // Every registered game: its command, and its rule book's folder, its package's name.
        for (GameEntry entry : GameEntry.all()) {
            String cli = entry.getClass().getPackageName();
            String game = cli.substring(0, cli.lastIndexOf('.'));
            FOLDERS.put(entry.name(), game.substring(game.lastIndexOf('.') + 1));
        }
    }

    /**
     * The browsers that open the pages at once, a game at a time each: the pages are
     * independent, and one browser running axe-core keeps about one processor busy.
     */
    private static final int BROWSERS = 2;

    private static SlideServer server;
    private static Axe axe;

    @BeforeAll
    static void start() throws IOException {
        assertThat(SITE.resolve("index.html")).as("the rule book site, built before the tests")
                .isRegularFile();
        axe = Axe.fromWebJar();
        server = new SlideServer(SLIDES);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyPageShowsBothLanguagesItsBoardsAndLinksThatResolveWithNoAccessibilityViolation()
            throws IOException, InterruptedException {
        BlockingQueue<Browser> browsers = new LinkedBlockingQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(BROWSERS);
        try {
            for (int i = 0; i < BROWSERS; i++) {
                browsers.add(new Browser(HeadlessChromium.start(Viewport.WIDTH, 1000)));
            }
            List<Future<Visited>> games = new ArrayList<>();
            for (Map.Entry<String, String> game : FOLDERS.entrySet()) {
                games.add(pool.submit(() -> {
                    Browser browser = browsers.take();
                    try {
                        return browser.game(game.getKey(), game.getValue());
                    } finally {
                        browsers.add(browser);
                    }
                }));
            }
            Visited all = new Visited();
            for (Future<Visited> game : games) {
                all.add(game.get());
            }
            Browser browser = browsers.take();
            browser.open("index.html");
            all.pages++;
            all.problems.addAll(browser.checkPage("index.html", true));
            all.problems.addAll(browser.search());
            browsers.add(browser);
            all.problems.addAll(server.takeMissing().stream().map(path -> "missing: " + path)
                    .toList());
            assertThat(all.pictures).as("board pictures on the rule pages").isGreaterThan(100);
            assertThat(all.pages).as("pages opened").isGreaterThan(100);
            assertThat(all.problems).as("what is wrong on the rule book site").isEmpty();
        } catch (ExecutionException e) {
            throw new AssertionError("a browser failed", e.getCause());
        } finally {
            pool.shutdownNow();
            browsers.forEach(Browser::quit);
        }
    }

    /** What a browser saw: the pages it opened, the pictures it counted, what was wrong. */
    private static final class Visited {

        private int pages;
        private int pictures;
        private final List<String> problems = new ArrayList<>();

        void add(Visited other) {
            pages += other.pages;
            pictures += other.pictures;
            problems.addAll(other.problems);
        }
    }

    /** One headless Chromium session, used by one thread at a time. */
    private static final class Browser {

        private final ChromeDriver chromium;

        Browser(ChromeDriver chromium) {
            this.chromium = chromium;
        }

        void quit() {
            chromium.quit();
        }

        /** Every rule page of a game and its index, booklets and catalogue. */
        Visited game(String game, String folder) throws IOException {
            Visited visited = new Visited();
            List<String> problems = visited.problems;
            Map<String, Integer> boards = boardsByRule(game, folder);
            List<String> ids = catalogue(game);
            assertThat(ids).as("the catalogue of " + game).isNotEmpty();
            for (String id : ids) {
                String page = game + "/" + id + ".html";
                if (!Files.isRegularFile(SITE.resolve(page))) {
                    problems.add(page + ": no page for the catalogue's rule " + id);
                    continue;
                }
                open(page);
                visited.pages++;
                String titles = titlesProblem(id);
                if (titles != null) {
                    // A clean-clone build once read an empty English title on two pages whose
                    // files were right (2026-11-25, cause unknown, not seen again): the page is
                    // opened once more, and only a page wrong twice is a problem. What the
                    // browser had the first time is written for the next one who meets it.
                    System.err.println(page + ": read again after " + titles + " (document "
                            + chromium.executeScript("return document.readyState + ' ' "
                            + "+ document.URL") + ")");
                    open(page);
                    titles = titlesProblem(id);
                }
                if (titles != null) {
                    problems.add(page + ": " + titles);
                }
                long drawn = number("[...document.querySelectorAll("
                        + "\"article[lang='en'] figure.board img\")].filter(i => i.complete"
                        + " && i.naturalWidth > 0 && i.alt.trim().length > 20).length");
                visited.pictures += (int) drawn;
                int expected = boards.getOrDefault(id, 0);
                if (drawn != expected) {
                    problems.add(page + ": the rule book states " + expected + " boards of this"
                            + " rule, but the page shows " + drawn + " pictures with a text"
                            + " equivalent");
                }
                problems.addAll(switchLanguages(page));
                boolean audited = id.equals(ids.get(0)) || id.equals(ids.get(ids.size() - 1));
                problems.addAll(checkPage(page, audited));
                if (id.equals(ids.get(0))) {
                    screenshot(page);
                }
            }
            for (String page : List.of("index.html", "book-en.html", "book-pt.html",
                    "catalogue.html")) {
                open(game + "/" + page);
                visited.pages++;
                problems.addAll(checkPage(game + "/" + page, true));
            }
            return visited;
        }

        /** Shows each language alone, then both: the other side is hidden, the chosen one shown. */
        private List<String> switchLanguages(String page) {
            List<String> problems = new ArrayList<>();
            for (String lang : List.of("pt", "en")) {
                chromium.findElement(By.cssSelector(".switch button[data-show='" + lang + "']"))
                        .click();
                boolean shown = (Boolean) chromium.executeScript("return document.querySelector("
                        + "\"article[lang='" + lang + "']\").offsetParent !== null");
                boolean otherHidden = (Boolean) chromium.executeScript("return document"
                        + ".querySelector(\"article:not([lang='" + lang + "'])\").offsetParent"
                        + " === null");
                if (!shown || !otherHidden) {
                    problems.add(page + ": the switch to " + lang + " does not show that"
                            + " language alone");
                }
                // Each language alone fits the window too (the Portuguese side's longer words).
                problems.addAll(Viewport.overflow(chromium, page + " (" + lang + " alone)"));
            }
            chromium.findElement(By.cssSelector(".switch button[data-show='both']")).click();
            return problems;
        }

        /** The page's links, its width and, when audited, its accessibility by axe-core. */
        List<String> checkPage(String page, boolean audited) {
            List<String> problems = new ArrayList<>();
            for (Object href : (List<?>) chromium.executeScript("return [...document"
                    + ".querySelectorAll('a[href]')].map(a => a.href)")) {
                String problem = brokenLink((String) href);
                if (problem != null) {
                    problems.add(page + ": " + problem);
                }
            }
            if (audited) {
                for (String violation : axe.violations(chromium)) {
                    problems.add(page + ": " + violation);
                }
            }
            problems.addAll(Viewport.overflow(chromium, page));
            return problems;
        }

        List<String> search() {
            List<String> problems = new ArrayList<>();
            chromium.findElement(By.id("search-box")).sendKeys("diagonal");
            List<?> found = (List<?>) chromium.executeScript("return [...document"
                    + ".querySelectorAll('#search-results a')].map(a => a.getAttribute('href'))");
            if (found.isEmpty() || found.stream().noneMatch(href -> RULE_ID.matcher(
                    String.valueOf(href)).find())) {
                problems.add("the search for \"diagonal\" finds no rule: " + found);
            }
            return problems;
        }

        /**
         * What is wrong with the open rule page's two titles: each the rule's ID and a title,
         * the two different; null when nothing is.
         */
        private String titlesProblem(String id) {
            String english = text("article[lang='en'] h1");
            String portuguese = text("article[lang='pt'] h1");
            if (!english.startsWith(id + " ") || english.length() <= id.length() + 1
                    || !portuguese.startsWith(id + " ")
                    || portuguese.length() <= id.length() + 1 || english.equals(portuguese)) {
                return "expected an English and a Portuguese title, but they are \"" + english
                        + "\" and \"" + portuguese + "\"";
            }
            return null;
        }

        void open(String page) {
            chromium.get(server.base() + "rulebook/" + page);
        }

        private String text(String selector) {
            Object text = chromium.executeScript("const e = document.querySelector(\""
                    + selector + "\"); return e ? e.textContent.replace(/\\s+/g, ' ').trim()"
                    + " : ''");
            return String.valueOf(text);
        }

        private long number(String script) {
            return ((Number) chromium.executeScript("return " + script)).longValue();
        }

        private void screenshot(String page) throws IOException {
            Path file = Path.of("target", "screenshots", "rulebook",
                    page.replace('/', '-').replace(".html", ".png"));
            Files.createDirectories(file.getParent());
            Files.write(file, chromium.getScreenshotAs(OutputType.BYTES));
        }
    }

    /** Why a link does not resolve, or null when it goes to a file and anchor that are there. */
    private static String brokenLink(String href) {
        if (!href.startsWith(server.base())) {
            return "a link out of the site: " + href;
        }
        URI uri = URI.create(href);
        Path file = SLIDES.resolve(URLDecoder.decode(uri.getRawPath().substring(1),
                StandardCharsets.UTF_8));
        if (!Files.isRegularFile(file)) {
            return "a link to a missing file: " + href;
        }
        String fragment = uri.getRawFragment();
        if (fragment == null || fragment.isEmpty()) {
            return null;
        }
        String id = URLDecoder.decode(fragment.startsWith("/") ? fragment.substring(1)
                : fragment, StandardCharsets.UTF_8);
        String html;
        try {
            html = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "a link to a file that cannot be read: " + href;
        }
        String escaped = id.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return html.contains("id=\"" + escaped + "\"") ? null
                : "a link to an anchor that is not there: " + href;
    }

    /** The rule IDs of a game's catalogue, the repository's copy. */
    private static List<String> catalogue(String game) throws IOException {
        List<String> ids = new ArrayList<>();
        for (String line : Files.readAllLines(PROJECT.resolve("features/rules")
                .resolve(game + ".md"))) {
            Matcher row = ROW.matcher(line);
            if (row.find()) {
                ids.add(row.group(1));
            }
        }
        return ids;
    }

    /**
     * Counts, per rule ID, the boards of the English rule book that the game's renderer draws:
     * its Rule blocks' doc strings, and its steps' quoted positions where its picture draws
     * them (chess, checkers).
     */
    private static Map<String, Integer> boardsByRule(String game, String folder)
            throws IOException {
        BoardPicture picture = BoardPictures.forGame(game);
        boolean quotedPositions = picture.drawsQuotedPositions();
        Map<String, Integer> boards = new TreeMap<>();
        Map<String, Boolean> draws = new HashMap<>();
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        List<Path> files;
        try (Stream<Path> list = Files.list(PROJECT.resolve(
                "features/src/main/resources/tabuleiro/features").resolve(folder))) {
            files = list.filter(file -> file.toString().endsWith(".feature")).toList();
        }
        for (Path file : files) {
            for (Envelope envelope : parser.parse(file).toList()) {
                var feature = envelope.getGherkinDocument().flatMap(doc -> doc.getFeature());
                if (feature.isEmpty()) {
                    continue;
                }
                List<Step> background = new ArrayList<>();
                for (FeatureChild child : feature.get().getChildren()) {
                    child.getBackground().ifPresent(found -> background.addAll(found.getSteps()));
                }
                for (FeatureChild child : feature.get().getChildren()) {
                    if (child.getRule().isEmpty()) {
                        continue;
                    }
                    Rule rule = child.getRule().get();
                    List<Step> steps = new ArrayList<>(background);
                    for (RuleChild ruleChild : rule.getChildren()) {
                        ruleChild.getBackground().ifPresent(found -> steps.addAll(
                                found.getSteps()));
                        ruleChild.getScenario().map(Scenario::getSteps).ifPresent(steps::addAll);
                    }
                    int count = 0;
                    for (Step step : steps) {
                        List<String> positions = new ArrayList<>();
                        step.getDocString().ifPresent(doc -> positions.add(doc.getContent()));
                        Matcher quoted = QUOTED.matcher(step.getText());
                        while (quotedPositions && quoted.find()) {
                            positions.add(quoted.group(1));
                        }
                        for (String position : positions) {
                            if (draws.computeIfAbsent(position, text -> drawable(picture, text))) {
                                count++;
                            }
                        }
                    }
                    for (Tag tag : rule.getTags()) {
                        String id = tag.getName().substring(1);
                        if (RULE_ID.matcher(id).matches()) {
                            boards.merge(id, count, Integer::sum);
                        }
                    }
                }
            }
        }
        return boards;
    }

    private static boolean drawable(BoardPicture picture, String text) {
        try {
            picture.draw(text);
            return true;
        } catch (IllegalArgumentException notAPosition) {
            return false;
        }
    }
}
