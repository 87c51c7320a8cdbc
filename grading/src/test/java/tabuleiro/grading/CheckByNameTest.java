package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.selfcheck.CheckCommand;

/**
 * {@code ./check --name REGEX} (or {@code -Dcucumber.filter.name=REGEX}) picks scenarios by
 * name as {@code mvn test -Dcucumber.filter.name} does: the whole name must match. It narrows the
 * rule book's scenarios and the student's own alike, leaves the games out unless
 * {@code --games} asks for them, and a name that picks nothing is refused. The student's own
 * scenarios run in the language of their folder, whatever {@code --lang} the check speaks.
 */
class CheckByNameTest {

    /** The English folder of the student's own Connect Four scenarios. */
    private static final String MINE = "src/test/resources/tabuleiro/features/connectfour/mine";

    private static final String MINE_PT =
            "src/test/resources/tabuleiro/features/pt/connectfour/mine";

    private static final String OWN = String.join("\n",
            "@mine",
            "Feature: My own scenarios of Connect Four",
            "",
            "  Scenario: My disc falls to the bottom of column 3",
            "    Given a new game",
            "    When column 3 is played",
            "    Then player 2 is next",
            "",
            "  Scenario: My second move is the other player's",
            "    Given the moves 4",
            "    When column 4 is played",
            "    Then player 1 is next",
            "");

    /** A rule's line in the verdict. */
    private static final Pattern RULE =
            Pattern.compile("\\s+(?:kept|BROKEN)\\s+(C4-\\d\\d)\\s.*");

    @TempDir
    Path dir;

    private Path project;

    @BeforeEach
    void aCompleteEngineWithTwoScenariosOfItsOwn() throws IOException {
        // Connect Four's sources alone: the check compiles the game's package, and the other
        // games' files would only be read and left out.
        project = dir.resolve("project");
        Path sources = Submissions.referenceSources();
        try (Stream<Path> files = Files.walk(sources.resolve("tabuleiro/connectfour"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = project.resolve("src/main/java").resolve(sources.relativize(file)
                        .toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
            }
        }
        Path own = Files.createDirectories(project.resolve(MINE)).resolve("mine.feature");
        Files.writeString(own, OWN, StandardCharsets.UTF_8);
        // As a kit starts it: the other language's file, with no scenario yet.
        Path other = Files.createDirectories(project.resolve(MINE_PT)).resolve("mine.feature");
        Files.writeString(other, OwnScenarios.starter(Language.PORTUGUESE, "Quatro em Linha"),
                StandardCharsets.UTF_8);
    }

    @Test
    void aNamePicksTheRuleBooksScenariosAndTheStudentsWhoseWholeNameMatches() {
        Result named = check("--name", ".*falls to the bottom.*");
        // The rule book's scenario of that name is C4-06's: the one rule run, the others not.
        assertThat(named.text()).contains("C4-06", "My disc falls to the bottom of column 3 ("
                + MINE + "/mine.feature:4)", "of 1 of your own scenarios passed",
                "Games not played: a tag expression or a name narrows the check")
                .doesNotContain("My second move").doesNotContain("Random games:");
        assertThat(ran(named.text())).containsExactly("C4-06");

        Result property = check("-Dcucumber.filter.name=.*falls to the bottom.*");
        assertThat(property.text()).contains("My disc falls to the bottom of column 3",
                "of 1 of your own scenarios passed").doesNotContain("My second move");
        assertThat(ran(property.text())).containsExactly("C4-06");
    }

    @Test
    void aNameThatPicksOnlyTheStudentsScenariosRunsThemAlone() {
        Result own = check("--name", "My second move.*");
        assertThat(own.text()).contains("No scenario of the rule book has a name that My second"
                + " move.* matches: your own scenarios alone.", "of 1 of your own scenarios"
                        + " passed", "My second move is the other player's (" + MINE)
                .doesNotContain("My disc falls").doesNotContain("rules kept");
    }

    @Test
    void aNameThatMatchesOnlyPartOfANameOrIsNoRegularExpressionIsRefused() {
        Result part = check("--name", "falls to the bottom");
        assertThat(part.status()).as(part.text()).isEqualTo(2);
        assertThat(part.text()).contains("No scenario of Connect Four, nor of your own, has a"
                + " name that falls to the bottom matches whole", "--name \".*the words.*\"")
                .doesNotContain("rules kept");

        Result tagged = check("--tags", "@C4-05", "--name", ".*falls to the bottom.*");
        assertThat(tagged.status()).as(tagged.text()).isEqualTo(2);
        assertThat(tagged.text()).contains("that (@C4-05) picks has a name that");

        Result broken = check("--name", "((");
        assertThat(broken.status()).as(broken.text()).isEqualTo(2);
        assertThat(broken.text()).contains("--name must be a regular expression");

        Result other = check("-Dcucumber.filter.nam=x");
        assertThat(other.status()).as(other.text()).isEqualTo(2);
        assertThat(other.text()).contains("-Dcucumber.filter.name=REGEX");
    }

    /**
     * Each file runs in its folder's language; the other language's starter, which holds no
     * scenario, is neither run nor named.
     */
    @Test
    void theStudentsOwnScenariosRunInTheirFoldersLanguageWhateverTheCheckSpeaks() {
        Result portuguese = check("--lang", "pt", "--tags", "@mine");
        assertThat(portuguese.text()).doesNotContain(MINE_PT)
                .contains("Os seus próprios cenários (" + MINE + "):",
                "My disc falls to the bottom of column 3 (" + MINE,
                "My second move is the other player's (" + MINE,
                "de 2 dos seus próprios cenários passaram");
    }

    /**
     * The rules whose scenarios ran, by the verdict's lines: a rule none of whose scenarios the
     * filter picked is followed by the line that says it was not run.
     */
    private static List<String> ran(String text) {
        List<String> lines = text.lines().toList();
        List<String> ran = new ArrayList<>();
        for (int at = 0; at + 1 < lines.size(); at++) {
            Matcher rule = RULE.matcher(lines.get(at));
            if (rule.matches() && !lines.get(at + 1).contains("not run: this self-check")) {
                ran.add(rule.group(1));
            }
        }
        return ran;
    }

    private Result check(String... options) {
        List<String> args = new ArrayList<>(List.of(project.toString(), "--scheme",
                Submissions.projectRoot().resolve("grading/schemes/connect-four.json")
                        .toString(), "--explain", "0"));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        CommandLine check = new CommandLine(new CheckCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(out, true));
        return new Result(check.execute(args.toArray(String[]::new)), out.toString());
    }

    /** What a check said and its exit status. */
    private record Result(int status, String text) {
    }
}
