package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Opens every deck in headless Chromium, as a student would, and goes through it slide by slide.
 *
 * <p>A deck fails when the browser asks for anything but the served slides (a CDN, a web font),
 * when a file it asks for is missing, when the page logs an error or throws, or when some
 * content of a slide lies outside the slide's frame or is cut off in a scrolled box. Each slide
 * is saved as a picture in {@code target/screenshots/DECK/NN.png} for a person to look at.
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
              return problems;
            })()
            """;

    private static SlideServer server;
    private static Chromium chromium;

    @BeforeAll
    static void start() throws IOException, InterruptedException {
        assertThat(Chromium.EXECUTABLE)
                .as("Debian's chromium, which slides/scripts/ensure-chromium installs")
                .isExecutable();
        assertThat(SLIDES.resolve("index.html")).as("the slides, built before the tests")
                .isRegularFile();
        server = new SlideServer(SLIDES);
        chromium = Chromium.start(WIDTH, HEIGHT);
        chromium.send("Page.enable");
        chromium.send("Runtime.enable");
        chromium.send("Log.enable");
        chromium.send("Network.enable");
        JsonObject noCache = new JsonObject();
        noCache.addProperty("cacheDisabled", true);
        chromium.send("Network.setCacheDisabled", noCache);
    }

    @AfterAll
    static void stop() {
        if (chromium != null) {
            chromium.close();
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
        chromium.open(server.base() + "index.html");
        JsonElement links = chromium.evaluate(
                "[...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))");
        List<String> hrefs = new ArrayList<>();
        links.getAsJsonArray().forEach(link -> hrefs.add(link.getAsString()));
        screenshot(SCREENSHOTS.resolve("index.png"));
        List<String> problems = new ArrayList<>();
        problems.addAll(problemsOf(chromium.takeEvents()));
        problems.addAll(server.takeMissing().stream().map(path -> "missing: " + path).toList());

        assertThat(problems).as("what went wrong on the index page").isEmpty();
        assertThat(hrefs).containsAll(decks().map(deck -> deck + ".html").toList());
        assertThat(decks()).as("the decks").contains("introduction", "instructors");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decks")
    void eachSlideOfTheDeckShowsWhollyWithNothingMissingAndNoError(String deck)
            throws IOException {
        chromium.open(server.base() + deck + ".html");
        chromium.evaluate("new Promise(resolve => Reveal.isReady() ? resolve()"
                + " : Reveal.on('ready', () => resolve()))");
        // Everything at once: no transition to wait for, and every fragment shown.
        chromium.evaluate("Reveal.configure({transition: 'none', backgroundTransition: 'none',"
                + " fragments: false, controls: false, progress: false})");
        JsonElement indices = chromium.evaluate(
                "Reveal.getSlides().map(s => Reveal.getIndices(s))"
                        + ".map(i => ({h: i.h, v: i.v || 0}))");
        Path folder = SCREENSHOTS.resolve(deck);
        List<String> problems = new ArrayList<>();
        Files.createDirectories(folder);
        int number = 0;
        for (JsonElement element : indices.getAsJsonArray()) {
            JsonObject index = element.getAsJsonObject();
            number++;
            int h = index.get("h").getAsInt();
            int v = index.get("v").getAsInt();
            chromium.evaluate("Reveal.slide(" + h + ", " + v + ")");
            chromium.evaluate("new Promise(r => requestAnimationFrame(()"
                    + " => requestAnimationFrame(r)))");
            String slide = String.format(Locale.ROOT, "slide %d (%d/%d)", number, h, v);
            chromium.evaluate(OVERFLOW).getAsJsonArray()
                    .forEach(problem -> problems.add(slide + ": " + problem.getAsString()));
            screenshot(folder.resolve(String.format(Locale.ROOT, "%02d.png", number)));
        }
        problems.addAll(problemsOf(chromium.takeEvents()));
        problems.addAll(server.takeMissing().stream().map(path -> "missing: " + path).toList());

        assertThat(number).as("the slides of " + deck).isGreaterThan(1);
        assertThat(problems).as("what went wrong in " + deck).isEmpty();
    }

    private static void screenshot(Path file) throws IOException {
        JsonObject params = new JsonObject();
        params.addProperty("format", "png");
        String data = chromium.send("Page.captureScreenshot", params).get("data").getAsString();
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(data));
    }

    /** The events that tell of an error, a failed load or a request to anywhere else. */
    private static List<String> problemsOf(List<JsonObject> events) {
        List<String> problems = new ArrayList<>();
        for (JsonObject event : events) {
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
                case "Runtime.exceptionThrown" ->
                        problems.add("exception: " + params.getAsJsonObject("exceptionDetails"));
                case "Runtime.consoleAPICalled" -> {
                    String type = params.get("type").getAsString();
                    if (type.equals("error") || type.equals("assert")
                            || type.equals("warning")) {
                        problems.add("console " + type + ": " + params.get("args"));
                    }
                }
                case "Log.entryAdded" -> {
                    JsonObject entry = params.getAsJsonObject("entry");
                    if (!entry.get("level").getAsString().equals("verbose")
                            && !entry.get("level").getAsString().equals("info")) {
                        problems.add("browser log " + entry.get("level") + ": "
                                + entry.get("text"));
                    }
                }
                default -> {
                    // Other events (frames, lifecycle, finished loads) tell of nothing wrong.
                }
            }
        }
        return problems;
    }
}
