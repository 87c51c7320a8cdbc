package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.report.feedback.BoardDrawings;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shipped.Shipped.Ran;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The student kits as the packaged grader writes them, one per game, one of all games, and one
 * from a scheme that hides two rules: each is scanned for anything of the answers (a class of
 * the games in any jar, a source that is not the skeleton's, a line of a solution region in any
 * file or jar entry) and of the hidden rules, and its own {@code check} script is run, with a
 * JDK alone, on the skeleton (every graded rule broken) and on the game's {@code complete}
 * sample (full marks). The Portuguese kits (Qwirkle's, and one from the hiding scheme) hold the
 * Portuguese tree's visible rules alone and check in Portuguese. Every kit is written once, before
 * the tests, as many at once as there are processors.
 */
// Started among the first of the classes that run two at a time: the longest class of the build.
@Order(1)
class StudentKitIT {

    /** JDWP's packet header: length, id, flags, then a command's set and number. */
    private static final int HEADER = 11;

    /** JDWP's VirtualMachine command set, its Resume and Dispose commands, a reply's flag. */
    private static final int VIRTUAL_MACHINE = 1;
    private static final int RESUME = 9;
    private static final int DISPOSE = 6;
    private static final int REPLY = 0x80;

    /** Every registered game's command: a game registered later gets the kit matrix too. */
    private static final List<String> GAMES = Games.all().stream().map(GameModule::command)
            .toList();

    /**
     * The games whose kit tournament the matrix plays, with the language of each. The kit's
     * {@code ./play --tournament} is one code path for every game ({@code tournament.kit}) over
     * the game adapters that {@code TournamentIT} plays in all five games; two kits, one in
     * each language, show the kit's path and its words without paying 10 to 26 s a game for
     * the adapters again.
     */
    private static final Map<String, String> KIT_TOURNAMENT = Map.of("connect-four", "en",
            "chess", "pt");

    /** A scenario as the grader's feedback offers one to paste: the reference's answer. */
    private static final String PASTED_C4 = "@C4-16\nScenario: A pasted example\n"
            + "  Given the moves 4 6 1 3 5 4 1 7 7 4 2 7 3 7 3 6 7 1 2 5 6 4\n"
            + "  When the solver scores the position\n  Then the score is -10\n";

    /** The kit's sentence before a scenario of the games with the reference's answers. */
    private static final Map<String, String> PASTE = Map.of("en", "runs it with the rule's own",
            "pt", "corre-o com os da regra");

    /** The rules the hiding scheme hides, and text of theirs that must appear nowhere. */
    private static final List<String> HIDDEN = List.of("C4-11", "C4-13");

    /**
     * Games whose scheme that hides one rule and gives another points of its own is a case
     * found once: the exercise, the hidden rule, the rule given points and its points. Quarto's
     * is the issue's: QUARTO-07 (the winning lines, exercise 3) hidden, QUARTO-10 worth 6 of
     * exercise 5's 30; Chess hides CHESS-01 (exercise 3), which once shared its ID with the
     * squares' names of exercise 1 (CHESS-21). Every other game but Connect Four (whose hiding
     * kit is the one above) gets one from its rule book ({@link #hidingOneOf(String)}).
     */
    private static final Map<String, List<String>> HIDING_CASES = Map.of(
            "quarto", List.of("ex03", "QUARTO-07", "ex05", "QUARTO-10", "6"),
            "chess", List.of("ex03", "CHESS-01", "ex03", "CHESS-23", "5"));

    /** For each game but Connect Four, its scheme that hides one rule: see HIDING_CASES. */
    private static final Map<String, List<String>> HIDING_ONE = hidingKits();

    /** A graded rule's row in a kit's guide: its ID and its points. */
    private static final Pattern GUIDE_ROW = Pattern.compile(
            "^\\| ([A-Z][A-Z0-9]*-[0-9]{2}) \\| .* \\| ([0-9.,]+) \\| `[^`]+` \\|$");

    private static final Pattern KEPT = Pattern.compile(
            "([0-9.]+) / ([0-9.]+) points, (\\d+) of (\\d+) rules kept");

    /** Text files of a kit and of its jars' entries, by their name's ending. */
    private static final List<String> TEXT = List.of(".java", ".md", ".feature", ".json",
            ".txt", ".html", ".js", ".css", ".svg", ".properties", ".xml", ".cmd", ".yml",
            "check", "play", "classpath");

    /** Where a kit's rule book suites are, one a game (KitFiles). */
    private static final String RULE_BOOK_SUITES = "src/test/java/rulebook";

    /**
     * A rule book suite as a kit writes it: a package, imports of the JUnit Platform's suite
     * annotations, a comment, those annotations with string values, and a class with nothing
     * in it.
     */
    private static final Pattern EMPTY_SUITE = Pattern.compile("package rulebook;\\s+"
            + "(import org\\.junit\\.platform\\.suite\\.api\\.\\w+;\\s+)+"
            + "/\\*\\*(?:[^*]|\\*(?!/))*\\*/\\s+"
            // An annotation's value: a string, or strings in braces (the packages a suite
            // selects: the rule book's and the other language's own scenarios).
            + "(@\\w+(\\((?:[\\w ]+= )?(?:\"[^\"]*\"|\\{\"[^\"]*\"(?:, \"[^\"]*\")*\\})"
            + "(?:,\\s+\\w+ = \"[^\"]*\")?\\))?\\s+)+"
            + "public class \\w+RuleBookTest \\{\\s+\\}\\s*");

    /** The summary line of a kit's mvn test: tests run, failed, in error and skipped. */
    private static final Pattern SUREFIRE = Pattern.compile(
            "Tests run: (\\d+), Failures: (\\d+), Errors: (\\d+), Skipped: (\\d+)\\s*$",
            Pattern.MULTILINE);

    /**
     * How long a kit's warm check server waits for another check, in seconds: the matrix's
     * checks of one folder come one after another, and many folders are checked.
     */
    private static final String IDLE = "30";

    /** The check's count of the student's own scenarios that passed, of how many. */
    private static final Pattern OWN_PASSED = Pattern.compile(
            "(\\d+) of (\\d+) of your own scenarios passed");

    /** The same count in Portuguese. */
    private static final Pattern OWN_PASSED_PT = Pattern.compile(
            "(\\d+) de (\\d+) dos seus próprios cenários passaram");

    @TempDir
    static Path dir;

    /**
     * Writes every kit the tests read, the two Portuguese ones among them: each bundle is a
     * grader JVM of its own that writes a folder of its own and reads nothing another writes,
     * so they run as many at once as there are processors ({@link Shipped#atOnce}), each the
     * same {@code java -jar ... bundle student-kit} command as before.
     */
    @BeforeAll
    static void writeTheKits() throws IOException, InterruptedException {
        List<List<String>> bundles = new ArrayList<>();
        for (String game : GAMES) {
            bundles.add(List.of("--game", game, "--out", kit(game).toString()));
        }
        bundles.add(List.of("--all-games", "--out", kit("all").toString()));
        bundles.add(List.of("--all-games", "--lang", "pt", "--out", kit("all-pt").toString()));
        Path scheme = dir.resolve("hiding.json");
        String bundled = Files.readString(Shipped.root().resolve(
                "grading/schemes/connect-four.json"), StandardCharsets.UTF_8);
        // Exercise 2 (dropping a disc and four in a row) hides the full-grid draw C4-11 and
        // the class invariant C4-13.
        Files.writeString(scheme, bundled.replace(
                "{ \"id\": \"ex02\", \"title\": \"Dropping a disc and four in a row\","
                        + " \"points\": 60 }",
                "{ \"id\": \"ex02\", \"title\": \"Dropping a disc and four in a row\","
                        + " \"points\": 60, \"rules\": [{ \"id\": \"C4-11\", \"hidden\": true },"
                        + " { \"id\": \"C4-13\", \"hidden\": true }] }"),
                StandardCharsets.UTF_8);
        assertThat(Files.readString(scheme)).contains("\"hidden\": true");
        bundles.add(List.of("--scheme", scheme.toString(), "--out", kit("hiding").toString()));
        for (Map.Entry<String, List<String>> game : HIDING_ONE.entrySet()) {
            bundles.add(List.of("--scheme", hidingOne(game.getKey(), game.getValue())
                    .toString(), "--out", kit("hiding-" + game.getKey()).toString()));
        }
        // The Portuguese kits of the two tests that read them, from their trees, which the
        // project has (portugueseTree says so in each test).
        bundles.add(List.of("--scheme", scheme.toString(), "--lang", "pt", "--out",
                kit("hiding-pt").toString()));
        bundles.add(List.of("--game", "qwirkle", "--lang", "pt", "--out",
                kit("qwirkle-pt").toString()));
        List<Callable<Void>> writes = new ArrayList<>();
        for (List<String> options : bundles) {
            writes.add(() -> {
                bundle(options);
                return null;
            });
        }
        long start = System.nanoTime();
        Shipped.atOnce(writes);
        System.out.printf("StudentKitIT: %d kits written, %d at once, in %.1f s%n",
                bundles.size(), Runtime.getRuntime().availableProcessors(),
                (System.nanoTime() - start) / 1e9);
    }

    /** Each game's hiding case but Connect Four's: found once, or read from its rule book. */
    private static Map<String, List<String>> hidingKits() {
        Map<String, List<String>> hiding = new TreeMap<>();
        for (String game : GAMES) {
            if (!game.equals("connect-four")) {
                hiding.put(game, HIDING_CASES.containsKey(game) ? HIDING_CASES.get(game)
                        : hidingOneOf(game));
            }
        }
        return hiding;
    }

    /**
     * A game's scheme that hides one rule and gives another 4 points, read from its rule book:
     * the first exercise of two graded rules or more hides its first and gives its last the
     * points.
     */
    private static List<String> hidingOneOf(String game) {
        try {
            Scheme scheme = SchemeReader.read(Shipped.root().resolve("grading/schemes/" + game
                    + ".json"));
            RuleBook book = RuleBook.read(Shipped.root().resolve("features/src/main/resources"),
                    scheme.rulebook());
            for (Exercise exercise : scheme.exercises()) {
                List<String> rules = book.rules().stream().filter(rule -> rule.exercise()
                        .equals(exercise.id())).map(GradedRule::id).toList();
                if (rules.size() >= 2) {
                    return List.of(exercise.id(), rules.get(0), exercise.id(),
                            rules.get(rules.size() - 1), "4");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError(game + " has no exercise of two graded rules to hide one of");
    }

    /** Writes a game's bundled scheme with one rule hidden and one given points of its own. */
    private static Path hidingOne(String game, List<String> settings) throws IOException {
        JsonObject scheme = JsonParser.parseString(Files.readString(Shipped.root().resolve(
                "grading/schemes/" + game + ".json"), StandardCharsets.UTF_8)).getAsJsonObject();
        for (JsonElement element : scheme.getAsJsonArray("exercises")) {
            JsonObject exercise = element.getAsJsonObject();
            JsonArray rules = new JsonArray();
            if (exercise.get("id").getAsString().equals(settings.get(0))) {
                JsonObject hidden = new JsonObject();
                hidden.addProperty("id", settings.get(1));
                hidden.addProperty("hidden", true);
                rules.add(hidden);
            }
            if (exercise.get("id").getAsString().equals(settings.get(2))) {
                JsonObject pinned = new JsonObject();
                pinned.addProperty("id", settings.get(3));
                pinned.addProperty("points", new BigDecimal(settings.get(4)));
                rules.add(pinned);
            }
            if (!rules.isEmpty()) {
                exercise.add("rules", rules);
            }
        }
        Path file = dir.resolve("hiding-" + game + ".json");
        Files.writeString(file, scheme.toString(), StandardCharsets.UTF_8);
        return file;
    }

    private static Path kit(String name) {
        return dir.resolve("kit-" + name);
    }

    private static void bundle(List<String> options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("java", "-jar",
                Shipped.graderJar().toString(), "bundle", "student-kit"));
        command.addAll(options);
        Ran ran = Shipped.run(command, dir, Map.of(), 300);
        assertThat(ran.status()).as(ran.output()).isZero();
    }

    @Test
    void noKitHoldsAClassOfTheGamesOrASourceThatIsNotTheSkeletons() throws IOException {
        Path skeleton = Shipped.root().resolve("exercises/src/main/java");
        for (String name : kitNames()) {
            Path kit = kit(name);
            List<Path> jars = Shipped.jarsUnder(kit);
            assertThat(jars).as("the tools of %s", kit).isNotEmpty();
            for (Path jar : jars) {
                assertThat(RunnerClasspath.holdsGameClasses(jar))
                        .as("%s holds a class of a game", jar).isFalse();
            }
            // What the kit's own commands write, the other tests having run them in it (the
            // check's reports and the classes it keeps for its next run, Maven's classes), is
            // under target/: the student's own, not what the bundle hands out.
            Path written = kit.resolve("target");
            List<Path> files = files(kit).stream().filter(file -> !file.startsWith(written))
                    .toList();
            assertThat(files).as("class files outside jars in %s", kit)
                    .noneMatch(file -> file.toString().endsWith(".class"));
            List<Path> sources = files.stream().filter(file -> file.toString()
                    .endsWith(".java")).toList();
            assertThat(sources).as("the sources of %s", kit).isNotEmpty();
            for (Path source : sources) {
                if (source.startsWith(kit.resolve(RULE_BOOK_SUITES))) {
                    // The kit's rule book suites, for its mvn test and IDEs: annotations on an
                    // empty class, so nothing of an answer can be in them.
                    assertThat(Files.readString(source, StandardCharsets.UTF_8))
                            .as("%s is an empty suite", source).matches(EMPTY_SUITE);
                    continue;
                }
                Path relative = kit.resolve("src/main/java").relativize(source);
                assertThat(source).as("%s is the skeleton's", relative)
                        .hasSameBinaryContentAs(skeleton.resolve(relative.toString()));
            }
            if (GAMES.contains(name)) {
                assertOwnGameAlone(kit, name, sources);
            }
        }
    }

    /**
     * A kit of one game holds that game's sources alone, in its src/main/java and in the
     * skeleton its grader lays a project over, the two the same files.
     */
    private static void assertOwnGameAlone(Path kit, String game, List<Path> sources)
            throws IOException {
        String own = game.replace("-", "");
        Path root = kit.resolve("src/main/java");
        Set<String> kept = sources.stream().filter(source -> source.startsWith(root))
                .map(source -> root.relativize(source).toString().replace('\\', '/'))
                .collect(Collectors.toSet());
        for (String other : GAMES) {
            String folder = "tabuleiro/" + other.replace("-", "") + "/";
            if (!other.equals(game)) {
                assertThat(kept).as("%s's sources in the kit of %s", other, game)
                        .noneMatch(file -> file.startsWith(folder));
            }
        }
        assertThat(kept).as("the kit of %s", game)
                .anyMatch(file -> file.startsWith("tabuleiro/" + own + "/"));
        Set<String> bundled;
        try (ZipFile jar = new ZipFile(kit.resolve("tools/tabuleiro-grader.jar").toFile())) {
            bundled = jar.stream().map(ZipEntry::getName)
                    .filter(entry -> entry.startsWith("skeleton/") && entry.endsWith(".java"))
                    .map(entry -> entry.substring("skeleton/".length()))
                    .collect(Collectors.toSet());
        }
        assertThat(bundled).as("the skeleton in the grader of the kit of %s", game)
                .isEqualTo(kept);
    }

    @Test
    void noLineOfASolutionRegionIsInAnyFileOrJarEntryOfAKit() throws IOException {
        Set<String> solutions = solutionLines();
        assertThat(solutions).as("lines of the reference's solution regions").hasSizeGreaterThan(
                200);
        for (String name : kitNames()) {
            for (String found : texts(kit(name)).entrySet().stream()
                    .flatMap(text -> text.getValue().lines().map(String::strip)
                            .filter(solutions::contains)
                            .map(line -> text.getKey() + ": " + line)).toList()) {
                throw new AssertionError("a solution line in the kit " + name + ": " + found);
            }
        }
    }

    @Test
    void aHiddenRuleIsNeitherRunNorShownNorNamed() throws IOException, InterruptedException {
        Path kit = kit("hiding");
        Map<String, String> texts = texts(kit);
        for (Map.Entry<String, String> text : texts.entrySet()) {
            String named = beyondTheSkeletonsContracts(text.getKey(), text.getValue());
            for (String rule : HIDDEN) {
                assertThat(named).as("%s names the hidden rule %s", text.getKey(), rule)
                        .doesNotContain(rule);
            }
            assertThat(text.getValue()).as("%s", text.getKey())
                    .doesNotContain("\"hidden\": true")
                    // The 42-move draw of C4-13 and the full-grid draw of C4-11.
                    .doesNotContain("4 4 4 4 4 4 3 3 3 3 3 3 2 2 2 2 2 2 1 1 1 1 1 1")
                    .doesNotContain("When the grid is full and nobody has four in a row")
                    // The Portuguese title, which the kit's site shows beside the English.
                    .doesNotContain("o jogo termina empatado");
        }
        assertSiteOfVisibleRules(kit);
        Ran skeleton = check(kit, List.of());
        Matcher kept = KEPT.matcher(skeleton.output());
        assertThat(kept.find()).as(skeleton.output()).isTrue();
        assertThat(kept.group(4)).as("the rules the hiding kit grades").isEqualTo("14");
    }

    /**
     * A Portuguese kit from the hiding scheme: the Portuguese tree's visible rules alone, no
     * class of the games, nothing of a hidden rule, and a check that speaks Portuguese and
     * grades the same rules as the English kit.
     */
    @Test
    void aPortugueseKitHoldsThePortugueseVisibleRulesAndNothingOfAHiddenRule()
            throws IOException, InterruptedException {
        portugueseTree("connectfour");
        Path kit = kit("hiding-pt");
        List<String> english = files(kit("hiding").resolve("rulebook/connect-four")).stream()
                .filter(file -> file.toString().endsWith(".feature"))
                .map(file -> file.getFileName().toString()).toList();
        int rules = assertPortugueseKit(kit, "connect-four", "connectfour", english);
        assertThat(rules).as("the rules the Portuguese hiding kit grades").isEqualTo(14);
        for (Map.Entry<String, String> text : texts(kit).entrySet()) {
            String named = beyondTheSkeletonsContracts(text.getKey(), text.getValue());
            for (String rule : HIDDEN) {
                assertThat(named).as("%s names the hidden rule %s", text.getKey(), rule)
                        .doesNotContain(rule);
            }
            assertThat(text.getValue()).as("%s", text.getKey())
                    .doesNotContain("\"hidden\": true")
                    .doesNotContain("4 4 4 4 4 4 3 3 3 3 3 3 2 2 2 2 2 2 1 1 1 1 1 1")
                    .doesNotContain("o jogo termina empatado");
        }
        assertSiteOfVisibleRules(kit);
        assertThat(kit.resolve("rulebook/site/connect-four/C4-09.html"))
                .as("the Portuguese kit's site opens on Portuguese")
                .content(StandardCharsets.UTF_8).contains("data-show=\"pt\"");
    }

    /**
     * The rule book site of the hiding kit, which the scans above read with every other file:
     * a visible rule's page is there with its boards, a hidden rule's is not, and nothing of
     * the grader's copy of the whole site is in the kit's tools.
     */
    private static void assertSiteOfVisibleRules(Path kit) throws IOException {
        Path site = kit.resolve("rulebook/site");
        assertThat(site.resolve("index.html")).isRegularFile();
        assertThat(site.resolve("connect-four/C4-09.html")).content(StandardCharsets.UTF_8)
                .contains("C4-09").contains("boards/").doesNotContain("tabuleiro:class");
        for (String rule : HIDDEN) {
            assertThat(site.resolve("connect-four/" + rule + ".html")).doesNotExist();
        }
        assertThat(files(site.resolve("connect-four/boards"))).as("the site's boards")
                .isNotEmpty();
        assertThat(site.resolve("quarto")).as("another game's pages").doesNotExist();
        assertThat(Shipped.jarsUnder(kit)).as("the grader's jar of the whole site")
                .noneMatch(jar -> jar.getFileName().toString().endsWith("-portable.jar"));
    }

    /** A Portuguese kit of a game whose scheme hides nothing holds every rule of its tree. */
    @Test
    void aPortugueseKitOfQwirkleHoldsItsPortugueseRulesAndChecksInPortuguese()
            throws IOException, InterruptedException {
        Path tree = portugueseTree("qwirkle");
        Path kit = kit("qwirkle-pt");
        List<String> all = files(tree).stream().map(file -> file.getFileName().toString())
                .filter(name -> name.endsWith(".feature")).toList();
        assertThat(assertPortugueseKit(kit, "qwirkle", "qwirkle", all))
                .as("the rules the Portuguese Qwirkle kit grades").isEqualTo(20);
    }

    /** A game's Portuguese tree in the project, which must be there. */
    private static Path portugueseTree(String folder) {
        Path tree = Shipped.root().resolve("features/src/main/resources/tabuleiro/features/pt/")
                .resolve(folder);
        assertThat(tree).as("the Portuguese rule book of " + folder).isDirectory();
        return tree;
    }

    /**
     * Checks what every Portuguese kit is: no class of the games, the Portuguese feature files
     * alone (no English one in a file or a jar), the Portuguese guide, README and scheme, and a
     * check of the skeleton that speaks Portuguese and keeps no rule.
     *
     * @return how many rules the kit's check grades
     */
    private static int assertPortugueseKit(Path kit, String game, String folder,
            List<String> featureFiles) throws IOException, InterruptedException {
        for (Path jar : Shipped.jarsUnder(kit)) {
            assertThat(RunnerClasspath.holdsGameClasses(jar))
                    .as("%s holds a class of a game", jar).isFalse();
        }
        List<Path> features = files(kit.resolve("rulebook/" + game)).stream()
                .filter(file -> file.toString().endsWith(".feature")).toList();
        assertThat(features.stream().map(file -> file.getFileName().toString()).toList())
                .as("the Portuguese kit's feature files").isNotEmpty()
                .containsExactlyElementsOf(featureFiles);
        for (Path feature : features) {
            assertThat(Files.readString(feature)).as("%s", feature).startsWith("# language: pt");
        }
        // The English tree's visible rules are in the jar that ./check --lang en runs alone;
        // the English file of the student's own scenarios, empty, is where it says to paste.
        assertThat(texts(kit).keySet()).as("feature files of the English tree in %s", kit)
                .noneMatch(name -> name.contains("tabuleiro/features/" + folder + "/")
                        && name.endsWith(".feature")
                        && !name.startsWith("tools/runner/tabuleiro-rulebook-" + game
                                + "-en.jar!")
                        && !name.endsWith("/mine/mine.feature"));
        assertThat(kit.resolve("tools/runner/tabuleiro-rulebook-" + game + "-en.jar"))
                .as("the English visible rules of %s", kit).isRegularFile();
        assertThat(Files.readString(kit.resolve("GUIDE.md"))).contains(": os exercícios");
        assertThat(Files.readString(kit.resolve("README.md"))).contains("os seus exercícios");
        assertThat(Files.readString(kit.resolve("tools/schemes/" + game + ".json")))
                .contains("\"language\": \"pt\"");

        Ran skeleton = check(kit, List.of("--explain", "1"));
        assertThat(skeleton.status()).as(skeleton.output()).isEqualTo(1);
        Matcher kept = Pattern.compile("([0-9,]+) / ([0-9,]+) pontos, (\\d+) de (\\d+) regras"
                + " cumpridas").matcher(skeleton.output());
        assertThat(kept.find()).as(skeleton.output()).isTrue();
        assertThat(kept.group(3)).as("the skeleton's kept rules").isEqualTo("0");
        // The skeleton's rules are not started, said in Portuguese, and nothing in English.
        assertThat(skeleton.output()).contains("por começar").contains("Exercício 1")
                .doesNotContain("rules kept").doesNotContain("not started");
        return Integer.parseInt(kept.group(4));
    }

    /**
     * Hiding one rule touches no other, in every game: the kit's guide lists every other graded
     * rule of the game's rule book, each with the points of the kit's own scheme (what its
     * check and the grader give, a rule given points of its own among them), each exercise worth
     * what the scheme says, and the kit's site has a page for every other Rule. The hidden rule
     * is in neither.
     */
    @Test
    void aKitThatHidesOneRuleKeepsEveryOtherInItsGuideAndSiteWithTheSchemesPoints()
            throws IOException {
        Map<String, List<String>> kits = new TreeMap<>(HIDING_ONE);
        kits.put("connect-four", List.of("ex02", "C4-11"));
        for (Map.Entry<String, List<String>> game : kits.entrySet()) {
            String name = game.getKey();
            Path kit = game.getKey().equals("connect-four") ? kit("hiding")
                    : kit("hiding-" + name);
            Set<String> hidden = name.equals("connect-four") ? Set.copyOf(HIDDEN)
                    : Set.of(game.getValue().get(1));
            Scheme students = SchemeReader.read(kit.resolve("tools/schemes/" + name + ".json"));
            Map<String, BigDecimal> promised = new TreeMap<>();
            for (Exercise exercise : students.exercises()) {
                exercise.rules().forEach(rule -> promised.put(rule.id(),
                        rule.ownPoints().orElseThrow()));
            }
            Map<String, BigDecimal> listed = new TreeMap<>();
            String guide = Files.readString(kit.resolve("GUIDE.md"), StandardCharsets.UTF_8);
            for (String line : guide.lines().toList()) {
                Matcher row = GUIDE_ROW.matcher(line);
                if (row.matches()) {
                    listed.put(row.group(1), new BigDecimal(row.group(2)).setScale(2));
                }
            }
            RuleBook book = RuleBook.read(Shipped.root().resolve("features/src/main/resources"),
                    students.rulebook());
            Set<String> graded = book.rules().stream().map(rule -> rule.id())
                    .filter(id -> !hidden.contains(id)).collect(Collectors.toSet());

            assertThat(listed.keySet()).as("%s: the rules of the kit's guide", name)
                    .isEqualTo(graded);
            assertThat(listed).as("%s: each rule's points in the guide", name)
                    .isEqualTo(promised);
            if (name.equals("quarto")) {
                assertThat(listed).as("the issue's case").containsEntry("QUARTO-10",
                        new BigDecimal("6.00")).containsKey("QUARTO-19");
            }
            for (String id : hidden) {
                assertThat(guide).as("%s's guide names the hidden %s", name, id)
                        .doesNotContain(id);
                assertThat(kit.resolve("rulebook/site/" + name + "/" + id + ".html"))
                        .doesNotExist();
            }
            for (String id : book.blocks().stream().map(block -> block.id())
                    .filter(id -> !hidden.contains(id)).toList()) {
                assertThat(kit.resolve("rulebook/site/" + name + "/" + id + ".html"))
                        .as("%s: the site's page of %s", name, id).isRegularFile();
            }
        }
    }

    @Test
    void aKitsGraderDrawsTheBoardsOfItsVisibleRulesAlone() throws IOException {
        Set<String> shipped = album(Shipped.graderJar(), "connect-four");
        Set<String> whole = album(kit("connect-four").resolve("tools/tabuleiro-grader.jar"),
                "connect-four");
        Set<String> hiding = album(kit("hiding").resolve("tools/tabuleiro-grader.jar"),
                "connect-four");
        Map<String, String> visible = new TreeMap<>();
        for (Path feature : files(kit("hiding").resolve("rulebook/connect-four"))) {
            visible.put(feature.getFileName().toString(), Files.readString(feature));
        }
        RuleBook book = RuleBook.parse(visible);
        Set<String> visibleBoards = BoardDrawings.albumEntries("connect-four",
                book.scenarios().stream().map(BookScenario::text).toList());

        assertThat(whole).as("a kit that hides nothing draws every board").isEqualTo(shipped);
        assertThat(hiding).as("the hiding kit draws the visible rules' boards")
                .isEqualTo(shipped.stream().filter(visibleBoards::contains)
                        .collect(Collectors.toSet()))
                .as("the hidden rules have boards of their own").hasSizeLessThan(shipped.size());
    }

    /** The board album's entries of a game in a grader's jar. */
    private static Set<String> album(Path jar, String game) throws IOException {
        try (ZipFile file = new ZipFile(jar.toFile())) {
            return file.stream().map(ZipEntry::getName).filter(BoardDrawings::isAlbumEntry)
                    .filter(name -> name.contains("/album/" + game + "/"))
                    .collect(Collectors.toSet());
        }
    }

    @Test
    void eachGamesKitChecksTheSkeletonAsBrokenEverywhereAndTheCompleteSampleAsFullMarks()
            throws IOException, InterruptedException {
        // Each game's kit and its copy are folders of their own: the games are checked at once.
        List<Callable<Void>> games = new ArrayList<>();
        for (String game : GAMES) {
            games.add(() -> {
                checkSkeletonAndComplete(game);
                return null;
            });
        }
        Shipped.atOnce(games);
    }

    private static void checkSkeletonAndComplete(String game)
            throws IOException, InterruptedException {
        // The skeleton's check is the cold one (a JVM of its own), the complete sample's the
        // warm one: both ways give the grader's points.
        Ran skeleton = check(kit(game), List.of(), "cold");
        assertThat(skeleton.status()).as(skeleton.output()).isEqualTo(1);
        // The skeleton's games stop at its first stub: not compared, and not kept.
        assertThat(skeleton.output()).as("%s: the skeleton's games", game).contains(
                "Games with the reference's answers: ", "none was compared to its end.",
                "stopped at a method not written yet (exercise ", "not counted as kept.")
                .doesNotContain("every property kept");
        assertThat(kit(game).resolve("tools/answers/" + game.replace("-", "")
                + ".answers.gz")).as("%s: the kit's answer book", game).isRegularFile();
        Matcher untouched = KEPT.matcher(skeleton.output());
        assertThat(untouched.find()).as(skeleton.output()).isTrue();
        assertThat(untouched.group(1)).as("%s: the skeleton's points", game)
                .isEqualTo("0.00");
        assertThat(untouched.group(3)).as("%s: the skeleton's kept rules", game)
                .isEqualTo("0");
        agreesWithTheGrader(kit(game), game, ClassRuns.SKELETON);

        Path done = dir.resolve("done-" + game);
        copy(kit(game), done);
        copy(Shipped.root().resolve("grading/samples/" + game + "/complete/src"),
                done.resolve("src"));
        Ran complete = check(done, List.of());
        assertThat(complete.status()).as(complete.output()).isZero();
        Matcher full = KEPT.matcher(complete.output());
        assertThat(full.find()).as(complete.output()).isTrue();
        assertThat(full.group(1)).as("%s: the complete sample's points", game)
                .isEqualTo(full.group(2)).isEqualTo("100.00");
        // The kit's random games ran through the complete sample and broke nothing, and its
        // games with the reference's answers found every answer the reference's.
        assertThat(complete.output()).as("%s: the random games", game)
                .contains("Random games: ", "every contract of the skeleton (-ea) and every"
                        + " property kept.")
                .containsPattern("Games with the reference's answers: \\d+ from kit seed 1 on,"
                        + " played through your engine, \\d+ answers, each the reference's\\.");
        assertThat(done.resolve("target/self-check/feedback.html")).isRegularFile();
        agreesWithTheGrader(done, game, "complete");
    }

    /**
     * The kit's verdict on a project gives each rule the points that the README's main command
     * ({@link ReadmeRun}) gave the same project, and the same total: a student's self-check
     * tells what the grader will give. {@code ReadmeMainCommandIT} checks the same of the
     * grader's own {@code check} on the buggy samples.
     *
     * @param project the kit's folder the check ran in
     * @param game the game
     * @param graded the project's folder name in the README's run
     */
    private static void agreesWithTheGrader(Path project, String game, String graded)
            throws IOException, InterruptedException {
        Shipped.sameScores(project.resolve("target/self-check/results.json"),
                ReadmeRun.submission(game, graded).resolve("results.json"),
                game + "/" + graded);
    }

    @Test
    void theKitOfAllGamesChecksOneGameByName() throws IOException, InterruptedException {
        Ran connectFour = check(kit("all"), List.of("quarto", "--exercise", "1"));
        assertThat(connectFour.output()).contains("Exercise 1").doesNotContain("Exercise 2");
        Matcher kept = KEPT.matcher(connectFour.output());
        assertThat(kept.find()).as(connectFour.output()).isTrue();
        assertThat(kept.group(3)).isEqualTo("0");
        Ran unknown = check(kit("all"), List.of("go"));
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.output()).contains("connect-four");
    }

    /**
     * The student's guide's {@code ./check --exercise 2} (exercises/README.md), in a game's own
     * kit: the rules of exercise 2, none of the later exercises'.
     */
    @Test
    void oneExerciseIsCheckedAsTheStudentsGuideShows() throws IOException, InterruptedException {
        Ran two = check(kit("connect-four"), List.of("--exercise", "2"));
        assertThat(two.output()).contains("Exercise 2").doesNotContain("Exercise 3")
                .doesNotContain("Exercise 4");
        Matcher kept = KEPT.matcher(two.output());
        assertThat(kept.find()).as(two.output()).isTrue();
        assertThat(Integer.parseInt(kept.group(4))).as(two.output()).isPositive();
    }

    @Test
    void aKitPlaysTheStudentsEngineInTheTextUi() throws IOException, InterruptedException {
        Path done = dir.resolve("play-connect-four");
        copy(kit("connect-four"), done);
        copy(Shipped.root().resolve("grading/samples/connect-four/complete/src"),
                done.resolve("src"));
        Path input = dir.resolve("moves.txt");
        // The human drops a disc in column 1, then quits.
        Files.writeString(input, "1\nq\nn\n");
        Ran played = Shipped.run(List.of("sh", "-c", "sh " + done.resolve("play") + " < "
                + input), done, Map.of("JAVA_HOME", System.getProperty("java.home")), 300);
        assertThat(played.output()).contains("Player 1 (human) plays column 1");
    }

    /**
     * {@code ./check --tags @C4-05} picks one rule; run with {@code --debug PORT}, as a student
     * who wants to stop in their code while that rule runs: the check first waits for a debugger
     * on the port, which answers JDWP's handshake, and once the debugger leaves it runs and ends
     * as it does without the option, the tag passed on to it.
     */
    @Test
    void aTagExpressionNarrowsTheCheckToOneRuleAndTheCheckWaitsForADebugger()
            throws IOException, InterruptedException {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        Path kit = kit("connect-four");
        Path log = dir.resolve("debug.log");
        ProcessBuilder debug = new ProcessBuilder("sh", kit.resolve("check").toString(),
                "--debug", String.valueOf(port), "--tags", "@C4-05", "--explain", "0")
                .directory(kit.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        debug.environment().putAll(Map.of("HOME", Files.createDirectories(dir.resolve("home"))
                .toString(), "JAVA_HOME", System.getProperty("java.home")));
        Process check = debug.start();
        check.getOutputStream().close();
        try {
            attachAndLeave(port, log);
            assertThat(check.waitFor(600, TimeUnit.SECONDS)).as(Files.readString(log)).isTrue();
        } finally {
            check.descendants().forEach(ProcessHandle::destroyForcibly);
            check.destroyForcibly();
        }
        String output = Files.readString(log);
        assertThat(output).contains("The check waits for a debugger on port " + port)
                .contains("Under --debug the check sets no time limit")
                .contains("Listening for transport dt_socket at address: " + port);
        assertThat(check.exitValue()).as(output).isEqualTo(1);
        Matcher kept = KEPT.matcher(output);
        assertThat(kept.find()).as(output).isTrue();
        assertThat(kept.group(4)).as(output).isEqualTo("1");
        assertThat(output).contains("C4-05").doesNotContain("C4-06");
    }

    /**
     * Every command of the kit in every game and language, as a student meets them: the
     * English kit of each game and the Portuguese kit of all games, each game's skeleton, a
     * partial solution (exercises 1 and 2 written) and its complete sample. {@code ./check
     * --tags} with a rule of the game picks that rule (in English under a debugger); a tag that
     * picks nothing is refused with the game's tags; {@code ./play} with its default options
     * starts and quits without a stack trace on the skeleton and the complete sample in
     * English and the partial solution in Portuguese, and {@code ./play --help} describes
     * every option; a scenario the check offers is pasted and run; the Portuguese check of the
     * partial solution and of a mutant and every Portuguese play say no English sentence. The
     * kits and the partial solutions are the ones the build already makes. Each cell checks one
     * project whose sources it changes in place, as a student's change (the partial solution or
     * the complete sample, a mutant, the complete sample again), so that its checks after the
     * first take the warm check server's path. Each command runs once per game and language: a
     * second run of the same mechanism costs the build a compile and shows nothing new.
     */
    @Test
    void everyCommandWorksInEveryGameAndLanguage() throws IOException, InterruptedException {
        long start = System.nanoTime();
        Path partials = ClassRuns.partials();
        List<Callable<List<String>>> cells = new ArrayList<>();
        for (String game : GAMES) {
            for (String language : List.of("en", "pt")) {
                cells.add(() -> matrixCell(game, language, partials));
            }
        }
        List<String> problems = Shipped.atOnce(cells).stream().flatMap(List::stream).toList();
        System.out.printf("StudentKitIT: the kit matrix (%d games x 2 languages) took %.1f s%n",
                GAMES.size(), (System.nanoTime() - start) / 1e9);
        assertThat(problems).as("what went wrong in the matrix").isEmpty();
    }

    /** One game in one language: what went wrong, each a line naming the command. */
    private static List<String> matrixCell(String game, String language, Path partials)
            throws IOException, InterruptedException {
        boolean english = language.equals("en");
        Path kit = english ? kit(game) : kit("all-pt");
        List<String> named = english ? List.of() : List.of(game);
        List<String> problems = new ArrayList<>();
        String cell = game + " (" + language + ")";

        String rule = firstRule(kit.resolve("rulebook").resolve(game));
        if (english && !game.equals("connect-four")) {
            // The same tagged check, with a debugger attached and gone: it also says the rule.
            // Connect Four's has a test of its own, above.
            problems.addAll(debuggerAttached(kit, rule, cell));
        } else {
            Ran tagged = script(kit, "check", named, List.of("--tags", "@" + rule, "--explain",
                    "0"), "");
            if (tagged.status() != 1 || !tagged.output().contains(rule)) {
                problems.add(cell + ": ./check --tags @" + rule + " (status " + tagged.status()
                        + "):\n" + tagged.output());
            }
        }
        // In the other language: the kit carries its visible rules, and the refusal of a tag
        // that picks nothing lists that rule book's tags.
        Ran none = script(kit, "check", named, List.of("--tags", "@NO-SUCH-RULE", "--lang",
                english ? "pt" : "en"), "");
        if (none.status() != 2 || !none.output().contains("@ex01")
                || !none.output().contains("@" + rule)) {
            problems.add(cell + ": ./check --tags @NO-SUCH-RULE (status " + none.status()
                    + "):\n" + none.output());
        }
        Ran help = script(kit, "play", named, List.of("--help"), "");
        // The kit's own options after the game's, and no file the kit does not hold.
        if (help.status() != 0 || undescribed(help.output())
                || !help.output().contains("--tournament") || !help.output().contains("--lang")
                || !help.output().contains("--agent") || help.output().contains(".md")) {
            problems.add(cell + ": ./play --help lists an option without a description, or"
                    + " not the kit's options:\n" + help.output());
        }
        // The text UI on each kind of engine once per game: the skeleton's stubs and the
        // complete sample in English, the partial solution in Portuguese (and, below, a
        // Portuguese mutant), since the UI's words and its engine are independent.
        if (english) {
            problems.addAll(played(kit, game, named, cell, "skeleton", false));
        }
        // One project a cell, whose sources are changed in place as a student's are: the
        // partial solution, the complete sample, a mutant, each checked by the project's own
        // warm check server, the fast path a student's checks take after the first.
        Path project = project(kit, game, language, english
                ? Shipped.root().resolve("grading/samples/" + game + "/complete")
                : partials.resolve(game).resolve(ClassRuns.step(2)));
        if (!english) {
            problems.addAll(played(project, game, named, cell, "partial", true));
            // Its words and the next exercise: the games' Portuguese is the mutant's, below.
            Ran checked = script(project, "check", named,
                    List.of("--explain", "1", "--games", "0"), "");
            if (!Untranslated.sentences(checked.output()).isEmpty()) {
                problems.add(cell + ": ./check on the partial solution says English: "
                        + Untranslated.sentences(checked.output()));
            }
            if (!checked.output().contains("A seguir: exercício ")) {
                problems.add(cell + ": ./check on the partial solution names no next exercise:\n"
                        + checked.output());
            }
            complete(project, game);
        } else {
            problems.addAll(played(project, game, named, cell, "complete", false));
        }
        // The kit's tournament, as its README shows it: the complete sample's agent against
        // the anchors, refereed by its own engine, one game with each colour against each.
        if (language.equals(KIT_TOURNAMENT.get(game))) {
            Ran tournament = script(project, "play", named,
                    List.of("--tournament", "--games", "1"), "");
            String anchor = english ? "anchor" : "âncora";
            if (tournament.status() != 0 || !tournament.output().contains(anchor)
                    || tournament.output().contains("\tat ")
                    || tournament.output().contains("Exception")) {
                problems.add(cell + ": ./play --tournament --games 1 on the complete sample"
                        + " (status " + tournament.status() + "):\n" + tournament.output());
            } else if (!english && !Untranslated.sentences(tournament.output()).isEmpty()) {
                problems.add(cell + ": ./play --tournament says English: "
                        + Untranslated.sentences(tournament.output()));
            }
        }
        if (english) {
            problems.addAll(oneScenarioByName(kit, game, named, cell, project));
            problems.addAll(pastedScenarioRoundTrip(kit, game, named, cell, project));
        } else {
            problems.addAll(failingInPortuguese(kit, game, named, cell, project));
        }
        return problems;
    }

    /**
     * {@code ./play} on a project's engine, typed {@code quit}: no stack trace, and on the
     * complete sample an end with status 0; in Portuguese, no English sentence.
     */
    private static List<String> played(Path project, String game, List<String> named,
            String cell, String engine, boolean portuguese)
            throws IOException, InterruptedException {
        List<String> options = game.equals("chess") ? List.of("--save",
                project.resolve("saved.txt").toString()) : List.of();
        Ran play = script(project, "play", named, options, "quit\n");
        String said = cell + ": ./play on the " + engine + " (status " + play.status() + ")";
        List<String> problems = new ArrayList<>();
        if (play.output().contains("\tat ") || play.output().contains("Exception")
                || play.output().contains("Invalid value")) {
            problems.add(said + " failed:\n" + play.output());
        } else if (engine.equals("complete") && play.status() != 0) {
            problems.add(said + " did not end well:\n" + play.output());
        }
        if (portuguese && !Untranslated.sentences(play.output()).isEmpty()) {
            problems.add(said + " says English: " + Untranslated.sentences(play.output()));
        }
        return problems;
    }

    /**
     * {@code ./check --debug PORT --tags @RULE} on a kit's skeleton, a debugger attached and
     * gone as an IDE's is: the check says it waits and sets no time limit, then checks the one
     * rule.
     */
    private static List<String> debuggerAttached(Path kit, String rule, String cell)
            throws IOException, InterruptedException {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        Path log = Files.createTempFile(dir, "debug-", ".log");
        ProcessBuilder debug = new ProcessBuilder("sh", kit.resolve("check").toString(),
                "--debug", String.valueOf(port), "--tags", "@" + rule, "--explain", "0")
                .directory(kit.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        debug.environment().putAll(Map.of("HOME", Files.createDirectories(dir.resolve("home"))
                .toString(), "JAVA_HOME", System.getProperty("java.home")));
        Process check = debug.start();
        check.getOutputStream().close();
        boolean ended;
        String threads = "";
        try {
            attachAndLeave(port, log);
            ended = check.waitFor(600, TimeUnit.SECONDS);
            if (!ended) {
                // A check that never ended once in many runs: its threads say where it waited.
                threads = threadsOf(check);
            }
        } finally {
            check.descendants().forEach(ProcessHandle::destroyForcibly);
            check.destroyForcibly();
        }
        String output = Files.readString(log) + threads;
        if (!ended || check.exitValue() != 1 || !output.contains("The check waits for a debugger"
                + " on port " + port) || !output.contains("Under --debug the check sets no time"
                + " limit") || !output.contains(rule)) {
            return List.of(cell + ": ./check --debug " + port + " --tags @" + rule + " ("
                    + (ended ? "status " + check.exitValue() : "still running after 600 s")
                    + "):\n" + output);
        }
        return List.of();
    }

    /** The threads of a process's JVMs, as {@code jcmd PID Thread.print} prints them. */
    private static String threadsOf(Process check) throws IOException, InterruptedException {
        StringBuilder threads = new StringBuilder();
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        for (ProcessHandle jvm : check.descendants().toList()) {
            Process print = new ProcessBuilder(jcmd.toString(), String.valueOf(jvm.pid()),
                    "Thread.print").redirectErrorStream(true).start();
            String printed = new String(print.getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8);
            print.waitFor(60, TimeUnit.SECONDS);
            threads.append("\n--- threads of ").append(jvm.pid()).append(' ')
                    .append(jvm.info().commandLine().orElse("")).append(":\n").append(printed);
        }
        return threads.toString();
    }

    /**
     * The student's loop with a scenario the kit prints (issue 74): a mutant the kit's games
     * with the reference's answers catch is checked, the scenario they show is pasted at the end
     * of the kit's file of the student's own scenarios, and {@code ./check --tags @mine} runs
     * it: it fails on the mutant and passes once the project holds the complete sample again,
     * the mutant's line mended.
     */
    private static List<String> pastedScenarioRoundTrip(Path kit, String game,
            List<String> named, String cell, Path project)
            throws IOException, InterruptedException {
        List<Path> mutants = Mutants.writeAll(game, dir.resolve("mutants-paste-" + game));
        Path mutant = mutants.get(Mutants.pasted(game) + 1);
        lay(project, mutant);
        Ran checked = script(project, "check", named, List.of("--explain", "0"), "");
        String scenario = pasted(checked.output(), "en");
        if (checked.status() != 1 || scenario.isEmpty()) {
            return List.of(cell + ": ./check on " + mutant.getFileName() + " shows no scenario"
                    + " of the games with the reference's answers to paste:\n"
                    + checked.output());
        }
        List<String> problems = new ArrayList<>();
        if (!scenario.startsWith("@")) {
            problems.add(cell + ": the scenario to paste has no rule's tag:\n" + scenario);
        }
        pasteInto(kit, project, game, scenario);
        // One scenario, or an outline of a row per square or column (the legal moves').
        Ran onMutant = script(project, "check", named, List.of("--tags", "@mine"), "");
        Matcher mine = OWN_PASSED.matcher(onMutant.output());
        if (onMutant.status() != 1 || !onMutant.output().contains("FAILED") || !mine.find()
                || Integer.parseInt(mine.group(1)) >= Integer.parseInt(mine.group(2))) {
            problems.add(cell + ": the pasted scenario does not fail on the mutant (status "
                    + onMutant.status() + "):\n" + scenario + "\n" + onMutant.output());
        }
        complete(project, game);
        Ran onComplete = script(project, "check", named, List.of("--tags", "@mine"), "");
        Matcher all = OWN_PASSED.matcher(onComplete.output());
        if (onComplete.status() != 0 || !all.find() || !all.group(1).equals(all.group(2))) {
            problems.add(cell + ": the pasted scenario does not pass on the complete sample"
                    + " (status " + onComplete.status() + "):\n" + scenario + "\n"
                    + onComplete.output());
        }
        return problems;
    }

    /**
     * {@code ./check --name} as the student's guide shows it: a scenario's whole name picks that
     * scenario alone on the complete sample (it passes, the games are not played), and a part
     * of a name, which Cucumber's filter does not take, is refused with what it expects.
     */
    private static List<String> oneScenarioByName(Path kit, String game, List<String> named,
            String cell, Path complete) throws IOException, InterruptedException {
        String name = firstScenario(kit.resolve("rulebook").resolve(game));
        List<String> problems = new ArrayList<>();
        Ran whole = script(complete, "check", named, List.of("--name", Pattern.quote(name)), "");
        if (whole.status() != 0 || !whole.output().contains("Games not played")
                || !whole.output().contains("1 of 1 rules kept")) {
            problems.add(cell + ": ./check --name '" + Pattern.quote(name) + "' on the complete"
                    + " sample (status " + whole.status() + "):\n" + whole.output());
        }
        String part = name.substring(0, name.length() / 2);
        Ran refused = script(kit, "check", named, List.of("--name", part), "");
        if (refused.status() != 2 || !refused.output().contains("--name")) {
            problems.add(cell + ": ./check --name '" + part + "' (part of a name, status "
                    + refused.status() + "):\n" + refused.output());
        }
        return problems;
    }

    /** The first scenario of a game's rule book whose name a shell's quotes keep whole. */
    private static String firstScenario(Path features) throws IOException {
        Pattern scenario = Pattern.compile("(?m)^\\s*Scenario:\\s*([\\w ,.()-]+?)\\s*$");
        for (Path feature : files(features)) {
            Matcher found = scenario.matcher(Files.readString(feature));
            if (found.find()) {
                return found.group(1);
            }
        }
        throw new AssertionError("no scenario in " + features);
    }

    /**
     * The first scenario of the games with the reference's answers that a check's output offers
     * to paste, as the student copies it: its lines without the output's indent.
     */
    private static String pasted(String output, String language) {
        List<String> lines = output.lines().toList();
        StringBuilder scenario = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(PASTE.get(language))) {
                for (int j = i + 2; j < lines.size() && !lines.get(j).isBlank(); j++) {
                    scenario.append(lines.get(j).replaceFirst("^    ", "")).append('\n');
                }
                break;
            }
        }
        return scenario.toString();
    }

    /**
     * Pastes a scenario at the end of a project's file of the student's own scenarios, which
     * the project takes from its kit, as a student's folder has it.
     */
    private static void pasteInto(Path kit, Path project, String game, String scenario)
            throws IOException {
        Path mine = ownScenarios(kit, game, scenario.contains("Cenário"));
        Path file = project.resolve(kit.relativize(mine));
        Files.createDirectories(file.getParent());
        if (!Files.exists(file)) {
            Files.copy(mine, file);
        }
        Files.writeString(file, Files.readString(file, StandardCharsets.UTF_8) + "\n" + scenario,
                StandardCharsets.UTF_8);
    }

    /**
     * A kit's file of the student's own scenarios of a game, in the language of the scenario
     * to paste: a kit starts both languages' ({@code features/pt/GAME/mine/} the Portuguese).
     */
    private static Path ownScenarios(Path kit, String game, boolean portuguese)
            throws IOException {
        try (Stream<Path> files = Files.walk(kit.resolve("src/test/resources"))) {
            return files.filter(file -> file.getFileName().toString().equals("mine.feature")
                    && file.getParent().getParent().getFileName().toString()
                            .equals(game.replace("-", ""))
                    && file.getParent().getParent().getParent().getFileName().toString()
                            .equals("pt") == portuguese).findFirst()
                    .orElseThrow(() -> new AssertionError("no mine.feature of " + game
                            + " in " + kit));
        }
    }

    /**
     * A failing submission of the game, its first mutant of {@code grading/mutants/} (a
     * one-line bug of the reference: the engine's contracts and the steps' checks fail as a
     * student's would), checked and played in Portuguese: the self-check's output, the
     * feedback.md and feedback.html it writes, and the play hold no English sentence (issue 46
     * item 5). The mutant is laid in the cell's project, and the complete sample after it.
     */
    private static List<String> failingInPortuguese(Path kit, String game, List<String> named,
            String cell, Path project) throws IOException, InterruptedException {
        List<Path> mutants = Mutants.writeAll(game, dir.resolve("mutants-pt-" + game));
        lay(project, mutants.get(1));
        List<String> problems = new ArrayList<>();
        Ran checked = script(project, "check", named, List.of("--explain", "3"), "");
        Map<String, String> texts = new TreeMap<>();
        texts.put("./check", checked.output());
        for (String report : List.of("feedback.md", "feedback.html")) {
            Path file = project.resolve("target/self-check").resolve(report);
            if (!Files.isRegularFile(file)) {
                problems.add(cell + ": ./check on " + mutants.get(1).getFileName()
                        + " wrote no " + report + ":\n" + checked.output());
                continue;
            }
            texts.put(report, Files.readString(file).replaceAll("<[^>]*>", "\n"));
        }
        List<String> options = game.equals("chess") ? List.of("--save",
                project.resolve("saved.txt").toString()) : List.of();
        texts.put("./play", script(project, "play", named, options, "quit\n").output());
        texts.forEach((what, text) -> {
            if (!Untranslated.sentences(text).isEmpty()) {
                problems.add(cell + ": " + what + " on " + mutants.get(1).getFileName()
                        + " says English: " + Untranslated.sentences(text));
            }
        });
        if (Mutants.pasted(game) == 0) {
            // The same loop in Portuguese: the scenario is the Portuguese rule book's, pasted
            // into the Portuguese starter file.
            String scenario = pasted(checked.output(), "pt");
            if (scenario.isEmpty()) {
                problems.add(cell + ": ./check on " + mutants.get(1).getFileName() + " shows no"
                        + " scenario to paste:\n" + checked.output());
                return problems;
            }
            pasteInto(kit, project, game, scenario);
            Ran onMutant = script(project, "check", named, List.of("--tags", "@mine"), "");
            complete(project, game);
            Ran onComplete = script(project, "check", named, List.of("--tags", "@mine"), "");
            Matcher all = OWN_PASSED_PT.matcher(onComplete.output());
            if (onMutant.status() != 1 || !onMutant.output().contains("FALHOU")
                    || onComplete.status() != 0 || !all.find()
                    || !all.group(1).equals(all.group(2))) {
                problems.add(cell + ": the pasted Portuguese scenario does not fail on the"
                        + " mutant and pass on the complete sample:\n" + scenario + "\n"
                        + onMutant.output() + "\n" + onComplete.output());
            }
        }
        return problems;
    }

    /**
     * Whether a help lists an option with no description: a line of the option alone whose
     * next line does not carry its description (picocli puts it there when the option's name
     * is too long for its column).
     */
    private static boolean undescribed(String help) {
        List<String> lines = help.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches("\\s+(-\\w, )?--\\S+\\s*")
                    && (i + 1 == lines.size() || !lines.get(i + 1).startsWith(" ".repeat(20))
                    || lines.get(i + 1).strip().startsWith("-"))) {
                return true;
            }
        }
        return false;
    }

    /** The first rule ID that the feature files of a kit's game are tagged with. */
    private static String firstRule(Path features) throws IOException {
        for (Path feature : files(features)) {
            Matcher tag = Pattern.compile("@([A-Z][A-Z0-9]*-\\d+\\w*)")
                    .matcher(Files.readString(feature));
            if (tag.find()) {
                return tag.group(1);
            }
        }
        throw new AssertionError("no rule ID in " + features);
    }

    /**
     * A project beside a kit, as a student's folder with the kit's scripts and tools (linked,
     * not copied) and a submission's sources: one a cell of the matrix, whose sources {@link
     * #lay} changes.
     */
    private static Path project(Path kit, String game, String language, Path submission)
            throws IOException {
        Path project = dir.resolve("matrix-" + game + "-" + language);
        Files.createDirectories(project);
        for (String script : List.of("check", "play")) {
            Files.copy(kit.resolve(script), project.resolve(script));
        }
        Files.createSymbolicLink(project.resolve("tools"), kit.resolve("tools"));
        return lay(project, submission);
    }

    /**
     * Puts a submission's sources in a project in place of those before, as a student's
     * edits change a folder the kit's warm check server has checked: its {@code src/main}
     * replaced, the student's own scenarios ({@code src/test}) kept.
     */
    private static Path lay(Path project, Path submission) throws IOException {
        Path main = project.resolve("src/main");
        if (Files.exists(main)) {
            try (Stream<Path> walk = Files.walk(main)) {
                for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
        copy(submission.resolve("src/main"), main);
        return project;
    }

    /** Puts the game's complete sample's sources in a project. */
    private static Path complete(Path project, String game) throws IOException {
        return lay(project, Shipped.root().resolve("grading/samples/" + game + "/complete"));
    }

    /** Runs a script of a kit with standard input from a text, as a student at a terminal. */
    private static Ran script(Path kit, String script, List<String> named, List<String> args,
            String input) throws IOException, InterruptedException {
        Path typed = Files.createTempFile(dir, "input-", ".txt");
        Files.writeString(typed, input);
        StringBuilder command = new StringBuilder("sh " + kit.resolve(script));
        for (String word : named) {
            command.append(' ').append(word);
        }
        for (String arg : args) {
            command.append(" '").append(arg).append('\'');
        }
        command.append(" < ").append(typed);
        Path home = Files.createDirectories(dir.resolve("home"));
        return Shipped.run(List.of("sh", "-c", command.toString()), kit, Map.of("HOME",
                home.toString(), "JAVA_HOME", System.getProperty("java.home"), "LANG", "C",
                "TABULEIRO_CHECK_IDLE", IDLE), 300);
    }

    @Test
    void theWatchChecksAgainWhenASourceIsSaved() throws IOException, InterruptedException {
        Path watched = dir.resolve("watch-connect-four");
        copy(kit("connect-four"), watched);
        Path log = dir.resolve("watch.log");
        Process watch = new ProcessBuilder("sh", watched.resolve("check").toString(), "--watch",
                "--explain", "0").directory(watched.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try {
            awaitVerdicts(log, 1);
            Path game = watched.resolve("src/main/java/tabuleiro/connectfour/Game.java");
            Files.writeString(game, Files.readString(game) + "// saved\n");
            awaitVerdicts(log, 2);
            assertThat(Files.readString(log)).contains("checking again");
        } finally {
            watch.descendants().forEach(ProcessHandle::destroyForcibly);
            watch.destroyForcibly().waitFor();
        }
    }

    private static void awaitVerdicts(Path log, int count) throws IOException,
            InterruptedException {
        long deadline = System.nanoTime() + 300_000_000_000L;
        while (Pattern.compile("rules kept").matcher(Files.readString(log)).results().count()
                < count) {
            assertThat(System.nanoTime()).as(Files.readString(log)).isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    /**
     * A kit opened as a Maven project, as an IDE opens it, runs its rule book as tests on the
     * JUnit Platform (its suite, Cucumber's engine, the kit's glue and rule book) in the JVM of
     * the student's classes: {@code mvn test} with one rule's tag fails on the skeleton and passes
     * on the complete sample, offline, from this build's local repository.
     */
    @Test
    void aKitsRuleBookRunsAsMavenTestsThatFailOnTheSkeletonAndPassOnTheCompleteSample()
            throws IOException, InterruptedException {
        Path skeleton = dir.resolve("maven-skeleton");
        copy(kit("connect-four"), skeleton);
        Path done = dir.resolve("maven-complete");
        copy(kit("connect-four"), done);
        copy(Shipped.root().resolve("grading/samples/connect-four/complete/src"),
                done.resolve("src"));
        // A scenario of the student's own, as the grader's feedback offers one to paste: mvn
        // test runs it with the rule book's (Cucumber reads the package's sub-folders).
        for (Path project : List.of(skeleton, done)) {
            pasteInto(kit("connect-four"), project, "connect-four", PASTED_C4);
        }
        long start = System.nanoTime();
        List<Ran> runs = Shipped.atOnce(List.of(() -> mavenTest(skeleton, "@C4-05 or @mine"),
                () -> mavenTest(done, "@C4-05 or @mine")));
        System.out.printf("StudentKitIT: mvn test -Dcucumber.filter.tags=@C4-05 on the skeleton"
                + " and the complete sample, at once, in %.1f s%n",
                (System.nanoTime() - start) / 1e9);

        Ran broken = runs.get(0);
        MatchResult tests = last(SUREFIRE, broken.output());
        int failed = Integer.parseInt(tests.group(2)) + Integer.parseInt(tests.group(3));
        assertThat(broken.status()).as(broken.output()).isNotZero();
        assertThat(failed).as(broken.output()).isPositive()
                .isEqualTo(Integer.parseInt(tests.group(1)) - Integer.parseInt(tests.group(4)));
        assertThat(broken.output()).contains("ConnectFourRuleBookTest")
                .contains("UnsupportedOperation");
        Ran kept = runs.get(1);
        tests = last(SUREFIRE, kept.output());
        assertThat(kept.status()).as(kept.output()).isZero();
        assertThat(Integer.parseInt(tests.group(4))).as("the tag picks some scenarios only")
                .isPositive().isLessThan(Integer.parseInt(tests.group(1)));
        assertThat(tests.group(2) + tests.group(3)).as(kept.output()).isEqualTo("00");
        String report = Files.readString(done.resolve(
                "target/surefire-reports/TEST-rulebook.ConnectFourRuleBookTest.xml"));
        Matcher pasted = Pattern.compile("<testcase name=\"[^\"]*A pasted example[^\"]*\"[^>]*?"
                + "(/>|>(.*?)</testcase>)", Pattern.DOTALL).matcher(report);
        assertThat(pasted.find()).as("the pasted scenario in %s", report).isTrue();
        assertThat(pasted.group(1)).as("the pasted scenario ran and passed")
                .doesNotContain("<skipped", "<failure", "<error");
    }

    /**
     * Runs {@code mvn test} in a kit with a tag filter, as its README shows, offline: the Maven
     * and the local repository of the build that runs this test (the failsafe plugin names them),
     * else the project's wrapper and the user's repository.
     */
    private static Ran mavenTest(Path kit, String tag) throws IOException, InterruptedException {
        String home = System.getProperty("tabuleiro.maven.home", "");
        List<String> command = new ArrayList<>(List.of("sh", home.isEmpty()
                ? Shipped.root().resolve("mvnw").toString()
                : Path.of(home, "bin", "mvn").toString(), "-B", "-o", "--no-transfer-progress"));
        String repository = System.getProperty("tabuleiro.maven.repository", "");
        if (!repository.isEmpty()) {
            command.add("-Dmaven.repo.local=" + repository);
        }
        command.addAll(List.of("test", "-Dcucumber.filter.tags=" + tag));
        return Shipped.run(command, kit, Map.of("JAVA_HOME", System.getProperty("java.home")),
                600);
    }

    /** The last match of a pattern in a text, which must have one. */
    private static MatchResult last(Pattern pattern, String text) {
        Optional<MatchResult> last = pattern.matcher(text).results().reduce((a, b) -> b);
        assertThat(last).as(text).isPresent();
        return last.get();
    }

    /**
     * Connects to a JVM that waits for a debugger, as an IDE does: completes JDWP's handshake,
     * resumes the VM and disposes of the connection, each command answered before the next, then
     * leaves. A debugger that closed the socket right after the handshake left the JVM's start
     * and the agent's detach racing, and once, on a loaded machine, a check that never ran.
     */
    private static void attachAndLeave(int port, Path log) throws IOException,
            InterruptedException {
        long deadline = System.nanoTime() + 120_000_000_000L;
        byte[] handshake = "JDWP-Handshake".getBytes(StandardCharsets.US_ASCII);
        while (true) {
            for (InetAddress address : InetAddress.getAllByName("localhost")) {
                try (Socket debugger = new Socket(address, port)) {
                    debugger.getOutputStream().write(handshake);
                    debugger.getOutputStream().flush();
                    assertThat(debugger.getInputStream().readNBytes(handshake.length))
                            .as("JDWP's handshake on port %d", port).isEqualTo(handshake);
                    jdwpCommand(debugger, 1, RESUME);
                    jdwpCommand(debugger, 2, DISPOSE);
                    return;
                } catch (ConnectException notYet) {
                    // The check's JVM has not started the one that waits yet.
                }
            }
            assertThat(System.nanoTime()).as(Files.readString(log)).isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    /**
     * Sends one command of JDWP's VirtualMachine set, which carries no data, and waits for its
     * reply, which must report no error; the events the VM sends meanwhile are passed over.
     */
    private static void jdwpCommand(Socket debugger, int id, int command) throws IOException {
        DataOutputStream out = new DataOutputStream(debugger.getOutputStream());
        out.writeInt(HEADER);
        out.writeInt(id);
        out.writeByte(0);
        out.writeByte(VIRTUAL_MACHINE);
        out.writeByte(command);
        out.flush();
        DataInputStream in = new DataInputStream(debugger.getInputStream());
        while (true) {
            int length = in.readInt();
            int packet = in.readInt();
            int flags = in.readUnsignedByte();
            // A reply's error code, or an event's command set and command (the VM's start).
            int error = in.readUnsignedShort();
            in.readNBytes(length - HEADER);
            if (flags == REPLY) {
                assertThat(List.of(packet, error)).as("JDWP's reply to command %d", command)
                        .containsExactly(id, 0);
                return;
            }
        }
    }

    /** Runs a kit's check script as a student would: sh, a JDK on the PATH, their home. */
    private static Ran check(Path kit, List<String> args) throws IOException,
            InterruptedException {
        return check(kit, args, "warm");
    }

    /**
     * Runs a kit's check script as a student would, the warm way (the kit's warm check
     * server) or the cold one ({@code TABULEIRO_CHECK=cold}, a JVM of the check's own).
     */
    private static Ran check(Path kit, List<String> args, String mode) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", kit.resolve("check").toString()));
        command.addAll(args);
        Path home = Files.createDirectories(dir.resolve("home"));
        return Shipped.run(command, kit, Map.of("HOME", home.toString(), "JAVA_HOME",
                System.getProperty("java.home"), "TABULEIRO_CHECK", mode,
                "TABULEIRO_CHECK_IDLE", IDLE), 600);
    }

    /**
     * Ends the kits' warm check servers still running when the tests end, each by the pid of
     * its own kit's file: they would end by themselves {@link #IDLE} seconds after their last
     * check.
     */
    @AfterAll
    static void endTheWarmChecks() throws IOException {
        for (Path file : files(dir)) {
            if (file.endsWith("check-server/server.properties")) {
                java.util.Properties server = new java.util.Properties();
                try (java.io.InputStream in = Files.newInputStream(file)) {
                    server.load(in);
                } catch (IOException | IllegalArgumentException e) {
                    continue;
                }
                try {
                    ProcessHandle.of(Long.parseLong(server.getProperty("pid", "")))
                            .ifPresent(ProcessHandle::destroy);
                } catch (NumberFormatException e) {
                    // No server named: nothing to end.
                }
            }
        }
    }

    private static List<String> kitNames() {
        List<String> names = new ArrayList<>(GAMES);
        names.add("all");
        names.add("hiding");
        return names;
    }

    /**
     * The lines of the reference's solution regions that are long enough to say something and
     * that the skeleton does not also hold.
     */
    private static Set<String> solutionLines() throws IOException {
        Set<String> skeleton = new HashSet<>();
        for (Path file : files(Shipped.root().resolve("exercises/src/main/java"))) {
            Files.readAllLines(file, StandardCharsets.UTF_8).forEach(line ->
                    skeleton.add(line.strip()));
        }
        Set<String> lines = new HashSet<>();
        for (Path file : files(Shipped.root().resolve("reference/src/main/java"))) {
            boolean inside = false;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String text = line.strip();
                if (text.startsWith("// BEGIN SOLUTION")) {
                    inside = true;
                } else if (text.startsWith("// END SOLUTION")) {
                    inside = false;
                } else if (inside && text.length() >= 25 && !skeleton.contains(text)
                        && !text.startsWith("//") && !text.startsWith("*")) {
                    lines.add(text);
                }
            }
        }
        return lines;
    }

    /** Every text file of a kit and every text entry of its jars, by where it is. */
    private static Map<String, String> texts(Path kit) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        for (Path file : files(kit)) {
            String name = file.toString();
            if (TEXT.stream().anyMatch(name::endsWith)) {
                texts.put(kit.relativize(file).toString(), Files.readString(file,
                        StandardCharsets.ISO_8859_1));
            } else if (name.endsWith(".gz")) {
                // The kit's answer books: the reference's answers, read as the check reads them.
                try (InputStream in = new java.util.zip.GZIPInputStream(
                        Files.newInputStream(file))) {
                    texts.put(kit.relativize(file).toString(), new String(in.readAllBytes(),
                            StandardCharsets.UTF_8));
                }
            } else if (name.endsWith(".jar")) {
                try (ZipFile jar = new ZipFile(file.toFile())) {
                    for (ZipEntry entry : jar.stream().toList()) {
                        if (TEXT.stream().anyMatch(entry.getName()::endsWith)) {
                            try (InputStream in = jar.getInputStream(entry)) {
                                texts.put(kit.relativize(file) + "!" + entry.getName(),
                                        new String(in.readAllBytes(),
                                                StandardCharsets.ISO_8859_1));
                            }
                        }
                    }
                }
            }
        }
        return texts;
    }

    /**
     * What of a kit's file may not name a hidden rule: all of it but the skeleton's contracts,
     * which cite the rules they keep, hidden or not (the contract is the student's to keep
     * either way): its sources, and their texts copied verbatim into the grader's
     * {@code contracts.properties} (keys {@code GAMEContracts.*}), from which a Portuguese
     * self-check says a failed contract in Portuguese. The step messages beside them there
     * ({@code *GlueWords.*}) are checked like any other text.
     */
    private static String beyondTheSkeletonsContracts(String name, String text) {
        if (name.endsWith(".java")) {
            return "";
        }
        if (name.endsWith("contracts.properties")) {
            return text.lines().filter(line -> !line.matches("\\w+Contracts\\..*"))
                    .collect(Collectors.joining("\n"));
        }
        return text;
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        for (Path file : files(from)) {
            Path target = to.resolve(from.relativize(file).toString());
            Files.createDirectories(target.getParent());
            Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            if (Files.isExecutable(file)) {
                target.toFile().setExecutable(true, false);
            }
        }
    }
}
