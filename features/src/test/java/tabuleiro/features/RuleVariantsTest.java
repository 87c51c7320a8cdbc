package tabuleiro.features;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Rule;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Source;
import io.cucumber.messages.types.SourceMediaType;
import io.cucumber.messages.types.Step;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every rule has examples under every variant it applies to: a rule whose catalogue row says
 * {@code all} in a game with variants (checkers' classic and simplified rules, Quarto's game
 * with squares and classic game, Qwirkle's official and brief's rules) needs a scenario run
 * under each, or a row in {@code src/test/resources/variants-without-examples.md} saying why
 * none is needed. A scenario's variant is the last step of its own or of its Background that
 * names one ({@code Given the simplified rules}), else the game's default. A rule × variant
 * left without an example fails the build, and so does an allow-list row that has one or names
 * a rule or variant the game lacks: the list says only what is true. The English rule book is
 * read; {@code RuleBookParityTest} keeps the Portuguese one the same scenario for scenario.
 */
class RuleVariantsTest {

    /** A catalogue row: its ID and, in the last column, the variants it applies to. */
    private static final Pattern ROW = Pattern.compile(
            "^\\| ([A-Z0-9]+-\\d+) \\|.*\\| ([^|]+) \\|$", Pattern.MULTILINE);

    /** A rule-ID tag. */
    private static final Pattern RULE_ID = Pattern.compile("@([A-Z0-9]+-\\d+)");

    /** An allow-list row: ID, variant, why. */
    private static final Pattern ALLOWED = Pattern.compile(
            "^\\| ([A-Z0-9]+-\\d+) \\| ([a-z]+) \\| (.+) \\|$", Pattern.MULTILINE);

    private static final Path BOOK = Path.of("src/main/resources/tabuleiro/features");

    private static final Path ALLOW_LIST =
            Path.of("src/test/resources/variants-without-examples.md");

    /**
     * One game's variants: the catalogue's name, the rule book's folder, the variants in
     * order (the first is the default of a scenario that names none, or {@code null} where a
     * scenario must name one), and the step texts that name each.
     */
    private record Game(String catalogue, String folder, String byDefault,
            List<String> variants, Map<String, String> steps) {
    }

    private static final Map<String, Game> GAMES = Map.of(
            "checkers", new Game("checkers", "checkers", null,
                    List.of("classic", "simplified"),
                    Map.of("the classic rules", "classic",
                            "the simplified rules", "simplified")),
            "quarto", new Game("quarto", "quarto", "squares",
                    List.of("squares", "classic"),
                    Map.of("the game with 2x2 squares", "squares",
                            "the classic game", "classic")),
            "qwirkle", new Game("qwirkle", "qwirkle", "official",
                    List.of("official", "brief"),
                    Map.of("the official rules", "official", "the brief's rules", "brief",
                            "the brief's rules in cheat mode", "brief")));

