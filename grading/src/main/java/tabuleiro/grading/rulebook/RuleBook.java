package tabuleiro.grading.rulebook;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Background;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Examples;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.ParseError;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.Rule;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.TableRow;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.RuleBlock;
import tabuleiro.grading.model.ScenarioKey;

/**
 * The rule book of a game as the grader and the generator read it: its Rule blocks, which are
 * the grading units, and the text of every scenario, to quote in feedback.
 *
 * <p>A Rule block is tagged with its rule ID ({@code @C4-09}) and the exercise that makes it
 * pass ({@code @ex03}); a tag on a Feature applies to all its Rules, and a tag on a scenario or
 * an Examples table overrides its Rule's exercise. A Rule whose scenarios belong to several
 * exercises becomes one unit per exercise. Scenarios with no exercise tag run but are not
 * graded. The files are read with Cucumber's own Gherkin parser, in any language Gherkin knows
 * ({@code # language: pt}), so the grader, the generator and the runner cannot disagree about
 * what a file says.
 *
 * <p>The grader finds the feature files on a class path ({@link #load}), the generator in the
 * project's resource folder ({@link #read}); both read them the same way ({@link #parse}).
 */
public final class RuleBook {

    /** A rule ID tag, without {@code @}: letters or digits, a dash, two digits. */
    public static final Pattern RULE_ID = Pattern.compile("[A-Z0-9]+-\\d\\d");

    /** An exercise tag, without {@code @}: {@code ex} and its number. */
    public static final Pattern EXERCISE = Pattern.compile("ex\\d+");

    private final List<String> files;
    private final List<RuleBlock> blocks;
    private final List<GradedRule> rules;
    private final List<BookScenario> ungraded;
    private final List<String> problems;
    private final Map<ScenarioKey, BookScenario> scenarios = new LinkedHashMap<>();

    private RuleBook(List<String> files, Reader reader) {
        this.files = List.copyOf(files);
        this.blocks = List.copyOf(reader.blocks);
        this.rules = List.copyOf(reader.rules);
        this.ungraded = List.copyOf(reader.ungraded);
        this.problems = List.copyOf(reader.problems);
        for (GradedRule rule : rules) {
            rule.scenarios().forEach(scenario -> scenarios.put(scenario.key(), scenario));
        }
        ungraded.forEach(scenario -> scenarios.put(scenario.key(), scenario));
    }

    /**
     * Reads the rule book of a package from a class path, as the runner will find it.
     *
     * @param classpath where to look: folders and jars
     * @param rulebookPackage the rule book's package, e.g. {@code tabuleiro.features.GAME}
     * @return the rule book; empty, with a problem saying so, if the package has no feature files
     * @throws IOException if a class path entry cannot be read
     */
    public static RuleBook load(List<Path> classpath, String rulebookPackage) throws IOException {
        return fromFiles(FeatureFiles.find(classpath, rulebookPackage),
                "the package " + rulebookPackage + " on the rule book's class path");
    }

    /**
     * Reads the text of the feature files of a package on a class path, as the runner will find
     * them.
     *
     * @param classpath where to look: folders and jars
     * @param rulebookPackage the rule book's package, e.g. {@code tabuleiro.features.GAME}
     * @return each file's text by its resource name, sorted by name
     * @throws IOException if a class path entry cannot be read
     */
    public static Map<String, String> featureFiles(List<Path> classpath, String rulebookPackage)
            throws IOException {
        return FeatureFiles.find(classpath, rulebookPackage);
    }

    /**
     * Reads the rule book of a package from a folder of resources, as the sources keep it.
     *
     * @param resources the root of the resources, e.g. {@code features/src/main/resources}; the
     *     package's feature files are in the folder of the package under it
     * @param rulebookPackage the rule book's package, e.g. {@code tabuleiro.features.GAME}
     * @return the rule book; empty, with a problem saying so, if there are no feature files, as
     *     when the folder does not exist
     * @throws IOException if the folder cannot be read
     */
    public static RuleBook read(Path resources, String rulebookPackage) throws IOException {
        return fromFiles(FeatureFiles.find(List.of(resources), rulebookPackage),
                resources.resolve(rulebookPackage.replace('.', '/')).toString());
    }

    /** Reads the files found, or says where none was found. */
    private static RuleBook fromFiles(Map<String, String> files, String where) {
        if (files.isEmpty()) {
            Reader nothing = new Reader();
            nothing.problems.add("no feature files in " + where);
            return new RuleBook(List.of(), nothing);
        }
        return parse(files);
    }

