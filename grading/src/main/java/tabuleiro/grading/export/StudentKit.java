package tabuleiro.grading.export;

import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.grading.generator.KitGuide;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.report.feedback.BoardDrawings;
import tabuleiro.grading.report.feedback.ContractWords;
import tabuleiro.grading.report.wholeclass.PortableRuleBook;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.MachineCache;
import tabuleiro.grading.sandbox.RuleBookJars;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.selfcheck.VisibleScheme;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.games.OpeningBookFile;
import tabuleiro.grading.workspace.Skeleton;

/**
 * Writes a student kit: a project a student can unzip, or a teacher push as a template, that
 * holds the exercises and the rule book and never the answers.
 *
 * <p>What it holds: the skeleton's sources of the game (and what they import), and no other
 * game's, in {@code src/main/java} and in its grader's copy of the skeleton alike (the kit of all
 * games holds every game's, as it checks each), the visible
 * rules as feature files to read, the student guide, and {@code tools/}, a copy of this grader
 * whose rule book is the visible rules only (the step definitions without feature files, and
 * the visible rules in a jar of their own, and in one more for each other language the grader
 * has, which {@code check --lang} runs) and whose scheme is the students' (no hidden rule,
 * each visible rule worth what the grader gives it). The scripts {@code check} and
 * {@code play} (and their {@code .cmd} twins) run the grader's {@code check} and {@code play}
 * commands on the kit, so it builds and runs with a JDK alone.
 *
 * <p>What it never holds: a class of the reference (no jar with a game's class is copied: the
 * grader's own copy leaves the reference out), a solution region (the sources are the
 * skeleton's, generated without them), a hidden rule (neither its text nor its existence: the
 * feature files blank its lines, the scheme leaves it out, the board album keeps no picture of
 * its boards), or the grader's bundled schemes.
 */
public final class StudentKit {

    /** The kit's folder of tools: the grader, its libraries and the students' schemes. */
    static final String TOOLS = "tools";

    /** The rule book site in the kit, beside the folders of the games' feature files. */
    static final String SITE = "rulebook/site";

    /** The kit's resources, on the class path of what the kit's {@code play} runs. */
    public static final String RESOURCES = "src/main/resources";

    /**
     * The skeleton's service registrations in the grader's jar ({@code exercises}'
     * {@code src/main/resources/META-INF/services}), by which its launcher and its board
     * pictures find the games: a kit writes them into its {@value #RESOURCES}, each cut to the
     * classes the kit holds.
     */
    static final String SKELETON_SERVICES = "skeleton-services";

    /** Where a registration is read from on the class path, below the resources. */
    private static final String SERVICES = "META-INF/services";

    /**
     * The rule book's step definitions in the kit's {@code tools/runner/}, without a feature
     * file: the checker's and the kit's {@code pom.xml}'s.
     */
    static final String GLUE_JAR = "tabuleiro-rulebook-glue.jar";

    /** The grader's jar in the kit. */
    static final String GRADER_JAR = "tabuleiro-grader.jar";

    /**
     * The options of the JVM the kit's scripts start: the just-in-time compiler's first tier
     * only, and the serial collector. A check is a short run of much code (javac, Cucumber,
     * Checkstyle) that runs once, where the optimising tier's and the parallel collector's
     * threads cost more than they give back: on two cores a cold check took half the time with
     * C1 alone, and the serial collector took a further 5 % of its time and a third of its memory
     * (grading/BENCHMARKS.md).
     */
    public static final List<String> JVM_OPTIONS = List.of("-XX:TieredStopAtLevel=1",
            "-XX:+UseSerialGC");

    private static final Pattern IMPORT = Pattern.compile(
            "^import\\s+(?:static\\s+)?(tabuleiro(?:\\.\\w+)+)\\s*;", Pattern.MULTILINE);

    private StudentKit() {
    }

    /**
     * Writes a kit in the language of its first scheme.
     *
     * @param schemes the games of the kit, by their schemes: one for a game's kit, every game
     *     for the kit of all games
     * @param out the kit's folder; it must not exist, or be empty
     * @return the files written, relative to the kit, sorted
     * @throws IOException if the grader's files cannot be read or the kit written
     * @throws IllegalStateException if this grader carries no skeleton or is not run from its
     *     jar (a kit copies the jar)
     */
    public static List<String> write(List<Scheme> schemes, Path out) throws IOException {
        return write(schemes, out, schemes.get(0).defaultLanguage());
    }