    @ParameterizedTest
    @ValueSource(strings = {"checkers", "quarto", "qwirkle"})
    void everyRuleHasAnExampleUnderEveryVariantOrASaidReason(String name) throws IOException {
        Game game = GAMES.get(name);
        Map<String, Set<String>> applies = applies(game, Files.readString(
                Path.of("rules").resolve(game.catalogue() + ".md"), StandardCharsets.UTF_8));
        Map<String, Set<String>> examples = new TreeMap<>();
        try (Stream<Path> files = Files.list(BOOK.resolve(game.folder()))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".feature"))
                    .sorted().toList()) {
                variantsOfRules(game, file.getFileName().toString(),
                        Files.readString(file, StandardCharsets.UTF_8), examples);
            }
        }
        Map<String, String> allowed = allowed(name);

        assertThat(applies).as("%s: the catalogue's rules", name).isNotEmpty();
        assertThat(problems(name, applies, examples, allowed)).as("%s: rules × variants", name)
                .isEmpty();
    }

    @Test
    void aRuleWhoseExamplesRunUnderOneVariantOnlyIsReported() {
        Game game = GAMES.get("checkers");
        String feature =
                """
                Feature: Capturing
                  Background:
                    Given the classic rules

                  @CHECKERS-05 @ex03
                  Rule: A man captures forwards
                    Scenario: Under the classic rules
                      When the legal moves are listed

                  @CHECKERS-08 @ex03
                  Rule: Two in a row are not jumped
                    Scenario: Under the classic rules
                      When the legal moves are listed

                    Scenario: Under the simplified rules
                      Given the simplified rules
                      When the legal moves are listed
                """;
        Map<String, Set<String>> examples = new TreeMap<>();
        variantsOfRules(game, "captures.feature", feature, examples);
        Map<String, Set<String>> applies = new TreeMap<>(Map.of(
                "CHECKERS-05", Set.of("classic", "simplified"),
                "CHECKERS-08", Set.of("classic", "simplified")));

        assertThat(problems("checkers", applies, examples, Map.of())).containsExactly(
                "CHECKERS-05 applies to the simplified rules, but no example runs under them:"
                        + " write one, or say in variants-without-examples.md why none is"
                        + " needed");
        assertThat(problems("checkers", applies, examples,
                Map.of("CHECKERS-08 simplified", "a reason"))).contains(
                "variants-without-examples.md excuses CHECKERS-08 under the simplified rules,"
                        + " but it has an example there: remove the row");
    }

    /** What is wrong, one line per rule × variant. */
    private static List<String> problems(String name, Map<String, Set<String>> applies,
            Map<String, Set<String>> examples, Map<String, String> allowed) {
        List<String> problems = new ArrayList<>();
        Set<String> pairs = new TreeSet<>();
        applies.forEach((id, variants) -> variants.forEach(variant -> {
            pairs.add(id + " " + variant);
            boolean has = examples.getOrDefault(id, Set.of()).contains(variant);
            String where = id + " under the " + variant + " rules";
            if (!has && !allowed.containsKey(id + " " + variant)) {
                problems.add(id + " applies to the " + variant + " rules, but no example runs"
                        + " under them: write one, or say in variants-without-examples.md why"
                        + " none is needed");
            } else if (has && allowed.containsKey(id + " " + variant)) {
                problems.add("variants-without-examples.md excuses " + where + ", but it has"
                        + " an example there: remove the row");
            }
        }));
        allowed.keySet().stream().filter(pair -> pair.startsWith(prefix(name)))
                .filter(pair -> !pairs.contains(pair))
                .forEach(pair -> problems.add("variants-without-examples.md excuses " + pair
                        + ", which the catalogue does not apply: remove the row"));
        return problems;
    }

    private static String prefix(String name) {
        return name.toUpperCase(Locale.ROOT) + "-";
    }

    /** Each rule ID of a catalogue, with the variants it applies to. */
    private static Map<String, Set<String>> applies(Game game, String catalogue) {
        Map<String, Set<String>> applies = new TreeMap<>();
        Matcher row = ROW.matcher(catalogue);
        while (row.find()) {
            String column = row.group(2).trim();
            Set<String> variants = new TreeSet<>();
            for (String variant : game.variants()) {
                if (column.equals("all") || column.matches("(?s).*\\b" + variant + "\\b.*")) {
                    variants.add(variant);
                }
            }
            applies.put(row.group(1), variants);
        }
        return applies;
    }

    /** Adds, for each Rule of a feature file, the variants its scenarios run under. */
    private static void variantsOfRules(Game game, String file, String text,
            Map<String, Set<String>> examples) {
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        Envelope source = Envelope.of(new Source(file, text,
                SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN));
        List<Feature> parsed = parser.parse(source).map(Envelope::getGherkinDocument)
                .flatMap(Optional::stream).map(GherkinDocument::getFeature)
                .flatMap(Optional::stream).toList();
        for (Feature feature : parsed) {
            Optional<String> fromFeature = feature.getChildren().stream()
                    .map(FeatureChild::getBackground).flatMap(Optional::stream)
                    .map(background -> named(game, background.getSteps()))
                    .reduce((first, last) -> last).flatMap(variant -> variant);
            for (FeatureChild child : feature.getChildren()) {
                if (child.getRule().isPresent()) {
                    Rule rule = child.getRule().get();
                    Optional<String> fromRule = rule.getChildren().stream()
                            .map(RuleChild::getBackground).flatMap(Optional::stream)
                            .map(background -> named(game, background.getSteps()))
                            .reduce((first, last) -> last).flatMap(variant -> variant)
                            .or(() -> fromFeature);
                    for (RuleChild ruleChild : rule.getChildren()) {
                        if (ruleChild.getScenario().isEmpty()) {
                            continue;
                        }
                        Scenario scenario = ruleChild.getScenario().get();
                        String variant = named(game, scenario.getSteps()).or(() -> fromRule)
                                .orElse(game.byDefault());
                        if (variant == null) {
                            throw new AssertionError(file + ": \"" + scenario.getName()
                                    + "\" names no rules, and " + game.catalogue()
                                    + " has no default");
                        }
                        for (String id : ruleIds(rule.getTags())) {
                            examples.computeIfAbsent(id, key -> new TreeSet<>()).add(variant);
                        }
                    }
                }
            }
        }
    }

    /** The variant the last of some steps names, if any names one. */
    private static Optional<String> named(Game game, List<Step> steps) {
        Optional<String> variant = Optional.empty();
        for (Step step : steps) {
            String named = game.steps().get(step.getText());
            if (named != null) {
                variant = Optional.of(named);
            }
        }
        return variant;
    }

    private static Set<String> ruleIds(List<Tag> tags) {
        Set<String> ids = new TreeSet<>();
        for (Tag tag : tags) {
            Matcher id = RULE_ID.matcher(tag.getName());
            if (id.matches()) {
                ids.add(id.group(1));
            }
        }
        return ids;
    }

    /** The allow-list's rows of one game, "ID variant" to why; a row without a reason fails. */
    private static Map<String, String> allowed(String name) throws IOException {
        Map<String, String> allowed = new TreeMap<>();
        Matcher row = ALLOWED.matcher(Files.readString(ALLOW_LIST, StandardCharsets.UTF_8));
        while (row.find()) {
            if (row.group(1).startsWith(prefix(name))) {
                assertThat(row.group(3).trim()).as("the reason of %s %s", row.group(1),
                        row.group(2)).hasSizeGreaterThan(20);
                allowed.put(row.group(1) + " " + row.group(2), row.group(3).trim());
            }
        }
        return allowed;
    }
}
