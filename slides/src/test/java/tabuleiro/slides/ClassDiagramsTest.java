package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.chrome.ChromeDriver;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import tabuleiro.cli.GameEntry;

/**
 * Checks the hand-drawn class diagrams of the decks
 * ({@code src/docs/decks/images/GAME-design*.svg}) for a projector and against the code they draw.
 *
 * <p>In headless Chromium, with the browser's own font metrics: every text is at least
 * {@value #LEAST_FONT} units high, lies wholly inside its box and clear of every other box and
 * text, and every dependency starts and ends on a box and crosses no class and no text
 * ({@code diagram-problems.js} says exactly what is checked). {@link DecksInBrowserTest} checks
 * that a deck shows a diagram no smaller than its own width, so that {@value #LEAST_FONT} units
 * are {@value #LEAST_FONT} slide pixels, about 25 pixels on a 1080p screen.
 *
 * <p>Against the reference: every class named in a diagram is a type of the game's packages.
 */
class ClassDiagramsTest {

    /** The least font size in a diagram's units, Connect Four's when it was redrawn to be read. */
    static final int LEAST_FONT = 18;

    private static final Path IMAGES = Path.of("src", "docs", "decks", "images");
    private static final Path GAMES =
            Path.of("..", "reference", "src", "main", "java", "tabuleiro");
    /** A diagram's file: the deck's name (the game's package, with hyphens), then its idea. */
    private static final Pattern DIAGRAM = Pattern.compile("([a-z-]+)-design(-[a-z]+)?\\.svg");

    private static SlideServer server;
    private static ChromeDriver chromium;

    @BeforeAll
    static void start() throws IOException {
        assertThat(HeadlessChromium.BROWSER).as("Debian's chromium").isExecutable();
        assertThat(HeadlessChromium.DRIVER).as("Debian's chromium-driver").isExecutable();
        server = new SlideServer(IMAGES);
        chromium = HeadlessChromium.start(1000, 700);
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

    static Stream<String> diagrams() throws IOException {
        try (Stream<Path> files = Files.list(IMAGES)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> DIAGRAM.matcher(name).matches())
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @Test
    void everyGameHasItsClassesDrawn() throws IOException {
        Set<String> games = new TreeSet<>();
        try (Stream<Path> folders = Files.list(GAMES)) {
            folders.filter(folder -> Files.isRegularFile(folder.resolve("Game.java")))
                    .forEach(folder -> games.add(folder.getFileName().toString()));
        }
        Set<String> drawn = new TreeSet<>();
        diagrams().forEach(diagram -> drawn.add(gameOf(diagram)));

        // Every registered game's folder is found, and no other: a game's entry names its
        // package (tabuleiro.GAME.cli).
        assertThat(games).as("the games of the reference").isEqualTo(GameEntry.all().stream()
                .map(entry -> entry.getClass().getPackageName().split("\\.")[1])
                .collect(Collectors.toCollection(TreeSet::new)));
        assertThat(drawn).as("the games with a class diagram").containsAll(graded(games));
    }

    /**
     * The games of a set that the grader registers. A game comes in two phases: the reference,
     * its rule book and its skeleton first, then its grader module with its samples, kit, site
     * and slides; a game the grader does not register yet (Jogo do Galo, in its first phase) has
     * no deck to draw its classes in, so it is left out here until its module registers it, and
     * from then on it must have its diagram.
     */
    private static Set<String> graded(Set<String> games) throws IOException {
        Set<String> registered = GradedGames.ids();
        assertThat(registered).as("the games the grader registers").isNotEmpty();
        return games.stream().filter(registered::contains)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("diagrams")
    void everyTextIsLargeEnoughInsideItsBoxAndClearOfTheLines(String diagram)
            throws IOException {
        chromium.get(server.base() + diagram);
        List<?> problems = (List<?>) chromium.executeScript(script(), LEAST_FONT);
        Number texts = (Number) chromium.executeScript(
                "return document.documentElement.querySelectorAll('text').length;");

        // The browser asks for the served folder's icon by itself; the diagram asks for nothing.
        assertThat(server.takeMissing()).as("files the diagram asks for, not found")
                .allMatch(path -> path.equals("/favicon.ico"));
        assertThat(texts.intValue()).as("the texts of " + diagram).isPositive();
        assertThat(problems).as("what is hard to read in " + diagram).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("diagrams")
    void everyClassDrawnIsATypeOfTheGame(String diagram) throws IOException {
        Path game = GAMES.resolve(gameOf(diagram));
        Set<String> types = new TreeSet<>();
        try (Stream<Path> files = Files.walk(game)) {
            files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".java") && !name.equals("package-info.java"))
                    .map(name -> name.substring(0, name.length() - ".java".length()))
                    .forEach(types::add);
        }
        List<String> names = classNames(IMAGES.resolve(diagram));

        assertThat(types).as("the types of " + game).isNotEmpty();
        assertThat(names).as("the classes drawn in " + diagram).isNotEmpty();
        assertThat(names).as("the classes drawn in " + diagram + ", each a type of " + game)
                .allSatisfy(name -> assertThat(types).contains(name));
    }

    /** The game's package: the deck's name without its hyphens ({@code connect-four}). */
    private static String gameOf(String diagram) {
        Matcher matcher = DIAGRAM.matcher(diagram);
        assertThat(matcher.matches()).as(diagram).isTrue();
        return matcher.group(1).replace("-", "");
    }

    /** The texts of class {@code name}: the class named in each box. */
    private static List<String> classNames(Path diagram) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            NodeList texts = factory.newDocumentBuilder().parse(diagram.toFile())
                    .getElementsByTagName("text");
            List<String> names = new ArrayList<>();
            for (int i = 0; i < texts.getLength(); i++) {
                Element text = (Element) texts.item(i);
                if (List.of(text.getAttribute("class").split(" ")).contains("name")) {
                    names.add(text.getTextContent().strip());
                }
            }
            return names;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException(diagram + " is not well-formed XML", e);
        }
    }

    private static String script() throws IOException {
        try (InputStream in = Objects.requireNonNull(
                ClassDiagramsTest.class.getResourceAsStream("diagram-problems.js"),
                "diagram-problems.js beside this class")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
