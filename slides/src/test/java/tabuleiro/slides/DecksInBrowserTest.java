package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * Opens every deck in headless Chromium (Selenium with Debian's chromium-driver), as a student
 * would, and goes through it slide by slide.
 *
 * <p>A deck fails when the browser asks for anything but the served slides (a CDN, a web font),
 * when a file it asks for is missing, when the page logs an error or throws, or when some
 * content of a slide lies outside the slide's frame or is cut off in a scrolled box, or when a
 * class diagram ({@code images/GAME-design*.svg}) is shown narrower than its own width, which
 * would make its text smaller than {@link ClassDiagramsTest} checks. Each slide is saved as a
 * picture in {@code target/screenshots/DECK/NN.png} for a person to look at.
 */
class DecksInBrowserTest {

    private static final Path SLIDES = Path.of("target", "slides");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /** A projector's 16:10 window; reveal.js scales the 960 x 700 slide into it. */
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;

    /** Lists what lies outside the current slide's frame or is cut off inside a box. */
    private static final String OVERFLOW =
            """
            (() => {
              const frame = document.querySelector('.reveal .slides').getBoundingClientRect();
              const slide = Reveal.getCurrentSlide();
              const problems = [];
              const outside = new Set();
              const name = e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')
                  + ' "' + (e.textContent || '').trim().slice(0, 40) + '"';
              for (const e of slide.querySelectorAll('*')) {
                if (e.closest('aside.notes')) continue;
                const r = e.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) continue;
                if (r.left < frame.left - 2 || r.right > frame.right + 2
                    || r.top < frame.top - 2 || r.bottom > frame.bottom + 2) {
                  outside.add(e);
                  // Name only the outermost element that sticks out, not all it contains.
                  if (!outside.has(e.parentElement)) {
                    problems.push('outside the frame: ' + name(e));
                  }
                }
                const style = getComputedStyle(e);
                const clips = /(auto|scroll|hidden)/.test(style.overflowX + style.overflowY);
                if (clips && (e.scrollWidth > e.clientWidth + 1
                    || e.scrollHeight > e.clientHeight + 1)) {
                  problems.push('cut off inside its box (' + e.scrollWidth + 'x' + e.scrollHeight
                      + ' in ' + e.clientWidth + 'x' + e.clientHeight + '): ' + name(e));
                }
              }
              for (const img of slide.querySelectorAll('img')) {
                if (!img.complete || img.naturalWidth === 0) {
                  problems.push('image not shown: ' + img.getAttribute('src'));
                } else if (img.clientWidth < 100 || img.clientHeight < 60) {
                  problems.push('image drawn too small to see (' + img.clientWidth + 'x'
                      + img.clientHeight + '): ' + img.getAttribute('src'));
                }
              }
              // A class diagram's text is large enough (ClassDiagramsTest) in the diagram's
              // units; shown narrower than its own width on the 960-wide slide, it is not.
              const slideWidth = frame.width / Reveal.getConfig().width;
              for (const img of slide.querySelectorAll('img')) {
                const diagram = /-design(-[a-z]+)?[.]svg$/.test(img.getAttribute('src'));
                const shown = img.getBoundingClientRect().width / slideWidth;
                if (diagram && img.naturalWidth > 0 && shown < img.naturalWidth - 1) {
                  problems.push('class diagram shown ' + Math.round(shown) + ' wide, under its own '
                      + img.naturalWidth + ': ' + img.getAttribute('src'));
                }
              }
              return problems;
            })()
            """;

    private static SlideServer server;
    private static ChromeDriver chromium;

    @BeforeAll
    static void start() throws IOException {
        assertThat(HeadlessChromium.BROWSER)
                .as("Debian's chromium, which .ci/prerequisites installs")
                .isExecutable();
        assertThat(HeadlessChromium.DRIVER)
                .as("Debian's chromium-driver, which .ci/prerequisites installs")
                .isExecutable();
        assertThat(SLIDES.resolve("index.html")).as("the slides, built before the tests")
                .isRegularFile();
        server = new SlideServer(SLIDES);
        chromium = HeadlessChromium.start(WIDTH, HEIGHT);
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

    static Stream<String> decks() throws IOException {
        try (Stream<Path> files = Files.list(SLIDES)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".html") && !name.equals("index.html"))
                    .map(name -> name.substring(0, name.length() - ".html".length()))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @Test
    void theIndexLinksEveryDeckAndLoadsNothingFromElsewhere() throws IOException {
        chromium.get(server.base() + "index.html");
        List<String> hrefs = new ArrayList<>();
        for (Object link : (List<?>) evaluate(
                "[...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))")) {
            hrefs.add((String) link);
        }
        screenshot(SCREENSHOTS.resolve("index.png"));
        List<String> problems = new ArrayList<>();
        problems.addAll(problemsInLogs());
        problems.addAll(server.takeMissing().stream().map(path -> "missing: " + path).toList());

        assertThat(problems).as("what went wrong on the index page").isEmpty();
        assertThat(hrefs).containsAll(decks().map(deck -> deck + ".html").toList());
        assertThat(decks()).as("the decks").contains("introduction", "instructors");
    }

    @Test
    void theContractDocumentationIsLinkedAndShowsTheContractTagsWithNothingFromElsewhere()
            throws IOException {
        chromium.get(server.base() + "index.html");
        assertThat(evaluate("[...document.querySelectorAll('a[href]')]"
                + ".some(a => a.getAttribute('href') === 'apidocs/index.html')"))
                .as("the index links the contract documentation").isEqualTo(true);
        chromium.get(server.base() + "apidocs/tabuleiro/connectfour/Game.html");
        assertThat((String) evaluate("document.body.innerText")).as("the custom tags, rendered")
                .contains("Postcondition:", "Class invariant:");
        screenshot(SCREENSHOTS.resolve("apidocs.png"));
        List<String> problems = new ArrayList<>();
        problems.addAll(problemsInLogs());
        problems.addAll(server.takeMissing().stream().map(path -> "missing: " + path).toList());
        assertThat(problems).as("what went wrong on the contract documentation").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decks")
    void eachSlideOfTheDeckShowsWhollyWithNothingMissingAndNoError(String deck)
            throws IOException {
        chromium.get(server.base() + deck + ".html");
        evaluate("new Promise(resolve => Reveal.isReady() ? resolve()"
                + " : Reveal.on('ready', () => resolve()))");
        // Everything at once: no transition to wait for, and every fragment shown.
        evaluate("Reveal.configure({transition: 'none', backgroundTransition: 'none',"
                + " fragments: false, controls: false, progress: false})");
        List<?> indices = (List<?>) evaluate("Reveal.getSlides().map(s => Reveal.getIndices(s))"
                + ".map(i => ({h: i.h, v: i.v || 0}))");
        Path folder = SCREENSHOTS.resolve(deck);
        List<String> problems = new ArrayList<>();
        Files.createDirectories(folder);
        int number = 0;
        for (Object element : indices) {
            Map<?, ?> index = (Map<?, ?>) element;
            number++;
            int h = ((Number) index.get("h")).intValue();
            int v = ((Number) index.get("v")).intValue();
            evaluate("Reveal.slide(" + h + ", " + v + ")");
            evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
            String slide = String.format(Locale.ROOT, "slide %d (%d/%d)", number, h, v);
            for (Object problem : (List<?>) evaluate(OVERFLOW)) {
                problems.add(slide + ": " + problem);
            }
            screenshot(folder.resolve(String.format(Locale.ROOT, "%02d.png", number)));
        }
        problems.addAll(problemsInLogs());
        problems.addAll(server.takeMissing().stream().map(path -> "missing: " + path).toList());

        assertThat(number).as("the slides of " + deck).isGreaterThan(1);
        assertThat(problems).as("what went wrong in " + deck).isEmpty();
    }

    /** Runs a script in the page, waiting for a promise it gives, and returns its value. */
    private static Object evaluate(String expression) {
        return chromium.executeScript("return " + expression.strip() + ";");
    }

    private static void screenshot(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, chromium.getScreenshotAs(OutputType.BYTES));
    }

    /**
     * What the browser logged since the last call that tells of an error, a failed load or a
     * request to anywhere else: the console and the page's errors from the browser's log, the
     * network's requests and responses (DevTools events) from the performance log.
     */
    private static List<String> problemsInLogs() {
        List<String> problems = new ArrayList<>();
        for (LogEntry entry : chromium.manage().logs().get(LogType.PERFORMANCE)) {
            JsonObject event = JsonParser.parseString(entry.getMessage()).getAsJsonObject()
                    .getAsJsonObject("message");
            JsonObject params = event.getAsJsonObject("params");
            switch (event.get("method").getAsString()) {
                case "Network.requestWillBeSent" -> {
                    String url = params.getAsJsonObject("request").get("url").getAsString();
                    if (!url.startsWith(server.base()) && !url.startsWith("data:")) {
                        problems.add("request to elsewhere: " + url);
                    }
                }
                case "Network.responseReceived" -> {
                    JsonObject response = params.getAsJsonObject("response");
                    if (response.get("status").getAsInt() >= 400) {
                        problems.add("HTTP " + response.get("status") + ": "
                                + response.get("url").getAsString());
                    }
                }
                case "Network.loadingFailed" ->
                        problems.add("loading failed: " + params.get("errorText"));
                default -> {
                    // Other events (frames, lifecycle, finished loads) tell of nothing wrong.
                }
            }
        }
        // Console errors, warnings and failed assertions, uncaught exceptions and the browser's
        // own warnings and errors; verbose and informational messages tell of nothing wrong.
        for (LogEntry entry : chromium.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.WARNING.intValue()) {
                problems.add("browser log " + entry.getLevel() + ": " + entry.getMessage());
            }
        }
        return problems;
    }
}
