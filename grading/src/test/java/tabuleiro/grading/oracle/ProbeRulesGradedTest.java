package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * Every rule a generated example can be charged to is worth points under the game's bundled
 * scheme. A disagreement charged to a rule with no points costs nothing, so a bug that only
 * generated examples catch would keep full marks while the student's kit flags it: the rule
 * each key answers to (the probe's {@code rules}) and every rule ID the probe's source names
 * (what {@code classify} can answer) must be one of the scheme's graded rules. And every rule
 * that has no points says why in the schemes' guide ({@code grading/schemes/README.md}, "Rules
 * with no points"), which names no other.
 */
class ProbeRulesGradedTest {

    /** The registered games, by their command names. */
    private static final String[] GAMES = Games.all().stream().map(GameModule::command)
            .toArray(String[]::new);

    /** A rule ID as the catalogue writes it, such as {@code C4-09} or {@code QUARTO-18}. */
    private static final String ID = "(?:C4|[A-Z]+)-[0-9]{2}";

    /** A row of the guide's table of rules with no points: the rule, then why. */
    private static final Pattern NO_POINTS_ROW = Pattern.compile(
            "^\\| (" + ID + ") \\| (.+) \\|$", Pattern.MULTILINE);

    /** A rule ID quoted in a probe's source. */
    private static final Pattern RULE_ID = Pattern.compile("\"(" + ID + ")\"");

    @ParameterizedTest(name = "{0}")
    @CsvSource({"connect-four, connectfour", "quarto, quarto", "chess, chess",
        "checkers, checkers", "qwirkle, qwirkle"})
    void everyRuleAProbeChargesHasPoints(String game, String pkg)
            throws IOException, ReflectiveOperationException {
        Marking marking = marking(game, book(game));
        Map<String, BigDecimal> points = new TreeMap<>();
        for (GradedRule rule : marking.rules()) {
            points.merge(rule.id(), marking.points(rule), BigDecimal::add);
        }

        TreeSet<String> charged = new TreeSet<>();
        @SuppressWarnings("unchecked")
        Function<String, String> probe = (Function<String, String>) Class.forName(
                Oracle.probeClassName(pkg)).getConstructor().newInstance();
        for (String line : probe.apply("rules").split("\n")) {
            charged.add(line.substring(line.indexOf('=') + 1).strip());
        }
        Path sources = Path.of("..", "features", "src", "main", "java", "tabuleiro", "features",
                pkg, "probe");
        try (Stream<Path> files = Files.list(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher id = RULE_ID.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (id.find()) {
                    charged.add(id.group(1));
                }
            }
        }

        assertThat(charged).as("%s: the rules its probe charges", game).isNotEmpty();
        assertThat(charged).as("%s: a rule its probe charges has no points (%s)", game, points)
                .allMatch(rule -> points.getOrDefault(rule, BigDecimal.ZERO).signum() > 0);
    }

    @Test
    void everyRuleWithNoPointsSaysWhyInTheSchemesGuide() throws IOException {
        TreeSet<String> withoutPoints = new TreeSet<>();
        for (String game : GAMES) {
            RuleBook book = book(game);
            Marking marking = marking(game, book);
            TreeSet<String> graded = new TreeSet<>();
            marking.rules().forEach(rule -> graded.add(rule.id()));
            for (BookScenario scenario : book.ungraded()) {
                scenario.tags().stream().map(tag -> tag.replaceFirst("^@", ""))
                        .filter(tag -> tag.matches(ID))
                        .filter(rule -> !graded.contains(rule)).forEach(withoutPoints::add);
            }
        }
        String guide = Files.readString(Path.of("schemes", "README.md"), StandardCharsets.UTF_8);
        Map<String, String> why = new TreeMap<>();
        String section = guide.substring(guide.indexOf("### Rules with no points"));
        Matcher row = NO_POINTS_ROW.matcher(section.substring(0, section.indexOf("\n### ")));
        while (row.find()) {
            why.put(row.group(1), row.group(2));
        }

        assertThat(withoutPoints).as("the rule books' rules with no points").isNotEmpty();
        assertThat(why.keySet()).as("the schemes' guide's rules with no points")
                .isEqualTo(withoutPoints);
        assertThat(why.values()).allMatch(reason -> reason.length() > 20);
    }

    /** The game's rule book, as the grader loads it for the bundled scheme. */
    private static RuleBook book(String game) throws IOException {
        return RuleBook.load(RunnerClasspath.ofGrader().entries(),
                BundledSchemes.scheme(game).rulebook());
    }

    /** What each rule of that rule book is worth under the game's bundled scheme. */
    private static Marking marking(String game, RuleBook book) {
        return Marking.of(BundledSchemes.scheme(game), book.rules());
    }
}
