package tabuleiro.features;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Examples;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Rule;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Source;
import io.cucumber.messages.types.SourceMediaType;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule catalogue ({@code features/rules/GAME.md}) and the rule book agree: every ID of a
 * game's catalogue is tagged in its English rule book and in its Portuguese one, and every
 * rule-ID tag a feature file carries is in the game's catalogue. The rule book's own tests run
 * every scenario on the reference, so a catalogued rule is a rule that passes there. And every
 * Rule has an ID of its own, in each language: a grade, a report's column, a scheme's setting
 * and a rule book page that name an ID name one Rule, never two.
 */
class RuleCatalogueTest {

    /** A catalogue row: a table line that starts with a rule ID. */
    private static final Pattern ROW = Pattern.compile("^\\| ([A-Z0-9]+-\\d+) \\|",
            Pattern.MULTILINE);

    /** A rule-ID tag, as the rule book's idiom writes it. */
    private static final Pattern RULE_ID = Pattern.compile("@([A-Z0-9]+-\\d+)");

    /** The rule book's folders, inside the module's resources. */
    private static final Path BOOK = Path.of("src/main/resources/tabuleiro/features");

    /** The games, one a catalogue of {@code features/rules/}, by command. */
    static List<String> games() {
        return RuleBookGames.commands();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyCatalogueRuleIsTaggedInBothLanguagesAndEveryTagIsCatalogued(String game)
            throws IOException {
        Set<String> catalogued = catalogued(Files.readString(
                Path.of("rules").resolve(game + ".md"), StandardCharsets.UTF_8));
        Set<String> english = tagged(featureFiles(BOOK.resolve(RuleBookGames.folder(game))));
        Set<String> portuguese = tagged(featureFiles(BOOK.resolve("pt")
                .resolve(RuleBookGames.folder(game))));

        assertThat(catalogued).as("%s: the catalogue's rules", game).isNotEmpty();
        assertThat(problems(catalogued, english)).as("%s, the English rule book", game)
                .isEmpty();
        assertThat(problems(catalogued, portuguese)).as("%s, the Portuguese rule book", game)
                .isEmpty();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyRuleHasAnIdOfItsOwnInBothLanguages(String game) throws IOException {
        for (Path folder : List.of(BOOK.resolve(RuleBookGames.folder(game)),
                BOOK.resolve("pt").resolve(RuleBookGames.folder(game)))) {
            Map<String, String> files = new TreeMap<>();
            try (Stream<Path> list = Files.list(folder)) {
                for (Path file : list.filter(path -> path.toString().endsWith(".feature"))
                        .toList()) {
                    files.put(file.getFileName().toString(),
                            Files.readString(file, StandardCharsets.UTF_8));
                }
            }
            assertThat(files).as("the feature files of %s", folder).isNotEmpty();
            assertThat(sharedIds(files)).as("%s: Rules without an ID of their own", folder)
                    .isEmpty();
        }
    }

    @Test
    void twoRulesTaggedWithOneIdAreReported() {
        String feature =
                """
                Feature: Moves
                  @C4-98 @ex01
                  Rule: A rule
                    Scenario: One example
                      When something happens

                  @C4-98 @ex02
                  Rule: Another rule under the same ID
                    Scenario: Another example
                      When something else happens

                  @C4-97 @C4-96
                  Rule: A rule with two IDs
                    Scenario: A third example
                      When a third thing happens
                """;

        assertThat(sharedIds(Map.of("moves.feature", feature))).containsExactly(
                "moves.feature: the Rule \"A rule with two IDs\" is tagged with 2 rule IDs,"
                        + " C4-96 C4-97: give it one",
                "C4-98 is tagged on 2 Rules: moves.feature \"A rule\", moves.feature"
                        + " \"Another rule under the same ID\": give each its own ID");
    }

    @Test
    void aRuleWhoseTagIsRemovedLeavesItsCatalogueIdUntagged() throws IOException {
        String catalogue = Files.readString(Path.of("rules/connect-four.md"),
                StandardCharsets.UTF_8);
        Path feature = BOOK.resolve("connectfour/agents.feature");
        String text = Files.readString(feature, StandardCharsets.UTF_8);
        assertThat(text).contains("@C4-14");

        Set<String> tagged = tagged(List.of(text.replace("@C4-14", "")));

        assertThat(problems(catalogued(catalogue), tagged)).contains(
                "C4-14 is in the catalogue but no Rule or scenario is tagged @C4-14");
    }

    @Test
    void anIdAddedToTheCatalogueWithoutARuleIsReported() throws IOException {
        String catalogue = Files.readString(Path.of("rules/quarto.md"), StandardCharsets.UTF_8)
                + "| QUARTO-99 | A rule that no example holds. | §9 | all |\n";
        Set<String> tagged = tagged(featureFiles(BOOK.resolve("quarto")));

        assertThat(problems(catalogued(catalogue), tagged)).containsExactly(
                "QUARTO-99 is in the catalogue but no Rule or scenario is tagged @QUARTO-99");
    }

    @Test
    void aTagThatIsNotInTheCatalogueIsReported() {
        String feature =
                """
                Feature: Moves
                  @C4-98
                  Rule: A rule the catalogue lacks
                    Scenario: One example
                      When something happens
                """;
        Set<String> tagged = tagged(List.of(feature));

        assertThat(problems(Set.of(), tagged)).containsExactly(
                "@C4-98 is tagged but not in the catalogue: add its row to features/rules/");
    }

    /** What keeps a catalogue and a rule book apart, one line per rule ID. */
    private static List<String> problems(Set<String> catalogued, Set<String> tagged) {
        List<String> problems = new ArrayList<>();
        for (String id : catalogued) {
            if (!tagged.contains(id)) {
                problems.add(id + " is in the catalogue but no Rule or scenario is tagged @"
                        + id);
            }
        }
        for (String id : tagged) {
            if (!catalogued.contains(id)) {
                problems.add("@" + id + " is tagged but not in the catalogue: add its row to"
                        + " features/rules/");
            }
        }
        return problems;
    }

    private static Set<String> catalogued(String catalogue) {
        Set<String> ids = new TreeSet<>();
        Matcher row = ROW.matcher(catalogue);
        while (row.find()) {
            ids.add(row.group(1));
        }
        return ids;
    }

    /**
     * The Rules that do not have one rule ID of their own: a Rule (with its scenarios) tagged
     * with several IDs, and each ID tagged on several Rules or on scenarios outside any Rule.
     *
     * @param files the feature files' texts by their names
     * @return one line per problem; empty when every Rule has its own ID
     */
    private static List<String> sharedIds(Map<String, String> files) {
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        List<String> problems = new ArrayList<>();
        Map<String, List<String>> rulesById = new TreeMap<>();
        for (Map.Entry<String, String> file : new TreeMap<>(files).entrySet()) {
            Envelope source = Envelope.of(new Source(file.getKey(), file.getValue(),
                    SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN));
            List<Feature> parsed = parser.parse(source).map(Envelope::getGherkinDocument)
                    .flatMap(Optional::stream).map(GherkinDocument::getFeature)
                    .flatMap(Optional::stream).toList();
            for (Feature feature : parsed) {
                for (FeatureChild child : feature.getChildren()) {
                    child.getRule().ifPresent(rule -> {
                        Set<String> ids = ruleIds(rule);
                        String name = file.getKey() + " \"" + rule.getName() + "\"";
                        if (ids.size() > 1) {
                            problems.add(file.getKey() + ": the Rule \"" + rule.getName()
                                    + "\" is tagged with " + ids.size() + " rule IDs, "
                                    + String.join(" ", ids) + ": give it one");
                        }
                        ids.forEach(id -> rulesById.computeIfAbsent(id,
                                key -> new ArrayList<>()).add(name));
                    });
                    child.getScenario().ifPresent(scenario -> ruleIds(scenario).forEach(id ->
                            rulesById.computeIfAbsent(id, key -> new ArrayList<>())
                                    .add(file.getKey() + " \"" + scenario.getName() + "\"")));
                }
            }
        }
        rulesById.forEach((id, rules) -> {
            if (rules.size() > 1) {
                problems.add(id + " is tagged on " + rules.size() + " Rules: "
                        + String.join(", ", rules) + ": give each its own ID");
            }
        });
        return problems;
    }

    private static List<String> featureFiles(Path folder) throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".feature"))
                    .sorted().toList()) {
                texts.add(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        assertThat(texts).as("the feature files of %s", folder).isNotEmpty();
        return texts;
    }

    /**
     * The rule IDs tagged on the Rules, scenarios and example tables of some feature files, read
     * with Cucumber's own parser: a tag in a comment or a description does not count.
     */
    private static Set<String> tagged(List<String> features) {
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        Set<String> ids = new TreeSet<>();
        for (String text : features) {
            Envelope source = Envelope.of(new Source("rules.feature", text,
                    SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN));
            List<Feature> parsed = parser.parse(source).map(Envelope::getGherkinDocument)
                    .flatMap(Optional::stream).map(GherkinDocument::getFeature)
                    .flatMap(Optional::stream).toList();
            for (Feature feature : parsed) {
                for (FeatureChild child : feature.getChildren()) {
                    child.getRule().ifPresent(rule -> ids.addAll(ruleIds(rule)));
                    child.getScenario().ifPresent(scenario -> ids.addAll(ruleIds(scenario)));
                }
            }
        }
        return ids;
    }

    private static Set<String> ruleIds(Rule rule) {
        Set<String> ids = ruleIds(rule.getTags());
        for (RuleChild child : rule.getChildren()) {
            child.getScenario().ifPresent(scenario -> ids.addAll(ruleIds(scenario)));
        }
        return ids;
    }

    private static Set<String> ruleIds(Scenario scenario) {
        Set<String> ids = ruleIds(scenario.getTags());
        for (Examples examples : scenario.getExamples()) {
            ids.addAll(ruleIds(examples.getTags()));
        }
        return ids;
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
}
