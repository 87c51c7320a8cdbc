package tabuleiro.rulebook.site;

import com.google.gson.GsonBuilder;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.cli.GameEntry;
import tabuleiro.rulebook.site.SiteModel.Labels;

/**
 * Writes the rule book as a static site that opens offline: per game a page of its chapters and
 * exercises, a page per rule ID (both languages on one page, switchable), a booklet per language
 * to print, the rule catalogue, and a search over a generated index.
 *
 * <p>The instructor's site marks the rules a scheme hides and links each rule to the slides that
 * teach it and to the reference's contract documentation, which sit beside it in
 * {@code target/slides/}: the slides' build writes it there. The portable site (made with
 * {@code --portable-out}) has every rule, marks none hidden and links to nothing outside itself,
 * so it can travel alone; the grader copies it from its class path (by {@value #FILE_LIST}),
 * fills each rule's slot with a class's results, and for a student kit cuts the rules the kit's
 * scheme hides, by the markers of {@link Markers}.
 *
 * <p>Arguments: {@code --project=DIR} the repository's root; {@code --slides=DIR} the built
 * slides (decks and {@code apidocs/}); {@code --out=DIR} the instructor's site;
 * {@code --portable-out=DIR} the portable site; {@code --schemes=DIR} the grading
 * schemes (optional, {@code grading/schemes} by default).
 */
public final class RuleBookSite {

    /** The portable site's list of its files, at its root. */
    public static final String FILE_LIST = "files.txt";

    private static final String PACKAGE = "tabuleiro.rulebook.site";
    private static final String ASSETS = "/tabuleiro/rulebook/site/";

    private final Path project;
    private final Path slides;
    private final Path schemes;
    private final TemplateEngine engine;

    /**
     * The games of the site: those the reference registers ({@link GameEntry}), by their
     * commands, in the order the courseware presents them. Each game's title and exercises are
     * read from its grading scheme, of the same name.
     */
    static List<String> games() {
        return GameEntry.all().stream().map(GameEntry::name).toList();
    }