    /**
     * Writes a kit in a language: the rules of that language's rule book, its guide and README,
     * and a self-check and a {@code play} that speak it. The rules kept and left out are the
     * same in every language.
     *
     * @param schemes the games of the kit, by their schemes: one for a game's kit, every game
     *     for the kit of all games
     * @param out the kit's folder; it must not exist, or be empty
     * @param language the kit's language
     * @return the files written, relative to the kit, sorted
     * @throws IOException if the grader's files cannot be read or the kit written
     * @throws IllegalStateException if this grader carries no skeleton or is not run from its
     *     jar (a kit copies the jar)
     * @throws IllegalArgumentException if the grader has no rule book of a game in the language
     */
    public static List<String> write(List<Scheme> schemes, Path out, Language language)
            throws IOException {
        Path skeleton = Skeleton.bundled().orElseThrow(() -> new IllegalStateException(
                "this grader was built without the skeleton, so it cannot make a kit"));
        Files.createDirectories(out);
        Path tools = out.resolve(TOOLS);
        GraderCopy.into(tools);
        Path graderJar = tools.resolve(GRADER_JAR);
        if (!Files.isRegularFile(graderJar)) {
            throw new IllegalStateException("a kit is made from the grader's jar"
                    + " (java -jar tabuleiro-grader.jar bundle student-kit ...), not from"
                    + " class folders");
        }
        RunnerClasspath runner = RunnerClasspath.ofGrader();
        Path scratch = Files.createTempDirectory("tabuleiro-kit-");
        Set<String> pictures = new HashSet<>();
        Set<String> hidden = new HashSet<>();
        // A visible rule of each game, in order, for the README's example of --tags.
        List<String> visibleIds = new ArrayList<>();
        try {
            for (Scheme scheme : schemes) {
                pictures.addAll(game(scheme, language, runner, skeleton, out, scratch,
                        schemes.size() > 1, hidden, visibleIds));
            }
            // The rule book's own jar holds every rule, hidden ones too: the kit's runner
            // folder and the grader's libraries get the visible rules' jars instead.
            removeRuleBookJars(tools.resolve("lib"));
            removeRuleBookJars(tools.resolve(RunnerClasspath.RUNNER));
            List<String> classpath = sharedLibraries(tools);
            Files.write(tools.resolve(GraderCopy.CLASSPATH), classpath, StandardCharsets.UTF_8);
            // The bundled schemes and guides name every rule of the instructor's schemes; the
            // kit carries its own, without the hidden ones. The board album keeps the boards of
            // the visible rules alone.
            repack(graderJar, name -> name.startsWith("schemes/") || name.startsWith("guides/")
                    || BoardDrawings.isAlbumEntry(name) && !pictures.contains(name),
                    classpath.subList(1, classpath.size()));
            // The rule book's messages that say an example waits on a hidden rule name it:
            // their Portuguese twins go, and such a message is said as the step wrote it.
            edit(graderJar, ContractWords.ENTRY, text -> ContractWords.withoutRules(text,
                    hidden));
        } finally {
            FileTrees.delete(scratch);
        }
        if (schemes.size() > 1) {
            Files.createDirectories(out.resolve("src/main/java"));
            copyTree(skeleton, out.resolve("src/main/java"));
            writeServices(out, name -> true);
        }
        site(schemes, hidden, language, out);
        KitFiles.write(schemes, out, language, visibleIds.isEmpty() ? "@ex01"
                : "@" + visibleIds.get(0));
        try (Stream<Path> walk = Files.walk(out)) {
            return walk.filter(Files::isRegularFile)
                    .map(file -> out.relativize(file).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    /**
     * Writes the game's answer book into the kit's {@code tools/answers/}: the reference's
     * answers to the games of the kit's seeds, for the visible rules only
     * ({@link AnswerBook}), which the kit's check compares the student's engine with. A game
     * without generated examples, or a grader without its oracle, writes none, and the kit's
     * check says so.
     */
    private static void answers(Scheme scheme, Set<String> hidden, Path out)
            throws IOException {
        String rulebook = scheme.rulebook();
        String game = rulebook.substring(rulebook.lastIndexOf('.') + 1);
        if (Games.find(game).isPresent()) {
            AnswerBook.writeForKit(game, hidden, out.resolve(TOOLS).resolve(AnswerBook.FOLDER),
                    MachineCache.folder().resolve(AnswerBook.FOLDER));
        }
    }

    /**
     * Names a game's jar of visible rules in the kit's {@code tools/runner/}: the check's, and
     * the kit's {@code pom.xml}'s.
     *
     * @param game the game's command name
     * @return the jar's file name
     */
    static String rulesJar(String game) {
        return "tabuleiro-rulebook-" + game + ".jar";
    }

    /**
     * Names a game's jar of visible rules in a language other than the kit's, in the kit's
     * {@code tools/runner/}: what {@code check --lang} runs. The kit's {@code pom.xml} and its
     * rule book folder hold the kit's language alone.
     *
     * @param game the game's command name
     * @param language the other language
     * @return the jar's file name
     */
    static String rulesJar(String game, Language language) {
        return "tabuleiro-rulebook-" + game + "-" + language.tag() + ".jar";
    }

    /**
     * Writes the rule book site of the kit's games into {@code rulebook/site/}, beside their
     * feature files: the grader's portable site with every rule the kit's schemes hide cut out (its
     * page, its entries, its search entries, the boards no page left shows), no slot for a
     * class's results, opening on the kit's language. A grader built without the site writes
     * none.
     */
    private static void site(List<Scheme> schemes, Set<String> hidden, Language language,
            Path out) throws IOException {
        Optional<PortableRuleBook> site = PortableRuleBook.bundled();
        if (site.isEmpty()) {
            return;
        }
        PortableRuleBook.Copy copy = site.get().of(schemes.stream().map(Scheme::game)
                .collect(Collectors.toCollection(LinkedHashSet::new)))
                .without(hidden).withoutResults();
        if (language != Language.ENGLISH) {
            copy.showing(language.tag());
        }
        copy.write(out.resolve(SITE));
    }

    /**
     * Writes one game's part of a kit: its sources, rules, rule book jar, scheme and guide.
     *
     * @param hidden where the IDs of the rules the scheme hides are added
     * @param visibleIds where the IDs of the rules the scheme shows are added, in order
     * @return the board album's entries of its visible rules, for the kit's copy of the grader
     */
    private static Set<String> game(Scheme scheme, Language language, RunnerClasspath runner,
            Path skeleton, Path out, Path scratch, boolean allGames, Set<String> hidden,
            List<String> visibleIds) throws IOException {
        String features = language.features(scheme.rulebook());
        Map<String, String> files = RuleBook.featureFiles(runner.entries(), features);
        if (files.isEmpty()) {
            throw new IllegalArgumentException("this grader has no rule book of "
                    + scheme.title() + " in the language " + language.tag() + " (no feature"
                    + " files in " + features + ")");
        }
        RuleBook whole = RuleBook.load(runner.entries(), features);
        Marking marking = Marking.of(scheme, whole.rules());
        List<GradedRule> hiddenRules = marking.rules().stream().filter(marking::hidden).toList();
        Set<RuleBlock> hiddenBlocks = hiddenRules.stream().map(GradedRule::block)
                .collect(Collectors.toSet());
        hiddenRules.forEach(rule -> hidden.add(rule.id()));
        marking.rules().stream().filter(rule -> !marking.hidden(rule)).map(GradedRule::id)
                .distinct().forEach(visibleIds::add);
        RuleBookJars jars = RuleBookJars.make(scratch.resolve(scheme.game()), runner.entries(),
                files, whole.blocks(), hiddenBlocks);
        Path runnerFolder = out.resolve(TOOLS).resolve(RunnerClasspath.RUNNER);
        for (Path entry : jars.visibleClasspath()) {
            if (entry.startsWith(scratch)) {
                String name = jars.visible().filter(entry::equals).isPresent()
                        ? rulesJar(scheme.game()) : GLUE_JAR;
                Files.copy(entry, runnerFolder.resolve(name),
                        StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Map<String, String> visible = RuleBook.featureFiles(jars.visibleClasspath(), features);
        Path rules = out.resolve("rulebook").resolve(scheme.game());
        Files.createDirectories(rules);
        for (Map.Entry<String, String> file : visible.entrySet()) {
            String name = file.getKey().substring(file.getKey().lastIndexOf('/') + 1);
            Files.writeString(rules.resolve(name), file.getValue(), StandardCharsets.UTF_8);
        }
        // The students' scheme says the kit's language, which check and play speak by default.
        Scheme visibleScheme = VisibleScheme.of(marking);
        Scheme students = new Scheme(visibleScheme.game(), visibleScheme.title(),
                visibleScheme.rulebook(), visibleScheme.enginePackage(), visibleScheme.limits(),
                visibleScheme.exercises(), visibleScheme.late(), visibleScheme.style(),
                visibleScheme.similarity(), language.tag(), visibleScheme.pt(), null,
                VisibleScheme.generated(scheme));
        Path schemes = out.resolve(TOOLS).resolve("schemes");
        Files.createDirectories(schemes);
        Files.writeString(schemes.resolve(scheme.game() + ".json"), new GsonBuilder()
                .setPrettyPrinting().disableHtmlEscaping().create().toJson(students) + "\n",
                StandardCharsets.UTF_8);
        // The guide is written from this scheme's marking, not copied from the repository's
        // (which follows the bundled scheme): each visible rule with the points the grader
        // gives it, a hidden rule nowhere, every other rule kept.
        Path guide = allGames ? out.resolve("guides").resolve(scheme.game() + ".md")
                : out.resolve("GUIDE.md");
        Files.createDirectories(guide.getParent());
        Files.writeString(guide, KitGuide.render(marking, whole, skeleton, language),
                StandardCharsets.UTF_8);
        if (!allGames) {
            Path sources = out.resolve("src/main/java");
            Set<String> ownSources = gameSources(skeleton, scheme.enginePackage());
            for (String file : ownSources) {
                Path target = sources.resolve(file);
                Files.createDirectories(target.getParent());
                Files.copy(skeleton.resolve(file), target, StandardCopyOption.REPLACE_EXISTING);
            }
            // The skeleton the kit's check lays a project over is the same files: a kit of one
            // game holds no other game's sources, in src/ or in its grader.
            keepSkeleton(out.resolve(TOOLS).resolve(GRADER_JAR), ownSources);
            // The registrations name every game's classes: the kit registers its own alone,
            // so that its launcher and its board pictures find no class it does not hold.
            writeServices(out, name -> ownSources.contains(name.replace('.', '/') + ".java"));
        }
        answers(scheme, hiddenRules.stream().map(GradedRule::id).collect(Collectors.toSet()),
                out);
        if (OpeningBookFile.readBy(scheme.game())) {
            // Where the skeleton's OpeningBook finds it on the class path, in the kit's play and
            // tournament and in a Maven project or an IDE: without it the perfect agent takes
            // minutes a move in the opening. It gives away no score the grader asks.
            OpeningBookFile.writeUnder(scheme.game(), out.resolve(RESOURCES));
        }
        Set<String> pictures = new TreeSet<>(BoardDrawings.albumEntries(scheme.game(),
                RuleBook.parse(visible).scenarios().stream().map(BookScenario::text).toList()));
        Set<String> shown = marking.rules().stream().filter(rule -> !marking.hidden(rule))
                .map(GradedRule::id).collect(Collectors.toCollection(TreeSet::new));
        for (Language other : Language.values()) {
            if (other != language) {
                pictures.addAll(otherLanguage(scheme, other, runner, runnerFolder,
                        scratch.resolve(scheme.game() + "-" + other.tag()), shown));
            }
        }
        return pictures;
    }

    /**
     * Writes a game's visible rules in another language into the kit's runner folder, so that
     * {@code check --lang} runs them: the same rules as the kit's language, the hidden ones
     * blanked in the same way. A few kilobytes a game; the rule book site already shows both
     * languages. A grader without that language's tree writes nothing, and the kit's check then
     * says it checks in its own language alone.
     *
     * @param visibleIds the IDs of the game's visible rules in the kit's language
     * @return the board album's entries of those rules' boards in the other language
     * @throws IllegalStateException if the other language's rule book shows other rules
     */
    private static Set<String> otherLanguage(Scheme scheme, Language other,
            RunnerClasspath runner, Path runnerFolder, Path scratch, Set<String> visibleIds)
            throws IOException {
        String features = other.features(scheme.rulebook());
        Map<String, String> files = RuleBook.featureFiles(runner.entries(), features);
        if (files.isEmpty()) {
            return Set.of();
        }
        RuleBook whole = RuleBook.load(runner.entries(), features);
        Marking marking = Marking.of(scheme, whole.rules());
        Set<RuleBlock> hiddenBlocks = marking.rules().stream().filter(marking::hidden)
                .map(GradedRule::block).collect(Collectors.toSet());
        Set<String> shown = marking.rules().stream().filter(rule -> !marking.hidden(rule))
                .map(GradedRule::id).collect(Collectors.toCollection(TreeSet::new));
        if (!shown.equals(visibleIds)) {
            // The two trees are kept equal by the rule book's own tests; a kit whose two
            // languages disagree would check other rules than its guide lists.
            throw new IllegalStateException("the " + other.tag() + " rule book of "
                    + scheme.title() + " shows the rules " + shown + ", but the kit's shows "
                    + visibleIds);
        }
        RuleBookJars jars = RuleBookJars.make(scratch, runner.entries(), files, whole.blocks(),
                hiddenBlocks);
        Files.copy(jars.visible().orElseThrow(), runnerFolder.resolve(rulesJar(scheme.game(),
                other)), StandardCopyOption.REPLACE_EXISTING);
        return BoardDrawings.albumEntries(scheme.game(), RuleBook.parse(
                jars.visibleFeatures()).scenarios().stream().map(BookScenario::text).toList());
    }

    /**
     * The skeleton's sources of a game: every file of its package and subpackages, and the
     * files outside them that those import, with the rest of their package (a class names its
     * package's classes without importing them, as {@code CommandLines} its bundles), and
     * theirs in turn. The root package, whose launcher imports every game, is never taken
     * whole.
     *
     * @param skeleton the skeleton's source folder
     * @param enginePackage the game's package
     * @return the files, relative to the folder, with {@code /} between names
     * @throws IOException if a file cannot be read
     */
    static Set<String> gameSources(Path skeleton, String enginePackage) throws IOException {
        String folder = enginePackage.replace('.', '/') + "/";
        Set<String> all;
        try (Stream<Path> walk = Files.walk(skeleton)) {
            all = walk.filter(Files::isRegularFile)
                    .map(file -> skeleton.relativize(file).toString().replace('\\', '/'))
                    .filter(name -> name.endsWith(".java"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> otherGames = otherGames(all, folder);
        Set<String> kept = new LinkedHashSet<>();
        // Each file with whether the game's code reaches it by an import (or is the game's),
        // rather than only as the rest of a package it reaches.
        Deque<Map.Entry<String, Boolean>> pending = new ArrayDeque<>();
        all.stream().filter(name -> name.startsWith(folder))
                .forEach(name -> pending.add(Map.entry(name, true)));
        while (!pending.isEmpty()) {
            Map.Entry<String, Boolean> next = pending.remove();
            String file = next.getKey();
            if (kept.contains(file)) {
                continue;
            }
            String text = Files.readString(skeleton.resolve(file), StandardCharsets.UTF_8);
            List<String> imported = new ArrayList<>();
            Matcher imports = IMPORT.matcher(text);
            while (imports.find()) {
                imported.add(imports.group(1));
            }
            // A shared file that imports other games is not the game's: taken only as the rest
            // of its package, it would bring in every other game's sources.
            if (!next.getValue() && imported.stream().anyMatch(name -> otherGames.stream()
                    .anyMatch(game -> (name.replace('.', '/') + "/").startsWith(game)))) {
                continue;
            }
            kept.add(file);
            String dir = file.substring(0, file.lastIndexOf('/') + 1);
            if (!file.startsWith(folder) && dir.indexOf('/') < dir.length() - 1) {
                all.stream().filter(name -> name.startsWith(dir)
                        && name.indexOf('/', dir.length()) < 0)
                        .forEach(name -> pending.add(Map.entry(name, false)));
            }
            for (String name : imported) {
                importedFile(name, all).ifPresent(found -> pending.add(Map.entry(found, true)));
            }
        }
        return new TreeSet<>(kept);
    }

    /**
     * The folders of the other games of a skeleton: each folder beside the game's that holds a
     * {@code Game.java}, the engine of each game (as {@code JavaCompilation} tells them).
     */
    private static Set<String> otherGames(Set<String> all, String folder) {
        String parent = folder.substring(0, folder.lastIndexOf('/', folder.length() - 2) + 1);
        return all.stream().filter(name -> name.startsWith(parent)
                        && name.endsWith("/Game.java")
                        && name.indexOf('/', parent.length()) == name.length()
                                - "/Game.java".length())
                .map(name -> name.substring(0, name.length() - "Game.java".length()))
                .filter(game -> !game.equals(folder))
                .collect(Collectors.toSet());
    }

    /** The source of an imported name: the longest prefix of it that names a file. */
    private static Optional<String> importedFile(String name, Set<String> files) {
        String candidate = name;
        while (candidate.contains(".")) {
            String file = candidate.replace('.', '/') + ".java";
            if (files.contains(file)) {
                return Optional.of(file);
            }
            candidate = candidate.substring(0, candidate.lastIndexOf('.'));
        }
        return Optional.empty();
    }

    /**
     * Writes the skeleton's service registrations into the kit's {@value #RESOURCES}, each
     * with the registered classes a test keeps; a registration that keeps none is not written.
     * Cutting the files, rather than a registry that skips a class it cannot load, keeps a
     * misspelt registration an error everywhere.
     *
     * @param keep picks a registered class by its binary name
     */
    private static void writeServices(Path out, Predicate<String> keep) throws IOException {
        for (Map.Entry<String, List<String>> service : bundledServices().entrySet()) {
            List<String> kept = service.getValue().stream()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(String::strip)
                    .filter(keep)
                    .toList();
            if (!kept.isEmpty()) {
                Path file = out.resolve(RESOURCES).resolve(SERVICES).resolve(service.getKey());
                Files.createDirectories(file.getParent());
                Files.write(file, kept, StandardCharsets.UTF_8);
            }
        }
    }

    /** The skeleton's registrations in this grader: each file's lines by the file's name. */
    private static Map<String, List<String>> bundledServices() throws IOException {
        Map<String, List<String>> services = new TreeMap<>();
        Path location;
        try {
            location = Path.of(StudentKit.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot find the grader's classes: " + e, e);
        }
        if (Files.isDirectory(location)) {
            Path folder = location.resolve(SKELETON_SERVICES);
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.list(folder)) {
                    for (Path file : files.filter(Files::isRegularFile).toList()) {
                        services.put(file.getFileName().toString(),
                                Files.readAllLines(file, StandardCharsets.UTF_8));
                    }
                }
            }
            return services;
        }
        String prefix = SKELETON_SERVICES + "/";
        try (JarFile jar = new JarFile(location.toFile())) {
            for (JarEntry entry : jar.stream().filter(entry -> !entry.isDirectory()
                    && entry.getName().startsWith(prefix)).toList()) {
                try (InputStream data = jar.getInputStream(entry)) {
                    services.put(entry.getName().substring(prefix.length()),
                            new String(data.readAllBytes(), StandardCharsets.UTF_8).lines()
                                    .toList());
                }
            }
        }
        return services;
    }

    /**
     * Deletes the jars that hold feature files (the whole rule book's jar) and the rule book
     * site's jar: both hold every rule, hidden ones too, and the kit has its own of each.
     */
    private static void removeRuleBookJars(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        List<Path> jars;
        try (Stream<Path> list = Files.list(folder)) {
            jars = list.filter(file -> file.getFileName().toString().endsWith(".jar")).toList();
        }
        for (Path jar : jars) {
            if (holdsSite(jar) || !jar.getFileName().toString().startsWith(
                    "tabuleiro-rulebook-") && holdsFeatureFiles(jar)) {
                Files.delete(jar);
            }
        }
    }

    private static boolean holdsSite(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.getEntry(PortableRuleBook.ROOT + "files.txt") != null;
        }
    }

    private static boolean holdsFeatureFiles(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.stream().anyMatch(entry -> entry.getName().endsWith(".feature"));
        }
    }

    /**
     * Keeps one copy of each library the grader and the runner share: the grader's copy in
     * {@code lib/} goes, and the grader's class path names the runner's. Half of a kit's size.
     *
     * @return the grader's class path, the jar first, relative to the tools folder
     */
    private static List<String> sharedLibraries(Path tools) throws IOException {
        List<String> classpath = new ArrayList<>();
        for (String line : Files.readAllLines(tools.resolve(GraderCopy.CLASSPATH),
                StandardCharsets.UTF_8)) {
            Path entry = tools.resolve(line);
            Path shared = tools.resolve(RunnerClasspath.RUNNER).resolve(entry.getFileName());
            if (!Files.exists(entry)) {
                continue;
            }
            if (line.startsWith("lib/") && Files.exists(shared)
                    && Files.mismatch(entry, shared) == -1) {
                Files.delete(entry);
                classpath.add(tools.relativize(shared).toString().replace('\\', '/'));
            } else {
                classpath.add(line);
            }
        }
        return classpath;
    }

    /**
     * Rewrites the grader's jar with only the given files of its bundled skeleton, and without
     * the skeleton's registrations, which name every game's classes (the kit has its own).
     *
     * @param jar the kit's grader jar
     * @param files the skeleton's files to keep, relative to its root
     */
    private static void keepSkeleton(Path jar, Set<String> files) throws IOException {
        String root = Skeleton.RESOURCE_FOLDER + "/";
        rewrite(jar, name -> name.startsWith(root) && name.endsWith(".java")
                && !files.contains(name.substring(root.length()))
                || name.startsWith(SKELETON_SERVICES + "/"), manifest -> {});
    }

    /**
     * Rewrites a jar without the entries a test picks, its manifest naming the given class path
     * (relative to the jar's folder) instead of its own.
     */
    private static void repack(Path jar, Predicate<String> drop, List<String> classpath)
            throws IOException {
        rewrite(jar, drop, manifest -> manifest.getMainAttributes().put(
                Attributes.Name.CLASS_PATH, String.join(" ", classpath)));
    }

    /** Rewrites one text entry of a jar, the others as they are. */
    private static void edit(Path jar, String entry, UnaryOperator<String> change)
            throws IOException {
        rewrite(jar, name -> false, manifest -> {
        }, Map.of(entry, change));
    }

    /** Rewrites a jar without the entries a test picks, its manifest changed as told. */
    private static void rewrite(Path jar, Predicate<String> drop, Consumer<Manifest> change)
            throws IOException {
        rewrite(jar, drop, change, Map.of());
    }

    /**
     * Rewrites a jar without the entries a test picks, its manifest changed as told and the
     * text entries named changed as told.
     */
    private static void rewrite(Path jar, Predicate<String> drop, Consumer<Manifest> change,
            Map<String, UnaryOperator<String>> edits) throws IOException {
        Path copy = jar.resolveSibling(jar.getFileName() + ".tmp");
        try (JarFile in = new JarFile(jar.toFile())) {
            Manifest manifest = new Manifest(in.getManifest());
            change.accept(manifest);
            try (OutputStream file = Files.newOutputStream(copy);
                    JarOutputStream out = new JarOutputStream(file, manifest)) {
                Enumeration<JarEntry> entries = in.entries();
                while (entries.hasMoreElements()) {
                    JarEntry entry = entries.nextElement();
                    if (drop.test(entry.getName())
                            || entry.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME)) {
                        continue;
                    }
                    out.putNextEntry(new JarEntry(entry.getName()));
                    try (InputStream data = in.getInputStream(entry)) {
                        UnaryOperator<String> edit = edits.get(entry.getName());
                        if (edit == null) {
                            data.transferTo(out);
                        } else {
                            out.write(edit.apply(new String(data.readAllBytes(),
                                    StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
                        }
                    }
                    out.closeEntry();
                }
            }
        }
        Files.move(copy, jar, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(from)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        for (Path file : files) {
            Path target = to.resolve(from.relativize(file).toString());
            Files.createDirectories(target.getParent());
            Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Lists what a kit holds, for the instructor's console. */
    static String summary(List<String> files) {
        long sources = files.stream().filter(name -> name.endsWith(".java")).count();
        long rules = files.stream().filter(name -> name.endsWith(".feature")).count();
        return sources + " source files, " + rules + " feature files, " + files.size()
                + " files in all";
    }
}
