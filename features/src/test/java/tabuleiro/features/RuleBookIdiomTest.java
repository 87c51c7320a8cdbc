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
import io.cucumber.messages.types.Step;
import io.cucumber.messages.types.StepKeywordType;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule book's idiom, checked on every feature file of every game (features/README.md and
 * the design's "Feature files: the idiom everywhere"): each scenario sits under a Rule and has
 * exactly one When, no Background sits inside a Rule, and each Rule carries its rule ID and a
 * title a person reads at a glance. The files are read with Cucumber's own Gherkin parser, so
 * what is checked is what Cucumber and the grader see, and a file Cucumber cannot read fails too.
 * The Portuguese tree ({@code pt/GAME/}) is checked the same way, in its own keywords.
 */
class RuleBookIdiomTest {

    /** The longest Rule title the idiom allows; the detail goes in the Rule's description. */
    private static final int LONGEST_TITLE = 120;

    /** A rule-ID tag: the game's letters or digits, a dash and the rule's number. */
    private static final Pattern RULE_ID = Pattern.compile("@[A-Z0-9]+-[0-9]+");

    /** Where the games' folders are, inside the module's resources. */
    private static final String BOOK = "tabuleiro/features";

    /** The games whose rule books must all be found, so that none is skipped unseen. */
    private static final List<String> GAMES = RuleBookGames.folders();

    @Test
    void everyFeatureFileKeepsTheIdiom() throws IOException, URISyntaxException {
        List<Path> files = featureFiles();
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            problems.addAll(problemsOf(file));
        }

        assertThat(files).as("the feature files of the five games")
                .extracting(file -> file.getParent().getFileName().toString())
                .containsAll(GAMES);
        assertThat(problems).as("what breaks the rule book's idiom, by file and line").isEmpty();
    }

    /**
     * Every .feature under the book's folder, in each class-path folder that has it (the test
     * classes share the package's name, so there may be several), else in the sources.
     */
    private static List<Path> featureFiles() throws IOException, URISyntaxException {
        List<Path> roots = new ArrayList<>();
        for (URL found : Collections.list(
                RuleBookIdiomTest.class.getClassLoader().getResources(BOOK))) {
            if ("file".equals(found.getProtocol())) {
                roots.add(Path.of(found.toURI()));
            }
        }
        roots.add(Path.of("src/main/resources").resolve(BOOK));
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> walk = Files.walk(root)) {
                files = walk.filter(path -> path.toString().endsWith(".feature")).sorted()
                        .toList();
            }
            if (!files.isEmpty()) {
                return files;
            }
        }
        return List.of();
    }

    private static List<String> problemsOf(Path file) throws IOException {
        // The Portuguese twin of quarto/board.feature is named pt/quarto/board.feature.
        Path tree = file.getParent().getParent().getFileName();
        String name = ("pt".equals(tree.toString()) ? "pt/" : "")
                + file.getParent().getFileName() + "/" + file.getFileName();
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        List<Envelope> envelopes;
        try (Stream<Envelope> parsed = parser.parse(file)) {
            envelopes = parsed.toList();
        }
        List<String> problems = new ArrayList<>();
        for (Envelope envelope : envelopes) {
            envelope.getParseError().ifPresent(error -> problems.add(name + ":"
                    + error.getSource().getLocation().map(at -> at.getLine().toString())
                    .orElse("?") + ": Cucumber cannot read it: " + error.getMessage()));
        }
        envelopes.stream().map(Envelope::getGherkinDocument).flatMap(Optional::stream)
                .map(GherkinDocument::getFeature).flatMap(Optional::stream)
                .forEach(feature -> problems.addAll(problemsOf(name, feature)));
        return problems;
    }

    private static List<String> problemsOf(String name, Feature feature) {
        List<String> problems = new ArrayList<>();
        for (FeatureChild child : feature.getChildren()) {
            child.getScenario().ifPresent(scenario -> problems.add(at(name, scenario.getLocation()
                    .getLine()) + "the scenario \"" + scenario.getName() + "\" is outside any"
                    + " Rule: each example sits under the Rule it checks"));
            child.getRule().ifPresent(rule -> problems.addAll(problemsOf(name, rule)));
        }
        return problems;
    }

    private static List<String> problemsOf(String name, Rule rule) {
        List<String> problems = new ArrayList<>();
        String where = at(name, rule.getLocation().getLine());
        if (rule.getName().strip().length() > LONGEST_TITLE) {
            problems.add(where + "the Rule's title has " + rule.getName().strip().length()
                    + " characters, over " + LONGEST_TITLE + ": put the detail in its"
                    + " description, the lines under the title");
        }
        if (rule.getTags().stream().map(Tag::getName)
                .noneMatch(tag -> RULE_ID.matcher(tag).matches())) {
            problems.add(where + "the Rule \"" + rule.getName() + "\" has no rule-ID tag such as"
                    + " @C4-09");
        }
        for (RuleChild child : rule.getChildren()) {
            child.getBackground().ifPresent(background -> problems.add(
                    at(name, background.getLocation().getLine()) + "a Background inside a Rule:"
                    + " set each scenario up with its own Givens"));
            child.getScenario().ifPresent(scenario -> problems.addAll(problemsOf(name,
                    scenario)));
        }
        return problems;
    }

    private static List<String> problemsOf(String name, Scenario scenario) {
        // And and But continue the step before them, so they count as what that step was.
        int whens = 0;
        StepKeywordType current = StepKeywordType.UNKNOWN;
        for (Step step : scenario.getSteps()) {
            StepKeywordType type = step.getKeywordType().orElse(StepKeywordType.UNKNOWN);
            if (type != StepKeywordType.CONJUNCTION) {
                current = type;
            }
            if (current == StepKeywordType.ACTION) {
                whens++;
            }
        }
        if (whens == 1) {
            return List.of();
        }
        return List.of(at(name, scenario.getLocation().getLine()) + "the scenario \""
                + scenario.getName() + "\" has " + whens + " When steps (And and But after a"
                + " When count as When): it needs exactly one, the action it checks");
    }

    private static String at(String name, long line) {
        return name + ":" + line + ": ";
    }
}