    private RuleBookSite(Path project, Path slides, Path schemes) {
        this.project = project;
        this.slides = slides;
        this.schemes = schemes;
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(RuleBookSite.class.getClassLoader());
        try {
            this.engine = TemplateEngine.createPrecompiled(null, ContentType.Html, null, PACKAGE);
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /**
     * Writes the instructor's site, the portable site, or both.
     *
     * @param args the options above
     * @throws IllegalArgumentException if an option is missing or unknown, or the rule book,
     *     the catalogue and the schemes disagree; the message says what was expected
     * @throws UncheckedIOException if a file cannot be read or written
     */
    public static void main(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (String arg : args) {
            int equals = arg.indexOf('=');
            if (!arg.startsWith("--") || equals < 0) {
                throw new IllegalArgumentException("expected options --NAME=VALUE (--project,"
                        + " --slides, --out, --portable-out, --schemes), but got " + arg);
            }
            options.put(arg.substring(2, equals), arg.substring(equals + 1));
        }
        if (!options.containsKey("project")) {
            throw new IllegalArgumentException("expected the option --project=DIR");
        }
        if (!options.containsKey("out") && !options.containsKey("portable-out")) {
            throw new IllegalArgumentException("expected the option --out=DIR (the instructor's"
                    + " site, with --slides=DIR) or --portable-out=DIR (the portable site)");
        }
        if (options.containsKey("out") && !options.containsKey("slides")) {
            throw new IllegalArgumentException("expected the option --slides=DIR, the built"
                    + " slides the instructor's site of --out links to");
        }
        Path project = Path.of(options.get("project")).toAbsolutePath().normalize();
        long start = System.nanoTime();
        RuleBookSite site = new RuleBookSite(project, Path.of(options.getOrDefault("slides",
                "")), Path.of(options.getOrDefault("schemes",
                        project.resolve("grading/schemes").toString())));
        if (options.containsKey("out")) {
            Summary written = site.write(Path.of(options.get("out")), false);
            System.out.println("RuleBookSite: " + written + " in " + options.get("out"));
        }
        if (options.containsKey("portable-out")) {
            Path portable = Path.of(options.get("portable-out"));
            Summary written = site.write(portable, true);
            writeFileList(portable);
            System.out.println("RuleBookSite: the portable site, " + written + ", in "
                    + portable);
        }
        System.out.printf("RuleBookSite: %d ms%n", (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * Lists every file of a site in {@code files.txt} at its root, one path a line with
     * {@code /} between names, so that a reader of the site from a class path, where no
     * folder can be listed, finds them all.
     */
    private static void writeFileList(Path site) {
        try (var walk = Files.walk(site)) {
            List<String> files = walk.filter(Files::isRegularFile)
                    .map(file -> site.relativize(file).toString().replace('\\', '/'))
                    .filter(name -> !name.equals(FILE_LIST)).sorted().toList();
            writeString(site.resolve(FILE_LIST), String.join("\n", files) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + site, e);
        }
    }

    /**
     * Writes one site.
     *
     * @param out the folder to write it into
     * @param portable {@code true} for the portable site: every rule, none marked hidden, no
     *     link out of itself, and the markers of {@link Markers} around every rule
     * @return what was written
     */
    Summary write(Path out, boolean portable) {
        List<Map<String, String>> index = new ArrayList<>();
        List<SiteModel.GameLink> games = new ArrayList<>();
        int rules = 0;
        int boards = 0;
        for (String game : games()) {
            GameWriter writer = new GameWriter(game, out, portable, index);
            writer.write();
            rules += writer.pages;
            boards += writer.pictures.count();
            games.add(new SiteModel.GameLink(game, writer.grading.title() + " / "
                    + writer.grading.titlePt(), game + "/index.html"));
        }
        SiteModel.Frame frame = new SiteModel.Frame("Tabuleiro: the rule book / o livro de"
                + " regras", "en", "", List.of(), false, portable);
        render("home.jte", new SiteModel.HomePage(frame, games, portable ? 0 : rules),
                out.resolve("index.html"));
        for (String asset : List.of("site.css", "site.js")) {
            copyAsset(asset, out.resolve("assets").resolve(asset));
        }
        // A script, not a JSON file fetched: a page opened from the disk (file:) may not fetch.
        String json = new GsonBuilder().disableHtmlEscaping().create().toJson(index);
        writeString(out.resolve("assets/search-index.json"), json);
        writeString(out.resolve("assets/search-index.js"), "window.RULEBOOK_INDEX = " + json
                + ";\n");
        return new Summary(rules, boards);
    }

    /**
     * What a site holds.
     *
     * @param rules its rule pages
     * @param boards its distinct board pictures
     */
    record Summary(int rules, int boards) {
        @Override
        public String toString() {
            return rules + " rule pages and " + boards + " board pictures";
        }
    }

    /** One game's pages. */
    private final class GameWriter {
        private final String game;
        private final Path folder;
        private final boolean portable;
        private final List<Map<String, String>> index;
        private final Grading grading;
        private final Catalogue catalogue;
        private final Book english;
        private final Book portuguese;
        private final Pictures pictures;
        private final StepMethods methods;
        private final Map<String, List<DeckSlides.Slide>> slides;
        private final Map<String, Map<String, BigDecimal>> points;
        private final Map<String, String> apidocs = new HashMap<>();
        private int pages;

        GameWriter(String game, Path out, boolean portable, List<Map<String, String>> index) {
            this.game = game;
            this.folder = out.resolve(game);
            this.portable = portable;
            this.index = index;
            this.grading = Grading.read(schemes.resolve(game + ".json"));
            this.catalogue = Catalogue.read(project.resolve("features/rules")
                    .resolve(game + ".md"));
            Path features = project.resolve("features/src/main/resources/tabuleiro/features");
            this.english = Book.read(features.resolve(grading.folder()));
            this.portuguese = Book.read(features.resolve("pt").resolve(grading.folder()));
            this.pictures = new Pictures(game, folder.resolve("boards"));
            this.methods = StepMethods.analyse(project.resolve("features/src/main/java"),
                    grading.folder());
            this.slides = portable ? Map.of()
                    : DeckSlides.read(RuleBookSite.this.slides.resolve(game + ".html"));
            this.points = grading.points(english.blocks());
            checkTwins();
        }

        /** The Portuguese book is the English one in other words: same files, same rules. */
        private void checkTwins() {
            List<String> en = english.chapters().stream().map(Book.Chapter::file).toList();
            List<String> pt = portuguese.chapters().stream().map(Book.Chapter::file).toList();
            if (!en.equals(pt)) {
                throw new IllegalArgumentException(game + ": expected the same feature files in"
                        + " English and Portuguese, but they are " + en + " and " + pt);
            }
            for (int c = 0; c < en.size(); c++) {
                List<List<String>> enIds = english.chapters().get(c).blocks().stream()
                        .map(Book.Block::ids).toList();
                List<List<String>> ptIds = portuguese.chapters().get(c).blocks().stream()
                        .map(Book.Block::ids).toList();
                if (!enIds.equals(ptIds)) {
                    throw new IllegalArgumentException(game + "/" + en.get(c) + ": expected the"
                            + " same Rule blocks in both languages, but their IDs are " + enIds
                            + " and " + ptIds);
                }
            }
        }

        /** Whether a scheme hides the block's rule: the portable site marks none. */
        private boolean hidden(Book.Block block) {
            return block.ids().stream().anyMatch(this::hidden);
        }

        private boolean hidden(String id) {
            return !portable && grading.hidden().contains(id);
        }

        void write() {
            Map<String, List<int[]>> byId = new LinkedHashMap<>();
            for (String id : catalogue.entries().keySet()) {
                byId.put(id, new ArrayList<>());
            }
            for (int c = 0; c < english.chapters().size(); c++) {
                List<Book.Block> blocks = english.chapters().get(c).blocks();
                for (int b = 0; b < blocks.size(); b++) {
                    for (String id : blocks.get(b).ids()) {
                        byId.computeIfAbsent(id, key -> new ArrayList<>()).add(new int[] {c, b});
                    }
                }
            }
            for (Map.Entry<String, List<int[]>> entry : byId.entrySet()) {
                if (entry.getValue().isEmpty()) {
                    throw new IllegalArgumentException(game + ": the catalogue's rule "
                            + entry.getKey() + " has no Rule block in the rule book");
                }
                writeRule(entry.getKey(), entry.getValue(), hidden(entry.getKey()));
            }
            writeGamePage(byId);
            for (Labels labels : List.of(Labels.EN, Labels.PT)) {
                writeBooklet(labels);
            }
            writeCatalogue(byId.keySet());
        }

        private Book book(Labels labels) {
            return labels == Labels.EN ? english : portuguese;
        }

        private void writeRule(String id, List<int[]> where, boolean hidden) {
            List<SiteModel.RuleSide> sides = new ArrayList<>();
            Optional<Catalogue.Entry> entry = Optional.ofNullable(catalogue.entries().get(id));
            Set<String> exercises = new LinkedHashSet<>();
            for (int[] at : where) {
                exercises.addAll(english.chapters().get(at[0]).blocks().get(at[1]).exercises());
            }
            List<SiteModel.Link> contracts = contracts(where);
            List<SiteModel.Link> taught = portable ? List.of()
                    : slides.getOrDefault(id, List.of()).stream()
                            .map(slide -> new SiteModel.Link(slide.title(), "../../"
                                    + slide.link())).toList();
            for (Labels labels : List.of(Labels.EN, Labels.PT)) {
                List<SiteModel.Block> blocks = new ArrayList<>();
                for (int[] at : where) {
                    Book.Chapter chapter = book(labels).chapters().get(at[0]);
                    blocks.add(block(chapter, chapter.blocks().get(at[1]), "", labels));
                }
                String rule = entry.map(Catalogue.Entry::rule).orElse("");
                String source = entry.map(Catalogue.Entry::source).orElse("");
                String variant = entry.map(Catalogue.Entry::variant).orElse("");
                if (labels == Labels.PT) {
                    // The catalogue is English: the Portuguese side states the rule in the
                    // Portuguese rule book's own words, its Regra's description.
                    String description = portuguese.chapters().get(where.get(0)[0]).blocks()
                            .get(where.get(0)[1]).description().strip();
                    rule = description.isEmpty() ? blocks.get(0).name() : description;
                    source = entry.isPresent() ? CatalogueInPortuguese.source(source) : "";
                    variant = CatalogueInPortuguese.variant(variant);
                }
                sides.add(new SiteModel.RuleSide(labels, blocks.get(0).name(),
                        SiteModel.segments(rule), SiteModel.segments(source), variant,
                        new SiteModel.Link(labels.catalogueLink(), "catalogue.html#" + id),
                        grades(id, exercises, labels), contracts, taught, blocks));
            }
            String titles = sides.get(0).title().equals(sides.get(1).title())
                    ? sides.get(0).title() : sides.get(0).title() + " / " + sides.get(1).title();
            SiteModel.Frame frame = new SiteModel.Frame(id + ": " + titles, "en",
                    "../", crumbs(null), true, portable);
            render("rule.jte", new SiteModel.RulePage(frame, id, hidden, sides),
                    folder.resolve(id + ".html"));
            pages++;
            Map<String, String> entryOfIndex = new LinkedHashMap<>();
            entryOfIndex.put("id", id);
            entryOfIndex.put("game", grading.title());
            entryOfIndex.put("title", sides.get(0).title());
            entryOfIndex.put("titlePt", sides.get(1).title());
            entryOfIndex.put("text", where.stream().map(at -> words(at))
                    .collect(Collectors.joining(" ")));
            entryOfIndex.put("href", game + "/" + id + ".html");
            index.add(entryOfIndex);
        }

        /** The words a search looks in: both titles, the examples' names, the catalogue's. */
        private String words(int[] at) {
            StringBuilder words = new StringBuilder();
            for (Book book : List.of(english, portuguese)) {
                Book.Block block = book.chapters().get(at[0]).blocks().get(at[1]);
                words.append(block.description()).append(' ');
                block.examples().forEach(example -> words.append(example.name()).append(' '));
            }
            return words.toString().strip();
        }

        /**
         * The links above a page of the game: the site's home and the game's, in the page's
         * language, or in both on a page that shows both ({@code null}).
         */
        private List<SiteModel.Link> crumbs(Labels labels) {
            String home = labels == null ? "Rule book / Livro de regras"
                    : labels == Labels.EN ? "Rule book" : "Livro de regras";
            String title = labels == Labels.EN ? grading.title()
                    : labels == Labels.PT ? grading.titlePt()
                    : grading.title().equals(grading.titlePt()) ? grading.title()
                    : grading.title() + " / " + grading.titlePt();
            return List.of(new SiteModel.Link(home, "../index.html"),
                    new SiteModel.Link(title, "index.html"));
        }

        private List<SiteModel.Grade> grades(String id, Set<String> exercises, Labels labels) {
            List<SiteModel.Grade> grades = new ArrayList<>();
            for (Grading.Exercise exercise : grading.exercises()) {
                if (exercises.contains(exercise.id())) {
                    BigDecimal share = points.get(exercise.id()).get(id);
                    grades.add(new SiteModel.Grade(new SiteModel.Link(exercise.id() + ": "
                            + (labels == Labels.EN ? exercise.title() : exercise.titlePt()),
                            "index.html#" + exercise.id()), share.toPlainString(),
                            exercise.points().toPlainString()));
                }
            }
            return grades;
        }

        /** The reference's methods that the steps of a rule's examples call. */
        private List<SiteModel.Link> contracts(List<int[]> where) {
            Set<StepMethods.Method> found = new LinkedHashSet<>();
            for (int[] at : where) {
                Book.Chapter chapter = english.chapters().get(at[0]);
                Book.Block block = chapter.blocks().get(at[1]);
                List<Book.Step> steps = new ArrayList<>(chapter.background());
                steps.addAll(block.background());
                for (Book.Example example : block.examples()) {
                    Map<String, String> firstRow = new HashMap<>();
                    if (!example.tables().isEmpty() && !example.tables().get(0).rows().isEmpty()) {
                        Book.Table table = example.tables().get(0);
                        for (int i = 0; i < table.header().size(); i++) {
                            firstRow.put(table.header().get(i), table.rows().get(0).get(i));
                        }
                    }
                    for (Book.Step step : example.steps()) {
                        steps.add(new Book.Step(step.keyword(), fill(step.text(), firstRow),
                                step.docString(), step.table()));
                    }
                }
                for (Book.Step step : steps) {
                    found.addAll(methods.of(step.text()));
                }
            }
            List<SiteModel.Link> links = new ArrayList<>();
            for (StepMethods.Method method : found) {
                links.add(new SiteModel.Link(method.display(), portable ? "" : href(method)));
            }
            return links;
        }

        private static String fill(String text, Map<String, String> row) {
            String filled = text;
            for (Map.Entry<String, String> cell : row.entrySet()) {
                filled = filled.replace("<" + cell.getKey() + ">", cell.getValue());
            }
            return filled;
        }

        /**
         * The method's contract in the documentation, or its type's page if javadoc has no such
         * anchor, or nothing when the type has no page.
         */
        private String href(StepMethods.Method method) {
            Path page = RuleBookSite.this.slides.resolve("apidocs").resolve(method.page());
            String html = apidocs.computeIfAbsent(method.page(), key -> Files.isRegularFile(page)
                    ? readString(page) : "");
            if (html.isEmpty()) {
                return "";
            }
            String anchor = method.anchor();
            String escaped = anchor.replace("<", "&lt;").replace(">", "&gt;");
            String link = "../../apidocs/" + method.page();
            return html.contains("id=\"" + escaped + "\"") ? link + "#"
                    + anchor.replace("<", "%3C").replace(">", "%3E") : link;
        }

        private SiteModel.Block block(Book.Chapter chapter, Book.Block block, String pageToGame,
                Labels labels) {
            List<SiteModel.Step> background = new ArrayList<>();
            chapter.background().forEach(step -> background.add(step(step)));
            block.background().forEach(step -> background.add(step(step)));
            List<SiteModel.Example> examples = new ArrayList<>();
            for (Book.Example example : block.examples()) {
                examples.add(example(example, labels));
            }
            return new SiteModel.Block(block.keyword(), block.name(), block.description(),
                    block.otherTags(), new SiteModel.Link(chapter.name(), pageToGame
                            + "index.html#" + chapter.file()), background, examples);
        }

        private SiteModel.Example example(Book.Example example, Labels labels) {
            return new SiteModel.Example(example.keyword(), example.name(),
                    example.description(), example.tags(),
                    example.steps().stream().map(this::step).toList(),
                    example.tables().stream().map(table -> new SiteModel.Table(
                            table.keyword() + (table.name().isBlank() ? "" : ": "
                                    + table.name()), table.header(), table.rows())).toList());
        }

        private SiteModel.Step step(Book.Step step) {
            Optional<SiteModel.Board> board = step.docString().flatMap(this::board);
            Optional<String> docText = board.isPresent() ? Optional.empty() : step.docString();
            List<SiteModel.Board> positions = new ArrayList<>();
            if (pictures.drawsQuotedPositions()) {
                Matcher quoted = Pattern.compile("\"([^\"]{8,})\"").matcher(step.text());
                while (quoted.find()) {
                    board(quoted.group(1)).ifPresent(positions::add);
                }
            }
            return new SiteModel.Step(step.keyword(), SiteModel.segments(step.text()), board,
                    docText, step.table().map(table -> new SiteModel.Table("", table.header(),
                            table.rows())), positions);
        }

        private Optional<SiteModel.Board> board(String text) {
            return pictures.draw(text).map(drawn -> new SiteModel.Board("boards/" + drawn.file(),
                    drawn.description(), drawn.descriptionPt(), text));
        }

        private void writeGamePage(Map<String, List<int[]>> byId) {
            List<SiteModel.GameSide> sides = new ArrayList<>();
            for (Labels labels : List.of(Labels.EN, Labels.PT)) {
                Book book = book(labels);
                List<SiteModel.ChapterEntry> chapters = new ArrayList<>();
                // The how-manieth block of its ID each entry is: an ID may head two Rules.
                Map<String, Integer> seen = new HashMap<>();
                for (Book.Chapter chapter : book.chapters()) {
                    List<SiteModel.RuleEntry> rules = new ArrayList<>();
                    for (Book.Block block : chapter.blocks()) {
                        for (String id : block.ids()) {
                            rules.add(new SiteModel.RuleEntry(id, block.name(), id + ".html",
                                    hidden(id), seen.merge(id, 1, Integer::sum)));
                        }
                    }
                    chapters.add(new SiteModel.ChapterEntry(chapter.file(), chapter.name(),
                            chapter.description(), rules));
                }
                List<SiteModel.ExerciseEntry> exercises = new ArrayList<>();
                for (Grading.Exercise exercise : grading.exercises()) {
                    List<SiteModel.Grade> rules = new ArrayList<>();
                    points.get(exercise.id()).forEach((id, share) -> rules.add(
                            new SiteModel.Grade(new SiteModel.Link(id, id + ".html"),
                                    share.toPlainString(), exercise.points().toPlainString())));
                    exercises.add(new SiteModel.ExerciseEntry(exercise.id(),
                            labels == Labels.EN ? exercise.title() : exercise.titlePt(),
                            exercise.points().toPlainString(), rules));
                }
                sides.add(new SiteModel.GameSide(labels, labels == Labels.EN ? grading.title()
                        : grading.titlePt(), chapters, exercises,
                        new SiteModel.Link(labels.booklet(), "book-" + labels.lang() + ".html"),
                        new SiteModel.Link(labels.catalogueLink(), "catalogue.html")));
            }
            SiteModel.Frame frame = new SiteModel.Frame(grading.title() + " / "
                    + grading.titlePt(), "en", "../", List.of(new SiteModel.Link(
                            "Rule book / Livro de regras", "../index.html")), true, portable);
            render("game.jte", new SiteModel.GamePage(frame, sides), folder.resolve("index.html"));
        }

        private void writeBooklet(Labels labels) {
            Book book = book(labels);
            List<SiteModel.BookChapter> chapters = new ArrayList<>();
            for (Book.Chapter chapter : book.chapters()) {
                List<SiteModel.BookRule> rules = new ArrayList<>();
                for (Book.Block block : chapter.blocks()) {
                    rules.add(new SiteModel.BookRule(block.ids(), hidden(block),
                            block(chapter, block, "", labels)));
                }
                chapters.add(new SiteModel.BookChapter(chapter.file(), chapter.name(),
                        chapter.description(), rules, chapter.loose().stream()
                                .map(example -> example(example, labels)).toList()));
            }
            String title = labels == Labels.EN ? grading.title() : grading.titlePt();
            SiteModel.Frame frame = new SiteModel.Frame(title + ": "
                    + (labels == Labels.EN ? "the rule book" : "o livro de regras"),
                    labels.lang(), "../", crumbs(labels), false, portable);
            render("book.jte", new SiteModel.BookPage(frame, labels, title, chapters),
                    folder.resolve("book-" + labels.lang() + ".html"));
        }

        private void writeCatalogue(Set<String> ids) {
            List<SiteModel.CatalogueRow> rows = new ArrayList<>();
            for (Catalogue.Entry entry : catalogue.entries().values()) {
                rows.add(new SiteModel.CatalogueRow(entry.id(), entry.id() + ".html",
                        SiteModel.segments(entry.rule()), SiteModel.segments(entry.source()),
                        entry.variant()));
            }
            SiteModel.Frame frame = new SiteModel.Frame(catalogue.title(), "en", "../",
                    crumbs(Labels.EN),
                    false, portable);
            render("catalogue.jte", new SiteModel.CataloguePage(frame, catalogue.title(),
                    "features/rules/" + game + ".md", rows), folder.resolve("catalogue.html"));
        }
    }

    private void render(String template, Object model, Path file) {
        StringOutput output = new StringOutput();
        engine.render(template, model, output);
        writeString(file, output.toString());
    }

    private static void writeString(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static void copyAsset(String name, Path target) {
        try (InputStream in = RuleBookSite.class.getResourceAsStream(ASSETS + name)) {
            if (in == null) {
                throw new IllegalStateException("the site's " + name + " is not in the build");
            }
            Files.createDirectories(target.getParent());
            Files.write(target, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }

    /**
     * Lists the rule IDs a site has pages for, for the checks.
     *
     * @param site the site's folder
     * @param game the game
     * @return the IDs, sorted
     * @throws UncheckedIOException if the folder cannot be listed
     */
    static Set<String> rulePages(Path site, String game) {
        try (var files = Files.list(site.resolve(game))) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> Book.RULE_ID.matcher(name.replace(".html", "")).matches())
                    .map(name -> name.replace(".html", ""))
                    .collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + site.resolve(game), e);
        }
    }
}