    /**
     * Reads a rule book from the text of its feature files.
     *
     * @param files each file's text by its resource name, in the order to read them
     * @return the rule book; a file that does not parse is left out and named in
     *     {@link #problems()}
     */
    public static RuleBook parse(Map<String, String> files) {
        Reader reader = new Reader();
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        for (Map.Entry<String, String> file : files.entrySet()) {
            List<Envelope> envelopes = parser.parse(file.getKey(),
                    file.getValue().getBytes(StandardCharsets.UTF_8)).toList();
            for (Envelope envelope : envelopes) {
                envelope.getParseError().ifPresent(
                        error -> reader.problems.add(problem(file.getKey(), error)));
                envelope.getGherkinDocument().ifPresent(
                        document -> reader.read(file.getKey(), file.getValue(), document));
            }
        }
        reader.requireOwnIds();
        return new RuleBook(List.copyOf(files.keySet()), reader);
    }

    /**
     * Reads feature files for what keeps them from being read as Gherkin: what Cucumber would
     * stop at before running any of their scenarios.
     *
     * @param files each file's text by the name to give it in a message
     * @return one sentence per error, {@code file:line:column: message}; empty when every file
     *     parses
     */
    public static List<String> parseErrors(Map<String, String> files) {
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        List<String> errors = new ArrayList<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
            parser.parse(file.getKey(), file.getValue().getBytes(StandardCharsets.UTF_8))
                    .forEach(envelope -> envelope.getParseError().ifPresent(
                            error -> errors.add(problem(file.getKey(), error))));
        }
        return errors;
    }

    /**
     * Reads feature files into the scenarios Cucumber runs of them (its pickles: an outline's
     * example row is one, named as Cucumber names it, the outline's name with the row's values
     * in its placeholders), each with its name and tags, inherited ones included, so that a
     * filter by tags or by name can be counted before anything runs. A file that does not parse
     * gives none.
     *
     * @param files each file's text by its resource name
     * @return the scenarios, in the order of the files and of each file
     */
    public static List<Picked> pickles(Map<String, String> files) {
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includeGherkinDocument(false).includePickles(true).build();
        List<Picked> pickles = new ArrayList<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
            parser.parse(file.getKey(), file.getValue().getBytes(StandardCharsets.UTF_8))
                    .forEach(envelope -> envelope.getPickle().ifPresent(pickle -> pickles.add(
                            new Picked(pickle.getName(), pickle.getTags().stream()
                                    .map(PickleTag::getName).toList()))));
        }
        return pickles;
    }

    /**
     * A scenario as Cucumber runs it, for counting what a filter picks.
     *
     * @param name its name, as {@code cucumber.filter.name} matches it
     * @param tags its tags and those it inherits, each with its {@code @}
     */
    public record Picked(String name, List<String> tags) {

        /** Keeps an unmodifiable copy of the tags. */
        public Picked {
            Objects.requireNonNull(name, "name");
            tags = List.copyOf(tags);
        }
    }

    /** The parser's message, which starts with "(line:column): ", as "file:line:column: ...". */
    private static String problem(String resource, ParseError error) {
        String message = error.getMessage().replaceFirst("^\\(\\d+:\\d+\\): ", "");
        return error.getSource().getLocation()
                .map(at -> resource + ":" + at.getLine()
                        + at.getColumn().map(column -> ":" + column).orElse(""))
                .orElse(resource) + ": " + message;
    }

    /**
     * Returns the feature files the rule book was read from.
     *
     * @return their resource names, in the order they were read; empty when none was found
     */
    public List<String> files() {
        return files;
    }

    /**
     * Returns every Rule block, graded or not.
     *
     * @return the blocks, in the order of the rule book
     */
    public List<RuleBlock> blocks() {
        return blocks;
    }

    /**
     * Returns the grading units, in the order of the rule book.
     *
     * @return the Rule blocks, one per exercise they belong to
     */
    public List<GradedRule> rules() {
        return rules;
    }

    /**
     * Returns the scenarios that carry no exercise tag: they run but earn nothing.
     *
     * @return the ungraded scenarios
     */
    public List<BookScenario> ungraded() {
        return ungraded;
    }

    /**
     * Returns what is wrong with the rule book: no feature files, files that do not parse, graded
     * Rules without an ID, two Rules with the same name.
     *
     * @return one sentence per problem, naming the file and line where there is one; empty for a
     *     sound rule book
     */
    public List<String> problems() {
        return problems;
    }

    /**
     * Finds the scenario that Cucumber reports at a source.
     *
     * @param uri the feature file as Cucumber names it: {@code classpath:a/b.feature} or a
     *     {@code file:} URI
     * @param line the line of the scenario or example row
     * @return the scenario, or empty when the rule book has none there
     */
    public Optional<BookScenario> find(String uri, int line) {
        if (line < 1) {
            return Optional.empty();
        }
        if (uri.startsWith("classpath:")) {
            return Optional.ofNullable(scenarios.get(
                    new ScenarioKey(uri.substring("classpath:".length()).replaceFirst("^/", ""),
                            line)));
        }
        String path;
        try {
            path = Path.of(URI.create(uri)).toString().replace('\\', '/');
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
        return scenarios.values().stream()
                .filter(scenario -> scenario.key().line() == line
                        && path.endsWith("/" + scenario.key().resource()))
                .findFirst();
    }

    /**
     * Returns every scenario, graded or not.
     *
     * @return the scenarios, in the order of the rule book
     */
    public Collection<BookScenario> scenarios() {
        return scenarios.values();
    }

    /** Reads documents one after the other and gathers what they hold, and what is wrong. */
    private static final class Reader {

        private final List<RuleBlock> blocks = new ArrayList<>();
        private final List<GradedRule> rules = new ArrayList<>();
        private final List<BookScenario> ungraded = new ArrayList<>();
        private final List<String> problems = new ArrayList<>();
        private final Set<String> names = new HashSet<>();

        private String resource;
        private SourceText source;
        /** How an example row's scenario is named in the feature's own language. */
        private String example = "example";

        void read(String resourceName, String text, GherkinDocument document) {
            Optional<Feature> feature = document.getFeature();
            if (feature.isEmpty()) {
                return;
            }
            resource = resourceName;
            source = new SourceText(text, blockStarts(feature.get()));
            // The rule book's two languages; a row of a Portuguese feature is an "exemplo".
            example = feature.get().getLanguage().startsWith("pt") ? "exemplo" : "example";
            List<String> featureTags = names(feature.get().getTags());
            String background = "";
            List<BookScenario> loose = new ArrayList<>();
            for (FeatureChild child : feature.get().getChildren()) {
                if (child.getBackground().isPresent()) {
                    background = backgroundText(child.getBackground().get());
                }
                if (child.getRule().isPresent()) {
                    readRule(child.getRule().get(), featureTags, background);
                }
                if (child.getScenario().isPresent()) {
                    loose.addAll(scenarios(child.getScenario().get(), featureTags, background));
                }
            }
            if (!loose.isEmpty()) {
                // Scenarios outside any Rule: the Feature stands in for their Rule.
                int line = line(feature.get().getLocation().getLine());
                addUnits(new RuleBlock(resource, line,
                        ruleId(featureTags, loose, feature.get().getName(), line),
                        feature.get().getName(), ""), loose);
            }
        }

        private void readRule(Rule rule, List<String> featureTags, String featureBackground) {
            List<String> tags = union(featureTags, names(rule.getTags()));
            String background = featureBackground;
            List<BookScenario> scenarios = new ArrayList<>();
            for (RuleChild child : rule.getChildren()) {
                if (child.getBackground().isPresent()) {
                    background = join(featureBackground,
                            backgroundText(child.getBackground().get()));
                }
                if (child.getScenario().isPresent()) {
                    scenarios.addAll(scenarios(child.getScenario().get(), tags, background));
                }
            }
            int line = line(rule.getLocation().getLine());
            addUnits(new RuleBlock(resource, line,
                    ruleId(names(rule.getTags()), scenarios, rule.getName(), line),
                    rule.getName(), SourceText.dedent(rule.getDescription())), scenarios);
        }

        private List<BookScenario> scenarios(Scenario scenario, List<String> inherited,
                String background) {
            List<String> tags = union(inherited, names(scenario.getTags()));
            int line = scenario.getLocation().getLine().intValue();
            String text = source.block(line);
            if (scenario.getExamples().isEmpty()) {
                return List.of(new BookScenario(new ScenarioKey(resource, line),
                        scenario.getName(), background, text, Optional.empty(), tags,
                        exercise(tags)));
            }
            List<BookScenario> rows = new ArrayList<>();
            for (Examples examples : scenario.getExamples()) {
                List<String> rowTags = union(tags, names(examples.getTags()));
                for (TableRow row : examples.getTableBody()) {
                    int rowLine = row.getLocation().getLine().intValue();
                    String rowText = source.line(rowLine).strip().replaceAll("\\s+", " ");
                    rows.add(new BookScenario(new ScenarioKey(resource, rowLine),
                            scenario.getName() + " — " + example + " " + rowText, background, text,
                            Optional.of(rowText), rowTags, exercise(rowTags)));
                }
            }
            return rows;
        }

        private void addUnits(RuleBlock block, List<BookScenario> scenarios) {
            blocks.add(block);
            Map<String, List<BookScenario>> byExercise = new LinkedHashMap<>();
            for (BookScenario scenario : scenarios) {
                if (scenario.exercise().isPresent()) {
                    byExercise.computeIfAbsent(scenario.exercise().get(), e -> new ArrayList<>())
                            .add(scenario);
                } else {
                    ungraded.add(scenario);
                }
            }
            for (Map.Entry<String, List<BookScenario>> unit : byExercise.entrySet()) {
                String name = block.id() + " " + block.title()
                        + (byExercise.size() > 1 ? " (" + unit.getKey() + ")" : "");
                if (!names.add(name)) {
                    problems.add(block.where() + ": two Rules are named \"" + name + "\"; this"
                            + " one is graded as \"" + name + " (" + resource + ")\"");
                    name = name + " (" + resource + ")";
                }
                rules.add(new GradedRule(block, unit.getKey(), unit.getValue(), name));
            }
        }

        /**
         * Reports each Rule whose ID an earlier Rule has: the grade, the reports' columns, the
         * feedback and a scheme's setting (points of its own, hidden) name a rule by its ID,
         * so two Rules under one ID would be told apart nowhere and hidden or re-pointed
         * together.
         */
        private void requireOwnIds() {
            Map<String, RuleBlock> first = new LinkedHashMap<>();
            for (RuleBlock block : blocks) {
                if (block.id().equals("?")) {
                    continue;
                }
                RuleBlock earlier = first.putIfAbsent(block.id(), block);
                if (earlier != null) {
                    problems.add(block.where() + ": the Rule \"" + block.title() + "\" has the"
                            + " ID " + block.id() + " of the Rule at " + earlier.where()
                            + ": give it an ID of its own (the game's next free number), so"
                            + " that grades, reports and schemes name one rule");
                }
            }
        }

        /** The Rule's ID tag, or the one ID that all its scenarios carry. */
        private String ruleId(List<String> ownTags, List<BookScenario> scenarios, String title,
                int line) {
            Optional<String> own = ownTags.stream().filter(tag -> RULE_ID.matcher(tag).matches())
                    .findFirst();
            if (own.isPresent()) {
                return own.get();
            }
            Set<String> shared = scenarios.stream().flatMap(scenario -> scenario.tags().stream())
                    .filter(tag -> RULE_ID.matcher(tag).matches())
                    .collect(Collectors.toCollection(TreeSet::new));
            if (shared.size() == 1) {
                return shared.iterator().next();
            }
            if (scenarios.stream().anyMatch(scenario -> scenario.exercise().isPresent())) {
                problems.add(resource + ":" + line + ": the Rule \"" + title + "\" has no rule"
                        + " ID tag such as @C4-09");
            }
            return "?";
        }

        private String backgroundText(Background background) {
            return source.block(background.getLocation().getLine().intValue());
        }

        /** The first line of every block: Rules, Backgrounds and Scenarios, tags included. */
        private static Set<Integer> blockStarts(Feature feature) {
            Set<Integer> starts = new TreeSet<>();
            for (FeatureChild child : feature.getChildren()) {
                child.getBackground().ifPresent(b -> starts.add(line(b.getLocation().getLine())));
                child.getScenario().ifPresent(s -> starts.add(start(s)));
                child.getRule().ifPresent(rule -> {
                    starts.add(rule.getTags().stream()
                            .mapToInt(tag -> line(tag.getLocation().getLine()))
                            .min().orElse(line(rule.getLocation().getLine())));
                    for (RuleChild ruleChild : rule.getChildren()) {
                        ruleChild.getBackground().ifPresent(
                                b -> starts.add(line(b.getLocation().getLine())));
                        ruleChild.getScenario().ifPresent(s -> starts.add(start(s)));
                    }
                });
            }
            return starts;
        }

        private static int start(Scenario scenario) {
            return scenario.getTags().stream().mapToInt(tag -> line(tag.getLocation().getLine()))
                    .min().orElse(line(scenario.getLocation().getLine()));
        }

        private static int line(Long line) {
            return line.intValue();
        }

        private static List<String> names(List<Tag> tags) {
            return tags.stream().map(tag -> tag.getName().replaceFirst("^@", "")).toList();
        }

        /**
         * The tags of a level and of the levels around it, listed from the most general level
         * to the most specific; a tag repeated at a more specific level moves to that level's
         * place, so that {@link #exercise} finds the most specific level's exercise.
         */
        private static List<String> union(List<String> general, List<String> specific) {
            Set<String> all = new LinkedHashSet<>(general);
            all.removeAll(specific);
            all.addAll(specific);
            return List.copyOf(all);
        }

        /** The most specific exercise tag: tags are listed from the Feature's to the row's. */
        private static Optional<String> exercise(List<String> tags) {
            String found = null;
            for (String tag : tags) {
                if (EXERCISE.matcher(tag).matches()) {
                    found = tag;
                }
            }
            return Optional.ofNullable(found);
        }

        private static String join(String first, String second) {
            return first.isEmpty() ? second : first + "\n" + second;
        }
    }
}
